#pragma once

#include "core/dice/dice.h"
#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/settings.h"
#include "core/skirmish/spells.h"

#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// Spellcasting (§7.1-§7.3): energy, range and its penalty, the success roll, how often a
/// caster may cast, and DN1 counterspells.

namespace herald::skirmish {

/// A spellcaster's card (§7.5).
struct Spellcaster
{
    const Profile *profile = nullptr;
    CharacterState state;
    int level = 1;
    int epLeft = 100;
    bool castThisPlayerTurn = false;      ///< DN1: one spell per player turn
    bool counteredThisPlayerTurn = false; ///< DN1: one counterspell per player turn
    bool castThisGameTurn = false;        ///< DN2: one spell per game turn
};

/// §7.1: level × 100 EPs at the start of a scenario.
[[nodiscard]] int startingEnergy(int level);
/// §7.1: a wounded caster's EPs are halved (rounded down), a healed caster's doubled.
[[nodiscard]] int energyAfterWound(int epLeft);
[[nodiscard]] int energyAfterHealing(int epLeft);

/// §7.2 step 4: the range without penalty, by game, level and surface or underground.
[[nodiscard]] int spellRange(Game game, int level, bool underground,
                             const SkirmishSettings &settings);
/// §7.2 step 2: the modified roll must exceed cost ÷ 10 rounded up.
[[nodiscard]] int successThreshold(int cost);

/// A spell as the casting player declares it, its cost already worked out (spellCost).
struct CastRequest
{
    Game game = Game::DN1;
    bool underground = false;
    Spell spell = Spell::Fireball;
    int cost = 0;
    int distance = 0; ///< to the farthest target hex; 0 on the caster himself
    /// The target is on another map than the caster's (§7.2 step 4); for detection spells,
    /// `adjacentMap` says it is the next map.
    bool otherMap = false;
    bool adjacentMap = false;
    Spellcaster caster;
    /// DN1: an enemy spellcaster counters, at this distance from the spell's target (§7.3).
    std::optional<Spellcaster> counterer;
    int countererDistance = 0;
};

/// What a casting did: who paid what, the rolls, whether the spell works.
struct CastOutcome
{
    std::optional<QString> refusal; ///< the spell cannot be cast: the rule and the numbers
    Spellcaster casterAfter;
    std::optional<Spellcaster> countererAfter;
    std::optional<int> counterFace;
    bool countered = false;
    std::optional<int> face;
    bool succeeds = false;
    QStringList lines;

    [[nodiscard]] QString explain() const;
};

/// Checks a casting without rolling: nullopt if it may be cast, else why not.
[[nodiscard]] std::optional<QString> castingProblem(const CastRequest &request,
                                                    const SkirmishSettings &settings);

/// Resolves a casting from dice already rolled: the counterspell's face first (if countered),
/// then the caster's (not needed when the counter succeeds).
[[nodiscard]] CastOutcome castSpell(const CastRequest &request, std::optional<int> counterFace,
                                    std::optional<int> casterFace,
                                    const SkirmishSettings &settings);
/// Resolves a casting rolling through the dice.
[[nodiscard]] CastOutcome castSpell(const CastRequest &request, dice::Dice &dice,
                                    const SkirmishSettings &settings);

/// A fireball's effect on the character under it (§7.4.6, §12 C13).
struct FireballOutcome
{
    int face = 0;
    int total = 0;
    CharacterState after;
    int retreatHexes = 0;
    QString explanation;
};

/// 1-6 wounded and retreats, 7-10 retreats (armour +3); Alkiram and the Guards: the wound
/// becomes the retreat and the retreat nothing; the retreat is 1 hex (§12 C13).
[[nodiscard]] FireballOutcome resolveFireball(const Profile &profile, const CharacterState &state,
                                              Game game, int face, int retreatRoom = 99);

} // namespace herald::skirmish
