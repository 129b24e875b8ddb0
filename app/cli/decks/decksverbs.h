#pragma once

namespace herald::cli {

class VerbTable;

/// tables, decks, table show|roll, deck show|draw|shuffle|reshuffle|reveal|discard,
/// content import|export, magic items|author|remove|build|deal (docs/cli-decks.md).
void addDecksVerbs(VerbTable &table);

} // namespace herald::cli
