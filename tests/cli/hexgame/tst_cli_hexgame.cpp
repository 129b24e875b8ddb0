// The hex game desk through herald-cli (issue 20; rules spec fall-of-the-black-eagle.md): a whole
// Black Eagle game scripted with `run`, refusals and their exit codes, a player turn sent by
// mail from one campaign file to another, and a hex map edited and written out.
#include "../../db/hexgame/scenariofile.h"
#include "../campaignquery.h"
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The Karameikan set-up (4.1, 12.1): the four units that choose their hex.
const QByteArray kSetUp = "hexgame place \"Black Eagle\" K2 1827\n"
                          "hexgame place \"Black Eagle\" K10 1920\n"
                          "hexgame place \"Black Eagle\" K11 3922\n"
                          "hexgame place \"Black Eagle\" K12 3923\n";

QByteArray endPhases(int count)
{
    QByteArray lines;
    for (int i = 0; i < count; ++i)
        lines += "hexgame end-phase \"Black Eagle\"\n";
    return lines;
}

/// Every JSON line the script printed, in order.
QList<QJsonObject> jsonLines(const Run &run)
{
    QList<QJsonObject> out;
    for (const QByteArray &line : run.out.split('\n')) {
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    }
    return out;
}

bool newCampaign(const QString &file, const QString &seed)
{
    return cli({QStringLiteral("new"), file, QStringLiteral("--seed"), seed}).exitCode == 0;
}

} // namespace

class TestCliHexGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A whole game, 14 game turns (A1): set-up, the Lycanthropes come on in the Achelos Woods
    // and cross the river on turn 2 (M5), attack Fury in the West in Riverfork Keep at -1 and
    // roll a typed 6: AD (2.5), turned and thrown back; the keep's garrison advances (9.3).
    // Nothing else moves, so at the end the Karameikans score half their 58 strength points on
    // the map (11.3, A10): 29 VP against 0, a decisive victory (11.4).
    void aWholeGameScriptedWithRun()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hex.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("7")));
        const QByteArray script = "hexgame new \"Black Eagle\"\n" + kSetUp +
                                  "hexgame move \"Black Eagle\" B14 0318-0418\n"
                                  "hexgame hold \"Black Eagle\" B1\n" +
                                  endPhases(4) + "hexgame move \"Black Eagle\" B14 0518\n" +
                                  endPhases(1) +
                                  "hexgame attack \"Black Eagle\" B14 K8 --typed 6\n"
                                  "hexgame advance \"Black Eagle\" K8 0518\n" +
                                  endPhases(3 + 12 * 4) + "hexgame score \"Black Eagle\"\n";
        const Run run = runScript(file, dir.filePath(QStringLiteral("game.txt")), script);
        QVERIFY2(run.exitCode == 0, qPrintable(run.text()));
        const QList<QJsonObject> lines = jsonLines(run);
        QCOMPARE(lines.size(), 1 + 4 + 2 + 4 + 1 + 1 + 1 + 1 + 51 + 1);
        const QJsonObject attack = lines.at(13).value(QStringLiteral("result")).toObject();
        QCOMPARE(attack.value(QStringLiteral("column")).toString(), QStringLiteral("-1"));
        QCOMPARE(attack.value(QStringLiteral("result")).toString(), QStringLiteral("AD"));
        QCOMPARE(lines.at(13).value(QStringLiteral("dice")).toArray().size(), 1);
        const QJsonObject score = lines.last();
        QCOMPARE(score.value(QStringLiteral("final")).toBool(), true);
        QCOMPARE(score.value(QStringLiteral("blackEagleVp")).toDouble(), 0.0);
        QCOMPARE(score.value(QStringLiteral("karameikanVp")).toDouble(), 29.0);
        QVERIFY2(
            score.value(QStringLiteral("verdict")).toString().contains(QStringLiteral("ecisive")),
            qPrintable(score.value(QStringLiteral("verdict")).toString()));

        const Run over = cli({QStringLiteral("hexgame"), QStringLiteral("end-phase"), file,
                              QStringLiteral("Black Eagle")});
        QCOMPARE(over.exitCode, 1);
        QVERIFY2(over.errText().contains(QStringLiteral("4.3")), qPrintable(over.errText()));
        const Run shown = cli({QStringLiteral("hexgame"), QStringLiteral("show"), file,
                               QStringLiteral("Black Eagle")});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY2(shown.outText().contains(
                     QStringLiteral("B14  Moonlight Renders Lycanthropes (2-5 F, half strength)")),
                 qPrintable(shown.outText()));
    }

    // §2.5 DR, §9.1 R4, §9.3: a roll of 1 on the -1 column throws Fury in the West out of
    // Riverfork Keep; show lists the hexes it may retreat to, its owner picks one, and the
    // Lycanthropes advance into the keep.
    void aRetreatLeftToItsOwnerThenTheAdvance()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hex.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("7")));
        const QByteArray script = "hexgame new \"Black Eagle\"\n" + kSetUp +
                                  "hexgame move \"Black Eagle\" B14 0318-0418\n" + endPhases(4) +
                                  "hexgame move \"Black Eagle\" B14 0518\n" + endPhases(1) +
                                  "hexgame attack \"Black Eagle\" B14 K8 --typed 1\n";
        const Run run = runScript(file, dir.filePath(QStringLiteral("dr.txt")), script);
        QVERIFY2(run.exitCode == 0, qPrintable(run.text()));
        const auto hexgame = [&file](QStringList words, bool json = false) {
            words.insert(1, file);
            words.prepend(QStringLiteral("hexgame"));
            if (json)
                words.prepend(QStringLiteral("--json"));
            return cli(words);
        };
        const QJsonObject shown =
            hexgame({QStringLiteral("show"), QStringLiteral("Black Eagle")}, true).json();
        const QJsonArray hexes = shown.value(QStringLiteral("retreatHexes"))
                                     .toObject()
                                     .value(QStringLiteral("K8"))
                                     .toArray();
        QVERIFY2(hexes.contains(QStringLiteral("0619")), qPrintable(QJsonDocument(shown).toJson()));
        QVERIFY(!hexes.contains(QStringLiteral("0518"))); // the Lycanthropes stand there (R2.1)
        const Run early = hexgame({QStringLiteral("end-phase"), QStringLiteral("Black Eagle")});
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.errText().contains(QStringLiteral("9.1")), qPrintable(early.errText()));
        QCOMPARE(hexgame({QStringLiteral("retreat"), QStringLiteral("Black Eagle"),
                          QStringLiteral("K8"), QStringLiteral("0619")})
                     .exitCode,
                 0);
        QCOMPARE(hexgame({QStringLiteral("advance"), QStringLiteral("Black Eagle"),
                          QStringLiteral("B14"), QStringLiteral("0618")})
                     .exitCode,
                 0);
        const QString text =
            hexgame({QStringLiteral("show"), QStringLiteral("Black Eagle")}).outText();
        QVERIFY2(text.contains(QStringLiteral("K8  Fury in the West (6-3)  0619")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("B14  Moonlight Renders Lycanthropes (3-5 F)  0618")),
                 qPrintable(text));
    }

    void refusalsAndUsage_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no such game") << QStringList{"show", "Zulu"} << 2 << "Zulu";
        QTest::newRow("unknown action") << QStringList{"fly", "Black Eagle"} << 2 << "end-phase";
        QTest::newRow("move before the set-up is done")
            << QStringList{"move", "Black Eagle", "B1", "0724"} << 1 << "4.1";
        QTest::newRow("set-up outside the area")
            << QStringList{"place", "Black Eagle", "K2", "2223"} << 1 << "12.1";
        QTest::newRow("a typed die that is no d6 face")
            << QStringList{"attack", "Black Eagle", "B1", "K3", "--typed", "x"} << 2 << "--typed";
        QTest::newRow("a setting Herald does not know")
            << QStringList{"new", "Second game", "--settings", "retreat.over_bridge=true,fog=on"}
            << 2 << "fog";
        QTest::newRow("an illegal stack resolved without the unit kept")
            << QStringList{"resolve-stack", "Black Eagle", "1928"} << 2 << "HEX KEEP";
        QTest::newRow("nothing to export")
            << QStringList{"export", "Black Eagle", "-"} << 2 << "since the last mail";
        QTest::newRow("a scanned map neither given nor taken off")
            << QStringList{"underlay", "Black Eagle"} << 2 << "--clear";
        QTest::newRow("a scanned map that is not there")
            << QStringList{"underlay", "Black Eagle", "nowhere.png"} << 3 << "nowhere.png";
        QTest::newRow("an opacity in words")
            << QStringList{"underlay", "Black Eagle", "--opacity", "half"} << 2 << "--opacity";
    }
    // Exit codes (docs/cli.md): 1 when the rules refuse, 2 for usage; the message names why.
    void refusalsAndUsage()
    {
        QFETCH(QStringList, words);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hex.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("7")));
        QCOMPARE(cli({QStringLiteral("hexgame"), QStringLiteral("new"), file,
                      QStringLiteral("Black Eagle")})
                     .exitCode,
                 0);
        QStringList args{QStringLiteral("hexgame"), words.first(), file};
        args += words.mid(1);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.errText().contains(mentions), qPrintable(r.text()));
    }

    // Issue 20: the scanned map kept with a game, set from a file with its opacity, changed in
    // opacity alone, taken off with --clear and put back by undo. A file that is not a PNG or
    // JPEG, or an opacity over 1, is refused (exit 2) and changes nothing.
    void aScannedMapKeptWithAGame()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hex.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("7")));
        QCOMPARE(cli({QStringLiteral("hexgame"), QStringLiteral("new"), file,
                      QStringLiteral("Black Eagle")})
                     .exitCode,
                 0);
        const auto write = [&dir](const QString &name, const QByteArray &bytes) {
            QFile out(dir.filePath(name));
            return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size()
                       ? out.fileName()
                       : QString();
        };
        // The command knows a PNG by its first bytes.
        const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n", 8) + "the scan";
        const QString scan = write(QStringLiteral("scan.png"), png);
        const QString notes = write(QStringLiteral("notes.png"), "Kelvin lies east of the river");
        QVERIFY(!scan.isEmpty() && !notes.isEmpty());
        const auto underlay = [&](const QStringList &words) {
            return cli(QStringList{QStringLiteral("--json"), QStringLiteral("hexgame"),
                                   QStringLiteral("underlay"), file,
                                   QStringLiteral("Black Eagle")} +
                       words);
        };
        const auto stored = [&file] {
            return campaignQuery(file, QStringLiteral("SELECT underlay FROM hexgame"))
                .toByteArray();
        };
        const auto opacity = [&file] {
            return campaignQuery(file, QStringLiteral("SELECT underlay_opacity FROM hexgame"))
                .toDouble();
        };

        const Run set = underlay({scan, QStringLiteral("--opacity"), QStringLiteral("0.4")});
        QVERIFY2(set.exitCode == 0, qPrintable(set.text()));
        QVERIFY2(set.json()
                     .value(QStringLiteral("summary"))
                     .toString()
                     .contains(QStringLiteral("drawn at 40%")),
                 qPrintable(set.text()));
        QCOMPARE(stored(), png);
        QCOMPARE(opacity(), 0.4);

        const Run text = underlay({notes});
        QCOMPARE(text.exitCode, 2);
        QVERIFY2(text.text().contains(QStringLiteral("PNG or JPEG")), qPrintable(text.text()));
        const Run over = underlay({QStringLiteral("--opacity"), QStringLiteral("1.5")});
        QCOMPARE(over.exitCode, 2);
        QVERIFY2(over.text().contains(QStringLiteral("opacity")), qPrintable(over.text()));
        QCOMPARE(stored(), png);
        QCOMPARE(opacity(), 0.4);

        QCOMPARE(underlay({QStringLiteral("--opacity"), QStringLiteral("0.25")}).exitCode, 0);
        QCOMPARE(stored(), png);
        QCOMPARE(opacity(), 0.25);
        QCOMPARE(underlay({QStringLiteral("--clear")}).exitCode, 0);
        QVERIFY(campaignQuery(file, QStringLiteral("SELECT underlay FROM hexgame")).isNull());
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
        QCOMPARE(stored(), png);
    }

    // Play by mail: the Karameikan player's set-up goes out with export and comes in with import
    // in the Black Eagle player's file; both files then show the same position. A file edited
    // by hand is refused and changes nothing.
    void aSetUpSentByMail()
    {
        QTemporaryDir dir;
        const QString karameikan = dir.filePath(QStringLiteral("k.herald"));
        const QString blackEagle = dir.filePath(QStringLiteral("be.herald"));
        QVERIFY(newCampaign(karameikan, QStringLiteral("1")));
        QVERIFY(newCampaign(blackEagle, QStringLiteral("2")));
        QCOMPARE(runScript(karameikan, dir.filePath(QStringLiteral("k.txt")),
                           "hexgame new \"Black Eagle\"\n" + kSetUp)
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("hexgame"), QStringLiteral("new"), blackEagle,
                      QStringLiteral("Black Eagle")})
                     .exitCode,
                 0);
        const QString mail = dir.filePath(QStringLiteral("setup.json"));
        const Run exported =
            cli({QStringLiteral("hexgame"), QStringLiteral("export"), karameikan,
                 QStringLiteral("Black Eagle"), mail, QStringLiteral("--turn"), QStringLiteral("1"),
                 QStringLiteral("--side"), QStringLiteral("karameikan")});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.text()));

        QFile f(mail);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray edited = f.readAll();
        f.close();
        QVERIFY(edited.contains("\"1827\""));
        edited.replace("\"1827\"", "\"1828\"");
        const QString forged = dir.filePath(QStringLiteral("forged.json"));
        QFile g(forged);
        QVERIFY(g.open(QIODevice::WriteOnly) && g.write(edited) == edited.size());
        g.close();
        const Run refused = cli({QStringLiteral("hexgame"), QStringLiteral("import"), blackEagle,
                                 QStringLiteral("Black Eagle"), forged});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.errText().contains(QStringLiteral("checksum")),
                 qPrintable(refused.text()));

        const Run imported = cli({QStringLiteral("hexgame"), QStringLiteral("import"), blackEagle,
                                  QStringLiteral("Black Eagle"), mail});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.text()));
        const auto show = [](const QString &file) {
            return cli({QStringLiteral("--json"), QStringLiteral("hexgame"), QStringLiteral("show"),
                        file, QStringLiteral("Black Eagle")})
                .json()
                .value(QStringLiteral("units"));
        };
        QCOMPARE(show(blackEagle), show(karameikan));
    }

    // The map editor's maps (spec 15): the Black Eagle map copied into the file, a hex painted,
    // a river drawn from hex to hex along two hexsides (A17) and bridged (M6), a town named in
    // Karameikos (11.1), the ogres' entry hexes put in their set (A4, 15.4); a bridge with no river
    // and water under a town are refused (exit 1) naming the place; undo takes the last edit back;
    // the map written out reads back in with every edit.
    void aMapEditedAndWrittenOut()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("maps.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("3")));
        const Run made = runScript(file, dir.filePath(QStringLiteral("maps.txt")),
                                   "hexmap new Karameikos --from black-eagle\n"
                                   "hexmap paint Karameikos swamp 0305 0306\n"
                                   "hexmap river Karameikos Mire 0405-0406-0506\n"
                                   "hexmap bridge Karameikos 0405/0406\n"
                                   "hexmap place Karameikos 0306 village --name Bogside "
                                   "--regions Karameikos\n"
                                   "hexmap set Karameikos Cruth_Ogres_entry 0105 0106\n");
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        const Run bridge = cli({QStringLiteral("hexmap"), QStringLiteral("bridge"), file,
                                QStringLiteral("Karameikos"), QStringLiteral("0305/0306")});
        QCOMPARE(bridge.exitCode, 1);
        QVERIFY2(bridge.errText().contains(QStringLiteral("0305/0306")) &&
                     bridge.errText().contains(QStringLiteral("M6")),
                 qPrintable(bridge.text()));
        const Run water =
            cli({QStringLiteral("hexmap"), QStringLiteral("paint"), file,
                 QStringLiteral("Karameikos"), QStringLiteral("water"), QStringLiteral("0306")});
        QCOMPARE(water.exitCode, 1);
        QVERIFY2(water.errText().contains(QStringLiteral("0306")), qPrintable(water.text()));

        const QString out = dir.filePath(QStringLiteral("karameikos.json"));
        QCOMPARE(cli({QStringLiteral("hexmap"), QStringLiteral("export"), file,
                      QStringLiteral("Karameikos"), out})
                     .exitCode,
                 0);
        const QString other = dir.filePath(QStringLiteral("other.herald"));
        QVERIFY(newCampaign(other, QStringLiteral("4")));
        const Run imported = cli({QStringLiteral("hexmap"), QStringLiteral("import"), other,
                                  QStringLiteral("Traced"), out});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.text()));
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QCOMPARE(cli({QStringLiteral("hexmap"), QStringLiteral("export"), other,
                      QStringLiteral("Traced"), again})
                     .exitCode,
                 0);
        QFile first(out);
        QFile second(again);
        QVERIFY(first.open(QIODevice::ReadOnly) && second.open(QIODevice::ReadOnly));
        const QByteArray bytes = first.readAll();
        QCOMPARE(second.readAll(), bytes);
        const QJsonObject map = QJsonDocument::fromJson(bytes).object();
        QVERIFY(map.value(QStringLiteral("bridges"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral("0405/0406"))));
        QString mire;
        for (const QJsonValue &river : map.value(QStringLiteral("rivers")).toArray()) {
            if (river.toObject().value(QStringLiteral("name")) == QStringLiteral("Mire"))
                mire = river.toObject()
                           .value(QStringLiteral("hexsides"))
                           .toVariant()
                           .toStringList()
                           .join(u' ');
        }
        QCOMPARE(mire, QStringLiteral("0405/0406 0406/0506"));
        QJsonObject bogside;
        for (const QJsonValue &hex : map.value(QStringLiteral("hexes")).toArray()) {
            if (hex.toObject().value(QStringLiteral("hex")) == QStringLiteral("0306"))
                bogside = hex.toObject();
        }
        QCOMPARE(bogside.value(QStringLiteral("terrain")).toString(), QStringLiteral("swamp"));
        QCOMPARE(bogside.value(QStringLiteral("feature")).toString(), QStringLiteral("village"));
        QCOMPARE(bogside.value(QStringLiteral("name")).toString(), QStringLiteral("Bogside"));
        // A4, 15.4: the ogres' entry, empty in the shipped map, filled with the set tool.
        QCOMPARE(map.value(QStringLiteral("hexSets"))
                     .toObject()
                     .value(QStringLiteral("Cruth_Ogres_entry"))
                     .toVariant()
                     .toStringList(),
                 (QStringList{QStringLiteral("0105"), QStringLiteral("0106")}));

        // Two undos take the set's hexes and then the village back off: the map no longer
        // names it.
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
        const Run list =
            cli({QStringLiteral("--json"), QStringLiteral("hexmap"), QStringLiteral("export"), file,
                 QStringLiteral("Karameikos"), dir.filePath(QStringLiteral("undone.json"))});
        QCOMPARE(list.exitCode, 0);
        QFile undone(dir.filePath(QStringLiteral("undone.json")));
        QVERIFY(undone.open(QIODevice::ReadOnly));
        QVERIFY(!undone.readAll().contains("Bogside"));
    }

    // Spec 2.2: a map on the odd-columns-lower grid. A river drawn from 0101 to 0202 crosses
    // their hexside (neighbours there, not on the default grid); laying the map out on the
    // default grid takes that hexside off and names it; a grid word the rules do not use is
    // refused (exit 2).
    void aMapOnAnotherGrid()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("grid.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("5")));
        const Run made = runScript(file, dir.filePath(QStringLiteral("grid.txt")),
                                   "hexmap new Odd --columns 4 --rows 3 --parity odd\n"
                                   "hexmap river Odd Brook 0101-0202\n");
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        const Run listed =
            cli({QStringLiteral("--json"), QStringLiteral("hexmap"), QStringLiteral("list"), file});
        QCOMPARE(listed.exitCode, 0);
        const QJsonObject odd = QJsonDocument::fromJson(listed.out)
                                    .object()
                                    .value(QStringLiteral("maps"))
                                    .toArray()
                                    .first()
                                    .toObject();
        QCOMPARE(odd.value(QStringLiteral("shiftedParity")).toString(), QStringLiteral("odd"));
        QCOMPARE(odd.value(QStringLiteral("orientation")).toString(),
                 QStringLiteral("flat_top_columns"));
        const QString out = dir.filePath(QStringLiteral("odd.json"));
        QCOMPARE(cli({QStringLiteral("hexmap"), QStringLiteral("export"), file,
                      QStringLiteral("Odd"), out})
                     .exitCode,
                 0);
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        QVERIFY2(bytes.contains(R"("offset": "even-q")") && bytes.contains("0101/0202"),
                 bytes.constData());

        const Run back =
            cli({QStringLiteral("--json"), QStringLiteral("hexmap"), QStringLiteral("grid"), file,
                 QStringLiteral("Odd"), QStringLiteral("--parity"), QStringLiteral("even")});
        QCOMPARE(back.exitCode, 0);
        const QJsonObject result =
            QJsonDocument::fromJson(back.out).object().value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("dropped")).toArray(),
                 QJsonArray{QStringLiteral("0101/0202")});
        QVERIFY2(back.outText().contains(QStringLiteral("1 hexside(s) taken off")),
                 qPrintable(back.text()));
        const Run wrong =
            cli({QStringLiteral("hexmap"), QStringLiteral("grid"), file, QStringLiteral("Odd"),
                 QStringLiteral("--orientation"), QStringLiteral("sideways")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.errText().contains(QStringLiteral("sideways")), qPrintable(wrong.text()));
    }

    // Spec 15 (a scenario format): hexgame new --scenario-file loads a scenario the referee wrote,
    // here the shipped one renamed with the Black Eagle Guard at 8 (scenariofile.h); a file that is
    // missing or not JSON exits 3, one that is no scenario exits 2 naming what is wrong.
    void aGameFromAScenarioFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("scenario.herald"));
        QVERIFY(newCampaign(file, QStringLiteral("6")));
        const QString variant = dir.filePath(QStringLiteral("variant.json"));
        QVERIFY(herald::test::writeFullMusterScenario(variant));

        const Run made =
            cli({QStringLiteral("hexgame"), QStringLiteral("new"), file, QStringLiteral("Muster"),
                 QStringLiteral("--scenario-file"), variant});
        QVERIFY2(made.exitCode == 0 &&
                     made.outText().contains(QStringLiteral("(%1)").arg(herald::test::kFullMuster)),
                 qPrintable(made.text()));
        const Run shown = cli(
            {QStringLiteral("hexgame"), QStringLiteral("show"), file, QStringLiteral("Muster")});
        QVERIFY2(shown.outText().contains(QStringLiteral("Black Eagle Guard (1st) (8-5)")),
                 qPrintable(shown.text()));

        const Run missing =
            cli({QStringLiteral("hexgame"), QStringLiteral("new"), file, QStringLiteral("Lost"),
                 QStringLiteral("--scenario-file"), dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(missing.exitCode, 3);
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        QFile emptyFile(empty);
        QVERIFY(emptyFile.open(QIODevice::WriteOnly));
        emptyFile.write(R"({"format": "herald-hexwar-scenario", "version": 1, "turns": 14})");
        emptyFile.close();
        const Run noUnits =
            cli({QStringLiteral("hexgame"), QStringLiteral("new"), file, QStringLiteral("Empty"),
                 QStringLiteral("--scenario-file"), empty});
        QCOMPARE(noUnits.exitCode, 2);
        QVERIFY2(noUnits.errText().contains(QStringLiteral("no units")),
                 qPrintable(noUnits.text()));
    }
};

QTEST_GUILESS_MAIN(TestCliHexGame)
#include "tst_cli_hexgame.moc"
