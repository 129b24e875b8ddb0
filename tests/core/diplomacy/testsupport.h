#pragma once

#include "core/diplomacy/variant.h"

#include <string>

/// @file
/// File access for the Diplomacy tests: core reads strings only, so the tests load files.

namespace herald::diplomacy::test {

/// The whole file as text; empty (and a QWARN) if it cannot be read.
[[nodiscard]] std::string readTextFile(const std::string &path);

/// The standard board shipped in resources/diplomacy/standard.variant, parsed once.
[[nodiscard]] const Variant &standardVariant();

} // namespace herald::diplomacy::test
