#include "db/skirmish/firecommand.h"

#include "core/skirmish/keywords.h"
#include "core/skirmish/lineoffire.h"
#include "core/skirmish/missile.h"
#include "db/commands/arguments.h"
#include "db/skirmish/aftercombat.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::FireCommand)
};

/// Offensive fire in the shooter's own fire phase, defensive fire while the enemy moves
/// (§2.2, §2.3); nullopt in any other step.
std::optional<sk::FireKind> fireKind(const sk::TurnPosition &position, sk::Side shooter)
{
    const sk::Step &step = position.current();
    if (step.phase == sk::Phase::OffensiveFire && step.side == shooter)
        return sk::FireKind::Offensive;
    if (sk::defensiveFireSide(position) == shooter)
        return sk::FireKind::Defensive;
    return std::nullopt;
}

/// True when a standing enemy able to fight stands beside the character (§5.2).
bool besideStandingEnemy(const Desk &desk, const StoredCharacter &c)
{
    return std::any_of(desk.s.characters.begin(), desk.s.characters.end(), [&](const auto &o) {
        return o.side != c.side && o.state.health != sk::Health::Dead &&
               o.state.health != sk::Health::Stunned && desk.adjacent(o, c);
    });
}

/// What lies between shooter and target on the map: each crossed hex's terrain and whether a
/// standing character is there (§5.4).
std::vector<sk::LofHex> crossedOnMap(const Desk &desk, const StoredCharacter &shooter,
                                     const StoredCharacter &target)
{
    std::vector<sk::LofHex> crossed;
    const auto from = sk::hexOfLabel(shooter.hexes.first());
    const auto to = sk::hexOfLabel(target.hexes.first());
    for (const map::Hex &hex : sk::hexesBetween(*from, *to)) {
        const QString label = sk::labelOfHex(hex);
        sk::LofHex lof;
        lof.terrain = desk.s.map->at(label).terrain;
        for (const StoredCharacter &c : desk.s.characters)
            if (&c != &shooter && &c != &target && c.hexes.contains(label) &&
                c.state.health != sk::Health::Dead && c.state.health != sk::Health::Stunned) {
                lof.standingCharacter = true;
                lof.smallCharacter = c.profile->kind == sk::Kind::Dog || c.state.baby;
            }
        crossed.push_back(lof);
    }
    return crossed;
}

/// The line of fire from the map, or from the "targetTerrain" and "crossed" arguments when
/// the counters are not both placed; nullopt with *refusal on a bad terrain word.
std::optional<sk::LineOfFire> lineOfFire(const Desk &desk, const StoredCharacter &shooter,
                                         const StoredCharacter &target, const QJsonObject &args,
                                         CommandOutcome *refusal)
{
    sk::LineOfFire line;
    line.underground = desk.s.underground;
    const auto badTerrain = [&](const QString &key) {
        *refusal =
            CommandOutcome::badArguments(Tr::tr("\"%1\" is not a terrain of §3.2.").arg(key));
        return std::nullopt;
    };
    if (desk.s.map && !shooter.hexes.isEmpty() && !target.hexes.isEmpty()) {
        line.crossed = crossedOnMap(desk, shooter, target);
        line.targetHexes = desk.terrainUnder(target);
    } else {
        const QString key =
            args.value(QStringLiteral("targetTerrain")).toString(QStringLiteral("flat"));
        const auto t = sk::terrainFromKey(key);
        if (!t)
            return badTerrain(key);
        line.targetHexes = {*t};
        for (const QJsonValue &v : args.value(QStringLiteral("crossed")).toArray()) {
            const auto crossed = sk::terrainFromKey(v.toString());
            if (!crossed)
                return badTerrain(v.toString());
            line.crossed.push_back({*crossed});
        }
    }
    const QString cover = args.value(QStringLiteral("extraCover")).toString(QStringLiteral("none"));
    const auto extra = sk::coverFromKey(cover);
    if (!extra) {
        *refusal = CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not a cover: none, light, medium, heavy or infinite.").arg(cover));
        return std::nullopt;
    }
    line.extraCover = *extra;
    return line;
}

/// The improved-shooting spell on the shooter, spent by this roll (§7.4.4).
std::optional<StoredSpell> shootingSpell(const Skirmish &s, const StoredCharacter &shooter)
{
    for (const StoredSpell &spell : s.spells)
        if (spell.characterId == shooter.id && spell.spell == sk::Spell::ImproveShooting)
            return spell;
    return std::nullopt;
}

} // namespace

std::optional<DeclaredShot> declareShot(Desk &desk, const QJsonObject &json,
                                        CommandOutcome *refusal)
{
    const auto refuse = [refusal](CommandOutcome outcome) {
        *refusal = std::move(outcome);
        return std::nullopt;
    };
    Arguments args(json);
    const auto shooterKey = args.text(QStringLiteral("shooter"));
    const auto targetKey = args.text(QStringLiteral("target"));
    const auto typedDistance = args.integer(QStringLiteral("distance"), false);
    if (!args.ok())
        return refuse(CommandOutcome::badArguments(args.problem()));
    StoredCharacter *shooter = desk.character(*shooterKey, refusal);
    StoredCharacter *target = shooter ? desk.character(*targetKey, refusal) : nullptr;
    if (!target)
        return std::nullopt;
    const auto kind = fireKind(desk.s.position, desk.player(*shooter));
    if (!kind)
        return refuse(CommandOutcome::refused(
            Tr::tr("§2.2 %1 cannot shoot now: %2.")
                .arg(desk.nameOf(*shooter), sk::describePosition(desk.s.position))));
    if (target->side == shooter->side)
        return refuse(
            CommandOutcome::refused(Tr::tr("§5 %1 and %2 are on the same side.")
                                        .arg(desk.nameOf(*shooter), desk.nameOf(*target))));
    const auto distance = typedDistance ? typedDistance : desk.distance(*shooter, *target);
    if (!distance)
        return refuse(CommandOutcome::badArguments(
            Tr::tr("Give the distance: %1 and %2 are not both on the map.")
                .arg(desk.nameOf(*shooter), desk.nameOf(*target))));
    const auto line = lineOfFire(desk, *shooter, *target, json, refusal);
    if (!line)
        return std::nullopt;
    DeclaredShot d{shooter, target, {}, shootingSpell(desk.s, *shooter)};
    sk::Shot &shot = d.shot;
    shot.game = desk.s.game();
    shot.fire = *kind;
    shot.shooter = shooter->profile;
    shot.shooterState = shooter->state;
    shot.status.movedInOwnTurn = shooter->moved;
    shot.status.firedInOwnTurn = shooter->firedOwn;
    shot.status.firedThisPhase = shooter->firedPhase;
    shot.status.inMelee =
        json.value(QStringLiteral("inMelee")).toBool(besideStandingEnemy(desk, *shooter));
    shot.status.inWater = desk.terrainUnder(*shooter).front() == sk::Terrain::Water;
    shot.target = target->profile;
    shot.targetState = target->state;
    shot.targetIsRiderlessHorse = json.value(QStringLiteral("horse")).toBool();
    if (shot.targetIsRiderlessHorse && target->state.horse != sk::HorseState::Riderless)
        return refuse(CommandOutcome::refused(
            Tr::tr("§4.9 %1 has no horse standing riderless.").arg(desk.nameOf(*target))));
    shot.distance = *distance;
    shot.line = *line;
    shot.targetEngagedWithFriend = desk.s.game() == sk::Game::DN2 && target->profile->isKrob() &&
                                   besideStandingEnemy(desk, *target);
    shot.spellBonus = d.spell ? d.spell->amount : 0;
    shot.targetInMagicCircle = desk.s.activeSpells(target->id).inMagicCircle;
    shot.retreatRoom = json.contains(QStringLiteral("retreatRoom"))
                           ? json.value(QStringLiteral("retreatRoom")).toInt()
                           : mapRetreatRoom(desk, *target, {shooter}).value_or(99);
    return d;
}

CommandOutcome fire(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    const auto declared = declareShot(*desk, context.args, &refusal);
    if (!declared)
        return refusal;
    StoredCharacter *shooter = declared->shooter;
    StoredCharacter *target = declared->target;
    const sk::Shot &shot = declared->shot;
    const auto &spell = declared->spell;

    const sk::ShotResolution r = sk::resolveShot(shot, context.dice, desk->settings);
    if (!r.odds.legal())
        return CommandOutcome::refused(r.odds.refusalText);
    QStringList lines{r.explain()};
    desk->applyState(*target, r.after, lines);
    if (r.retreatHexes > 0 && target->state.alive() && !shot.targetIsRiderlessHorse)
        retreatOnMap(*desk, *target, {shooter}, r.retreatHexes, lines);
    shooter->firedPhase = true;
    if (shot.fire == sk::FireKind::Offensive)
        shooter->firedOwn = true;
    QSqlQuery q(context.db);
    if (spell) {
        q.prepare(QStringLiteral("DELETE FROM skirmish_spell WHERE id = ?"));
        q.addBindValue(spell->id);
        if (!q.exec())
            return CommandOutcome::storageFailed(q);
    }
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const QString table =
        r.odds.table == sk::MissileTableKind::Foot ? QStringLiteral("M-F") : QStringLiteral("M-M");
    //: %1 skirmish, %2 shooter, %3 target, %4 distance in hexes, %5 d10 face, %6 table,
    //: %7 result letter
    const QString summary = Tr::tr("%1: %2 shoots at %3, %4 hexes, d10 %5: %6 %7")
                                .arg(desk->s.name, desk->nameOf(*shooter), desk->nameOf(*target),
                                     QString::number(shot.distance), QString::number(r.face), table,
                                     sk::missileLetter(r.result));
    return doneWith(summary, lines,
                    {{QStringLiteral("fire"), shot.fire == sk::FireKind::Offensive
                                                  ? QStringLiteral("offensive")
                                                  : QStringLiteral("defensive")},
                     {QStringLiteral("distance"), shot.distance},
                     {QStringLiteral("cover"), sk::coverKey(r.odds.cover)},
                     {QStringLiteral("table"), table},
                     {QStringLiteral("face"), r.face},
                     {QStringLiteral("row"), r.row},
                     {QStringLiteral("result"), sk::missileLetter(r.result)},
                     {QStringLiteral("retreatHexes"), r.retreatHexes},
                     {QStringLiteral("maReduction"), r.maReduction},
                     {QStringLiteral("target"), desk->characterJson(*target)}});
}

} // namespace herald::db::skirmish
