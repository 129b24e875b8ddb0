#pragma once

namespace herald::cli {

class VerbTable;

/// retreat: an army beaten at M-4 moved by the §6.7 list, or routed (§6.8).
void addRetreatVerbs(VerbTable &table);

} // namespace herald::cli
