#include "core/warmaster/expedition.h"

#include "core/warmaster/characterstatus.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Expedition)
};

OutfitIssue issue(OutfitProblem problem, const QString &subject, int have = 0, int need = 0)
{
    OutfitIssue i;
    i.problem = problem;
    i.subject = subject;
    i.have = have;
    i.need = need;
    return i;
}

/// A character may sail only while he is free and bought this year (§2.3, I-11).
void checkCharacter(const OutfitCharacter &c, std::vector<OutfitIssue> &issues)
{
    if (c.status != CharacterStatus::Active)
        issues.push_back(
            issue(OutfitProblem::CharacterNotFree, c.name, static_cast<int>(c.status)));
    if (!c.onRoster)
        issues.push_back(issue(OutfitProblem::NotOnRoster, c.name));
    if (!c.leadsArmy.isEmpty()) {
        OutfitIssue led = issue(OutfitProblem::GeneralLeadsArmy, c.name);
        led.other = c.leadsArmy;
        issues.push_back(led);
    }
}

} // namespace

bool TradedUnits::add(UnitCategory category, int count)
{
    switch (category) {
    case UnitCategory::Infantry:
        infantry += count;
        return true;
    case UnitCategory::Cavalry:
        cavalry += count;
        return true;
    case UnitCategory::Monsters:
        monsters += count;
        return true;
    case UnitCategory::Chariots:
        chariots += count;
        return true;
    case UnitCategory::Artillery:
        artillery += count;
        return true;
    case UnitCategory::Specials:
        return false;
    }
    return false;
}

int Boats::count() const
{
    return 2 * (traded.artillery + traded.chariots) +
           (traded.infantry + traded.cavalry + traded.monsters);
}

QString Boats::explain() const
{
    return Tr::tr("§2.11 2 × (%1 artillery + %2 chariots) + 1 × (%3 infantry + %4 cavalry + %5 "
                  "monsters) = %6 boats")
        .arg(traded.artillery)
        .arg(traded.chariots)
        .arg(traded.infantry)
        .arg(traded.cavalry)
        .arg(traded.monsters)
        .arg(count());
}

std::vector<EmbarkationIssue> checkEmbarkation(int boats, int unitsEmbarked)
{
    std::vector<EmbarkationIssue> issues;
    if (unitsEmbarked < minimumExpeditionUnits)
        issues.push_back({EmbarkationProblem::TooFewUnits, unitsEmbarked, minimumExpeditionUnits});
    if (boats < unitsEmbarked)
        issues.push_back({EmbarkationProblem::TooFewBoats, boats, unitsEmbarked});
    return issues;
}

QString describe(const EmbarkationIssue &issue)
{
    switch (issue.problem) {
    case EmbarkationProblem::TooFewUnits:
        return Tr::tr("§2.11 An expedition carries at least %1 units, not %2.")
            .arg(issue.need)
            .arg(issue.have);
    case EmbarkationProblem::TooFewBoats:
        return Tr::tr("§2.11 %1 units need %1 boats; there are %2.")
            .arg(issue.need)
            .arg(issue.have);
    }
    return {};
}

int OutfitPlan::unitsSailing() const
{
    int units = 0;
    for (const OutfitLine &line : lines)
        units += line.sailing;
    return units;
}

TradedUnits OutfitPlan::traded() const
{
    TradedUnits traded;
    for (const OutfitLine &line : lines)
        traded.add(line.category, line.traded);
    return traded;
}

int OutfitPlan::boats() const
{
    return seaPeople ? unitsSailing() : Boats{traded()}.count();
}

std::vector<OutfitIssue> checkOutfit(const OutfitPlan &plan)
{
    std::vector<OutfitIssue> issues;
    if (!plan.port.own)
        issues.push_back(issue(OutfitProblem::PortNotOwn, plan.port.label));
    if (!plan.port.coastal && !plan.seaPeople)
        issues.push_back(issue(OutfitProblem::PortNotCoastal, plan.port.label));
    if (!plan.port.townOrCity)
        issues.push_back(issue(OutfitProblem::PortNotTownOrCity, plan.port.label));
    for (const OutfitLine &line : plan.lines) {
        if (line.sailing < 0 || line.traded < 0)
            issues.push_back(issue(OutfitProblem::NegativeCount, line.label));
        else if (line.sailing + line.traded > line.available)
            issues.push_back(issue(OutfitProblem::LineOverdrawn, line.label, line.available,
                                   line.sailing + line.traded));
        if (plan.seaPeople && line.traded > 0)
            issues.push_back(issue(OutfitProblem::SeaPeopleTrade, line.label, line.traded));
        else if (line.category == UnitCategory::Specials && line.traded > 0)
            issues.push_back(issue(OutfitProblem::SpecialsTraded, line.label, line.traded));
    }
    for (const EmbarkationIssue &e : checkEmbarkation(plan.boats(), plan.unitsSailing())) {
        OutfitIssue i = issue(OutfitProblem::Embarkation, {}, e.have, e.need);
        i.embarkation = e;
        issues.push_back(i);
    }
    const auto generals =
        std::count_if(plan.characters.begin(), plan.characters.end(),
                      [](const OutfitCharacter &c) { return c.type == CharacterType::General; });
    if (generals == 0)
        issues.push_back(issue(OutfitProblem::NoGeneral, {}, 0, 1));
    else if (generals > 1)
        issues.push_back(issue(OutfitProblem::SeveralGenerals, {}, static_cast<int>(generals), 1));
    for (const OutfitCharacter &c : plan.characters)
        checkCharacter(c, issues);
    if (!plan.admiral) {
        if (!plan.seaPeople)
            issues.push_back(issue(OutfitProblem::NoAdmiral, {}));
    } else {
        if (plan.admiral->type != CharacterType::Admiral)
            issues.push_back(issue(OutfitProblem::NotAnAdmiral, plan.admiral->name));
        checkCharacter(*plan.admiral, issues);
        const int cost = characterLevel(CharacterType::Admiral);
        if (plan.characterPointsLeft && *plan.characterPointsLeft < cost)
            issues.push_back(issue(OutfitProblem::AdmiralUnaffordable, plan.admiral->name,
                                   *plan.characterPointsLeft, cost));
    }
    return issues;
}

QString describe(const OutfitIssue &issue)
{
    switch (issue.problem) {
    case OutfitProblem::Embarkation:
        return describe(issue.embarkation);
    case OutfitProblem::NoGeneral:
        return Tr::tr("§7.2.1 An expedition sails under exactly one general; none is named.");
    case OutfitProblem::SeveralGenerals:
        return Tr::tr("§7.2.1 An expedition sails under exactly one general, not %1.")
            .arg(issue.have);
    case OutfitProblem::NoAdmiral:
        return Tr::tr("§7.2.1 An expedition needs an admiral (2 CP, bought on the roster) to "
                      "command it at sea; none is named.");
    case OutfitProblem::NotAnAdmiral:
        return Tr::tr("§7.2.1 %1 is not an admiral: the fleet's commander is an admiral bought "
                      "for 2 CP.")
            .arg(issue.subject);
    case OutfitProblem::AdmiralUnaffordable:
        return Tr::tr("§2.3 Admiral %1 costs %2 CP; only %3 CP are left this year.")
            .arg(issue.subject)
            .arg(issue.need)
            .arg(issue.have);
    case OutfitProblem::CharacterNotFree:
        //: %2 the character's status, "Captured", "On expedition"
        return Tr::tr("§7.2.1, I-11 %1 cannot sail (status: %2); a general leads one "
                      "expedition at most.")
            .arg(issue.subject, nameOf(static_cast<CharacterStatus>(issue.have)));
    case OutfitProblem::GeneralLeadsArmy:
        return Tr::tr("§7.2.1, I-11 %1 leads %2 already: a general leads one army or one "
                      "expedition.")
            .arg(issue.subject, issue.other);
    case OutfitProblem::NotOnRoster:
        return Tr::tr("§2.3 %1 is not on this year's roster: only characters bought with this "
                      "year's CP sail.")
            .arg(issue.subject);
    case OutfitProblem::SpecialsTraded:
        return Tr::tr("§7.2.1 %1: specials cannot be traded for boats (%2 offered).")
            .arg(issue.subject)
            .arg(issue.have);
    case OutfitProblem::LineOverdrawn:
        return Tr::tr("§7.2.1 %1 has %2 units left; the expedition asks for %3 (sailing and "
                      "traded).")
            .arg(issue.subject)
            .arg(issue.have)
            .arg(issue.need);
    case OutfitProblem::NegativeCount:
        return Tr::tr("%1: a count of units cannot be negative.").arg(issue.subject);
    case OutfitProblem::PortNotOwn:
        return Tr::tr("§7.2.1 %1 is not the nation's own: an expedition leaves from one of its "
                      "own ports.")
            .arg(issue.subject);
    case OutfitProblem::PortNotCoastal:
        return Tr::tr("§7.2.1 %1 is not on the coast: an expedition leaves from a coastal town "
                      "or city.")
            .arg(issue.subject);
    case OutfitProblem::PortNotTownOrCity:
        return Tr::tr("§7.2.1 %1 has no town or city: an expedition leaves from a port, a "
                      "coastal town or city.")
            .arg(issue.subject);
    case OutfitProblem::SeaPeopleTrade:
        return Tr::tr("§7.2.7 The sea people sail without boats: %1 trades no units (%2 given).")
            .arg(issue.subject)
            .arg(issue.have);
    }
    return {};
}

} // namespace herald::warmaster
