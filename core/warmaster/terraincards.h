#pragma once

#include "core/warmaster/strategicmap.h"

#include <QString>

namespace herald::warmaster {

/// How many of its 6 terrain cards each side keeps in a battle in an area (§2.12, I-48).
struct TerrainCardAllowance
{
    int cards = 0;
    QString
        reason; ///< "Hills: 3", "coastal Plains: 3 (the larger of 1 and 3)", "set by the referee"
};

/// Plains 1; Hills 3; Mountains, Swamp, Great Forest 6; Desert 1 and Forest 3 (I-48); a
/// coastal area keeps the larger of its terrain's number and 3; chaos uses the terrain under
/// it; the area's own override wins. Sea areas have no battles: 0.
[[nodiscard]] TerrainCardAllowance terrainCardsKept(const Area &area);

/// The number for a terrain alone, before coast and overrides.
[[nodiscard]] int terrainCardsFor(Terrain terrain);

} // namespace herald::warmaster
