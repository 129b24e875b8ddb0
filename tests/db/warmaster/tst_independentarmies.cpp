// Independent lesser-race armies (§7.7.6, I-75, I-76): the Goblins win a pick-up battle in box
// 3 and become independent; their commander places their army (lesser.place), its controller
// moves it (lesser.move), a nation's army meeting it forces it back or into the sea, or brings
// it to battle (lesser.meet), and at M-5 its hold makes an area uncontrolled. Every command is
// undone and redone to the same tables; every refusal changes nothing. The same month also
// shows M-4 retreating a beaten army by itself where the §6.7 list leaves one area.
#include "core/warmaster/independentarmy.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/monthstore.h"
#include "demonight.h"

#include <QJsonArray>

using namespace herald::db;
using namespace herald::warmaster;
using namespace demonight;
using herald::map::Direction;
using herald::map::Hex;

class TestIndependentArmies : public QObject, private DemoNight
{
    Q_OBJECT

private:
    QString independentArea() const
    {
        return value(QStringLiteral("SELECT area FROM independent_army")).toString();
    }
    /// Puts an army in an area as if it had marched in from `from` this turn (empty: it stood).
    void put(const QString &army, const QString &area, const QString &from = {})
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("UPDATE army SET area = ?, origin_area = ?, moved = ? WHERE name "
                                 "= ?"));
        q.addBindValue(area);
        q.addBindValue(from.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(from));
        q.addBindValue(from.isEmpty() ? 0 : 1);
        q.addBindValue(army);
        QVERIFY(q.exec());
    }
    /// The first land area of the demo map where the rule lets the Goblins stand and `accept`
    /// holds, or nullopt.
    template <typename Accept> std::optional<Hex> placeable(Accept accept) const
    {
        const MonthMap month = loadMonthMap(db());
        for (const Area &area : month.map.areas) {
            if (placementRefusal(month.map, {}, area.hex, month.settings.independentPlacementGap)
                    .isEmpty() &&
                accept(month.map, area))
                return area.hex;
        }
        return std::nullopt;
    }

private Q_SLOTS:
    /// The demo campaign at its first M-3 with a pending battle of Veyra and Ironhold; the
    /// Goblins, in box 3, win the pick-up battle Mirefolk leads them in against Ash Riders'
    /// army (§7.7.4): they are independent and Mirefolk places them.
    void init()
    {
        startDemo({goblins});
        marchToFirstBattle();
        refused(QStringLiteral("lesser.place"),
                args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), "0305"}}),
                QStringLiteral("only a race that wins in box 3"));
        must(QStringLiteral("lesser.adjust"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("box"), "3"}}));
        must(QStringLiteral("pickup.order"), args({{QStringLiteral("typed"), QJsonArray{1}}}));
        must(QStringLiteral("pickup.pick"), args({{QStringLiteral("nation"), mirefolk},
                                                  {QStringLiteral("option"), QStringLiteral("A")},
                                                  {QStringLiteral("race"), goblins}}));
        must(QStringLiteral("pickup.pick"),
             args({{QStringLiteral("nation"), ash}, {QStringLiteral("option"), "B"}}));
        must(QStringLiteral("pickup.result"),
             args({{QStringLiteral("game"), 1},
                   {QStringLiteral("winner"), goblins},
                   {QStringLiteral("vp"), QJsonObject{{ash, 300}}}}));
        QCOMPARE(box(goblins), QStringLiteral("independent"));
        QCOMPARE(lastWinningCommander(
                     db(), value(QStringLiteral("SELECT id FROM lesser_race")).toString()),
                 value(QStringLiteral("SELECT id FROM nation WHERE name = '%1'").arg(mirefolk))
                     .toString());
    }

    /// §7.7.6: placed away from towns and cities, by the winning commander, who controls it
    /// (I-75 placingPlayer); never twice; refused in a town.
    void placed()
    {
        const auto town = value(QStringLiteral("SELECT hex FROM area WHERE centre = 'town' "
                                               "LIMIT 1"))
                              .toString();
        refused(QStringLiteral("lesser.place"),
                args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), town}}),
                QStringLiteral("has a population centre"));
        const auto area = placeable([](const StrategicMap &, const Area &) { return true; });
        QVERIFY(area);
        const ExecuteResult r = undoable(
            QStringLiteral("lesser.place"),
            args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        QCOMPARE(r.result.value(QStringLiteral("placedBy")).toString(), mirefolk);
        QCOMPARE(r.result.value(QStringLiteral("controller")).toString(), mirefolk);
        QCOMPARE(independentArea(), area->toXXYY());
        refused(QStringLiteral("lesser.place"),
                args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}),
                QStringLiteral("already on the map"));
        // §7.7.6, M-1 to M-2C only.
        refused(QStringLiteral("lesser.move"),
                args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), "0101"}}),
                QStringLiteral("from M-1 to M-2C"));
        // The referee's correction takes the army off with the race's box (§7.7.6).
        undoable(QStringLiteral("lesser.adjust"),
                 args({{QStringLiteral("race"), goblins}, {QStringLiteral("box"), "0"}}));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM independent_army")).toInt(), 0);
    }

    /// I-76: an army that came in from one side forces the Goblins to the opposite side.
    void forcedBackOppositeTheEntry()
    {
        const auto area = placeable([](const StrategicMap &map, const Area &a) {
            const Hex from = a.hex.neighbour(Direction::North);
            const Hex to = a.hex.neighbour(Direction::South);
            const auto f = map.areaAt(from);
            const auto t = map.areaAt(to);
            return f && t && map.areas[std::size_t(*f)].isLand() &&
                   map.areas[std::size_t(*t)].isLand();
        });
        QVERIFY(area);
        must(QStringLiteral("lesser.place"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        refused(QStringLiteral("lesser.meet"),
                args({{QStringLiteral("race"), goblins},
                      {QStringLiteral("army"), host},
                      {QStringLiteral("answer"), QStringLiteral("retreat")}}),
                QStringLiteral("does not stand with"));
        put(host, area->toXXYY(), area->neighbour(Direction::North).toXXYY());
        refused(QStringLiteral("lesser.meet"),
                args({{QStringLiteral("race"), goblins},
                      {QStringLiteral("army"), host},
                      {QStringLiteral("answer"), QStringLiteral("retreat")},
                      {QStringLiteral("area"), area->neighbour(Direction::NorthEast).toXXYY()}}),
                QStringLiteral("cannot retreat to"));
        QCOMPARE(openContacts(db(), 1).size(), std::size_t(1));
        const ExecuteResult r =
            undoable(QStringLiteral("lesser.meet"), args({{QStringLiteral("race"), goblins},
                                                          {QStringLiteral("army"), host},
                                                          {QStringLiteral("answer"), "retreat"}}));
        QCOMPARE(independentArea(), area->neighbour(Direction::South).toXXYY());
        QVERIFY(!r.result.value(QStringLiteral("destroyed")).toBool());
        QVERIFY(openContacts(db(), 1).empty());
        QCOMPARE(box(goblins), QStringLiteral("independent"));
    }

    /// §7.7.6: forced into the sea, the army is destroyed and the race is back in box 0.
    void forcedIntoTheSea()
    {
        must(QStringLiteral("campaign.setting"),
             args({{QStringLiteral("key"), QStringLiteral("independentPlacementGap")},
                   {QStringLiteral("value"), 0}}));
        std::optional<Direction> seaward;
        const auto area = placeable([&seaward](const StrategicMap &map, const Area &a) {
            for (const Direction d : herald::map::allDirections) {
                const auto sea = map.areaAt(a.hex.neighbour(d));
                const auto from = map.areaAt(a.hex.neighbour(herald::map::opposite(d)));
                if (sea && map.areas[std::size_t(*sea)].isSea() && from &&
                    map.areas[std::size_t(*from)].isLand()) {
                    seaward = d;
                    return true;
                }
            }
            return false;
        });
        QVERIFY(area);
        must(QStringLiteral("lesser.place"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        put(guard, area->toXXYY(), area->neighbour(herald::map::opposite(*seaward)).toXXYY());
        const ExecuteResult r =
            undoable(QStringLiteral("lesser.meet"), args({{QStringLiteral("race"), goblins},
                                                          {QStringLiteral("army"), guard},
                                                          {QStringLiteral("answer"), "retreat"}}));
        QVERIFY(r.result.value(QStringLiteral("destroyed")).toBool());
        QCOMPARE(box(goblins), QStringLiteral("0"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM independent_army")).toInt(), 0);
        QCOMPARE(value(QStringLiteral("SELECT retreat_to FROM independent_contact")).toString(),
                 QString());
    }

    /// §7.7.6: the player may bring it to battle instead: a pending battle of the turn with the
    /// race on one side; the answer is recorded once. The nation's side wins with typed VP
    /// (the race has no roster): the race's army leaves the map and the race is back in box 0.
    void broughtToBattle()
    {
        const auto area = placeable([](const StrategicMap &, const Area &) { return true; });
        must(QStringLiteral("lesser.place"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        put(host, area->toXXYY());
        refused(QStringLiteral("lesser.meet"),
                args({{QStringLiteral("race"), goblins},
                      {QStringLiteral("army"), host},
                      {QStringLiteral("answer"), QStringLiteral("parley")}}),
                QStringLiteral("\"battle\" or \"retreat\""));
        undoable(QStringLiteral("lesser.meet"), args({{QStringLiteral("race"), goblins},
                                                      {QStringLiteral("army"), host},
                                                      {QStringLiteral("answer"), "battle"}}));
        QCOMPARE(value(QStringLiteral("SELECT answer FROM independent_contact")).toString(),
                 QStringLiteral("battle"));
        QCOMPARE(independentArea(), area->toXXYY());
        refused(QStringLiteral("lesser.meet"),
                args({{QStringLiteral("race"), goblins},
                      {QStringLiteral("army"), host},
                      {QStringLiteral("answer"), QStringLiteral("retreat")}}),
                QStringLiteral("answered already"));
        // Battle 2: neither army moved, so the nation's army, which chose it, attacks (side 1).
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM pending_battle")).toInt(), 2);
        QCOMPARE(value(QStringLiteral("SELECT side FROM pending_battle_independent")).toInt(), 0);
        const QJsonArray battles = engagementsReport(db(), 1).value("battles").toArray();
        QCOMPARE(battles.at(1)[QStringLiteral("defenders")].toArray().at(0).toString(),
                 QStringLiteral("the independent Marsh Goblin Tribes (sample) army"));
        QCOMPARE(battles.at(1)[QStringLiteral("defenderIndependent")].toString(),
                 QStringLiteral("Marsh Goblin Tribes (sample)"));
        refused(QStringLiteral("battle.winner"),
                args({{QStringLiteral("battle"), 2}, {QStringLiteral("nation"), veyra}}),
                QStringLiteral("enter its result"));
        const QJsonObject noVp{{QStringLiteral("sides"), QJsonArray{QJsonObject{}, QJsonObject{}}}};
        refused(QStringLiteral("battle.result"),
                args({{QStringLiteral("battle"), 2}, {QStringLiteral("result"), noVp}}),
                QStringLiteral("type the VP side 1 scored"));
        // §2.13: 600 VP against the 0 the race scored (no losses on the nation's side) is a
        // win of the attackers.
        const QJsonObject sheet{
            {QStringLiteral("sides"),
             QJsonArray{QJsonObject{}, QJsonObject{{QStringLiteral("vp"), 600}}}}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"),
                     args({{QStringLiteral("battle"), 2}, {QStringLiteral("result"), sheet}}));
        QCOMPARE(r.result.value(QStringLiteral("winner")).toInt(), 1);
        QCOMPARE(box(goblins), QStringLiteral("0"));
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM independent_army")).toInt(), 0);
        QVERIFY(r.result.value(QStringLiteral("lines"))
                    .toVariant()
                    .toStringList()
                    .join('\n')
                    .contains(QStringLiteral("are beaten")));
    }

    /// §7.7.6: the race wins: it stays; the nation's army is the loser M-4 retreats. Forced back
    /// into another nation's army, it fights it: a battle it attacks.
    void raceWinsAndPushedIntoAnArmy()
    {
        const auto area = placeable([](const StrategicMap &map, const Area &a) {
            const auto south = map.areaAt(a.hex.neighbour(Direction::South));
            const auto north = map.areaAt(a.hex.neighbour(Direction::North));
            return south && north && map.areas[std::size_t(*south)].isLand() &&
                   map.areas[std::size_t(*north)].isLand();
        });
        QVERIFY(area);
        must(QStringLiteral("lesser.place"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        put(host, area->toXXYY(), area->neighbour(Direction::North).toXXYY());
        put(guard, area->neighbour(Direction::South).toXXYY());
        const ExecuteResult pushed =
            undoable(QStringLiteral("lesser.meet"), args({{QStringLiteral("race"), goblins},
                                                          {QStringLiteral("army"), host},
                                                          {QStringLiteral("answer"), "retreat"}}));
        QCOMPARE(independentArea(), area->neighbour(Direction::South).toXXYY());
        const QString lines =
            pushed.result.value(QStringLiteral("lines")).toVariant().toStringList().join('\n');
        QVERIFY2(lines.contains(
                     QStringLiteral("Battle 2: the Marsh Goblin Tribes (sample) army attacks Iron "
                                    "Guard")),
                 qPrintable(lines));
        QCOMPARE(value(QStringLiteral("SELECT side FROM pending_battle_independent")).toInt(), 1);
        QVERIFY(openContacts(db(), 1).empty());
        // The race wins 300 to 0: the Iron Guard lost and the race stays.
        const QJsonObject sheet{
            {QStringLiteral("sides"), QJsonArray{QJsonObject{{QStringLiteral("vp"), 0}},
                                                 QJsonObject{{QStringLiteral("vp"), 300}}}}};
        const ExecuteResult r =
            undoable(QStringLiteral("battle.result"),
                     args({{QStringLiteral("battle"), 2}, {QStringLiteral("result"), sheet}}));
        QCOMPARE(r.result.value(QStringLiteral("winner")).toInt(), 1);
        QCOMPARE(box(goblins), QStringLiteral("independent"));
        QCOMPARE(independentArea(), area->neighbour(Direction::South).toXXYY());
    }

    /// §6.7 (1), I-57: a beaten army that marched in has one place to go, the area it came
    /// from, so M-4 takes it there by itself and records it; undo puts it back.
    void beatenArmyRetreatsAtM4()
    {
        must(QStringLiteral("battle.winner"),
             args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), ironhold}}));
        const QString at =
            value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(host)).toString();
        put(host, at, QStringLiteral("0608"));
        advanceTo(CampaignStep::Retreats);
        const ExecuteResult r = undoable(QStringLiteral("calendar.next"), byHand);
        QCOMPARE(
            value(QStringLiteral("SELECT area FROM army WHERE name = '%1'").arg(host)).toString(),
            QStringLiteral("0608"));
        QCOMPARE(
            value(QStringLiteral("SELECT level || '/' || by_herald FROM army_retreat")).toString(),
            QStringLiteral("1/1"));
        QVERIFY2(r.summary.contains(QStringLiteral("Host of the Crown must leave its area: §6.7 "
                                                   "(1) back to the area it came from")),
                 qPrintable(r.summary));
    }

    /// §7.7.6 with §4.7: a turn held at a nation's village makes it uncontrolled at M-5; next
    /// month its controller moves it one area (§4.1, from M-1), once.
    void holdsAndMoves()
    {
        const auto area = placeable([](const StrategicMap &, const Area &a) {
            return a.owner != noIndex && a.centre == PopulationCentre::Village;
        });
        QVERIFY(area);
        must(QStringLiteral("lesser.place"),
             args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}));
        const QString owned =
            QStringLiteral("SELECT owner_nation_id IS NOT NULL FROM area WHERE hex = '%1'")
                .arg(area->toXXYY());
        QVERIFY(value(owned).toBool());
        must(QStringLiteral("battle.winner"),
             args({{QStringLiteral("battle"), 1}, {QStringLiteral("nation"), ironhold}}));
        advanceTo(CampaignStep::Retreats);
        // §6.7: the beaten Host retreats to a free own neighbour its owner picks.
        for (const QString &retreat : {QStringLiteral("0607"), QStringLiteral("0608")}) {
            if (retreat != area->toXXYY()) {
                must(QStringLiteral("army.retreat"),
                     args({{QStringLiteral("army"), host}, {QStringLiteral("area"), retreat}}));
                break;
            }
        }
        advanceTo(CampaignStep::UpdateMap);
        const ExecuteResult end = must(QStringLiteral("calendar.next"), byHand);
        QVERIFY(!value(owned).toBool());
        const QString lines =
            value(
                QStringLiteral("SELECT explanation FROM history WHERE id = %1").arg(end.historyId))
                .toString();
        QVERIFY2(lines.contains(QStringLiteral("becomes uncontrolled")), qPrintable(lines));
        advanceTo(CampaignStep::WriteOrders);
        const MonthMap month = loadMonthMap(db());
        std::optional<Hex> next;
        for (const Hex h : area->neighbours()) {
            const auto i = month.map.areaAt(h);
            if (i && month.map.areas[std::size_t(*i)].isLand()) {
                next = h;
                break;
            }
        }
        QVERIFY(next);
        undoable(QStringLiteral("lesser.move"), args({{QStringLiteral("race"), goblins},
                                                      {QStringLiteral("area"), next->toXXYY()}}));
        QCOMPARE(independentArea(), next->toXXYY());
        refused(QStringLiteral("lesser.move"),
                args({{QStringLiteral("race"), goblins}, {QStringLiteral("area"), area->toXXYY()}}),
                QStringLiteral("already moved"));
    }
};

QTEST_GUILESS_MAIN(TestIndependentArmies)
#include "tst_independentarmies.moc"
