#pragma once

namespace herald::db {

class CommandRegistry;

/// The commands of decks and rollable tables (docs/decks-and-tables-format.md, docs/cli-decks.md):
/// decks.install (run for every new campaign), decks.table.roll, decks.table.put,
/// decks.table.remove, decks.table.csv, decks.deck.apply, decks.deck.put, decks.deck.remove,
/// decks.content.import, decks.magic.author, decks.magic.remove, decks.magic.build and
/// decks.magic.deal. Every roll and draw uses the campaign's dice and is kept in the history.
void registerDecksCommands(CommandRegistry &registry);

} // namespace herald::db
