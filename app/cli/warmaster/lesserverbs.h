#pragma once

namespace herald::cli {

class VerbTable;

/// The lesser races (§7.7): `lesser` (the track and its markers), `pickup` (the month's pick-up
/// round: order, picks, results) and `xp` (experience earned, spent and bought, §2.15).
void addLesserVerbs(VerbTable &table);

} // namespace herald::cli
