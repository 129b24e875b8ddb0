#include "app/maprender/changedhexes.h"

#include <QHash>
#include <QSet>

namespace herald::maprender {

using namespace herald::warmaster;

namespace {

QHash<map::Hexside, Boundary> bySide(const std::vector<Boundary> &boundaries)
{
    QHash<map::Hexside, Boundary> sides;
    sides.reserve(qsizetype(boundaries.size()));
    for (const Boundary &b : boundaries)
        sides.insert(b.side, b);
    return sides;
}

/// Adds the hexes of `mine` that `theirs` lacks or holds otherwise.
void addDifferences(const StrategicMap &mine, const StrategicMap &theirs, QSet<map::Hex> &hexes)
{
    for (const Area &a : mine.areas) {
        const auto other = theirs.areaAt(a.hex);
        if (!other || theirs.areas[std::size_t(*other)] != a)
            hexes.insert(a.hex);
    }
}

} // namespace

std::optional<QList<map::Hex>> changedHexes(const StrategicMap &before, const StrategicMap &after)
{
    // Nations and landmasses are named by index from every area; armies carry banners wider
    // than a hex. A change to any of them is drawn everywhere.
    if (before.name != after.name || before.columns != after.columns || before.rows != after.rows ||
        before.nations != after.nations || before.landmasses != after.landmasses ||
        before.armies != after.armies)
        return std::nullopt;
    QSet<map::Hex> hexes;
    addDifferences(after, before, hexes);
    addDifferences(before, after, hexes);
    const QHash<map::Hexside, Boundary> was = bySide(before.boundaries);
    const QHash<map::Hexside, Boundary> is = bySide(after.boundaries);
    const auto addSides = [&hexes](const QHash<map::Hexside, Boundary> &mine,
                                   const QHash<map::Hexside, Boundary> &theirs) {
        for (auto it = mine.cbegin(); it != mine.cend(); ++it) {
            if (theirs.value(it.key(), Boundary{it.key()}) != *it)
                hexes << it.key().first() << it.key().second();
        }
    };
    addSides(is, was);
    addSides(was, is);
    return hexes.values();
}

} // namespace herald::maprender
