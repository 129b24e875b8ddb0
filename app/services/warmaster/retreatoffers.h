#pragma once

#include "app/services/warmaster/stepchoice.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// Where one army may retreat at M-4 (§6.7, §6.8, I-57), as the Campaign page offers it.
struct RetreatOffer
{
    qint64 armyId = 0;
    QString army;
    QString nation;
    QString area;
    /// The battles of the turn it lost, as marked by hand: "battle 1"; empty when it lost none
    /// (it may still be forced out without a battle).
    QString lost;
    QString explanation;           ///< the §6.7 list as it applies, or the rout
    std::vector<StepChoice> areas; ///< the areas it may retreat to; none: it routs

    friend bool operator==(const RetreatOffer &, const RetreatOffer &) = default;
};

/// Every army on the map that has neither routed nor retreated this turn, those that lost a
/// battle this turn first; empty
/// at any other step or with no campaign open.
[[nodiscard]] std::vector<RetreatOffer> retreatOffers(const CampaignService &service);

/// The tables retreatOffers() reads.
[[nodiscard]] QStringList retreatOfferTables();

} // namespace herald::app
