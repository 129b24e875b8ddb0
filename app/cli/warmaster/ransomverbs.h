#pragma once

namespace herald::cli {

class VerbTable;

/// ransom: a captive bought back at NY-2 with areas of his owner (§2.16, I-19, I-20).
void addRansomVerbs(VerbTable &table);

} // namespace herald::cli
