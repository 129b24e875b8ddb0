#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

#include <span>

/// @file
/// Personalities' own steps (spec B3.1, B4): terrain limits, two-step movers, the Nazgul
/// and Gandalf never sharing a space (F18, E20), Khazad-Dum for personalities (B7.3, E24 to
/// E26), the Paths of the Dead (B4 Ranger 3, E27) and encounter notes (B3.3, F23).

namespace herald::diplomacy::downfall {

/// Why a personality may not take a step (spec B3.1, B4).
enum class StepError : std::uint8_t
{
    None,
    NotOnBoard,     ///< the personality is absent or destroyed
    TooManySteps,   ///< more steps than it may take this turn
    NotAdjacent,    ///< no border between the two spaces
    Mountain,       ///< a mountain line, crossed only by Gandalf, Sauron, Saruman, the Nazgul
    SeaForNazgul,   ///< the Nazgul never enters the sea or a lake
    RangerOnly,     ///< only the Ranger enters Erech
    PathsNotWalked, ///< Erech to Edoras only after the Edoras to Erech walk
    ClosedToEvil,   ///< Fangorn keeps Evil out while the Ents live (Sauron excepted, E28)
    OffBoard,       ///< nothing enters the off-board box
    Busy,           ///< it led a unit or used the Nazgul's fear instead of moving
};

/// A personality's own move: the spaces it steps into, in order (B3.1).
struct PersonalityOrder
{
    Personality who = Personality::Gandalf;
    std::vector<ProvinceId> path;
};

/// Steps a personality may take this turn: Gandalf, the Nazgul and the Ranger two (the
/// Ranger one after the Paths), the others one.
[[nodiscard]] int stepsAllowed(const HardbopState &state, Personality who);

/// Whether `who` may step from `from` to `to` (terrain only; clashes come later).
[[nodiscard]] StepError checkStep(const Variant &variant, const HardbopState &state,
                                  Personality who, ProvinceId from, ProvinceId to);

/// One step (first or second) of every moving personality.
struct PersonalityStep
{
    const Position &board;
    const HardbopState &state;
    std::span<const PersonalityOrder> orders;
    /// 0 for the first step (B11 step ii), 1 for the second (step vi).
    int index = 0;
    /// Personalities that may not move this step (they led, or the Nazgul frightened).
    std::vector<Personality> busy;
    /// Where the Nazgul's controller wants it to go if Gandalf displaces it (E20).
    ProvinceId nazgulRetreat = kNoProvince;
};

/// The result of a personality step.
struct PersonalityStepResult
{
    HardbopState next;
    /// One verdict per order (None for an order without a step at this index).
    std::vector<StepError> errors;
    std::vector<Event> events;
    /// Whether Gandalf slew the Balrog on this step (he then leaves the board, C3).
    bool balrogSlain = false;
};

/// Moves the personalities one step. Gandalf wins a space the Nazgul also wants; the Nazgul
/// flees a space Gandalf enters; Khazad-Dum takes those it does not spare.
[[nodiscard]] PersonalityStepResult movePersonalities(const PersonalityStep &step);

/// Notes for every personality sharing a space with a unit or personality of another power
/// at the end of a step: one event told to both powers (B3.3, C2, F23).
[[nodiscard]] std::vector<Event> encounters(const Position &board, const HardbopState &state,
                                            int step);

/// A short explanation of a step error, for reports.
[[nodiscard]] std::string_view describe(StepError error);

} // namespace herald::diplomacy::downfall
