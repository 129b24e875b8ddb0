#include "core/skirmish/missile.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Missile)
};

ShotOdds refuse(ShotOdds odds, MissileRefusal why, const QString &text)
{
    odds.refusal = why;
    odds.refusalText = text;
    return odds;
}

/// §5.2: may this weapon shoot in this kind of fire phase?
std::optional<QString> frequencyProblem(const Shot &shot)
{
    if (shot.status.firedThisPhase)
        return Tr::tr("§5.2 %1 has already shot in this fire phase").arg(shot.shooter->name);
    if (shot.fire == FireKind::Offensive)
        return std::nullopt;
    switch (shot.shooter->weapon) {
    case Weapon::Longbow:
        if (shot.status.movedInOwnTurn)
            return Tr::tr("§5.2 %1 moved in his own turn: a longbow then has no defensive fire")
                .arg(shot.shooter->name);
        break;
    case Weapon::Crossbow:
        if (shot.status.movedInOwnTurn || shot.status.firedInOwnTurn)
            return Tr::tr("§5.2 %1 moved or shot in his own turn: a crossbow then has no "
                          "defensive fire")
                .arg(shot.shooter->name);
        break;
    default:
        break;
    }
    return std::nullopt;
}

void blow(ShotResolution &res, const Shot &shot, Blow b)
{
    BlowSource source;
    source.missile = true;
    const BlowOutcome o = applyBlow(*shot.target, res.after, b, source);
    res.after = o.after;
    res.lines << o.explanation;
    if (o.retreatAsMissileA) {
        if (shot.fire == FireKind::Offensive)
            res.retreatHexes = 2;
        else
            res.maReduction = 2;
    }
}

void retreatOrSlow(ShotResolution &res, const Shot &shot, int hexes)
{
    if (shot.fire == FireKind::Defensive) {
        res.maReduction = hexes;
        res.lines << Tr::tr("§5.6 defensive fire: %1 loses %2 MPs of the rest of its move (§12 C8)")
                         .arg(shot.target->name)
                         .arg(hexes);
        return;
    }
    if (shot.targetIsRiderlessHorse) {
        res.retreatHexes = std::min(hexes, shot.retreatRoom);
        res.lines << Tr::tr("§4.9 the riderless horse retreats %1 hex(es)").arg(res.retreatHexes);
        return;
    }
    const RetreatOutcome r =
        applyRetreat(*shot.target, res.after, hexes, shot.retreatRoom, /*fromMelee=*/false);
    res.after = r.after;
    res.retreatHexes = r.hexes;
    res.lines << r.explanation;
}

void dismount(ShotResolution &res, bool horseDies)
{
    res.after.horse = horseDies ? HorseState::Dead : HorseState::Riderless;
    res.dismounted = true;
    res.lines << (horseDies ? Tr::tr("§4.9 the horse is killed; the rider's counter goes beside it")
                            : Tr::tr("§4.9 dismounted: the rider's counter goes beside the "
                                     "riderless horse"));
}

} // namespace

QString ShotOdds::explain() const
{
    return refusal ? refusalText : steps.join(QStringLiteral("; "));
}

QString ShotResolution::explain() const
{
    if (!odds.legal())
        return odds.refusalText;
    QStringList all{odds.explain()};
    const QString table =
        odds.table == MissileTableKind::Foot ? QStringLiteral("M-F") : QStringLiteral("M-M");
    all << Tr::tr("§5.9 rolled %1, modified %2: %3 row %4, %5: %6")
               .arg(face)
               .arg(modifiedRoll)
               .arg(table)
               .arg(row)
               .arg(coverName(odds.cover), missileLetter(result));
    all << lines;
    return all.join(QStringLiteral("; "));
}

ShotOdds shotOdds(const Shot &shot, const SkirmishSettings &settings)
{
    ShotOdds odds;
    const Profile &shooter = *shot.shooter;
    const Profile &target = *shot.target;

    // §5.9 step 1: the shooter.
    if (shooter.weapon == Weapon::None)
        return refuse(odds, MissileRefusal::NoMissileWeapon,
                      Tr::tr("§5.1 %1 has no missile weapon").arg(shooter.name));
    if (!shot.shooterState.alive() || shot.shooterState.health == Health::Stunned)
        return refuse(
            odds, MissileRefusal::ShooterCannotShoot,
            Tr::tr("§6.1 %1 is %2 and cannot shoot")
                .arg(shooter.name, shot.shooterState.alive() ? Tr::tr("stunned") : Tr::tr("dead")));
    if (shot.status.inMelee)
        return refuse(odds, MissileRefusal::InMelee,
                      Tr::tr("§5.2 %1 is in contact with an enemy able to attack him and cannot "
                             "shoot")
                          .arg(shooter.name));
    if (shot.status.inWater)
        return refuse(odds, MissileRefusal::InWater,
                      Tr::tr("§5.4 %1 is in water and cannot shoot").arg(shooter.name));
    if (shot.shooterState.mounted()) {
        if (shooter.weapon != Weapon::Crossbow || !shooter.hasTrait(QStringLiteral("mountedFire")))
            return refuse(odds,
                          shooter.weapon == Weapon::Longbow ? MissileRefusal::MountedLongbow
                                                            : MissileRefusal::MountedCrossbow,
                          Tr::tr("§3.8.3 %1 cannot shoot from the saddle").arg(shooter.name));
        if (shot.status.crossbowUnloaded)
            return refuse(
                odds, MissileRefusal::MountedCrossbow,
                Tr::tr("§3.8.3 %1 must dismount to reload his crossbow").arg(shooter.name));
    }
    if (const auto problem = frequencyProblem(shot))
        return refuse(odds, MissileRefusal::FrequencyOfFire, *problem);

    // Step 2: the target.
    if (shot.targetIsRiderlessHorse ? shot.targetState.horse == HorseState::Dead
                                    : !shot.targetState.alive())
        return refuse(odds, MissileRefusal::TargetDead, Tr::tr("§5.9 %1 is dead").arg(target.name));
    if (shot.targetInMagicCircle)
        return refuse(
            odds, MissileRefusal::MagicCircle,
            Tr::tr("§7.4.4 %1 stands in a magic circle and cannot be shot at").arg(target.name));
    if (target.isDragonPart())
        return refuse(
            odds, MissileRefusal::NoLineOfFire,
            Tr::tr("§5.4 the Black Dragon cannot be harmed by missiles (infinite cover)"));
    const bool underground = shot.line.underground || shot.game == Game::DN2;
    const auto band = rangeBand(shooter.weapon, shot.distance, underground);
    if (!band)
        return refuse(odds, MissileRefusal::OutOfRange,
                      underground
                          ? Tr::tr("§5.3 underground no shot beyond 5 hexes; %1 is %2 hexes away")
                                .arg(target.name)
                                .arg(shot.distance)
                          : Tr::tr("§5.3 %1 is %2 hexes away, beyond the %3's long range")
                                .arg(target.name)
                                .arg(shot.distance)
                                .arg(weaponName(shooter.weapon)));
    odds.band = *band;
    if (shot.game == Game::DN2 && shot.targetEngagedWithFriend && target.isKrob())
        return refuse(odds, MissileRefusal::EngagedKrob,
                      Tr::tr("§5.4 %1 has an Adventurer beside it that it could attack: no shot")
                          .arg(target.name));

    // Step 3: line of fire and cover.
    LineOfFire line = shot.line;
    line.underground = underground;
    const LofVerdict lof = judgeLineOfFire(line, shooter, odds.band, shot.game, target);
    if (lof.blocked())
        return refuse(odds, MissileRefusal::NoLineOfFire, lof.explanation);
    const bool mountedTable =
        (shot.game == Game::DN1 && (shot.targetState.mounted() || shot.targetIsRiderlessHorse)) ||
        target.kind == Kind::BabyDragon;
    odds.table = mountedTable ? MissileTableKind::Mounted : MissileTableKind::Foot;
    odds.cover = lof.cover;
    const Cover heaviest =
        mountedTable ? mountedMissileTable().heaviestCover() : footMissileTable().heaviestCover();
    odds.steps << Tr::tr("§5.3 %1 hexes with a %2: %3")
                      .arg(shot.distance)
                      .arg(weaponName(shooter.weapon), rangeName(odds.band));
    odds.steps << lof.explanation;
    if (odds.cover > heaviest) {
        odds.steps << Tr::tr("§5.6 M-M has no heavy column: read as medium");
        odds.cover = heaviest;
    }

    // Step 4: modifiers (§5.5).
    auto add = [&](int value, const QString &why) {
        odds.modifier += value;
        odds.steps << why;
    };
    if (!underground && odds.band != RangeBand::Short)
        add(rangeModifier(odds.band),
            Tr::tr("§5.5 %1: +%2").arg(rangeName(odds.band)).arg(int(odds.band)));
    if (shot.shooterState.health == Health::Wounded &&
        (shot.game == Game::DN1 || settings.woundedShooterInDn2))
        add(1, Tr::tr("§5.5 wounded shooter: +1"));
    const auto targetValues = shot.targetIsRiderlessHorse
                                  ? horseValues(target)
                                  : currentValues(target, shot.targetState, shot.game);
    if (targetValues && targetValues->armoured)
        add(1, target.kind == Kind::Warrior ? Tr::tr("§5.5 a Warrior's shell is armour: +1")
                                            : Tr::tr("§5.5 target in armour: +1"));
    if (target.kind == Kind::Warrior && settings.warriorModifierCumulative)
        add(1, Tr::tr("§12 B5 Warrior target, cumulative option: +1 more"));
    if (!shot.targetState.baby && target.kind == Kind::Guard)
        add(2, Tr::tr("§5.5 Royal Guard: +2"));
    if (target.kind == Kind::Queen)
        add(4, Tr::tr("§5.5 Alkiram: +4"));
    if (shooter.kind == Kind::Elf)
        add(-1, Tr::tr("§5.5 an Elf shoots: −1"));
    if (shot.spellBonus > 0)
        add(-shot.spellBonus, Tr::tr("§5.5 improved shooting spell: −%1").arg(shot.spellBonus));
    return odds;
}

ShotResolution resolveShot(const Shot &shot, int face, const SkirmishSettings &settings)
{
    ShotResolution res;
    res.odds = shotOdds(shot, settings);
    res.after = shot.targetState;
    if (!res.odds.legal())
        return res;
    res.face = face == 0 ? 10 : face;
    res.modifiedRoll = res.face + res.odds.modifier;
    const MissileTable &table =
        res.odds.table == MissileTableKind::Foot ? footMissileTable() : mountedMissileTable();
    res.row = missileRow(res.modifiedRoll, shot.shooter->weapon, table, settings);
    res.result = table.at(res.row, res.odds.cover);
    const bool defensive = shot.fire == FireKind::Defensive;
    const Profile &target = *shot.target;

    if (res.result == MissileResult::Miss) {
        res.lines << Tr::tr("§5.6 a miss");
        if (settings.errareHumanumEst) {
            res.strayMissileRoll = true;
            res.lines << Tr::tr("§5.8 roll again for where the missile falls");
        }
        return res;
    }
    if (target.kind == Kind::BabyDragon) {
        // §9.2: D, E and F wound the Baby Dragon; the other results do nothing.
        if (res.result >= MissileResult::D)
            blow(res, shot, Blow::Wound);
        else
            res.lines << Tr::tr("§9.2 result %1 does not harm the Baby Dragon")
                             .arg(missileLetter(res.result));
        return res;
    }
    if (shot.targetIsRiderlessHorse) {
        // §4.9, §12 C14.
        if (res.result >= MissileResult::C) {
            res.after.horse = HorseState::Dead;
            res.lines << Tr::tr("§4.9 the riderless horse is killed");
        } else if (res.result == MissileResult::A && !defensive) {
            retreatOrSlow(res, shot, 4);
        } else {
            res.lines << Tr::tr("§12 C14 no effect on a riderless horse");
        }
        return res;
    }
    if (res.odds.table == MissileTableKind::Foot) {
        switch (res.result) {
        case MissileResult::A:
            retreatOrSlow(res, shot, 2);
            break;
        case MissileResult::B:
            blow(res, shot, Blow::Wound);
            if (defensive && res.after.alive()) {
                res.halveRemainingMa = true;
                res.lines << Tr::tr(
                    "§5.6 defensive fire: only half the remaining MPs, rounded down");
            }
            break;
        default:
            blow(res, shot, Blow::Kill);
            break;
        }
        return res;
    }
    switch (res.result) {
    case MissileResult::A:
        retreatOrSlow(res, shot, 4);
        break;
    case MissileResult::B:
        blow(res, shot, Blow::Stun);
        dismount(res, false);
        break;
    case MissileResult::C:
        blow(res, shot, Blow::Wound);
        if (!res.after.alive())
            dismount(res, false);
        else if (defensive)
            retreatOrSlow(res, shot, 4);
        break;
    case MissileResult::D:
        blow(res, shot, Blow::Wound);
        dismount(res, true);
        break;
    case MissileResult::E:
        blow(res, shot, Blow::Kill);
        dismount(res, false);
        break;
    default:
        blow(res, shot, Blow::Kill);
        dismount(res, true);
        break;
    }
    return res;
}

ShotResolution resolveShot(const Shot &shot, dice::Dice &dice, const SkirmishSettings &settings)
{
    const ShotOdds odds = shotOdds(shot, settings);
    if (!odds.legal()) {
        ShotResolution refused;
        refused.odds = odds;
        refused.after = shot.targetState;
        return refused;
    }
    //: why the die is rolled, for the dice log; %1 shooter, %2 target
    const QString purpose =
        Tr::tr("Missile fire: %1 at %2 (§5.9)").arg(shot.shooter->name, shot.target->name);
    return resolveShot(shot, dice.d(10, purpose.toStdString()), settings);
}

} // namespace herald::skirmish
