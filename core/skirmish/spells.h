#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// The spell list of §7.4: each spell's group, cost rule, duration and the games whose cards
/// carry it; costs worked out from a magnitude or a target's values (§7.4, §12 C12).

namespace herald::skirmish {

enum class Spell
{
    // §7.4.1 on the spellcaster himself
    IncreaseOwnMovement,
    IncreaseOwnAttack,
    IncreaseOwnDefence,
    Teleportation,
    HealOwnWound,
    Invisibility,
    // §7.4.2 terrain, group 1
    TreeSmall,
    TreeMedium,
    TreeLarge,
    HouseSmall,
    HouseMedium,
    HouseLarge,
    Tower,
    SpringSmall,
    SpringMedium,
    SpringLarge,
    CrevasseSmall,
    CrevasseMedium,
    CrevasseLarge,
    EntranceOneHex,
    EntranceTwoHex,
    // §7.4.3 terrain, group 2
    BridgeSmall,
    BridgeMedium,
    BridgeLarge,
    TunnelOneHex,
    TunnelTwoHexOrJunction,
    DemolishWall,
    // §7.4.4 other characters
    Immobilization,
    DoubleAttack,
    HalveAttack,
    HealWounded,
    Revive,
    MagicCircle,
    IncreaseMovement,
    ImproveShooting,
    Levitation,
    // §7.4.5 detection
    Detect,
    DetectAndEnumerate,
    DetectAndIdentify,
    DetectAndLocate,
    // §7.4.6 other
    Fireball,
    RaiseLivingDead,
    RaiseGargoyles,
};

enum class SpellGroup
{
    OnCaster,    ///< §7.4.1, range 0
    TerrainOne,  ///< §7.4.2, surface only, flat or scrub
    TerrainTwo,  ///< §7.4.3
    OnCharacter, ///< §7.4.4
    Detection,   ///< §7.4.5, level 2, DN2
    Other,       ///< §7.4.6
};

/// How long a spell lasts (§7.4, §12 C12).
enum class SpellDuration
{
    Immediate,
    OneTurn,        ///< until the end of the player turn after the one it was cast in
    CastPlayerTurn, ///< the player turn it was cast in (magic circle)
    OneRoll,        ///< one missile roll
    Scenario,       ///< terrain: until the end of the scenario
    Spirits,        ///< turns that depend on surface or underground
};

struct SpellInfo
{
    Spell spell;
    SpellGroup group;
    SpellDuration duration;
    bool onDn1Cards; ///< Levitation is not, but §12 C26 allows it by default
    bool onDn2Cards;
    int fixedCost; ///< 0 when the cost depends on a magnitude or a target
};

[[nodiscard]] const std::vector<SpellInfo> &spellList();
[[nodiscard]] const SpellInfo &spellInfo(Spell spell);
[[nodiscard]] QString spellName(Spell spell);

/// What a cost depends on: a magnitude (MPs, points, hexes) or a target's values.
struct SpellCostInput
{
    int magnitude = 0; ///< extra MPs or points, hexes traversed, hexes of wall or circle
    const Profile *target = nullptr; ///< the caster himself for HealOwnWound
    CharacterState targetState;
    Game game = Game::DN1;
    int casterLevel = 1;
};

/// The EP cost (§7.4); nullopt with no target where the spell needs one.
[[nodiscard]] std::optional<int> spellCost(Spell spell, const SpellCostInput &input);

/// The lasting spells on one character (§7.4.1, §7.4.4), as the command layer keeps them
/// until they expire.
struct ActiveSpells
{
    int attackBonus = 0;   ///< Increase attack (the caster)
    int defenceBonus = 0;  ///< Increase defence (the caster)
    int movementBonus = 0; ///< Increase movement (the caster, or a target)
    bool attackDoubled = false;
    bool attackHalved = false;
    bool immobilized = false;
    bool inMagicCircle = false; ///< cannot be attacked or shot at
};

/// The attack with spells: doubled or halved (rounded down, §12 C12) first, then the
/// caster's own increase added ([decision] the rules do not order them).
[[nodiscard]] int attackWithSpells(int attack, const ActiveSpells &spells);
/// The MA with spells: 0 when immobilized, else the MA plus any increase.
[[nodiscard]] int movementWithSpells(int movementAllowance, const ActiveSpells &spells);

/// How many player turns after the casting one the effect lasts (§12 C12, §7.4.6): "1 turn" is
/// 1; spirits 3 or 1 (Living Dead) and 7 or 3 (Gargoyles), surface or underground, the casting
/// turn counting as half a turn; nullopt for immediate, one-roll and scenario-long spells.
[[nodiscard]] std::optional<int> playerTurnsAfterCasting(Spell spell, bool underground);

} // namespace herald::skirmish
