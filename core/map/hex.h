#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <compare>
#include <cstddef>
#include <functional>
#include <optional>

namespace herald::map {

/// The six neighbours of a flat-topped hex, clockwise from the top.
///
/// Herald's hex maps are flat-topped with vertical columns, like most printed wargame maps:
/// every hex has a neighbour straight above (North) and straight below (South).
enum class Direction
{
    North,
    NorthEast,
    SouthEast,
    South,
    SouthWest,
    NorthWest,
};

/// All six directions in clockwise order, for loops.
inline constexpr std::array<Direction, 6> allDirections{Direction::North,     Direction::NorthEast,
                                                        Direction::SouthEast, Direction::South,
                                                        Direction::SouthWest, Direction::NorthWest};

/// The direction pointing back.
[[nodiscard]] constexpr Direction opposite(Direction d)
{
    return static_cast<Direction>((static_cast<int>(d) + 3) % 6);
}

/// A 0-based column and row of the printed map (the offset form of a hex).
struct Offset
{
    int column = 0;
    int row = 0;

    friend bool operator==(const Offset &, const Offset &) = default;
};

/// One hex cell, held in cube coordinates (q + r + s = 0) so that neighbours and distance are
/// plain arithmetic; the offset form and the printed "XXYY" number are conversions at the edge.
///
/// Offset layout ("odd-q", Tiled's staggered map with stagger axis X, stagger index odd):
/// flat-topped hexes in vertical columns, and every odd 0-based column (printed columns 02, 04,
/// ...) sits half a hex lower than its neighbours. XXYY is the 1-based column followed by the
/// 1-based row, two digits each: "0101" is the top-left hex, "0203" is column 2, row 3.
class Hex
{
public:
    constexpr Hex() = default;
    /// Axial coordinates; s is implied.
    constexpr Hex(int q, int r) : m_q(q), m_r(r) {}

    /// The hex at a 0-based column and row.
    [[nodiscard]] static constexpr Hex fromOffset(Offset offset)
    {
        const int q = offset.column;
        return {q, offset.row - (q - (q & 1)) / 2};
    }
    /// Reads a printed hex number "XXYY" (columns and rows 01..99); nullopt if malformed.
    [[nodiscard]] static std::optional<Hex> fromXXYY(QStringView text);

    [[nodiscard]] constexpr int q() const { return m_q; }
    [[nodiscard]] constexpr int r() const { return m_r; }
    [[nodiscard]] constexpr int s() const { return -m_q - m_r; }

    [[nodiscard]] constexpr Offset offset() const { return {m_q, m_r + (m_q - (m_q & 1)) / 2}; }
    /// True when the hex has a printed number (column and row both 1..99 when 1-based).
    [[nodiscard]] bool hasXXYY() const;
    /// The printed number, "0304"; empty for hexes outside 0101..9999.
    [[nodiscard]] QString toXXYY() const;

    [[nodiscard]] constexpr Hex neighbour(Direction d) const
    {
        constexpr std::array<std::array<int, 2>, 6> step{
            {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
        const auto &delta = step[static_cast<std::size_t>(d)];
        return {m_q + delta[0], m_r + delta[1]};
    }
    /// The six neighbours in the order of allDirections.
    [[nodiscard]] std::array<Hex, 6> neighbours() const;
    /// Steps between two hexes on an open grid.
    [[nodiscard]] constexpr int distanceTo(Hex other) const
    {
        const int dq = m_q - other.m_q;
        const int dr = m_r - other.m_r;
        const int ds = s() - other.s();
        return (abs(dq) + abs(dr) + abs(ds)) / 2;
    }
    /// The direction of an adjacent hex; nullopt when the two are not neighbours.
    [[nodiscard]] std::optional<Direction> directionTo(Hex other) const;

    friend constexpr auto operator<=>(const Hex &, const Hex &) = default;
    friend constexpr bool operator==(const Hex &, const Hex &) = default;

private:
    static constexpr int abs(int v) { return v < 0 ? -v : v; }

    int m_q = 0;
    int m_r = 0;
};

/// Hash for QHash.
[[nodiscard]] std::size_t qHash(Hex hex, std::size_t seed = 0) noexcept;

} // namespace herald::map

template <> struct std::hash<herald::map::Hex>
{
    std::size_t operator()(herald::map::Hex hex) const noexcept { return herald::map::qHash(hex); }
};
