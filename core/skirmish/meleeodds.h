#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/combattables.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/settings.h"
#include "core/skirmish/spells.h"
#include "core/skirmish/terrain.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// Steps 1-7 of the combat algorithm (§4.10): who may fight, the odds (§4.2), the terrain
/// shift (§4.3), joint attacks and other column shifts (§4.4, §9), the table (§4.6) and
/// the die modifiers (§4.5). Pure: no dice; resolution is in melee.h.

namespace herald::skirmish {

/// One character in a combat, as the command layer sees it on the map.
struct Fighter
{
    const Profile *profile = nullptr;
    CharacterState state;
    /// The terrain of every hex the counter covers (2 for a rider, 3 for a Guard...).
    std::vector<Terrain> hexes{Terrain::Flat};
    /// A defending Alkiram or Guard attacked from one of her rear ("R") hexes (§9.3).
    bool attackedFromRear = false;
    /// The defender is a riderless horse (§4.9); its rider's profile gives the defence.
    bool riderlessHorse = false;
    /// How far the owner can retreat it, in hexes, if a result says so (§4.7): the map
    /// decides, so the command layer tells.
    int retreatRoom = 99;
    /// Attacks it has already made this player turn (§4.1: one; an adult Guard two).
    int attacksMade = 0;
    /// An attacking Alkiram or Guard (or dragon part) strikes into a hex in front of her
    /// (§4.10 step 1: they attack only to the front).
    bool targetInFrontArc = true;
    /// Spells in force on it (§4.10 steps 2-3: doubled, halved, increased; magic circle).
    ActiveSpells spells;
};

/// One combat as the active player declares it.
struct MeleeSetup
{
    Game game = Game::DN1;
    bool underground = false; ///< for the advance rule (§4.8 (T))
    std::vector<Fighter> attackers;
    std::vector<Fighter> defenders;
    /// §9.3: a Guard attacks the enemy between her legs with both attacks and +1 column.
    bool guardBetweenLegs = false;
    /// §9.1: the Black Dragon strikes one character with two parts: +1 column.
    bool dragonTwoParts = false;
    /// §9.6, §12 B6: the shift of a Gharv's attack in the interphase it appeared, which
    /// replaces the terrain comparison.
    std::optional<int> gharvAppearanceShift;
    /// §8.1: Lucifer's current defence when he stands beside Godiva and she is attacked.
    std::optional<int> luciferBesideGodiva;
    /// §4.4: the owner's choice of who takes a single stun or wound (index into the side).
    int attackerTakingHarm = 0;
    int defenderTakingHarm = 0;
};

/// Why a combat cannot be fought (§4.1, §4.2, §12 C2, C15).
enum class MeleeRefusal
{
    NoAttacker,
    NoDefender,
    AttackerCannotFight, ///< dead, stunned, or with no attack strength
    AlreadyAttacked,     ///< §4.1: its attacks this player turn are used up
    NotInFrontArc,       ///< §9.3: Alkiram and the Guards strike only to the front
    DefenderDead,
    MagicCircle,            ///< §7.4.4: the defender stands in a magic circle
    CannotEnterDefenderHex, ///< §4.1: armour against water, a rider against a tree...
    NoCombatInTerrain,      ///< crevasse
    DefenceZero,            ///< a disabled Black Dragon part (§12 C15)
    OddsBelowOneToOne,      ///< §4.2
    ColumnBelowOneToOne,    ///< §12 C2
    BadChoice,              ///< the chosen attacker or defender index is not on its side
};

/// Steps 1-7 worked out: either a refusal or the column, the table and the roll modifier.
struct MeleeOdds
{
    std::optional<MeleeRefusal> refusal;
    QString refusalText; ///< names the rule, the character and the numbers

    int attack = 0;
    int defence = 0;
    int ratio = 0;        ///< attack ÷ defence rounded down
    int terrainShift = 0; ///< §4.3 (or the Gharv appearance shift)
    int jointShift = 0;   ///< §4.4
    int specialShift = 0; ///< dragon two parts, Guard between legs
    int column = 0;       ///< 1..12 after shifts
    CombatTableKind table = CombatTableKind::Foot;
    int rollModifier = 0; ///< +1 every defender armoured, −1 a Slayer attacks
    QStringList steps;    ///< one line per step, each naming its rule

    [[nodiscard]] bool legal() const { return !refusal; }
    /// The steps as one line for the umpire.
    [[nodiscard]] QString explain() const;
};

/// Works out the odds, or why the combat is refused.
[[nodiscard]] MeleeOdds meleeOdds(const MeleeSetup &setup, const SkirmishSettings &settings);

/// The current values a fighter fights with (a riderless horse's own defence).
[[nodiscard]] std::optional<CurrentValues> fighterValues(const Fighter &fighter, Game game);

/// The melee terrain value of a fighter (§4.3): the least favourable of its hexes (riders,
/// the Baby Dragon), the majority of a Guard's three, none for Alkiram and the Black Dragon;
/// nullopt if any of its hexes allows no combat.
[[nodiscard]] std::optional<int> fighterTerrain(const Fighter &fighter);

/// The modified combat roll: face plus modifiers, clamped once to 1..10 (§4.5, §12 C29).
[[nodiscard]] int modifiedCombatRoll(int face, int modifier);

} // namespace herald::skirmish
