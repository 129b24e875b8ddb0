#include "core/warmaster/chaoslands.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::ChaosLands)
};

bool isTownOrCity(PopulationCentre centre)
{
    return centre == PopulationCentre::Town || centre == PopulationCentre::City;
}

QString label(const StrategicMap &map, int area)
{
    return areaLabel(map.areas[static_cast<std::size_t>(area)]);
}

/// I-62: a land neighbour without a town or city (in this year's state of the map).
int landingArea(const StrategicMap &map, const std::vector<PopulationCentre> &centres,
                const Area &from, map::Direction direction)
{
    const auto index = map.areaAt(from.hex.neighbour(direction));
    if (!index)
        return noIndex;
    const Area &to = map.areas[static_cast<std::size_t>(*index)];
    return to.isLand() && !isTownOrCity(centres[static_cast<std::size_t>(*index)]) ? *index
                                                                                   : noIndex;
}

/// The wandering town's direction rolls: a d6 per try, rerolled until it points at an area that
/// can take the town, so every such neighbour is equally likely (I-62).
void rollDestination(const StrategicMap &map, std::vector<PopulationCentre> &centres,
                     dice::Dice &dice, ChaosTownRoll &roll)
{
    const Area &from = map.areas[static_cast<std::size_t>(roll.area)];
    bool anywhere = false;
    for (const map::Direction d : map::allDirections)
        anywhere = anywhere || landingArea(map, centres, from, d) != noIndex;
    if (!anywhere)
        return;
    const std::string purpose =
        Tr::tr("§7.5 Chaos: direction of the town leaving %1").arg(areaLabel(from)).toStdString();
    while (roll.destination == noIndex) {
        const int face = dice.d(6, purpose);
        roll.directionFaces.push_back(face);
        roll.destination =
            landingArea(map, centres, from, map::allDirections[static_cast<std::size_t>(face - 1)]);
    }
    centres[static_cast<std::size_t>(roll.destination)] = roll.centre;
    centres[static_cast<std::size_t>(roll.area)] = PopulationCentre::Village;
}

} // namespace

QString ChaosTownRoll::explain(const StrategicMap &map) const
{
    const QString where = label(map, area);
    const QString what = nameOf(centre);
    if (!moves())
        //: %1 is "Town" or "City", %2 an area, %3 the d6
        return Tr::tr("§7.5 %1 in chaos land %2: d6 = %3, it stays and gives its population.")
            .arg(what, where)
            .arg(face);
    if (destination == noIndex)
        return Tr::tr("§7.5 %1 in chaos land %2: d6 = %3 would move it, but no neighbouring land "
                      "area is free of towns and cities, so it stays (I-62).")
            .arg(what, where)
            .arg(face);
    QStringList faces;
    for (const int f : directionFaces)
        faces << QString::number(f);
    //: %4 is the destination area, %5 the direction dice such as "5, 2"
    return Tr::tr("§7.5 %1 in chaos land %2: d6 = %3, it moves to %4 (direction d6: %5, I-62).")
        .arg(what, where)
        .arg(face)
        .arg(label(map, destination), faces.join(QStringLiteral(", ")));
}

QStringList ChaosYear::explain(const StrategicMap &map) const
{
    QStringList lines;
    for (const ChaosTownRoll &town : towns)
        lines << town.explain(map);
    for (const ChaosLandRoll &land : lands) {
        const auto result = chaosLandResult(land.face);
        lines << Tr::tr("§7.5 Chaos land %1: %2")
                     .arg(label(map, land.area), result ? result->explain() : QString());
    }
    return lines;
}

ChaosYear rollChaos(const StrategicMap &map, dice::Dice &dice, const QSet<int> &absentNations)
{
    ChaosYear year;
    std::vector<PopulationCentre> centres;
    centres.reserve(map.areas.size());
    for (const Area &area : map.areas)
        centres.push_back(area.centre);

    const int count = static_cast<int>(map.areas.size());
    for (int a = 0; a < count; ++a) {
        const Area &area = map.areas[static_cast<std::size_t>(a)];
        if (!area.chaos || !isTownOrCity(area.centre) || absentNations.contains(area.owner))
            continue;
        ChaosTownRoll roll{a, area.centre, 0, {}, noIndex};
        roll.face = dice.d(6, Tr::tr("§7.5 Chaos: does the %1 in %2 move?")
                                  .arg(nameOf(area.centre), areaLabel(area))
                                  .toStdString());
        if (roll.moves())
            rollDestination(map, centres, dice, roll);
        year.towns.push_back(roll);
    }
    for (int a = 0; a < count; ++a) {
        const Area &area = map.areas[static_cast<std::size_t>(a)];
        if (!area.chaos || area.owner == noIndex || absentNations.contains(area.owner) ||
            centres[static_cast<std::size_t>(a)] != PopulationCentre::Village)
            continue;
        const int face = dice.d(10, Tr::tr("§7.5 Chaos land %1: what it gives this year")
                                        .arg(areaLabel(area))
                                        .toStdString());
        year.lands.push_back({a, face});
    }
    return year;
}

void applyChaosMoves(StrategicMap &map, const ChaosYear &year)
{
    for (const ChaosTownRoll &town : year.towns) {
        if (town.destination == noIndex)
            continue;
        map.areas[static_cast<std::size_t>(town.destination)].centre = town.centre;
        map.areas[static_cast<std::size_t>(town.area)].centre = PopulationCentre::Village;
    }
}

} // namespace herald::warmaster
