// battle.prepare at M-3 (§5.10): a pending battle's random event card is turned over (and goes
// to the discard pile), a POI battle's POI card is drawn face down (§5.3), and a d6 or the
// referee settles which side places the first terrain piece. The dice are in the history;
// refusals change nothing; undo restores every table; a POI battle's result reads the card drawn,
// and a battle won at a magic portal lets the winner's army go through it (§6.9, I-37).
// The demo campaign's first month with the Host of the Crown and the Iron Guard swapping Foxcombe
// and Elm (§5.4), as tst_db_battleresult.
#include "calendarwalk.h"
#include "db/decks/decksstore.h"
#include "tabledump.h"

#include <QJsonArray>

using namespace herald::db;
using herald::warmaster::CampaignStep;

namespace {

const QString host = QStringLiteral("Host of the Crown");
const QString guard = QStringLiteral("Iron Guard");

} // namespace

class TestBattlePrep : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;

    QSqlDatabase db() const { return m_walk->db(); }
    /// Runs the command; undo must restore the tables before and redo give those after.
    ExecuteResult undoable(const QJsonObject &args)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = m_walk->run(QStringLiteral("battle.prepare"), args);
        if (!r.ok())
            return r;
        const auto after = dumpTables(db());
        if (!m_walk->runner->undo().ok() || dumpTables(db()) != before)
            qFatal("battle.prepare: undo did not restore the tables");
        if (!m_walk->runner->redo().ok() || dumpTables(db()) != after)
            qFatal("battle.prepare: redo did not give the same tables");
        return r;
    }
    void refusedUnchanged(const QJsonObject &args, const QString &expected)
    {
        const auto before = dumpTables(db());
        const ExecuteResult r = m_walk->run(QStringLiteral("battle.prepare"), args);
        QVERIFY2(r.status == CommandStatus::Refused || r.status == CommandStatus::BadArguments,
                 qPrintable(QStringLiteral("not refused: ") + r.summary));
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(db()), before);
    }
    /// The campaign's deck as stored.
    herald::decks::Deck deck(const QString &id) const
    {
        QString error;
        return decks::DecksStore(db()).deck(id, &error).value();
    }

private Q_SLOTS:
    void init()
    {
        m_walk = std::make_unique<CalendarWalk>();
        m_walk->must(QStringLiteral("decks.install"));
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        const std::array<std::array<QString, 4>, 2> armies{{
            {CalendarWalk::veyra, host, QStringLiteral("Duke Aldric"), QStringLiteral("0407")},
            {CalendarWalk::ironhold, guard, QStringLiteral("Thane Borin"), QStringLiteral("0804")},
        }};
        for (const auto &[nation, army, general, area] : armies) {
            m_walk->must(QStringLiteral("character.buy"),
                         {{QStringLiteral("nation"), nation},
                          {QStringLiteral("entry"), QStringLiteral("Marshal")},
                          {QStringLiteral("name"), general}});
            m_walk->must(QStringLiteral("army.place"), {{QStringLiteral("nation"), nation},
                                                        {QStringLiteral("name"), army},
                                                        {QStringLiteral("general"), general},
                                                        {QStringLiteral("area"), area}});
        }
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders));
        for (const auto &[army, from, to] :
             {std::tuple{host, QStringLiteral("0708"), QStringLiteral("0709")},
              std::tuple{guard, QStringLiteral("0709"), QStringLiteral("0708")}}) {
            m_walk->sql(QStringLiteral("UPDATE army SET area = '%1', location = 'countryside', "
                                       "in_supply = 1 WHERE name = '%2'")
                            .arg(from, army));
            m_walk->must(QStringLiteral("orders.set"),
                         {{QStringLiteral("army"), army},
                          {QStringLiteral("kind"), QStringLiteral("move")},
                          {QStringLiteral("destination"), to}});
        }
        QVERIFY(m_walk->advanceTo(CampaignStep::Combats));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT COUNT(*) FROM pending_battle")).toInt(), 1);
    }

    /// §5.10: a typed 5 gives the first terrain piece to the attackers; the event card drawn is
    /// on the discard pile afterwards, and the history keeps the die.
    void everyBattleOfTheTurn()
    {
        const int discardsBefore = int(deck(QStringLiteral("randomEvents")).discardPile.size());
        const ExecuteResult r = undoable({{QStringLiteral("typed"), QJsonArray{5}}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT first_placer || '/' || placer_face FROM "
                                            "battle_preparation"))
                     .toString(),
                 QStringLiteral("1/5"));
        const QString card =
            m_walk->value(QStringLiteral("SELECT event_card FROM battle_preparation")).toString();
        QVERIFY(!card.isEmpty());
        const auto events = deck(QStringLiteral("randomEvents"));
        QCOMPARE(int(events.discardPile.size()), discardsBefore + 1);
        QCOMPARE(events.discardPile.last(), card);
        QVERIFY2(r.summary.contains(QStringLiteral("d6 5: the attackers place the first terrain "
                                                   "piece")),
                 qPrintable(r.summary));
        QVERIFY(m_walk->value(QStringLiteral("SELECT poi_card FROM battle_preparation")).isNull());
    }

    /// §5.10 "the referee may override": the referee's side, no die.
    void refereeChoosesTheFirstPlacer()
    {
        const ExecuteResult r =
            undoable({{QStringLiteral("battle"), 1}, {QStringLiteral("firstPlacer"), "defenders"}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(
            m_walk->value(QStringLiteral("SELECT first_placer FROM battle_preparation")).toInt(),
            0);
        QVERIFY(
            m_walk->value(QStringLiteral("SELECT placer_face FROM battle_preparation")).isNull());
        QVERIFY(r.summary.contains(QStringLiteral("the referee's choice")));
    }

    /// §5.3: a POI battle's card is drawn face down for the battle, and stays in play.
    void poiCardFaceDown()
    {
        m_walk->sql(QStringLiteral("UPDATE pending_battle SET kind = 'poiBattle'"));
        QVERIFY(undoable({}).ok());
        const QString card =
            m_walk->value(QStringLiteral("SELECT poi_card FROM battle_preparation")).toString();
        QVERIFY(!card.isEmpty());
        const auto poi = deck(QStringLiteral("poi"));
        const herald::decks::HeldCard *held = poi.held(card);
        QVERIFY(held);
        QCOMPARE(held->facing, herald::decks::Facing::Down);
        QVERIFY(held->holder.startsWith(QStringLiteral("Battle 1")));
        // §6.9: the battle's result reads the POI effects from the card drawn here.
        m_walk->sql(QStringLiteral("UPDATE pending_battle SET location = 'poi'"));
        const ExecuteResult result =
            m_walk->must(QStringLiteral("battle.result"),
                         {{QStringLiteral("battle"), 1},
                          {QStringLiteral("result"),
                           QJsonObject{{QStringLiteral("sides"),
                                        QJsonArray{QJsonObject{{QStringLiteral("vp"), 100}},
                                                   QJsonObject{{QStringLiteral("vp"), 100}}}},
                                       {QStringLiteral("objective"), QStringLiteral("none")}}}});
        QCOMPARE(result.result.value(QStringLiteral("poi"))
                     .toObject()
                     .value(QStringLiteral("card"))
                     .toString(),
                 card);
        // §6.9: at M-5 the card drawn stays in the area as its POI, face up on the map.
        QVERIFY(m_walk->advanceTo(CampaignStep::Advance));
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT poi_card || ' ' || poi_revealed FROM area "
                                            "WHERE hex = (SELECT area FROM pending_battle)"))
                     .toString(),
                 card + QStringLiteral(" 1"));
    }

    /// §6.9, I-37: after a battle fought at a magic portal, battle.portal moves a winning army
    /// to a land area without town, city or army, once; before the result, for the loser, to a
    /// town or to an occupied area it is refused and changes nothing; undo puts the army back.
    void magicPortal()
    {
        m_walk->sql(QStringLiteral("UPDATE pending_battle SET location = 'poi'"));
        m_walk->sql(QStringLiteral("UPDATE area SET poi_card = 'magicPortal' WHERE hex = "
                                   "(SELECT area FROM pending_battle)"));
        const auto armyOfSide = [this](int side) {
            return m_walk
                ->value(QStringLiteral("SELECT a.name FROM army a JOIN pending_battle_army p ON "
                                       "p.army_id = a.id WHERE p.side = %1")
                            .arg(side))
                .toString();
        };
        const QString winner = armyOfSide(0);
        const QString loser = armyOfSide(1);
        const QString empty =
            m_walk
                ->value(QStringLiteral("SELECT hex FROM area WHERE terrain <> 'sea' AND centre NOT "
                                       "IN ('town', 'city') AND hex NOT IN (SELECT area FROM "
                                       "army) ORDER BY hex LIMIT 1"))
                .toString();
        const QString town =
            m_walk->value(QStringLiteral("SELECT hex FROM area WHERE centre = 'town' LIMIT 1"))
                .toString();
        const QString occupied =
            m_walk->value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(loser))
                .toString();
        const auto portal = [&](const QString &army, const QString &area) {
            return m_walk->run(QStringLiteral("battle.portal"), {{QStringLiteral("battle"), 1},
                                                                 {QStringLiteral("army"), army},
                                                                 {QStringLiteral("area"), area}});
        };
        const auto refused = [&](const QString &army, const QString &area, const QString &why) {
            const auto before = dumpTables(db());
            const ExecuteResult r = portal(army, area);
            QCOMPARE(r.status, CommandStatus::Refused);
            QVERIFY2(r.message.contains(why), qPrintable(r.message));
            QCOMPARE(dumpTables(db()), before);
        };
        refused(winner, empty, QStringLiteral("has no winner yet"));
        m_walk->must(QStringLiteral("battle.result"),
                     {{QStringLiteral("battle"), 1},
                      {QStringLiteral("result"),
                       QJsonObject{{QStringLiteral("sides"),
                                    QJsonArray{QJsonObject{{QStringLiteral("vp"), 300}},
                                               QJsonObject{{QStringLiteral("vp"), 100}}}}}}});
        refused(loser, empty, QStringLiteral("did not win battle 1"));
        refused(winner, town, QStringLiteral("has a town or city"));
        refused(winner, occupied, QStringLiteral("holds an army (%1)").arg(loser));
        const QString winnerArea =
            m_walk->value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(winner))
                .toString();
        const auto before = dumpTables(db());
        const ExecuteResult r = portal(winner, empty);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT area || ' ' || moved FROM army WHERE name = "
                                            "'%1'")
                                 .arg(winner))
                     .toString(),
                 empty + QStringLiteral(" 1"));
        refused(winner, winnerArea, QStringLiteral("already went through the portal"));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(db()), before);
    }

    /// A campaign whose referee removed the event deck: the battle is prepared without a card,
    /// and the brief tells the table to draw one.
    void withoutAnEventDeck()
    {
        m_walk->must(QStringLiteral("decks.deck.remove"),
                     {{QStringLiteral("deck"), QStringLiteral("randomEvents")}});
        const ExecuteResult r = undoable({});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(
            m_walk->value(QStringLiteral("SELECT event_card FROM battle_preparation")).isNull());
        QVERIFY(r.summary.contains(QStringLiteral("draw one at the table")));
    }

    void refusals()
    {
        refusedUnchanged({{QStringLiteral("battle"), 9}}, QStringLiteral("no pending battle 9"));
        refusedUnchanged({{QStringLiteral("firstPlacer"), "attackers"}},
                         QStringLiteral("one battle at a time"));
        refusedUnchanged({{QStringLiteral("battle"), 1}, {QStringLiteral("firstPlacer"), "left"}},
                         QStringLiteral("\"defenders\" or \"attackers\""));
        refusedUnchanged({{QStringLiteral("battle"), "one"}}, QStringLiteral("battle number"));
        m_walk->must(QStringLiteral("battle.prepare"), {{QStringLiteral("battle"), 1}});
        refusedUnchanged({{QStringLiteral("battle"), 1}}, QStringLiteral("prepared already"));
        refusedUnchanged({}, QStringLiteral("prepared already"));
        // Only at M-3.
        m_walk->must(
            QStringLiteral("battle.winner"),
            {{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), CalendarWalk::veyra}});
        QVERIFY(m_walk->advanceTo(CampaignStep::Retreats));
        refusedUnchanged({{QStringLiteral("battle"), 1}}, QStringLiteral("M-3"));
    }
};

QTEST_GUILESS_MAIN(TestBattlePrep)
#include "tst_battleprep.moc"
