#pragma once

#include "core/dice/dice.h"
#include "core/skirmish/characterstate.h"
#include "core/skirmish/lineoffire.h"
#include "core/skirmish/missiletables.h"
#include "core/skirmish/settings.h"

#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// Missile fire (§5): who may shoot (§5.1, §5.2, §5.7), range (§5.3), line of fire and
/// cover (§5.4), die modifiers (§5.5), the tables (§5.6) and the results, offensive or
/// defensive, applied to the target (§4.9, §5.6, §6) — the algorithm of §5.9.

namespace herald::skirmish {

enum class FireKind
{
    Offensive, ///< the shooter's own fire phase: the target stands still
    Defensive, ///< during the enemy's movement: the target is interrupted on its path
};

/// What the shooter has done this game turn, as the turn tracker knows it (§5.2, §5.7).
struct ShooterStatus
{
    bool movedInOwnTurn = false;   ///< moved in his side's own (preceding) movement phase
    bool firedInOwnTurn = false;   ///< shot in his side's own offensive fire phase
    bool firedThisPhase = false;   ///< already shot in the current fire phase
    bool inMelee = false;          ///< adjacent to an enemy able to attack him (§5.2)
    bool inWater = false;          ///< §5.4: a character in water cannot shoot
    bool crossbowUnloaded = false; ///< §3.8.3: mounted Arlon reloads only on foot
};

/// One shot as the shooting player declares it.
struct Shot
{
    Game game = Game::DN1;
    FireKind fire = FireKind::Offensive;
    const Profile *shooter = nullptr;
    CharacterState shooterState;
    ShooterStatus status;
    const Profile *target = nullptr;
    CharacterState targetState;
    bool targetIsRiderlessHorse = false;
    int distance = 0; ///< hex distance, the target hex counted (§0)
    LineOfFire line;
    /// DN2: the target is a Krob with an Adventurer adjacent that it could attack (§5.4).
    bool targetEngagedWithFriend = false;
    int spellBonus = 0;               ///< "Improve shooting ability": −1 per 3 EPs (§5.5)
    bool targetInMagicCircle = false; ///< §7.4.4: cannot be shot at
    int retreatRoom = 99;             ///< how far the target can retreat, as the map allows (§4.7)
};

/// Why a shot cannot be made.
enum class MissileRefusal
{
    NoMissileWeapon,
    ShooterCannotShoot, ///< dead or stunned
    InMelee,
    InWater,
    MountedLongbow,  ///< §3.8.3: longbows cannot be used from the saddle
    MountedCrossbow, ///< §3.8.3: only Arlon shoots mounted, and reloads on foot
    FrequencyOfFire, ///< §5.2
    OutOfRange,
    TargetDead,
    MagicCircle,
    EngagedKrob,
    NoLineOfFire, ///< blocked, or the target has infinite cover (the Black Dragon)
};

/// Steps 1-4 of §5.9: eligibility, range, cover and modifiers.
struct ShotOdds
{
    std::optional<MissileRefusal> refusal;
    QString refusalText;
    RangeBand band = RangeBand::Short;
    Cover cover = Cover::None;
    int modifier = 0;
    MissileTableKind table = MissileTableKind::Foot;
    QStringList steps;

    [[nodiscard]] bool legal() const { return !refusal; }
    [[nodiscard]] QString explain() const;
};

[[nodiscard]] ShotOdds shotOdds(const Shot &shot, const SkirmishSettings &settings);

/// A resolved shot: the roll, the row, the cell and what it did to the target.
struct ShotResolution
{
    ShotOdds odds;
    int face = 0;
    int modifiedRoll = 0;
    int row = 0;
    MissileResult result = MissileResult::Miss;
    CharacterState after; ///< the target afterwards (a riderless horse: its horse state)
    int retreatHexes = 0; ///< offensive fire: move the target back at once
    int maReduction = 0;  ///< defensive fire: MPs taken from the rest of its move (§12 C8)
    bool halveRemainingMa = false; ///< defensive M-F B: half the remaining MA, rounded down
    bool dismounted = false;
    /// §5.8 option on and the shot missed: roll where the missile falls (straymissile.h).
    bool strayMissileRoll = false;
    QStringList lines;

    [[nodiscard]] QString explain() const;
};

/// Resolves a shot from a die already rolled (0 counts as 10).
[[nodiscard]] ShotResolution resolveShot(const Shot &shot, int face,
                                         const SkirmishSettings &settings);
/// Resolves a shot rolling the d10 through the dice.
[[nodiscard]] ShotResolution resolveShot(const Shot &shot, dice::Dice &dice,
                                         const SkirmishSettings &settings);

} // namespace herald::skirmish
