// herald-cli production end to end (§2.7, §12 T-07): the demo campaign walked to NY-4 by a
// script, Kingdom of Veyra's land shaped to 19 villages (worked out by hand: 3 towns, then 1
// city, 15/3/1), the plan shown as text and JSON, the centres placed by the verbs, refusals
// with their exit codes, undo and redo, and the step let go once the plan is placed.
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCliProduction : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    QString step()
    {
        return cli({"--json", "calendar", "show", m_file})
            .json()
            .value(QStringLiteral("label"))
            .toString();
    }
    /// Fixture: Veyra's 22 areas become villages and the last three in hex order leave it.
    void shapeVeyra()
    {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
            db.setDatabaseName(m_file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("UPDATE area SET centre = 'village' WHERE owner_nation_id = 1")));
            QVERIFY(q.exec(QStringLiteral(
                "UPDATE area SET owner_nation_id = NULL WHERE hex IN ('0707', '0708', '0709')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("c.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        QFile f(m_dir.filePath(QStringLiteral("newyear.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(HERALD_DEMO_NATIONS_SCRIPT
                "calendar next\n"           // S-1 -> S-2
                "calendar next\n"           // S-2 -> S-3
                "calendar next\n"           // S-3 -> S-4
                "calendar next --by-hand\n" // S-4 -> S-5
                "calendar next --by-hand\n" // S-5 -> S-6
                "calendar next\n"           // S-6 -> NY-1
                "calendar next\n"           // NY-1 -> NY-2
                "calendar next\n"           // NY-2 -> NY-2a: no captive, no fallen nation
                "calendar next\n"           // NY-2a -> NY-3
                "calendar next\n");         // NY-3 -> NY-4
        f.close();
        const Run r = cli({"run", m_file, f.fileName()});
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        QCOMPARE(step(), QStringLiteral("NY-4"));
        shapeVeyra();
    }

    /// §2.7 T-07: the plan as JSON and text, with the arithmetic; the step waits for it.
    void showsThePlan()
    {
        const Run json = cli({"--json", "production", m_file});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray nations = json.json().value(QStringLiteral("nations")).toArray();
        QCOMPARE(nations.size(), 4);
        const QJsonObject veyra = nations.at(0).toObject();
        QCOMPARE(veyra.value(QStringLiteral("nation")).toString(),
                 QStringLiteral("Kingdom of Veyra"));
        QCOMPARE(veyra.value(QStringLiteral("counts")).toString(), QStringLiteral("V=19 T=0 C=0"));
        QCOMPARE(veyra.value(QStringLiteral("townsDue")).toInt(), 3);
        QCOMPARE(veyra.value(QStringLiteral("citiesDue")).toInt(), 1);
        const Run text = cli({"production", m_file});
        QVERIFY2(text.outText().contains(QStringLiteral(
                     "Kingdom of Veyra (V=19 T=0 C=0): to place 3 town(s), 1 city(-ies)")),
                 text.out.constData());
        const Run blocked = cli({"calendar", "next", m_file});
        QCOMPARE(blocked.exitCode, 1);
        QVERIFY2(blocked.text().contains(QStringLiteral("Kingdom of Veyra: 3 towns, 1 city "
                                                        "(production place)")),
                 blocked.text().toUtf8().constData());
    }

    /// Refused by the rules: exit 1 naming the rule; a malformed call: exit 2.
    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("§2.7 another nation's area")
            << QStringList{"production", "place", "Kingdom of Veyra", "1005", "town"} << 1
            << QStringLiteral("§2.7 1005");
        QTest::newRow("§2.7 a city before the towns")
            << QStringList{"production", "place", "Kingdom of Veyra", "0307", "city"} << 1
            << QStringLiteral("may place 0 new city");
        QTest::newRow("§2.7 nothing to reduce")
            << QStringList{"production", "remove", "Kingdom of Veyra", "0307"} << 1
            << QStringLiteral("is supported now");
        QTest::newRow("usage: a village is no new centre")
            << QStringList{"production", "place", "Kingdom of Veyra", "0307", "village"} << 2
            << QStringLiteral("production place FILE NATION AREA town|city");
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        args.insert(2, m_file);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.text().contains(expected), r.text().toUtf8().constData());
    }

    /// T-07 placed by the verbs: 3 towns, then the city; undo and redo the last; the step goes.
    void placesAndMovesOn()
    {
        for (const char *area : {"0307", "0308", "0309"})
            QCOMPARE(
                cli({"production", "place", m_file, "Kingdom of Veyra", area, "town"}).exitCode, 0);
        const Run city =
            cli({"--json", "production", "place", m_file, "Kingdom of Veyra", "0406", "city"});
        QVERIFY2(city.exitCode == 0, city.text().toUtf8().constData());
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QCOMPARE(cli({"--json", "production", m_file})
                     .json()
                     .value(QStringLiteral("nations"))[0][QStringLiteral("citiesLeft")]
                     .toInt(),
                 1);
        QCOMPARE(cli({"redo", m_file}).exitCode, 0);
        const Run next = cli({"calendar", "next", m_file});
        QVERIFY2(next.exitCode == 0, next.text().toUtf8().constData());
        QCOMPARE(step(), QStringLiteral("NY-5"));
    }
};

QTEST_GUILESS_MAIN(TestCliProduction)
#include "tst_cli_production.moc"
