#pragma once

#include "app/services/warmaster/stepchoice.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// What one nation still does at NY-4 (§2.7, §7.3), with the choices the rules leave open.
struct NationProduction
{
    qint64 nationId = 0;
    QString nation;
    QStringList arithmetic; ///< the counts, the support (which villages hold up which town)
    int townsLeft = 0;      ///< new towns still to place
    int citiesLeft = 0;
    int reductionsLeft = 0;              ///< unsupported cities and towns still to reduce
    std::vector<StepChoice> townAreas;   ///< where a new town may go now
    std::vector<StepChoice> cityAreas;   ///< where a new city may go now
    std::vector<StepChoice> reduceAreas; ///< the centres that may be reduced now
    /// The colony-or-country questions still open (§7.3): key the new centre's area, text the
    /// question.
    std::vector<StepChoice> colonyQuestions;

    friend bool operator==(const NationProduction &, const NationProduction &) = default;
};

/// Every producing nation's part of NY-4, in nation order; empty at any other step or with no
/// campaign open.
[[nodiscard]] std::vector<NationProduction> newCentres(const CampaignService &service);

/// The tables newCentres() reads.
[[nodiscard]] QStringList newCentreTables();

} // namespace herald::app
