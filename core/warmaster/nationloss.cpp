#include "core/warmaster/nationloss.h"

#include "core/warmaster/characterstatus.h"
#include "core/warmaster/counts.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::NationLoss)
};

} // namespace

QString describe(const NationLossIssue &issue)
{
    switch (issue.problem) {
    case NationLossProblem::ExodusArmies:
        return Tr::tr("§7.4.1 Exodus is open to a nation with at most %1 army; it has %2.")
            .arg(issue.need)
            .arg(issue.have);
    case NationLossProblem::ExodusAreas:
        return Tr::tr("§7.4.1 Exodus is open to a nation with at most %1 areas; it holds %2.")
            .arg(issue.need)
            .arg(issue.have);
    case NationLossProblem::ExodusNotAtStart:
        return Tr::tr("I-65 Exodus is declared at the start of a turn (M-0).");
    case NationLossProblem::ExodusHomeLandmass:
        return Tr::tr("§7.4.1 An exodus sails away from %1: it names another landmass.")
            .arg(issue.subject);
    case NationLossProblem::NotFallen:
        return Tr::tr("§7.4.2 %1 still has troops or areas: only a fallen nation rises in "
                      "rebellion.")
            .arg(issue.subject);
    case NationLossProblem::TownGone:
        return Tr::tr("§7.4.2 %1 is not a town or city that the fallen nation held and that "
                      "still stands.")
            .arg(issue.subject);
    case NationLossProblem::LeaderNotSurvivor:
        //: %2 the character's status, "Killed"
        return Tr::tr("§7.4.2, I-66 %1 cannot lead the rebellion (status: %2): the leader is a "
                      "surviving, free character, or the general bought this year.")
            .arg(issue.subject, nameOf(static_cast<CharacterStatus>(issue.have)));
    case NationLossProblem::PackageUnits:
        return Tr::tr("§7.4.3, I-67 A New Nation starts with %1 units (counted, not costed), "
                      "not %2.")
            .arg(issue.need)
            .arg(issue.have);
    case NationLossProblem::PackagePoints:
        return Tr::tr("§7.4.3 A New Nation's characters are worth at most %1 CP; these cost %2.")
            .arg(issue.need)
            .arg(issue.have);
    case NationLossProblem::PackageGeneral:
        return Tr::tr("I-67 A New Nation's characters include exactly one general, not %1.")
            .arg(issue.have);
    case NationLossProblem::PackageCharacter:
        return Tr::tr("§7.4.3 %1 cannot be one of the package's characters (the admiral comes "
                      "with the package; a royal nephew is never bought).")
            .arg(issue.subject);
    case NationLossProblem::OldRace:
        return Tr::tr("§7.4.3 %1 was the race of this player's fallen nation: a New Nation takes "
                      "another race.")
            .arg(issue.subject);
    }
    return {};
}

std::vector<NationLossIssue> checkExodus(int armies, int areas, bool startOfTurn)
{
    std::vector<NationLossIssue> issues;
    if (!startOfTurn)
        issues.push_back({NationLossProblem::ExodusNotAtStart, {}, 0, 0});
    if (armies > exodusMaxArmies)
        issues.push_back({NationLossProblem::ExodusArmies, {}, armies, exodusMaxArmies});
    if (areas > exodusMaxAreas)
        issues.push_back({NationLossProblem::ExodusAreas, {}, areas, exodusMaxAreas});
    return issues;
}

QString ExodusFleet::explain(const QString &nation) const
{
    return Tr::tr("§7.4.1, I-65 %1 leaves its land: its towns are gone and its areas "
                  "uncontrolled; %2 unit(s) and %3 character(s) put to sea on %4 free boat(s), "
                  "with no admiral.")
        .arg(nation)
        .arg(units)
        .arg(characters)
        .arg(boats);
}

ExodusFleet exodusFleet(int units, int characters)
{
    return {units, units, characters};
}

std::vector<NationLossIssue> checkRebelLeader(const QString &name, CharacterStatus status)
{
    if (status == CharacterStatus::Active)
        return {};
    return {{NationLossProblem::LeaderNotSurvivor, name, static_cast<int>(status), 0}};
}

bool rebellionCollapses(CharacterStatus leader)
{
    return leader == CharacterStatus::Captured || leader == CharacterStatus::Killed;
}

std::vector<NationLossIssue> checkNewNation(const QString &race, const QStringList &oldRaces,
                                            int units,
                                            const std::vector<PackageCharacter> &characters,
                                            const CampaignSettings &settings)
{
    std::vector<NationLossIssue> issues;
    if (oldRaces.contains(race))
        issues.push_back({NationLossProblem::OldRace, race, 0, 0});
    if (units != NewNationPackage::units)
        issues.push_back({NationLossProblem::PackageUnits, {}, units, NewNationPackage::units});
    int points = 0;
    int generals = 0;
    for (const PackageCharacter &c : characters) {
        const auto cost = characterCost(c.type, settings);
        if (!cost || c.type == CharacterType::Admiral) {
            issues.push_back({NationLossProblem::PackageCharacter, c.name, 0, 0});
            continue;
        }
        points += *cost;
        generals += c.type == CharacterType::General ? 1 : 0;
    }
    if (points > NewNationPackage::characterPoints)
        issues.push_back(
            {NationLossProblem::PackagePoints, {}, points, NewNationPackage::characterPoints});
    if (generals != 1)
        issues.push_back({NationLossProblem::PackageGeneral, {}, generals, 1});
    return issues;
}

} // namespace herald::warmaster
