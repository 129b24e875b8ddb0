#pragma once

#include "core/decks/content.h"

namespace herald::db::decks {

/// The WarMaster tables and decks Herald ships (resources/warmaster/tables and decks, compiled
/// into this library), read as one collection. The sample magic items are left out: each
/// campaign's players write their own (rules §2.18).
[[nodiscard]] herald::decks::Result<herald::decks::Content, herald::decks::ContentError>
shippedContent();

} // namespace herald::db::decks
