#pragma once

#include "core/warmaster/strategicmap.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// What NY-2 needs to know of a nation to see whether it has fallen (§7.4.2).
struct FallenNationFacts
{
    int nation = noIndex;
    int troops = 0; ///< units left on its roster and armies at the end of the year
    /// The areas that held a town of the nation in earlier years, wherever it stands now.
    std::vector<int> formerTowns;
};

/// A nation that begins the year with no troops and no areas, and the former towns it may
/// rise in (towns or cities that still stand, whoever holds them now, I-66).
struct RebellionOffer
{
    int nation = noIndex;
    std::vector<int> towns;

    /// Whether a rebellion is possible at all: some former town still stands.
    [[nodiscard]] bool possible() const { return !towns.empty(); }
    [[nodiscard]] QString explain(const StrategicMap &map) const;
};

/// The offer for a fallen nation; nullopt while it still has troops or an area.
[[nodiscard]] std::optional<RebellionOffer> detectRebellion(const StrategicMap &map,
                                                            const FallenNationFacts &facts);

} // namespace herald::warmaster
