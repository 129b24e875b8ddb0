#pragma once

#include "core/dice/dice.h"
#include "core/skirmish/meleeodds.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// Steps 8-10 of the combat algorithm (§4.10): the table read with the roll, the result
/// turned by the special rules of §8 and §9 into what happens to each character (§4.7,
/// §4.9), and who may advance after combat (§4.8).

namespace herald::skirmish {

/// What one combat did to one character.
struct FighterOutcome
{
    CharacterState before;
    CharacterState after;
    int retreatHexes = 0;    ///< hexes the owner must now move it back (§4.7)
    bool dismounted = false; ///< §4.9: place the foot counter beside the horse
    QStringList lines;       ///< what happened, each naming its rule
};

/// Who may advance after the combat (§4.8).
struct Advance
{
    bool attackers = true; ///< the winning side
    bool everyone = false; ///< DN2 rule: all victorious characters, each half its MA
    int hexes = 0;         ///< DN1 rule: one character, 2 hexes on foot or 3 mounted
    QString text;
};

/// A resolved combat: the odds, the roll, the cell and every character's outcome.
struct MeleeResolution
{
    MeleeOdds odds;
    int face = 0; ///< the d10 as rolled (0 counts as 10)
    int roll = 0; ///< after modifiers and clamping
    CombatResult result = CombatResult::None;
    /// §9.3: a Slayer struck among several Krobs; this roll (1-5 mortal) is needed before
    /// a wound can be applied. Set when the roll was made.
    std::optional<int> venomFace;
    bool awaitingVenomRoll = false; ///< the pure resolver was not given the venom roll
    std::vector<FighterOutcome> attackers;
    std::vector<FighterOutcome> defenders;
    std::optional<Advance> advance;

    /// Odds, column, shifts, roll and row, then what happened, for the umpire.
    [[nodiscard]] QString explain() const;
};

/// True when a result on this combat calls for the Slayers' venom roll (§9.3, §12 C23).
[[nodiscard]] bool needsVenomRoll(const MeleeSetup &setup, CombatTableKind table,
                                  CombatResult result);

/// Resolves a combat from a die already rolled (a typed real die or a test); `venomFace`
/// is used if the venom roll is needed. A refused combat returns its odds with the refusal
/// and no outcomes.
[[nodiscard]] MeleeResolution resolveMelee(const MeleeSetup &setup, int face,
                                           std::optional<int> venomFace,
                                           const SkirmishSettings &settings);

/// Resolves a combat rolling through the dice: the combat d10, then the venom d10 if needed.
[[nodiscard]] MeleeResolution resolveMelee(const MeleeSetup &setup, dice::Dice &dice,
                                           const SkirmishSettings &settings);

} // namespace herald::skirmish
