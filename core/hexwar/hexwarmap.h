#pragma once

#include "core/hexwar/terrain.h"
#include "core/map/hex.h"
#include "core/map/hexgrid.h"
#include "core/map/hexside.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace herald::hexwar {

/// One hex of a hex-and-counter map (spec 15.2).
struct HexInfo
{
    Terrain terrain = Terrain::Clear;
    Feature feature = Feature::None;
    QString name;         ///< the place's name, empty if none
    QStringList regions;  ///< named areas the hex belongs to ("Karameikos", "Dymrak Forest")
    bool playable = true; ///< false for a hex printed only in part at the map edge (spec 2.2)
};

/// What lies on one hexside (spec 15.3): a road, a river, a bridge over the river.
struct HexsideInfo
{
    QString road;  ///< the road's name, empty if none
    QString river; ///< the river's name, empty if none
    bool bridge = false;

    [[nodiscard]] bool hasRoad() const { return !road.isEmpty(); }
    [[nodiscard]] bool hasRiver() const { return !river.isEmpty(); }
    /// A bridge counts as a road (spec M6).
    [[nodiscard]] bool countsAsRoad() const { return hasRoad() || bridge; }
    /// A river hexside with no bridge: the M5 crossing rule applies.
    [[nodiscard]] bool isOpenRiver() const { return hasRiver() && !bridge; }
};

/// The map of a hex-and-counter game: a rectangle of hexes numbered "XXYY" on its printed grid
/// (spec 2.2; core/map/hexgrid.h), what lies on their hexsides, and the scenario's named hex
/// sets (spec 15.4). Every hex number read or shown goes through the map's grid.
///
/// A hex outside the rectangle is off the map (spec M11). The Duke's Road hexes of spec A3 are
/// the hexes at either end of a road hexside named kDukesRoad.
class HexwarMap
{
public:
    static constexpr const char *kDukesRoad = "Duke's Road";

    HexwarMap() = default;
    HexwarMap(int columns, int rows, map::HexGrid grid = {});

    [[nodiscard]] int columns() const { return m_columns; }
    [[nodiscard]] int rows() const { return m_rows; }
    /// How the printed map lays out and numbers its hexes (spec 2.2).
    [[nodiscard]] map::HexGrid grid() const { return m_grid; }
    /// The hex's printed number "XXYY" on this map's grid.
    [[nodiscard]] QString number(map::Hex hex) const { return m_grid.number(hex); }
    /// The hex printed with that number (on or off the map); nullopt unless "XXYY".
    [[nodiscard]] std::optional<map::Hex> numbered(QStringView text) const
    {
        return m_grid.fromNumber(text);
    }
    /// "0304/0305" on this map's grid.
    [[nodiscard]] QString sideName(const map::Hexside &side) const { return m_grid.sideName(side); }
    [[nodiscard]] QString name() const { return m_name; }
    void setName(const QString &name) { m_name = name; }
    /// Where the map comes from ("reconstruction, not the published map").
    [[nodiscard]] QString status() const { return m_status; }
    void setStatus(const QString &status) { m_status = status; }

    /// Inside the rectangle.
    [[nodiscard]] bool contains(map::Hex hex) const;
    /// Inside, playable and not water: a unit may stand there.
    [[nodiscard]] bool isLand(map::Hex hex) const;
    /// The hex's data; a default clear hex for hexes inside the rectangle never set.
    [[nodiscard]] HexInfo hex(map::Hex hex) const;
    void setHex(map::Hex hex, const HexInfo &info);

    /// What lies between two neighbours; empty for a plain hexside.
    [[nodiscard]] HexsideInfo side(map::Hex a, map::Hex b) const;
    /// Sets what lies on a hexside; an empty info makes it a plain hexside again.
    void setSide(const map::Hexside &side, const HexsideInfo &info);
    /// Every hexside that carries something, for writers and renderers.
    [[nodiscard]] const QHash<map::Hexside, HexsideInfo> &sides() const { return m_sides; }

    /// A hex with at least one river hexside (spec A17, 15.2 riverHex).
    [[nodiscard]] bool isRiverHex(map::Hex hex) const;
    /// The Duke's Road runs through the hex (spec A3).
    [[nodiscard]] bool isDukesRoad(map::Hex hex) const;
    /// A city, town or village inside Karameikos (spec 11.1, A8).
    [[nodiscard]] bool countsAsTownForVP(map::Hex hex) const;

    /// A scenario hex set (spec 15.4); empty if the map has none of that name.
    [[nodiscard]] QList<map::Hex> hexSet(const QString &name) const;
    [[nodiscard]] QStringList hexSetNames() const;
    void setHexSet(const QString &name, const QList<map::Hex> &hexes);

    /// Every hex of the rectangle, column by column.
    [[nodiscard]] QList<map::Hex> allHexes() const;

private:
    int m_columns = 0;
    int m_rows = 0;
    map::HexGrid m_grid;
    QString m_name;
    QString m_status;
    QHash<map::Hex, HexInfo> m_hexes;
    QHash<map::Hexside, HexsideInfo> m_sides;
    QSet<map::Hex> m_riverHexes;
    QSet<map::Hex> m_dukesRoad;
    QHash<QString, QList<map::Hex>> m_sets;
};

} // namespace herald::hexwar
