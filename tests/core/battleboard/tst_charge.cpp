// Charge (§5.2, §9.2): declaration checks, the artillery screen, cavalry evasion, the numbers
// bonus, opposed rolls and the charge result, leader deaths on either natural 11-12 (§6,
// B-34). Worked cases T7, T8, T9, T12 (rule-only) and T27-T30 (DEFAULT-DATA).
#include "boardfixture.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/modifiers.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;
} // namespace

class TestCharge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // T7 (§5.2.4): 5 vs 2 +1; 6 vs 2 +2; 3 vs 2 0; 4 vs 1 +3; 2 vs 1 +1.
    void t7NumbersBonus_data()
    {
        QTest::addColumn<int>("chargers");
        QTest::addColumn<int>("defenders");
        QTest::addColumn<int>("bonus");
        QTest::newRow("5 vs 2: +1") << 5 << 2 << 1;
        QTest::newRow("6 vs 2: +2") << 6 << 2 << 2;
        QTest::newRow("3 vs 2: 0") << 3 << 2 << 0;
        QTest::newRow("4 vs 1: +3") << 4 << 1 << 3;
        QTest::newRow("2 vs 1: +1") << 2 << 1 << 1;
        QTest::newRow("1 vs 1: 0") << 1 << 1 << 0;
    }
    void t7NumbersBonus()
    {
        QFETCH(int, chargers);
        QFETCH(int, defenders);
        QFETCH(int, bonus);
        QCOMPARE(numbersBonus(chargers, defenders), bonus);
        // The same through a declaration: every enemy brigade in the space counts.
        BoardFixture f;
        ChargeOrder order;
        int target = -1;
        for (int i = 0; i < defenders; ++i)
            target =
                f.add(D, i == 0 ? UnitType::Infantry : UnitType::Artillery, SpaceKind::Middle, 2);
        for (int i = 0; i < chargers; ++i)
            order.assignments.push_back(
                {f.add(A, UnitType::Infantry, SpaceKind::Line, 2), target - defenders + 1});
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(declarationBonus(f.b, order), bonus);
    }

    // T8: artillery screened by its infantry cannot be charged, but can be fired at; native
    // artillery is never screened (§8).
    void t8ArtilleryScreen()
    {
        for (const bool natives : {false, true}) {
            BoardFixture f;
            if (natives) {
                f.rules.settings.waoi.enabled = true;
                f.rules.settings.waoi.nativeSide = D;
                f.rules.settings.waoi.nativeRating = 2;
            }
            const int art = f.add(D, UnitType::Artillery, SpaceKind::Line, 3);
            f.add(D, UnitType::Infantry, SpaceKind::Line, 3);
            const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 3);
            f.fill();
            f.at(Phase::Cavalry, A);
            const Refusal r = checkCharge(f.b, f.rules, {{{cav, art}}});
            QCOMPARE(r.code, natives ? RefusalCode::None : RefusalCode::ArtilleryScreened);
            QCOMPARE(checkFire(f.b, f.rules, {cav, art}).code, RefusalCode::None);
        }
    }

    // T9: infantry charges lone cavalry in Middle 3; it evades to the reserve, no dice; the
    // defender's column 3 is empty, so the battle ends with the defender retreating (§7.1).
    void t9EvasionBreaksTheColumn()
    {
        BoardFixture f;
        const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Middle, 3);
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
        f.fill();
        f.at(Phase::Infantry, A);
        const ChargeOrder order{{{inf, cav}}};
        QCOMPARE(evadableTargets(f.b, order), std::vector<int>{cav});
        const Outcome o = charge(f.b, f.rules, f.roller, order, {cav});
        QVERIFY(!o.refused());
        QCOMPARE(f.unit(cav).kind, SpaceKind::Reserve);
        QVERIFY(f.unit(inf).acted);
        QCOMPARE(f.dice.rolls().size(), std::size_t(0));
        QCOMPARE(f.b.stage, Stage::Pursuit);
        QCOMPARE(f.b.end->cause, EndCause::Broken);
        QCOMPARE(f.b.end->retreating.value_or(A), D);
        QCOMPARE(f.b.end->winner().value_or(D), A);
        QVERIFY(f.b.combatThisTurn); // B-14
    }

    // B-14: with endcheck.evasion_counts off, a charge met only by evasion is no combat.
    void evasionCountsSetting()
    {
        for (const bool counts : {true, false}) {
            BoardFixture f;
            f.rules.settings.evasionCounts = counts;
            const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Middle, 3);
            f.add(D, UnitType::Infantry, SpaceKind::Line, 3);
            const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
            f.fill();
            f.at(Phase::Infantry, A);
            QVERIFY(!charge(f.b, f.rules, f.roller, {{{inf, cav}}}, {cav}).refused());
            QVERIFY(f.b.running());
            QCOMPARE(f.b.combatThisTurn, counts);
        }
    }

    // B-9: one leader dies per qualifying roll; leader_death.count = all kills every one.
    void leaderDeathCount()
    {
        for (const bool all : {false, true}) {
            BoardFixture f;
            f.rules.settings.leaderDeathKillsAll = all;
            const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
            const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            const int l1 = f.add(D, UnitType::Leader, SpaceKind::Line, 2);
            const int l2 = f.add(D, UnitType::Leader, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, A);
            f.roll2(11);
            f.roll2(11);
            charge(f.b, f.rules, f.roller, {{{inf, dInf}}});
            QVERIFY(f.unit(l1).eliminated);
            QCOMPARE(f.unit(l2).eliminated, all);
        }
    }

    // §5.2.3: only cavalry charged by infantry evades; cavalry charging cavalry cannot.
    void evasionOnlyAgainstInfantry()
    {
        BoardFixture f;
        const int target = f.add(D, UnitType::Cavalry, SpaceKind::Middle, 1);
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Cavalry, A);
        const ChargeOrder order{{{cav, target}}};
        QVERIFY(evadableTargets(f.b, order).empty());
        QCOMPARE(charge(f.b, f.rules, f.roller, order, {target}).refusal.code,
                 RefusalCode::NotEvadable);
    }

    // T12: both naturals 11+, both leaders die; the A leader still gives his +1 (B-34).
    void t12BothLeadersKilled()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int aLeader = f.add(A, UnitType::Leader, SpaceKind::Line, 2);
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        const int dLeader = f.add(D, UnitType::Leader, SpaceKind::Middle, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(12);
        f.roll2(11);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{inf, dInf}}});
        QVERIFY(f.unit(aLeader).eliminated);
        QVERIFY(f.unit(dLeader).eliminated);
        QCOMPARE(o.events[0].roll.total(), 13);
        QCOMPARE(o.events[0].second.total(), 11);
        QCOMPARE(f.unit(dInf).kind, SpaceKind::Retreat);
    }

    // B-34: a later charge of the same declaration loses the dead leader's +1.
    void laterChargeLosesDeadLeader()
    {
        BoardFixture f;
        const int inf1 = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int inf2 = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(A, UnitType::Leader, SpaceKind::Line, 2);
        const int d1 = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        const int d2 = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(6);
        f.roll2(11); // kills the A leader, wins by 4
        f.roll2(6);
        f.roll2(6);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{inf1, d1}, {inf2, d2}}});
        QCOMPARE(o.events[0].roll.total(), 7);
        QVERIFY(f.unit(inf1).eliminated);
        const auto second = std::find_if(o.events.begin() + 1, o.events.end(), [](const Event &e) {
            return e.kind == EventKind::ChargeRolls;
        });
        QVERIFY(second != o.events.end());
        QCOMPARE(second->roll.total(), 6);
    }

    // §5.2.8: a shared target gone before the second roll: the charger picks another.
    void retargetWhenTargetGone()
    {
        BoardFixture f;
        const int c1 = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1);
        const int c2 = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1);
        const int d1 = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int d2 = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Cavalry, A);
        f.roll2(12);
        f.roll2(2);
        f.roll2(7);
        f.roll2(7);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{c1, d1}, {c2, d1}}});
        QVERIFY(f.unit(d1).eliminated);
        const auto second = std::find_if(o.events.begin() + 1, o.events.end(), [](const Event &e) {
            return e.kind == EventKind::ChargeRolls;
        });
        QCOMPARE(second->other, d2);
        QVERIFY(f.unit(c2).acted);
    }

    // §5.2, B-26: the declaration's refusals, each with a legal counterpart.
    void declarationRefusals_data()
    {
        QTest::addColumn<int>("chargerType");
        QTest::addColumn<int>("chargerKind");
        QTest::addColumn<int>("targetKind");
        QTest::addColumn<int>("targetColumn");
        QTest::addColumn<int>("code");
        const int inf = int(UnitType::Infantry);
        QTest::newRow("artillery never charges")
            << int(UnitType::Artillery) << int(SpaceKind::Line) << int(SpaceKind::Middle) << 2
            << int(RefusalCode::CannotCharge);
        QTest::newRow("2 spaces: out of charge range")
            << inf << int(SpaceKind::Line) << int(SpaceKind::Line) << 2
            << int(RefusalCode::OutOfRange);
        QTest::newRow("diagonal") << inf << int(SpaceKind::Line) << int(SpaceKind::Middle) << 1
                                  << int(RefusalCode::NotInFront);
        QTest::newRow("from the reserve")
            << inf << int(SpaceKind::Reserve) << int(SpaceKind::Middle) << 2
            << int(RefusalCode::NothingInFront);
        QTest::newRow("legal: line to the middle in front")
            << inf << int(SpaceKind::Line) << int(SpaceKind::Middle) << 2 << int(RefusalCode::None);
    }
    void declarationRefusals()
    {
        QFETCH(int, chargerType);
        QFETCH(int, chargerKind);
        QFETCH(int, targetKind);
        QFETCH(int, targetColumn);
        QFETCH(int, code);
        BoardFixture f;
        const int charger = f.add(A, UnitType(chargerType), SpaceKind(chargerKind),
                                  chargerKind == int(SpaceKind::Reserve) ? 0 : 2);
        const int target = f.add(D, UnitType::Infantry, SpaceKind(targetKind), targetColumn);
        f.fill();
        f.at(chargerType == int(UnitType::Artillery) ? Phase::Artillery : Phase::Infantry, A);
        const Refusal r = checkCharge(f.b, f.rules, {{{charger, target}}});
        QCOMPARE(int(r.code), code);
    }

    // §5.2: chargers in one space, targets in one space, no brigade twice.
    void oneSpaceEach()
    {
        BoardFixture f;
        const int a1 = f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        const int a2 = f.add(A, UnitType::Infantry, SpaceKind::Line, 1);
        const int a3 = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        const int d1 = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        const int d2 = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Middle, 1);
        f.fill();
        f.at(Phase::Infantry, A);
        QCOMPARE(checkCharge(f.b, f.rules, {{{a1, d1}, {a2, d1}}}).code,
                 RefusalCode::ChargersApart);
        QCOMPARE(checkCharge(f.b, f.rules, {{{a1, d1}, {a3, d2}}}).code,
                 RefusalCode::ChargersApart);
        QCOMPARE(checkCharge(f.b, f.rules, {{{a1, d1}, {a1, d1}}}).code,
                 RefusalCode::DuplicateCharger);
        QCOMPARE(checkCharge(f.b, f.rules, {{{a1, d1}, {5, d1}}}).code, RefusalCode::None);
        QCOMPARE(checkCharge(f.b, f.rules, {}).code, RefusalCode::NoChargers);
    }

    // T27-T29 (DEFAULT-DATA): elite cavalry with a leader charges infantry; A 7+1+1+1 = 10.
    void t27t29EliteCavalryCharge_defaultData_data()
    {
        QTest::addColumn<int>("dNatural");
        QTest::addColumn<int>("where");
        QTest::newRow("T27 D natural 8: delta 2, retreats") << 8 << int(SpaceKind::Retreat);
        QTest::newRow("T28 D natural 5: delta 5, eliminated") << 5 << int(SpaceKind::Gone);
        QTest::newRow("T29 D natural 10: tie, no effect") << 10 << int(SpaceKind::Line);
    }
    void t27t29EliteCavalryCharge_defaultData()
    {
        QFETCH(int, dNatural);
        QFETCH(int, where);
        BoardFixture f;
        const int cav = f.add(A, UnitType::Cavalry, SpaceKind::Middle, 1, true);
        f.add(A, UnitType::Leader, SpaceKind::Middle, 1);
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.add(D, UnitType::Artillery, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Cavalry, A);
        f.roll2(7);
        f.roll2(dNatural);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{cav, inf}}});
        QCOMPARE(o.events[0].roll.total(), 10);
        QCOMPARE(o.events[0].second.total(), dNatural);
        QCOMPARE(int(f.unit(inf).kind), where);
        QCOMPARE(f.unit(cav).kind, SpaceKind::Middle);
        QVERIFY(f.words(o).contains(QStringLiteral("+1 (elite)")));
    }

    // T30 (DEFAULT-DATA): the charger loses: A inf 8 against D cav 9 + 1; A inf retreats.
    void t30ChargerLoses_defaultData()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 3);
        const int cav = f.add(D, UnitType::Cavalry, SpaceKind::Middle, 3);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(8);
        f.roll2(9);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{inf, cav}}});
        QCOMPARE(o.events[0].roll.total(), 8);
        QCOMPARE(o.events[0].second.total(), 10);
        QCOMPARE(f.unit(inf).kind, SpaceKind::Retreat);
        QCOMPARE(f.unit(cav).kind, SpaceKind::Middle);
    }

    // B-8: with charge.defender_leader_drm the charged side's leader helps too.
    void defenderLeaderSetting()
    {
        for (const bool helps : {false, true}) {
            BoardFixture f;
            f.rules.settings.defenderLeaderDrm = helps;
            const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
            const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(D, UnitType::Leader, SpaceKind::Line, 2);
            f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, A);
            f.roll2(7);
            f.roll2(7);
            const Outcome o = charge(f.b, f.rules, f.roller, {{{inf, dInf}}});
            QCOMPARE(o.events[0].second.total(), helps ? 8 : 7);
        }
    }

    // §5.4: an entrenched target space gives the charger -1.
    void entrenchedTarget()
    {
        BoardFixture f;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        const int dInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.b.entrenched[1][2] = true;
        f.at(Phase::Infantry, A);
        f.roll2(7);
        f.roll2(7);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{inf, dInf}}});
        QCOMPARE(o.events[0].roll.total(), 6);
        QCOMPARE(f.unit(inf).kind, SpaceKind::Retreat);
    }
};

QTEST_GUILESS_MAIN(TestCharge)
#include "tst_charge.moc"
