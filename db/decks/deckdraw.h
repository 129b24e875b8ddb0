#pragma once

#include "core/decks/deck.h"
#include "db/command.h"

#include <QString>

#include <optional>

namespace herald::db::decks {

/// One card drawn by a command, or why none was.
struct Drawn
{
    QString cardId;
    QString title;
    QString note; ///< "the campaign has no deck 'poi'": the table draws by hand
    std::optional<CommandOutcome> failure;
};

/// Draws the top card of the campaign's deck `deckId` for `holder` inside the command's
/// transaction (rules §1.7), reshuffling the discards first when the draw pile is empty (the
/// shuffle's dice are the command's). A card that is only turned over (`discardAfter`, a
/// battle's event) goes straight to the discard pile. Without the deck, or with every card in
/// play, nothing is drawn and `note` says so.
[[nodiscard]] Drawn drawCard(CommandContext &context, const QString &deckId, const QString &holder,
                             herald::decks::Facing facing, bool discardAfter);

} // namespace herald::db::decks
