// Printed hex numbers on the four grids of the Black Eagle spec 2.2 (grid.orientation,
// grid.shifted_parity), and where their hexes are drawn (core/map/hexgrid.h, hexlayout.h).
#include "core/map/hexgrid.h"
#include "core/map/hexlayout.h"

#include <QtTest>

#include <cmath>

using herald::map::GridOrientation;
using herald::map::Hex;
using herald::map::HexGrid;
using herald::map::HexLayout;
using herald::map::Hexside;
using herald::map::ShiftedParity;

Q_DECLARE_METATYPE(herald::map::HexGrid)

namespace {

const HexGrid flatEven{GridOrientation::FlatTopColumns, ShiftedParity::Even};
const HexGrid flatOdd{GridOrientation::FlatTopColumns, ShiftedParity::Odd};
const HexGrid pointyEven{GridOrientation::PointyTopRows, ShiftedParity::Even};
const HexGrid pointyOdd{GridOrientation::PointyTopRows, ShiftedParity::Odd};

void addGrids()
{
    QTest::addColumn<HexGrid>("grid");
    QTest::newRow("flat-topped columns, even columns lower") << flatEven;
    QTest::newRow("flat-topped columns, odd columns lower") << flatOdd;
    QTest::newRow("pointy-topped rows, even rows further right") << pointyEven;
    QTest::newRow("pointy-topped rows, odd rows further right") << pointyOdd;
}

Hex numbered(const HexGrid &grid, const QString &text)
{
    const auto hex = grid.fromNumber(text);
    if (!hex)
        qFatal("bad test hex %s", qPrintable(text));
    return *hex;
}

QSet<QString> neighbourNumbers(const HexGrid &grid, const QString &text)
{
    QSet<QString> out;
    for (const Hex h : numbered(grid, text).neighbours())
        out.insert(grid.number(h));
    return out;
}

} // namespace

class TestHexGrid : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The default grid is the numbering every other Herald map uses (Hex::fromXXYY).
    void defaultGridIsHexNumbering()
    {
        const HexGrid grid;
        QVERIFY(grid.isDefault());
        QCOMPARE(grid, flatEven);
        for (int column = 1; column <= 99; ++column) {
            for (int row = 1; row <= 99; ++row) {
                const Hex hex = grid.hexAt(column, row);
                QCOMPARE(hex, Hex::fromOffset({column - 1, row - 1}));
                QCOMPARE(grid.number(hex), hex.toXXYY());
            }
        }
    }

    // Spec 2.2: parse col = n / 100, row = n % 100; format "%02d%02d", on every grid.
    void numbersRoundTrip_data() { addGrids(); }
    void numbersRoundTrip()
    {
        QFETCH(HexGrid, grid);
        QSet<Hex> seen;
        for (int column = 1; column <= 99; ++column) {
            for (int row = 1; row <= 99; ++row) {
                const QString text = QStringLiteral("%1%2")
                                         .arg(column, 2, 10, QLatin1Char('0'))
                                         .arg(row, 2, 10, QLatin1Char('0'));
                const Hex hex = numbered(grid, text);
                QCOMPARE(grid.number(hex), text);
                QCOMPARE(grid.printed(hex).column, column);
                QCOMPARE(grid.printed(hex).row, row);
                seen.insert(hex);
            }
        }
        QCOMPARE(seen.size(), 99 * 99);
        QVERIFY(!grid.fromNumber(u"0024"));
        QVERIFY(!grid.fromNumber(u"2400"));
        QVERIFY(!grid.fromNumber(u"24a1"));
        QVERIFY(!grid.fromNumber(u"241"));
        QVERIFY(grid.number(grid.hexAt(0, 5)).isEmpty());
    }

    // Spec 2.2's neighbour lists and 17.1 H2-H4; pointy-topped rows worked out on paper.
    void neighbours_data()
    {
        QTest::addColumn<HexGrid>("grid");
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QSet<QString>>("expected");
        QTest::newRow("H2: 2321, even columns lower")
            << flatEven << "2321" << QSet<QString>{"2320", "2322", "2220", "2221", "2420", "2421"};
        QTest::newRow("H3: 2321, odd columns lower")
            << flatOdd << "2321" << QSet<QString>{"2320", "2322", "2221", "2222", "2421", "2422"};
        QTest::newRow("H4: 2128, even columns lower")
            << flatEven << "2128" << QSet<QString>{"2127", "2129", "2027", "2028", "2227", "2228"};
        QTest::newRow("2128, odd columns lower: the even list of 2.2")
            << flatOdd << "2128" << QSet<QString>{"2127", "2129", "2028", "2029", "2228", "2229"};
        QTest::newRow("0202, even rows further right: 0202 is a shifted row")
            << pointyEven << "0202"
            << QSet<QString>{"0102", "0302", "0201", "0301", "0203", "0303"};
        QTest::newRow("0303, even rows further right: row 03 is not shifted")
            << pointyEven << "0303"
            << QSet<QString>{"0203", "0403", "0202", "0302", "0204", "0304"};
        QTest::newRow("0303, odd rows further right")
            << pointyOdd << "0303" << QSet<QString>{"0203", "0403", "0302", "0402", "0304", "0404"};
    }
    void neighbours()
    {
        QFETCH(HexGrid, grid);
        QFETCH(QString, hex);
        QFETCH(QSet<QString>, expected);
        QCOMPARE(neighbourNumbers(grid, hex), expected);
    }

    // 17.1 H3: both bridge ends the rules give stay neighbours of 2321 under either parity.
    void bridgesUnderBothParities()
    {
        for (const HexGrid &grid : {flatEven, flatOdd}) {
            QVERIFY(grid.sideFromName(QStringLiteral("2321/2322")));
            QVERIFY(grid.sideFromName(QStringLiteral("2321/2421")));
            QVERIFY(grid.sideFromName(QStringLiteral("2017-2018")));
            QVERIFY(grid.sideFromName(QStringLiteral("2128/2028")));
        }
        // Neighbours under one parity only.
        QVERIFY(flatEven.sideFromName(QStringLiteral("2321/2420")));
        QVERIFY(!flatOdd.sideFromName(QStringLiteral("2321/2420")));
        QVERIFY(flatOdd.sideFromName(QStringLiteral("2321/2422")));
        QVERIFY(!flatEven.sideFromName(QStringLiteral("2321/2422")));
    }

    // 17.1 H5, H6: distances of the text hold under either parity.
    void distances_data()
    {
        QTest::addColumn<HexGrid>("grid");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("distance");
        for (const auto &[name, grid] : {std::pair{"even", flatEven}, std::pair{"odd", flatOdd}}) {
            QTest::addRow("H5 2016-2018, %s", name) << grid << "2016"
                                                    << "2018" << 2;
            QTest::addRow("H6 3827-4627, %s", name) << grid << "3827"
                                                    << "4627" << 8;
            QTest::addRow("same column 0101-0110, %s", name) << grid << "0101"
                                                             << "0110" << 9;
        }
        QTest::newRow("pointy, along a row") << pointyEven << "0105"
                                             << "0905" << 8;
        QTest::newRow("pointy, down a column of rows") << pointyEven << "0501"
                                                       << "0503" << 2;
    }
    void distances()
    {
        QFETCH(HexGrid, grid);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, distance);
        QCOMPARE(numbered(grid, from).distanceTo(numbered(grid, to)), distance);
    }

    void sideNames_data() { addGrids(); }
    void sideNames()
    {
        QFETCH(HexGrid, grid);
        const Hex a = numbered(grid, QStringLiteral("1010"));
        for (const Hex b : a.neighbours()) {
            const auto side = Hexside::between(a, b);
            QVERIFY(side);
            const QString name = grid.sideName(*side);
            QCOMPARE(grid.sideFromName(name), side);
            QVERIFY(name.contains(QStringLiteral("1010")));
        }
        QVERIFY(!grid.sideFromName(QStringLiteral("1010/1012")));
        QVERIFY(!grid.sideFromName(QStringLiteral("1010")));
    }

    void configurationKeys()
    {
        for (const auto o : {GridOrientation::FlatTopColumns, GridOrientation::PointyTopRows})
            QCOMPARE(HexGrid::orientationFromKey(HexGrid::orientationKey(o)), o);
        for (const auto p : {ShiftedParity::Even, ShiftedParity::Odd})
            QCOMPARE(HexGrid::parityFromKey(HexGrid::parityKey(p)), p);
        QCOMPARE(HexGrid::orientationKey(GridOrientation::FlatTopColumns),
                 QStringLiteral("flat_top_columns"));
        QCOMPARE(HexGrid::parityKey(ShiftedParity::Odd), QStringLiteral("odd"));
        QCOMPARE(flatEven.offsetKey(), QStringLiteral("odd-q"));
        QCOMPARE(flatOdd.offsetKey(), QStringLiteral("even-q"));
        QCOMPARE(pointyEven.offsetKey(), QStringLiteral("odd-r"));
        QCOMPARE(pointyOdd.offsetKey(), QStringLiteral("even-r"));
        for (const HexGrid &grid : {flatEven, flatOdd, pointyEven, pointyOdd})
            QCOMPARE(HexGrid::fromOffsetKey(grid.offsetKey()), grid);
        QVERIFY(!HexGrid::fromOffsetKey(u"odd"));
        QVERIFY(!HexGrid::orientationFromKey(u"flat"));
        QVERIFY(!HexGrid::parityFromKey(u"EVEN"));
    }

    // Drawn: every hex sits where its grid prints it. Neighbours touch (their centres are one
    // flat-to-flat width apart), a printed row or column is straight, the map fills mapSize()
    // exactly from the top-left corner, and a point maps back to its hex.
    void drawing_data() { addGrids(); }
    void drawing()
    {
        QFETCH(HexGrid, grid);
        const double size = 10;
        const HexLayout layout(size, grid);
        const double across = std::sqrt(3.0) * size;
        const int columns = 7;
        const int rows = 6;
        double left = 1e9, top = 1e9, right = -1e9, bottom = -1e9;
        for (int c = 1; c <= columns; ++c) {
            for (int r = 1; r <= rows; ++r) {
                const Hex hex = grid.hexAt(c, r);
                const QPointF centre = layout.centre(hex);
                QCOMPARE(layout.hexAt(centre), hex);
                QCOMPARE(layout.hexAt(centre + QPointF(size * 0.4, -size * 0.3)), hex);
                for (const Hex n : hex.neighbours())
                    QVERIFY(std::abs(QLineF(centre, layout.centre(n)).length() - across) < 1e-9);
                for (const QPointF corner : layout.corners(hex)) {
                    QVERIFY(std::abs(QLineF(centre, corner).length() - size) < 1e-9);
                    left = std::min(left, corner.x());
                    top = std::min(top, corner.y());
                    right = std::max(right, corner.x());
                    bottom = std::max(bottom, corner.y());
                }
                for (const Hex n : hex.neighbours()) {
                    // The drawn side lies halfway between the two centres.
                    const QLineF side = layout.sideLine(*Hexside::between(hex, n));
                    const QPointF mid = (centre + layout.centre(n)) / 2;
                    QVERIFY(QLineF(side.center(), mid).length() < 1e-9);
                    QVERIFY(std::abs(side.length() - size) < 1e-9);
                }
            }
        }
        QVERIFY(std::abs(left) < 1e-9);
        QVERIFY(std::abs(top) < 1e-9);
        const QSizeF size2 = layout.mapSize(columns, rows);
        QVERIFY(std::abs(right - size2.width()) < 1e-9);
        QVERIFY(std::abs(bottom - size2.height()) < 1e-9);

        // Printed columns run down the page; printed rows run across it.
        const QPointF first = layout.centre(grid.hexAt(3, 2));
        const QPointF down = layout.centre(grid.hexAt(3, 4));
        const QPointF along = layout.centre(grid.hexAt(5, 2));
        QVERIFY(down.y() > first.y());
        QVERIFY(along.x() > first.x());
        if (grid.orientation() == GridOrientation::FlatTopColumns)
            QVERIFY(std::abs(down.x() - first.x()) < 1e-9);
        else
            QVERIFY(std::abs(along.y() - first.y()) < 1e-9);
    }

    // Which printed line sits lower (or further right) than its neighbours.
    void shiftedLines_data()
    {
        QTest::addColumn<HexGrid>("grid");
        QTest::addColumn<QString>("shifted");
        QTest::addColumn<QString>("plain");
        QTest::newRow("even columns lower: 0201 below 0101") << flatEven << "0201"
                                                             << "0101";
        QTest::newRow("odd columns lower: 0301 below 0201") << flatOdd << "0301"
                                                            << "0201";
        QTest::newRow("even rows further right: 0102 right of 0101") << pointyEven << "0102"
                                                                     << "0101";
        QTest::newRow("odd rows further right: 0103 right of 0102") << pointyOdd << "0103"
                                                                    << "0102";
    }
    void shiftedLines()
    {
        QFETCH(HexGrid, grid);
        QFETCH(QString, shifted);
        QFETCH(QString, plain);
        const HexLayout layout(10, grid);
        const QPointF a = layout.centre(numbered(grid, shifted));
        const QPointF b = layout.centre(numbered(grid, plain));
        if (grid.orientation() == GridOrientation::FlatTopColumns)
            QVERIFY(a.y() > b.y());
        else
            QVERIFY(a.x() > b.x());
    }
};

QTEST_APPLESS_MAIN(TestHexGrid)
#include "tst_hexgrid.moc"
