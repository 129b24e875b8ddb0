#pragma once

#include "app/services/campaignservice.h"
#include "db/hexwar/mapstore.h"

#include <QStringList>

#include <optional>

namespace herald::app::hexwar {

// What the hex map editor reads of the open campaign (schema 0027_hexmap: hexmap).

using StoredHexMap = db::hexwar::StoredHexMap;

/// The tables the hex maps are kept in: the editor reloads when a command changed one of them.
[[nodiscard]] QStringList hexmapTables();
/// The campaign's hex maps by name, oldest first; none when no campaign is open.
[[nodiscard]] QStringList hexMapNames(const CampaignService &service);
/// The map of that name with its scanned underlay; nothing when there is none.
[[nodiscard]] std::optional<StoredHexMap> hexMap(const CampaignService &service,
                                                 const QString &name);

} // namespace herald::app::hexwar
