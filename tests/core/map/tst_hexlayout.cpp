// Pixel <-> hex conversions for renderers (STYLE §12: conversions tested row by row).
#include "core/map/hexlayout.h"

#include <QtTest>

#include <cmath>

using herald::map::Direction;
using herald::map::Hex;
using herald::map::HexLayout;
using herald::map::Hexside;

namespace {

constexpr double h = 8.660254037844386; // half the height of a size-10 hex

bool near(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < 1e-9 && std::abs(a.y() - b.y()) < 1e-9;
}

} // namespace

class TestHexLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void centre_data();
    void centre();
    void hexAt_data();
    void hexAt();
    void roundTripEveryHex();
    void sideLine_data();
    void sideLine();
    void mapSize_data();
    void mapSize();
    void sideAt_data();
    void sideAt();
};

void TestHexLayout::centre_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QPointF>("expected");

    QTest::newRow("0101 touches the top-left corner") << "0101" << QPointF(10, h);
    QTest::newRow("0201 half a hex lower") << "0201" << QPointF(25, 2 * h);
    QTest::newRow("0301 level with 0101") << "0301" << QPointF(40, h);
    QTest::newRow("0102 one hex down") << "0102" << QPointF(10, 3 * h);
    QTest::newRow("0403") << "0403" << QPointF(55, 6 * h);
}

void TestHexLayout::centre()
{
    QFETCH(QString, hex);
    QFETCH(QPointF, expected);
    const HexLayout layout(10.0);
    QVERIFY2(near(layout.centre(*Hex::fromXXYY(hex)), expected),
             qPrintable(QStringLiteral("got %1,%2")
                            .arg(layout.centre(*Hex::fromXXYY(hex)).x())
                            .arg(layout.centre(*Hex::fromXXYY(hex)).y())));
}

void TestHexLayout::hexAt_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<QString>("hex");

    QTest::newRow("centre of 0101") << QPointF(10, h) << "0101";
    QTest::newRow("near the west corner of 0101") << QPointF(1, h) << "0101";
    QTest::newRow("just inside the east corner of 0101") << QPointF(19, h) << "0101";
    QTest::newRow("below the east corner: 0201") << QPointF(21, 10) << "0201";
    QTest::newRow("near the top of 0102") << QPointF(10, 2 * h + 0.5) << "0102";
    QTest::newRow("near the bottom of 0101") << QPointF(10, 2 * h - 0.5) << "0101";
    QTest::newRow("far inside 0403") << QPointF(56, 6 * h + 3) << "0403";
}

void TestHexLayout::hexAt()
{
    QFETCH(QPointF, point);
    QFETCH(QString, hex);
    QCOMPARE(HexLayout(10.0).hexAt(point).toXXYY(), hex);
}

void TestHexLayout::roundTripEveryHex()
{
    const HexLayout layout(17.5, QPointF(-3, 4));
    for (int column = 0; column < 30; ++column) {
        for (int row = 0; row < 30; ++row) {
            const Hex hex = Hex::fromOffset({column, row});
            QCOMPARE(layout.hexAt(layout.centre(hex)), hex);
            for (const QPointF corner : layout.corners(hex)) {
                // A point a little inside each corner still belongs to the hex.
                const QPointF inside = corner + (layout.centre(hex) - corner) * 0.1;
                QCOMPARE(layout.hexAt(inside), hex);
            }
        }
    }
}

void TestHexLayout::sideLine_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<int>("direction");
    QTest::addColumn<QPointF>("a");
    QTest::addColumn<QPointF>("b");

    QTest::newRow("0101 north side is the top edge")
        << "0101" << int(Direction::North) << QPointF(5, 0) << QPointF(15, 0);
    QTest::newRow("0101 south side")
        << "0101" << int(Direction::South) << QPointF(15, 2 * h) << QPointF(5, 2 * h);
    QTest::newRow("0102 north side is the same edge as 0101 south")
        << "0102" << int(Direction::North) << QPointF(15, 2 * h) << QPointF(5, 2 * h);
    QTest::newRow("0101 south-east side")
        << "0101" << int(Direction::SouthEast) << QPointF(20, h) << QPointF(15, 2 * h);
}

void TestHexLayout::sideLine()
{
    QFETCH(QString, hex);
    QFETCH(int, direction);
    QFETCH(QPointF, a);
    QFETCH(QPointF, b);
    const QLineF line =
        HexLayout(10.0).sideLine(Hexside(*Hex::fromXXYY(hex), static_cast<Direction>(direction)));
    const bool same = near(line.p1(), a) && near(line.p2(), b);
    const bool reversed = near(line.p1(), b) && near(line.p2(), a);
    QVERIFY2(same || reversed, qPrintable(QStringLiteral("got %1,%2 - %3,%4")
                                              .arg(line.x1())
                                              .arg(line.y1())
                                              .arg(line.x2())
                                              .arg(line.y2())));
}

void TestHexLayout::mapSize_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QSizeF>("expected");

    QTest::newRow("one hex") << 1 << 1 << QSizeF(20, 2 * h);
    QTest::newRow("two columns: the second hangs half a hex lower") << 2 << 1 << QSizeF(35, 3 * h);
    QTest::newRow("24 x 16") << 24 << 16 << QSizeF(365, 33 * h);
    QTest::newRow("empty") << 0 << 5 << QSizeF();
}

void TestHexLayout::mapSize()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(QSizeF, expected);
    const QSizeF size = HexLayout(10.0).mapSize(columns, rows);
    QVERIFY(std::abs(size.width() - expected.width()) < 1e-9);
    QVERIFY(std::abs(size.height() - expected.height()) < 1e-9);
}

void TestHexLayout::sideAt_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<QString>("side");
    // Hex 0101's centre is at (10, h), 0102's at (10, 3h), 0201's at (25, 2h).
    QTest::newRow("in 0101, near its bottom edge") << QPointF(10, 2 * h - 1) << "0101/0102";
    QTest::newRow("in 0102, near its top edge") << QPointF(10, 2 * h + 1) << "0101/0102";
    QTest::newRow("in 0101, near its south-east edge") << QPointF(16.5, 1.5 * h) << "0101/0201";
    QTest::newRow("in 0201, near the same edge") << QPointF(18.5, 1.5 * h) << "0101/0201";
}

// What a click near an edge picks in the map editors (issue 20): the nearest side of the hex
// under the point, the same edge from either hex.
void TestHexLayout::sideAt()
{
    QFETCH(QPointF, point);
    QFETCH(QString, side);
    const Hexside picked = HexLayout(10.0).sideAt(point);
    const QStringList cells = side.split(QLatin1Char('/'));
    const auto a = Hex::fromXXYY(cells.at(0));
    const auto b = Hex::fromXXYY(cells.at(1));
    QVERIFY(a && b);
    QCOMPARE(picked, *Hexside::between(*a, *b));
}

QTEST_APPLESS_MAIN(TestHexLayout)
#include "tst_hexlayout.moc"
