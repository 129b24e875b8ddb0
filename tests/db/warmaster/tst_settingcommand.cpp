// §11.S campaign.setting: every setting set to a valid value, undone and redone; each kind of
// bad value refused with the key named and nothing changed; a bad stored value costs only its
// own setting; the dice-choosing settings change the dice of the table rolls (I-1, I-4).
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "db/warmaster/nationrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

using namespace herald::db;
using namespace herald::warmaster;

namespace {

QJsonValue jsonOf(const QByteArray &text)
{
    return QJsonDocument::fromJson("[" + text + "]").array().at(0);
}

QJsonObject settingArgs(const QString &key, const QJsonValue &value)
{
    return {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}};
}

} // namespace

class TestSettingCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setUndoRedo_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QByteArray>("value");
        // One valid value other than the default for every setting of §11.S.
        for (const SettingDefinition &d : settingDefinitions()) {
            QByteArray value;
            switch (d.kind) {
            case SettingKind::Flag:
                value = d.defaultValue.toBool() ? "false" : "true";
                break;
            case SettingKind::Number:
                value = QByteArray::number(d.defaultValue.toInt() + 1);
                break;
            case SettingKind::PointsOrNone:
                value = "1000";
                break;
            case SettingKind::Choice:
                value = '"' + d.choices.back().key.toUtf8() + '"';
                break;
            }
            QTest::newRow(qPrintable(QStringLiteral("%1 = %2").arg(d.key, value)))
                << d.key << value;
        }
    }
    // §11.S: the command sets the value the rules read; undo brings the default back, redo the
    // value, and both survive reopening the file.
    void setUndoRedo()
    {
        QFETCH(QString, key);
        QFETCH(QByteArray, value);
        TestCampaign c;
        const auto before = dumpTables(c.file->database());
        {
            CommandRunner runner(*c.file, standardCommands());
            const ExecuteResult r =
                runner.execute(QStringLiteral("campaign.setting"), settingArgs(key, jsonOf(value)));
            QVERIFY2(r.ok(), qPrintable(r.message));
            QVERIFY(r.summary.contains(key));
            QCOMPARE(toJson(loadSettings(c.file->database())).value(key), jsonOf(value));
        }
        c.reopen();
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(runner.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), before);
        QCOMPARE(loadSettings(c.file->database()), CampaignSettings{});
        QVERIFY(runner.redo().ok());
        QCOMPARE(toJson(loadSettings(c.file->database())).value(key), jsonOf(value));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");

        QTest::newRow("unknown key") << "minorCharacter" << QByteArray("false")
                                     << "§11.S \"minorCharacter\" is not a campaign setting. "
                                        "The settings are: expeditionDice, mutinyTest";
        QTest::newRow("flag given a word")
            << "minorCharacters" << QByteArray("\"yes\"")
            << "§11.S minorCharacters: \"yes\" is not allowed; the setting is true (on) or "
               "false (off).";
        QTest::newRow("number given a word")
            << "deploymentDistance" << QByteArray("\"far\"")
            << "§11.S deploymentDistance: \"far\" is not a whole number; the setting takes a "
               "whole number from 1 to 120.";
        QTest::newRow("number out of range")
            << "xpCostSpecial" << QByteArray("1001")
            << "§11.S xpCostSpecial: 1001 is out of range; the setting takes a whole number "
               "from 0 to 1000.";
        QTest::newRow("not one of the choices")
            << "expeditionDice" << QByteArray("\"3d6\"")
            << "§11.S expeditionDice: \"3d6\" is not one of the choices; the setting takes 2d10 "
               "or 1d20.";
        QTest::newRow("points given a word")
            << "garrisonCap" << QByteArray("\"lots\"")
            << "§11.S garrisonCap: \"lots\" is not allowed; the setting takes \"none\" or a "
               "whole number of points from 1 to 10000.";
    }
    // §11.S: a refusal names the key and what is allowed, and changes nothing.
    void refused()
    {
        QFETCH(QString, key);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(runner
                    .execute(QStringLiteral("campaign.setting"),
                             settingArgs(QStringLiteral("deploymentDistance"), 18))
                    .ok());
        const auto before = dumpTables(c.file->database());
        const int history = HistoryLog(c.file->database()).count();
        const ExecuteResult r =
            runner.execute(QStringLiteral("campaign.setting"), settingArgs(key, jsonOf(value)));
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.startsWith(message), qPrintable(r.message));
        QCOMPARE(dumpTables(c.file->database()), before);
        QCOMPARE(HistoryLog(c.file->database()).count(), history);
        QCOMPARE(loadSettings(c.file->database()).deploymentDistance, 18);
    }

    // §11.S: a bad value stored by an older file or an import falls back to its own default;
    // the other settings keep theirs, and the raw table still shows the bad value.
    void badStoredValueCostsOnlyItself()
    {
        TestCampaign c;
        QSqlQuery q(c.file->database());
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO setting (key, value) VALUES ('minorCharacters', 'false'), "
            "('createdRaceRounding', '\"bankers\"'), ('deploymentDistance', 'eighteen'), "
            "('xpCostSpecial', '8'), ('retiredKey', '1')")));
        const CampaignSettings s = loadSettings(c.file->database());
        QCOMPARE(s.minorCharacters, false);
        QCOMPARE(s.xpCostSpecial, 8);
        QCOMPARE(s.createdRaceRounding, CreatedRaceRounding::RoundHalfUp);
        QCOMPARE(s.deploymentDistance, 12);
        const QJsonObject stored = loadStoredSettings(c.file->database());
        QCOMPARE(stored.value(QStringLiteral("deploymentDistance")),
                 QJsonValue(QStringLiteral("eighteen")));
        QCOMPARE(int(campaignSettingsFromJson(stored).problems.size()), 3);
    }

    void tableDice_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("dice");

        QTest::newRow("expedition chart, default 2d10 (I-1)")
            << QString() << QString() << "expeditionChart"
            << "2d10" << 2;
        QTest::newRow("expedition chart, expeditionDice 1d20 (I-1)") << "expeditionDice"
                                                                     << "1d20"
                                                                     << "expeditionChart"
                                                                     << "d20" << 1;
        QTest::newRow("mutiny rally, default d6 (I-4)") << QString() << QString() << "mutinyRally"
                                                        << "d6" << 1;
        QTest::newRow("mutiny rally, mutinyTest 2d6:6+ (I-4)") << "mutinyTest"
                                                               << "2d6:6+"
                                                               << "mutinyRally"
                                                               << "2d6" << 2;
        QTest::newRow("another table keeps its dice") << "expeditionDice"
                                                      << "1d20"
                                                      << "survivalRoll"
                                                      << "d6" << 1;
    }
    // §7.2.3 / I-1, §7.2.5 / I-4: the setting picks the dice that the table roll records.
    void tableDice()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, table);
        QFETCH(QString, expression);
        QFETCH(int, dice);
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(runner.execute(QStringLiteral("decks.install"), {}).ok());
        if (!key.isEmpty())
            QVERIFY(
                runner.execute(QStringLiteral("campaign.setting"), settingArgs(key, value)).ok());
        QJsonObject args{{QStringLiteral("table"), table}};
        if (table == QLatin1String("survivalRoll"))
            args.insert(QStringLiteral("column"), QStringLiteral("lost1"));
        const ExecuteResult r = runner.execute(QStringLiteral("decks.table.roll"), args);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 1);
        const QJsonObject roll = r.rolls.at(0).toObject();
        QCOMPARE(roll.value(QStringLiteral("expression")).toString(), expression);
        QCOMPARE(roll.value(QStringLiteral("faces")).toArray().size(), dice);
    }
};

QTEST_GUILESS_MAIN(TestSettingCommand)
#include "tst_settingcommand.moc"
