#pragma once

#include "core/diplomacy/variant.h"

/// @file
/// Convoy route questions that depend only on where fleets stand, not on their orders
/// (spec A3: legality of convoyed moves and of convoy orders).

namespace herald::diplomacy {

/// Whether some chain of sea spaces, each in `fleetSeas`, links coastal province `from` to
/// coastal province `to`. `without` (if valid) is left out of the chain (6.D.31).
[[nodiscard]] bool convoyChainExists(const Variant &variant, const Variant::ProvinceSet &fleetSeas,
                                     ProvinceId from, ProvinceId to,
                                     ProvinceId without = kNoProvince);

/// Whether the fleet in sea `fleet` is part of some route from `from` to `to` that no fleet
/// can be left out of: a chain of fleet-occupied seas with no shortcut (6.G.19).
[[nodiscard]] bool fleetOnMinimalRoute(const Variant &variant,
                                       const Variant::ProvinceSet &fleetSeas, ProvinceId from,
                                       ProvinceId to, ProvinceId fleet);

} // namespace herald::diplomacy
