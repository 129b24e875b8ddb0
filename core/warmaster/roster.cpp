#include "core/warmaster/roster.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace herald::warmaster {

Roster Roster::fromTally(const QString &nationId, int year, const NationTally &tally)
{
    Roster roster;
    roster.nationId = nationId;
    roster.year = year;
    roster.populationTotal = tally.population.total();
    roster.characterPoints = tally.characterPoints.total();
    roster.armyPoints = tally.armyPoints.points();
    roster.mobLimit = tally.mobs();
    return roster;
}

Cost Roster::spent() const
{
    Cost total;
    for (const RosterLine &line : lines)
        total += line.totalCost();
    return total;
}

int Roster::characterPointsUsed(const CampaignSettings &settings) const
{
    int used = 0;
    for (const RosterCharacter &c : characters) {
        if (!c.free)
            used += characterCost(c.type, settings).value_or(characterLevel(c.type));
    }
    return used;
}

int Roster::generals() const
{
    return static_cast<int>(std::count_if(characters.begin(), characters.end(), [](const auto &c) {
        return c.type == CharacterType::General;
    }));
}

std::vector<SheetCategory> sheetCategories(const Roster &roster)
{
    std::vector<SheetCategory> sheet;
    for (const UnitCategory category : allCategories) {
        SheetCategory entry{category, {}, 0, 0};
        for (std::size_t i = 0; i < roster.lines.size(); ++i) {
            const RosterLine &line = roster.lines[i];
            if (line.category != category)
                continue;
            entry.lines.push_back(static_cast<int>(i));
            entry.purchased += line.purchased;
            entry.lost += line.lost;
        }
        if (category != UnitCategory::Specials || !entry.lines.empty())
            sheet.push_back(entry);
    }
    return sheet;
}

QString describe(const RosterIssue &issue)
{
    switch (issue.problem) {
    case RosterProblem::OverArmyPoints:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§2.2 The units cost %1 points more than the army points allow.")
            .arg(issue.amount.toString());
    case RosterProblem::UnitTypeNotInList:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§1.2 '%1' is not a unit type of the nation's army list.")
            .arg(issue.subject);
    case RosterProblem::WrongCategory:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "I-15 '%1' belongs to another category than its roster line.")
            .arg(issue.subject);
    case RosterProblem::WrongCost:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "I-15 '%1' costs %2 points in the list, not the line's %3; types "
                   "of different cost go on separate lines.")
            .arg(issue.subject, issue.reference.toString(), issue.amount.toString());
    case RosterProblem::LineWithoutType:
        return QCoreApplication::translate("herald::warmaster::Roster",
                                           "I-15 Roster line %1 names no unit type.")
            .arg(issue.line + 1);
    case RosterProblem::BadCount:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§1.4 Roster line %1 (%2): counts must not be negative, and lost "
                   "or free units cannot outnumber those purchased.")
            .arg(issue.line + 1)
            .arg(issue.subject);
    case RosterProblem::CharactersOverPoints:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§2.3 The characters cost %1 character points more than the "
                   "nation has (captured and killed characters still count).")
            .arg(issue.count);
    case RosterProblem::SecondGeneralInYearOne:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§1.4 In the first year a nation may have one general, not %1.")
            .arg(issue.count);
    case RosterProblem::CharacterTypeNotInList:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§1.4 %1: the nation's army list has no character of this type.")
            .arg(issue.subject);
    case RosterProblem::CharacterNotBuyable:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§2.3 %1: this character type cannot be bought in this campaign.")
            .arg(issue.subject);
    case RosterProblem::ItemOnTwoCharacters:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "§1.4 The magic item '%1' is carried by two characters; an item "
                   "stays with the character it was given to.")
            .arg(issue.subject);
    case RosterProblem::UnspentArmyPoints:
        return QCoreApplication::translate(
                   "herald::warmaster::Roster",
                   "I-16 %1 army points are unspent, enough for another unit "
                   "(cheapest %2); unspent points are lost.")
            .arg(issue.amount.toString(), issue.reference.toString());
    }
    return {};
}

namespace {

RosterIssue issue(RosterProblem problem, const QString &subject = {}, int line = -1)
{
    RosterIssue result;
    result.problem = problem;
    result.subject = subject;
    result.line = line;
    return result;
}

RosterIssue issueWithCost(RosterProblem problem, const QString &subject, int line, Cost amount,
                          Cost reference)
{
    RosterIssue result = issue(problem, subject, line);
    result.amount = amount;
    result.reference = reference;
    return result;
}

RosterIssue issueWithCount(RosterProblem problem, int count)
{
    RosterIssue result = issue(problem);
    result.count = count;
    return result;
}

void checkLines(const Roster &roster, const ArmyList &list, std::vector<RosterIssue> &issues)
{
    for (std::size_t i = 0; i < roster.lines.size(); ++i) {
        const RosterLine &line = roster.lines[i];
        const int index = static_cast<int>(i);
        const QString lineName = line.unitTypes.join(QStringLiteral(", "));
        if (line.unitTypes.isEmpty())
            issues.push_back(issue(RosterProblem::LineWithoutType, QString(), index));
        if (line.purchased < 0 || line.lost < 0 || line.free < 0 || line.lost > line.purchased ||
            line.free > line.purchased)
            issues.push_back(issue(RosterProblem::BadCount, lineName, index));
        for (const QString &typeName : line.unitTypes) {
            const UnitType *type = list.unit(typeName);
            if (!type) {
                issues.push_back(issue(RosterProblem::UnitTypeNotInList, typeName, index));
                continue;
            }
            if (type->category != line.category)
                issues.push_back(issue(RosterProblem::WrongCategory, typeName, index));
            if (type->points != line.cost)
                issues.push_back(issueWithCost(RosterProblem::WrongCost, typeName, index, line.cost,
                                               type->points));
        }
    }
}

void checkCharacters(const Roster &roster, const ArmyList &list, const CampaignSettings &settings,
                     std::vector<RosterIssue> &issues)
{
    QHash<QString, QString> carrier;
    for (const RosterCharacter &c : roster.characters) {
        const QString who = c.name.isEmpty() ? nameOf(c.type) : c.name;
        const bool freeWizard = c.type == CharacterType::Wizard && roster.wizardsAllowed;
        if (!c.free && !characterCost(c.type, settings))
            issues.push_back(issue(RosterProblem::CharacterNotBuyable, who));
        else if (c.type != CharacterType::RoyalNephew && !list.hasCharacterType(c.type) &&
                 !freeWizard && !(c.type == CharacterType::Admiral))
            issues.push_back(issue(RosterProblem::CharacterTypeNotInList, who));
        for (const QString &item : c.magicItems) {
            if (carrier.contains(item) && carrier.value(item) != c.id)
                issues.push_back(issue(RosterProblem::ItemOnTwoCharacters, item));
            carrier.insert(item, c.id);
        }
    }
    const int used = roster.characterPointsUsed(settings);
    if (used > roster.characterPoints)
        issues.push_back(
            issueWithCount(RosterProblem::CharactersOverPoints, used - roster.characterPoints));
    if (roster.year == 1 && roster.generals() > 1)
        issues.push_back(issueWithCount(RosterProblem::SecondGeneralInYearOne, roster.generals()));
}

} // namespace

std::vector<RosterIssue> validateRoster(const Roster &roster, const ArmyList &list,
                                        const CampaignSettings &settings)
{
    std::vector<RosterIssue> issues;
    checkLines(roster, list, issues);
    checkCharacters(roster, list, settings, issues);
    const Cost ap = Cost::points(roster.armyPoints);
    const Cost spent = roster.spent();
    if (spent > ap)
        issues.push_back(issueWithCost(RosterProblem::OverArmyPoints, {}, -1, spent - ap, ap));
    else if (const auto cheapest = list.cheapestUnit(); cheapest && ap - spent >= *cheapest)
        issues.push_back(
            issueWithCost(RosterProblem::UnspentArmyPoints, {}, -1, ap - spent, *cheapest));
    return issues;
}

bool hasRefusal(const std::vector<RosterIssue> &issues)
{
    return std::any_of(issues.begin(), issues.end(),
                       [](const RosterIssue &i) { return !i.isWarning(); });
}

RosterChange markLosses(const Roster &roster, int line, int count)
{
    if (line < 0 || line >= static_cast<int>(roster.lines.size()))
        return {std::nullopt, QCoreApplication::translate("herald::warmaster::Roster",
                                                          "§2.5 There is no roster line %1.")
                                  .arg(line + 1)};
    const RosterLine &target = roster.lines[static_cast<std::size_t>(line)];
    if (count < 1 || count > target.available())
        return {std::nullopt,
                QCoreApplication::translate(
                    "herald::warmaster::Roster",
                    "§2.5 Line %1 (%2) has %3 units available; %4 cannot be struck "
                    "off.")
                    .arg(QString::number(line + 1), target.unitTypes.join(QStringLiteral(", ")),
                         QString::number(target.available()), QString::number(count))};
    Roster changed = roster;
    changed.lines[static_cast<std::size_t>(line)].lost += count;
    return {changed, QString()};
}

RosterChange bindMagicItem(const Roster &roster, const QString &characterId, const QString &item)
{
    Roster changed = roster;
    RosterCharacter *target = nullptr;
    for (RosterCharacter &c : changed.characters) {
        if (c.magicItems.contains(item))
            return {std::nullopt, QCoreApplication::translate(
                                      "herald::warmaster::Roster",
                                      "§1.4 '%1' is already carried by %2; an item never changes "
                                      "hands by choice.")
                                      .arg(item, c.name)};
        if (c.id == characterId)
            target = &c;
    }
    if (!target)
        return {std::nullopt,
                QCoreApplication::translate("herald::warmaster::Roster",
                                            "There is no character '%1' on the roster.")
                    .arg(characterId)};
    target->magicItems << item;
    return {changed, QString()};
}

} // namespace herald::warmaster
