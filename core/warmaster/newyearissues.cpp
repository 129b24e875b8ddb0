#include "core/warmaster/newyearissues.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::NewYearIssues)
};

/// Every sentence uses the same placeholders, so one function fills them all: %1 the subject
/// (area, army, line, type), %2 the other name (nation, area), %3 the count, %4 the limit.
/// Each names its context in full, for lupdate (which expands no macro).
struct IssueRow
{
    NewYearProblem problem;
    const char *text;
};

constexpr std::array<IssueRow, 18> rows{{
    {NewYearProblem::AreaNotOnMap,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§1.3 Area %1 is not a land area of the map.")},
    {NewYearProblem::NotOwnArea,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %1 is not an area of %2; a nation builds and reduces centres only in its "
         "own areas.")},
    {NewYearProblem::NotAVillage,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§2.7, I-60 %1 already holds a town or city; a new centre turns one of the "
                       "nation's villages into a town or city.")},
    {NewYearProblem::NoTownDue,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§2.7 %2 may place %4 new town(s) this year; this would be number %3.")},
    {NewYearProblem::NoCityDue,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§2.7 %2 may place %4 new city(ies) now (one per 3 towns, without taking a "
                       "village a town needs); this would be number %3.")},
    {NewYearProblem::CitiesBeforeTowns,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %2 has begun placing cities; new towns come first, so no town can follow a "
         "city.")},
    {NewYearProblem::NotATown,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§2.7 %1 is not a town of %2; towns short of villages are reduced, %3 of %4 "
                       "done.")},
    {NewYearProblem::NotACity,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %1 is not a city of %2; cities short of towns are dealt with first, %3 of "
         "%4 done.")},
    {NewYearProblem::NoReductionDue,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§2.7 Every centre of %2 is supported now; %1 stays as it is.")},
    {NewYearProblem::ReduceCitiesFirst,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %1 is a town, but %2 must first deal with its cities short of towns (%3 of "
         "%4 done).")},
    {NewYearProblem::LastStandNotDue,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %2 makes no Last Stand of this kind this year, so nothing changes in %1.")},
    {NewYearProblem::LastStandCityFirst,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.7 %2 still has a city, so its Last Stand reduces one of its cities to a town; "
         "%1 is not one of them.")},
    {NewYearProblem::UnitsDropped,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§2.5, I-17 The %1 line has %3 unit(s) where last year's had %4, yet the army "
         "points still cover last year's %2 points; lost units come back.")},
    {NewYearProblem::TypeDropped,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "I-17 %1 (line %2) was on last year's roster and %3 points are left, enough for "
         "one at %4; a type may be added to but never dropped while it can be kept.")},
    {NewYearProblem::FreeUnitsMismatch,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§7.5 The chaos lands granted %4 free %1 unit(s) this year, but the roster marks "
         "%3 as free.")},
    {NewYearProblem::StartNotSeparated,
     QT_TRANSLATE_NOOP("herald::warmaster::NewYearIssues",
                       "§4.3 %1 started the year together and would all end month 1 in %2; armies "
                       "placed in one area must part in the first month.")},
    {NewYearProblem::EntersAbsentNation,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§7.6 %1 belongs to %2, whose player is absent; no other nation's army may enter "
         "it meanwhile.")},
    {NewYearProblem::AbsentArmyHolds,
     QT_TRANSLATE_NOOP(
         "herald::warmaster::NewYearIssues",
         "§7.6 %1 belongs to %2, whose player is absent; it holds its ground until the "
         "player is back.")},
}};

/// Fills %1..%4 in one pass, so that a name containing "%2" stays as it is. QString::arg is not
/// used because it renumbers the placeholders a sentence leaves out.
QString fill(const QString &text, const NewYearIssue &issue)
{
    const std::array<QString, 4> values{issue.subject, issue.other, QString::number(issue.count),
                                        QString::number(issue.limit)};
    QString result;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const int slot = i + 1 < text.size() ? text.at(i + 1).digitValue() : -1;
        if (text.at(i) == QLatin1Char('%') && slot >= 1 && slot <= 4) {
            result += values[std::size_t(slot - 1)];
            ++i;
        } else {
            result += text.at(i);
        }
    }
    return result;
}

} // namespace

QString explain(const NewYearIssue &issue)
{
    for (const IssueRow &row : rows) {
        if (row.problem != issue.problem)
            continue;
        return fill(Tr::tr(row.text), issue);
    }
    return {};
}

} // namespace herald::warmaster
