// The game master's position editor (issue 24): each edit of the current phase is one command
// in the history, undone and redone whole, and a refused edit names the rule and changes
// nothing (rules spec A1, A8, B2, B6, B7.5, B9, B12).
#include "testdesk.h"

#include "core/diplomacy/desk/hardbopstatejson.h"
#include "core/diplomacy/downfall/hardbop.h"

using namespace herald::db;
using namespace herald::db::diplomacy;
using namespace herald::test;
using namespace herald::diplomacy;

namespace {

/// Runs `command` on the desk's game with `args`.
ExecuteResult edit(Desk &desk, const QString &command, QJsonObject args)
{
    args.insert(QStringLiteral("game"), desk.game);
    return desk.runner.execute(command, args);
}

/// The Hardbop state of a phase as the desk stores it, to compare two of them.
QJsonObject stateOf(const Phase &phase)
{
    return herald::diplomacy::desk::hardbopStateToJson(*phase.position.variant, *phase.state);
}

ProvinceId at(const Desk &desk, const char *name)
{
    return desk.theGame().variant->variant->findProvince(name);
}

} // namespace

class TestDiplomacyEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsAreCommands_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("summary");
        QTest::newRow("B6.3: Rohan's cavalry set on the Wold")
            << "diplomacy.addUnit" << QJsonObject{{"power", "Rohan"}, {"unit", "C"}, {"at", "Wol"}}
            << "Rohan C Wol set on the board";
        QTest::newRow("B6.1: a Mordor 2A in Gorgoroth")
            << "diplomacy.addUnit"
            << QJsonObject{{"power", "Mordor"}, {"unit", "2A"}, {"at", "Gor"}} << "Mordor 2A Gor";
        QTest::newRow("A1: the army in Lamedon taken off")
            << "diplomacy.removeUnit" << QJsonObject{{"at", "Lam"}} << "Lamedon taken off";
        QTest::newRow("B6.4: Umbar's pirate moved ashore")
            << "diplomacy.moveUnit" << QJsonObject{{"from", "Cit"}, {"to", "NHa"}}
            << "from City of the Corsairs to Near Harad";
        QTest::newRow("A8: Osgiliath to Gondor")
            << "diplomacy.setOwner" << QJsonObject{{"at", "Osg"}, {"power", "Gondor"}}
            << "Osgiliath now belongs to Gondor";
        QTest::newRow("B4: Gandalf placed")
            << "diplomacy.personality" << QJsonObject{{"who", "Gandalf"}, {"at", "Dol"}}
            << "Gandalf placed in Dol Guldur";
        QTest::newRow("B9.1: the Ring lying in Orodruin")
            << "diplomacy.setRing" << QJsonObject{{"state", "lying"}, {"at", "Oro"}}
            << "the Ring lying in Orodruin";
        QTest::newRow("B12: the turn set to Rethe II 3019")
            << "diplomacy.setSeason"
            << QJsonObject{{"month", "Rethe"}, {"season", "II"}, {"year", 3019}}
            << "Rethe II 3019 Movement";
    }
    // Each edit: done with its history line, undone to the board before, redone to the edit.
    void editsAreCommands()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(QString, summary);
        Desk desk(QStringLiteral("downfall"));
        const Phase before = desk.current();
        const int history = count(desk.campaign.file->database(), QStringLiteral("history"));
        const ExecuteResult done = edit(desk, command, args);
        QVERIFY2(done.ok(), qPrintable(done.message));
        QVERIFY2(done.summary.contains(summary), qPrintable(done.summary));
        QCOMPARE(count(desk.campaign.file->database(), QStringLiteral("history")), history + 1);
        const Phase after = desk.current();
        QVERIFY(!(after.position == before.position) || stateOf(after) != stateOf(before));
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(desk.current().position, before.position);
        QCOMPARE(stateOf(desk.current()), stateOf(before));
        QCOMPARE(desk.current().label, before.label);
        QVERIFY(desk.runner.redo().ok());
        QCOMPARE(desk.current().position, after.position);
        QCOMPARE(desk.current().label, after.label);
    }

    void refusalsNameTheRule_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("A1: an army at sea")
            << "diplomacy.addUnit" << QJsonObject{{"power", "Gondor"}, {"unit", "A"}, {"at", "BAY"}}
            << "(A1)";
        QTest::newRow("A1: two units in Minas Tirith")
            << "diplomacy.addUnit" << QJsonObject{{"power", "Rohan"}, {"unit", "A"}, {"at", "MTi"}}
            << "Rohan A MTi";
        QTest::newRow("B7.8: a cavalry in the Dead Marshes")
            << "diplomacy.addUnit" << QJsonObject{{"power", "Rohan"}, {"unit", "C"}, {"at", "DMa"}}
            << "(B7.8)";
        QTest::newRow("B6.3: cavalry of Gondor")
            << "diplomacy.addUnit" << QJsonObject{{"power", "Gondor"}, {"unit", "C"}, {"at", "Wol"}}
            << "(B6.3)";
        QTest::newRow("B6.2: an Easterling of Rohan") << "diplomacy.addUnit"
                                                      << QJsonObject{{"power", "Rohan"},
                                                                     {"unit", "A"},
                                                                     {"at", "Wol"},
                                                                     {"traits", "easterling"}}
                                                      << "(B6.2)";
        QTest::newRow("A1: moved onto another unit")
            << "diplomacy.moveUnit" << QJsonObject{{"from", "Lam"}, {"to", "Bel"}} << "(A1)";
        QTest::newRow("no unit to take off")
            << "diplomacy.removeUnit" << QJsonObject{{"at", "Wol"}} << "Wold";
        QTest::newRow("A8: an owner for open country")
            << "diplomacy.setOwner" << QJsonObject{{"at", "NIt"}, {"power", "Gondor"}} << "(A8)";
        QTest::newRow("B7.5: Faramir in Erech")
            << "diplomacy.personality" << QJsonObject{{"who", "Faramir"}, {"at", "Ech"}}
            << "(B7.5)";
        QTest::newRow("B9.5: the Elves wear the Ring")
            << "diplomacy.setRing" << QJsonObject{{"state", "worn"}, {"at", "Lor"}} << "(B9.5)";
        QTest::newRow("E32: hidden in Khazad-Dum")
            << "diplomacy.setRing" << QJsonObject{{"state", "hidden"}, {"at", "KDu"}} << "(E32)";
        QTest::newRow("B12: a thirteenth month")
            << "diplomacy.setSeason"
            << QJsonObject{{"month", "Smial"}, {"season", "I"}, {"year", 3019}} << "(B12)";
    }
    // Spec A1, A8, B6.2, B6.3, B7.5, B7.8, B9.5, B12, E32: refused, nothing stored.
    void refusalsNameTheRule()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(QString, mentions);
        Desk desk(QStringLiteral("downfall"));
        const Phase before = desk.current();
        const int history = count(desk.campaign.file->database(), QStringLiteral("history"));
        const ExecuteResult r = edit(desk, command, args);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
        QCOMPARE(count(desk.campaign.file->database(), QStringLiteral("history")), history);
        QCOMPARE(desk.current().position, before.position);
        QCOMPARE(stateOf(desk.current()), stateOf(before));
    }

    // Spec B2, B6.2: traits travel with the unit; a standard game takes units but no traits.
    void traitsAndStandardGames()
    {
        Desk downfall(QStringLiteral("downfall"));
        QVERIFY(edit(downfall, QStringLiteral("diplomacy.addUnit"),
                     {{QStringLiteral("power"), QStringLiteral("Mordor")},
                      {QStringLiteral("unit"), QStringLiteral("A")},
                      {QStringLiteral("at"), QStringLiteral("Gor")},
                      {QStringLiteral("traits"), QStringLiteral("easterling original")}})
                    .ok());
        QVERIFY(edit(downfall, QStringLiteral("diplomacy.moveUnit"),
                     {{QStringLiteral("from"), QStringLiteral("Gor")},
                      {QStringLiteral("to"), QStringLiteral("Oro")}})
                    .ok());
        const auto traits = downfall.current().state->traits[at(downfall, "Oro")];
        QVERIFY(traits.easterling);
        QVERIFY(traits.original);

        Desk standard(QStringLiteral("standard"));
        QVERIFY(edit(standard, QStringLiteral("diplomacy.addUnit"),
                     {{QStringLiteral("power"), QStringLiteral("France")},
                      {QStringLiteral("unit"), QStringLiteral("A")},
                      {QStringLiteral("at"), QStringLiteral("Bur")}})
                    .ok());
        const ExecuteResult cavalry = edit(standard, QStringLiteral("diplomacy.addUnit"),
                                           {{QStringLiteral("power"), QStringLiteral("France")},
                                            {QStringLiteral("unit"), QStringLiteral("C")},
                                            {QStringLiteral("at"), QStringLiteral("Pic")}});
        QVERIFY(!cavalry.ok());
        QVERIFY2(cavalry.message.contains(QStringLiteral("Downfall")), qPrintable(cavalry.message));
        QVERIFY(!edit(standard, QStringLiteral("diplomacy.setRing"),
                      {{QStringLiteral("state"), QStringLiteral("lying")},
                       {QStringLiteral("at"), QStringLiteral("Bur")}})
                     .ok());
    }

    // The edited board is the one judged: Rohan's cavalry set on the Wold rides to East Emnet.
    void theEditedBoardIsJudged()
    {
        Desk desk(QStringLiteral("downfall"));
        QVERIFY(edit(desk, QStringLiteral("diplomacy.addUnit"),
                     {{QStringLiteral("power"), QStringLiteral("Rohan")},
                      {QStringLiteral("unit"), QStringLiteral("C")},
                      {QStringLiteral("at"), QStringLiteral("Wol")}})
                    .ok());
        QVERIFY(desk.orders(QStringLiteral("Rohan"), QStringLiteral("C Wol-EEm")).ok());
        QVERIFY(desk.adjudicate().ok());
        const auto state = *desk.current().state;
        QCOMPARE(state.traits[at(desk, "EEm")].unitClass,
                 herald::diplomacy::downfall::UnitClass::Cavalry);
    }
};

QTEST_GUILESS_MAIN(TestDiplomacyEdit)
#include "tst_diplomacyedit.moc"
