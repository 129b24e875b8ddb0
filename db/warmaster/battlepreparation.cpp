#include "db/warmaster/battlepreparation.h"

#include "core/warmaster/battlebrief.h"
#include "db/commandregistry.h"
#include "db/decks/deckdraw.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
namespace cards = herald::decks;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::BattlePreparation)
};

/// The shipped decks a battle draws from (resources/warmaster/decks, §10 #3 and #6).
const QString eventDeckId = QStringLiteral("randomEvents");
const QString poiDeckId = QStringLiteral("poi");

struct BattleRow
{
    qint64 id = 0;
    int number = 0;
    QString kind;
};

/// The battles to prepare: the one named, or every pending battle of the turn not yet prepared.
std::vector<BattleRow> battlesToPrepare(const QSqlDatabase &db, int turn, std::optional<int> number)
{
    std::vector<BattleRow> rows;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT b.id, b.number, b.kind, p.battle_id FROM pending_battle b LEFT JOIN "
        "battle_preparation p ON p.battle_id = b.id WHERE b.turn = ? ORDER BY b.number"));
    q.addBindValue(turn);
    if (!q.exec())
        return rows;
    while (q.next()) {
        const bool prepared = !q.value(3).isNull();
        if (number ? q.value(1).toInt() == *number : !prepared)
            rows.push_back({q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toString()});
    }
    return rows;
}

bool isPrepared(const QSqlDatabase &db, qint64 battleId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM battle_preparation WHERE battle_id = ?"));
    q.addBindValue(battleId);
    return q.exec() && q.next();
}

std::optional<int> placerArgument(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (value.toString() == QLatin1String("defenders") || value.toInt(-1) == 0)
        return 0;
    if (value.toString() == QLatin1String("attackers") || value.toInt(-1) == 1)
        return 1;
    return -1;
}

/// {battle?: N, firstPlacer?: "defenders"|"attackers"}: prepares battle N, or every battle of
/// the turn not prepared yet; firstPlacer (one battle only) is the referee's choice instead of
/// the die.
CommandOutcome prepare(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const QJsonValue battleValue = context.args.value(QStringLiteral("battle"));
    std::optional<int> number;
    if (!battleValue.isUndefined() && !battleValue.isNull()) {
        if (!battleValue.isDouble())
            return CommandOutcome::badArguments(
                Tr::tr("The argument \"battle\" must be a battle number."));
        number = battleValue.toInt();
    }
    const std::optional<int> chosenPlacer =
        placerArgument(context.args.value(QStringLiteral("firstPlacer")));
    if (chosenPlacer == -1)
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"firstPlacer\" must be \"defenders\" or \"attackers\"."));
    if (chosenPlacer && !number)
        return CommandOutcome::badArguments(
            Tr::tr("The referee's first placer is given for one battle at a time: name it."));

    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<BattleRow> battles = battlesToPrepare(context.db, turn, number);
    if (number && battles.empty())
        return CommandOutcome::refused(
            Tr::tr("§1.9 There is no pending battle %1 this turn (see the engagements list).")
                .arg(*number));
    if (battles.empty())
        return CommandOutcome::refused(
            Tr::tr("§5.10 Every pending battle of this turn is prepared already."));
    if (number && isPrepared(context.db, battles.front().id))
        return CommandOutcome::refused(
            Tr::tr("§5.10 Battle %1 is prepared already; undo that to prepare it again.")
                .arg(*number));

    QStringList lines;
    QJsonArray prepared;
    QSqlQuery insert(context.db);
    insert.prepare(QStringLiteral(
        "INSERT INTO battle_preparation (battle_id, event_deck, event_card, poi_deck, poi_card, "
        "first_placer, placer_face) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    const std::array<QString, 2> sideNames{Tr::tr("the defenders"), Tr::tr("the attackers")};
    for (const BattleRow &battle : battles) {
        //: who holds a card drawn for a battle; %1 the battle number, %2 the turn
        const QString holder = Tr::tr("Battle %1, turn %2").arg(battle.number).arg(turn);
        const decks::Drawn event =
            decks::drawCard(context, eventDeckId, holder, cards::Facing::Up, true);
        if (event.failure)
            return *event.failure;
        //: %1 battle number, %2 the card's title or why none was drawn
        lines << Tr::tr("Battle %1: random event card %2 (§5.10)")
                     .arg(battle.number)
                     .arg(event.cardId.isEmpty() ? event.note
                                                 : QStringLiteral("'%1'").arg(event.title));
        decks::Drawn poi;
        if (battle.kind == QLatin1String("poiBattle")) {
            poi = decks::drawCard(context, poiDeckId, holder, cards::Facing::Down, false);
            if (poi.failure)
                return *poi.failure;
            lines << (poi.cardId.isEmpty()
                          ? Tr::tr("Battle %1: POI card: %2").arg(battle.number).arg(poi.note)
                          : Tr::tr("Battle %1: a POI card is drawn face down; it is turned over "
                                   "once both armies are deployed (§5.3, §5.10)")
                                .arg(battle.number));
        }
        int placer = 0;
        std::optional<int> face;
        if (chosenPlacer) {
            placer = *chosenPlacer;
            lines << Tr::tr("Battle %1: %2 place the first terrain piece, the referee's choice "
                            "(§5.10)")
                         .arg(battle.number)
                         .arg(sideNames.at(placer));
        } else {
            face = context.dice.d(
                6, "§5.10 first terrain placer: 1-3 the defenders, 4-6 the attackers");
            placer = firstPlacerFromDie(*face);
            //: %1 battle number, %2 the die, %3 "the defenders" or "the attackers"
            lines << Tr::tr("Battle %1: d6 %2: %3 place the first terrain piece (§5.10; 1-3 "
                            "the defenders, 4-6 the attackers)")
                         .arg(battle.number)
                         .arg(*face)
                         .arg(sideNames.at(placer));
        }
        insert.addBindValue(battle.id);
        insert.addBindValue(event.cardId.isEmpty() ? QVariant() : QVariant(eventDeckId));
        insert.addBindValue(event.cardId.isEmpty() ? QVariant() : QVariant(event.cardId));
        insert.addBindValue(poi.cardId.isEmpty() ? QVariant() : QVariant(poiDeckId));
        insert.addBindValue(poi.cardId.isEmpty() ? QVariant() : QVariant(poi.cardId));
        insert.addBindValue(placer);
        insert.addBindValue(face ? QVariant(*face) : QVariant());
        if (!insert.exec())
            return CommandOutcome::storageFailed(insert);
        prepared.append(QJsonObject{{QStringLiteral("battle"), battle.number},
                                    {QStringLiteral("eventCard"), event.cardId},
                                    {QStringLiteral("poiDrawn"), !poi.cardId.isEmpty()},
                                    {QStringLiteral("firstPlacer"), placer}});
    }
    CommandOutcome done =
        CommandOutcome::done(lines.join(QStringLiteral("; ")),
                             {{QStringLiteral("battles"), prepared},
                              {QStringLiteral("lines"), QJsonArray::fromStringList(lines)}});
    done.explanation = lines;
    return done;
}

} // namespace

void registerBattlePreparationCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("battle.prepare"),
                  QStringLiteral("Prepare a pending battle's table at M-3 (§5.10): its random "
                                 "event card, a POI battle's POI card face down, the first "
                                 "terrain placer: {battle?, firstPlacer?}"),
                  prepare});
}

} // namespace herald::db
