#include "db/warmaster/lessercommands.h"

#include "core/warmaster/counts.h"
#include "core/warmaster/pickupresult.h"
#include "db/commandregistry.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/independentcommands.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::LesserRaceCommands)
};

QString argText(const CommandContext &context, const QString &key)
{
    const QJsonValue v = context.args.value(key);
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString();
}

/// lesser.add (§7.7.1): a race of the campaign's army lists joins the track in box 0.
CommandOutcome addLesserRace(CommandContext &context)
{
    const QString ref = argText(context, QStringLiteral("race")).trimmed();
    if (ref.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"race\" must name an army list (its id or its race)."));
    const std::vector<ArmyListRecord> lists = loadArmyLists(context.db);
    const auto list = std::find_if(lists.begin(), lists.end(), [&ref](const ArmyListRecord &l) {
        return l.id == ref || l.race.compare(ref, Qt::CaseInsensitive) == 0;
    });
    if (list == lists.end())
        return CommandOutcome::refused(
            Tr::tr("§7.7.1 A lesser race is a race of the army lists; this campaign has no list "
                   "\"%1\" (see armylist list).")
                .arg(ref));
    const std::vector<LesserRace> races = loadLesserRaces(context.db);
    if (findLesserRace(races, list->race))
        return CommandOutcome::refused(
            Tr::tr("§7.7.1 %1 are already a lesser race of this campaign.").arg(list->race));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO lesser_race (army_list_id) VALUES (?)"));
    if (!nations::run(q, {list->id}))
        return CommandOutcome::storageFailed(q);
    q.exec(QStringLiteral("SELECT COUNT(*) FROM nation WHERE status = 'active'"));
    const int countries = q.next() ? q.value(0).toInt() : 0;
    const int inPlay = static_cast<int>(races.size()) + 1;
    //: %1 race, %2 races now in play, %3 the number the rule gives, %4 player countries
    const QString line =
        Tr::tr("§7.7.1, §2.18 %1 join the track in box 0: %2 lesser race(s) in play, %3 for %4 "
               "player countries (more are allowed)")
            .arg(list->race, QString::number(inPlay), QString::number(lesserRacesInPlay(countries)),
                 QString::number(countries));
    CommandOutcome done =
        CommandOutcome::done(Tr::tr("%1 join the lesser races in box 0").arg(list->race),
                             {{QStringLiteral("race"), list->race},
                              {QStringLiteral("armyList"), list->id},
                              {QStringLiteral("racesInPlay"), inPlay},
                              {QStringLiteral("rulesCount"), lesserRacesInPlay(countries)}});
    done.explanation = {line};
    return done;
}

/// lesser.adjust: the referee sets a race's box or a nation's markers by hand (a campaign taken
/// over on paper, a correction).
CommandOutcome adjustLesserRace(CommandContext &context)
{
    const std::vector<LesserRace> races = loadLesserRaces(context.db);
    const QString ref = argText(context, QStringLiteral("race"));
    const LesserRace *found = findLesserRace(races, ref);
    if (!found)
        return CommandOutcome::refused(Tr::tr("§7.7.1 There is no lesser race \"%1\".").arg(ref));
    LesserRace after = *found;
    QStringList changes;
    if (context.args.contains(QStringLiteral("box"))) {
        const auto box = fromKey<TrackBox>(argText(context, QStringLiteral("box")));
        if (!box)
            return CommandOutcome::badArguments(
                Tr::tr("§7.7.1 A track box is %1, not \"%2\".")
                    .arg(keyList<TrackBox>(), argText(context, QStringLiteral("box"))));
        after.box = *box;
        changes << Tr::tr("%1 → %2").arg(nameOf(found->box), nameOf(*box));
    }
    if (context.args.contains(QStringLiteral("markers"))) {
        const auto nation = nations::nationArgument(context);
        if (!nation.nation)
            return nation.refusal;
        const QJsonValue value = context.args.value(QStringLiteral("markers"));
        if (!value.isDouble() || value.toInt(-1) < 0)
            return CommandOutcome::badArguments(
                Tr::tr("The argument \"markers\" must be a whole number of 0 or more."));
        const QString id = QString::number(nation.nation->id);
        if (value.toInt() == 0)
            after.markers.erase(id);
        else
            after.markers[id] = value.toInt();
        changes << Tr::tr("%1's markers %2 → %3")
                       .arg(nation.nation->name, QString::number(found->markersOf(id)),
                            QString::number(value.toInt()));
    }
    if (changes.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("Give \"box\", or \"nation\" with \"markers\", to adjust a lesser race."));
    if (const QString failed = saveLesserRace(context.db, *found, after); !failed.isEmpty())
        return CommandOutcome::storageFailed(failed);
    // §7.7.6: a race leaving the Independent box has no army on the map any more.
    if (found->independent() && !after.independent()) {
        if (const QString failed = removeIndependentArmy(context.db, found->id); !failed.isEmpty())
            return CommandOutcome::storageFailed(failed);
    }
    //: %1 a lesser race, %2 the changes
    return CommandOutcome::done(
        Tr::tr("%1 adjusted by the referee: %2")
            .arg(found->name, changes.join(QStringLiteral("; "))),
        {{QStringLiteral("race"), found->name}, {QStringLiteral("box"), keyOf(after.box)}});
}

/// pickup.order (§5.12, §7.7.3, I-80): at M-3 of a month with a campaign battle (or any month
/// under pickupRoundEveryTurn), the dice draw the free nations' picking order.
CommandOutcome drawOrder(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    if (loadPickupRound(context.db, turn))
        return CommandOutcome::refused(
            Tr::tr("§7.7.3 This month's picking order is drawn already; undo it to draw again."));
    const CampaignSettings settings = loadSettings(context.db);
    const QSet<QString> fighting = nationsInCampaignBattles(context.db, turn);
    if (!pickupRoundHeld(!fighting.isEmpty(), settings))
        return CommandOutcome::refused(
            Tr::tr("§5.12 I-80 No campaign battle is fought this month, so there is no pick-up "
                   "round (the setting pickupRoundEveryTurn allows one every month)."));
    // Absent (NPP) and fallen nations do not play (§7.6).
    QSet<QString> away;
    for (const qint64 id : absentNationIds(context.db))
        away.insert(QString::number(id));
    QSqlQuery inactive(context.db);
    inactive.exec(QStringLiteral("SELECT id FROM nation WHERE status <> 'active' OR npp = 1"));
    while (inactive.next())
        away.insert(QString::number(inactive.value(0).toLongLong()));
    QStringList all;
    QHash<QString, QString> names;
    for (const NationRecord &n : loadNations(context.db)) {
        all << QString::number(n.id);
        names.insert(QString::number(n.id), n.name);
    }
    const QStringList free = freeNations(all, fighting, away);
    if (free.size() < 2)
        return CommandOutcome::refused(
            Tr::tr("§7.7.2 A pick-up round needs two free nations; this month has %1.")
                .arg(free.size()));
    const QStringList order = drawPickOrder(free, context.dice, names);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO pickup_order (turn, position, nation_id) VALUES (?, ?, "
                             "?)"));
    QStringList orderNames;
    QJsonArray json;
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (!nations::run(q, {turn, static_cast<int>(i) + 1, order.at(i).toLongLong()}))
            return CommandOutcome::storageFailed(q);
        orderNames << names.value(order.at(i));
        json.append(names.value(order.at(i)));
    }
    QStringList fightingNames;
    for (const QString &n : fighting)
        fightingNames << names.value(n);
    fightingNames.sort();
    const QString line =
        fightingNames.isEmpty()
            ? Tr::tr("§7.7.3 Picking order, drawn with the dice: %1 (I-80: pickupRoundEveryTurn "
                     "is on)")
                  .arg(orderNames.join(QStringLiteral(", ")))
            : Tr::tr("§7.7.3 Picking order, drawn with the dice: %1; %2 fight the campaign "
                     "battle and do not pick")
                  .arg(orderNames.join(QStringLiteral(", ")),
                       fightingNames.join(QStringLiteral(", ")));
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("Pick-up round order drawn: %1").arg(orderNames.join(QStringLiteral(", "))),
        {{QStringLiteral("order"), json}});
    done.explanation = {line};
    return done;
}

/// pickup.pick (§7.7.3, §7.7.5, I-72, I-74): the next nation's pick.
CommandOutcome makePick(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    auto round = loadPickupRound(context.db, turn);
    if (!round)
        return CommandOutcome::refused(
            Tr::tr("§7.7.3 Draw this month's picking order first (pickup order)."));
    const auto nation = nations::nationArgument(context);
    if (!nation.nation)
        return nation.refusal;
    const auto option = fromKey<PickOption>(argText(context, QStringLiteral("option")).toUpper());
    if (!option)
        return CommandOutcome::badArguments(
            Tr::tr("§7.7.3 The option is %1, not \"%2\".")
                .arg(keyList<PickOption>(), argText(context, QStringLiteral("option"))));
    const std::vector<LesserRace> races = loadLesserRaces(context.db);
    Pick pick{QString::number(nation.nation->id), *option, {}, {}};
    const QString raceRef = argText(context, QStringLiteral("race"));
    if (!raceRef.isEmpty()) {
        const LesserRace *race = findLesserRace(races, raceRef);
        pick.race = race ? race->id : raceRef;
    }
    for (const QJsonValue &g : context.args.value(QStringLiteral("granted")).toArray()) {
        const QString ref = g.isDouble() ? QString::number(g.toInteger()) : g.toString();
        const auto holder = findNation(context.db, ref);
        if (!holder)
            return CommandOutcome::refused(
                Tr::tr("§7.7.5 There is no nation \"%1\" to consent.").arg(ref));
        pick.granted << QString::number(holder->id);
    }
    const PickCheck check = checkPick(*round, races, pick);
    if (check.refusal)
        return CommandOutcome::refused(check.refusal->message);
    QJsonArray granted;
    for (const QString &g : pick.granted)
        granted.append(g.toLongLong());
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO pickup_pick (turn, position, option, lesser_race_id, "
                             "granted) VALUES (?, ?, ?, ?, ?)"));
    if (!nations::run(q,
                      {turn, static_cast<int>(round->picks.size()) + 1, keyOf(pick.option),
                       pick.race.isEmpty() ? QVariant() : QVariant(pick.race.toLongLong()),
                       QString::fromUtf8(QJsonDocument(granted).toJson(QJsonDocument::Compact))}))
        return CommandOutcome::storageFailed(q);
    const QString what = pick.option == PickOption::A
                             ? Tr::tr("A (%1)").arg(findLesserRace(races, pick.race)->name)
                             : keyOf(pick.option);
    QJsonObject result{{QStringLiteral("nation"), nation.nation->name},
                       {QStringLiteral("option"), keyOf(pick.option)}};
    QString summary = Tr::tr("%1 picks %2").arg(nation.nation->name, what);
    if (check.effect.game) {
        round->picks.push_back(pick);
        const int number = static_cast<int>(replayRound(*round).games.size());
        const QString game = gameText(*round, races, *check.effect.game);
        result.insert(QStringLiteral("game"), number);
        result.insert(QStringLiteral("text"), game);
        //: %1 the pick, %2 the game number, %3 the game
        summary = Tr::tr("%1: pick-up battle %2, %3").arg(summary, QString::number(number), game);
    }
    CommandOutcome done = CommandOutcome::done(summary, result);
    done.explanation = check.effect.lines;
    return done;
}

/// The nation or race a result names as the winner: 0 or 1 for a side, -1 a draw, or nullopt.
std::optional<int> winnerSide(const QString &ref, const PickupGame &game,
                              const std::vector<LesserRace> &races, const QSqlDatabase &db)
{
    if (ref.compare(QLatin1String("draw"), Qt::CaseInsensitive) == 0)
        return -1;
    const auto nation = findNation(db, ref);
    const LesserRace *race = findLesserRace(races, ref);
    const std::array<const PickupSide *, 2> sides{&game.first, &game.second};
    for (int s = 0; s < 2; ++s) {
        const PickupSide &side = *sides[static_cast<std::size_t>(s)];
        if ((nation && side.nation == QString::number(nation->id)) ||
            (race && side.race == race->id))
            return s;
    }
    return std::nullopt;
}

/// pickup.result (§7.7.4, §2.15, I-73, I-74, I-77, I-78): a pick-up battle's result moves the
/// races on the track, gives markers and earns experience.
CommandOutcome enterPickupResult(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    const auto round = loadPickupRound(context.db, turn);
    if (!round)
        return CommandOutcome::refused(
            Tr::tr("§7.7.3 There is no pick-up round this month (pickup order draws one)."));
    const RoundState state = replayRound(*round);
    const int number = context.args.value(QStringLiteral("game")).toInt();
    if (number < 1 || number > static_cast<int>(state.games.size()))
        return CommandOutcome::refused(
            Tr::tr("§7.7.3 There is no pick-up battle %1 this month; the picks have made %2.")
                .arg(argText(context, QStringLiteral("game")),
                     QString::number(state.games.size())));
    if (pickupResultWinner(context.db, turn, number))
        return CommandOutcome::refused(
            Tr::tr("§7.7.4 Pick-up battle %1 has its result; undo it to enter it again.")
                .arg(number));
    const PickupGame &game = state.games[static_cast<std::size_t>(number - 1)];
    std::vector<LesserRace> races = loadLesserRaces(context.db);
    const std::vector<LesserRace> before = races;
    const QString winnerRef = argText(context, QStringLiteral("winner"));
    const auto side = winnerSide(winnerRef, game, races, context.db);
    if (!side)
        return CommandOutcome::refused(
            Tr::tr("§7.7.4 The winner of pick-up battle %1 (%2) is one of its nations or races, "
                   "or \"draw\"; not \"%3\".")
                .arg(number)
                .arg(gameText(*round, races, game), winnerRef));
    PickupResultEntry entry;
    if (*side >= 0)
        entry.winner = *side;
    const QJsonObject vp = context.args.value(QStringLiteral("vp")).toObject();
    for (auto it = vp.begin(); it != vp.end(); ++it) {
        const auto nation = findNation(context.db, it.key());
        const QString id = nation ? QString::number(nation->id) : QString();
        const int s = game.first.nation == id ? 0 : game.second.nation == id ? 1 : -1;
        if (s < 0)
            return CommandOutcome::refused(
                Tr::tr("§2.15 %1 did not fight pick-up battle %2 (%3).")
                    .arg(it.key(), QString::number(number), gameText(*round, races, game)));
        if (!it.value().isDouble())
            return CommandOutcome::badArguments(
                Tr::tr("The VP of %1 must be a whole number.").arg(it.key()));
        entry.vp[static_cast<std::size_t>(s)] = it.value().toInt();
    }
    const CampaignSettings settings = loadSettings(context.db);
    const PickupResolution resolution = resolvePickupGame(*round, races, game, entry, settings);
    if (!resolution.refusal.isEmpty())
        return CommandOutcome::refused(resolution.refusal);
    for (std::size_t i = 0; i < races.size(); ++i) {
        if (const QString failed = saveLesserRace(context.db, before[i], races[i]);
            !failed.isEmpty())
            return CommandOutcome::storageFailed(failed);
    }
    QJsonArray experience;
    for (const PickupExperience &xp : resolution.experience) {
        const bool ownArmy = (xp.nation == game.first.nation && game.first.race.isEmpty()) ||
                             (xp.nation == game.second.nation && game.second.race.isEmpty());
        const QString detail = Tr::tr("pick-up battle %1 of %2: %3")
                                   .arg(number)
                                   .arg(context.date.toString(), xp.earned.explain());
        if (const QString failed = addExperience(
                context.db, xp.nation.toLongLong(), context.date.year, context.date.month,
                ownArmy ? QStringLiteral("armyBattle") : QStringLiteral("commander"),
                xp.earned.points(), {}, detail);
            !failed.isEmpty())
            return CommandOutcome::storageFailed(failed);
        experience.append(QJsonObject{{QStringLiteral("nation"), round->nationName(xp.nation)},
                                      {QStringLiteral("xp"), xp.earned.points()}});
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO pickup_result (turn, game, winner, vp_first, "
                             "vp_second) VALUES (?, ?, ?, ?, ?)"));
    if (!nations::run(q, {turn, number, entry.winner ? QVariant(*entry.winner) : QVariant(),
                          entry.vp[0] ? QVariant(*entry.vp[0]) : QVariant(),
                          entry.vp[1] ? QVariant(*entry.vp[1]) : QVariant()}))
        return CommandOutcome::storageFailed(q);
    QJsonArray moves;
    for (const TrackMove &m : resolution.moves)
        moves.append(QJsonObject{
            {QStringLiteral("race"), m.race},
            {QStringLiteral("from"), keyOf(m.from)},
            {QStringLiteral("to"), keyOf(m.to)},
            {QStringLiteral("independent"), m.to == TrackBox::Independent && m.from != m.to}});
    const QString outcome =
        entry.winner ? Tr::tr("%1 won").arg(
                           sideText(*round, before, *entry.winner == 0 ? game.first : game.second))
                     : Tr::tr("a draw");
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("Pick-up battle %1 (%2): %3")
            .arg(number)
            .arg(gameText(*round, before, game), outcome),
        {{QStringLiteral("game"), number},
         {QStringLiteral("winner"), entry.winner ? QJsonValue(*entry.winner) : QJsonValue()},
         {QStringLiteral("moves"), moves},
         {QStringLiteral("experience"), experience},
         {QStringLiteral("lines"), QJsonArray::fromStringList(resolution.lines)}});
    done.explanation = resolution.lines;
    return done;
}

} // namespace

void registerLesserRaceCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("lesser.add"),
                  QStringLiteral("A race of the army lists joins the lesser races in box 0 "
                                 "(§7.7.1): {race}"),
                  addLesserRace});
    registry.add({QStringLiteral("lesser.adjust"),
                  QStringLiteral("The referee sets a lesser race's box or a nation's markers "
                                 "(§7.7.4): {race, box?, nation?, markers?}"),
                  adjustLesserRace});
    registry.add({QStringLiteral("pickup.order"),
                  QStringLiteral("Draws the free nations' picking order at M-3 (§7.7.3, I-80): {}"),
                  drawOrder});
    registry.add({QStringLiteral("pickup.pick"),
                  QStringLiteral("The next nation's pick, A with a race, B or C (§7.7.3, §7.7.5, "
                                 "I-72): {nation, option, race?, granted?}"),
                  makePick});
    registry.add({QStringLiteral("pickup.result"),
                  QStringLiteral("A pick-up battle's result: track, markers, experience (§7.7.4, "
                                 "§2.15): {game, winner, vp?}"),
                  enterPickupResult});
}

} // namespace herald::db
