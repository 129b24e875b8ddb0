#pragma once

namespace herald::cli {

class VerbTable;

/// calendar show|next and attendance: the campaign's date moved on step by step (§3, §7.6).
void addCalendarVerbs(VerbTable &table);

} // namespace herald::cli
