#pragma once

#include "app/cli/warmaster/verbsupport.h"

namespace herald::cli {

/// The `battle` verb's reading and printing actions (issue 18), beside `result` and `winner`:
/// `battle list FILE`, `battle show FILE BATTLE`,
/// `battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]` and
/// `battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]` and
/// `battle check FILE BATTLE NATION LIST.txt` (a typed battle army, §5.10).
int battleList(CliContext &c, const Words &w);
int battlePrepare(CliContext &c, const Words &w);
int battleShow(CliContext &c, const Words &w);
int battleBrief(CliContext &c, const Words &w);
int battleCheck(CliContext &c, const Words &w);
/// "battle survival FILE BATTLE": the survival rolls its result made (§2.14, §6.3).
int battleSurvival(CliContext &c, const Words &w);

} // namespace herald::cli
