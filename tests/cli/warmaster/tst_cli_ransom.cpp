// herald-cli ransom at NY-2 (§2.16, I-19, I-20) end to end: the demo campaign at its first
// NY-2 with Veyra's general held by Ironhold (a fixture row: battles come later in the year);
// an offer too small is refused with its numbers (exit 1), a malformed one is a usage error
// (exit 2), a fair one hands the areas to Ironhold and lets NY-2 pass without hand work.
#include "../campaignquery.h"
#include "../clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestCliRansom : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    QString m_town;
    QString m_village;
    QString m_captive;

    QVariant query(const QString &statement) { return campaignQuery(m_file, statement); }

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("r.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const Run r = runScript(m_file, m_dir.filePath(QStringLiteral("ny2.txt")),
                                HERALD_DEMO_NATIONS_SCRIPT
                                "calendar next\ncalendar next\ncalendar next\n" // S-1 .. S-4
                                "calendar next --by-hand\ncalendar next --by-hand\n"
                                "calendar next\ncalendar next\n"); // S-6, NY-1 -> NY-2
        QVERIFY2(r.exitCode == 0, r.text().toUtf8().constData());
        query(QStringLiteral("INSERT INTO character (nation_id, name, type, status, "
                             "captor_nation_id, captured_year, captured_month) VALUES (1, 'Duke "
                             "Aldric', 'general', 'captured', 2, 1, 0)"));
        m_captive =
            query(QStringLiteral("SELECT id FROM character WHERE name = 'Duke Aldric'")).toString();
        m_town = query(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 1 AND centre "
                                      "= 'town' ORDER BY hex"))
                     .toString();
        m_village = query(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 1 AND "
                                         "centre = 'village' ORDER BY hex"))
                        .toString();
        QVERIFY(!m_captive.isEmpty() && !m_town.isEmpty() && !m_village.isEmpty());
    }

    /// §2.16: a town alone (2) is short of a general's level 3; the message has the numbers.
    void refusedWithNumbers()
    {
        const Run shortOffer = cli({"ransom", m_file, m_captive, m_town});
        QCOMPARE(shortOffer.exitCode, 1);
        QVERIFY2(shortOffer.errText().contains(QStringLiteral(
                     "worth 2 population point(s); the captive's level is 3, so at least 3")),
                 shortOffer.err.constData());
        QCOMPARE(cli({"ransom", m_file, m_captive}).exitCode, 2);
        QCOMPARE(cli({"ransom", m_file, "Aldric", m_town}).exitCode, 2);
        const QJsonObject refusedJson =
            cli({"--json", "ransom", m_file, m_captive, m_village}).json();
        QCOMPARE(refusedJson.value(QStringLiteral("status")).toString(), QStringLiteral("refused"));
        // NY-2 still waits for the referee while the captive is held.
        QCOMPARE(cli({"calendar", "next", m_file}).exitCode, 1);
    }

    /// §2.16: a town and a village pay a general exactly; the areas are Ironhold's now and
    /// NY-2 moves on without hand work.
    void paid()
    {
        const Run text = cli({"ransom", m_file, m_captive, m_town, m_village});
        QVERIFY2(text.exitCode == 0, text.text().toUtf8().constData());
        QVERIFY2(text.outText().contains(QStringLiteral("Kingdom of Veyra ransoms Duke Aldric from "
                                                        "Ironhold Clans")),
                 text.out.constData());
        QCOMPARE(query(QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id = 2 AND "
                                      "hex IN ('%1', '%2')")
                           .arg(m_town, m_village))
                     .toInt(),
                 2);
        QCOMPARE(cli({"undo", m_file}).exitCode, 0);
        const QJsonObject json = cli({"--json", "ransom", m_file, m_captive, m_town, m_village})
                                     .json()
                                     .value(QStringLiteral("result"))
                                     .toObject();
        QCOMPARE(json.value(QStringLiteral("ceded")).toInt(), 3);
        QCOMPARE(json.value(QStringLiteral("level")).toInt(), 3);
        QCOMPARE(json.value(QStringLiteral("areas")).toArray(), (QJsonArray{m_town, m_village}));
        QCOMPARE(cli({"calendar", "next", m_file}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliRansom)
#include "tst_cli_ransom.moc"
