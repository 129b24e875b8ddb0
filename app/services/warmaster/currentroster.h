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

/// What one of the nation's armies may field this year (§7.2, I-71), shaped as currentRoster():
/// with `expeditionId` 0, the roster less the units aboard the nation's expeditions of the year
/// that have not ended (they are on an expedition roster, not free for a land battle); else that
/// expedition's own roster: only its lines, with the units aboard, and its crew (named under
/// "expedition"). Empty as currentRoster() is, or for an unknown expedition.
[[nodiscard]] QJsonObject fieldableRoster(const CampaignService &service, qint64 nationId,
                                          qint64 expeditionId);

/// The tables fieldableRoster() reads.
[[nodiscard]] QStringList fieldableRosterTables();

} // namespace herald::app
