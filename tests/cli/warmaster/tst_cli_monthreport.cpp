// herald-cli `report month` and `orders sheet` end to end (issue 17; rules §3.2, §4, §5): the
// demo campaign with an army for Veyra (Carrow) and one for Ironhold (Gallowmere), both printed
// to PDF and read back with pdftotext. Each nation's papers show its own armies, orders and
// supply, and nothing of the other's orders or of the other's army while they have no contact;
// once both armies meet in Oakhurst (month 3) the engagement shows, each secret location choice
// only once both are in (§5.2), then the battle and the result marked by hand.
#include "../clirun.h"
#include "../pdftext.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

const char *const veyra = "Kingdom of Veyra";
const char *const ironhold = "Ironhold Clans";

} // namespace

class TestCliMonthReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    void script(const QString &name, const QByteArray &lines)
    {
        const Run r = runScript(m_file, m_dir.filePath(name), lines);
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }
    QString label()
    {
        return cli({"--json", "calendar", "show", m_file}).json().value("label").toString();
    }
    static QString squeezed(QString text) { return text.remove(QLatin1Char(' ')); }
    /// Prints the nation's month report and returns its text.
    QString report(const QString &nation, const QString &name, const QStringList &options = {})
    {
        const QString pdf = m_dir.filePath(name);
        const Run r = cli(QStringList{"--json", "report", "month", m_file, nation, pdf} + options);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.text()));
        return r.exitCode == 0 ? pdfText(pdf) : QString();
    }
    static QByteArray orders(const QByteArray &hostTo, const QByteArray &guardTo)
    {
        return "attendance \"Kingdom of Veyra\" present\n"
               "attendance \"Ironhold Clans\" present\n"
               "attendance \"Mirefolk Tribes\" present\n"
               "attendance \"Ash Riders\" present\n"
               "calendar next --by-hand\n" // M-0 -> M-1: supply
               "orders set \"Host of the Crown\" move " +
               hostTo + "\norders set \"Iron Guard\" move " + guardTo + "\n";
    }
    static QByteArray moveAndEnd()
    {
        return "calendar next\ncalendar next\ncalendar next\ncalendar next\n" // to M-3
               "calendar next\ncalendar next --by-hand\ncalendar next --by-hand\n"
               "calendar next\n"; // M-3 .. next month's M-0
    }

private Q_SLOTS:
    /// The demo campaign into month 1, M-1, with both orders written.
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("r.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        script(QStringLiteral("setup.txt"),
               QByteArray(HERALD_DEMO_MONTH_ONE_SCRIPT) + orders("0508", "0805"));
        QCOMPARE(label(), QStringLiteral("M-1"));
    }

    /// §4.1, §4.5: Veyra's report has its army, general, order and supply chain; Ironhold's
    /// army, general, position and order (into 0805) are not on it, the armies having no contact.
    void reportShowsOwnArmiesOnly()
    {
        const QString text = report(veyra, QStringLiteral("veyra.pdf"));
        for (const QString &expected :
             {QStringLiteral("Month report: Kingdom of Veyra, year 1, month 1"),
              QStringLiteral("Host of the Crown, led by Duke Aldric"),
              QStringLiteral("Stands in 0407"), QStringLiteral("Order this turn: move into 0508"),
              QStringLiteral("Supply: in supply. §4.5 In supply"),
              QStringLiteral("Chain of areas to the source: 0407"),
              QStringLiteral("None of your armies is engaged this turn.")})
            QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected + '\n' + text));
        for (const QString &hidden : {QStringLiteral("Iron Guard"), QStringLiteral("Thane Borin"),
                                      QStringLiteral("0805"), QStringLiteral("0804")})
            QVERIFY2(!text.contains(squeezed(hidden)), qPrintable(hidden + '\n' + text));

        const QString other = report(ironhold, QStringLiteral("ironhold.pdf"));
        QVERIFY2(other.contains(squeezed(QStringLiteral("Order this turn: move into 0805"))),
                 qPrintable(other));
        for (const QString &hidden :
             {QStringLiteral("Host of the Crown"), QStringLiteral("0508"), QStringLiteral("0407")})
            QVERIFY2(!other.contains(squeezed(hidden)), qPrintable(hidden + '\n' + other));
    }

    /// §3.2 M-1: the order sheet has one row per army free to act, its area, supply and the
    /// orders the rules allow (§4.1), on A4 and on Letter; the other nation's army is not on it.
    void orderSheet_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }
    void orderSheet()
    {
        QFETCH(QString, paper);
        const QString pdf = m_dir.filePath(paper + QStringLiteral("-sheet.pdf"));
        const Run r = cli({"--json", "orders", "sheet", m_file, ironhold, pdf, "--paper", paper});
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        QCOMPARE(r.json().value("rows").toInt(), 1);
        QCOMPARE(r.json().value("pages").toInt(), 1);
        const QString text = pdfText(pdf);
        QCOMPARE(text.count(QStringLiteral("IronGuard")), 1);
        for (const QString &expected :
             {QStringLiteral("Orders: Ironhold Clans, year 1, month 1 (turn 1)"),
              QStringLiteral("Order kind"), QStringLiteral("Target area"), QStringLiteral("0804"),
              QStringLiteral("in supply (§4.5)"), QStringLiteral("Allowed: move, hold"),
              QStringLiteral("Move into:"), QStringLiteral("0805 Nettlebed"),
              QStringLiteral("Order kinds (§4.1): move, hold, interdict, siege, assault")})
            QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected + '\n' + text));
        QVERIFY(!text.contains(QStringLiteral("HostoftheCrown")));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(20000));
        QVERIFY(QString::fromUtf8(info.readAllStandardOutput())
                    .contains(paper == QLatin1String("a4") ? QStringLiteral("A4")
                                                           : QStringLiteral("letter")));
    }

    /// Refusals name the problem and write nothing: an unknown nation, a file in a missing
    /// folder, a folder, a turn not yet played, an unknown paper.
    void refusalsWriteNothing()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("none.pdf"));
        const Run unknown = cli({"report", "month", m_file, "Atlantis", pdf});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.errText().contains(QStringLiteral("no nation \"Atlantis\"")),
                 qPrintable(unknown.text()));
        const Run sheet = cli({"orders", "sheet", m_file, "Atlantis", pdf});
        QCOMPARE(sheet.exitCode, 1);
        QVERIFY(!QFile::exists(pdf));

        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/x.pdf"));
        const Run badPath = cli({"report", "month", m_file, veyra, missing});
        QCOMPARE(badPath.exitCode, 3);
        QVERIFY2(badPath.errText().contains(missing), qPrintable(badPath.text()));
        QVERIFY(!QFile::exists(missing));
        const Run folder = cli({"orders", "sheet", m_file, veyra, m_dir.path()});
        QCOMPARE(folder.exitCode, 3);
        QVERIFY2(folder.errText().contains(QStringLiteral("is a folder")),
                 qPrintable(folder.text()));

        const Run future = cli({"report", "month", m_file, veyra, pdf, "--turn", "5"});
        QCOMPARE(future.exitCode, 2);
        QVERIFY2(future.errText().contains(QStringLiteral("Turn 5")), qPrintable(future.text()));
        QCOMPARE(cli({"orders", "sheet", m_file, veyra, pdf, "--paper", "a3"}).exitCode, 2);
        QVERIFY(!QFile::exists(pdf));
    }

    /// §4.7: an area that changed hands this month is on both nations' reports, gained by one
    /// and lost by the other (here a referee's edit of the owner, recorded in the history); an
    /// undone change is not.
    void areasGainedAndLost()
    {
        const Run set = cli({"area", "set", m_file, "0508", "--owner", ironhold});
        QVERIFY2(set.exitCode == 0, set.text().toUtf8().constData());
        const QString gained = report(ironhold, QStringLiteral("gained.pdf"));
        QVERIFY2(gained.contains(QStringLiteral("Gained0508MossgatefromKingdomofVeyra.")),
                 qPrintable(gained));
        const QString lost = report(veyra, QStringLiteral("lost.pdf"));
        QVERIFY2(lost.contains(QStringLiteral("Lost0508MossgatetoIronholdClans.")),
                 qPrintable(lost));
        const Run back = cli({"undo", m_file});
        QCOMPARE(back.exitCode, 0);
        QVERIFY(!report(ironhold, QStringLiteral("undone.pdf")).contains(QStringLiteral("0508")));
    }

    /// §5.1-§5.3: months 2 and 3 bring both armies into Oakhurst (0707). Each side sees the
    /// engagement and the other army, the other's location choice only once both are in
    /// (§5.2), then the pending battle and the winner the referee marked.
    void engagementAndBattle()
    {
        script(QStringLiteral("m1.txt"), moveAndEnd());
        script(QStringLiteral("m2.txt"), orders("0607", "0806") + moveAndEnd());
        script(QStringLiteral("m3.txt"), orders("0707", "0707") +
                                             "calendar next\ncalendar next\ncalendar next\n"
                                             "calendar next\n");
        QCOMPARE(label(), QStringLiteral("M-3"));
        QCOMPARE(cli({"location", m_file, "1", ironhold, "countryside"}).exitCode, 0);

        QString text = report(veyra, QStringLiteral("m3-veyra.pdf"));
        for (const QString &expected :
             {QStringLiteral("Engagement 1 in 0707"),
              QStringLiteral("Moved in this turn from 0607"),
              QStringLiteral("Iron Guard (Ironhold Clans)"),
              QStringLiteral("location chosen, secret until all have chosen"),
              QStringLiteral("location still to choose")})
            QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected + '\n' + text));
        QVERIFY2(!text.contains(QStringLiteral("IronGuard(IronholdClans)atthecountryside")),
                 qPrintable(text));

        QCOMPARE(cli({"location", m_file, "1", veyra, "countryside"}).exitCode, 0);
        text = report(veyra, QStringLiteral("m3-veyra-revealed.pdf"));
        for (const QString &expected :
             {QStringLiteral("Iron Guard (Ironhold Clans) at the countryside"),
              QStringLiteral("Battle 1:"), QStringLiteral("against Iron Guard: no result yet")})
            QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected + '\n' + text));

        QCOMPARE(cli({"battle", "winner", m_file, "1", ironhold}).exitCode, 0);
        text = report(veyra, QStringLiteral("m3-veyra-lost.pdf"));
        QVERIFY2(text.contains(QStringLiteral("lost(markedbythereferee)")), qPrintable(text));
        const QString other = report(ironhold, QStringLiteral("m3-ironhold-won.pdf"));
        QVERIFY2(other.contains(QStringLiteral("won(markedbythereferee)")), qPrintable(other));

        // An earlier turn: its order, and no word of this turn's move.
        text = report(veyra, QStringLiteral("turn1.pdf"), {QStringLiteral("--turn"), "1"});
        QVERIFY2(text.contains(QStringLiteral("Orderinturn1:moveinto0508")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Movedinthisturn")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestCliMonthReport)
#include "tst_cli_monthreport.moc"
