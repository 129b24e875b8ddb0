#pragma once

#include "app/services/campaignservice.h"

namespace herald::app {

/// File operations on the open campaign beside its commands: a copy of the file, the JSON
/// interchange document, the history as CSV, and a new campaign made from JSON. Both front
/// ends write files through here. Each returns a FileError naming the file that failed; a
/// failure leaves the target as it was.

/// A consistent copy of the open campaign at `target` (SQLite's VACUUM INTO), replacing the
/// file there. Refused when `target` is the open campaign itself.
[[nodiscard]] db::FileError saveCampaignCopy(const CampaignService &service, const QString &target);

/// The open campaign's JSON document (docs/campaign-format.md), indented.
[[nodiscard]] QByteArray campaignJson(const CampaignService &service,
                                      db::FileError *error = nullptr);

/// The campaign's JSON document written to `target`.
[[nodiscard]] db::FileError exportCampaignJson(const CampaignService &service,
                                               const QString &target);

/// The history in effect, oldest first, as CSV for spreadsheets: id, date, command, summary,
/// dice, recorded.
[[nodiscard]] db::FileError exportHistoryCsv(const CampaignService &service, const QString &target);

/// A new campaign file at `target` made from the JSON document at `json`, replacing the file
/// there only once the document has been read completely. Refused when `target` is the open
/// campaign.
[[nodiscard]] db::FileError importCampaignJson(const CampaignService &service, const QString &json,
                                               const QString &target);

} // namespace herald::app
