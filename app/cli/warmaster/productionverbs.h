#pragma once

namespace herald::cli {

class VerbTable;

/// production: NY-4's plan shown with its arithmetic, new centres placed, unsupported ones
/// reduced and the colony question answered (§2.7, §7.3).
void addProductionVerbs(VerbTable &table);

} // namespace herald::cli
