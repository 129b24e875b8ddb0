// Where the desk moves a retreating counter on the map (rules dragon-noir.md §4.7 and its
// [PROPOSED] reading: exactly N hexes from the start, no closer to the enemy, never through an
// enemy, onto a free hex the character may enter; §3.2 for what it may enter).
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
        QTest::addColumn<QString>("from");
        QTest::addColumn<QStringList>("enemies");
        QTest::addColumn<bool>("allWater");
        QTest::addColumn<int>("wanted");
        QTest::addColumn<int>("room");
        QTest::addColumn<int>("fromEnemy"); ///< the chosen hex's distance to the nearest enemy

        QStringList ring;
        for (const auto &hex : hexOfLabel(QStringLiteral("D4"))->neighbours())
            ring << labelOfHex(hex);
        QTest::newRow("§4.7 open ground, 1 hex away from the enemy")
            << "jon"
            << "D4" << QStringList{QStringLiteral("E4")} << false << 1 << 1 << 2;
        QTest::newRow("§4.7 open ground, 2 hexes away from the enemy")
            << "jon"
            << "D4" << QStringList{QStringLiteral("E4")} << false << 2 << 2 << 3;
        QTest::newRow("§4.7 enemies all round: no hex to retreat to")
            << "jon"
            << "D4" << ring << false << 1 << 0 << 0;
        QTest::newRow("§4.7 in the corner of the sheet, both neighbours enemies: none")
            << "jon"
            << "A1" << QStringList{QStringLiteral("B1"), QStringLiteral("A2")} << false << 2 << 0
            << 0;
        QTest::newRow("§3.2 an unarmoured man may retreat into water")
            << "jon"
            << "D4" << QStringList{QStringLiteral("E4")} << true << 1 << 1 << 2;
        QTest::newRow("§3.2 a Warrior Krob's shell keeps it out of water")
            << "warrior"
            << "D4" << QStringList{QStringLiteral("E4")} << true << 1 << 0 << 0;
    }
    void retreat()
    {
        QFETCH(QString, profile);
        QFETCH(QString, from);
        QFETCH(QStringList, enemies);
        QFETCH(bool, allWater);
        QFETCH(int, wanted);
        QFETCH(int, room);
        QFETCH(int, fromEnemy);
        SkirmishMap map;
        map.rows = 8;
        map.columns = 10;
        map.fallback.terrain = allWater ? Terrain::Water : Terrain::Flat;
        RetreatGround g;
        g.map = &map;
        g.from = from;
        g.enemies = enemies;
        for (const QString &hex : enemies) {
            g.enemyHexes.insert(hex);
            g.occupied.insert(hex);
        }
        const Profile &p = skirmishfiles::profile(profile.toLatin1().constData());
        const CharacterState state;
        QCOMPARE(retreatRoom(g, wanted, p, state), room);
        const auto to = retreatHex(g, wanted, p, state);
        QCOMPARE(to.has_value(), room == wanted);
        if (!to)
            return;
        QCOMPARE(distance(from, *to), wanted);
        QVERIFY(!g.occupied.contains(*to));
        for (const QString &enemy : enemies)
            QVERIFY2(distance(*to, enemy) >= fromEnemy, qPrintable(*to));
    }
};

QTEST_GUILESS_MAIN(TstSkirmishRetreat)
#include "tst_skirmish_retreat.moc"
