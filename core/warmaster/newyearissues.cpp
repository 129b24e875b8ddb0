#include "core/warmaster/newyearissues.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::NewYearIssues)
};

} // namespace

QString explain(const NewYearIssue &issue)
{
    switch (issue.problem) {
    case NewYearProblem::AreaNotOnMap:
        return Tr::tr("§1.3 Area %1 is not a land area of the map.").arg(issue.subject);
    case NewYearProblem::NotOwnArea:
        return Tr::tr("§2.7 %1 is not an area of %2; a nation builds and reduces centres only in "
                      "its own areas.")
            .arg(issue.subject, issue.other);
    case NewYearProblem::NotAVillage:
        return Tr::tr("§2.7, I-60 %1 already holds a town or city; a new centre turns one of the "
                      "nation's villages into a town or city.")
            .arg(issue.subject);
    case NewYearProblem::NoTownDue:
        return Tr::tr("§2.7 %1 may place %2 new town(s) this year; this would be number %3.")
            .arg(issue.other)
            .arg(issue.limit)
            .arg(issue.count);
    case NewYearProblem::NoCityDue:
        return Tr::tr("§2.7 %1 may place %2 new city(ies) now (one per 3 towns, without taking a "
                      "village a town needs); this would be number %3.")
            .arg(issue.other)
            .arg(issue.limit)
            .arg(issue.count);
    case NewYearProblem::CitiesBeforeTowns:
        return Tr::tr("§2.7 %1 has begun placing cities; new towns come first, so no town can "
                      "follow a city.")
            .arg(issue.other);
    case NewYearProblem::NotATown:
        return Tr::tr("§2.7 %1 is not a town of %2; towns short of villages are reduced, %3 of "
                      "%4 done.")
            .arg(issue.subject, issue.other)
            .arg(issue.count)
            .arg(issue.limit);
    case NewYearProblem::NotACity:
        return Tr::tr("§2.7 %1 is not a city of %2; cities short of towns are dealt with first, "
                      "%3 of %4 done.")
            .arg(issue.subject, issue.other)
            .arg(issue.count)
            .arg(issue.limit);
    case NewYearProblem::ReduceCitiesFirst:
        return Tr::tr("§2.7 %1 is a town, but %2 must first deal with its cities short of towns "
                      "(%3 of %4 done).")
            .arg(issue.subject, issue.other)
            .arg(issue.count)
            .arg(issue.limit);
    case NewYearProblem::NoReductionDue:
        return Tr::tr("§2.7 Every centre of %1 is supported now; %2 stays as it is.")
            .arg(issue.other, issue.subject);
    case NewYearProblem::LastStandNotDue:
        return Tr::tr("§2.7 %1 makes no Last Stand of this kind this year, so nothing changes in "
                      "%2.")
            .arg(issue.other, issue.subject);
    case NewYearProblem::LastStandCityFirst:
        return Tr::tr("§2.7 %1 still has a city, so its Last Stand reduces one of its cities to a "
                      "town; %2 is not one of them.")
            .arg(issue.other, issue.subject);
    case NewYearProblem::UnitsDropped:
        return Tr::tr("§2.5, I-17 The %1 line has %2 unit(s) where last year's had %3, yet the "
                      "army points still cover last year's %4 points; lost units come back.")
            .arg(issue.subject)
            .arg(issue.count)
            .arg(issue.limit)
            .arg(issue.other);
    case NewYearProblem::TypeDropped:
        return Tr::tr("I-17 %1 (line %2) was on last year's roster and %3 points are left, enough "
                      "for one at %4; a type may be added to but never dropped while it can be "
                      "kept.")
            .arg(issue.subject, issue.other)
            .arg(issue.count)
            .arg(issue.limit);
    case NewYearProblem::FreeUnitsMismatch:
        return Tr::tr("§7.5 The chaos lands granted %1 free %2 unit(s) this year, but the roster "
                      "marks %3 as free.")
            .arg(issue.limit)
            .arg(issue.subject)
            .arg(issue.count);
    case NewYearProblem::StartNotSeparated:
        return Tr::tr("§4.3 %1 started the year together and would all end month 1 in %2; armies "
                      "placed in one area must part in the first month.")
            .arg(issue.subject, issue.other);
    case NewYearProblem::EntersAbsentNation:
        return Tr::tr("§7.6 %1 belongs to %2, whose player is absent; no other nation's army "
                      "may enter it meanwhile.")
            .arg(issue.subject, issue.other);
    case NewYearProblem::AbsentArmyHolds:
        return Tr::tr("§7.6 %1 belongs to %2, whose player is absent; it holds its ground until "
                      "the player is back.")
            .arg(issue.subject, issue.other);
    }
    return {};
}

} // namespace herald::warmaster
