#pragma once

#include "core/warmaster/armystatedetail.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <vector>

/// A small world for the tests of the monthly turn: one row of plains areas, each a village
/// nobody owns, that the test then shapes (owners, towns, coasts, barriers, armies). In a row
/// of hexes each area borders the one before and the one after it, so area i is column i.
struct MonthWorld
{
    herald::warmaster::StrategicMap map;
    std::vector<herald::warmaster::Army> armies;

    explicit MonthWorld(int areas, int nations = 2)
    {
        using namespace herald::warmaster;
        for (int n = 0; n < nations; ++n) {
            Nation nation;
            nation.id = QStringLiteral("n%1").arg(n);
            nation.name = QStringLiteral("Nation %1").arg(n);
            map.nations.push_back(nation);
        }
        for (int c = 0; c < areas; ++c) {
            Area a;
            a.hex = herald::map::Hex::fromOffset({c, 0});
            map.areas.push_back(a);
        }
        map.reindex();
    }

    [[nodiscard]] herald::map::AreaGraph graph() const { return map.graph(); }
    [[nodiscard]] herald::map::Hex hex(int area) const
    {
        return map.areas[static_cast<std::size_t>(area)].hex;
    }
    herald::warmaster::Area &area(int i) { return map.areas[static_cast<std::size_t>(i)]; }

    /// Areas [from, to] owned by the nation.
    void own(int from, int to, int nation)
    {
        for (int i = from; i <= to; ++i)
            area(i).owner = nation;
    }
    /// A barrier on the boundary between area i and area i + 1.
    void
    barrier(int i, herald::warmaster::BarrierType type,
            herald::warmaster::CrossingFeature crossing = herald::warmaster::CrossingFeature::None)
    {
        const auto side = herald::map::Hexside::between(hex(i), hex(i + 1));
        map.boundaries.push_back({*side, false, type, crossing});
        map.reindex();
    }
    /// Puts an army "a<nation>-<area>" of a nation in an area; returns its id.
    QString
    army(int nation, int at,
         herald::warmaster::ArmyLocation location = herald::warmaster::ArmyLocation::Countryside,
         const QString &id = {})
    {
        herald::warmaster::Army a;
        a.id = id.isEmpty() ? QStringLiteral("a%1-%2").arg(nation).arg(at) : id;
        a.name = a.id;
        a.nationId = map.nations[static_cast<std::size_t>(nation)].id;
        a.area = hex(at);
        a.location = location;
        armies.push_back(a);
        return a.id;
    }
    herald::warmaster::Army &find(const QString &id)
    {
        for (auto &a : armies) {
            if (a.id == id)
                return a;
        }
        qFatal("no army %s", qPrintable(id));
    }
};

/// The army of that id in a list.
inline const herald::warmaster::Army &armyIn(const std::vector<herald::warmaster::Army> &armies,
                                             const QString &id)
{
    for (const auto &a : armies) {
        if (a.id == id)
            return a;
    }
    qFatal("no army %s", qPrintable(id));
}
