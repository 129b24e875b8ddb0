// herald-cli expedition and nation exodus|rebellion|new end to end (§7.2, §7.4): a voyage
// scripted with `run` on the demo campaign: Veyra outfits the Sea Wolves in 0410 Holt at NY-7
// (D-20: 4 units on 4 boats), sends them to Ember Isle at M-1, and the movement step of month 2
// rolls the chart with typed dice (10 + 10: destination reached, §7.2.5, I-10); the fleet is
// refused a city and lands on a coastal village. Refusals exit 1, malformed verbs exit 2.
#include "voyagescript.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestCliExpeditions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    QJsonObject show(const QString &what = QStringLiteral("Sea Wolves"))
    {
        return cli({QStringLiteral("--json"), QStringLiteral("expedition"), QStringLiteral("show"),
                    m_file, what})
            .json();
    }

private Q_SLOTS:
    /// The campaign at NY-7 of year 1 with Veyra's roster: 6 Bank Wardens (line 1), 1 Barge
    /// Bolt-thrower (line 2), 2 Meadow Riders (line 3), Aldric (general) and Brann (hero).
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("e.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const Run r =
            runScript(m_file, m_dir.filePath(QStringLiteral("ny7.txt")), demoNy7RosterScript());
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }

    /// §7.2.1, §2.11, D-20, D-21: a refusal names the numbers (exit 1); a malformed --units is
    /// a usage error (exit 2); nothing is listed yet.
    void outfitRefused()
    {
        const Run few =
            cli({"expedition", "outfit", m_file, "Kingdom of Veyra", "Sea Wolves", "0410",
                 "--general", "Aldric", "--admiral", "Salt", "--units", "1:2:2"});
        QCOMPARE(few.exitCode, 1);
        QVERIFY2(few.text().contains(
                     QStringLiteral("§2.11 An expedition carries at least 3 units, not 2.")),
                 qPrintable(few.text()));
        const Run inland =
            cli({"expedition", "outfit", m_file, "Kingdom of Veyra", "Sea Wolves", "0407",
                 "--general", "Aldric", "--admiral", "Salt", "--units", "1:2:2,2:0:1,3:2"});
        QCOMPARE(inland.exitCode, 1);
        QVERIFY2(inland.text().contains(QStringLiteral("0407 Carrow is not on the coast")),
                 qPrintable(inland.text()));
        QCOMPARE(cli({"expedition", "outfit", m_file, "Kingdom of Veyra", "Sea Wolves", "0410",
                      "--units", "one"})
                     .exitCode,
                 2);
        const QJsonObject list = cli({"--json", "expedition", "list", m_file}).json();
        QCOMPARE(list.value(QStringLiteral("expeditions")).toArray().size(), 0);
    }

    /// §7.2.2, §7.2.3, §7.2.5, I-10, I-12: the voyage as one script.
    void voyage()
    {
        const Run r =
            runScript(m_file, m_dir.filePath(QStringLiteral("voyage.txt")), demoVoyageScript());
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        const QJsonObject e = show();
        QCOMPARE(e.value(QStringLiteral("status")).toString(), QStringLiteral("arrived"));
        QCOMPARE(e.value(QStringLiteral("boats")).toInt(), 4);
        QCOMPARE(e.value(QStringLiteral("unitCount")).toInt(), 4);
        QCOMPARE(e.value(QStringLiteral("storm")).toString(), QStringLiteral("ship"));
        const QJsonArray log = e.value(QStringLiteral("log")).toArray();
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.at(0).toObject().value(QStringLiteral("event")).toString(),
                 QStringLiteral("destinationReached"));
        QCOMPARE(log.at(0).toObject().value(QStringLiteral("total")).toInt(), 20);

        const Run city = cli({"expedition", "land", m_file, "Sea Wolves", "0407"});
        QCOMPARE(city.exitCode, 1);
        QVERIFY2(city.text().contains(QStringLiteral("I-10 0407 Carrow holds a population centre")),
                 qPrintable(city.text()));
        const Run landed = cli({"expedition", "land", m_file, "Sea Wolves", "1315"});
        QVERIFY2(landed.exitCode == 0, qPrintable(landed.text()));
        QCOMPARE(show().value(QStringLiteral("status")).toString(), QStringLiteral("landed"));
        // §7.2.7: no sea people met this month, no alliance.
        const Run ally = cli({"expedition", "ally", m_file, "Sea Wolves", "Brann", "--list",
                              "sample-marsh-goblins"});
        QCOMPARE(ally.exitCode, 1);
        QVERIFY2(ally.text().contains(QStringLiteral("§7.2.7 Sea Wolves has found no sea people")),
                 qPrintable(ally.text()));
        const Run sheet = cli({"expedition", "sheet", m_file, "Sea Wolves"});
        QCOMPARE(sheet.exitCode, 0);
        QVERIFY2(sheet.outText().contains(QStringLiteral("Brann, hero (other), healer")),
                 qPrintable(sheet.outText()));
    }

    /// §7.4.1, I-65: exodus belongs to M-0; outside it, the refusal names the rule (exit 1).
    void exodusOutsideStartOfTurn()
    {
        const Run r = cli({"nation", "exodus", m_file, "Ironhold Clans"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.text().contains(QStringLiteral("I-65")), qPrintable(r.text()));
        QCOMPARE(cli({"nation", "new", m_file, "Ironhold Clans", "ember", "--units", "x"}).exitCode,
                 2);
        // §7.3: another country is founded at NY-4 only.
        const Run country =
            cli({"nation", "country", m_file, "Ironhold Clans", "ember", "Iron Coast", "--colour",
                 "#445566", "--list", "sample-marsh-goblins"});
        QCOMPARE(country.exitCode, 1);
        QVERIFY2(country.text().contains(QStringLiteral("NY-4")), qPrintable(country.text()));
    }
};

QTEST_GUILESS_MAIN(TestCliExpeditions)
#include "tst_cli_expeditions.moc"
