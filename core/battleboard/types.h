#pragma once

#include <cstdint>

/// @file
/// The vocabulary of the Civil War battle board (rules file civil-war-tactical-combat.md §1,
/// §2, §12): sides, unit types, the spaces of the board and a unit on it.

namespace herald::battleboard {

/// The two roles for the whole battle (§1); not "the side making an attack".
enum class Side : std::uint8_t
{
    Attacker,
    Defender
};

[[nodiscard]] constexpr Side opponent(Side side)
{
    return side == Side::Attacker ? Side::Defender : Side::Attacker;
}

[[nodiscard]] constexpr int sideIndex(Side side)
{
    return side == Side::Attacker ? 0 : 1;
}

/// The four kinds of piece (§1). Elite cavalry is cavalry with `elite` set.
enum class UnitType : std::uint8_t
{
    Infantry,
    Cavalry,
    Artillery,
    Leader
};

/// Major: each side has at least six brigades; minor otherwise (§2.1).
enum class BattleSize : std::uint8_t
{
    Minor,
    Major
};

/// The kinds of space (§2.2). Gone marks an eliminated unit, which stays in the battle's list
/// so losses can be counted.
enum class SpaceKind : std::uint8_t
{
    Reserve,
    Line,
    Middle,
    Retreat,
    Gone
};

/// A space of the board. Columns are absolute, 1-3 from the attacker's left (§2.2); the
/// reserve and retreat boxes have column 0. The middle row is shared, so a middle space's
/// owner is always stored as Side::Attacker.
struct Space
{
    SpaceKind kind = SpaceKind::Reserve;
    int column = 0;
    Side owner = Side::Attacker;

    friend bool operator==(const Space &, const Space &) = default;
};

/// Builds a space, normalising the owner of the shared middle row.
[[nodiscard]] constexpr Space space(Side owner, SpaceKind kind, int column = 0)
{
    return {kind, column, kind == SpaceKind::Middle ? Side::Attacker : owner};
}

/// Number of distinct spaces (3 middle, 2x3 line, 2 reserve, 2 retreat): the size of
/// per-space arrays.
inline constexpr int spaceCount = 13;

/// A dense index of a space for per-space arrays (human wave counts, §8); -1 for Gone.
[[nodiscard]] constexpr int spaceIndex(const Space &s)
{
    const int side = sideIndex(s.owner);
    switch (s.kind) {
    case SpaceKind::Middle:
        return s.column - 1;
    case SpaceKind::Line:
        return 3 + side * 3 + s.column - 1;
    case SpaceKind::Reserve:
        return 9 + side;
    case SpaceKind::Retreat:
        return 11 + side;
    case SpaceKind::Gone:
        break;
    }
    return -1;
}

/// One piece on the board (§12's Piece). `id` is its index in the battle's unit list.
struct Unit
{
    int id = 0;
    Side side = Side::Attacker;
    UnitType type = UnitType::Infantry;
    bool elite = false;  ///< elite brigade (§5.6); never with WAoI
    bool native = false; ///< belongs to a WAoI native army (§8)
    int techDrm = 0;     ///< WAoI technology/school DRM of the brigade (§8)
    SpaceKind kind = SpaceKind::Reserve;
    int column = 0;          ///< 1-3 in a line or middle space, 0 in a box
    bool acted = false;      ///< has taken its action in the current phase (§4)
    bool pursued = false;    ///< has made its pursuit roll (§7.5)
    bool eliminated = false; ///< eliminated in battle or pursuit (kind is Gone)
    bool eliminatedInPursuit = false;

    [[nodiscard]] bool isBrigade() const { return type != UnitType::Leader; }
    [[nodiscard]] bool isEliteCavalry() const { return type == UnitType::Cavalry && elite; }
    [[nodiscard]] Space where() const { return space(side, kind, column); }
    [[nodiscard]] bool onBoard() const { return kind != SpaceKind::Gone; }
};

/// The four phases of a turn, in order (§4).
enum class Phase : std::uint8_t
{
    Cavalry,
    Artillery,
    Infantry,
    Leader
};

/// The unit type that acts in a phase.
[[nodiscard]] constexpr UnitType phaseType(Phase phase)
{
    switch (phase) {
    case Phase::Cavalry:
        return UnitType::Cavalry;
    case Phase::Artillery:
        return UnitType::Artillery;
    case Phase::Infantry:
        return UnitType::Infantry;
    case Phase::Leader:
        break;
    }
    return UnitType::Leader;
}

} // namespace herald::battleboard
