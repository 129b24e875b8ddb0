// herald-cli end to end for the Diplomacy desk: the stand-alone judge on DATC-like positions,
// its exit codes, and a game run through the diplomacy verbs (issue 11; rules spec part A).
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The text of a PDF as pdftotext reads it, so the test sees what a reader of the file would.
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// A new campaign at `file` holding one Downfall game, number 1.
bool newDownfallGame(const QString &file)
{
    return cli({QStringLiteral("new"), file}).exitCode == 0 &&
           cli({QStringLiteral("diplomacy"), QStringLiteral("new"), file,
                QStringLiteral("Downfall"), QStringLiteral("--variant"),
                QStringLiteral("downfall")})
                   .exitCode == 0;
}

QString fixture(const QString &name)
{
    return QStringLiteral(FIXTURES "/") + name;
}

QJsonObject resultFor(const QJsonArray &results, const QString &order)
{
    for (const QJsonValue &r : results) {
        if (r.toObject().value(QStringLiteral("order")).toString() == order)
            return r.toObject();
    }
    return {};
}

} // namespace

class TestCliDiplomacy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void judgeSettlesAPosition_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("nextPhase");
        QTest::newRow("A4: supported attack dislodges Bur") << "dislodge"
                                                            << "A Ruh-Bur"
                                                            << "succeeded"
                                                            << ""
                                                            << "Spring 1901 Retreat";
        QTest::newRow("A4: the defender is dislodged from Ruh") << "dislodge"
                                                                << "A Bur H"
                                                                << "failed"
                                                                << ""
                                                                << "Spring 1901 Retreat";
        QTest::newRow("A5: the attack from Tyr cuts Mun's support") << "cut"
                                                                    << "A Mun S A Ruh-Bur"
                                                                    << "failed"
                                                                    << "Tyr"
                                                                    << "Fall 1901 Movement";
        QTest::newRow("A5: without the support the attack bounces") << "cut"
                                                                    << "A Ruh-Bur"
                                                                    << "failed"
                                                                    << "Bur"
                                                                    << "Fall 1901 Movement";
        QTest::newRow("A4: equal attacks stand off") << "bounce"
                                                     << "A Par-Bur"
                                                     << "failed"
                                                     << "Mun"
                                                     << "Fall 1901 Movement";
    }
    // Spec A4-A7 through `herald-cli adjudicate POSITION ORDERS --json`.
    void judgeSettlesAPosition()
    {
        QFETCH(QString, name);
        QFETCH(QString, order);
        QFETCH(QString, outcome);
        QFETCH(QString, by);
        QFETCH(QString, nextPhase);
        const Run r =
            cli({QStringLiteral("adjudicate"), fixture(name + QStringLiteral(".position")),
                 fixture(name + QStringLiteral(".orders")), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = r.json();
        const QJsonObject result = resultFor(o.value(QStringLiteral("results")).toArray(), order);
        QCOMPARE(result.value(QStringLiteral("outcome")).toString(), outcome);
        if (!by.isEmpty())
            QCOMPARE(result.value(QStringLiteral("by")).toString(), by);
        QVERIFY(!result.value(QStringLiteral("explanation")).toString().isEmpty());
        QCOMPARE(o.value(QStringLiteral("nextPhase")).toString(), nextPhase);
        QVERIFY(o.value(QStringLiteral("next"))
                    .toString()
                    .startsWith(QStringLiteral("VARIANT Standard")));
    }

    void judgeTextNamesDislodgement()
    {
        const Run r =
            cli({QStringLiteral("adjudicate"), fixture(QStringLiteral("dislodge.position")),
                 fixture(QStringLiteral("dislodge.orders"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.outText().contains(QStringLiteral("Dislodged by the attack from Ruh")),
                 r.out.constData());
        QVERIFY(r.outText().contains(QStringLiteral("DISLODGED France A Bur FROM Ruh")));
    }

    void badFilesGiveExitCodes_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("orders");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("malformed position: line 2 named") << "badline.position"
                                                          << "bounce.orders" << 2 << "line 2";
        QTest::newRow("malformed orders: line 2 named")
            << "bounce.position"
            << "badline.orders" << 2 << "badline.orders:2:";
        QTest::newRow("unknown variant: line named")
            << "unknownvariant.position"
            << "bounce.orders" << 2 << "unknownvariant.position:2:";
        QTest::newRow("missing orders file") << "bounce.position"
                                             << "nothere.orders" << 3 << "nothere.orders";
    }
    void badFilesGiveExitCodes()
    {
        QFETCH(QString, position);
        QFETCH(QString, orders);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = cli({QStringLiteral("adjudicate"), fixture(position), fixture(orders)});
        QCOMPARE(r.exitCode, code);
        QVERIFY2(r.errText().contains(mentions, Qt::CaseInsensitive), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // Issue 24, spec B2, B4, B5, B6.2, B9, B11: the stand-alone judge plays a whole Downfall
    // turn from a position file holding the Hardbop state, and writes the next position with
    // it: judged again from its own output, the personalities, the Multiple army, the
    // Easterlings and the Ring are all still there.
    void judgeRoundTripsADownfallPosition()
    {
        const Run first =
            cli({QStringLiteral("adjudicate"), fixture(QStringLiteral("downfall.position")),
                 fixture(QStringLiteral("downfall.orders")), QStringLiteral("--seed"),
                 QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const QJsonObject o = first.json();
        QCOMPARE(o.value(QStringLiteral("nextPhase")).toString(),
                 QStringLiteral("Afteryule II 3019 Movement"));
        QCOMPARE(resultFor(o.value(QStringLiteral("results")).toArray(),
                           QStringLiteral("Faramir L A MTi-Osg"))
                     .value(QStringLiteral("outcome"))
                     .toString(),
                 QStringLiteral("succeeded"));
        QCOMPARE(
            resultFor(o.value(QStringLiteral("results")).toArray(), QStringLiteral("C Edo-WEm"))
                .value(QStringLiteral("outcome"))
                .toString(),
            QStringLiteral("succeeded"));
        const QString next = o.value(QStringLiteral("next")).toString();
        const QStringList kept{QStringLiteral("UNIT Mordor 2A Bar"),
                               QStringLiteral("UNIT Rohan C WEm"),
                               QStringLiteral("UNIT Mordor A ELi EASTERLING"),
                               QStringLiteral("PERSONALITY Faramir Osg"),
                               QStringLiteral("PERSONALITY Fellowship Shi"),
                               QStringLiteral("RING Carried BY Fellowship"),
                               QStringLiteral("EASTERLINGS 1")};
        for (const QString &line : kept)
            QVERIFY2(next.contains(line + QLatin1Char('\n')),
                     qPrintable(line + QStringLiteral(" in\n") + next));
        QTemporaryDir dir;
        const QString again = dir.filePath(QStringLiteral("next.position"));
        const QString none = dir.filePath(QStringLiteral("none.orders"));
        {
            QFile out(again);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(next.toUtf8());
            QFile empty(none);
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        // A II turn: with every unit holding, only the builds and removals change the board.
        const Run second = cli({QStringLiteral("adjudicate"), again, none, QStringLiteral("--seed"),
                                QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        const QString after = second.json().value(QStringLiteral("next")).toString();
        QVERIFY2(after.contains(QStringLiteral("PHASE Solmath I 3019 Movement")),
                 qPrintable(after));
        for (const QString &line :
             {QStringLiteral("PERSONALITY Faramir Osg"), QStringLiteral("PERSONALITY Sauron Bar"),
              QStringLiteral("RING Carried BY Fellowship")})
            QVERIFY2(after.contains(line), qPrintable(line + QStringLiteral(" in\n") + after));
    }

    // Issue 24: a Downfall position that breaks a rule is refused with its line and rule (B6.3).
    void judgeRefusesABrokenDownfallPosition()
    {
        const Run r =
            cli({QStringLiteral("adjudicate"), fixture(QStringLiteral("downfallbad.position")),
                 fixture(QStringLiteral("downfall.orders"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(QStringLiteral("line 3")) &&
                     r.errText().contains(QStringLiteral("B6.3")),
                 r.err.constData());
    }

    // Spec C1/C2: the public report PDF never shows a hidden personality or a GM note; the
    // owner's private PDF shows its personality, the addressee's private PDF shows the note,
    // and no other power's PDF shows either.
    void reportPdfsKeepPrivateThingsPrivate_data()
    {
        QTest::addColumn<QString>("power");
        QTest::addColumn<bool>("seesFaramir");
        QTest::addColumn<bool>("seesHint");
        QTest::newRow("public report: neither") << QString() << false << false;
        QTest::newRow("Gondor owns Faramir: sees him, not the hint") << "Gondor" << true << false;
        QTest::newRow("Elves got the Ring hint: sees it, not Faramir") << "Elves" << false << true;
        QTest::newRow("Mordor: neither") << "Mordor" << false << false;
    }
    void reportPdfsKeepPrivateThingsPrivate()
    {
        QFETCH(QString, power);
        QFETCH(bool, seesFaramir);
        QFETCH(bool, seesHint);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is needed to read the PDFs back");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("downfall.herald"));
        QVERIFY(newDownfallGame(file));
        QCOMPARE(cli({QStringLiteral("diplomacy"), QStringLiteral("personality"), file,
                      QStringLiteral("1"), QStringLiteral("Faramir"), QStringLiteral("MTi")})
                     .exitCode,
                 0);
        QCOMPARE(
            cli({QStringLiteral("diplomacy"), QStringLiteral("note"), file, QStringLiteral("1"),
                 QStringLiteral("Elves"), QStringLiteral("Ring hint: it was seen near Weathertop")})
                .exitCode,
            0);
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QStringList args{QStringLiteral("diplomacy"), QStringLiteral("report"), file,
                         QStringLiteral("1"),         QStringLiteral("--pdf"),  pdf};
        if (!power.isEmpty())
            args << QStringLiteral("--power") << power;
        const Run written = cli(args);
        QVERIFY2(written.exitCode == 0, written.err.constData());
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Downfall")), qPrintable(text));
        QCOMPARE(text.contains(QStringLiteral("Faramir")), seesFaramir);
        QCOMPARE(text.contains(QStringLiteral("Weathertop")), seesHint);
    }

    // Spec B5, B9.2, B11: a Downfall turn through the verbs: the GM hides the Ring, a Lead
    // order is entered as a line of Gondor's orders, and the turn is judged whole.
    void aDownfallTurnThroughTheVerbs()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("downfall.herald"));
        QVERIFY(newDownfallGame(file));
        const auto verb = [&](const QStringList &words) {
            return cli(QStringList{QStringLiteral("diplomacy")} + words);
        };
        const Run tooClose =
            verb({QStringLiteral("ring"), file, QStringLiteral("1"), QStringLiteral("Oro")});
        QCOMPARE(tooClose.exitCode, 1);
        QVERIFY2(tooClose.errText().contains(QStringLiteral("E32")), tooClose.err.constData());
        QCOMPARE(verb({QStringLiteral("ring"), file, QStringLiteral("1"), QStringLiteral("Shi")})
                     .exitCode,
                 0);
        QCOMPARE(verb({QStringLiteral("personality"), file, QStringLiteral("1"),
                       QStringLiteral("Faramir"), QStringLiteral("MTi")})
                     .exitCode,
                 0);
        const Run wrong = verb({QStringLiteral("orders"), file, QStringLiteral("1"),
                                QStringLiteral("Gondor"), QStringLiteral("A Lam H; Fear A Osg")});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.errText().contains(QStringLiteral("Line 2")), wrong.err.constData());
        QCOMPARE(verb({QStringLiteral("orders"), file, QStringLiteral("1"),
                       QStringLiteral("Gondor"), QStringLiteral("Lead Faramir A MTi-Osg")})
                     .exitCode,
                 0);
        const Run judged = verb(
            {QStringLiteral("adjudicate"), file, QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(judged.exitCode, 0);
        const QJsonObject result = judged.json().value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("next")).toString(),
                 QStringLiteral("Afteryule II 3019 Movement"));
        const QJsonObject lead = resultFor(result.value(QStringLiteral("results")).toArray(),
                                           QStringLiteral("Faramir L A MTi-Osg"));
        QCOMPARE(lead.value(QStringLiteral("outcome")).toString(), QStringLiteral("succeeded"));
    }

    // Issue 24, spec B6.4, B2 unit table, B14.2: the reproduction. Umbar's pirate sails into
    // the Havens, then goes ashore into Harad over a land border; the reports call it a
    // pirate, and the game reads back with the pirate on land.
    void aPirateGoesAshore()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("downfall.herald"));
        QVERIFY(newDownfallGame(file));
        const auto verb = [&](const QStringList &words) {
            return cli(QStringList{QStringLiteral("diplomacy")} + words);
        };
        const auto turn = [&](const QString &orders) {
            const Run entered = verb({QStringLiteral("orders"), file, QStringLiteral("1"),
                                      QStringLiteral("Umbar"), orders});
            if (entered.exitCode != 0)
                return QJsonArray();
            const Run judged = verb({QStringLiteral("adjudicate"), file, QStringLiteral("1"),
                                     QStringLiteral("--json")});
            return judged.json()
                .value(QStringLiteral("result"))
                .toObject()
                .value(QStringLiteral("results"))
                .toArray();
        };
        const QJsonArray first = turn(QStringLiteral("A Hrd-Sut; A HUm-Hdw; P Cit-HUm"));
        QCOMPARE(resultFor(first, QStringLiteral("P Cit-HUm")).value(QStringLiteral("outcome")),
                 QStringLiteral("succeeded"));
        const QJsonArray second = turn(QStringLiteral("P HUm-Hrd"));
        const QJsonObject ashore = resultFor(second, QStringLiteral("P HUm-Hrd"));
        QCOMPARE(ashore.value(QStringLiteral("outcome")).toString(), QStringLiteral("succeeded"));
        QVERIFY(resultFor(second, QStringLiteral("F HUm-Hrd")).isEmpty());
        const Run report = verb({QStringLiteral("report"), file, QStringLiteral("1"),
                                 QStringLiteral("--phase"), QStringLiteral("2")});
        QCOMPARE(report.exitCode, 0);
        QVERIFY2(report.outText().contains(QStringLiteral("Umbar: P HUm-Hrd — succeeded")),
                 report.out.constData());
        QVERIFY2(report.outText().contains(QStringLiteral("A Hdw, P Hrd, A Sut")),
                 report.out.constData());
        // One step a turn (B2): from inland Harad the bay is out of reach.
        const QJsonArray third = turn(QStringLiteral("P Hrd-BAY; A Hdw-HUm"));
        QCOMPARE(resultFor(third, QStringLiteral("P Hrd-BAY")).value(QStringLiteral("outcome")),
                 QStringLiteral("illegal"));
        QCOMPARE(resultFor(third, QStringLiteral("A Hdw-HUm")).value(QStringLiteral("outcome")),
                 QStringLiteral("succeeded"));
    }

    // Issue 24: the game master's position editor through `diplomacy set`, each edit one
    // command that undo takes back, each refusal naming its rule (spec A1, A8, B6.3, B7.8,
    // B9.1, B12).
    void theGameMasterSetsThePosition()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("downfall.herald"));
        QVERIFY(newDownfallGame(file));
        const auto set = [&](const QStringList &words) {
            return cli(QStringList{QStringLiteral("diplomacy"), QStringLiteral("set"), file,
                                   QStringLiteral("1")} +
                       words);
        };
        const auto position = [&] {
            return cli({QStringLiteral("diplomacy"), QStringLiteral("show"), file,
                        QStringLiteral("1"), QStringLiteral("--json")})
                .json()
                .value(QStringLiteral("position"))
                .toString();
        };
        const Run marsh = set({QStringLiteral("unit"), QStringLiteral("Rohan"), QStringLiteral("C"),
                               QStringLiteral("DMa")});
        QCOMPARE(marsh.exitCode, 1);
        QVERIFY2(marsh.errText().contains(QStringLiteral("Rohan C DMa")) &&
                     marsh.errText().contains(QStringLiteral("B7.8")),
                 marsh.err.constData());
        const Run twice = set({QStringLiteral("unit"), QStringLiteral("Rohan"), QStringLiteral("A"),
                               QStringLiteral("MTi")});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.errText().contains(QStringLiteral("(A1)")), twice.err.constData());
        QCOMPARE(set({QStringLiteral("unit"), QStringLiteral("Rohan"), QStringLiteral("C"),
                      QStringLiteral("Wol")})
                     .exitCode,
                 0);
        QCOMPARE(
            set({QStringLiteral("move"), QStringLiteral("Wol"), QStringLiteral("EEm")}).exitCode,
            0);
        QCOMPARE(
            set({QStringLiteral("owner"), QStringLiteral("Osg"), QStringLiteral("Rohan")}).exitCode,
            0);
        QCOMPARE(set({QStringLiteral("season"), QStringLiteral("Solmath"), QStringLiteral("II"),
                      QStringLiteral("3019")})
                     .exitCode,
                 0);
        const Run notACentre =
            set({QStringLiteral("owner"), QStringLiteral("NIt"), QStringLiteral("Rohan")});
        QCOMPARE(notACentre.exitCode, 1);
        QVERIFY2(notACentre.errText().contains(QStringLiteral("A8")), notACentre.err.constData());
        const Run noBearer = set({QStringLiteral("ring"), QStringLiteral("carried"),
                                  QStringLiteral("--by"), QStringLiteral("Fellowship")});
        QCOMPARE(noBearer.exitCode, 1);
        QVERIFY2(noBearer.errText().contains(QStringLiteral("B9.1")), noBearer.err.constData());
        QCOMPARE(
            set({QStringLiteral("ring"), QStringLiteral("lying"), QStringLiteral("Oro")}).exitCode,
            0);
        QCOMPARE(set({QStringLiteral("bogus")}).exitCode, 2);
        const QString edited = position();
        QVERIFY2(edited.contains(QStringLiteral("PHASE Solmath II 3019 Movement")) &&
                     edited.contains(QStringLiteral("UNIT Rohan C EEm")) &&
                     edited.contains(QStringLiteral(" Osg")),
                 qPrintable(edited));
        QVERIFY2(edited.contains(QStringLiteral("RING Lying Oro")), qPrintable(edited));
        // The GM's copy keeps the whole Hardbop state too.
        const QJsonArray phases = cli({QStringLiteral("diplomacy"), QStringLiteral("export"), file,
                                       QStringLiteral("1"), QStringLiteral("-")})
                                      .document()
                                      .value(QStringLiteral("phases"))
                                      .toArray();
        QVERIFY(phases.last()
                    .toObject()
                    .value(QStringLiteral("position"))
                    .toString()
                    .contains(QStringLiteral("RING Lying Oro")));
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0); // the Ring
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0); // the season
        QVERIFY(position().contains(QStringLiteral("PHASE Afteryule I 3019 Movement")));
        QVERIFY(position().contains(QStringLiteral("UNIT Rohan C EEm")));
    }

    // Issue 24, spec B2, B6.3: a cavalry build refused for the limit says so, and the rows
    // name the kind built: Rohan given Osgiliath, the Wold and Entwash by the GM builds a third
    // cavalry; with its three home centres only it may not.
    void cavalryBuildRowsNameTheLimit_data()
    {
        QTest::addColumn<QStringList>("centres");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("reason");
        QTest::newRow("3 centres: refused for the cavalry limit")
            << QStringList{} << "illegal"
            << "Rohan's centres allow it no more cavalry";
        QTest::newRow("6 centres: built")
            << QStringList{QStringLiteral("Osg"), QStringLiteral("Wol"), QStringLiteral("Ent")}
            << "succeeded"
            << "";
    }
    void cavalryBuildRowsNameTheLimit()
    {
        QFETCH(QStringList, centres);
        QFETCH(QString, outcome);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("downfall.herald"));
        QVERIFY(newDownfallGame(file));
        const auto verb = [&](const QStringList &words) {
            return cli(QStringList{QStringLiteral("diplomacy")} + words);
        };
        const QString game = QStringLiteral("1");
        for (const QString &c : centres)
            QCOMPARE(verb({QStringLiteral("set"), file, game, QStringLiteral("owner"), c,
                           QStringLiteral("Rohan")})
                         .exitCode,
                     0);
        // A II turn with Edoras empty: its cavalry steps out to Entwash.
        QCOMPARE(verb({QStringLiteral("set"), file, game, QStringLiteral("season"),
                       QStringLiteral("Afteryule"), QStringLiteral("II"), QStringLiteral("3019")})
                     .exitCode,
                 0);
        QCOMPARE(verb({QStringLiteral("set"), file, game, QStringLiteral("move"),
                       QStringLiteral("Edo"), QStringLiteral("Ent")})
                     .exitCode,
                 0);
        QCOMPARE(verb({QStringLiteral("orders"), file, game, QStringLiteral("Rohan"),
                       QStringLiteral("Build C Edo")})
                     .exitCode,
                 0);
        const Run judged =
            verb({QStringLiteral("adjudicate"), file, game, QStringLiteral("--json")});
        QCOMPARE(judged.exitCode, 0);
        const QJsonArray results = judged.json()
                                       .value(QStringLiteral("result"))
                                       .toObject()
                                       .value(QStringLiteral("results"))
                                       .toArray();
        const QJsonObject build = resultFor(results, QStringLiteral("Build C Edo"));
        QCOMPARE(build.value(QStringLiteral("outcome")).toString(), outcome);
        QCOMPARE(build.value(QStringLiteral("reason")).toString(), reason);
        QVERIFY(resultFor(results, QStringLiteral("Build A Edo")).isEmpty());
        const Run report = verb(
            {QStringLiteral("report"), file, game, QStringLiteral("--phase"), QStringLiteral("1")});
        QVERIFY2(report.outText().contains(QStringLiteral("Rohan: Build C Edo — ") + outcome),
                 report.out.constData());
    }

    // A game through the desk's verbs: orders refused (exit 1, nothing stored), adjudicated,
    // reported, exported and undone.
    void aGameThroughTheVerbs()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("club.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        const Run created = cli({QStringLiteral("diplomacy"), QStringLiteral("new"), file,
                                 QStringLiteral("Club game"), QStringLiteral("--variant"),
                                 QStringLiteral("standard"), QStringLiteral("--json")});
        QCOMPARE(created.exitCode, 0);
        const QString game = QString::number(created.json()
                                                 .value(QStringLiteral("result"))
                                                 .toObject()
                                                 .value(QStringLiteral("game"))
                                                 .toInt());
        const Run refused = cli({QStringLiteral("diplomacy"), QStringLiteral("orders"), file, game,
                                 QStringLiteral("Italy"), QStringLiteral("A Ven-Tri; A Rom-Xyz")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.errText().contains(QStringLiteral("Line 2")) &&
                     refused.errText().contains(QStringLiteral("Xyz")),
                 refused.err.constData());
        QCOMPARE(cli({QStringLiteral("diplomacy"), QStringLiteral("orders"), file, game,
                      QStringLiteral("France"), QStringLiteral("A Par-Bur; A Mar S A Par-Bur")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("diplomacy"), QStringLiteral("orders"), file, game,
                      QStringLiteral("Germany"), QStringLiteral("A Mun-Bur")})
                     .exitCode,
                 0);
        const Run judged = cli({QStringLiteral("diplomacy"), QStringLiteral("adjudicate"), file,
                                game, QStringLiteral("--json")});
        QCOMPARE(judged.exitCode, 0);
        QCOMPARE(judged.json()
                     .value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("next"))
                     .toString(),
                 QStringLiteral("Fall 1901 Movement"));
        const Run report = cli({QStringLiteral("diplomacy"), QStringLiteral("report"), file, game,
                                QStringLiteral("--phase"), QStringLiteral("1")});
        QCOMPARE(report.exitCode, 0);
        QVERIFY2(report.outText().contains(QStringLiteral("Germany: A Mun-Bur — failed")),
                 report.out.constData());
        const Run exported = cli({QStringLiteral("diplomacy"), QStringLiteral("export"), file, game,
                                  QStringLiteral("-")});
        QCOMPARE(exported.exitCode, 0);
        const QJsonArray phases = exported.document().value(QStringLiteral("phases")).toArray();
        QCOMPARE(phases.size(), 2);
        QCOMPARE(phases.at(0)
                     .toObject()
                     .value(QStringLiteral("orders"))
                     .toObject()
                     .value(QStringLiteral("France"))
                     .toString(),
                 QStringLiteral("A Par-Bur\nA Mar S A Par-Bur"));
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
        const Run shown = cli({QStringLiteral("diplomacy"), QStringLiteral("show"), file, game,
                               QStringLiteral("--json")});
        QCOMPARE(shown.json().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("Spring 1901 Movement"));
        QCOMPARE(
            cli({QStringLiteral("diplomacy"), QStringLiteral("show"), file, QStringLiteral("99")})
                .exitCode,
            2);
    }
};

QTEST_GUILESS_MAIN(TestCliDiplomacy)
#include "tst_cli_diplomacy.moc"
