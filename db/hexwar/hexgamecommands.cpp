#include "db/hexwar/hexgamecommands.h"

#include "core/hexwar/mapwriter.h"
#include "core/hexwar/sequence.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/hexwar/gameactions.h"
#include "db/hexwar/gamestore.h"
#include "db/hexwar/mapstore.h"
#include "db/hexwar/playbymail.h"
#include "db/hexwar/settingsjson.h"
#include "db/hexwar/statejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::db::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::HexgameCommands)
};

QString toText(const QJsonValue &value)
{
    return QString::fromUtf8(value.isArray()
                                 ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                 : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

/// The game named by the "game" argument, or the refusal to return.
std::optional<Game> gameArgument(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("game"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    auto g = game(context.db, *name);
    if (!g)
        refusal = CommandOutcome::refused(Tr::tr("There is no hex game \"%1\".").arg(*name));
    return g;
}

int actionCount(const QSqlDatabase &db, qint64 gameId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM hexgame_action WHERE game_id = ?"));
    q.addBindValue(gameId);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

/// Writes the game after an action and the action's row; false with the failed query.
bool record(const Game &g, const Action &action, const ActionOutcome &outcome, QSqlQuery &q)
{
    q.prepare(QStringLiteral("UPDATE hexgame SET state = ?, hexsets = ? WHERE id = ?"));
    q.addBindValue(toText(stateToJson(*outcome.state, g.map.grid())));
    q.addBindValue(toText(outcome.hexSets.value_or(g.hexSets)));
    q.addBindValue(g.id);
    if (!q.exec())
        return false;
    q.prepare(QStringLiteral(
        "INSERT INTO hexgame_action (game_id, seq, turn, side, kind, args, dice, before, line, "
        "imported) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v :
         {QVariant(g.id), QVariant(action.seq), QVariant(action.turn), QVariant(action.side),
          QVariant(action.kind), QVariant(toText(action.args)), QVariant(toText(action.dice)),
          QVariant(action.before), QVariant(action.line), QVariant(action.imported ? 1 : 0)})
        q.addBindValue(v);
    return q.exec();
}

/// The faces of the rolls made since `from`, flattened in order; *allTyped says whether every
/// one of them was typed in rather than rolled.
QJsonArray facesSince(const dice::Dice &dice, std::size_t from, bool *allTyped = nullptr)
{
    QJsonArray faces;
    bool typed = true;
    const auto &rolls = dice.rolls();
    for (std::size_t i = from; i < rolls.size(); ++i) {
        typed = typed && rolls[i].typed;
        for (int face : rolls[i].faces)
            faces.append(face);
    }
    if (allTyped)
        *allTyped = typed;
    return faces;
}

CommandOutcome runAction(CommandContext &context, const QString &kind)
{
    CommandOutcome refusal;
    const auto g = gameArgument(context, refusal);
    if (!g)
        return refusal;
    QJsonObject args = context.args;
    args.remove(QStringLiteral("game"));
    args.remove(QStringLiteral("typed"));
    const ActionOutcome out = applyAction(*g, kind, args, context.dice);
    if (!out.ok()) {
        CommandOutcome r = CommandOutcome::refused(Tr::tr("%1: %2").arg(g->name, out.refusal));
        r.explanation = out.explanation;
        return r;
    }
    if (context.dice.unusedTyped() > 0)
        return CommandOutcome::badArguments(
            Tr::tr("%n typed die face(s) were not needed by this action.", nullptr,
                   int(context.dice.unusedTyped())));
    const Action action{actionCount(context.db, g->id) + 1,
                        g->state.turn,
                        sideKey(out.player.value_or(g->state.activeSide)),
                        kind,
                        args,
                        facesSince(context.dice, 0),
                        g->fingerprint(),
                        out.line,
                        false};
    QSqlQuery q(context.db);
    if (!record(*g, action, out, q))
        return CommandOutcome::storageFailed(q);
    QJsonObject result = out.details;
    result.insert(QStringLiteral("game"), g->name);
    result.insert(QStringLiteral("seq"), action.seq);
    CommandOutcome done = CommandOutcome::done(Tr::tr("%1: %2").arg(g->name, out.line), result);
    done.explanation = out.explanation;
    return done;
}

/// Why a scenario cannot be played on a map: the first unit whose set-up or entry area has no
/// land hex there (a named hex off the map or in water, a hex set the map does not have, rule
/// 15.4), unless its hex set is on the map and empty for the referee to fill (A4); empty when
/// every unit has somewhere to go. The scenario is on the map's grid.
QString unplayableOn(const herald::hexwar::Scenario &scenario, const herald::hexwar::HexwarMap &map)
{
    for (const herald::hexwar::ScenarioUnit &su : scenario.units) {
        const herald::hexwar::EntryArea &area = su.arrival.area;
        const QList<map::Hex> hexes = area.resolve(map);
        if (std::any_of(hexes.begin(), hexes.end(), [&map](map::Hex h) { return map.isLand(h); }))
            continue;
        if (!area.set.isEmpty() && map.hexSetNames().contains(area.set) &&
            map.hexSet(area.set).isEmpty())
            continue;
        //: %1 a unit's id, %2 its name.
        return Tr::tr("%1 %2 would have no hex to set up or enter on (draw its hex set, "
                      "rule 15.4)")
            .arg(su.unit.id, su.unit.label());
    }
    return {};
}

/// The scenario a new game plays: a scenario file the referee loaded (args "scenarioFile", in
/// Herald's scenario format), else the shipped one. nullopt with the refusal for a file that
/// cannot be read, naming every problem.
std::optional<herald::hexwar::Scenario>
chosenScenario(const QJsonObject &args, const ShippedScenario &shipped, CommandOutcome &refusal)
{
    const QJsonValue file = args.value(QStringLiteral("scenarioFile"));
    if (file.isUndefined())
        return shipped.scenario;
    auto parsed = herald::hexwar::parseScenario(QJsonDocument(file.toObject()).toJson());
    if (!parsed.ok()) {
        refusal = CommandOutcome::badArguments(Tr::tr("The scenario file cannot be read: %1")
                                                   .arg(parsed.errors.join(QStringLiteral("; "))));
        return std::nullopt;
    }
    return std::move(*parsed.scenario);
}

CommandOutcome newGame(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    const auto key = args.text(QStringLiteral("scenario"), false);
    const auto mapName = args.text(QStringLiteral("map"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const ShippedScenario *shipped = shippedScenario(key.value_or(QStringLiteral("black-eagle")));
    if (!shipped)
        return CommandOutcome::badArguments(
            Tr::tr("There is no hex game scenario \"%1\"; Herald has %2.")
                .arg(*key, shippedScenarioKeys().join(QStringLiteral(", "))));
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A hex game needs a name."));
    if (game(context.db, trimmed))
        return CommandOutcome::refused(
            Tr::tr("There is already a hex game \"%1\" in this file.").arg(trimmed));
    QString problem;
    const auto settings =
        settingsFromJson(context.args.value(QStringLiteral("settings")).toObject(), &problem);
    if (!settings)
        return CommandOutcome::badArguments(Tr::tr("Hex game settings: %1.").arg(problem));
    using namespace herald::hexwar;
    CommandOutcome refusal;
    std::optional<Scenario> scenario = chosenScenario(context.args, *shipped, refusal);
    if (!scenario)
        return refusal;
    const bool ownMap = scenario->mapName == shipped->scenario.mapName;
    if (!ownMap && !mapName)
        return CommandOutcome::refused(
            Tr::tr("The scenario \"%1\" is played on the map %2, which Herald does not ship: read "
                   "that map into the file (hexmap import) and choose it.")
                .arg(scenario->name, scenario->mapName));
    // The map: the scenario's own, or one of the file's hex maps (a traced map), copied in.
    const HexwarMap *map = &shipped->map;
    std::optional<StoredHexMap> chosen;
    if (mapName) {
        chosen = hexMap(context.db, *mapName);
        if (!chosen)
            return CommandOutcome::refused(Tr::tr("There is no hex map \"%1\".").arg(*mapName));
        map = &chosen->map;
    }
    // The scenario's printed hex numbers, read on the map's grid (spec 2.2).
    if (!map->grid().isDefault())
        scenario = scenario->onGrid(map->grid());
    if (const QString missing = unplayableOn(*scenario, *map); !missing.isEmpty())
        return CommandOutcome::refused(
            chosen
                ? Tr::tr("The hex map \"%1\" cannot carry this scenario: %2").arg(*mapName, missing)
                : Tr::tr("The scenario \"%1\" cannot be played on its map: %2")
                      .arg(scenario->name, missing));
    // Set-up units the scenario puts in one fixed hex need no choice (12.1): they stand there
    // from the start, and the referee places only those with an area to choose from.
    GameState state = herald::hexwar::newGame(*scenario);
    QStringList placed;
    for (const ScenarioUnit &su : scenario->units) {
        const QList<map::Hex> area = su.arrival.area.resolve(*map);
        if (su.arrival.kind != Arrival::Kind::SetUp || area.size() != 1)
            continue;
        auto next = placeSetUpUnit(*map, *scenario, state, su.unit.id, area.first(), nullptr);
        if (next) {
            state = std::move(*next);
            placed << su.unit.id;
        }
    }
    const QJsonValue scenarioFile = context.args.value(QStringLiteral("scenarioFile"));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO hexgame (name, scenario, settings, state, map, "
                             "scenario_json) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(trimmed);
    q.addBindValue(shipped->key);
    q.addBindValue(toText(settingsToJson(*settings)));
    q.addBindValue(toText(stateToJson(state, map->grid())));
    q.addBindValue(chosen ? QVariant(toText(hexwarMapToJson(chosen->map)))
                          : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(scenarioFile.isObject() ? QVariant(toText(scenarioFile))
                                           : QVariant(QMetaType(QMetaType::QString)));
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    // The scanned map traced over comes with the map, copied as the map is.
    if (chosen &&
        !writeUnderlay(UnderlayOwner::HexGame, q.lastInsertId().toLongLong(), chosen->underlay, q))
        return CommandOutcome::storageFailed(q);
    CommandOutcome done =
        CommandOutcome::done(Tr::tr("New hex game \"%1\" (%2)").arg(trimmed, scenario->name),
                             {{QStringLiteral("game"), trimmed},
                              {QStringLiteral("placed"), QJsonArray::fromStringList(placed)}});
    done.explanation << Tr::tr("%n set-up unit(s) with a single set-up hex placed (12.1).", nullptr,
                               int(placed.size()));
    return done;
}

/// Replays a mail file's actions with the faces it recorded, each checked against the position
/// it was made in; one command, so one undo takes the whole mail back.
CommandOutcome importMail(CommandContext &context)
{
    CommandOutcome refusal;
    auto g = gameArgument(context, refusal);
    if (!g)
        return refusal;
    QString why;
    const auto mail = readMail(context.args.value(QStringLiteral("mail")).toObject(), *g,
                               actionCount(context.db, g->id), &why);
    if (!mail)
        return CommandOutcome::refused(Tr::tr("%1: %2").arg(g->name, why));
    QSqlQuery q(context.db);
    QStringList explanation;
    for (Action action : mail->actions) {
        const auto reject = [&](const QString &text) {
            return CommandOutcome::refused(
                Tr::tr("%1: action %2 of the mail file (%3): %4")
                    .arg(g->name, QString::number(action.seq), action.line, text));
        };
        if (action.before != g->fingerprint() ||
            action.seq != mail->firstSeq + int(explanation.size()))
            return reject(Tr::tr("it was made in another position than this game's; the file was "
                                 "changed by hand."));
        std::vector<int> faces;
        for (const QJsonValue &v : action.dice)
            faces.push_back(v.toInt());
        const std::size_t rolled = context.dice.rolls().size();
        context.dice.queueTyped(faces);
        const ActionOutcome out = applyAction(*g, action.kind, action.args, context.dice);
        if (!out.ok())
            return reject(out.refusal);
        bool typed = false;
        const QJsonArray used = facesSince(context.dice, rolled, &typed);
        if (!typed || context.dice.unusedTyped() > 0 || used != action.dice)
            return reject(Tr::tr("the file does not give the dice this action rolls; nothing is "
                                 "rerolled."));
        // What this file knows of the action, not what the mail says of it.
        action.turn = g->state.turn;
        action.side = sideKey(out.player.value_or(g->state.activeSide));
        action.line = out.line;
        if (!record(*g, action, out, q))
            return CommandOutcome::storageFailed(q);
        explanation << out.line;
        takeOutcome(*g, out);
    }
    if (g->fingerprint() != mail->after)
        return CommandOutcome::refused(
            Tr::tr("%1: the mail file's actions do not lead to the position its sender reached; "
                   "the file was changed by hand.")
                .arg(g->name));
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1: %n action(s) read in by mail", nullptr, int(explanation.size())).arg(g->name),
        {{QStringLiteral("game"), g->name}, {QStringLiteral("actions"), int(explanation.size())}});
    done.explanation = explanation;
    return done;
}

} // namespace

void registerHexgameCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("hexgame.new"),
                  QStringLiteral("Start a hex game from a shipped scenario or a scenario file, on "
                                 "its own map or one of the file's hex maps: {name, scenario?: "
                                 "black-eagle, scenarioFile?: {...}, settings?: {key: value}, "
                                 "map?}"),
                  newGame});
    const struct
    {
        const char *kind;
        const char *description;
    } actions[] = {
        {"place", "Place a set-up unit before play: {game, unit, hex}"},
        {"move", "Move a unit, or bring on a reinforcement, along a path: {game, unit, path}"},
        {"hold", "Hold back a reinforcement that may enter now: {game, unit}"},
        {"attack", "Attack one enemy unit with one d6 on the CRT: {game, attackers, defender, "
                   "adUnit?, retreats?, advance?, typed?}"},
        {"retreat", "Retreat a unit after combat, or eliminate it with no hex: {game, unit, hex?}"},
        {"advance", "Advance a winner into a vacated hex, or decline: {game, unit?, hex?}"},
        {"end-phase", "End the current phase (end of turn scoring after the second player): "
                      "{game}"},
        {"entry-hexes", "Fill a hex set the scenario leaves empty, such as the Cruth Ogres' "
                        "entry: {game, set, hexes}"},
        {"resolve-stack", "Resolve an illegal stack: the opposing player keeps one unit, the "
                          "others in the hex are destroyed: {game, hex, keep}"},
    };
    for (const auto &a : actions) {
        const QString kind = QString::fromLatin1(a.kind);
        registry.add({QStringLiteral("hexgame.") + kind, QString::fromLatin1(a.description),
                      [kind](CommandContext &context) { return runAction(context, kind); }});
    }
    registry.add({QStringLiteral("hexgame.import"),
                  QStringLiteral("Replay the other player's turn from a mail file with its "
                                 "recorded dice: {game, mail}"),
                  importMail});
}

} // namespace herald::db
