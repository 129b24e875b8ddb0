#pragma once

namespace herald::cli {

class VerbTable;

/// The month from M-0 to M-3 (§3.2): supply, orders, terrain, location, stance, engagements
/// and the stop-gap battle winner.
void addMonthVerbs(VerbTable &table);

} // namespace herald::cli
