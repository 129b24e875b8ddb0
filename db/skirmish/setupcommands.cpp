#include "db/skirmish/setupcommands.h"

#include "core/skirmish/keywords.h"
#include "core/skirmish/settingsformat.h"
#include "db/commands/arguments.h"
#include "db/skirmish/gharvwithdrawal.h"
#include "db/skirmish/shippedskirmish.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::SetupCommands)
};

bool insertSides(QSqlQuery &q, qint64 id, const sk::Scenario &scenario)
{
    for (const sk::ScenarioSide &side : scenario.sides) {
        q.prepare(QStringLiteral(
            "INSERT INTO skirmish_side (skirmish_id, key, name, player) VALUES (?, ?, ?, ?)"));
        q.addBindValue(id);
        q.addBindValue(side.id);
        q.addBindValue(side.name);
        q.addBindValue(playerKey(side.player));
        if (!q.exec())
            return false;
    }
    return true;
}

bool insertForces(QSqlQuery &q, qint64 id, const sk::Scenario &scenario)
{
    int seq = 0;
    for (const sk::ScenarioForce &force : scenario.forces) {
        const auto caster = std::find_if(scenario.casters.begin(), scenario.casters.end(),
                                         [&](const auto &c) { return c.key == force.key; });
        const bool isCaster = caster != scenario.casters.end();
        q.prepare(QStringLiteral(
            "INSERT INTO skirmish_character (skirmish_id, seq, key, profile, side, health, "
            "wounds, horse, baby, hexes, level, ep) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(id);
        q.addBindValue(++seq);
        q.addBindValue(force.key);
        q.addBindValue(force.profile->id);
        q.addBindValue(force.side);
        q.addBindValue(sk::healthKey(force.state.health));
        q.addBindValue(force.state.wounds);
        q.addBindValue(sk::horseKey(force.state.horse));
        q.addBindValue(force.state.baby ? 1 : 0);
        q.addBindValue(hexesColumn(force.hexes));
        q.addBindValue(isCaster ? QVariant(caster->level) : QVariant(QMetaType(QMetaType::Int)));
        q.addBindValue(isCaster ? QVariant(caster->ep) : QVariant(QMetaType(QMetaType::Int)));
        if (!q.exec())
            return false;
    }
    return true;
}

/// Every starting hex on the map, or the refusal naming the first that is not.
std::optional<QString> offTheMap(const sk::Scenario &scenario, const sk::SkirmishMap &map)
{
    for (const sk::ScenarioForce &force : scenario.forces)
        for (const QString &hex : force.hexes)
            if (!map.contains(hex))
                return Tr::tr("%1 starts on %2, which is not a hex of map %3.")
                    .arg(force.profile->name, hex, map.id);
    return std::nullopt;
}

/// The "hexes" argument as labels, or the refusal naming the hex off the map.
std::optional<QStringList> hexesArgument(const Desk &desk, const QString &text,
                                         CommandOutcome *refusal)
{
    const QStringList hexes = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &hex : hexes)
        if (desk.s.map ? !desk.s.map->contains(hex) : !sk::hexOfLabel(hex)) {
            *refusal = CommandOutcome::refused(
                desk.s.map ? Tr::tr("%1 is not a hex of map %2.").arg(hex, desk.s.map->id)
                           : Tr::tr("%1 is not a hex label such as B4.").arg(hex));
            return std::nullopt;
        }
    return hexes;
}

} // namespace

CommandOutcome newSkirmish(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("skirmish"));
    const auto scenarioText = args.text(QStringLiteral("scenario"), false);
    const auto rosterText = args.text(QStringLiteral("roster"), false);
    const auto mapText = args.text(QStringLiteral("map"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A skirmish needs a name."));
    if (skirmishNames(context.db).contains(trimmed))
        return CommandOutcome::refused(
            Tr::tr("This campaign already has a skirmish called \"%1\".").arg(trimmed));
    const QString roster = rosterText.value_or(shippedRoster());
    const auto parsedRoster = sk::parseRoster(roster);
    if (!parsedRoster.roster)
        return CommandOutcome::refused(Tr::tr("The character tables do not read: %1")
                                           .arg(parsedRoster.errors.front().describe()));
    const QByteArray scenarioJson = scenarioText ? scenarioText->toUtf8() : demoScenario();
    const auto parsed = sk::parseScenario(scenarioJson, *parsedRoster.roster);
    if (!parsed.scenario)
        return CommandOutcome::refused(
            Tr::tr("The scenario does not read: %1").arg(parsed.errors.join(QStringLiteral("; "))));
    const sk::Scenario &scenario = *parsed.scenario;
    const QByteArray mapJson = mapText ? mapText->toUtf8() : shippedMap(scenario.mapId);
    if (!mapJson.isEmpty()) {
        const auto map = sk::parseSkirmishMap(mapJson);
        if (!map.map)
            return CommandOutcome::refused(Tr::tr("The map does not read: %1").arg(map.error));
        if (const auto problem = offTheMap(scenario, *map.map))
            return CommandOutcome::refused(*problem);
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO skirmish (name, game, underground, title, homemade, roster, scenario, map, "
        "turn_limit) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(trimmed);
    q.addBindValue(scenario.game == sk::Game::DN1 ? QStringLiteral("DN1") : QStringLiteral("DN2"));
    q.addBindValue(scenario.underground ? 1 : 0);
    q.addBindValue(scenario.title);
    q.addBindValue(scenario.homemade ? 1 : 0);
    q.addBindValue(roster);
    q.addBindValue(QString::fromUtf8(scenarioJson));
    q.addBindValue(mapJson.isEmpty() ? QStringLiteral("") : QString::fromUtf8(mapJson));
    q.addBindValue(std::max(0, scenario.turnLimit));
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const qint64 id = q.lastInsertId().toLongLong();
    if (!insertSides(q, id, scenario) || !insertForces(q, id, scenario))
        return CommandOutcome::storageFailed(q);
    //: %1 skirmish name, %2 scenario title, %3 number of counters
    return CommandOutcome::done(
        Tr::tr("New skirmish \"%1\": %2, %3 counters")
            .arg(trimmed, scenario.title, QString::number(scenario.forces.size())),
        {{QStringLiteral("skirmish"), trimmed},
         {QStringLiteral("title"), scenario.title},
         {QStringLiteral("homemade"), scenario.homemade}});
}

CommandOutcome setState(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    Arguments args(context.args);
    const auto key = args.text(QStringLiteral("character"));
    const auto health = args.text(QStringLiteral("health"), false);
    const auto wounds = args.integer(QStringLiteral("wounds"), false);
    const auto horse = args.text(QStringLiteral("horse"), false);
    const auto hexes = args.text(QStringLiteral("hexes"), false);
    const auto ep = args.integer(QStringLiteral("ep"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    StoredCharacter *c = desk->character(*key, &refusal);
    if (!c)
        return refusal;
    const QString who = desk->nameOf(*c);
    sk::CharacterState state = c->state;
    if (health) {
        const auto h = sk::healthFromKey(*health);
        if (!h)
            return CommandOutcome::badArguments(
                Tr::tr("\"%1\" is not a state: healthy, stunned, wounded or dead.").arg(*health));
        state.health = *h;
        if (!wounds)
            state.wounds = *h == sk::Health::Healthy || *h == sk::Health::Stunned ? 0
                           : *h == sk::Health::Dead ? c->profile->woundsToKill()
                                                    : std::max(1, state.wounds);
    }
    if (wounds) {
        if (*wounds < 0 || *wounds > c->profile->woundsToKill())
            return CommandOutcome::refused(Tr::tr("%1 has %2 wound levels (§6.2): %3 wounds do "
                                                  "not fit.")
                                               .arg(who,
                                                    QString::number(c->profile->woundsToKill()),
                                                    QString::number(*wounds)));
        state.wounds = *wounds;
        if (!health)
            state.health = *wounds == c->profile->woundsToKill() ? sk::Health::Dead
                           : *wounds > 0                         ? sk::Health::Wounded
                                                                 : sk::Health::Healthy;
    }
    if (horse) {
        const auto h = sk::horseFromKey(*horse);
        if (!h)
            return CommandOutcome::badArguments(
                Tr::tr("\"%1\" is not a horse state: none, with-rider, riderless or dead.")
                    .arg(*horse));
        if (*h != sk::HorseState::None &&
            (!c->profile->isRider() || desk->s.game() != sk::Game::DN1))
            return CommandOutcome::refused(
                Tr::tr("%1 has no horse: only the DN1 riders of §8 do.").arg(who));
        state.horse = *h;
    }
    QStringList lines;
    desk->applyState(*c, state, lines);
    if (hexes) {
        const auto labels = hexesArgument(*desk, *hexes, &refusal);
        if (!labels)
            return refusal;
        c->hexes = *labels;
        const sk::Step &step = desk->s.position.current();
        if (step.phase == sk::Phase::Movement && step.side == desk->player(*c))
            c->moved = true; // §5.2: the longbow and crossbow remember a move
    }
    if (ep) {
        if (!c->isCaster() || *ep < 0)
            return CommandOutcome::refused(
                Tr::tr("%1 keeps no energy: only the scenario's spellcasters do (§7.1).").arg(who));
        c->ep = *ep;
    }
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const QString now = sk::describeState(*c->profile, c->state, desk->s.game());
    const QString where =
        c->hexes.isEmpty() ? QString() : QStringLiteral(" @ ") + c->hexes.join(QLatin1Char(' '));
    lines.prepend(Tr::tr("Set by the referee: %1%2").arg(now, where));
    //: %1 skirmish, %2 the character's state and values
    return doneWith(Tr::tr("%1: %2%3").arg(desk->s.name, now, where), lines,
                    {{QStringLiteral("character"), desk->characterJson(*c)}});
}

CommandOutcome setOption(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    Arguments args(context.args);
    const auto option = args.text(QStringLiteral("option"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QJsonValue value = context.args.value(QStringLiteral("value"));
    if (const auto problem = sk::setSetting(desk->settings, *option, value))
        return CommandOutcome::badArguments(*problem);
    // The options live in the skirmish's scenario text, as the flags of the desk's own rule.
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT scenario FROM skirmish WHERE id = ?"));
    q.addBindValue(desk->s.id);
    if (!q.exec() || !q.next())
        return CommandOutcome::storageFailed(q);
    const QJsonObject scenario = sk::withDeskOption(
        QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object(), *option, value);
    q.prepare(QStringLiteral("UPDATE skirmish SET scenario = ? WHERE id = ?"));
    q.addBindValue(QString::fromUtf8(QJsonDocument(scenario).toJson(QJsonDocument::Indented)));
    q.addBindValue(desk->s.id);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const QString shown = value.isBool()
                              ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                              : QString::number(value.toInt());
    //: %1 skirmish, %2 option name (§12 D), %3 its new value
    return CommandOutcome::done(Tr::tr("%1: option %2 set to %3").arg(desk->s.name, *option, shown),
                                {{QStringLiteral("settings"), sk::settingsToJson(desk->settings)}});
}

CommandOutcome nextStep(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    Skirmish &s = desk->s;
    const Skirmish before = s;
    const sk::TurnPosition next = sk::nextStep(s.position);
    if (s.turnLimit > 0 && next.gameTurn > s.turnLimit)
        return CommandOutcome::refused(Tr::tr("The scenario of \"%1\" ends after game turn %2.")
                                           .arg(s.name, QString::number(s.turnLimit)));
    const bool newPlayerTurn = next.playerTurnIndex() != s.position.playerTurnIndex();
    s.position = next;
    const sk::Step &step = next.current();
    QStringList lines;
    for (StoredCharacter &c : s.characters) {
        c.firedPhase = false;
        if (newPlayerTurn)
            c.attacksMade = 0; // §4.1: one attack (a Guard two) per player turn
        if (newPlayerTurn && step.side == desk->player(c)) {
            c.moved = false; // §5.2: what counts is this own turn's movement and fire
            c.firedOwn = false;
        }
        if (c.state.health == sk::Health::Stunned && c.stunnedAt &&
            sk::standsUp(next, desk->player(c), *c.stunnedAt, desk->settings)) {
            sk::CharacterState up = c.state;
            up.health = sk::Health::Healthy;
            desk->applyState(c, up, lines);
            lines << Tr::tr("§6.1 %1 stands up").arg(desk->nameOf(c));
        }
    }
    if (step.phase == sk::Phase::GharvDisappearance)
        withdrawGharvs(*desk, lines);
    QSqlQuery q(context.db);
    for (const StoredSpell &spell : s.spells) {
        if (spell.until >= next.playerTurnIndex())
            continue;
        const auto on = std::find_if(s.characters.begin(), s.characters.end(),
                                     [&](const auto &c) { return c.id == spell.characterId; });
        //: %1 spell name, %2 character
        lines
            << Tr::tr("§7.4 %1 on %2 runs out").arg(sk::spellName(spell.spell), desk->nameOf(*on));
        q.prepare(QStringLiteral("DELETE FROM skirmish_spell WHERE id = ?"));
        q.addBindValue(spell.id);
        if (!q.exec())
            return CommandOutcome::storageFailed(q);
    }
    if (!savePosition(q, s) || !desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    return doneWith(Tr::tr("%1: %2").arg(s.name, sk::describePosition(next)), lines,
                    {{QStringLiteral("position"), sk::describePosition(next)},
                     {QStringLiteral("gameTurn"), next.gameTurn},
                     {QStringLiteral("step"), next.step}});
}

} // namespace herald::db::skirmish
