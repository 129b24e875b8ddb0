#pragma once

#include <QJsonObject>
#include <QStringList>

namespace herald::app {

class CampaignService;

/// The nation's roster for the campaign's current year as rosterToJson() gives it; empty when
/// the nation is unknown, has no army list or no roster this year.
[[nodiscard]] QJsonObject currentRoster(const CampaignService &service, qint64 nationId);

/// The tables currentRoster() reads (the campaign's date among them).
[[nodiscard]] QStringList currentRosterTables();

} // namespace herald::app
