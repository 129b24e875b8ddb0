#pragma once

namespace herald::cli {

class VerbTable;

/// player, nation, armylist, tally, roster, character, item and army: the nations area's verbs.
void addWarmasterVerbs(VerbTable &table);

} // namespace herald::cli
