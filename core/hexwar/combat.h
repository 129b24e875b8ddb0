#pragma once

#include "core/dice/dice.h"
#include "core/hexwar/attack.h"
#include "core/hexwar/crt.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/odds.h"

#include <optional>

namespace herald::hexwar {

/// One attack resolved (spec 8.2, 2.5): the odds, the roll, the result and what it did.
struct CombatResolution
{
    AttackCheck check;
    CombatOdds odds;
    int roll = 0;
    CombatResult result = CombatResult::NoEffect;
    QStringList turned;      ///< turned to their half-strength side (AD, DD)
    QStringList eliminated;  ///< already at half strength when defeated: gone, no retreat (R6)
    QStringList mustRetreat; ///< must now retreat one hex each (retreat.h)
    std::optional<GameState> after;
    QString explanation; ///< columns, shifts, roll, row and result

    [[nodiscard]] bool ok() const { return after.has_value(); }
};

/// Resolves an attack the rules allow (checkAttack): rolls one d6 through dice (a typed real
/// die works the same; a typed face out of range throws dice::InvalidEntry and nothing
/// changes), reads the CRT, turns or eliminates the losers of AD/DD, marks attackers and
/// defender as used for the phase (C3, C4) and opens the aftermath: retreats to make, then one
/// advance (spec 9). AD turns every attacker by default (A12); under the ChosenAttacker setting
/// only `adChosen`, which the attacker names before the roll (C6) when more than one attacks.
[[nodiscard]] CombatResolution resolveAttack(const HexwarMap &map, const GameState &state,
                                             const QStringList &attackers, const QString &defender,
                                             dice::Dice &dice, const HexwarSettings &settings = {},
                                             const QString &adChosen = {});

/// Takes a unit out of the game for good, noting the game turn for VPs (spec 9.2).
void eliminateUnit(GameState &state, const QString &unitId);

} // namespace herald::hexwar
