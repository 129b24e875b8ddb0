#include "core/warmaster/expedition.h"

#include <QCoreApplication>

namespace herald::warmaster {

int Boats::count() const
{
    return 2 * (traded.artillery + traded.chariots) +
           (traded.infantry + traded.cavalry + traded.monsters + traded.specials);
}

QString Boats::explain() const
{
    return QCoreApplication::translate(
               "herald::warmaster::Expedition",
               "§2.11 2 × (%1 artillery + %2 chariots) + 1 × (%3 infantry + %4 "
               "cavalry + %5 monsters + %6 specials) = %7 boats")
        .arg(traded.artillery)
        .arg(traded.chariots)
        .arg(traded.infantry)
        .arg(traded.cavalry)
        .arg(traded.monsters)
        .arg(traded.specials)
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
        return QCoreApplication::translate("herald::warmaster::Expedition",
                                           "§2.11 An expedition carries at least %1 units, not %2.")
            .arg(issue.need)
            .arg(issue.have);
    case EmbarkationProblem::TooFewBoats:
        return QCoreApplication::translate("herald::warmaster::Expedition",
                                           "§2.11 %1 units need %1 boats; there are %2.")
            .arg(issue.need)
            .arg(issue.have);
    }
    return {};
}

} // namespace herald::warmaster
