#pragma once

namespace herald::cli {

class VerbTable;

/// "army list|place|rename|move|remove": army markers at the New Year (NY-7, §4.9, §1.5).
void addArmyVerb(VerbTable &table);

} // namespace herald::cli
