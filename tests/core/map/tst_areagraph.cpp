// Area graphs: neighbours from hexes, BFS shortest paths and reach with a passability test
// (used by supply §4.5, lead time §2.9/I-54, retreat §6.7 and the NPP ring I-63).
#include "core/map/areagraph.h"

#include <QtTest>

#include <vector>

using herald::map::AreaGraph;
using herald::map::Hex;

namespace {

/// A 5 x 4 block of hexes, numbered column by column: area = column * 4 + row.
AreaGraph block()
{
    std::vector<Hex> hexes;
    for (int column = 0; column < 5; ++column) {
        for (int row = 0; row < 4; ++row)
            hexes.push_back(Hex::fromOffset({column, row}));
    }
    return AreaGraph::fromHexes(hexes);
}

int area(int column, int row)
{
    return column * 4 + row;
}

} // namespace

class TestAreaGraph : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void neighboursFromHexes_data();
    void neighboursFromHexes();
    void shortestPath_data();
    void shortestPath();
    void reachableWithin_data();
    void reachableWithin();
    void connectIsIdempotent();
};

void TestAreaGraph::neighboursFromHexes_data()
{
    QTest::addColumn<int>("areaIndex");
    QTest::addColumn<int>("count");

    QTest::newRow("corner 0101 has 2 neighbours in the block") << area(0, 0) << 2;
    QTest::newRow("0102 on the west edge has 4") << area(0, 1) << 4;
    QTest::newRow("inner 0302 has 6") << area(2, 1) << 6;
    QTest::newRow("0204 on the bottom edge (shifted column) has 3") << area(1, 3) << 3;
}

void TestAreaGraph::neighboursFromHexes()
{
    QFETCH(int, areaIndex);
    QFETCH(int, count);
    QCOMPARE(static_cast<int>(block().neighbours(areaIndex).size()), count);
}

void TestAreaGraph::shortestPath_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QList<int>>("blocked");
    QTest::addColumn<int>("length"); // areas on the path including both ends; 0 = no path

    QTest::newRow("to itself") << area(0, 0) << area(0, 0) << QList<int>{} << 1;
    QTest::newRow("down a column") << area(0, 0) << area(0, 3) << QList<int>{} << 4;
    QTest::newRow("across the block") << area(0, 0) << area(4, 0) << QList<int>{} << 5;
    QTest::newRow("around a wall of two hexes")
        << area(0, 1) << area(2, 1) << QList<int>{area(1, 0), area(1, 1)} << 5;
    QTest::newRow("a full wall cuts the block")
        << area(0, 0) << area(4, 3) << QList<int>{area(2, 0), area(2, 1), area(2, 2), area(2, 3)}
        << 0;
    QTest::newRow("blocked destination") << area(0, 0) << area(1, 0) << QList<int>{area(1, 0)} << 0;
}

void TestAreaGraph::shortestPath()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QList<int>, blocked);
    QFETCH(int, length);
    const AreaGraph graph = block();
    const auto passable = [&](int, int next) { return !blocked.contains(next); };
    const std::vector<int> path = graph.shortestPath(from, to, passable);
    QCOMPARE(static_cast<int>(path.size()), length);
    if (length == 0)
        return;
    QCOMPARE(path.front(), from);
    QCOMPARE(path.back(), to);
    for (std::size_t i = 1; i < path.size(); ++i) {
        QVERIFY(graph.areNeighbours(path[i - 1], path[i]));
        QVERIFY(!blocked.contains(path[i]));
    }
    QCOMPARE(graph.distancesFrom(from, passable)[static_cast<std::size_t>(to)], length - 1);
}

void TestAreaGraph::reachableWithin_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("eastOnly");
    QTest::addColumn<QList<int>>("expected");

    QTest::newRow("0 steps: only the start") << area(0, 0) << 0 << false << QList<int>{0};
    QTest::newRow("1 step from the corner")
        << area(0, 0) << 1 << false << QList<int>{area(0, 0), area(0, 1), area(1, 0)};
    QTest::newRow("1 step from 0302: the ring of six")
        << area(2, 1) << 1 << false << QList<int>{area(1, 0), area(1, 1), area(2, 0), area(2, 1),
                                                  area(2, 2), area(3, 0), area(3, 1)};
    QTest::newRow("2 steps, moving east only")
        << area(0, 0) << 2 << true << QList<int>{area(0, 0), area(1, 0), area(2, 0), area(2, 1)};
}

void TestAreaGraph::reachableWithin()
{
    QFETCH(int, from);
    QFETCH(int, steps);
    QFETCH(bool, eastOnly);
    QFETCH(QList<int>, expected);
    AreaGraph::Passable passable;
    if (eastOnly)
        passable = [](int a, int b) { return b / 4 > a / 4; };
    const std::vector<int> got = block().reachableWithin(from, steps, passable);
    QCOMPARE(QList<int>(got.begin(), got.end()), expected);
}

void TestAreaGraph::connectIsIdempotent()
{
    AreaGraph graph(3);
    graph.connect(0, 1);
    graph.connect(1, 0);
    graph.connect(2, 2);
    QCOMPARE(graph.neighbours(0).size(), std::size_t(1));
    QCOMPARE(graph.neighbours(1).size(), std::size_t(1));
    QVERIFY(graph.neighbours(2).empty());
    QVERIFY(graph.shortestPath(0, 2).empty());
}

QTEST_APPLESS_MAIN(TestAreaGraph)
#include "tst_areagraph.moc"
