#include "core/warmaster/population.h"

#include <QCoreApplication>
#include <array>
#include <cstdlib>

namespace herald::warmaster {

namespace {

/// `one` and `many` are both marked for translation, so English keeps "1 village" and "2 villages"
/// without a translator installed; `number` is how the count is written (with its sign).
QString counted(int count, const char *one, const char *many, const QString &number)
{
    return QCoreApplication::translate("herald::warmaster::Population",
                                       std::abs(count) == 1 ? one : many)
        .arg(number);
}

QString plural(int count, const char *one, const char *many)
{
    return counted(count, one, many, QString::number(count));
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
    //: an empty list of areas
    return names.isEmpty() ? QCoreApplication::translate("herald::warmaster::Population", "none")
                           : names.join(QStringLiteral(", "));
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
        parts << plural(population,
                        QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 village"),
                        QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 villages"));
    if (units)
        parts << QStringLiteral("%1 %2").arg(
            plural(unitCount, QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 unit"),
                   QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 units")),
            nameOf(*units));
    if (characterPoints != 0)
        parts << counted(characterPoints,
                         //: %1 is a signed number of character points, such as +1 or -2
                         QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 character point"),
                         QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 character points"),
                         (characterPoints > 0 ? QStringLiteral("+") : QString()) +
                             QString::number(characterPoints));
    if (parts.isEmpty())
        //: what a chaos land roll gives when it gives nothing
        parts << QCoreApplication::translate("herald::warmaster::Population", "nothing");
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
    //: PT (population total) is a rules abbreviation; %2, %3 and %4 count cities, towns and
    //: villages
    return QCoreApplication::translate("herald::warmaster::Population",
                                       "PT %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 other")
        .arg(total())
        .arg(plural(cities(), QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 city"),
                    QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 cities")),
             plural(towns(), QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 town"),
                    QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 towns")),
             plural(villages(), QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 village"),
                    QT_TRANSLATE_NOOP("herald::warmaster::Population", "%1 villages")))
        .arg(otherPoints());
}

QStringList PopulationTotal::explainAreas(const StrategicMap &map) const
{
    QStringList lines{explain()};
    lines << QCoreApplication::translate("herald::warmaster::Population", "Cities: %1")
                 .arg(areaList(map, cityAreas));
    lines << QCoreApplication::translate("herald::warmaster::Population", "Towns: %1")
                 .arg(areaList(map, townAreas));
    lines << QCoreApplication::translate("herald::warmaster::Population", "Villages: %1")
                 .arg(areaList(map, villageAreas));
    if (!chaosAreas.empty())
        lines << QCoreApplication::translate(
                     "herald::warmaster::Population",
                     "Chaos land without a town (population from its roll only): %1")
                     .arg(areaList(map, chaosAreas));
    for (const PointsGrant &g : other) {
        //: fills %2 of "Other: %1%2 (%3)": the area the points come from
        const QString where =
            g.area == noIndex
                ? QString()
                : QCoreApplication::translate("herald::warmaster::Population", " in %1")
                      .arg(areaList(map, {g.area}));
        //: %1 is a number of points, %2 is " in <areas>" or empty, %3 the reason
        lines << QCoreApplication::translate("herald::warmaster::Population", "Other: %1%2 (%3)")
                     .arg(g.points)
                     .arg(where, g.reason);
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
            QCoreApplication::translate("herald::warmaster::Population", "Mob limit = PT = %1")
                .arg(mobs())};
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
            tally.ignored << QCoreApplication::translate("herald::warmaster::Population",
                                                         "%1: no nation %2")
                                 .arg(g.reason, QString::number(g.nation));
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
            tally.ignored << QCoreApplication::translate(
                                 "herald::warmaster::Population",
                                 "Chaos land roll %1 for area %2: not an owned chaos "
                                 "area without a town or city, or not a d10 face")
                                 .arg(roll.face)
                                 .arg(area ? area->id() : QString::number(roll.area));
            continue;
        }
        NationTally &nt = tally.nations[static_cast<std::size_t>(area->owner)];
        const QString reason =
            //: %1 explains a chaos land roll, such as "d10 = 4: 1 village"
            QCoreApplication::translate("herald::warmaster::Population", "Chaos land %1")
                .arg(result->explain());
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
