#pragma once

#include <QJsonObject>

namespace herald::nations {

/// The nation's roster for the campaign's current year as rosterToJson() gives it; empty when
/// no campaign is open, the nation is unknown or has no roster this year.
[[nodiscard]] QJsonObject currentRoster(qint64 nationId);

} // namespace herald::nations
