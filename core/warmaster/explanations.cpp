#include "core/warmaster/explanations.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Explanations)
};

} // namespace

QString explainIssue(const Roster &roster, const RosterIssue &issue,
                     const CampaignSettings &settings)
{
    switch (issue.problem) {
    case RosterProblem::OverArmyPoints:
        return Tr::tr("§2.2 The units would cost %1 points, over the %2 army points by %3.")
            .arg(roster.spent().toString())
            .arg(roster.armyPoints)
            .arg(issue.amount.toString());
    case RosterProblem::CharactersOverPoints:
        return Tr::tr(
                   "§2.3 The characters would take %1 character points of the %2 available, %3 too "
                   "many "
                   "(captives and the dead of this year still count).")
            .arg(roster.characterPointsUsed(settings))
            .arg(roster.characterPoints)
            .arg(issue.count);
    case RosterProblem::SecondGeneralInYearOne:
        return Tr::tr("§1.4 In year 1 a nation has a single general; this would make %1.")
            .arg(issue.count);
    case RosterProblem::UnspentArmyPoints:
        return Tr::tr(
                   "I-16 %1 army points are still unspent, enough for another unit (the cheapest "
                   "costs "
                   "%2); points left at the end of the New Year are lost.")
            .arg(issue.amount.toString(), issue.reference.toString());
    default:
        return describe(issue);
    }
}

QString explainPlacement(const PlacementIssue &issue)
{
    switch (issue.problem) {
    case PlacementProblem::UnknownNation:
        return Tr::tr("§1.2 Nation %1 is not on the map.").arg(issue.subject);
    case PlacementProblem::AreaNotOnMap:
        return Tr::tr("§1.3 Area %1 is not a land area of the map.").arg(issue.subject);
    case PlacementProblem::NotOwnArea:
        return issue.other.isEmpty()
                   ? Tr::tr("§4.9 %1 is uncontrolled: an army starts in one of its nation's own "
                            "areas.")
                         .arg(issue.subject)
                   : Tr::tr(
                         "§4.9 %1 is held by %2: an army starts in one of its nation's own areas.")
                         .arg(issue.subject, issue.other);
    case PlacementProblem::NoPlacementSite:
        return Tr::tr("§4.9 %1 has neither a town nor a city, nor a POI whose card lets armies "
                      "muster there.")
            .arg(issue.subject);
    case PlacementProblem::UnknownGeneral:
        return Tr::tr("§1.5 %1 is not a character on this year's roster of the nation; an army "
                      "needs one of its generals.")
            .arg(issue.subject);
    case PlacementProblem::NotAGeneral:
        return Tr::tr("§1.4 %1 is a %2, and only a general leads an army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::GeneralUnavailable:
        switch (issue.status) {
        case CharacterStatus::Captured:
            return Tr::tr("§1.4 %1 is a captive and cannot lead an army.").arg(issue.subject);
        case CharacterStatus::Killed:
            return Tr::tr("§1.4 %1 is dead and cannot lead an army.").arg(issue.subject);
        case CharacterStatus::OnExpedition:
            return Tr::tr("I-11 %1 leads an expedition this year, not an army.").arg(issue.subject);
        case CharacterStatus::Envoy:
            return Tr::tr("§7.2.7 %1 is away as an envoy and cannot lead an army.")
                .arg(issue.subject);
        case CharacterStatus::Active:
            break;
        }
        return describe(issue);
    case PlacementProblem::GeneralLeadsArmy:
        return Tr::tr("§1.5 %1 already leads %2; a general leads one army.")
            .arg(issue.subject, issue.other);
    case PlacementProblem::FirstYearLimit:
        return Tr::tr(
                   "S-6 In year 1 a nation has one general and so at most %1 army; this would be "
                   "army number %2.")
            .arg(issue.limit)
            .arg(issue.count);
    case PlacementProblem::MoreArmiesThanGenerals:
        return Tr::tr("NY-7 The nation has %1 general(s) free to lead armies; %2 armies would be "
                      "too many.")
            .arg(issue.limit)
            .arg(issue.count);
    }
    return describe(issue);
}

} // namespace herald::warmaster
