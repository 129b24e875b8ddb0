#pragma once

#include "core/battleboard/types.h"

#include <array>
#include <vector>

/// @file
/// What an action did, as data: a typed refusal naming the rule's subject, or the events it
/// caused, each with its roll, the modifiers and the number it had to reach. explanations.h
/// turns either into words.

namespace herald::battleboard {

/// Why an action is refused (each maps to a rule section in explanations.cpp).
enum class RefusalCode : std::uint8_t
{
    None,
    BattleOver,           ///< the battle has ended (§4)
    NotPursuit,           ///< pursuit is not running (§7.5)
    UnknownUnit,          ///< no such unit
    UnitGone,             ///< the unit was eliminated
    NotActiveSide,        ///< not this player's half of the phase (§4)
    WrongPhase,           ///< this type does not act in this phase (§4)
    AlreadyActed,         ///< one action per unit per phase (§4)
    UnitMustAct,          ///< actions.optional is off and this unit can still act (B-5)
    CannotFire,           ///< leaders never fire (§5)
    NativeMayNotFire,     ///< natives without "++" may not fire (§8)
    NothingInFront,       ///< firing or charging from a reserve or retreat box (§2.4)
    TargetNotEnemy,       ///< the target is the player's own
    TargetNotBrigade,     ///< fire and charges target brigades (B-19)
    NotInFront,           ///< the target is not along the column in front (§2.4, G1)
    OutOfRange,           ///< 2 spaces: artillery only (§5.1); charges reach 1 (B-26)
    LineOfFireBlocked,    ///< a brigade in the space between (§5.1)
    CannotCharge,         ///< artillery and leaders never charge (§5.2)
    ChargersApart,        ///< chargers must share one space (§5.2)
    TargetsApart,         ///< targets must share one space (§5.2)
    NoChargers,           ///< a charge needs a charger
    DuplicateCharger,     ///< a brigade listed twice
    ArtilleryScreened,    ///< artillery with its own infantry or cavalry in the space (§5.2)
    NotEvadable,          ///< only cavalry charged by infantry may evade (§5.2)
    NotAdjacent,          ///< one orthogonal step (§2.3, §5.3)
    ForbiddenSpace,       ///< enemy line, enemy reserve or a retreat box (§5.3)
    EnemyBrigadesThere,   ///< may not enter a space holding enemy brigades (§5.3)
    ZoneToZone,           ///< from next to enemy brigades to next to enemy brigades (§5.3)
    LeaderIntoLeaders,    ///< a leader may not enter a space of enemy leaders (§5.3)
    NotInfantry,          ///< only infantry entrenches (§5.4)
    NotOwnLine,           ///< entrench only in its own line space (§5.4)
    AlreadyEntrenched,    ///< no stacking (§5.4)
    InFort,               ///< brigades in a fort may not entrench (§8)
    NativeMayNotEntrench, ///< natives without "++" may not entrench (§8)
    NotALeader,           ///< only leaders rally (§5.5)
    LeaderNotInReserve,   ///< rally only from the own reserve box (§5.5)
    NotInRetreatBox,      ///< the rallied brigade must be in the retreat box (§5.5)
    NativeRallyUsedUp,    ///< the army's "+" attempts are spent (§8)
    NativeArmyNoLeader,   ///< a non-native army rallies with a leader (§5.5, §8)
    RetreatTooEarly,      ///< retreat by choice from turn 2 (§7.2)
    RetreatNotOwnHalf,    ///< only during the player's own half of a phase (§7.2)
    NotAPursuer,          ///< only the winner's cavalry and infantry pursue (§7.5)
    AlreadyPursued,       ///< at most once (§7.5)
    InRetreatBox,         ///< units in the retreat box do not pursue, fire or move (§7.5, §2.3)
    CavalryScreen,     ///< while retreating cavalry screens, cavalry against cavalry only (§7.5)
    ScreenBarsInfantry ///< pursuit.infantry_after_screen = false and there was a screen (B-11)
};

/// A refusal with its subjects: the unit, another unit or space, and numbers.
struct Refusal
{
    Refusal() = default;
    Refusal(RefusalCode c, int u = -1, int o = -1, Space s = {}, int x = 0, int y = 0)
        : code(c), unit(u), other(o), space(s), a(x), b(y)
    {
    }

    RefusalCode code = RefusalCode::None;
    int unit = -1;
    int other = -1;
    Space space;
    int a = 0;
    int b = 0;
};

/// Where a die-roll modifier comes from (§9).
enum class DrmSource : std::uint8_t
{
    TypeCharge, ///< the type's charge modifier (placeholder table)
    Leader,     ///< a leader in the space
    Elite,      ///< elite brigade
    Numbers,    ///< charge numbers bonus
    Entrenched, ///< target space entrenched
    Fort,       ///< target in a fort (WAoI)
    Native,     ///< native firer or charger (WAoI)
    HumanWave,  ///< native human wave (WAoI)
    Tech,       ///< technology/school (WAoI)
    Year,       ///< entrenchment year
    TargetInBox ///< pursuit target in the reserve or retreat box
};

/// One modifier. Left without default values on purpose: Drms holds ten of them in every roll
/// and only reads the first `size()`, so zeroing the rest would be wasted work.
struct Drm
{
    DrmSource source;
    std::int8_t value;
};

/// A set of modifiers (at most a handful per roll, kept inline so the auto-resolver's
/// thousands of battles do not allocate for them).
class Drms
{
public:
    void add(DrmSource source, int value)
    {
        if (value != 0 && m_count < m_items.size())
            m_items[m_count++] = {source, static_cast<std::int8_t>(value)};
    }
    [[nodiscard]] int total() const
    {
        int t = 0;
        for (std::size_t i = 0; i < m_count; ++i)
            t += m_items[i].value;
        return t;
    }
    [[nodiscard]] std::size_t size() const { return m_count; }
    [[nodiscard]] static constexpr std::size_t capacity() { return 10; }
    [[nodiscard]] const Drm &operator[](std::size_t i) const { return m_items[i]; }

private:
    std::array<Drm, 10> m_items;
    std::uint8_t m_count = 0;
};

/// One roll against a number: natural + modifiers, compared with `target`.
struct Check
{
    int natural = 0;
    Drms drms;
    int target = 0; ///< the number to reach (0 where a roll has no target, e.g. a charge)

    [[nodiscard]] int total() const { return natural + drms.total(); }
    [[nodiscard]] bool reached() const { return total() >= target; }
};

enum class EventKind : std::uint8_t
{
    FireRoll,            ///< to-hit roll: unit fired at other
    FireResult,          ///< 1d6 result roll after a hit
    ChargeRolls,         ///< unit charged other: roll (charger) against second (defender)
    ChargeNoTarget,      ///< the charger's target was gone and no other was left (§5.2.8)
    Evaded,              ///< cavalry `unit` evaded to its reserve (§5.2.3)
    Moved,               ///< unit moved to space
    LeaderPursuit,       ///< unit rolled against enemy leader `other` on entering (§5.3)
    Entrenched,          ///< entrenchment roll (success in roll.reached())
    RallyRoll,           ///< rally roll for `other` by leader `unit` (-1 for natives)
    LeaderKilled,        ///< leader `unit` killed by a natural 11-12 of `other`'s roll (§6)
    Retreated,           ///< brigade `unit` went to its retreat box
    Eliminated,          ///< unit eliminated
    ToReserve,           ///< unit (a leader or a rallied brigade) went to its reserve
    BattleEnded,         ///< the battle ended; `value` is the EndCause, `side` retreats
    ForcedRetreatRoll,   ///< the end-of-turn roll (§7.3): natural against the turn number
    NoForcedRetreatRoll, ///< end of turn without the roll (combat, or units in the middle)
    PhaseBegins,         ///< a new half of a phase: `side` acts in `value` (a Phase)
    TurnBegins,          ///< turn `value` begins
    RetreatDeclared,     ///< `side` retreats by choice (§7.2)
    PursuitRoll,         ///< pursuer unit against other (§7.5)
    PursuitBegins,       ///< `side` pursues; `value` 1 when a cavalry screen stands
    PursuitEnds
};

struct Event
{
    EventKind kind = EventKind::Moved;
    int unit = -1;
    int other = -1;
    Side side = Side::Attacker;
    Space space;
    int value = 0;
    Check roll;
    Check second; ///< the defender's roll of a charge
};

/// What an action did, or why it was refused (and then it changed nothing).
struct Outcome
{
    Refusal refusal;
    std::vector<Event> events;
    /// False when the battle does not keep events (BattleState::recordEvents): the
    /// auto-resolver's simulations only need the final state.
    bool keep = true;

    void add(const Event &e)
    {
        if (keep)
            events.push_back(e);
    }

    [[nodiscard]] bool refused() const { return refusal.code != RefusalCode::None; }
    static Outcome refuse(Refusal r)
    {
        Outcome o;
        o.refusal = r;
        return o;
    }
};

} // namespace herald::battleboard
