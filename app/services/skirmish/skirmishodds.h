#pragma once

#include "app/services/campaignservice.h"

#include <QJsonObject>
#include <QString>

namespace herald::app::skirmish {

// The odds of a combat or a shot before the die is rolled, for the page's calculators: the
// same checks and numbers as skirmish.attack and skirmish.fire, with nothing changed.

struct Odds
{
    bool legal = false;
    QString text; ///< the steps, each naming its rule, one a line; or why it cannot be made
};

/// `args` as skirmish.attack takes them, without the skirmish.
[[nodiscard]] Odds attackOdds(const CampaignService &service, const QString &skirmish,
                              const QJsonObject &args);
/// `args` as skirmish.fire takes them, without the skirmish.
[[nodiscard]] Odds shotOdds(const CampaignService &service, const QString &skirmish,
                            const QJsonObject &args);

} // namespace herald::app::skirmish
