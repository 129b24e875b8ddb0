#pragma once

#include "core/map/hex.h"
#include "core/map/hexside.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace herald::map {

/// Which way the printed hexes stand (Black Eagle spec 2.2, grid.orientation).
enum class GridOrientation
{
    FlatTopColumns, ///< flat-topped hexes in vertical columns (Herald's default)
    PointyTopRows,  ///< pointy-topped hexes in horizontal rows
};

/// Which printed columns (or rows) sit half a hex lower (or further right) than their
/// neighbours (spec 2.2, grid.shifted_parity).
enum class ShiftedParity
{
    Even, ///< 02, 04, ...: "0201" is south-east of "0101" (Herald's default)
    Odd,  ///< 01, 03, ...: "0201" is north-east of "0101"
};

/// How a printed hex map lays out and numbers its hexes: the bridge between the printed "XXYY"
/// numbers (XX the column counted west to east, YY the row counted north to south, both from 01)
/// and the cube coordinates every rule computes with.
///
/// The same printed numbers are different neighbours under different grids: under the default
/// grid 2321's neighbours include 2220 and 2420, under odd parity 2222 and 2422. So a map keeps
/// its grid, and every number read from or shown to a person goes through it. Neighbours,
/// distances and hexsides stay plain cube arithmetic on the Hex values it gives.
///
/// The default grid is the numbering of Hex::fromXXYY() and Hex::toXXYY(). The other three are
/// the same flat-topped model seen differently: odd parity moves the stagger by one column, and
/// pointy-topped rows are the flat-topped columns mirrored across the diagonal (rows play the
/// part of columns), which keeps every neighbour a neighbour.
class HexGrid
{
public:
    constexpr HexGrid() = default;
    constexpr HexGrid(GridOrientation orientation, ShiftedParity parity)
        : m_orientation(orientation), m_parity(parity)
    {
    }

    [[nodiscard]] constexpr GridOrientation orientation() const { return m_orientation; }
    [[nodiscard]] constexpr ShiftedParity shiftedParity() const { return m_parity; }
    [[nodiscard]] constexpr bool isDefault() const { return *this == HexGrid(); }

    /// The hex printed at a column and row (both counted from 1).
    [[nodiscard]] Hex hexAt(int column, int row) const;
    /// The printed column and row of a hex (counted from 1; may be below 1 for hexes off a map).
    [[nodiscard]] Offset printed(Hex hex) const;

    /// Reads "XXYY" (columns and rows 01..99); nullopt if malformed.
    [[nodiscard]] std::optional<Hex> fromNumber(QStringView text) const;
    /// "XXYY"; empty for a hex whose column or row is outside 01..99.
    [[nodiscard]] QString number(Hex hex) const;

    /// "0304/0305"; empty when either cell has no number.
    [[nodiscard]] QString sideName(const Hexside &side) const;
    /// Reads "0304/0305" (or "0304-0305"); nullopt unless both are numbers and neighbours.
    [[nodiscard]] std::optional<Hexside> sideFromName(const QString &text) const;

    /// The configuration words of spec 2.2: "flat_top_columns", "pointy_top_rows"; "even", "odd".
    [[nodiscard]] static QString orientationKey(GridOrientation orientation);
    [[nodiscard]] static std::optional<GridOrientation> orientationFromKey(QStringView key);
    [[nodiscard]] static QString parityKey(ShiftedParity parity);
    [[nodiscard]] static std::optional<ShiftedParity> parityFromKey(QStringView key);
    /// The four grids by the usual offset-coordinate names, counted from column (or row) 0:
    /// "odd-q" (flat-topped, printed even columns lower: the default), "even-q", "odd-r"
    /// (pointy-topped, printed even rows further right), "even-r".
    [[nodiscard]] QString offsetKey() const;
    [[nodiscard]] static std::optional<HexGrid> fromOffsetKey(QStringView key);

    friend constexpr bool operator==(const HexGrid &, const HexGrid &) = default;

private:
    /// 0 for even parity, 1 for odd: how many columns the stagger moves in the cube model.
    [[nodiscard]] constexpr int stagger() const { return m_parity == ShiftedParity::Even ? 0 : 1; }
    [[nodiscard]] constexpr bool transposed() const
    {
        return m_orientation == GridOrientation::PointyTopRows;
    }

    friend class HexLayout;

    GridOrientation m_orientation = GridOrientation::FlatTopColumns;
    ShiftedParity m_parity = ShiftedParity::Even;
};

} // namespace herald::map
