#pragma once

#include "core/diplomacy/desk/judgement.h"
#include "core/diplomacy/desk/personalities.h"
#include "core/diplomacy/downfall/sequence.h"

/// @file
/// A whole Hardbop Downfall turn judged for the desk (spec B11, part C): playHardbopTurn's
/// verdicts as result rows, its public events, and the private notes of each power.

namespace herald::diplomacy::desk {

/// What the desk stores of a judged Downfall turn.
struct DownfallJudgement
{
    /// Result rows, public events, the board of the next turn and its Hardbop state.
    Judgement judgement;
    /// What only some powers may read (hidden personalities, the Ring, orders replaced);
    /// encounter notes come from encounterNotes().
    QList<PrivateNote> notes;
};

/// Plays the turn that starts at `position` with every power's orders. The only chance is
/// Gandalf's d6 on `dice` (spec C3).
[[nodiscard]] DownfallJudgement
judgeDownfallTurn(const herald::diplomacy::Position &position,
                  const herald::diplomacy::downfall::HardbopState &state,
                  const herald::diplomacy::downfall::HardbopTurnOrders &orders,
                  herald::dice::Dice &dice);

} // namespace herald::diplomacy::desk
