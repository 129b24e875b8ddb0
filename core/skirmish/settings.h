#pragma once

/// @file
/// The referee's options of Dragon Noir (§12 D), each with the default the rules file
/// recommends. One value per game, handed to every rule that depends on it.

namespace herald::skirmish {

/// Which terrain counts when several defenders stand on different terrain (§12 C5).
enum class DefenderTerrain
{
    LeastAdvantageous,
    MostAdvantageous,
};

struct SkirmishSettings
{
    /// §12 A1: the reconstructed 11-1 and 12-1+ rows of the mounted table; false = read
    /// them as 10-1 ("conservative").
    bool mountedRowsExtrapolated = true;
    /// §12 C2: a column shifted below 1-1 is resolved at 1-1 instead of being refused.
    bool resolveBelowOneToOne = false;
    /// §12 C5.
    DefenderTerrain defenderTerrain = DefenderTerrain::LeastAdvantageous;
    /// §12 C18: the dwarves' +1 per dwarf adds to the general +1 of a joint attack.
    bool dwarfBonusCumulative = false;
    /// §12 C3: a wounded shooter's +1 also in DN2.
    bool woundedShooterInDn2 = false;
    /// §12 C4: false = a missile roll below a weapon's first printed value reads the
    /// weapon's first row rather than extending upward.
    bool missileRowsExtend = true;
    /// §12 B5: a Warrior Krob target's +1 adds to its shell's armour +1.
    bool warriorModifierCumulative = false;
    /// §5.8 optional rule "Errare humanum est": a miss is rolled again (straymissile.h).
    bool errareHumanumEst = false;
    /// §4.8 (T): the DN1 advance above ground and the DN2 advance underground; false = the
    /// DN1 rule in DN1 and the DN2 rule in DN2.
    bool advanceRuleByLevel = true;
    /// §12 B9: Lucifer's "wounded" band on the jump table kills him (a dog dies of its first
    /// wound); false = that band has no effect.
    bool luciferJumpWoundKills = true;
    /// §12 B3: Baby Hunters use the challenge table's −3 lines instead of being exempt.
    bool babyHuntersUseChallengeTable = false;
    /// §12 C1: a stunned character stands up in its side's next recovery phase, whenever
    /// in the turn it was stunned (default: only once an own turn began with it stunned).
    bool standUpInAnyOwnTurn = false;
    /// §7.4.2 (T): group 1 terrain spells are forbidden on underground maps.
    bool groupOneTerrainUnderground = false;
    /// §7.2 (T): DN1 underground maps use DN2's ranges and one-map limit.
    bool dn2MagicLimitsUnderground = true;
    /// §12 C26: Levitation for every caster, above and below ground.
    bool levitationForAll = true;
    /// §12 C27: a level-2 caster's range above ground, in hexes.
    int levelTwoSurfaceRange = 15;
};

} // namespace herald::skirmish
