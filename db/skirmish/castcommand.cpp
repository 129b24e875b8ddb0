#include "db/skirmish/castcommand.h"

#include "core/skirmish/casting.h"
#include "core/skirmish/keywords.h"
#include "db/commands/arguments.h"
#include "db/skirmish/aftercombat.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::CastCommand)
};

/// The caster's card as core reads it, with this turn's castings (§7.2 step 6).
sk::Spellcaster card(const Desk &desk, const StoredCharacter &c)
{
    const int now = desk.s.position.playerTurnIndex();
    sk::Spellcaster caster;
    caster.profile = c.profile;
    caster.state = c.state;
    caster.level = c.level.value_or(1);
    caster.epLeft = c.ep;
    caster.castThisPlayerTurn = c.castTurn == now;
    caster.counteredThisPlayerTurn = c.counterTurn == now;
    caster.castThisGameTurn = c.castGameTurn == desk.s.position.gameTurn;
    return caster;
}

/// Why the spell cannot touch this target at all, before any roll (§7.4.4), or nullopt.
std::optional<QString> targetProblem(const Desk &desk, sk::Spell spell, const StoredCharacter &t)
{
    const bool dead = t.state.health == sk::Health::Dead;
    if (spell == sk::Spell::Revive && !dead)
        return Tr::tr("§7.4.4 %1 is not dead: there is nobody to revive.").arg(desk.nameOf(t));
    if ((spell == sk::Spell::HealWounded || spell == sk::Spell::HealOwnWound) &&
        (dead || t.state.wounds == 0))
        return Tr::tr("§7.4.4 %1 has no wound to heal.").arg(desk.nameOf(t));
    if (spell != sk::Spell::Revive && dead)
        return Tr::tr("§7.4 %1 is dead.").arg(desk.nameOf(t));
    return std::nullopt;
}

/// Keeps a lasting spell on its target until the player turn its duration ends (§7.4, §12 C12).
bool keepInForce(QSqlQuery &q, const Desk &desk, sk::Spell spell, const StoredCharacter &target,
                 int amount)
{
    const int now = desk.s.position.playerTurnIndex();
    const sk::SpellDuration duration = sk::spellInfo(spell).duration;
    const int until =
        duration == sk::SpellDuration::CastPlayerTurn ? now
        : duration == sk::SpellDuration::OneRoll
            ? now + 1
            : now + sk::playerTurnsAfterCasting(spell, desk.s.underground).value_or(0);
    q.prepare(QStringLiteral("INSERT INTO skirmish_spell (character_id, spell, amount, cast_at, "
                             "until) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(target.id);
    q.addBindValue(sk::spellKey(spell));
    q.addBindValue(amount);
    q.addBindValue(now);
    q.addBindValue(until);
    return q.exec();
}

/// What a spell that worked does to its target now (§7.4.4, §7.4.6); false if it lasts
/// instead, and is kept in force. A fireball's target on the map is moved back from `caster`
/// as after a melee (§4.7, §12 C13).
bool applyAtOnce(Desk &desk, sk::Spell spell, StoredCharacter &caster, StoredCharacter &target,
                 CommandContext &context, QStringList &lines)
{
    sk::CharacterState after = target.state;
    int retreat = 0;
    switch (spell) {
    case sk::Spell::HealOwnWound:
    case sk::Spell::HealWounded:
        after.health = sk::Health::Healthy;
        after.wounds = 0;
        lines << Tr::tr("§7.4 %1 is healed").arg(desk.nameOf(target));
        if (target.isCaster()) {
            const int ep = sk::energyAfterHealing(target.ep);
            lines << Tr::tr("§7.1 a healed spellcaster's energy doubles: %1 → %2 EPs")
                         .arg(target.ep)
                         .arg(ep);
            target.ep = ep;
        }
        break;
    case sk::Spell::Revive:
        after.health = sk::Health::Healthy;
        after.wounds = 0;
        lines << Tr::tr("§7.4.4 %1 is alive and healthy again").arg(desk.nameOf(target));
        break;
    case sk::Spell::Fireball: {
        const int face = context.dice.d(
            10, Tr::tr("Fireball on %1 (§7.4.6)").arg(desk.nameOf(target)).toStdString());
        const int room = context.args.contains(QStringLiteral("retreatRoom"))
                             ? context.args.value(QStringLiteral("retreatRoom")).toInt()
                             : mapRetreatRoom(desk, target, {&caster}).value_or(99);
        const auto fire =
            sk::resolveFireball(*target.profile, target.state, desk.s.game(), face, room);
        lines << fire.explanation;
        after = fire.after;
        retreat = fire.retreatHexes;
        break;
    }
    default:
        return false;
    }
    desk.applyState(target, after, lines);
    if (retreat > 0 && target.state.alive())
        retreatOnMap(desk, target, {&caster}, retreat, lines);
    return true;
}

} // namespace

CommandOutcome cast(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    Arguments args(context.args);
    const auto casterKey = args.text(QStringLiteral("caster"));
    const auto spellWord = args.text(QStringLiteral("spell"));
    const auto targetKey = args.text(QStringLiteral("target"), false);
    const auto magnitude = args.integer(QStringLiteral("magnitude"), false);
    const auto typedDistance = args.integer(QStringLiteral("distance"), false);
    const auto countererKey = args.text(QStringLiteral("counterer"), false);
    const auto countererDistance = args.integer(QStringLiteral("countererDistance"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto spell = sk::spellFromKey(*spellWord);
    if (!spell)
        return CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not a spell of §7.4 (see docs/cli-skirmish.md).").arg(*spellWord));
    StoredCharacter *caster = desk->character(*casterKey, &refusal);
    if (!caster)
        return refusal;
    if (!caster->isCaster())
        return CommandOutcome::refused(
            Tr::tr("§7.1 %1 is not a spellcaster of this scenario.").arg(desk->nameOf(*caster)));
    const bool onCaster = sk::spellInfo(*spell).group == sk::SpellGroup::OnCaster;
    StoredCharacter *target = onCaster ? caster : nullptr;
    if (targetKey && !onCaster && !(target = desk->character(*targetKey, &refusal)))
        return refusal;
    if (target)
        if (const auto problem = targetProblem(*desk, *spell, *target))
            return CommandOutcome::refused(*problem);
    StoredCharacter *counterer = nullptr;
    if (countererKey) {
        if (!(counterer = desk->character(*countererKey, &refusal)))
            return refusal;
        if (!counterer->isCaster() || counterer->side == caster->side)
            return CommandOutcome::refused(
                Tr::tr("§7.3 %1 is not an enemy spellcaster.").arg(desk->nameOf(*counterer)));
    }
    sk::SpellCostInput costInput;
    costInput.magnitude = magnitude.value_or(0);
    costInput.target = target ? target->profile : nullptr;
    costInput.targetState = target ? target->state : sk::CharacterState{};
    costInput.game = desk->s.game();
    costInput.casterLevel = caster->level.value_or(1);
    const auto cost = sk::spellCost(*spell, costInput);
    if (!cost)
        return CommandOutcome::badArguments(
            Tr::tr("§7.4 %1 needs a target character.").arg(sk::spellName(*spell)));

    sk::CastRequest request;
    request.game = desk->s.game();
    request.underground = desk->s.underground;
    request.spell = *spell;
    request.cost = *cost;
    request.distance = typedDistance.value_or(
        target && !onCaster ? desk->distance(*caster, *target).value_or(0) : 0);
    request.otherMap = context.args.value(QStringLiteral("otherMap")).toBool();
    request.adjacentMap = context.args.value(QStringLiteral("adjacentMap")).toBool();
    request.caster = card(*desk, *caster);
    if (counterer) {
        request.counterer = card(*desk, *counterer);
        request.countererDistance = countererDistance.value_or(
            target ? desk->distance(*counterer, *target).value_or(0) : 0);
    }
    const sk::CastOutcome outcome = sk::castSpell(request, context.dice, desk->settings);
    if (outcome.refusal)
        return CommandOutcome::refused(*outcome.refusal);
    QStringList lines{outcome.explain()};
    const int now = desk->s.position.playerTurnIndex();
    caster->ep = outcome.casterAfter.epLeft;
    caster->castTurn = now;
    caster->castGameTurn = desk->s.position.gameTurn;
    if (counterer && outcome.countererAfter) {
        counterer->ep = outcome.countererAfter->epLeft;
        counterer->counterTurn = now;
    }
    QSqlQuery q(context.db);
    if (outcome.succeeds && target &&
        !applyAtOnce(*desk, *spell, *caster, *target, context, lines)) {
        if (sk::playerTurnsAfterCasting(*spell, desk->s.underground) ||
            sk::spellInfo(*spell).duration == sk::SpellDuration::CastPlayerTurn ||
            *spell == sk::Spell::ImproveShooting) {
            if (!keepInForce(q, *desk, *spell, *target, magnitude.value_or(0)))
                return CommandOutcome::storageFailed(q);
            lines << Tr::tr("§7.4 %1 is in force on %2")
                         .arg(sk::spellName(*spell), desk->nameOf(*target));
        }
    }
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const QString verdict = outcome.countered  ? Tr::tr("countered")
                            : outcome.succeeds ? Tr::tr("it works")
                                               : Tr::tr("it fails");
    //: %1 skirmish, %2 caster, %3 spell, %4 EP cost, %5 works/fails/countered
    const QString summary = Tr::tr("%1: %2 casts %3 (%4 EPs): %5")
                                .arg(desk->s.name, desk->nameOf(*caster), sk::spellName(*spell),
                                     QString::number(*cost), verdict);
    QJsonObject result{{QStringLiteral("spell"), sk::spellKey(*spell)},
                       {QStringLiteral("cost"), *cost},
                       {QStringLiteral("countered"), outcome.countered},
                       {QStringLiteral("succeeds"), outcome.succeeds},
                       {QStringLiteral("caster"), desk->characterJson(*caster)}};
    if (outcome.face)
        result.insert(QStringLiteral("face"), *outcome.face);
    if (target)
        result.insert(QStringLiteral("target"), desk->characterJson(*target));
    return doneWith(summary, lines, result);
}

} // namespace herald::db::skirmish
