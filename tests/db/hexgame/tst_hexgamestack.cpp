// An illegal stack in a game recorded after the fact (issue 20; spec M10): hexgame.resolve-stack
// lets the opposing player keep one unit of the hex; the others are destroyed and count as
// eliminated for VPs. One command, in the history, undone whole.
#include "hexdesk.h"

#include "core/hexwar/victory.h"

using namespace herald;
using namespace herald::test;

namespace {

/// Black Eagle Guard (1st) and (2nd), 6-5 each, both found in Fort Doom, 0724, at the end of
/// the Black Eagle movement phase of game turn 1: the stack a move made by mistake leaves.
void guardsStackedInFortDoom(hexwar::GameState &s)
{
    put(s, QStringLiteral("B1"), QStringLiteral("0724"));
    put(s, QStringLiteral("B2"), QStringLiteral("0724"));
}

int karameikanHalfVp(const db::hexwar::Game &g)
{
    return hexwar::karameikanHalfVp(g.scenario().victory, g.state, false);
}

} // namespace

class TestHexGameStack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // M10: the Karameikan player keeps the Guard (2nd); the Guard (1st) is destroyed on game
    // turn 1 and scores for the Karameikans as any elimination does (9.2, 11.2). The action is
    // the opposing player's in the game's record; undo puts both back.
    void theOpponentKeepsOneUnit()
    {
        HexDesk desk;
        desk.arrange(guardsStackedInFortDoom);
        const QString before = desk.stored();
        const int vpBefore = karameikanHalfVp(desk.game());
        const db::ExecuteResult r = desk.run(
            QStringLiteral("resolve-stack"),
            {{QStringLiteral("hex"), QStringLiteral("0724")}, {QStringLiteral("keep"), "B2"}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(r.summary.contains(QStringLiteral("0724")) &&
                     r.summary.contains(QStringLiteral("M10")),
                 qPrintable(r.summary));
        const db::hexwar::Game g = desk.game();
        const hexwar::Unit *kept = g.state.unit(QStringLiteral("B2"));
        const hexwar::Unit *destroyed = g.state.unit(QStringLiteral("B1"));
        QCOMPARE(kept->state, hexwar::UnitState::Full);
        QCOMPARE(kept->hex->toXXYY(), QStringLiteral("0724"));
        QCOMPARE(destroyed->state, hexwar::UnitState::Eliminated);
        QCOMPARE(destroyed->eliminatedOnTurn, 1);
        QVERIFY2(karameikanHalfVp(g) > vpBefore,
                 qPrintable(QStringLiteral("%1 half-VP before, %2 after")
                                .arg(vpBefore)
                                .arg(karameikanHalfVp(g))));
        const QList<db::hexwar::Action> actions =
            db::hexwar::actions(desk.campaign.file->database(), g.id);
        QCOMPARE(actions.last().kind, QStringLiteral("resolve-stack"));
        QCOMPARE(actions.last().side, QStringLiteral("karameikan"));
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(desk.stored(), before);
    }

    void refusedWithoutAStackToResolve_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("one unit in the hex: nothing illegal") << "1928"
                                                              << "K1" << QStringList{"1928", "M10"};
        QTest::newRow("the unit kept is not in the stack")
            << "0724"
            << "K1" << QStringList{"K1", "0724", "B1, B2", "M10"};
        QTest::newRow("no hex number") << "Fort Doom"
                                       << "B1" << QStringList{"Fort Doom", "XXYY"};
    }
    // M10: a hex with one unit is no stack, and the unit kept must stand in the stack; the
    // refusal names the hex, the unit and the rule, and changes nothing.
    void refusedWithoutAStackToResolve()
    {
        QFETCH(QString, hex);
        QFETCH(QString, keep);
        QFETCH(QStringList, mentions);
        HexDesk desk;
        desk.arrange(guardsStackedInFortDoom);
        const QString before = desk.stored();
        const db::ExecuteResult r =
            desk.run(QStringLiteral("resolve-stack"),
                     {{QStringLiteral("hex"), hex}, {QStringLiteral("keep"), keep}});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        for (const QString &m : mentions)
            QVERIFY2(r.message.contains(m), qPrintable(r.message));
        QCOMPARE(desk.stored(), before);
    }
};

QTEST_GUILESS_MAIN(TestHexGameStack)
#include "tst_hexgamestack.moc"
