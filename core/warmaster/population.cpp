#include "core/warmaster/population.h"

#include <array>

namespace herald::warmaster {

namespace {

QString plural(int count, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(count).arg(QLatin1String(count == 1 ? one : many));
}

int sumPoints(const std::vector<PointsGrant> &grants)
{
    int sum = 0;
    for (const PointsGrant &g : grants)
        sum += g.points;
    return sum;
}

QString areaList(const StrategicMap &map, const std::vector<int> &areas)
{
    QStringList names;
    for (const int a : areas) {
        const Area &area = map.areas.at(static_cast<std::size_t>(a));
        names << (area.name.isEmpty() ? area.id() : area.id() + QLatin1Char(' ') + area.name);
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

bool isChaosVillage(const Area &area)
{
    return area.chaos && area.centre == PopulationCentre::Village;
}

} // namespace

QString ChaosLandResult::explain() const
{
    QStringList parts;
    if (population > 0)
        parts << plural(population, "village", "villages");
    if (units)
        parts << QStringLiteral("%1 %2").arg(plural(unitCount, "unit", "units"), nameOf(*units));
    if (characterPoints != 0)
        parts << QStringLiteral("%1%2 character point%3")
                     .arg(characterPoints > 0 ? QStringLiteral("+") : QString())
                     .arg(characterPoints)
                     .arg(characterPoints == 1 || characterPoints == -1 ? "" : "s");
    if (parts.isEmpty())
        parts << QStringLiteral("nothing");
    return QStringLiteral("d10 = %1: %2").arg(face).arg(parts.join(QStringLiteral(", ")));
}

std::optional<ChaosLandResult> chaosLandResult(int d10)
{
    struct Row
    {
        int population;
        int characterPoints;
        std::optional<UnitCategory> units;
        int unitCount;
    };
    // §7.5, faces 1..10.
    static const std::array<Row, 10> rows{{
        {0, 0, std::nullopt, 0},
        {1, -1, std::nullopt, 0},
        {0, 2, std::nullopt, 0},
        {0, 1, UnitCategory::Infantry, 2},
        {0, 1, UnitCategory::Cavalry, 1},
        {0, 1, UnitCategory::Monsters, 2},
        {0, 1, UnitCategory::Specials, 1},
        {0, 0, UnitCategory::Artillery, 1},
        {2, 0, std::nullopt, 0},
        {3, 0, std::nullopt, 0},
    }};
    if (d10 < 1 || d10 > 10)
        return std::nullopt;
    const Row &row = rows[static_cast<std::size_t>(d10 - 1)];
    return ChaosLandResult{d10, row.population, row.characterPoints, row.units, row.unitCount};
}

int PopulationTotal::otherPoints() const
{
    return sumPoints(other);
}

int PopulationTotal::total() const
{
    return 3 * cities() + 2 * towns() + villages() + otherPoints();
}

QString PopulationTotal::explain() const
{
    return QStringLiteral("PT %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 other")
        .arg(total())
        .arg(plural(cities(), "city", "cities"), plural(towns(), "town", "towns"),
             plural(villages(), "village", "villages"))
        .arg(otherPoints());
}

QStringList PopulationTotal::explainAreas(const StrategicMap &map) const
{
    QStringList lines{explain()};
    lines << QStringLiteral("Cities: %1").arg(areaList(map, cityAreas));
    lines << QStringLiteral("Towns: %1").arg(areaList(map, townAreas));
    lines << QStringLiteral("Villages: %1").arg(areaList(map, villageAreas));
    if (!chaosAreas.empty())
        lines << QStringLiteral("Chaos land without a town (population from its roll only): %1")
                     .arg(areaList(map, chaosAreas));
    for (const PointsGrant &g : other) {
        const QString where =
            g.area == noIndex ? QString() : QStringLiteral(" in %1").arg(areaList(map, {g.area}));
        lines << QStringLiteral("Other: %1%2 (%3)").arg(g.points).arg(where, g.reason);
    }
    return lines;
}

QString ArmyPoints::explain() const
{
    return QStringLiteral("AP = (2 × %1 + 5) × 100 = %2").arg(populationTotal).arg(points());
}

int CharacterPoints::total() const
{
    return populationTotal + 2 + sumPoints(bonuses);
}

QString CharacterPoints::explain() const
{
    QString text = QStringLiteral("CP = %1 + 2").arg(populationTotal);
    for (const PointsGrant &g : bonuses) {
        text += g.points < 0 ? QStringLiteral(" − %1").arg(-g.points)
                             : QStringLiteral(" + %1").arg(g.points);
        text += QStringLiteral(" (%1)").arg(g.reason);
    }
    return text + QStringLiteral(" = %1").arg(total());
}

QStringList NationTally::explain() const
{
    return {population.explain(), armyPoints.explain(), characterPoints.explain(),
            QStringLiteral("Mob limit = PT = %1").arg(mobs())};
}

Tally tallyNations(const StrategicMap &map, const TallyAdjustments &adjustments)
{
    Tally tally;
    const int nationCount = static_cast<int>(map.nations.size());
    tally.nations.resize(map.nations.size());
    for (int n = 0; n < nationCount; ++n)
        tally.nations[static_cast<std::size_t>(n)].nation = n;

    // The one pass over the areas.
    const int areaCount = static_cast<int>(map.areas.size());
    for (int a = 0; a < areaCount; ++a) {
        const Area &area = map.areas[static_cast<std::size_t>(a)];
        if (area.owner < 0 || area.owner >= nationCount)
            continue;
        PopulationTotal &pt = tally.nations[static_cast<std::size_t>(area.owner)].population;
        switch (area.centre) {
        case PopulationCentre::City:
            pt.cityAreas.push_back(a);
            break;
        case PopulationCentre::Town:
            pt.townAreas.push_back(a);
            break;
        case PopulationCentre::Village:
            (area.chaos ? pt.chaosAreas : pt.villageAreas).push_back(a);
            break;
        case PopulationCentre::None:
            break;
        }
    }

    auto nationOf = [&](const PointsGrant &g) -> NationTally * {
        if (g.nation < 0 || g.nation >= nationCount) {
            tally.ignored << QStringLiteral("%1: no nation %2").arg(g.reason).arg(g.nation);
            return nullptr;
        }
        return &tally.nations[static_cast<std::size_t>(g.nation)];
    };
    for (const ChaosLandRoll &roll : adjustments.chaosRolls) {
        const Area *area = roll.area >= 0 && roll.area < areaCount
                               ? &map.areas[static_cast<std::size_t>(roll.area)]
                               : nullptr;
        const auto result = chaosLandResult(roll.face);
        if (!area || !isChaosVillage(*area) || area->owner < 0 || area->owner >= nationCount ||
            !result) {
            tally.ignored << QStringLiteral("Chaos land roll %1 for area %2: not an owned chaos "
                                            "area without a town or city, or not a d10 face")
                                 .arg(roll.face)
                                 .arg(area ? area->id() : QString::number(roll.area));
            continue;
        }
        NationTally &nt = tally.nations[static_cast<std::size_t>(area->owner)];
        const QString reason = QStringLiteral("Chaos land %1").arg(result->explain());
        if (result->population != 0)
            nt.population.other.push_back({area->owner, roll.area, result->population, reason});
        if (result->characterPoints != 0)
            nt.characterPoints.bonuses.push_back(
                {area->owner, roll.area, result->characterPoints, reason});
        if (result->units)
            nt.freeUnits.push_back({roll.area, *result->units, result->unitCount});
    }
    for (const PointsGrant &g : adjustments.population) {
        if (NationTally *nt = nationOf(g))
            nt->population.other.push_back(g);
    }
    for (const PointsGrant &g : adjustments.characterPoints) {
        if (NationTally *nt = nationOf(g))
            nt->characterPoints.bonuses.push_back(g);
    }
    for (NationTally &nt : tally.nations) {
        const int pt = nt.population.total();
        nt.armyPoints.populationTotal = pt;
        nt.characterPoints.populationTotal = pt;
    }
    return tally;
}

} // namespace herald::warmaster
