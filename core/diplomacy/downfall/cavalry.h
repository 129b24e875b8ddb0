#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <span>

/// @file
/// Cavalry's second half (spec B6.3, D4): after the first step and its retreats, a smaller
/// resolution on the same engine in which only cavalry second halves act. Every other
/// unit holds without support, garrisons with strength 1.

namespace herald::diplomacy::downfall {

/// Why a cavalry second half has no effect (spec B6.3, D4).
enum class SecondHalfError : std::uint8_t
{
    None,
    NotCavalry,         ///< no cavalry of that power was meant to stand there
    FirstHalfFailed,    ///< its first half bounced, or its support was cut or void
    Dislodged,          ///< dislodged at the first step: its retreat replaced the rest
    MixedHalves,        ///< a cavalry unit moves or supports for the whole turn, not both
    SupportsNonCavalry, ///< a second-half support backs only a cavalry second-half move
};

/// The first step of the turn, and the board the second step starts from.
struct CavalryStep
{
    /// The position and state the turn started with (its phase and owners still apply).
    const Position &turnStart;
    const HardbopState &turnState;
    /// The first step's results.
    const Adjudication &firstHalf;
    /// Units and state after the first step's retreats (or its result if none retreated).
    const Position &board;
    const HardbopState &boardState;
    /// Gandalf's second order when it supports a cavalry second-half move (D4, E17).
    std::optional<GandalfSupport> gandalfSupport{};
    /// The space of the cavalry whose second half Gandalf leads, as he led its first (E17).
    ProvinceId gandalfLeads = kNoProvince;
    /// Personalities that led a unit at step ii: a unit that only holds now keeps the lead of
    /// those still in its space (D4).
    std::vector<Personality> firstLeaders{};
};

/// The judge's answer for the second step.
struct CavalryStepResult
{
    /// Results of the valid second halves, in the order given, then default holds.
    Adjudication adjudication;
    /// One verdict per second-half order given.
    std::vector<SecondHalfError> halves;
    /// Gandalf's second-step support, when one was given (E17).
    GandalfSupportError gandalfSupport = GandalfSupportError::None;
    /// Whether Gandalf led a second half, as `CavalryStep::gandalfLeads` asked (E17).
    bool gandalfLed = false;
    /// Where Gandalf ends by leading a second half (kNoProvince: he did not move with one).
    ProvinceId gandalfTo = kNoProvince;
    /// Cavalry the Balrog annihilated as they entered Khazad-Dum (spec B7.3, D5).
    std::vector<ProvinceId> annihilated;
    /// Gandalf led a second half into Khazad-Dum and slew the Balrog: he leaves the board.
    bool balrogSlain = false;
    HardbopState next;
};

/// Adjudicates the cavalry second halves (steps vi to viii of spec B11). Each order is
/// written from where the cavalry meant to be after its first half (spec B6.3).
[[nodiscard]] CavalryStepResult adjudicateCavalryStep(const CavalryStep &step,
                                                      std::span<const Order> secondHalves);

/// A short explanation of a second-half verdict, for reports.
[[nodiscard]] std::string_view describe(SecondHalfError error);

} // namespace herald::diplomacy::downfall
