// The national roster sheet (rules §8) printed to PDF, A4 and Letter, read back with pdftotext:
// PT, AP, CP and the unit counts are on the paper.
#include "app/printing/rostersheet.h"
#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"

#include "../pdftext.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace herald;

class TestRosterSheet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<db::CampaignFile> m_file;
    qint64 m_nation = 0;

    void exec(const QString &command, const QJsonObject &args)
    {
        db::CommandRunner runner(*m_file, db::standardCommands());
        const db::ExecuteResult r = runner.execute(command, args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        if (command == QLatin1String("nation.add"))
            m_nation = r.result.value(QStringLiteral("id")).toInteger();
    }

private Q_SLOTS:
    void initTestCase()
    {
        db::FileError error;
        m_file = db::CampaignFile::create(m_dir.filePath(QStringLiteral("s.herald")),
                                          {QStringLiteral("Sheet"), QStringLiteral("warmaster"), 1},
                                          &error);
        QVERIFY(m_file);
        exec(QStringLiteral("armylist.samples"), {});
        exec(QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Bea")}});
        exec(QStringLiteral("nation.add"),
             {{QStringLiteral("name"), QStringLiteral("Ironhold")},
              {QStringLiteral("colour"), QStringLiteral("#884422")},
              {QStringLiteral("player"), QStringLiteral("Bea")},
              {QStringLiteral("armyList"), QStringLiteral("sample-iron-hill-clans")}});
        exec(QStringLiteral("tally.grant"), {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                             {QStringLiteral("kind"), QStringLiteral("population")},
                                             {QStringLiteral("points"), 13},
                                             {QStringLiteral("reason"), QStringLiteral("grant")}});
        exec(QStringLiteral("roster.open"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold")}});
        exec(QStringLiteral("roster.buy"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
              {QStringLiteral("unitType"), QStringLiteral("Shieldbearers")},
              {QStringLiteral("count"), 17}});
        exec(QStringLiteral("roster.buy"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
              {QStringLiteral("unitType"), QStringLiteral("Ram Riders")},
              {QStringLiteral("count"), 3}});
        exec(QStringLiteral("roster.loss"), {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                             {QStringLiteral("line"), 2},
                                             {QStringLiteral("count"), 1}});
        exec(QStringLiteral("character.buy"),
             {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
              {QStringLiteral("entry"), QStringLiteral("Thane")},
              {QStringLiteral("name"), QStringLiteral("Borin Stonefist")}});
    }

    void printed_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }
    /// §8 the fields of the form, with PT 13 → AP 3100 and CP 15 (§2.2, §2.3).
    void printed()
    {
        QFETCH(QString, paper);
        const auto data = printing::RosterSheetData::fromCampaign(m_file->database(), m_nation, 1);
        QVERIFY(data);
        printing::PrintOptions options;
        options.paper = *printing::paperFromName(paper);
        const QString pdf = m_dir.filePath(paper + QStringLiteral(".pdf"));
        QCOMPARE(printing::printToPdf(printing::RosterSheet(*data), pdf, options), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(20000));
        // Compatibility form undoes the fi ligature; blanks vary with pdftotext's layout.
        const QString text = QString::fromUtf8(p.readAllStandardOutput())
                                 .normalized(QString::NormalizationForm_KC)
                                 .remove(QLatin1Char(' '));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(20000));
        QVERIFY(QString::fromUtf8(info.readAllStandardOutput())
                    .contains(paper == QLatin1String("a4") ? QStringLiteral("A4")
                                                           : QStringLiteral("letter")));
        for (const QString &expected :
             {QStringLiteral("Ironhold"), QStringLiteral("Iron Hill Clans"), QStringLiteral("Bea"),
              QStringLiteral("PT 13"), QStringLiteral("= 3100 points"),
              QStringLiteral("13 + 2 = 15"), QStringLiteral("Borin Stonefist"),
              QStringLiteral("Chariots"), QStringLiteral("Artillery"), QStringLiteral("Monsters"),
              QStringLiteral("Battle 4"), QStringLiteral("2060 points of 3100")})
            QVERIFY2(text.contains(QString(expected).remove(QLatin1Char(' '))),
                     qPrintable(expected + QStringLiteral(" missing in:\n") + text));
    }

    /// §8 battle log of a nation that has not fought: the year start column holds the units
    /// bought (no loss figure), a loss struck by hand stands in "lost outside battles", and
    /// what is available now is the year start less every loss, as `roster show` says. The
    /// count of areas beside the PT is labelled, not a second PT.
    void battleLogWithoutBattles()
    {
        const auto data = printing::RosterSheetData::fromCampaign(m_file->database(), m_nation, 1);
        QVERIFY(data);
        QVERIFY(data->battles.empty());
        const QString pdf = m_dir.filePath(QStringLiteral("nobattle.pdf"));
        QCOMPARE(printing::printToPdf(printing::RosterSheet(*data), pdf, {}), QString());
        const QString text = pdfLayoutText(pdf);
        // year start, four empty battles, lost outside battles, available now
        QCOMPARE(pdfRow(text, QStringLiteral("Ram Riders")).mid(1),
                 (QStringList{"3", "/", "/", "/", "/", "1", "2"}));
        QCOMPARE(pdfRow(text, QStringLiteral("Shieldbearers")).mid(1),
                 (QStringList{"17", "/", "/", "/", "/", "0", "17"}));
        QVERIFY2(text.contains(QStringLiteral("areas controlled: 0")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("continue on the next sheet")), qPrintable(text));
    }

    /// §8, I-15: a line of two unit types of one cost prints whole, not cut off.
    void twoTypesOnALine()
    {
        const qint64 ironhold = m_nation;
        exec(QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Chloe")}});
        exec(QStringLiteral("nation.add"),
             {{QStringLiteral("name"), QStringLiteral("Mirefolk Tribes")},
              {QStringLiteral("colour"), QStringLiteral("#336622")},
              {QStringLiteral("player"), QStringLiteral("Chloe")},
              {QStringLiteral("armyList"), QStringLiteral("sample-marsh-goblins")}});
        const qint64 mirefolk = m_nation;
        m_nation = ironhold;
        const QJsonObject nation{{QStringLiteral("nation"), QStringLiteral("Mirefolk Tribes")}};
        exec(QStringLiteral("tally.grant"),
             {{QStringLiteral("nation"), QStringLiteral("Mirefolk Tribes")},
              {QStringLiteral("kind"), QStringLiteral("population")},
              {QStringLiteral("points"), 16},
              {QStringLiteral("reason"), QStringLiteral("grant")}});
        exec(QStringLiteral("roster.open"), nation);
        for (const auto &[type, count] : {std::pair{QStringLiteral("Bog Spears"), 40},
                                          {QStringLiteral("Stink Slingers"), 30}}) {
            QJsonObject buy = nation;
            buy.insert(QStringLiteral("unitType"), type);
            buy.insert(QStringLiteral("count"), count);
            exec(QStringLiteral("roster.buy"), buy);
        }
        const auto data = printing::RosterSheetData::fromCampaign(m_file->database(), mirefolk, 1);
        QVERIFY(data);
        const QString pdf = m_dir.filePath(QStringLiteral("twotypes.pdf"));
        QCOMPARE(printing::printToPdf(printing::RosterSheet(*data), pdf, {}), QString());
        const QString text = pdfLayoutText(pdf);
        const QStringList cells = pdfRow(text, QStringLiteral("Bog Spears"));
        QVERIFY2(cells.value(0) == QStringLiteral("Infantry: Bog Spears / Stink Slingers (30)"),
                 qPrintable(text));
        QCOMPARE(cells.mid(1), (QStringList{"70", "/", "/", "/", "/", "0", "70"}));
    }

    /// NY-3: the sheet prints the roster's PT for the whole year; when the map has changed
    /// since the roster was opened, a row says by how much, so the rows still add up to it.
    void rowsAddUpToThePrintedPt()
    {
        const auto sum = [](const printing::RosterSheetData &d) {
            return 3 * d.cities + 2 * d.towns + d.villages + d.otherPopulation +
                   d.changedSinceOpened;
        };
        auto data = printing::RosterSheetData::fromCampaign(m_file->database(), m_nation, 1);
        QVERIFY(data);
        QCOMPARE(data->changedSinceOpened, 0);
        QCOMPARE(sum(*data), data->populationTotal);

        exec(QStringLiteral("tally.grant"), {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                                             {QStringLiteral("kind"), QStringLiteral("population")},
                                             {QStringLiteral("points"), 2},
                                             {QStringLiteral("reason"), QStringLiteral("late")}});
        data = printing::RosterSheetData::fromCampaign(m_file->database(), m_nation, 1);
        QVERIFY(data);
        QCOMPARE(data->populationTotal, 13);
        QCOMPARE(data->otherPopulation, 15);
        QCOMPARE(data->changedSinceOpened, -2);
        QCOMPARE(sum(*data), data->populationTotal);

        const QString pdf = m_dir.filePath(QStringLiteral("changed.pdf"));
        QCOMPARE(printing::printToPdf(printing::RosterSheet(*data), pdf, {}), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(20000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("Map changes since the roster was opened")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("PT 13")), qPrintable(text));
    }
};

QTEST_MAIN(TestRosterSheet)
#include "tst_rostersheet.moc"
