// The command framework: one transaction per command, recorded in the history with its
// arguments, dice, date and summary; undo and redo through SQLite's session extension
// (issue "Foundation", DESIGN.md "The campaign file").
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QSqlQuery>

using namespace herald::db;

namespace {

QJsonObject rollArgs(const QString &expression, const QString &purpose, QJsonArray typed = {})
{
    QJsonObject args{{QStringLiteral("expression"), expression},
                     {QStringLiteral("purpose"), purpose}};
    if (!typed.isEmpty())
        args.insert(QStringLiteral("typed"), typed);
    return args;
}

QJsonObject renameArgs(const QString &name)
{
    return {{QStringLiteral("name"), name}};
}

QJsonObject settingArgs(const QString &key, const QJsonValue &value)
{
    return {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}};
}

} // namespace

class TestCommandRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aCommandIsRecordedWithItsArgumentsDiceDateAndSummary()
    {
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        const ExecuteResult r =
            runner.execute(QStringLiteral("dice.roll"),
                           rollArgs(QStringLiteral("2d6+1"), QStringLiteral("Terrain delay")));
        QVERIFY2(r.ok(), qPrintable(r.message));
        const auto entry = HistoryLog(c.file->database()).nextUndo();
        QVERIFY(entry);
        QCOMPARE(entry->command, QStringLiteral("dice.roll"));
        QCOMPARE(entry->args.value(QStringLiteral("expression")).toString(),
                 QStringLiteral("2d6+1"));
        QCOMPARE(entry->date.year, 1);
        QCOMPARE(entry->date.month, 0);
        QCOMPARE(entry->rolls.size(), 1);
        const QJsonObject roll = entry->rolls.at(0).toObject();
        QCOMPARE(roll.value(QStringLiteral("purpose")).toString(), QStringLiteral("Terrain delay"));
        QCOMPARE(roll.value(QStringLiteral("faces")).toArray().size(), 2);
        const int total = roll.value(QStringLiteral("faces")).toArray().at(0).toInt() +
                          roll.value(QStringLiteral("faces")).toArray().at(1).toInt() + 1;
        QCOMPARE(roll.value(QStringLiteral("total")).toInt(), total);
        QVERIFY(entry->summary.startsWith(QStringLiteral("Terrain delay: rolled 2d6+1: ")));
    }

    // Every decision opens an explanation (issue 17): the lines a command gives are kept with
    // its history entry, in order, and a command that gives none keeps an empty list.
    void aCommandKeepsItsExplanation()
    {
        TestCampaign c;
        CommandRegistry registry;
        registry.add({QStringLiteral("test.decide"), QStringLiteral("two decisions"),
                      [](CommandContext &) {
                          CommandOutcome outcome = CommandOutcome::done(QStringLiteral("Decided"));
                          outcome.explanation = {QStringLiteral("§4.4 first: rolled 5"),
                                                 QStringLiteral("§4.7 second: 2 of 3 months")};
                          return outcome;
                      },
                      false});
        registry.add(
            {QStringLiteral("test.plain"), QStringLiteral("no decision"),
             [](CommandContext &) { return CommandOutcome::done(QStringLiteral("Plain")); },
             false});
        CommandRunner runner(*c.file, registry);
        const ExecuteResult decided = runner.execute(QStringLiteral("test.decide"), {});
        QVERIFY2(decided.ok(), qPrintable(decided.message));
        QVERIFY(runner.execute(QStringLiteral("test.plain"), {}).ok());

        const HistoryLog log(c.file->database());
        const auto entry = log.entry(decided.historyId);
        QVERIFY(entry);
        QCOMPARE(entry->explanation, (QStringList{QStringLiteral("§4.4 first: rolled 5"),
                                                  QStringLiteral("§4.7 second: 2 of 3 months")}));
        QVERIFY(log.nextUndo()->explanation.isEmpty());
        QVERIFY(!log.entry(decided.historyId + 99));
    }

    // Change events (issue 16): a result names the tables it changed, undo and redo the same
    // ones, so a front end reloads only what concerns it.
    void aResultNamesTheTablesItChanged()
    {
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        const QStringList rollTables{QStringLiteral("campaign"), QStringLiteral("history")};
        const ExecuteResult roll = runner.execute(
            QStringLiteral("dice.roll"), rollArgs(QStringLiteral("d6"), QStringLiteral("t")));
        QVERIFY2(roll.ok(), qPrintable(roll.message));
        QCOMPARE(roll.changedTables, rollTables);
        QCOMPARE(runner.undo().changedTables, rollTables);
        QCOMPARE(runner.redo().changedTables, rollTables);
        QVERIFY(runner.undo().ok());
        QVERIFY(runner.undo().changedTables.isEmpty()); // nothing to undo: nothing changed
    }

    void typedDiceAreUsedAndMarked()
    {
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        const ExecuteResult r = runner.execute(
            QStringLiteral("dice.roll"),
            rollArgs(QStringLiteral("2d10"), QStringLiteral("Expedition chart"), {0, 7}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonObject roll = r.rolls.at(0).toObject();
        QCOMPARE(roll.value(QStringLiteral("total")).toInt(), 17); // the d10's 0 counts as 10
        QVERIFY(roll.value(QStringLiteral("typed")).toBool());
        QCOMPARE(r.summary, QStringLiteral("Expedition chart: typed 2d10: 10+7 = 17"));
    }

    // A refused command (bad arguments, impossible typed die, unknown command) changes nothing.
    void aRefusedCommandChangesNothing_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("a d6 typed as 7") << "dice.roll" << rollArgs("d6", "Survival", {7})
                                         << int(CommandStatus::InvalidDiceEntry) << "cannot show 7";
        QTest::newRow("too many typed values") << "dice.roll" << rollArgs("d6", "Survival", {3, 4})
                                               << int(CommandStatus::BadArguments) << "left over";
        QTest::newRow("a malformed expression")
            << "dice.roll" << rollArgs("2x6", "x") << int(CommandStatus::BadArguments)
            << "character 2";
        QTest::newRow("a missing argument")
            << "campaign.rename" << QJsonObject() << int(CommandStatus::BadArguments) << "\"name\"";
        QTest::newRow("an unknown command")
            << "army.teleport" << QJsonObject() << int(CommandStatus::UnknownCommand)
            << "army.teleport";
    }
    void aRefusedCommandChangesNothing()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(int, status);
        QFETCH(QString, messagePart);
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(
            runner.execute(QStringLiteral("campaign.rename"), renameArgs(QStringLiteral("Before")))
                .ok());
        const auto before = dumpTables(c.file->database());
        const int historyBefore = HistoryLog(c.file->database()).count();
        const ExecuteResult r = runner.execute(command, args);
        QCOMPARE(int(r.status), status);
        QVERIFY2(r.message.contains(messagePart), qPrintable(r.message));
        QCOMPARE(dumpTables(c.file->database()), before);
        QCOMPARE(HistoryLog(c.file->database()).count(), historyBefore);
    }

    // Several commands, reopen, undo two, redo one: the state is what it should be, table by table.
    void undoAndRedoSurviveReopening()
    {
        TestCampaign c;
        QList<QMap<QString, QStringList>> states{dumpTables(c.file->database())};
        {
            CommandRunner runner(*c.file, standardCommands());
            QVERIFY(runner
                        .execute(QStringLiteral("campaign.rename"),
                                 renameArgs(QStringLiteral("Old World")))
                        .ok());
            states << dumpTables(c.file->database());
            QVERIFY(runner
                        .execute(QStringLiteral("campaign.setting"),
                                 settingArgs(QStringLiteral("minorCharacters"), false))
                        .ok());
            states << dumpTables(c.file->database());
            QVERIFY(runner
                        .execute(QStringLiteral("dice.roll"),
                                 rollArgs(QStringLiteral("3d6"), QStringLiteral("t")))
                        .ok());
            states << dumpTables(c.file->database());
            QVERIFY(runner
                        .execute(QStringLiteral("campaign.setting"),
                                 settingArgs(QStringLiteral("minorCharacters"), true))
                        .ok());
            states << dumpTables(c.file->database());
        }
        for (int i = 1; i < states.size(); ++i)
            QVERIFY(states[i] != states[i - 1]);

        c.reopen();
        CommandRunner runner(*c.file, standardCommands());
        QVERIFY(runner.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), states[3]);
        const ExecuteResult secondUndo = runner.undo();
        QVERIFY(secondUndo.ok());
        QCOMPARE(secondUndo.rolls.size(), 1);
        QCOMPARE(dumpTables(c.file->database()), states[2]);

        c.reopen();
        CommandRunner again(*c.file, standardCommands());
        QVERIFY(again.redo().ok());
        QCOMPARE(dumpTables(c.file->database()), states[3]);
        QCOMPARE(HistoryLog(c.file->database()).nextRedo()->summary,
                 QStringLiteral("Setting minorCharacters set to true"));

        // A new command drops what could still be redone.
        QVERIFY(
            again
                .execute(QStringLiteral("campaign.rename"), renameArgs(QStringLiteral("New World")))
                .ok());
        QVERIFY(!HistoryLog(c.file->database()).nextRedo());
        QCOMPARE(HistoryLog(c.file->database()).count(), 4);

        // Undo all the way back to the empty campaign, then nothing more.
        for (int i = 0; i < 4; ++i)
            QVERIFY(again.undo().ok());
        QCOMPARE(dumpTables(c.file->database()), states[0]);
        QCOMPARE(again.undo().status, CommandStatus::NothingToUndo);
    }

    // The same seed and the same commands give the same rolls; an undone roll rolled again
    // comes out the same (undo cannot be used to fish for a better result).
    void rollsAreReproducible()
    {
        const auto rollThrice = [](TestCampaign &c) {
            CommandRunner runner(*c.file, standardCommands());
            QStringList summaries;
            for (int i = 0; i < 3; ++i)
                summaries << runner
                                 .execute(QStringLiteral("dice.roll"),
                                          rollArgs(QStringLiteral("4d6"), QStringLiteral("x")))
                                 .summary;
            return summaries;
        };
        TestCampaign a(7), b(7), other(8);
        const QStringList first = rollThrice(a);
        QCOMPARE(rollThrice(b), first);
        QVERIFY(rollThrice(other) != first);

        CommandRunner runner(*a.file, standardCommands());
        QVERIFY(runner.undo().ok());
        QCOMPARE(runner
                     .execute(QStringLiteral("dice.roll"),
                              rollArgs(QStringLiteral("4d6"), QStringLiteral("x")))
                     .summary,
                 first.last());
    }
};

QTEST_GUILESS_MAIN(TestCommandRunner)
#include "tst_commandrunner.moc"
