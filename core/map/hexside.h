#pragma once

#include "core/map/hex.h"

#include <QList>
#include <QString>

#include <compare>
#include <cstddef>
#include <functional>
#include <optional>

namespace herald::map {

/// The edge shared by two adjacent hexes.
///
/// A hexside is named by its two cells and stored in one canonical order (the smaller hex
/// first), so "the river between 0304 and 0305" is one record whichever cell it was entered
/// from, and two hexsides compare equal exactly when they are the same edge.
class Hexside
{
public:
    /// The side of hex in direction d.
    Hexside(Hex hex, Direction d);

    /// The side between two hexes; nullopt when they are not neighbours.
    [[nodiscard]] static std::optional<Hexside> between(Hex a, Hex b);

    [[nodiscard]] Hex first() const { return m_first; }
    [[nodiscard]] Hex second() const { return m_first.neighbour(m_direction); }
    /// Direction from first() to second().
    [[nodiscard]] Direction direction() const { return m_direction; }

    [[nodiscard]] bool touches(Hex hex) const { return hex == first() || hex == second(); }
    /// The cell across the side from hex (which must touch it).
    [[nodiscard]] Hex across(Hex hex) const { return hex == first() ? second() : first(); }
    /// "0304/0305", for files and messages; empty if either cell has no printed number.
    [[nodiscard]] QString toString() const;
    /// Reads "0304/0305" (or "0304-0305"); nullopt unless both are hexes and neighbours.
    [[nodiscard]] static std::optional<Hexside> fromString(const QString &text);

    friend auto operator<=>(const Hexside &a, const Hexside &b)
    {
        if (auto c = a.m_first <=> b.m_first; c != 0)
            return c;
        return a.second() <=> b.second();
    }
    friend bool operator==(const Hexside &, const Hexside &) = default;

private:
    Hex m_first;
    Direction m_direction;
};

[[nodiscard]] std::size_t qHash(const Hexside &side, std::size_t seed = 0) noexcept;

/// The hexsides a drag from hex to hex crosses (a river or road drawn in a map editor): one per
/// step between neighbours, in order, each once; a step to a hex that does not touch the last
/// crosses nothing.
[[nodiscard]] QList<Hexside> sidesCrossed(const QList<Hex> &stroke);

} // namespace herald::map

template <> struct std::hash<herald::map::Hexside>
{
    std::size_t operator()(const herald::map::Hexside &side) const noexcept
    {
        return herald::map::qHash(side);
    }
};
