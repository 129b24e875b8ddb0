#include "core/warmaster/production.h"

#include <QCoreApplication>
#include <algorithm>

namespace herald::warmaster {

namespace {

class Runner
{
public:
    Runner(PopulationCounts counts, const CampaignSettings &settings)
        : m_counts(counts), m_settings(settings)
    {
    }

    void produce(std::optional<int> townsWanted, std::optional<int> citiesWanted,
                 Production &production)
    {
        production.maxTowns = maxNewTowns(m_counts);
        const int towns =
            std::clamp(townsWanted.value_or(production.maxTowns), 0, production.maxTowns);
        for (int i = 0; i < towns; ++i)
            apply(ProductionChange::NewTown, -1, 1, 0);
        production.maxCities = maxNewCities(m_counts);
        const int cities =
            std::clamp(citiesWanted.value_or(production.maxCities), 0, production.maxCities);
        for (int i = 0; i < cities; ++i)
            apply(ProductionChange::NewCity, -1, 0, 1);
    }

    void remove()
    {
        // Cities first, then towns, until everything left is supported; a town removed in
        // the second loop may leave a city short again, hence the outer loop.
        bool changed = true;
        while (changed) {
            changed = false;
            while (m_counts.cities > 0 && m_counts.towns < 3 * m_counts.cities) {
                const bool loneCity = m_counts.cities == 1 && m_counts.towns == 0;
                if (m_settings.cityRemovalMode == CityRemovalMode::Downgrade || loneCity)
                    apply(ProductionChange::CityReducedToTown, 0, 1, -1);
                else
                    apply(ProductionChange::CityRemoved, 1, 0, -1);
                changed = true;
            }
            while (m_counts.villages < 5 * m_counts.towns && !loneTown()) {
                apply(ProductionChange::TownReducedToVillage, 1, -1, 0);
                changed = true;
            }
        }
        if (loneTown() && m_counts.villages < 5)
            apply(ProductionChange::LoneCentreKept, 0, 0, 0);
    }

    [[nodiscard]] PopulationCounts counts() const { return m_counts; }
    std::vector<ProductionStep> steps;

private:
    [[nodiscard]] bool loneTown() const { return m_counts.towns == 1 && m_counts.cities == 0; }

    void apply(ProductionChange change, int dv, int dt, int dc)
    {
        m_counts.villages += dv;
        m_counts.towns += dt;
        m_counts.cities += dc;
        steps.push_back({change, m_counts});
    }

    PopulationCounts m_counts;
    const CampaignSettings &m_settings;
};

} // namespace

QString PopulationCounts::toString() const
{
    return QStringLiteral("V=%1 T=%2 C=%3").arg(villages).arg(towns).arg(cities);
}

int maxNewTowns(PopulationCounts c)
{
    const int spare = c.villages - 5 * c.towns;
    return spare < 0 ? 0 : spare / 6;
}

int maxNewCities(PopulationCounts c)
{
    return std::max(0, std::min(c.towns / 3 - c.cities, c.villages - 5 * c.towns));
}

QString ProductionStep::explain() const
{
    QString what;
    switch (change) {
    case ProductionChange::NewTown:
        what = QCoreApplication::translate(
            "herald::warmaster::Production",
            "new town on a village (each town keeps 5 supporting villages)");
        break;
    case ProductionChange::NewCity:
        what = QCoreApplication::translate("herald::warmaster::Production",
                                           "new city on a village (one city per 3 towns)");
        break;
    case ProductionChange::CityReducedToTown:
        what = QCoreApplication::translate("herald::warmaster::Production",
                                           "city reduced to a town (fewer than 3 towns per city)");
        break;
    case ProductionChange::CityRemoved:
        what = QCoreApplication::translate(
            "herald::warmaster::Production",
            "city removed, its area is a village again (fewer than 3 towns "
            "per city)");
        break;
    case ProductionChange::TownReducedToVillage:
        what = QCoreApplication::translate(
            "herald::warmaster::Production",
            "town reduced to a village (fewer than 5 villages per town)");
        break;
    case ProductionChange::LoneCentreKept:
        what = QCoreApplication::translate("herald::warmaster::Production",
                                           "the nation's only town is kept although unsupported");
        break;
    }
    return QStringLiteral("§2.7 %1 → %2").arg(what, after.toString());
}

int Production::count(ProductionChange change) const
{
    return static_cast<int>(std::count_if(steps.begin(), steps.end(),
                                          [change](const auto &s) { return s.change == change; }));
}

QStringList Production::explain() const
{
    QStringList lines{QCoreApplication::translate("herald::warmaster::Production", "Start: %1")
                          .arg(start.toString()),
                      QCoreApplication::translate("herald::warmaster::Production",
                                                  "Most new towns: %1; most new cities: %2")
                          .arg(maxTowns)
                          .arg(maxCities)};
    for (const ProductionStep &step : steps)
        lines << step.explain();
    lines << QCoreApplication::translate("herald::warmaster::Production", "End: %1")
                 .arg(end.toString());
    return lines;
}

Production runProduction(PopulationCounts counts, const CampaignSettings &settings,
                         std::optional<int> townsWanted, std::optional<int> citiesWanted)
{
    Production production;
    production.start = counts;
    Runner runner(counts, settings);
    if (settings.productionOrder == ProductionOrder::RemoveThenProduce) {
        runner.remove();
        runner.produce(townsWanted, citiesWanted, production);
    } else {
        runner.produce(townsWanted, citiesWanted, production);
        runner.remove();
    }
    production.steps = runner.steps;
    production.end = runner.counts();
    return production;
}

QString LastStand::explain() const
{
    switch (kind) {
    case LastStandKind::NotNeeded:
        return QCoreApplication::translate("herald::warmaster::Production",
                                           "§2.7 Last Stand not needed: the nation has a town");
    case LastStandKind::PlaceTown:
        return QCoreApplication::translate(
                   "herald::warmaster::Production",
                   "§2.7 Last Stand: a town is placed on one of the nation's areas "
                   "(%1)")
            .arg(after.toString());
    case LastStandKind::CityToTown:
        return QCoreApplication::translate("herald::warmaster::Production",
                                           "§2.7 Last Stand: the city is reduced to a town (%1)")
            .arg(after.toString());
    case LastStandKind::NoLandLeft:
        return QCoreApplication::translate(
            "herald::warmaster::Production",
            "I-61 No area left for a Last Stand: Rebellion or New Nation");
    }
    return {};
}

LastStand lastStand(PopulationCounts counts)
{
    LastStand result{LastStandKind::NotNeeded, counts};
    if (counts.towns > 0)
        return result;
    if (counts.cities > 0) {
        result.kind = LastStandKind::CityToTown;
        result.after.cities -= 1;
        result.after.towns = 1;
    } else if (counts.villages > 0) {
        result.kind = LastStandKind::PlaceTown;
        result.after.villages -= 1;
        result.after.towns = 1;
    } else {
        result.kind = LastStandKind::NoLandLeft;
    }
    return result;
}

} // namespace herald::warmaster
