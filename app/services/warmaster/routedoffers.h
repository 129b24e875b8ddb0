#pragma once

#include "app/services/warmaster/stepchoice.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// A routed army at M-5 as the Campaign page shows it (§6.8, I-58): what the end of the turn
/// does with it and, where several areas are equally near home, the owner's choice.
struct RoutedArmyOffer
{
    qint64 armyId = 0;
    QString army;
    QString nation;
    QString area;
    QString explanation;           ///< the step the end of the turn takes, with the rule
    std::vector<StepChoice> steps; ///< the equally near next areas; a choice only when 2 or more
    QString chosen;                ///< the key of the area it will step into; empty: none

    friend bool operator==(const RoutedArmyOffer &, const RoutedArmyOffer &) = default;
};

/// A nation whose last-ditch rally is open this turn (§6.8), with the routed armies it may
/// rally.
struct RallyOffer
{
    QString nation;
    std::vector<StepChoice> armies; ///< key: the army's row id

    friend bool operator==(const RallyOffer &, const RallyOffer &) = default;
};

/// Every routed army on the map at M-5; empty at any other step or with no campaign open.
[[nodiscard]] std::vector<RoutedArmyOffer> routedArmyOffers(const CampaignService &service);
/// The open last-ditch rally offers at M-5; empty at any other step.
[[nodiscard]] std::vector<RallyOffer> rallyOffers(const CampaignService &service);

/// The tables both read.
[[nodiscard]] QStringList routedOfferTables();

} // namespace herald::app
