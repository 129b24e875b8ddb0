#pragma once

// The shipped Downfall map (resources/diplomacy/downfall.variant) for the Hardbop tests that
// need its real spaces: the off-board box, the special build sites, the Corsairs' city.

#include "testsupport.h"

#include "core/diplomacy/variantformat.h"

#include <QtGlobal>

namespace herald::diplomacy::test {

/// The Downfall map, parsed once.
inline const Variant &downfallMap()
{
    static const Variant variant = [] {
        auto parsed =
            parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
        if (!parsed.variant)
            qFatal("downfall.variant does not parse");
        return std::move(*parsed.variant);
    }();
    return variant;
}

} // namespace herald::diplomacy::test
