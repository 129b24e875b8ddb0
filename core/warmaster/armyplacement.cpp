#include "core/warmaster/armyplacement.h"

#include <QStringList>

#include <algorithm>

namespace herald::warmaster {

namespace {

QString statusPhrase(CharacterStatus status)
{
    switch (status) {
    case CharacterStatus::Captured:
        return QStringLiteral("captured");
    case CharacterStatus::Killed:
        return QStringLiteral("dead");
    case CharacterStatus::OnExpedition:
        return QStringLiteral("leading an expedition");
    case CharacterStatus::Envoy:
        return QStringLiteral("an envoy");
    case CharacterStatus::Active:
        break;
    }
    return {};
}

bool isPlacementSite(const Area &area, const QSet<QString> &placementPois)
{
    return area.centre == PopulationCentre::Town || area.centre == PopulationCentre::City ||
           placementPois.contains(area.poi.cardId);
}

bool isNationsArmy(const Army &army, const PlacementRequest &request)
{
    return army.nationId == request.nationId && army.id != request.armyId;
}

/// The area checks of §4.9: on the map, the nation's own, with a place to muster.
void checkArea(const PlacementRequest &request, const PlacementFacts &facts, int nation,
               std::vector<PlacementIssue> &issues)
{
    const auto index = facts.map.areaAt(request.area);
    if (!index || facts.map.areas[static_cast<std::size_t>(*index)].isSea()) {
        issues.push_back({PlacementProblem::AreaNotOnMap, request.area.toXXYY(), {}, 0, 0});
        return;
    }
    const Area &area = facts.map.areas[static_cast<std::size_t>(*index)];
    if (area.owner != nation) {
        const QString owner = area.owner == noIndex
                                  ? QString()
                                  : facts.map.nations[static_cast<std::size_t>(area.owner)].name;
        issues.push_back({PlacementProblem::NotOwnArea, areaLabel(area), owner, 0, 0});
    }
    if (!isPlacementSite(area, facts.placementPois))
        issues.push_back({PlacementProblem::NoPlacementSite, areaLabel(area), {}, 0, 0});
}

/// The general checks of §1.4 and §1.5: a general of the nation, free to lead this army.
void checkGeneral(const PlacementRequest &request, const PlacementFacts &facts,
                  std::vector<PlacementIssue> &issues)
{
    const auto general =
        std::find_if(facts.characters.begin(), facts.characters.end(),
                     [&](const RosterCharacter &c) { return c.id == request.generalId; });
    if (general == facts.characters.end()) {
        issues.push_back({PlacementProblem::UnknownGeneral, request.generalId, {}, 0, 0});
        return;
    }
    if (!leadsArmies(general->type)) {
        issues.push_back(
            {PlacementProblem::NotAGeneral, general->name, nameOf(general->type), 0, 0});
        return;
    }
    if (general->status != CharacterStatus::Active)
        issues.push_back(
            {PlacementProblem::GeneralUnavailable, general->name, {}, 0, 0, general->status});
    const auto led = std::find_if(facts.armies.begin(), facts.armies.end(), [&](const Army &a) {
        return a.generalId == request.generalId && a.id != request.armyId;
    });
    if (led != facts.armies.end())
        issues.push_back({PlacementProblem::GeneralLeadsArmy, general->name, led->name, 0, 0});
}

/// The counts of NY-7 and S-6: no more armies than free generals, one in the first year.
void checkCount(const PlacementRequest &request, const PlacementFacts &facts,
                std::vector<PlacementIssue> &issues)
{
    // Expeditions took their generals with them (I-11) and are not counted as land armies.
    const auto armies = std::count_if(facts.armies.begin(), facts.armies.end(), [&](const Army &a) {
        return isNationsArmy(a, request) && a.expeditionId.isEmpty();
    });
    const int wouldHave = int(armies) + 1;
    const auto generals =
        std::count_if(facts.characters.begin(), facts.characters.end(), [](const auto &c) {
            return leadsArmies(c.type) && c.status == CharacterStatus::Active;
        });
    if (facts.year == 1 && wouldHave > 1)
        issues.push_back({PlacementProblem::FirstYearLimit, {}, {}, wouldHave, 1});
    else if (wouldHave > generals)
        issues.push_back(
            {PlacementProblem::MoreArmiesThanGenerals, {}, {}, wouldHave, int(generals)});
}

} // namespace

bool leadsArmies(CharacterType type)
{
    return type == CharacterType::General || type == CharacterType::RoyalNephew;
}

std::vector<int> placementAreas(const StrategicMap &map, int nation,
                                const QSet<QString> &placementPois)
{
    std::vector<int> areas;
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const Area &area = map.areas[i];
        if (area.isLand() && area.owner == nation && isPlacementSite(area, placementPois))
            areas.push_back(int(i));
    }
    return areas;
}

std::vector<RosterCharacter> freeGenerals(std::span<const RosterCharacter> characters,
                                          std::span<const Army> armies)
{
    std::vector<RosterCharacter> free;
    for (const RosterCharacter &c : characters) {
        const bool leading = std::any_of(armies.begin(), armies.end(),
                                         [&](const Army &a) { return a.generalId == c.id; });
        if (leadsArmies(c.type) && c.status == CharacterStatus::Active && !leading)
            free.push_back(c);
    }
    return free;
}

QString areaLabel(const Area &area)
{
    return area.name.isEmpty() ? area.id() : area.id() + QLatin1Char(' ') + area.name;
}

QString areaLabels(const StrategicMap &map, std::span<const int> areas)
{
    QStringList names;
    for (const int a : areas)
        names << areaLabel(map.areas[static_cast<std::size_t>(a)]);
    return names.join(QStringLiteral(", "));
}

std::vector<PlacementIssue> checkPlacement(const PlacementRequest &request,
                                           const PlacementFacts &facts)
{
    std::vector<PlacementIssue> issues;
    const auto nation = facts.map.nationIndex(request.nationId);
    if (!nation) {
        issues.push_back({PlacementProblem::UnknownNation, request.nationId, {}, 0, 0});
        return issues;
    }
    checkArea(request, facts, *nation, issues);
    checkGeneral(request, facts, issues);
    checkCount(request, facts, issues);
    return issues;
}

QString describe(const PlacementIssue &issue)
{
    switch (issue.problem) {
    case PlacementProblem::UnknownNation:
        return QStringLiteral("§1.2 There is no nation '%1' on the map.").arg(issue.subject);
    case PlacementProblem::AreaNotOnMap:
        return QStringLiteral("§1.3 %1 is not a land area of the map.").arg(issue.subject);
    case PlacementProblem::NotOwnArea:
        return issue.other.isEmpty()
                   ? QStringLiteral("§4.9 %1 is uncontrolled; armies start in the nation's own "
                                    "areas.")
                         .arg(issue.subject)
                   : QStringLiteral("§4.9 %1 belongs to %2; armies start in the nation's own "
                                    "areas.")
                         .arg(issue.subject, issue.other);
    case PlacementProblem::NoPlacementSite:
        return QStringLiteral("§4.9 %1 has no town or city, nor a POI whose card allows armies "
                              "to start there.")
            .arg(issue.subject);
    case PlacementProblem::UnknownGeneral:
        return QStringLiteral("§1.5 Character '%1' is not on the nation's roster this year.")
            .arg(issue.subject);
    case PlacementProblem::NotAGeneral:
        return QStringLiteral("§1.4 %1 is a %2; only a general leads an army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::GeneralUnavailable:
        return QStringLiteral("§1.4, I-11 %1 cannot lead an army while %2.")
            .arg(issue.subject, statusPhrase(issue.status));
    case PlacementProblem::GeneralLeadsArmy:
        return QStringLiteral("§1.5 %1 already leads %2; each general leads one army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::FirstYearLimit:
        return QStringLiteral("S-6 In year 1 a nation fields at most %1 army; this would be army "
                              "%2.")
            .arg(issue.limit)
            .arg(issue.count);
    case PlacementProblem::MoreArmiesThanGenerals:
        return QStringLiteral("NY-7 The nation has %1 free general(s), so %2 armies are too "
                              "many.")
            .arg(issue.limit)
            .arg(issue.count);
    }
    return {};
}

} // namespace herald::warmaster
