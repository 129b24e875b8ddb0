#pragma once

#include "core/decks/deck.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace herald::db {

// The campaign's decks as the WarMaster commands draw from them (decks_deck, schema 0002):
// the same rows Decks & Tables keeps, read and written inside the running command so that its
// changeset holds the draw.

/// The deck of that id; nullopt when the campaign has none or it cannot be read.
[[nodiscard]] std::optional<decks::Deck> loadCampaignDeck(const QSqlDatabase &db,
                                                          const QString &deckId);

/// Writes a deck read with loadCampaignDeck back; false when the database refused it.
[[nodiscard]] bool saveCampaignDeck(const QSqlDatabase &db, const decks::Deck &deck);

} // namespace herald::db
