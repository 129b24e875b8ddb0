#include "core/warmaster/armylimit.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armypositions.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::ArmyLimit)
};

bool isSiege(const Area &area, const std::vector<const Army *> &here, const ArmyPositions &p,
             const std::vector<int> &index)
{
    if (here.size() != 2 ||
        (area.centre != PopulationCentre::Town && area.centre != PopulationCentre::City) ||
        p.nation(index[0]) == p.nation(index[1]))
        return false;
    const auto at = [&](ArmyLocation l) {
        return std::count_if(here.begin(), here.end(),
                             [l](const Army *a) { return a->location == l; });
    };
    return at(ArmyLocation::PopulationCentre) == 1 && at(ArmyLocation::Countryside) == 1;
}

} // namespace

std::vector<CrowdedArea> crowdedAreas(const StrategicMap &map, std::span<const Army> armies)
{
    const ArmyPositions positions(map, armies);
    std::vector<CrowdedArea> crowded;
    for (const int area : positions.occupiedAreas()) {
        const Area &a = map.areas[static_cast<std::size_t>(area)];
        if (a.isSea())
            continue;
        std::vector<const Army *> here;
        std::vector<int> index;
        for (const int i : positions.armiesIn(area)) {
            if (countsAsArmy(armies[static_cast<std::size_t>(i)])) {
                here.push_back(&armies[static_cast<std::size_t>(i)]);
                index.push_back(i);
            }
        }
        const bool preEngaged = std::all_of(here.begin(), here.end(), [](const Army *x) {
            return x->state == ArmyState::PreEngaged;
        });
        if (here.size() < 2 || preEngaged || isSiege(a, here, positions, index))
            continue;
        CrowdedArea c{area, {}};
        for (const Army *x : here)
            c.armies << x->id;
        crowded.push_back(c);
    }
    return crowded;
}

QString describe(const StrategicMap &map, std::span<const Army> armies, const CrowdedArea &crowded)
{
    QStringList names;
    for (const Army &a : armies) {
        if (crowded.armies.contains(a.id))
            names << a.name;
    }
    return Tr::tr("§5.9 %1 holds %n armies at the end of the turn (%2); only a siege or armies "
                  "pre-engaged by allied dissent may share an area.",
                  nullptr, static_cast<int>(crowded.armies.size()))
        .arg(areaLabel(map.areas[static_cast<std::size_t>(crowded.area)]),
             names.join(QStringLiteral(", ")));
}

} // namespace herald::warmaster
