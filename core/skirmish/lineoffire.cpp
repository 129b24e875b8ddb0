#include "core/skirmish/lineoffire.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::LineOfFire)
};

LofVerdict blockedBy(const QString &why)
{
    return {Cover::Infinite, why};
}

/// The cover of the target's own hex (§5.4 closing list; "medium or none" cells are none
/// unless the line crosses what makes them medium, which the crossing rules add).
Cover ownHexCover(Terrain t, const Profile &target)
{
    switch (t) {
    case Terrain::Scrub:
    case Terrain::Tree:
    case Terrain::Water:
    case Terrain::Marsh:
        return Cover::Light;
    case Terrain::SpiderWeb:
        return target.isKrob() ? Cover::Light : Cover::None;
    case Terrain::Rubble:
        return Cover::Medium;
    default:
        return Cover::None;
    }
}

map::Hex roundCube(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

} // namespace

LofVerdict judgeLineOfFire(const LineOfFire &line, const Profile &shooter, RangeBand band,
                           Game game, const Profile &target)
{
    if (target.isDragonPart())
        return blockedBy(Tr::tr("§5.4 the Black Dragon's skin turns every missile"));
    Cover cover = Cover::None;
    QStringList notes;
    const bool dwarfArcher = shooter.kind == Kind::Dwarf;
    for (const LofHex &hex : line.crossed) {
        if (hex.wall)
            return blockedBy(Tr::tr("§5.4 a wall blocks the line of fire"));
        if (hex.terrain == Terrain::Tree || hex.terrain == Terrain::SpiderWeb)
            return blockedBy(Tr::tr("§5.4 a %1 hex between shooter and target blocks the shot")
                                 .arg(terrainName(hex.terrain)));
        if (hex.standingCharacter && hex.terrain != Terrain::Water && !hex.lowerLevel &&
            (!hex.smallCharacter || (game == Game::DN2 && dwarfArcher))) {
            if (shooter.weapon == Weapon::Crossbow)
                return blockedBy(
                    Tr::tr("§5.4 a crossbow cannot shoot through a standing character"));
            if (band == RangeBand::Short)
                return blockedBy(Tr::tr(
                    "§5.4 a bow shoots over standing characters only at medium or long range"));
        }
        if (hex.doorway || hex.window) {
            cover = std::max(cover, Cover::Medium);
            notes << Tr::tr("§5.4 through a %1: medium cover")
                         .arg(hex.doorway ? Tr::tr("doorway") : Tr::tr("window"));
        }
        if (hex.bars) {
            cover = std::max(cover, Cover::Light);
            notes << Tr::tr("§5.4 through cell bars: light cover");
        }
    }
    if (game == Game::DN1 && line.underground) {
        // §5.4: underground in DN1 the target has no cover but on an entrance hex.
        cover = line.targetOnEntrance ? Cover::Medium : Cover::None;
        notes = QStringList{line.targetOnEntrance
                                ? Tr::tr("§5.4 underground, on an entrance hex: medium cover")
                                : Tr::tr("§5.4 underground (DN1): no cover")};
    } else {
        for (Terrain t : line.targetHexes) {
            const Cover own = ownHexCover(t, target);
            if (own > Cover::None)
                notes << Tr::tr("§5.4 target on %1: %2").arg(terrainName(t), coverName(own));
            cover = std::max(cover, own);
        }
    }
    if (line.extraCover > Cover::None) {
        notes << Tr::tr("§5.4 the map gives %1").arg(coverName(line.extraCover));
        cover = std::max(cover, line.extraCover);
    }
    if (cover == Cover::Infinite)
        return blockedBy(notes.join(QStringLiteral("; ")));
    if (notes.isEmpty())
        notes << Tr::tr("§5.4 clear line of fire: no cover");
    return {cover, notes.join(QStringLiteral("; "))};
}

std::vector<map::Hex> hexesBetween(map::Hex from, map::Hex to, int side)
{
    std::vector<map::Hex> out;
    const int n = from.distanceTo(to);
    // A tiny nudge off the line settles which hex a point on an edge belongs to (§12 C20).
    const double eps = 1e-6 * (side >= 0 ? 1.0 : -1.0);
    const double aq = from.q() + eps, ar = from.r() + eps * 2.0;
    const double bq = to.q() + eps, br = to.r() + eps * 2.0;
    for (int i = 1; i < n; ++i) {
        const double t = double(i) / double(n);
        out.push_back(roundCube(aq + (bq - aq) * t, ar + (br - ar) * t));
    }
    return out;
}

LofVerdict alongEdge(const LofVerdict &one, const LofVerdict &other, bool strict)
{
    const bool firstLighter = one.cover <= other.cover;
    return strict ? (firstLighter ? other : one) : (firstLighter ? one : other);
}

} // namespace herald::skirmish
