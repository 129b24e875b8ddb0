// herald-cli through the month (§3.2 M-0 to M-3) end to end: the demo campaign from the set-up
// into month 1 with an army for Veyra (Carrow) and one for Ironhold (Gallowmere); supply at M-0,
// orders at M-1, movement at M-2C, three months of marching until both enter Oakhurst (0707)
// in month 3 (Carrow > Mossgate > Tallow > Oakhurst, Gallowmere > Nettlebed > Gorse > Oakhurst),
// where the secret location choices (§5.2) lead to a pending battle whose winner is set by
// hand (the stop-gap) so that M-3 can finish.
#include "../clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const char *const veyra = "Kingdom of Veyra";
const char *const ironhold = "Ironhold Clans";

} // namespace

class TestCliMonth : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    /// Runs a script of verbs against the campaign; every line must succeed.
    void script(const QString &name, const QByteArray &lines)
    {
        const Run r = runScript(m_file, m_dir.filePath(name), lines);
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
    }
    QJsonObject json(const QStringList &words)
    {
        const Run r = cli(QStringList{"--json"} + words);
        if (r.exitCode != 0)
            qFatal("%s failed: %s", qPrintable(words.join(' ')), r.err.constData());
        return r.json();
    }
    QString label() { return json({"calendar", "show", m_file}).value("label").toString(); }
    QString areaOf(const QString &army)
    {
        for (const QJsonValue &a : json({"army", "list", m_file}).value("armies").toArray()) {
            if (a["name"].toString() == army)
                return a["area"].toString();
        }
        return {};
    }

private Q_SLOTS:
    /// The demo campaign into month 1, M-0, with one army for each of two nations (NY-7).
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("m.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        script(QStringLiteral("setup.txt"), HERALD_DEMO_MONTH_ONE_SCRIPT);
        QCOMPARE(label(), QStringLiteral("M-0"));
    }

    /// Month 1: §4.5 both armies in supply at home; §4.1 orders listed, refused when not
    /// adjacent (exit 1), usage mistakes exit 2; the armies move one area each.
    void monthOne()
    {
        script(QStringLiteral("m0.txt"), "attendance \"Kingdom of Veyra\" present\n"
                                         "attendance \"Ironhold Clans\" present\n"
                                         "attendance \"Mirefolk Tribes\" present\n"
                                         "attendance \"Ash Riders\" present\n"
                                         "calendar next --by-hand\n");
        QCOMPARE(label(), QStringLiteral("M-1"));
        const QJsonArray supply = json({"supply", m_file}).value("armies").toArray();
        QCOMPARE(supply.size(), 2);
        for (const QJsonValue &army : supply) {
            QVERIFY(army["inSupply"].toBool());
            QCOMPARE(army["source"].toString(), QStringLiteral("townOrCity"));
        }
        const QJsonObject one = json({"supply", m_file, "Host of the Crown"});
        QCOMPARE(one.value("armies").toArray().at(0)["path"].toArray().first().toString(),
                 QStringLiteral("0407"));

        const Run far = cli({"orders", "set", m_file, "Host of the Crown", "move", "0410"});
        QCOMPARE(far.exitCode, 1);
        QVERIFY2(far.text().contains(QStringLiteral("§4.1")), far.text().toUtf8().constData());
        QCOMPARE(cli({"orders", "set", m_file, "Host of the Crown", "move"}).exitCode, 2);
        const Run missing = cli({"calendar", "next", m_file});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.text().contains(QStringLiteral("orders missing for 2 armies")),
                 missing.text().toUtf8().constData());

        QCOMPARE(cli({"orders", "set", m_file, "Host of the Crown", "move", "0508"}).exitCode, 0);
        QCOMPARE(cli({"orders", "set", m_file, "Iron Guard", "move", "0805"}).exitCode, 0);
        const QJsonArray orders = json({"orders", "list", m_file}).value("orders").toArray();
        QCOMPARE(orders.size(), 2);
        for (const QJsonValue &o : orders)
            QCOMPARE(o["kind"].toString(), QStringLiteral("move"));
        // §4.3: answers for the move wait for the reveal (M-2A); usage mistakes exit 2.
        const Run early = cli({"move", "sendback", m_file, "Host of the Crown"});
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.text().contains(QStringLiteral("M-2A")), early.text().toUtf8().constData());
        QCOMPARE(cli({"move", "sendback", m_file}).exitCode, 2);
        QCOMPARE(cli({"terrain", "strike", m_file, "Host of the Crown", "1"}).exitCode, 2);
        QCOMPARE(cli({"faction", m_file, "1", veyra, "first"}).exitCode, 2);
        const Run faction = cli({"faction", m_file, "1", veyra, "1"});
        QCOMPARE(faction.exitCode, 1);
        QVERIFY2(faction.text().contains(QStringLiteral("M-3")),
                 faction.text().toUtf8().constData());
        const Run production = cli({"production", "done", m_file, veyra});
        QCOMPARE(production.exitCode, 1);
        QVERIFY2(production.text().contains(QStringLiteral("NY-4")),
                 production.text().toUtf8().constData());
        QCOMPARE(cli({"calendar", "next", m_file}).exitCode, 0);
        const QJsonObject named = json({"move", "sendback", m_file, "Host of the Crown"});
        QCOMPARE(named.value("result").toObject().value("answer").toString(),
                 QStringLiteral("sendBack"));
        const QJsonObject off = json({"move", "sendback", m_file, "Host of the Crown", "--off"});
        QCOMPARE(off.value("result").toObject().value("on").toBool(true), false);
        script(QStringLiteral("m1.txt"), "calendar next\ncalendar next\ncalendar next\n");
        QCOMPARE(label(), QStringLiteral("M-3"));
        QCOMPARE(areaOf(QStringLiteral("Host of the Crown")), QStringLiteral("0508"));
        QCOMPARE(areaOf(QStringLiteral("Iron Guard")), QStringLiteral("0805"));
        QCOMPARE(json({"engagements", m_file}).value("engagements").toArray().size(), 0);
        script(QStringLiteral("m1end.txt"), demoMonthEnd());
        QCOMPARE(label(), QStringLiteral("M-0"));
    }

    /// Months 2 and 3: both armies reach Oakhurst; §5.2 each choice stays hidden until both
    /// are in; the chart (§5.3) gives a countryside battle, which holds M-3 until its winner is
    /// set by hand.
    void monthsTwoAndThreeToBattle()
    {
        script(QStringLiteral("m2.txt"), demoMonthTo("0607", "0806") + demoMonthEnd());
        script(QStringLiteral("m3.txt"), demoMonthTo("0707", "0707"));
        QCOMPARE(label(), QStringLiteral("M-3"));
        QCOMPARE(areaOf(QStringLiteral("Host of the Crown")), QStringLiteral("0707"));
        QCOMPARE(areaOf(QStringLiteral("Iron Guard")), QStringLiteral("0707"));

        QJsonArray engagements = json({"engagements", m_file}).value("engagements").toArray();
        QCOMPARE(engagements.size(), 1);
        QCOMPARE(engagements.at(0)["cause"].toString(), QStringLiteral("arrival"));
        const Run blocked = cli({"calendar", "next", m_file});
        QCOMPARE(blocked.exitCode, 1);
        QVERIFY2(blocked.text().contains(QStringLiteral("secret location choices are missing")),
                 blocked.text().toUtf8().constData());
        QCOMPARE(cli({"location", m_file, "1", veyra, "castle"}).exitCode, 2);

        QCOMPARE(cli({"location", m_file, "1", veyra, "countryside"}).exitCode, 0);
        engagements = json({"engagements", m_file}).value("engagements").toArray();
        const QJsonArray armies = engagements.at(0)["armies"].toArray();
        QCOMPARE(armies.size(), 2);
        for (const QJsonValue &a : armies) {
            QVERIFY(!a.toObject().contains("location"));
            QCOMPARE(a["chosen"].toBool(), a["nation"].toString() == QLatin1String(veyra));
        }
        const Run text = cli({"engagements", m_file});
        QVERIFY2(text.out.contains("[chosen, secret]") && !text.out.contains("at the countryside"),
                 text.out.constData());

        QCOMPARE(cli({"location", m_file, "1", ironhold, "countryside"}).exitCode, 0);
        const QJsonArray battles = json({"engagements", m_file}).value("battles").toArray();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles.at(0)["kind"].toString(), QStringLiteral("battle"));
        QCOMPARE(battles.at(0)["location"].toString(), QStringLiteral("countryside"));
        const Run unresolved = cli({"calendar", "next", m_file});
        QCOMPARE(unresolved.exitCode, 1);
        QVERIFY2(unresolved.text().contains(QStringLiteral("battle has no result")),
                 unresolved.text().toUtf8().constData());

        const Run won = cli({"battle", "winner", m_file, "1", veyra});
        QVERIFY2(won.exitCode == 0, won.text().toUtf8().constData());
        QVERIFY(won.text().contains(QStringLiteral("stop-gap")));
        QCOMPARE(cli({"calendar", "next", m_file}).exitCode, 0);
        QCOMPARE(label(), QStringLiteral("M-4"));
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        QCOMPARE(label(), QStringLiteral("M-3"));
    }

    /// §6.1, §6.2, I-32: `battle result` reads a result sheet (docs/battle-result-format.md)
    /// with typed totals, 300 to 100: the defenders win a rout; the sheet's mistakes are
    /// refused (exit 1), the verb's are usage errors (exit 2); the month goes on to M-4.
    void battleResultFromSheet()
    {
        QCOMPARE(cli({"undo", m_file}).exitCode, 0); // the stop-gap winner of the test before
        const QString path = m_dir.filePath(QStringLiteral("result.json"));
        const auto writeSheet = [&path](const QByteArray &text) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        };
        writeSheet(R"({"sides": [{"vp": 300}, {"vp": 100, "units": [{"nation": "Kingdom of )"
                   R"(Veyra", "line": 99, "standsLost": 2}]}], "objective": "none"})");
        const Run noLine = cli({"battle", "result", m_file, "1", path});
        QCOMPARE(noLine.exitCode, 1);
        writeSheet(R"({"sides": [{"vp": 300}, {"vp": 100}], "objective": "none"})");
        QCOMPARE(cli({"battle", "result", m_file, "1"}).exitCode, 2);
        QCOMPARE(cli({"battle", "result", m_file, "1", path, "--typed", "x"}).exitCode, 2);
        // §6.4, I-24: both generals were carried off the table; Duke Aldric rolls 1 (killed),
        // Thane Borin 3 (captured, or escaped when his side won: winnersNotCaptured).
        const QJsonArray battles = json({"engagements", m_file}).value("battles").toArray();
        const QString defenders =
            QJsonDocument(battles.at(0)["defenders"].toArray()).toJson(QJsonDocument::Compact);
        const int veyraSide = defenders.contains(QStringLiteral("Veyra")) ||
                                      defenders.contains(QStringLiteral("Host of the Crown"))
                                  ? 0
                                  : 1;
        QByteArray sheet =
            R"({"sides": [{"vp": 300, "characters": [{"character": "A"}]}, )"
            R"({"vp": 100, "characters": [{"character": "B"}]}], "objective": "none"})";
        sheet.replace("\"A\"", veyraSide == 0 ? "\"Duke Aldric\"" : "\"Thane Borin\"");
        sheet.replace("\"B\"", veyraSide == 0 ? "\"Thane Borin\"" : "\"Duke Aldric\"");
        writeSheet(sheet);
        const QString typed = veyraSide == 0 ? QStringLiteral("1,3") : QStringLiteral("3,1");
        const Run text = cli({"battle", "result", m_file, "1", path, "--typed", typed});
        QVERIFY2(text.exitCode == 0, text.text().toUtf8().constData());
        QVERIFY2(text.out.contains("§6.4 character result chart (I-24): rolled 1: killed"),
                 text.out.constData());
        QVERIFY2(text.out.contains("§2.13 Defenders: 300 VP as typed"), text.out.constData());
        QVERIFY2(text.out.contains("1 character(s) killed"), text.out.constData());
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        const QJsonObject result = json({"battle", "result", m_file, "1", path, "--typed", typed});
        const QJsonArray fates = result["result"]["characters"].toArray();
        QCOMPARE(fates.size(), 2);
        for (const QJsonValue &fate : fates) {
            const bool aldric = fate["name"].toString() == QLatin1String("Duke Aldric");
            QCOMPARE(fate["face"].toInt(), aldric ? 1 : 3);
            QCOMPARE(fate["fate"].toString(), aldric
                                                  ? QStringLiteral("killed")
                                                  : (veyraSide == 0 ? QStringLiteral("captured")
                                                                    : QStringLiteral("escaped")));
        }
        QCOMPARE(result["result"]["level"].toString(), QStringLiteral("rout"));
        QCOMPARE(result["result"]["winner"].toInt(), 0);
        QCOMPARE(result["result"]["vp"].toArray(), (QJsonArray{300, 100}));
        const Run listed = cli({"engagements", m_file});
        QVERIFY2(listed.out.contains("rout, 300 to 100 VP"), listed.out.constData());
        QCOMPARE(cli({"battle", "result", m_file, "1", path}).exitCode, 1); // entered already
        QCOMPARE(cli({"calendar", "next", m_file}).exitCode, 0);
        QCOMPARE(label(), QStringLiteral("M-4"));

        // §6.6, I-21: Duke Aldric fell and Veyra has no hero: M-4 waits for his successor, a
        // royal nephew, who takes over the Host of the Crown (and for Thane Borin's, if taken).
        const Run waits = cli({"calendar", "next", m_file, "--by-hand"});
        QCOMPARE(waits.exitCode, 1);
        QVERIFY2(waits.errText().contains(QStringLiteral("Duke Aldric of Kingdom of Veyra (killed "
                                                         "in battle 1; §6.6 no hero is left")),
                 waits.err.constData());
        QCOMPARE(cli({"battle", "general", m_file, "1", "Duke Aldric", "Nobody"}).exitCode, 1);
        QCOMPARE(cli({"battle", "general", m_file, "x", "Duke Aldric"}).exitCode, 2);
        const QJsonObject nephew =
            json({"battle", "general", m_file, "1", "Duke Aldric", "--name", "Prince Ivo"});
        QCOMPARE(nephew["result"]["level"].toString(), QStringLiteral("royalNephew"));
        QCOMPARE(nephew["result"]["name"].toString(), QStringLiteral("Prince Ivo"));
        if (veyraSide == 0) // Thane Borin was captured: I-22 replaces him as well
            QCOMPARE(cli({"battle", "general", m_file, "1", "Thane Borin"}).exitCode, 0);
        QCOMPARE(cli({"calendar", "next", m_file, "--by-hand"}).exitCode, 0);
        QCOMPARE(label(), QStringLiteral("M-5"));
    }
};

QTEST_GUILESS_MAIN(TestCliMonth)
#include "tst_cli_month.moc"
