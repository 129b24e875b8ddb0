#include "core/warmaster/landing.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Landing)
};

constexpr std::array<KeyName<Arrival>, 3> arrivalKeys{{
    {Arrival::Destination, "destination",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Destination reached")},
    {Arrival::NewIsland, "newIsland", QT_TRANSLATE_NOOP("herald::warmaster::Names", "New island")},
    {Arrival::EscortAshore, "escortAshore",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Escorted ashore")},
}};

QString landmassName(const StrategicMap &map, int landmass)
{
    return landmass >= 0 && landmass < static_cast<int>(map.landmasses.size())
               ? map.landmasses[static_cast<std::size_t>(landmass)].name
               : QString();
}

} // namespace

std::span<const KeyName<Arrival>> EnumKeys<Arrival>::table()
{
    return arrivalKeys;
}

std::vector<LandingIssue> checkLanding(const LandingFacts &facts, int area)
{
    if (area < 0 || area >= static_cast<int>(facts.map.areas.size()) ||
        facts.map.areas[static_cast<std::size_t>(area)].isSea())
        return {{LandingProblem::NotLand, {}, {}}};
    const Area &a = facts.map.areas[static_cast<std::size_t>(area)];
    const QString label = areaLabel(a);
    std::vector<LandingIssue> issues;
    const bool ashoreAtHome = facts.arrival == Arrival::EscortAshore;
    if (!ashoreAtHome && !a.coastal)
        issues.push_back({LandingProblem::NotCoastal, label, {}});
    if (facts.arrival == Arrival::Destination && a.landmass != facts.destination)
        issues.push_back(
            {LandingProblem::NotDestination, label, landmassName(facts.map, facts.destination)});
    if (facts.arrival == Arrival::NewIsland && a.landmass == facts.destination)
        issues.push_back(
            {LandingProblem::IsDestination, label, landmassName(facts.map, facts.destination)});
    if (ashoreAtHome && a.landmass != facts.home)
        issues.push_back({LandingProblem::NotHome, label, landmassName(facts.map, facts.home)});
    const QString own =
        facts.nation >= 0 && facts.nation < static_cast<int>(facts.map.nations.size())
            ? facts.map.nations[static_cast<std::size_t>(facts.nation)].id
            : QString();
    for (const Army &army : facts.map.armies) {
        if (army.area != a.hex)
            continue;
        if (ashoreAtHome) {
            issues.push_back({LandingProblem::AnyArmy, label, army.name});
            break;
        }
        if (army.nationId != own) {
            issues.push_back({LandingProblem::ForeignArmy, label, army.name});
            break;
        }
    }
    if (a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City)
        issues.push_back({LandingProblem::TownOrCity, label, nameOf(a.centre)});
    return issues;
}

QString describe(const LandingIssue &issue)
{
    switch (issue.problem) {
    case LandingProblem::NotLand:
        return Tr::tr("I-10 A fleet comes ashore on a land area of the map.");
    case LandingProblem::NotCoastal:
        return Tr::tr("§7.2.5 %1 is not on the coast: the fleet lands on a coastal area.")
            .arg(issue.area);
    case LandingProblem::NotDestination:
        return Tr::tr("§7.2.5 %1 is not on %2, the landmass declared on sailing.")
            .arg(issue.area, issue.subject);
    case LandingProblem::IsDestination:
        return Tr::tr("§7.2.5 %1 is on %2, the declared landmass: a new island is another "
                      "landmass, drawn on the map first.")
            .arg(issue.area, issue.subject);
    case LandingProblem::NotHome:
        return Tr::tr("§7.2.7 %1 is not on %2: the escorted fleet comes ashore on the landmass it "
                      "left.")
            .arg(issue.area, issue.subject);
    case LandingProblem::ForeignArmy:
        return Tr::tr("I-10 %1 holds another player's army (%2): the fleet lands elsewhere.")
            .arg(issue.area, issue.subject);
    case LandingProblem::AnyArmy:
        return Tr::tr("§7.2.7 %1 holds an army (%2): the escorted fleet comes ashore in an area "
                      "free of armies.")
            .arg(issue.area, issue.subject);
    case LandingProblem::TownOrCity:
        //: %2 "Town" or "City"
        return Tr::tr("I-10 %1 holds a population centre (%2): fleets land only where there is "
                      "no town and no city.")
            .arg(issue.area, issue.subject);
    }
    return {};
}

std::optional<int> seaSpot(const StrategicMap &map, const map::AreaGraph &graph, int area)
{
    const auto isSea = [&](int i) { return map.areas[static_cast<std::size_t>(i)].isSea(); };
    if (area >= 0 && area < graph.size()) {
        for (const int next : graph.neighbours(area)) {
            if (isSea(next))
                return next;
        }
    }
    for (int i = 0; i < static_cast<int>(map.areas.size()); ++i) {
        if (isSea(i))
            return i;
    }
    return std::nullopt;
}

QString Dissolution::explain() const
{
    return returnHome
               ? Tr::tr("NY-5, I-9 %1 is still at sea: it dissolves; its units and characters "
                        "(with their items) rejoin the national roster, its boats and admiral "
                        "are gone.")
                     .arg(expedition)
               : Tr::tr("NY-5, I-9 %1 is still at sea: it is lost with every unit and character "
                        "aboard (setting unsuccessfulExpeditionFate lostAtSea).")
                     .arg(expedition);
}

Dissolution dissolveAtNewYear(const QString &expedition, const CampaignSettings &settings)
{
    return {expedition,
            settings.unsuccessfulExpeditionFate == UnsuccessfulExpeditionFate::ReturnHome};
}

} // namespace herald::warmaster
