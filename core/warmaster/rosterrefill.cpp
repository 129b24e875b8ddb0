#include "core/warmaster/rosterrefill.h"

#include "core/warmaster/explanations.h"

#include <algorithm>
#include <map>
#include <utility>

namespace herald::warmaster {

namespace {

/// Units paid for out of the army points, by category and cost (the I-15 line key).
using PaidUnits = std::map<std::pair<UnitCategory, int>, int>;

PaidUnits paidUnits(const Roster &roster)
{
    PaidUnits paid;
    for (const RosterLine &line : roster.lines)
        paid[{line.category, line.cost.inTenths()}] += line.purchased - line.free;
    return paid;
}

Cost paidCost(const Roster &roster)
{
    Cost total;
    for (const RosterLine &line : roster.lines)
        total += line.cost * (line.purchased - line.free);
    return total;
}

bool keepsType(const Roster &roster, const QString &type)
{
    return std::any_of(roster.lines.begin(), roster.lines.end(), [&](const RosterLine &line) {
        return line.purchased - line.free > 0 && line.unitTypes.contains(type);
    });
}

QString lineName(const RosterLine &line)
{
    return nameOf(line.category) + QStringLiteral(" ") + line.cost.toString();
}

/// I-17: with AP enough for last year's units, every line keeps its count.
void checkCounts(const Roster &lastYear, const Roster &proposed, RefillCheck &check)
{
    if (Cost::points(proposed.armyPoints) < paidCost(lastYear))
        return;
    const PaidUnits before = paidUnits(lastYear);
    const PaidUnits now = paidUnits(proposed);
    for (const auto &[key, count] : before) {
        const auto found = now.find(key);
        const int kept = found == now.end() ? 0 : found->second;
        if (kept < count)
            check.refill.push_back(
                {NewYearProblem::UnitsDropped,
                 nameOf(key.first) + QStringLiteral(" ") + Cost::tenths(key.second).toString(),
                 paidCost(lastYear).toString(), kept, count});
    }
}

/// I-17: a type on last year's roster stays while the points left would pay for one unit.
void checkTypes(const Roster &lastYear, const Roster &proposed, RefillCheck &check)
{
    const Cost left = Cost::points(proposed.armyPoints) - proposed.spent();
    QStringList reported;
    for (const RosterLine &line : lastYear.lines) {
        if (line.purchased - line.free <= 0)
            continue;
        for (const QString &type : line.unitTypes) {
            if (reported.contains(type) || keepsType(proposed, type) || left < line.cost)
                continue;
            reported << type;
            check.refill.push_back({NewYearProblem::TypeDropped, type, lineName(line),
                                    left.wholePoints(), line.cost.wholePoints()});
        }
    }
}

/// §7.5: the free units on the roster match this year's chaos gifts, category by category.
void checkFreeUnits(const Roster &proposed, const NationTally &tally, RefillCheck &check)
{
    std::map<UnitCategory, int> granted;
    std::map<UnitCategory, int> taken;
    for (const FreeUnits &gift : tally.freeUnits)
        granted[gift.category] += gift.count;
    for (const RosterLine &line : proposed.lines)
        taken[line.category] += line.free;
    for (const UnitCategory category : allCategories) {
        if (granted[category] != taken[category])
            check.refill.push_back({NewYearProblem::FreeUnitsMismatch,
                                    nameOf(category),
                                    {},
                                    taken[category],
                                    granted[category]});
    }
}

} // namespace

Roster restoredRoster(const Roster &lastYear, const NationTally &tally, int year)
{
    Roster roster = Roster::fromTally(lastYear.nationId, year, tally);
    roster.experience = lastYear.experience;
    roster.wizardsAllowed = lastYear.wizardsAllowed;
    for (RosterLine line : lastYear.lines) {
        line.purchased -= line.free;
        line.lost = 0;
        line.free = 0;
        if (line.purchased > 0)
            roster.lines.push_back(line);
    }
    for (const RosterCharacter &c : lastYear.characters) {
        if (c.status != CharacterStatus::Killed && c.type != CharacterType::RoyalNephew && !c.free)
            roster.characters.push_back(c);
    }
    return roster;
}

QStringList RefillCheck::explain(const Roster &proposed, const CampaignSettings &settings) const
{
    QStringList lines;
    for (const RosterIssue &issue : roster)
        lines << explainIssue(proposed, issue, settings);
    for (const NewYearIssue &issue : refill)
        lines << herald::warmaster::explain(issue);
    return lines;
}

RefillCheck checkRefill(const Roster &lastYear, const Roster &proposed, const NationTally &tally,
                        const ArmyList &list, const CampaignSettings &settings)
{
    RefillCheck check;
    check.roster = validateRoster(proposed, list, settings);
    checkCounts(lastYear, proposed, check);
    checkTypes(lastYear, proposed, check);
    checkFreeUnits(proposed, tally, check);
    return check;
}

} // namespace herald::warmaster
