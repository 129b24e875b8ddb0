// herald-cli end to end for the campaign settings (§11.S): `settings list` with --json and as
// text, `settings set` taking a value, refusing bad ones (exit 1) with the key named, undo and
// redo of a setting, a bad stored value reported on its own row, and usage errors (exit 2).
#include "../clirun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The row of one setting in `settings list --json`.
QJsonObject settingRow(const QString &file, const QString &key)
{
    const Run r =
        cli({QStringLiteral("--json"), QStringLiteral("settings"), QStringLiteral("list"), file});
    for (const QJsonValue &v : r.json().value(QStringLiteral("settings")).toArray()) {
        if (v.toObject().value(QStringLiteral("key")).toString() == key)
            return v.toObject();
    }
    return {};
}

} // namespace

class TestCliSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("s.herald"));
        QCOMPARE(cli({QStringLiteral("new"), m_file}).exitCode, 0);
    }

    /// §11.S every setting listed with its value, default and explanation.
    void listShowsEverySetting()
    {
        const Run r = cli(
            {QStringLiteral("--json"), QStringLiteral("settings"), QStringLiteral("list"), m_file});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = r.json().value(QStringLiteral("settings")).toArray();
        QCOMPARE(rows.size(), 35);
        const QJsonObject first = rows.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("key")).toString(), QStringLiteral("expeditionDice"));
        QCOMPARE(first.value(QStringLiteral("value")).toString(), QStringLiteral("2d10"));
        QCOMPARE(first.value(QStringLiteral("default")).toString(), QStringLiteral("2d10"));
        QCOMPARE(first.value(QStringLiteral("section")).toString(), QStringLiteral("I-1"));
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("choice"));
        QVERIFY(first.value(QStringLiteral("isDefault")).toBool());
        QVERIFY(!first.value(QStringLiteral("explanation")).toString().isEmpty());
        QCOMPARE(first.value(QStringLiteral("choices")).toArray().size(), 2);

        const Run text = cli({QStringLiteral("settings"), QStringLiteral("list"), m_file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("deploymentDistance = 12  (default 12; 1..120) [I-46]"));
        QVERIFY(text.out.contains("garrisonCap = none  (default none; none | 1..10000) [I-45]"));
    }

    void setValues_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QJsonValue>("stored");

        QTest::newRow("flag as off") << "minorCharacters"
                                     << "off" << QJsonValue(false);
        QTest::newRow("number") << "deploymentDistance"
                                << "18" << QJsonValue(18);
        QTest::newRow("points") << "garrisonCap"
                                << "1000" << QJsonValue(1000);
        QTest::newRow("choice") << "expeditionDice"
                                << "1d20" << QJsonValue(QStringLiteral("1d20"));
        QTest::newRow("choice keyword")
            << "destroyedCountsAs"
            << "actualStands" << QJsonValue(QStringLiteral("actualStands"));
    }
    /// §11.S `settings set` stores the value; undo brings the default back, redo the value.
    void setValues()
    {
        QFETCH(QString, key);
        QFETCH(QString, typed);
        QFETCH(QJsonValue, stored);
        const QJsonValue before = settingRow(m_file, key).value(QStringLiteral("value"));
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("settings"),
                           QStringLiteral("set"), m_file, key, typed});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QVERIFY(r.json().value(QStringLiteral("summary")).toString().contains(key));
        QCOMPARE(settingRow(m_file, key).value(QStringLiteral("value")), stored);
        QVERIFY(!settingRow(m_file, key).value(QStringLiteral("isDefault")).toBool());
        QCOMPARE(cli({QStringLiteral("undo"), m_file}).exitCode, 0);
        QCOMPARE(settingRow(m_file, key).value(QStringLiteral("value")), before);
        QCOMPARE(cli({QStringLiteral("redo"), m_file}).exitCode, 0);
        QCOMPARE(settingRow(m_file, key).value(QStringLiteral("value")), stored);
        QCOMPARE(cli({QStringLiteral("undo"), m_file}).exitCode, 0);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");

        QTest::newRow("unknown key") << "minorCharacter"
                                     << "off"
                                     << "§11.S \"minorCharacter\" is not a campaign setting.";
        QTest::newRow("flag given a word")
            << "minorCharacters"
            << "maybe"
            << "§11.S minorCharacters: \"maybe\" is not allowed; the setting is true (on) or "
               "false (off).";
        QTest::newRow("number out of range")
            << "deploymentDistance"
            << "0"
            << "§11.S deploymentDistance: 0 is out of range; the setting takes a whole number "
               "from 1 to 120.";
        QTest::newRow("not a choice")
            << "mutinyTest"
            << "d6:5+"
            << "§11.S mutinyTest: \"d6:5+\" is not one of the choices; the setting takes d6:6+ "
               "or 2d6:6+.";
    }
    /// §11.S a refused value exits 1, names the key and what is allowed, and changes nothing.
    void refused()
    {
        QFETCH(QString, key);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        const Run history = cli({QStringLiteral("--json"), QStringLiteral("info"), m_file});
        const int before = history.json().value(QStringLiteral("historyCount")).toInt();
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("settings"),
                           QStringLiteral("set"), m_file, key, typed});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().value(QStringLiteral("status")).toString(), QStringLiteral("refused"));
        QVERIFY2(r.json().value(QStringLiteral("error")).toString().startsWith(message),
                 r.out.constData());
        const Run after = cli({QStringLiteral("--json"), QStringLiteral("info"), m_file});
        QCOMPARE(after.json().value(QStringLiteral("historyCount")).toInt(), before);
    }

    /// §11.S a bad value stored by an older file is reported on its row; the default applies
    /// to it alone.
    void badStoredValueReported()
    {
        const QString file = m_dir.filePath(QStringLiteral("old.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("settings"), QStringLiteral("set"), file,
                      QStringLiteral("xpCostSpecial"), QStringLiteral("9")})
                     .exitCode,
                 0);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO setting (key, value) VALUES "
                                          "('createdRaceRounding', '\"bankers\"'), "
                                          "('retired', 'true')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        const QJsonObject rounding = settingRow(file, QStringLiteral("createdRaceRounding"));
        QCOMPARE(rounding.value(QStringLiteral("value")).toString(), QStringLiteral("roundHalfUp"));
        QVERIFY(rounding.value(QStringLiteral("problem"))
                    .toString()
                    .contains(QStringLiteral("\"bankers\" is not one of the choices")));
        QCOMPARE(settingRow(file, QStringLiteral("xpCostSpecial")).value(QStringLiteral("value")),
                 QJsonValue(9));
        const Run r = cli(
            {QStringLiteral("--json"), QStringLiteral("settings"), QStringLiteral("list"), file});
        const QJsonArray problems = r.json().value(QStringLiteral("problems")).toArray();
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.at(0).toString().contains(QStringLiteral("\"retired\"")));
        const Run text = cli({QStringLiteral("settings"), QStringLiteral("list"), file});
        QVERIFY(text.out.contains("    ! The stored value is not used; the default applies."));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no action") << QStringList{QStringLiteral("settings")};
        QTest::newRow("unknown action") << QStringList{
            QStringLiteral("settings"), QStringLiteral("reset"), QStringLiteral("F")};
        QTest::newRow("set without a value")
            << QStringList{QStringLiteral("settings"), QStringLiteral("set"), QString(),
                           QStringLiteral("minorCharacters")};
    }
    /// Malformed verbs exit 2.
    void usage()
    {
        QFETCH(QStringList, args);
        for (QString &a : args) {
            if (a.isEmpty())
                a = m_file;
        }
        QCOMPARE(cli(args).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSettings)
#include "tst_cli_settings.moc"
