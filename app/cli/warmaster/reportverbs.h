#pragma once

#include "app/cli/warmaster/verbsupport.h"

namespace herald::cli {

class VerbTable;

/// `report month`: a nation's month report as a PDF (issue 17).
void addReportVerbs(VerbTable &table);

/// `orders sheet FILE NATION OUT.pdf [--paper a4|letter]`: the nation's blank order sheet for
/// the turn being played, one of the `orders` verb's actions.
int ordersSheet(CliContext &c, const Words &w);

} // namespace herald::cli
