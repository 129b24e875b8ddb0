// Hex coordinates, printed numbers, neighbours, distances and hexsides (DESIGN: core/map;
// STYLE §12). Layout: flat-topped, odd-q, "XXYY" = 1-based column then row.
#include "core/map/hex.h"
#include "core/map/hexside.h"

#include <QtTest>

using herald::map::Direction;
using herald::map::Hex;
using herald::map::Hexside;
using herald::map::Offset;

namespace {

Hex hexAt(const char *text)
{
    const auto hex = Hex::fromXXYY(QString::fromLatin1(text));
    if (!hex)
        qFatal("bad test hex %s", text);
    return *hex;
}

} // namespace

class TestHex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offsetToCube_data();
    void offsetToCube();
    void xxyy_data();
    void xxyy();
    void neighbours_data();
    void neighbours();
    void distance_data();
    void distance();
    void hexsideCanonical_data();
    void hexsideCanonical();
    void hexsideNotAdjacent();
    void sidesCrossed();
};

void TestHex::offsetToCube_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("r");

    QTest::newRow("col 0 row 0: origin") << 0 << 0 << 0 << 0;
    QTest::newRow("col 1 row 0: odd column sits lower") << 1 << 0 << 1 << 0;
    QTest::newRow("col 2 row 0") << 2 << 0 << 2 << -1;
    QTest::newRow("col 3 row 0") << 3 << 0 << 3 << -1;
    QTest::newRow("col 1 row 1") << 1 << 1 << 1 << 1;
    QTest::newRow("col 4 row 2") << 4 << 2 << 4 << 0;
    QTest::newRow("col -1 row 0: off the map to the west") << -1 << 0 << -1 << 1;
    QTest::newRow("col 98 row 98: hex 9999") << 98 << 98 << 98 << 49;
}

void TestHex::offsetToCube()
{
    QFETCH(int, column);
    QFETCH(int, row);
    QFETCH(int, q);
    QFETCH(int, r);
    const Hex hex = Hex::fromOffset({column, row});
    QCOMPARE(hex.q(), q);
    QCOMPARE(hex.r(), r);
    QCOMPARE(hex.q() + hex.r() + hex.s(), 0);
    QCOMPARE(hex.offset(), (Offset{column, row}));
}

void TestHex::xxyy_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");

    QTest::newRow("0101 top-left") << "0101" << true << 0 << 0;
    QTest::newRow("0203 column 2 row 3") << "0203" << true << 1 << 2;
    QTest::newRow("1207") << "1207" << true << 11 << 6;
    QTest::newRow("9999 last printable") << "9999" << true << 98 << 98;
    QTest::newRow("0000 has no column 0") << "0000" << false << 0 << 0;
    QTest::newRow("0100 has no row 0") << "0100" << false << 0 << 0;
    QTest::newRow("3 digits") << "010" << false << 0 << 0;
    QTest::newRow("5 digits") << "01011" << false << 0 << 0;
    QTest::newRow("letter") << "01a1" << false << 0 << 0;
    QTest::newRow("sign") << "+101" << false << 0 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0;
}

void TestHex::xxyy()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, column);
    QFETCH(int, row);
    const auto hex = Hex::fromXXYY(text);
    QCOMPARE(hex.has_value(), valid);
    if (!valid)
        return;
    QCOMPARE(hex->offset(), (Offset{column, row}));
    QCOMPARE(hex->toXXYY(), text);
}

void TestHex::neighbours_data()
{
    QTest::addColumn<QString>("centre");
    QTest::addColumn<QStringList>("expected"); // N, NE, SE, S, SW, NW

    QTest::newRow("0303: odd printed column (not shifted)")
        << "0303" << QStringList{"0302", "0402", "0403", "0304", "0203", "0202"};
    QTest::newRow("0203: even printed column (shifted down)")
        << "0203" << QStringList{"0202", "0303", "0304", "0204", "0104", "0103"};
    QTest::newRow("1010: even printed column")
        << "1010" << QStringList{"1009", "1110", "1111", "1011", "0911", "0910"};
    QTest::newRow("0101: corner hex, three neighbours off the map")
        << "0101" << QStringList{"", "", "0201", "0102", "", ""};
}

void TestHex::neighbours()
{
    QFETCH(QString, centre);
    QFETCH(QStringList, expected);
    const Hex hex = *Hex::fromXXYY(centre);
    const auto around = hex.neighbours();
    for (std::size_t i = 0; i < around.size(); ++i) {
        QCOMPARE(around[i].toXXYY(), expected.at(static_cast<qsizetype>(i)));
        QCOMPARE(hex.distanceTo(around[i]), 1);
        QCOMPARE(hex.directionTo(around[i]), herald::map::allDirections[i]);
        QCOMPARE(around[i].neighbour(herald::map::opposite(herald::map::allDirections[i])), hex);
    }
}

void TestHex::distance_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("steps");

    QTest::newRow("same hex") << "0505"
                              << "0505" << 0;
    QTest::newRow("straight down a column") << "0101"
                                            << "0110" << 9;
    QTest::newRow("0101 to 0202: two steps") << "0101"
                                             << "0202" << 2;
    QTest::newRow("along a row zigzags, one per column") << "0101"
                                                         << "0501" << 4;
    QTest::newRow("diagonal then down") << "0304"
                                        << "0808" << 7;
    QTest::newRow("diagonal up-right then up") << "0208"
                                               << "0605" << 5;
    QTest::newRow("far corner") << "0101"
                                << "2016" << 25;
}

void TestHex::distance()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, steps);
    QCOMPARE(hexAt(qPrintable(from)).distanceTo(hexAt(qPrintable(to))), steps);
    QCOMPARE(hexAt(qPrintable(to)).distanceTo(hexAt(qPrintable(from))), steps);
}

void TestHex::hexsideCanonical_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("name");

    QTest::newRow("0203 and its NE neighbour") << "0203"
                                               << "0303"
                                               << "0203/0303";
    QTest::newRow("same side entered from 0303") << "0303"
                                                 << "0203"
                                                 << "0203/0303";
    QTest::newRow("vertical pair") << "0405"
                                   << "0404"
                                   << "0404/0405";
    QTest::newRow("0101 and 0201") << "0201"
                                   << "0101"
                                   << "0101/0201";
}

void TestHex::hexsideCanonical()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, name);
    const Hex ha = hexAt(qPrintable(a));
    const Hex hb = hexAt(qPrintable(b));
    const auto side = Hexside::between(ha, hb);
    QVERIFY(side);
    QCOMPARE(side->toString(), name);
    QCOMPARE(Hexside::between(hb, ha), side);
    QCOMPARE(Hexside(ha, *ha.directionTo(hb)), *side);
    QCOMPARE(Hexside(hb, *hb.directionTo(ha)), *side);
    QVERIFY(side->touches(ha) && side->touches(hb));
    QCOMPARE(side->across(ha), hb);
    QCOMPARE(qHash(*side), qHash(*Hexside::between(hb, ha)));
    QCOMPARE(Hexside::fromString(name), side);
    QCOMPARE(Hexside::fromString(b + QLatin1Char('-') + a), side);
}

void TestHex::hexsideNotAdjacent()
{
    QVERIFY(!Hexside::between(hexAt("0101"), hexAt("0103")));
    QVERIFY(!Hexside::between(hexAt("0101"), hexAt("0101")));
    QVERIFY(!Hexside::fromString(QStringLiteral("0101/0103")));
    QVERIFY(!Hexside::fromString(QStringLiteral("0101")));
    QVERIFY(!Hexside::fromString(QStringLiteral("0101/x")));
    // Sides of one hex are six different records.
    const Hex hex = hexAt("0505");
    QSet<Hexside> sides;
    for (Direction d : herald::map::allDirections)
        sides.insert(Hexside(hex, d));
    QCOMPARE(sides.size(), 6);
}

// A drag from hex to hex in a map editor lays a river or road on the hexsides it crosses
// (issue 20): one per step, in order, each once; a jump over a hex crosses nothing.
void TestHex::sidesCrossed()
{
    const QList<Hexside> sides = herald::map::sidesCrossed(
        {hexAt("0303"), hexAt("0304"), hexAt("0404"), hexAt("0304"), hexAt("0306")});
    QCOMPARE(sides, (QList<Hexside>{*Hexside::between(hexAt("0303"), hexAt("0304")),
                                    *Hexside::between(hexAt("0304"), hexAt("0404"))}));
    QVERIFY(herald::map::sidesCrossed({hexAt("0303")}).isEmpty());
}

QTEST_APPLESS_MAIN(TestHex)
#include "tst_hex.moc"
