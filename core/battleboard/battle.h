#pragma once

#include "core/battleboard/types.h"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

/// @file
/// The state of one battle as a plain value (§12's Battle): the units where they stand, the
/// entrenched spaces, the turn and phase, whose half it is, and how it ended. A command layer
/// keeps it, hands it to the action functions and stores it back.

namespace herald::battleboard {

/// Why the battle ended (§7, §15.4).
enum class EndCause : std::uint8_t
{
    Broken,     ///< a column of the retreating side had no brigades (§7.1)
    Declared,   ///< retreat by choice (§7.2)
    ForcedRoll, ///< the attacker's end-of-turn roll (§7.3)
    TurnCap     ///< the auto-resolver's safety cap: undecided (§15.4)
};

/// How the battle ended. `retreating` is unset only for the turn cap.
struct BattleEnd
{
    EndCause cause = EndCause::Broken;
    std::optional<Side> retreating;
    int column = 0; ///< the broken column, for Broken

    /// The side that is not retreating (§7.4); unset when undecided.
    [[nodiscard]] std::optional<Side> winner() const
    {
        if (!retreating)
            return std::nullopt;
        return opponent(*retreating);
    }
};

/// Where the battle stands.
enum class Stage : std::uint8_t
{
    Battle,  ///< phases are running
    Pursuit, ///< the battle has ended; the winner pursues (§7.5)
    Finished ///< pursuit is over, or the battle was undecided
};

struct BattleState
{
    BattleSize size = BattleSize::Minor;
    std::vector<Unit> units;                         ///< a unit's id is its index
    std::array<std::array<bool, 4>, 2> entrenched{}; ///< [side][column] (§5.4)
    int turn = 1;
    Phase phase = Phase::Cavalry;
    Side active = Side::Attacker;
    bool combatThisTurn = false; ///< a fire or charge (or counted evasion) this turn (§7.3)
    std::array<int, spaceCount> humanWave{}; ///< native units eliminated per space this phase (§8)
    int nativeRallyLeft = 0;                 ///< native rally attempts left this leader phase (§8)
    std::array<int, 2> startBrigades{};      ///< brigades per side at the start (§15.4)
    Stage stage = Stage::Battle;
    std::optional<BattleEnd> end;
    /// Whether the retreating army had cavalry outside its retreat box when pursuit began
    /// (pursuit.infantry_after_screen = false, B-11).
    bool screenAtPursuitStart = false;
    /// Whether actions return their events (explanations); the auto-resolver's simulations
    /// turn it off, as they keep only the final state.
    bool recordEvents = true;

    [[nodiscard]] int columns() const { return size == BattleSize::Major ? 3 : 1; }
    [[nodiscard]] const Unit *unit(int id) const
    {
        return id >= 0 && id < static_cast<int>(units.size()) ? &units[std::size_t(id)] : nullptr;
    }
    [[nodiscard]] Unit *unit(int id)
    {
        return id >= 0 && id < static_cast<int>(units.size()) ? &units[std::size_t(id)] : nullptr;
    }

    /// Brigades of `side` standing in `s`.
    [[nodiscard]] int brigadesIn(const Space &s, Side side) const
    {
        const int i = spaceIndex(s);
        return i < 0 ? 0 : counts().brigades[std::size_t(i)][std::size_t(sideIndex(side))];
    }
    /// The units a search for `side`'s units need read: the run of `units` holding that side's
    /// when set-up listed the sides one after the other (it does), else every unit. Callers
    /// still check each unit's side; the run only spares them reading the other army.
    [[nodiscard]] std::span<const Unit> unitsToScan(Side side) const
    {
        const Counts &c = counts();
        const std::size_t s = std::size_t(sideIndex(side));
        return std::span<const Unit>(units).subspan(c.runs[s][0], c.runs[s][1] - c.runs[s][0]);
    }
    /// Calls `visit(unit)` for each unit of `side` standing in `s`, lowest id first, until it
    /// returns false. A battle of up to 128 units keeps who stands where, so only those are
    /// read; a larger one reads its side's units.
    template <typename Visit> void forEachUnitIn(const Space &s, Side side, Visit &&visit) const
    {
        const int i = spaceIndex(s);
        if (i < 0)
            return;
        const Counts &c = counts();
        if (units.size() > maxIndexed) {
            for (const Unit &u : unitsToScan(side)) {
                if (u.side == side && u.where() == s && !visit(u))
                    return;
            }
            return;
        }
        const auto &words = c.members[std::size_t(i)][std::size_t(sideIndex(side))];
        for (std::size_t w = 0; w < words.size(); ++w) {
            for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
                if (!visit(units[w * 64 + std::size_t(std::countr_zero(bits))]))
                    return;
            }
        }
    }
    /// Brigades of either side in `s`.
    [[nodiscard]] int brigadesIn(const Space &s) const;
    /// Leaders of `side` in `s`.
    [[nodiscard]] int leadersIn(const Space &s, Side side) const;
    /// Any unit of either side in `s`.
    [[nodiscard]] bool anyUnitIn(const Space &s) const;
    /// The leader of `side` in `s` who gives the DRM (G3): all leaders give the same table
    /// DRM, so the lowest id; -1 if none.
    [[nodiscard]] int drmLeaderIn(const Space &s, Side side) const;
    /// Brigades of `side` in column `column`'s part: his line space plus his brigades in the
    /// middle space (§7.1).
    [[nodiscard]] int brigadesInPart(Side side, int column) const
    {
        const Counts &c = counts();
        const auto s = std::size_t(sideIndex(side));
        return c.brigades[std::size_t(3 + 3 * int(s) + column - 1)][s] +
               c.brigades[std::size_t(column - 1)][s];
    }
    /// Whether `s` is an entrenched line space.
    [[nodiscard]] bool isEntrenched(const Space &s) const
    {
        return s.kind == SpaceKind::Line &&
               entrenched[std::size_t(sideIndex(s.owner))][std::size_t(s.column)];
    }
    /// Whether anything is still to do (the battle has not ended).
    [[nodiscard]] bool running() const { return stage == Stage::Battle; }

    /// Moves a unit to a space, or off the board when eliminated. Every move of a unit goes
    /// through these two, which keep the per-space counts.
    void place(Unit &u, SpaceKind kind, int column = 0)
    {
        uncount(u);
        u.kind = kind;
        u.column = column;
        recount(u, 1);
    }
    void eliminate(Unit &u)
    {
        uncount(u);
        u.kind = SpaceKind::Gone;
        u.column = 0;
        u.eliminated = true;
    }
    /// Call after adding units to `units` directly (set-up does): the counts are rebuilt.
    void unitsChanged() { m_counted = false; }
    /// Builds the counts now, so that copies of the battle (the simulator plays thousands of
    /// one position) start with them instead of each building its own.
    void countNow() const { (void)counts(); }

private:
    /// Brigades and leaders per space and side, built on first use and kept by place() and
    /// eliminate(): the rules ask "who is in this space" far more often than units move.
    struct Counts
    {
        std::array<std::array<std::uint8_t, 2>, spaceCount> brigades{};
        std::array<std::array<std::uint8_t, 2>, spaceCount> leaders{};
        std::array<std::array<std::size_t, 2>, 2> runs{}; ///< [sideIndex] first, end
        /// [space][sideIndex]: a bit per unit id standing there (battles of maxIndexed units)
        std::array<std::array<std::array<std::uint64_t, 2>, 2>, spaceCount> members{};
    };
    static constexpr std::size_t maxIndexed = 128;
    const Counts &counts() const
    {
        if (!m_counted)
            countAll();
        return m_counts;
    }
    void countAll() const;
    void recount(const Unit &u, int delta)
    {
        const int i = spaceIndex(u.where());
        if (!m_counted || i < 0)
            return;
        auto &row = u.isBrigade() ? m_counts.brigades : m_counts.leaders;
        row[std::size_t(i)][std::size_t(sideIndex(u.side))] =
            static_cast<std::uint8_t>(row[std::size_t(i)][std::size_t(sideIndex(u.side))] + delta);
        if (std::size_t(u.id) < maxIndexed) {
            std::uint64_t &word = m_counts.members[std::size_t(i)][std::size_t(sideIndex(u.side))]
                                                  [std::size_t(u.id) / 64];
            const std::uint64_t bit = std::uint64_t(1) << (std::size_t(u.id) % 64);
            word = delta > 0 ? word | bit : word & ~bit;
        }
    }
    void uncount(const Unit &u) { recount(u, -1); }

    mutable Counts m_counts;
    mutable bool m_counted = false;
};

} // namespace herald::battleboard
