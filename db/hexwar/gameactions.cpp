#include "db/hexwar/gameactions.h"

#include "core/hexwar/advance.h"
#include "core/hexwar/combat.h"
#include "core/hexwar/reinforcement.h"
#include "core/hexwar/retreat.h"
#include "core/hexwar/sequence.h"
#include "core/hexwar/stacking.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db::hexwar {

using namespace herald::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::hexwar::GameActions)
};

ActionOutcome refused(const QString &why)
{
    ActionOutcome out;
    out.refusal = why;
    return out;
}

ActionOutcome done(GameState state, const QString &line, const QStringList &explanation = {})
{
    ActionOutcome out;
    out.state = std::move(state);
    out.line = line;
    out.explanation = explanation;
    return out;
}

/// The unit named by args[key] in a position of the game.
const Unit *unitArgument(const GameState &state, const QJsonObject &args, const QString &key,
                         QString *why)
{
    const QString id = args.value(key).toString();
    const Unit *u = state.unit(id);
    if (!u)
        *why = Tr::tr("\"%1\" is not a unit of this game (give its id, such as K6 or B1).").arg(id);
    return u;
}

std::optional<map::Hex> hexArgument(const Game &game, const QJsonValue &value, QString *why)
{
    const auto hex = game.map.numbered(value.toString());
    if (!hex)
        *why = Tr::tr("\"%1\" is not a hex number (four digits, XXYY).").arg(value.toString());
    return hex;
}

QString labelOf(const GameState &state, const QString &id)
{
    const Unit *u = state.unit(id);
    return u ? u->label() : id;
}

ActionOutcome place(const Game &game, const QJsonObject &args)
{
    QString why;
    const Unit *u = unitArgument(game.state, args, QStringLiteral("unit"), &why);
    const auto hex = u ? hexArgument(game, args.value(QStringLiteral("hex")), &why) : std::nullopt;
    if (!hex)
        return refused(why);
    auto next = placeSetUpUnit(game.map, game.scenario(), game.state, u->id, *hex, &why);
    if (!next)
        return refused(Tr::tr("Set-up refused: %1.").arg(why));
    ActionOutcome out =
        done(std::move(*next), Tr::tr("Set-up: %1 in %2").arg(u->label(), game.map.number(*hex)));
    out.player = u->side;
    return out;
}

ActionOutcome move(const Game &game, const QJsonObject &args)
{
    QString why;
    const Unit *u = unitArgument(game.state, args, QStringLiteral("unit"), &why);
    if (!u)
        return refused(why);
    QList<map::Hex> path;
    QStringList names;
    for (const QJsonValue &v : args.value(QStringLiteral("path")).toArray()) {
        const auto hex = hexArgument(game, v, &why);
        if (!hex)
            return refused(why);
        path << *hex;
        names << game.map.number(*hex);
    }
    PathCheck check;
    const bool entering = u->state == UnitState::NotEntered;
    auto next = entering ? enterReinforcement(game.map, game.scenario(), game.state, u->id, path,
                                              &check, game.settings)
                         : moveUnit(game.map, game.state, u->id, path, &check, game.settings);
    const QStringList steps = check.explanation.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!next) {
        // The core's last line names the unit, the hex and the rule.
        ActionOutcome out =
            refused(steps.isEmpty() ? Tr::tr("%1 may not move so (rule %2).")
                                          .arg(u->label(), moveRuleSection(check.refusal))
                                    : steps.last());
        out.explanation = steps;
        return out;
    }
    const QString line =
        entering
            ? (names.size() == 1 ? Tr::tr("%1 enters at %2").arg(u->label(), names.first())
                                 : Tr::tr("%1 enters at %2 and moves on to %3")
                                       .arg(u->label(), names.first(), names.mid(1).join(u'-')))
            : Tr::tr("%1 moves %2-%3").arg(u->label(), game.map.number(*u->hex), names.join(u'-'));
    ActionOutcome out = done(std::move(*next), line, steps);
    out.details.insert(QStringLiteral("spent"), check.spent);
    return out;
}

ActionOutcome hold(const Game &game, const QJsonObject &args)
{
    QString why;
    const Unit *u = unitArgument(game.state, args, QStringLiteral("unit"), &why);
    if (!u)
        return refused(why);
    if (!availableReinforcements(game.scenario(), game.state, u->side).contains(u->id))
        return refused(Tr::tr("%1 cannot be held back now: only a reinforcement that may enter "
                              "in its own side's movement phase is held back (E4).")
                           .arg(u->label()));
    return done(
        game.state,
        Tr::tr("%1 is held back; it may enter in any later movement phase (E4)").arg(u->label()));
}

/// The retreats nobody has a choice about (R3: no legal hex; one unit with one hex), then
/// closes the combat when no advance is possible.
void settleForced(const Game &game, GameState &state, QStringList &explanation)
{
    for (bool changed = true; changed && state.aftermath;) {
        changed = false;
        const QStringList owing = state.aftermath->mustRetreat;
        for (const QString &id : owing) {
            const QList<map::Hex> legal = legalRetreatHexes(game.map, state, id, game.settings);
            std::optional<map::Hex> to;
            if (legal.size() == 1 && owing.size() == 1)
                to = legal.first();
            else if (!legal.isEmpty())
                continue;
            RetreatCheck check;
            const QString label = labelOf(state, id);
            auto next = retreatUnit(game.map, state, id, to, &check, game.settings);
            if (!next)
                continue;
            explanation
                << (to ? Tr::tr("%1 retreats to %2, its only legal hex (R1, R2).")
                             .arg(label, game.map.number(*to))
                       : Tr::tr("%1 has no legal retreat hex and is eliminated (R3).").arg(label));
            state = std::move(*next);
            changed = true;
        }
    }
    if (state.aftermath && state.aftermath->mustRetreat.isEmpty() &&
        (state.aftermath->vacated.isEmpty() || state.aftermath->mayAdvance.isEmpty()))
        state.aftermath.reset();
}

/// One retreat as asked, nothing more (the owner's choice, R4).
ActionOutcome retreatOne(const Game &game, const GameState &state, const QJsonObject &args,
                         QStringList &explanation)
{
    QString why;
    const Unit *u = unitArgument(state, args, QStringLiteral("unit"), &why);
    if (!u)
        return refused(why);
    std::optional<map::Hex> to;
    if (args.contains(QStringLiteral("hex"))) {
        to = hexArgument(game, args.value(QStringLiteral("hex")), &why);
        if (!to)
            return refused(why);
    }
    RetreatCheck check;
    const QString label = u->label();
    auto next = retreatUnit(game.map, state, u->id, to, &check, game.settings);
    if (!next)
        return refused(Tr::tr("%1 cannot retreat %2: %3")
                           .arg(label, to ? Tr::tr("to %1").arg(game.map.number(*to)) : QString(),
                                check.explanation));
    const QString line =
        to ? Tr::tr("%1 retreats to %2").arg(label, game.map.number(*to))
           : Tr::tr("%1 has no legal retreat hex and is eliminated (R3)").arg(label);
    explanation << line;
    return done(std::move(*next), line, explanation);
}

ActionOutcome advanceOne(const Game &game, const GameState &state, const QJsonObject &args)
{
    const QString id = args.value(QStringLiteral("unit")).toString();
    if (!state.aftermath)
        return refused(Tr::tr("No combat has emptied a hex to advance into (9.3)."));
    if (id.isEmpty()) {
        auto closed = closeCombat(state);
        if (!closed)
            return refused(Tr::tr("Every retreat of the combat is made before it closes (9.1)."));
        return done(std::move(*closed), Tr::tr("No advance after combat"));
    }
    QString why;
    const Unit *u = unitArgument(state, args, QStringLiteral("unit"), &why);
    const auto to = u ? hexArgument(game, args.value(QStringLiteral("hex")), &why) : std::nullopt;
    if (!to)
        return refused(why);
    AdvanceCheck check;
    auto next = advanceAfterCombat(game.map, state, u->id, *to, &check, game.settings);
    if (!next)
        return refused(check.explanation);
    return done(std::move(*next),
                Tr::tr("%1 advances into %2").arg(u->label(), game.map.number(*to)),
                {check.explanation});
}

ActionOutcome attack(const Game &game, const QJsonObject &args, dice::Dice &dice)
{
    QStringList attackers;
    for (const QJsonValue &v : args.value(QStringLiteral("attackers")).toArray())
        attackers << v.toString();
    const QString defender = args.value(QStringLiteral("defender")).toString();
    // A new attack declines the advance the last combat left open (9.3 is optional).
    GameState state = game.state;
    if (state.aftermath && state.aftermath->mustRetreat.isEmpty())
        state.aftermath.reset();
    const CombatResolution r =
        resolveAttack(game.map, state, attackers, defender, dice, game.settings,
                      args.value(QStringLiteral("adUnit")).toString());
    if (!r.ok())
        return refused(r.explanation);
    QStringList explanation{r.explanation};
    QStringList names;
    for (const QString &id : attackers)
        names << labelOf(game.state, id);
    const QString line = Tr::tr("%1 attack %2: %3 column, roll %4, %5")
                             .arg(names.join(QStringLiteral(" + ")), labelOf(game.state, defender),
                                  crtColumnLabel(r.odds.column))
                             .arg(r.roll)
                             .arg(combatResultCode(r.result));
    GameState next = *r.after;
    for (const QJsonValue &v : args.value(QStringLiteral("retreats")).toArray()) {
        ActionOutcome step = retreatOne(game, next, v.toObject(), explanation);
        if (!step.ok())
            return refused(step.refusal);
        next = std::move(*step.state);
    }
    settleForced(game, next, explanation);
    if (args.contains(QStringLiteral("advance")) && next.aftermath) {
        ActionOutcome step =
            advanceOne(game, next, args.value(QStringLiteral("advance")).toObject());
        if (!step.ok())
            return refused(step.refusal);
        explanation << step.explanation;
        next = std::move(*step.state);
    }
    ActionOutcome out = done(std::move(next), line, explanation);
    out.details = {{QStringLiteral("roll"), r.roll},
                   {QStringLiteral("column"), crtColumnLabel(r.odds.column)},
                   {QStringLiteral("result"), combatResultCode(r.result)},
                   {QStringLiteral("explanation"), out.explanation.join(QLatin1Char('\n'))}};
    return out;
}

ActionOutcome endPhaseAction(const Game &game)
{
    QStringList held;
    if (game.state.phase == Phase::Movement) {
        for (const QString &id :
             availableReinforcements(game.scenario(), game.state, game.state.activeSide))
            held << Tr::tr("%1 stays off the map, held back (E4).").arg(labelOf(game.state, id));
    }
    const PhaseEnd end = endPhase(game.map, game.scenario(), game.state);
    if (!end.ok())
        return refused(end.log.join(QLatin1Char(' ')));
    return done(*end.state, end.log.value(end.log.size() - 1), held + end.log);
}

/// A hex set the scenario's map leaves empty, filled by the referee (A4).
ActionOutcome entryHexes(const Game &game, const QJsonObject &args)
{
    const QString set = args.value(QStringLiteral("set")).toString();
    if (!game.shipped->map.hexSetNames().contains(set) || !game.shipped->map.hexSet(set).isEmpty())
        return refused(Tr::tr("Only a hex set the scenario leaves empty is chosen by the referee "
                              "(A4): %1 is not one.")
                           .arg(set.isEmpty() ? Tr::tr("no set named") : set));
    QJsonArray hexes;
    QStringList names;
    for (const QJsonValue &v : args.value(QStringLiteral("hexes")).toArray()) {
        QString why;
        const auto hex = hexArgument(game, v, &why);
        if (!hex)
            return refused(why);
        if (!game.map.isLand(*hex))
            return refused(Tr::tr("%1 is water or off the map: no unit can enter it (A28).")
                               .arg(game.map.number(*hex)));
        hexes.append(game.map.number(*hex));
        names << game.map.number(*hex);
    }
    if (hexes.isEmpty())
        return refused(Tr::tr("Name at least one hex for %1.").arg(set));
    ActionOutcome out =
        done(game.state, Tr::tr("%1 set to %2 (A4)").arg(set, names.join(QStringLiteral(", "))));
    QJsonObject sets = game.hexSets;
    sets.insert(set, hexes);
    out.hexSets = sets;
    return out;
}

/// A stack found in a game recorded after the fact (M10): the opposing player keeps one unit
/// and the others in the hex are destroyed, eliminated for VPs. The action is that player's.
ActionOutcome resolveStack(const Game &game, const QJsonObject &args)
{
    QString why;
    const auto hex = hexArgument(game, args.value(QStringLiteral("hex")), &why);
    if (!hex)
        return refused(why);
    const QString keep = args.value(QStringLiteral("keep")).toString();
    auto next = resolveIllegalStack(game.map, game.state, *hex, keep, &why);
    if (!next)
        return refused(Tr::tr("Stack not resolved: %1.").arg(why));
    ActionOutcome out = done(std::move(*next), why);
    out.player = enemyOf(game.state.unit(keep)->side);
    return out;
}

/// The set-up units still to be placed before play begins (4.1), by label.
QStringList setUpPending(const Game &game)
{
    QStringList out;
    const GameState &s = game.state;
    if (s.turn != 1 || s.phase != Phase::Movement || s.activeSide != game.scenario().firstSide ||
        !s.movedThisPhase.isEmpty())
        return out;
    for (const ScenarioUnit &su : game.scenario().units) {
        if (su.arrival.kind == Arrival::Kind::SetUp &&
            s.unit(su.unit.id)->state == UnitState::NotEntered)
            out << su.unit.label();
    }
    return out;
}

} // namespace

QStringList actionKinds()
{
    return {QStringLiteral("place"),        QStringLiteral("move"),
            QStringLiteral("hold"),         QStringLiteral("attack"),
            QStringLiteral("retreat"),      QStringLiteral("advance"),
            QStringLiteral("end-phase"),    QStringLiteral("entry-hexes"),
            QStringLiteral("resolve-stack")};
}

void takeOutcome(Game &game, const ActionOutcome &outcome)
{
    game.state = *outcome.state;
    if (!outcome.hexSets)
        return;
    game.hexSets = *outcome.hexSets;
    for (auto it = game.hexSets.begin(); it != game.hexSets.end(); ++it) {
        QList<map::Hex> hexes;
        for (const QJsonValue &v : it.value().toArray())
            hexes << *game.map.numbered(v.toString());
        game.map.setHexSet(it.key(), hexes);
    }
}

ActionOutcome applyAction(const Game &game, const QString &kind, const QJsonObject &args,
                          dice::Dice &dice)
{
    if (game.state.finished)
        return refused(
            Tr::tr("%1 is over: the last game turn has been scored (4.3).").arg(game.name));
    if (kind == QLatin1String("place"))
        return place(game, args);
    if (kind == QLatin1String("entry-hexes"))
        return entryHexes(game, args);
    if (const QStringList pending = setUpPending(game); !pending.isEmpty())
        return refused(Tr::tr("Play begins once the set-up is complete (4.1); still to be placed: "
                              "%1.")
                           .arg(pending.join(QStringLiteral(", "))));
    if (kind == QLatin1String("move"))
        return move(game, args);
    if (kind == QLatin1String("hold"))
        return hold(game, args);
    if (kind == QLatin1String("attack"))
        return attack(game, args, dice);
    if (kind == QLatin1String("retreat")) {
        QStringList explanation;
        ActionOutcome out = retreatOne(game, game.state, args, explanation);
        if (out.ok()) {
            settleForced(game, *out.state, out.explanation);
        }
        return out;
    }
    if (kind == QLatin1String("advance"))
        return advanceOne(game, game.state, args);
    if (kind == QLatin1String("end-phase"))
        return endPhaseAction(game);
    if (kind == QLatin1String("resolve-stack"))
        return resolveStack(game, args);
    return refused(Tr::tr("There is no hex game action \"%1\"; the actions are %2.")
                       .arg(kind, actionKinds().join(QStringLiteral(", "))));
}

} // namespace herald::db::hexwar
