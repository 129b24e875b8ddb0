#include "core/warmaster/terraincards.h"

#include <QCoreApplication>
#include <algorithm>

namespace herald::warmaster {

int terrainCardsFor(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains:
    case Terrain::Desert:
        return 1;
    case Terrain::Forest:
    case Terrain::Hills:
        return 3;
    case Terrain::Mountains:
    case Terrain::Swamp:
    case Terrain::GreatForest:
        return 6;
    case Terrain::Sea:
        return 0;
    }
    return 0;
}

TerrainCardAllowance terrainCardsKept(const Area &area)
{
    if (area.terrainCards)
        return {*area.terrainCards,
                QCoreApplication::translate("herald::warmaster::TerrainCards",
                                            "§2.12 %1 cards, set by the referee for this area")
                    .arg(*area.terrainCards)};
    const int base = terrainCardsFor(area.terrain);
    const QString terrain = area.terrainDescription();
    if (area.coastal && area.isLand() && base < 3)
        //: %1 is a terrain name, %2 its usual number of terrain cards
        return {3, QCoreApplication::translate("herald::warmaster::TerrainCards",
                                               "§2.12 coastal %1: 3 (the larger of %2 and 3, I-48)")
                       .arg(terrain)
                       .arg(base)};
    return {base, QStringLiteral("§2.12 %1: %2").arg(terrain).arg(base)};
}

} // namespace herald::warmaster
