// herald-cli expedition and nation exodus|rebellion|new end to end (§7.2, §7.4): a voyage
// scripted with `run` on the demo campaign: Veyra outfits the Sea Wolves in 0410 Holt at NY-7
// (D-20: 4 units on 4 boats), sends them to Ember Isle at M-1, and the movement step of month 2
// rolls the chart with typed dice (10 + 10: destination reached, §7.2.5, I-10); the fleet is
// refused a city and lands on a coastal village. Refusals exit 1, malformed verbs exit 2.
#include "../pdftext.h"
#include "voyagescript.h"

#include <QJsonArray>
#include <QStandardPaths>
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
        const Run where =
            cli({"expedition", "land", m_file, "Sea Wolves", "1315", "--location", "poi"});
        QCOMPARE(where.exitCode, 2);
        QVERIFY2(where.text().contains(QStringLiteral("\"location\" is countryside or "
                                                      "populationCentre")),
                 qPrintable(where.text()));
        // §4.6, §4.7: ashore at the village's population centre, to take it.
        const Run landed = cli(
            {"expedition", "land", m_file, "Sea Wolves", "1315", "--location", "populationCentre"});
        QVERIFY2(landed.exitCode == 0, qPrintable(landed.text()));
        QCOMPARE(show().value(QStringLiteral("status")).toString(), QStringLiteral("landed"));
        // §7.2.7: no sea people met this month, no alliance.
        const Run ally = cli({"expedition", "ally", m_file, "Sea Wolves", "Brann", "--list",
                              "sample-marsh-goblins"});
        QCOMPARE(ally.exitCode, 1);
        QVERIFY2(ally.text().contains(QStringLiteral("§7.2.7 Sea Wolves has found no sea people")),
                 qPrintable(ally.text()));
    }

    /// §7.2, §2.11, §7.2.5: the printed sheet of the landed Sea Wolves (after voyage()), read
    /// back with pdftotext: port, roster lines, crew with roles and healer, the traded units and
    /// the chart roll with its dice; on Letter too; a bad --paper is a usage error.
    void sheetPdf()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is needed to read the PDF back");
        const QString pdf = m_dir.filePath(QStringLiteral("sea-wolves.pdf"));
        const Run sheet = cli({"--json", "expedition", "sheet", m_file, "Sea Wolves", pdf});
        QVERIFY2(sheet.exitCode == 0, qPrintable(sheet.text()));
        QCOMPARE(sheet.json().value(QStringLiteral("pages")).toInt(), 1);
        const QString text = pdfText(pdf);
        for (const char *expected :
             {"ExpeditionSeaWolvesofKingdomofVeyra,year1", "Status:landed",
              "Port:0410Holt,onAldmark", "Declaredlandmass:EmberIsle",
              // Landed: the ships and the admiral are gone (§7.2.7).
              "Boats0(0empty),units4,advantages0", "2×BankWardens(infantry)",
              "2×MeadowRiders(cavalry)", "Tradedforboats(§2.11):1×artillery,2×infantry",
              "Aldric,general,rolegeneral", "Brann,hero,roleother,healer",
              "Turn2:dice10+10,total20", "Destinationreached",
              "Boatslost0,unitslost0;advantages0,piratepool0after."})
            QVERIFY2(
                text.contains(QString::fromUtf8(expected)),
                qPrintable(QStringLiteral("%1 not in: %2").arg(QString::fromUtf8(expected), text)));
        const Run letter = cli({"expedition", "sheet", m_file, "Sea Wolves",
                                m_dir.filePath(QStringLiteral("l.pdf")), "--paper", "letter"});
        QCOMPARE(letter.exitCode, 0);
        QCOMPARE(cli({"expedition", "sheet", m_file, "Sea Wolves", pdf, "--paper", "a3"}).exitCode,
                 2);
        QCOMPARE(cli({"expedition", "sheet", m_file, "Nobody", pdf}).exitCode, 1);
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
