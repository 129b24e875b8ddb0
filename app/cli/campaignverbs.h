#pragma once

namespace herald::cli {

class VerbTable;

/// new, info, history, undo, redo, roll, do, commands, export, import.
void addCampaignVerbs(VerbTable &table);

} // namespace herald::cli
