#pragma once

namespace herald::cli {

class VerbTable;

/// skirmish new|list|roster|log|attack|fire|cast|challenge|jump|state|option|next: the Dragon Noir
/// umpire's desk (docs/cli-skirmish.md).
void addSkirmishVerbs(VerbTable &table);

} // namespace herald::cli
