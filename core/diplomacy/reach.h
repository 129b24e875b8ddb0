#pragma once

#include "core/diplomacy/result.h"
#include "core/diplomacy/variant.h"

/// @file
/// One step of a unit by its own means, with the coast rules of spec A1 (DATC 4.B).

namespace herald::diplomacy {

/// Where a unit of `kind` at `from` lands when it steps to `wanted` (no convoy).
/// Armies ignore coasts (6.B.12). A fleet needs the coast named when both coasts of a split
/// province are reachable (6.B.1), may leave it out when only one is (6.B.2), and fails on
/// a named coast it cannot reach (6.B.3). An `amphibious` unit (Hardbop's pirate, B6.4) that
/// cannot sail there may still step over land, landing on the whole province. Returns
/// Reason::None and sets `landing` on success, otherwise the reason the step is illegal.
[[nodiscard]] Reason stepDestination(const Variant &variant, UnitKind kind, Location from,
                                     Location wanted, Location &landing, bool amphibious = false);

} // namespace herald::diplomacy
