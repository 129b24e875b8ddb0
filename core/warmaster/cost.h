#pragma once

#include <QString>

#include <compare>

namespace herald::warmaster {

/// A points cost, kept in tenths of a point.
///
/// Army-list costs are whole points, but a created race's +10% surcharge (§2.4) may be kept
/// with its fraction (setting createdRaceRounding = none: 125 → 137.5). Holding tenths keeps
/// roster sums and the comparison with the army points exact.
class Cost
{
public:
    constexpr Cost() = default;
    [[nodiscard]] static constexpr Cost points(int whole) { return Cost(whole * 10); }
    [[nodiscard]] static constexpr Cost tenths(int tenths) { return Cost(tenths); }

    [[nodiscard]] constexpr int inTenths() const { return m_tenths; }
    [[nodiscard]] constexpr bool isWhole() const { return m_tenths % 10 == 0; }
    /// Whole points, rounded down (a cost is never negative in the rules).
    [[nodiscard]] constexpr int wholePoints() const { return m_tenths / 10; }
    /// "121", or "137.5" when a fraction is kept.
    [[nodiscard]] QString toString() const;

    constexpr Cost &operator+=(Cost other)
    {
        m_tenths += other.m_tenths;
        return *this;
    }
    friend constexpr Cost operator+(Cost a, Cost b) { return Cost(a.m_tenths + b.m_tenths); }
    friend constexpr Cost operator-(Cost a, Cost b) { return Cost(a.m_tenths - b.m_tenths); }
    friend constexpr Cost operator*(Cost a, int n) { return Cost(a.m_tenths * n); }
    friend constexpr auto operator<=>(Cost, Cost) = default;
    friend constexpr bool operator==(Cost, Cost) = default;

private:
    constexpr explicit Cost(int tenths) : m_tenths(tenths) {}

    int m_tenths = 0;
};

} // namespace herald::warmaster
