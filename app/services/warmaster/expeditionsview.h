#pragma once

#include <QJsonArray>
#include <QStringList>

namespace herald::app {

class CampaignService;

/// What the Expeditions page shows (§7.2, §7.4, issue 19): each expedition as
/// db::expeditionJson gives it (status, boats, advantages, roster, crew, log of chart rolls)
/// with its `passengers`: the heroes and wizards aboard who may face a sea monster or stay as
/// envoy (§7.2.5, §7.2.7); and the campaign's pirate pool (§7.2.6).
struct ExpeditionsView
{
    QJsonArray expeditions;
    int piratePool = 0;
};

[[nodiscard]] ExpeditionsView expeditionsView(const CampaignService &service);

/// The tables expeditionsView() reads.
[[nodiscard]] QStringList expeditionsTables();

} // namespace herald::app
