// Where the desk moves a retreating counter on the map (rules dragon-noir.md §4.7 and its
// [PROPOSED] reading: exactly N hexes from the start, no closer to the enemy, never through an
// enemy, onto a free hex the character may enter; §3.2 for what it may enter; §12 C7: a counter
// of several hexes moves whole).
#include "core/skirmish/retreatpath.h"
#include "skirmishfiles.h"

#include <QTest>

using namespace herald::skirmish;

namespace {

int distance(const QString &a, const QString &b)
{
    return hexOfLabel(a)->distanceTo(*hexOfLabel(b));
}

} // namespace

class TstSkirmishRetreat : public QObject
{
    Q_OBJECT

private slots:
    /// §4.7: how far the counter can go, and that the hex chosen obeys the procedure.
    void retreat_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<bool>("mounted");
        QTest::addColumn<QString>("from"); ///< the counter's hexes, head first
        QTest::addColumn<QStringList>("enemies");
        QTest::addColumn<bool>("allWater");
        QTest::addColumn<QStringList>("dry"); ///< flat hexes when the rest is water
        QTest::addColumn<int>("wanted");
        QTest::addColumn<int>("room");
        QTest::addColumn<int>("fromEnemy"); ///< the chosen hex's distance to the nearest enemy

        QStringList ring;
        for (const auto &hex : hexOfLabel(QStringLiteral("D4"))->neighbours())
            ring << labelOfHex(hex);
        QTest::newRow("§4.7 open ground, 1 hex away from the enemy")
            << "jon" << false << "D4" << QStringList{QStringLiteral("E4")} << false << QStringList{}
            << 1 << 1 << 2;
        QTest::newRow("§4.7 open ground, 2 hexes away from the enemy")
            << "jon" << false << "D4" << QStringList{QStringLiteral("E4")} << false << QStringList{}
            << 2 << 2 << 3;
        QTest::newRow("§4.7 enemies all round: no hex to retreat to")
            << "jon" << false << "D4" << ring << false << QStringList{} << 1 << 0 << 0;
        QTest::newRow("§4.7 in the corner of the sheet, both neighbours enemies: none")
            << "jon" << false << "A1" << QStringList{QStringLiteral("B1"), QStringLiteral("A2")}
            << false << QStringList{} << 2 << 0 << 0;
        QTest::newRow("§3.2 an unarmoured man may retreat into water")
            << "jon" << false << "D4" << QStringList{QStringLiteral("E4")} << true << QStringList{}
            << 1 << 1 << 2;
        QTest::newRow("§3.2 a Warrior Krob's shell keeps it out of water")
            << "warrior" << false << "D4" << QStringList{QStringLiteral("E4")} << true
            << QStringList{} << 1 << 0 << 0;
        QTest::newRow("§12 C7 a rider's two hexes retreat 1 hex together")
            << "konrad" << true << "D4 E4" << QStringList{QStringLiteral("F4")} << false
            << QStringList{} << 1 << 1 << 2;
        QTest::newRow("§12 C7 a rider hemmed in by water: no room (§3.11)")
            << "konrad" << true << "D4 E4" << QStringList{QStringLiteral("F4")} << true
            << QStringList{} << 1 << 0 << 0;
        QTest::newRow("§12 C7 a Guard's three hexes retreat 2 hexes together")
            << "migam" << false << "D4 E4 E5" << QStringList{QStringLiteral("F4")} << false
            << QStringList{} << 2 << 2 << 3;
        const QStringList lane{QStringLiteral("C4"), QStringLiteral("D4"), QStringLiteral("E4"),
                               QStringLiteral("E5")};
        QTest::newRow("§12 C7 a Guard in a lane: the whole counter moves 1 hex along it")
            << "migam" << false << "D4 E4 E5" << QStringList{QStringLiteral("F4")} << true
            << (lane + QStringList{QStringLiteral("D5")}) << 1 << 1 << 2;
        QTest::newRow("§12 C7 a lane too narrow for a Guard (a man would pass): no room")
            << "migam" << false << "D4 E4 E5" << QStringList{QStringLiteral("F4")} << true << lane
            << 1 << 0 << 0;
        QTest::newRow("§12 C7 a one-hex Warrior Krob retreats along the same lane")
            << "warrior" << false << "E4" << QStringList{QStringLiteral("F4")} << true << lane << 1
            << 1 << 2;
    }
    void retreat()
    {
        QFETCH(QString, profile);
        QFETCH(bool, mounted);
        QFETCH(QString, from);
        QFETCH(QStringList, enemies);
        QFETCH(bool, allWater);
        QFETCH(QStringList, dry);
        QFETCH(int, wanted);
        QFETCH(int, room);
        QFETCH(int, fromEnemy);
        SkirmishMap map;
        map.rows = 8;
        map.columns = 10;
        map.fallback.terrain = allWater ? Terrain::Water : Terrain::Flat;
        for (const QString &hex : dry)
            map.hexes.insert(hex, MapHex{});
        RetreatGround g;
        g.map = &map;
        g.from = from.split(QLatin1Char(' '));
        for (int i = 1; i < g.from.size(); ++i)
            QVERIFY(distance(g.from[i - 1], g.from[i]) == 1);
        g.enemies = enemies;
        for (const QString &hex : enemies) {
            g.enemyHexes.insert(hex);
            g.occupied.insert(hex);
        }
        const Profile &p = skirmishfiles::profile(profile.toLatin1().constData());
        CharacterState state;
        if (mounted)
            state.horse = HorseState::WithRider;
        QCOMPARE(retreatRoom(g, wanted, p, state), room);
        const auto to = retreatPlace(g, wanted, p, state);
        QCOMPARE(to.has_value(), room == wanted);
        if (!to)
            return;
        QCOMPARE(to->size(), g.from.size());
        for (int i = 0; i < to->size(); ++i) {
            QCOMPARE(distance(g.from[i], (*to)[i]), wanted);
            QVERIFY(!g.occupied.contains((*to)[i]));
            for (const QString &enemy : enemies)
                QVERIFY2(distance((*to)[i], enemy) >= fromEnemy, qPrintable((*to)[i]));
        }
    }
};

QTEST_GUILESS_MAIN(TstSkirmishRetreat)
#include "tst_skirmish_retreat.moc"
