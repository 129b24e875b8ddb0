#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/map/hexlayout.h"

#include <QImage>
#include <QSet>
#include <QStringList>

class QPainter;

namespace herald::hexwarrender {

/// What the hex game board shows besides the map: the counters of the position, the hexes to
/// highlight, the units picked, a scanned map under the hexes.
struct HexwarScene
{
    const herald::hexwar::HexwarMap *map = nullptr;
    const herald::hexwar::GameState *state = nullptr;
    QSet<map::Hex> highlighted;       ///< where the picked counter may go, or retreat, or advance
    QString selected;                 ///< the counter picked or dragged
    QStringList attackers;            ///< the units named for the next attack
    QImage underlay;                  ///< the scanned map, stretched under the hex grid
    double underlayOpacity = 0.3;     ///< how strongly the terrain is drawn over the underlay
    std::optional<map::Hex> dragOver; ///< the hex a dragged counter is over
    bool hexNumbers = false;          ///< each hex's XXYY number at its top, as on a printed map
};

/// Paints the board: terrain, rivers, roads and bridges on hexsides, places, the highlighted
/// hexes and the counters (side colour, strength-movement, F/M, half strength striped), and
/// the hex numbers when asked.
void paintHexwarBoard(QPainter &painter, const map::HexLayout &layout, const HexwarScene &scene);

} // namespace herald::hexwarrender
