// The editable tables (§11): the bundled placeholder file reads to the spec's numbers (§11.3,
// row by row), keeps its placeholder label and flag, and a bad file is refused with the path
// of every bad field.
#include "core/battleboard/tables.h"

#include <QFile>
#include <QTest>

using namespace herald::battleboard;

class TestTables : public QObject
{
    Q_OBJECT

    QByteArray bundled()
    {
        QFile f(QStringLiteral(HERALD_SOURCE_DIR "/resources/battleboard/cw_tactical_tables.json"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return f.readAll();
    }

private Q_SLOTS:
    // §11.3 unit table, row by row, as the bundled file gives it.
    void bundledRows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("toHit1");
        QTest::addColumn<int>("toHit2"); // 0: cannot fire 2 spaces
        QTest::addColumn<int>("result");
        QTest::addColumn<int>("rally");
        QTest::addColumn<int>("pursuitHit");
        QTest::addColumn<int>("chargeMod");
        QTest::newRow("infantry") << int(TableRow::Infantry) << 8 << 0 << 5 << 7 << 8 << 0;
        QTest::newRow("cavalry") << int(TableRow::Cavalry) << 9 << 0 << 6 << 7 << 9 << 1;
        QTest::newRow("elite cavalry inherits cavalry")
            << int(TableRow::EliteCavalry) << 9 << 0 << 6 << 7 << 9 << 1;
        QTest::newRow("artillery") << int(TableRow::Artillery) << 7 << 9 << 4 << 8 << 7 << -1;
    }
    void bundledRows()
    {
        QFETCH(int, row);
        QFETCH(int, toHit1);
        QFETCH(int, toHit2);
        QFETCH(int, result);
        QFETCH(int, rally);
        QFETCH(int, pursuitHit);
        QFETCH(int, chargeMod);
        const TablesRead read = readTables(bundled());
        QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(QLatin1Char('\n'))));
        const TypeNumbers &n = read.tables->numbers(TableRow(row));
        QCOMPARE(n.toHit1, toHit1);
        QCOMPARE(n.toHit2.value_or(0), toHit2);
        QCOMPARE(n.result, result);
        QCOMPARE(n.rally, rally);
        QCOMPARE(n.pursuitHit, pursuitHit);
        QCOMPARE(n.chargeMod, chargeMod);
        // The built-in set is the same data.
        const Tables builtIn = placeholderTables();
        const TypeNumbers &p = builtIn.numbers(TableRow(row));
        QCOMPARE(p.toHit1, toHit1);
        QCOMPARE(p.toHit2.value_or(0), toHit2);
        QCOMPARE(p.result, result);
        QCOMPARE(p.rally, rally);
        QCOMPARE(p.pursuitHit, pursuitHit);
        QCOMPARE(p.chargeMod, chargeMod);
    }

    // §11.3: charge threshold, entrenchment, year DRMs, leader numbers, placeholder label.
    void bundledOtherNumbers()
    {
        const TablesRead read = readTables(bundled());
        QVERIFY(read.tables);
        const Tables &t = *read.tables;
        QVERIFY(t.placeholder);
        QVERIFY(t.status.contains(QLatin1String("not from the rules")));
        QCOMPARE(t.chargeEliminateAt, 4);
        QCOMPARE(t.entrenchBase, 8);
        QCOMPARE(t.yearModifier(1861), -1);
        QCOMPARE(t.yearModifier(1862), -1);
        QCOMPARE(t.yearModifier(1863), 0);
        QCOMPARE(t.yearModifier(1864), 1);
        QCOMPARE(t.yearModifier(1865), 1);
        QCOMPARE(t.leaderPursuitHit, 9);
        QCOMPARE(t.leaderDrm, 1);
        QVERIFY(t.leaderDrmUse.entrench);
        QVERIFY(!t.leaderDrmUse.fire);
        QVERIFY(!t.leaderDrmUse.rally);
        QVERIFY(!t.leaderDrmUse.pursuit);
        QVERIFY(!t.resultOverrides[3][0]);
    }

    // A referee's edited set: a published flag drops the notice; an override is read.
    void editedSetWithoutPlaceholderFlag()
    {
        QByteArray json = bundled();
        json.replace("\"placeholder\": true", "\"placeholder\": false");
        json.replace("\"artillery>infantry\": null", "\"artillery>infantry\": 3");
        const TablesRead read = readTables(json);
        QVERIFY(read.tables);
        QVERIFY(!read.tables->placeholder);
        QCOMPARE(read.tables->resultOverrides[3][0].value_or(0), 3);
    }

    // Bad input names the field and changes nothing.
    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("rally out of range")
            << QByteArray("\"rally\": 8") << QByteArray("\"rally\": 14")
            << QStringLiteral("types.artillery.rally");
        QTest::newRow("to-hit not a number")
            << QByteArray("{\"1\": 8,") << QByteArray("{\"1\": \"8\",")
            << QStringLiteral("types.infantry.toHit.1");
        QTest::newRow("inherit unknown row")
            << QByteArray("\"inherit\": \"cavalry\"") << QByteArray("\"inherit\": \"dragoons\"")
            << QStringLiteral("types.elite_cavalry.inherit");
        QTest::newRow("bad override pair")
            << QByteArray("artillery>infantry") << QByteArray("artillery>leader")
            << QStringLiteral("resultOverrides.artillery>leader");
        QTest::newRow("charge leader bonus is a rule")
            << QByteArray("\"charge\": true") << QByteArray("\"charge\": false")
            << QStringLiteral("leaderDrmAppliesTo.charge");
        QTest::newRow("year missing") << QByteArray("\"1865\": 1") << QByteArray("\"1866\": 1")
                                      << QStringLiteral("entrench.yearDrm.1865: missing");
        QTest::newRow("not JSON") << QByteArray("{") << QByteArray("[")
                                  << QStringLiteral("not a JSON object");
    }
    void badFiles()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray json = bundled();
        QVERIFY(json.contains(from));
        json.replace(json.indexOf(from), from.size(), to);
        const TablesRead read = readTables(json);
        QVERIFY(!read.tables);
        QVERIFY2(read.errors.join(QLatin1Char('\n')).contains(message),
                 qPrintable(read.errors.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTables)
#include "tst_tables.moc"
