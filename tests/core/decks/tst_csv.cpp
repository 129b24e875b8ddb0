// CSV import and export of table rows (from,to,result[,effects][,rollAgain]): spreadsheets in,
// spreadsheets out, and a bad file named by line and column, changing nothing.
#include "core/decks/csv.h"
#include "testsupport.h"

#include <QtTest>

using namespace herald::decks;
using herald::decks::test::fixture;

namespace {

/// The referee's table the CSV rows are loaded into: a d6 chart.
Table d6Table()
{
    Table t;
    t.id = QStringLiteral("fate");
    t.title = QStringLiteral("Fate");
    t.dice = {1, 6, 0};
    Row all;
    all.from = 1;
    all.to = 6;
    all.entries = {Entry{QStringLiteral("Unchanged"), {}, {}}};
    t.rows = {all};
    return t;
}

} // namespace

class TestCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importGoodFile();
    void badFiles_data();
    void badFiles();
    void exportThenImport();
    void exportRefusesTwoWayCharts();
};

void TestCsv::importGoodFile()
{
    const auto imported = importCsvRows(d6Table(), fixture(QStringLiteral("good.csv")));
    QVERIFY2(imported, imported ? "" : qPrintable(imported.error().errorString()));
    const Table &t = imported.value();
    QCOMPARE(t.rows.size(), std::size_t(3));
    QCOMPARE(t.rows[2].from, 5);
    QCOMPARE(t.rows[2].to, 6);
    QCOMPARE(t.rows[2].entries.front().result, QStringLiteral("Escaped, unharmed"));
    QCOMPARE(t.rows[2].entries.front().effects,
             (Fields{{QStringLiteral("fate"), QStringLiteral("escaped")},
                     {QStringLiteral("note"), QStringLiteral("lucky")}}));
}

void TestCsv::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");
    QTest::newRow("overlapping rows")
        << "overlapping.csv"
        << "line 3, column 'from': Table 'fate', row 2: the row (3–6) overlaps row 1 "
           "(1–3) at 3.";
    QTest::newRow("gap")
        << "gap.csv"
        << "line 3, column 'from': Table 'fate', row 2: no row covers 3, between row 1 (1–2) and "
           "this row (4–6).";
    QTest::newRow("row out of range")
        << "out-of-range.csv"
        << "line 4: Table 'fate', row 3: no roll can reach 7–8: d6 with its modifiers "
           "gives 1 to 6.";
    QTest::newRow("not a number") << "bad-number.csv"
                                  << "line 3, column 'to': expected a whole number, found 'six'";
    QTest::newRow("effect without =") << "bad-effects.csv"
                                      << "line 3, column 'effects': 'hot' is not key=value";
    QTest::newRow("missing column") << "missing-column.csv"
                                    << "line 1, column 'to': this column is required";
    QTest::newRow("unclosed quote") << "unclosed-quote.csv"
                                    << "line 2: a quoted field is never closed";
    QTest::newRow("too many fields") << "wrong-field-count.csv"
                                     << "line 3: expected 3 fields, found 4";
}

void TestCsv::badFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    const Table before = d6Table();
    const auto imported = importCsvRows(before, fixture(file));
    QVERIFY(!imported);
    QCOMPARE(imported.error().errorString(), error);
    QCOMPARE(before, d6Table());
}

void TestCsv::exportThenImport()
{
    Table t = importCsvRows(d6Table(), fixture(QStringLiteral("good.csv"))).value();
    t.rows[0].entries.front().rollAgain = {{QStringLiteral("omens"), {}},
                                           {QStringLiteral("crt"), QStringLiteral("p2")}};
    const auto csv = rowsToCsv(t);
    QVERIFY(csv);
    QCOMPARE(csv.value(), QByteArray("from,to,result,effects,rollAgain\n"
                                     "1,2,Killed,fate=killed,omens; crt:p2\n"
                                     "3,4,Captured,fate=captured,\n"
                                     "5,6,\"Escaped, unharmed\",fate=escaped; note=lucky,\n"));
    const auto rows = rowsFromCsv(csv.value());
    QVERIFY(rows);
    QCOMPARE(rows.value(), t.rows);
}

void TestCsv::exportRefusesTwoWayCharts()
{
    Table t = d6Table();
    t.columns = {{QStringLiteral("a"), {}, {}, {}}};
    const auto csv = rowsToCsv(t);
    QVERIFY(!csv);
    QVERIFY(csv.error().errorString().contains(QStringLiteral("only one-column roll tables")));
    QVERIFY(!importCsvRows(t, fixture(QStringLiteral("good.csv"))));
}

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
