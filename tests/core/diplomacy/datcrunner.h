#pragma once

#include "datcfile.h"

#include "core/diplomacy/variant.h"

#include <string>

/// @file
/// Plays one DATC case on the engine and compares the board with the expected one
/// (README section 2, "Meaning of the expected results"). Shared by the test and the bench.

namespace herald::diplomacy::test {

/// Empty when the case passed, otherwise what differed.
[[nodiscard]] std::string runDatcCase(const Variant &variant, const DatcCase &c);

} // namespace herald::diplomacy::test
