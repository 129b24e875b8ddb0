// Combat, retreat and advance (spec 2.4, 2.5, 8, 9, 17.2, 17.3).

#include "fixtures.h"

#include "core/hexwar/advance.h"
#include "core/hexwar/combat.h"
#include "core/hexwar/crt.h"
#include "core/hexwar/retreat.h"

#include <QTest>

using namespace hexwartest;
using herald::dice::Dice;
using herald::dice::Generator;
using herald::hexwar::AttackRefusal;
using herald::hexwar::CombatResolution;
using herald::hexwar::CombatResult;
using herald::hexwar::GameState;
using herald::hexwar::HexwarSettings;
using herald::hexwar::Phase;
using herald::hexwar::RetreatRefusal;

Q_DECLARE_METATYPE(herald::hexwar::CombatResult)

namespace {

// A combat situation: the map, the state in the attacker's combat phase, who attacks whom.
struct Situation
{
    HexwarMap map = clearMap();
    GameState state;
    QStringList attackers;
    QString defender = QStringLiteral("D");
    HexwarSettings settings;
};

// Defender "D" (Karameikan) in `at`; attackers A0, A1 ... (Black Eagle) in the defender's
// neighbours clockwise from the north.
Situation situation(const char *at, Terrain terrain, Feature feature, const Unit &defender,
                    const std::vector<Unit> &attackers)
{
    Situation s;
    setTerrain(s.map, at, terrain, feature);
    s.state.activeSide = Side::BlackEagle;
    s.state.phase = Phase::Combat;
    Unit d = defender;
    d.id = QStringLiteral("D");
    d.side = Side::Karameikan;
    d.hex = hx(at);
    s.state.units.push_back(d);
    const auto around = hx(at).neighbours();
    for (std::size_t i = 0; i < attackers.size(); ++i) {
        Unit a = attackers[i];
        a.id = QStringLiteral("A%1").arg(i);
        a.side = Side::BlackEagle;
        a.hex = around[i];
        s.state.units.push_back(a);
        s.attackers.append(a.id);
    }
    return s;
}

Unit counter(int full, int half, int ma, UnitKind kind = UnitKind::Plain,
             UnitState state = UnitState::Full)
{
    Unit u = makeUnit(QStringLiteral("x"), Side::BlackEagle, full, half, ma, nullptr, kind);
    u.state = state;
    return u;
}

void riverBetween(Situation &s, const QString &attacker, bool bridge)
{
    const auto side =
        herald::map::Hexside::between(*s.state.unit(attacker)->hex, *s.state.unit("D")->hex);
    s.map.setSide(*side, HexsideInfo{{}, QStringLiteral("Highreach"), bridge});
}

// The worked examples of spec 17.2, by their numbers.
Situation example(const QString &id)
{
    const auto F = UnitKind::Forester;
    const auto M = UnitKind::Mountaineer;
    if (id == "C1")
        return situation("2421", Terrain::Clear, Feature::City, counter(4, 2, 3),
                         {counter(6, 3, 3)});
    if (id == "C2")
        return situation("1124", Terrain::Clear, Feature::Keep, counter(6, 3, 3),
                         {counter(6, 3, 5), counter(6, 3, 5)});
    if (id == "C3")
        return situation("2027", Terrain::Clear, Feature::None, counter(1, 0, 4),
                         {counter(10, 5, 4), counter(6, 3, 5)});
    if (id == "C4")
        return situation("2027", Terrain::Clear, Feature::None, counter(6, 3, 3),
                         {counter(1, 0, 3, F)});
    if (id == "C5")
        return situation("2223", Terrain::HeavyForest, Feature::None, counter(4, 2, 3),
                         {counter(4, 2, 3)});
    if (id == "C6")
        return situation("2624", Terrain::LightForest, Feature::None, counter(2, 1, 4),
                         {counter(4, 2, 3, F), counter(4, 2, 3, F)});
    if (id == "C6b")
        return situation("2624", Terrain::LightForest, Feature::None, counter(2, 1, 4),
                         {counter(4, 2, 3), counter(4, 2, 3, F)});
    if (id == "C7")
        return situation("2223", Terrain::HeavyForest, Feature::None, counter(1, 0, 3, F),
                         {counter(4, 2, 3, F)});
    if (id == "C8")
        return situation("2321", Terrain::Hills, Feature::None, counter(2, 1, 4, M),
                         {counter(3, 1, 3, M)});
    if (id == "C8b")
        return situation("2321", Terrain::Hills, Feature::None, counter(2, 1, 4),
                         {counter(3, 1, 3, M)});
    if (id == "C9" || id == "C9b") {
        Situation s = situation("2027", Terrain::Clear, Feature::None, counter(2, 1, 4, M),
                                {counter(6, 3, 3), counter(6, 3, 3)});
        riverBetween(s, "A0", false);
        if (id == "C9")
            riverBetween(s, "A1", false);
        return s;
    }
    if (id == "C10") {
        Situation s = situation("2421", Terrain::Clear, Feature::City, counter(1, 0, 4),
                                {counter(6, 3, 3), counter(4, 2, 3)});
        riverBetween(s, "A0", false);
        riverBetween(s, "A1", false);
        return s;
    }
    if (id == "C11" || id == "C11b") {
        Situation s =
            situation("2028", Terrain::Clear, Feature::None, counter(2, 1, 4),
                      id == "C11" ? std::vector<Unit>{counter(6, 3, 3)}
                                  : std::vector<Unit>{counter(6, 3, 3),
                                                      counter(1, 0, 3, F, UnitState::Half)});
        riverBetween(s, "A0", true);
        return s;
    }
    if (id == "C12")
        return situation("1124", Terrain::Clear, Feature::Keep,
                         counter(1, 0, 4, UnitKind::Plain, UnitState::Half),
                         {counter(10, 5, 4), counter(6, 3, 5)});
    if (id == "C13") {
        Situation s = situation("2911", Terrain::Hills, Feature::Keep, counter(6, 3, 3),
                                {counter(6, 3, 5), counter(1, 0, 3, F, UnitState::Half)});
        s.state.turn = 3;
        return s;
    }
    if (id == "C14")
        return situation("2127", Terrain::Clear, Feature::Town, counter(3, 1, 3),
                         {counter(7, 3, 3)});
    qFatal("unknown example %s", qPrintable(id));
}

CombatResolution resolveWith(const Situation &s, int roll)
{
    Dice dice(Generator(1, 0));
    dice.queueTyped({roll});
    return herald::hexwar::resolveAttack(s.map, s.state, s.attackers, s.defender, dice, s.settings);
}

} // namespace

class TestHexwarCombat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec 2.4: every cell of the Combat Results Table.
    void crt_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("code");
        const char *rows[6][8] = {
            {"DR", "DR", "DR", "DR", "DD", "DD", "DD", "DD"},
            {"–", "–", "DR", "DR", "DR", "DD", "DD", "DD"},
            {"AR", "–", "–", "DR", "DR", "DR", "DD", "DD"},
            {"AR", "AR", "AR", "–", "DR", "DR", "DR", "DD"},
            {"AR", "AR", "AR", "AR", "–", "DR", "DR", "DR"},
            {"AD", "AR", "AR", "AR", "AR", "–", "DR", "DR"},
        };
        for (int roll = 1; roll <= 6; ++roll) {
            for (int column = 0; column < 8; ++column) {
                const QString code = QString::fromUtf8(rows[roll - 1][column]);
                QTest::addRow("roll %d, column %s: %s", roll,
                              qPrintable(herald::hexwar::crtColumnLabel(column)), qPrintable(code))
                    << roll << column << code;
            }
        }
    }
    void crt()
    {
        QFETCH(int, roll);
        QFETCH(int, column);
        QFETCH(QString, code);
        QCOMPARE(herald::hexwar::combatResultCode(herald::hexwar::crtResult(roll, column)), code);
    }

    // Spec 2.4: the difference's column, limited to -1 and +10 at the ends.
    void columns_data()
    {
        QTest::addColumn<int>("difference");
        QTest::addColumn<QString>("label");
        const QList<QPair<int, QString>> rows{
            {-6, "-1"},   {-1, "-1"},   {0, "0"},     {1, "+1"},    {2, "+2,+3"},
            {3, "+2,+3"}, {4, "+4,+5"}, {5, "+4,+5"}, {6, "+6,+7"}, {7, "+6,+7"},
            {8, "+8,+9"}, {9, "+8,+9"}, {10, "+10"},  {16, "+10"}};
        for (const auto &[difference, label] : rows)
            QTest::addRow("difference %d: column %s", difference, qPrintable(label))
                << difference << label;
    }
    void columns()
    {
        QFETCH(int, difference);
        QFETCH(QString, label);
        QCOMPARE(herald::hexwar::crtColumnLabel(herald::hexwar::crtColumn(difference)), label);
    }

    // Spec 2.3 and 8.2: each terrain's shift, from column +4,+5 (6 against 2).
    void terrainShifts_data()
    {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<int>("feature");
        QTest::addColumn<QString>("column");
        const int none = int(Feature::None);
        QTest::newRow("clear: none") << int(Terrain::Clear) << none << "+4,+5";
        QTest::newRow("heavy forest 2") << int(Terrain::HeavyForest) << none << "+1";
        QTest::newRow("mountain 2") << int(Terrain::Mountain) << none << "+1";
        QTest::newRow("swamp 2") << int(Terrain::Swamp) << none << "+1";
        QTest::newRow("hills 1") << int(Terrain::Hills) << none << "+2,+3";
        QTest::newRow("moor 1") << int(Terrain::Moor) << none << "+2,+3";
        QTest::newRow("light forest 1") << int(Terrain::LightForest) << none << "+2,+3";
        QTest::newRow("town 2") << int(Terrain::Clear) << int(Feature::Town) << "+1";
        QTest::newRow("ruins 2") << int(Terrain::Clear) << int(Feature::Ruins) << "+1";
        QTest::newRow("keep 3") << int(Terrain::Clear) << int(Feature::Keep) << "0";
        QTest::newRow("keep in heavy forest: worst only, 3")
            << int(Terrain::HeavyForest) << int(Feature::Keep) << "0";
        QTest::newRow("town on hills: worst only, 2")
            << int(Terrain::Hills) << int(Feature::Town) << "+1";
    }
    void terrainShifts()
    {
        QFETCH(int, terrain);
        QFETCH(int, feature);
        QFETCH(QString, column);
        const Situation s = situation("1010", Terrain(terrain), Feature(feature), counter(2, 1, 4),
                                      {counter(6, 3, 3)});
        const auto odds = herald::hexwar::combatOdds(s.map, s.state, s.attackers, s.defender);
        QCOMPARE(herald::hexwar::crtColumnLabel(odds.column), column);
    }

    // Spec 8.2 exemptions (A13): the forest or hill part only; a keep keeps its own shift.
    void exemptionKeepsFeatureShift()
    {
        const Situation s = situation("1010", Terrain::HeavyForest, Feature::Keep, counter(2, 1, 4),
                                      {counter(6, 3, 3, UnitKind::Forester)});
        const auto odds = herald::hexwar::combatOdds(s.map, s.state, s.attackers, s.defender);
        QCOMPARE(odds.shift, 3);
        const Situation t = situation("1010", Terrain::HeavyForest, Feature::None, counter(2, 1, 4),
                                      {counter(6, 3, 3, UnitKind::Forester)});
        QCOMPARE(herald::hexwar::combatOdds(t.map, t.state, t.attackers, t.defender).shift, 0);
    }

    // Spec 17.2: the worked examples, roll by roll.
    void workedExamples_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("variant"); // 0 default, 1 any_attacker, 2 river shift added
        QTest::addColumn<QString>("column");
        QTest::addColumn<int>("roll");
        QTest::addColumn<QString>("code");
        const auto add = [](const char *id, int variant, const char *column,
                            std::initializer_list<std::pair<int, const char *>> rolls) {
            for (const auto &[roll, code] : rolls)
                QTest::addRow("%s%s roll %d: %s", id,
                              variant == 1   ? " any_attacker"
                              : variant == 2 ? " add"
                                             : "",
                              roll, code)
                    << QString::fromLatin1(id) << variant << QString::fromLatin1(column) << roll
                    << QString::fromUtf8(code);
        };
        add("C1", 0, "0", {{1, "DR"}, {2, "–"}, {3, "–"}, {4, "AR"}, {5, "AR"}, {6, "AR"}});
        add("C2", 0, "+1", {{1, "DR"}, {2, "DR"}, {3, "–"}, {4, "AR"}, {5, "AR"}, {6, "AR"}});
        add("C3", 0, "+10", {{1, "DD"}, {2, "DD"}, {3, "DD"}, {4, "DD"}, {5, "DR"}, {6, "DR"}});
        add("C4", 0, "-1", {{1, "DR"}, {2, "–"}, {3, "AR"}, {4, "AR"}, {5, "AR"}, {6, "AD"}});
        add("C5", 0, "-1", {{3, "AR"}, {6, "AD"}});
        add("C6", 0, "+6,+7", {{1, "DD"}, {2, "DD"}, {3, "DR"}, {4, "DR"}, {5, "DR"}, {6, "–"}});
        add("C6b", 0, "+4,+5", {{5, "–"}, {6, "AR"}});
        add("C6b", 1, "+6,+7", {{5, "DR"}});
        add("C7", 0, "0", {{1, "DR"}, {2, "–"}});
        add("C8", 0, "0", {{2, "–"}});
        add("C8b", 0, "+1", {{2, "DR"}});
        add("C9", 0, "+4,+5", {{1, "DD"}, {2, "DR"}, {4, "DR"}, {5, "–"}, {6, "AR"}});
        add("C9b", 0, "+10", {{5, "DR"}, {6, "DR"}});
        add("C10", 0, "+2,+3", {{3, "DR"}, {4, "–"}, {5, "AR"}});
        add("C10", 2, "0", {{3, "–"}});
        add("C11", 0, "+2,+3", {{4, "–"}, {1, "DR"}});
        add("C11b", 0, "+4,+5", {{4, "DR"}});
        add("C12", 0, "+4,+5", {{1, "DD"}});
        add("C13", 0, "-1", {{6, "AD"}});
        add("C14", 0, "+1", {{2, "DR"}, {3, "–"}});
    }
    void workedExamples()
    {
        QFETCH(QString, id);
        QFETCH(int, variant);
        QFETCH(QString, column);
        QFETCH(int, roll);
        QFETCH(QString, code);
        Situation s = example(id);
        if (variant == 1)
            s.settings.specialExemption = herald::hexwar::SpecialExemption::AnyAttacker;
        if (variant == 2)
            s.settings.riverShiftMode = herald::hexwar::RiverShiftMode::Add;
        const CombatResolution r = resolveWith(s, roll);
        QVERIFY2(r.ok(), qPrintable(r.explanation));
        QCOMPARE(herald::hexwar::crtColumnLabel(r.odds.column), column);
        QCOMPARE(r.roll, roll);
        QCOMPARE(herald::hexwar::combatResultCode(r.result), code);
        // C6: the explanation shows the columns, the shifts, the roll and the row's result.
        QVERIFY2(r.explanation.contains(QStringLiteral("column %1").arg(column)),
                 qPrintable(r.explanation));
        QVERIFY(r.explanation.contains(QStringLiteral("Roll %1").arg(roll)));
        QVERIFY(r.explanation.contains(code));
    }

    // C6 (spec 8.1): the explanation says how the column was reached.
    void explanationNamesShifts()
    {
        const QString c10 = resolveWith(example("C10"), 3).explanation;
        QVERIFY2(c10.contains(QStringLiteral("Attack 10 against 1: difference +9, column +8,+9")),
                 qPrintable(c10));
        QVERIFY(c10.contains(QStringLiteral("city 2")));
        QVERIFY(c10.contains(QStringLiteral("river 3")));
        QVERIFY(c10.contains(QStringLiteral("Only the worst counts")));
        QVERIFY(c10.contains(QStringLiteral("3 column(s) left: column +2,+3")));
        const QString c6 = resolveWith(example("C6"), 6).explanation;
        QVERIFY2(c6.contains(QStringLiteral("light forest 1 (ignored: foresters attack)")),
                 qPrintable(c6));
    }

    // C3 roll 1: DD turns the full-strength defender over and it owes a retreat.
    void defenderDefeated()
    {
        const CombatResolution r = resolveWith(example("C3"), 1);
        QCOMPARE(r.after->unit("D")->state, UnitState::Half);
        QCOMPARE(r.after->unit("D")->strength(), 0);
        QCOMPARE(r.mustRetreat, QStringList{"D"});
        QCOMPARE(r.after->aftermath->mayAdvance, (QStringList{"A0", "A1"}));
        QVERIFY(r.explanation.contains(QStringLiteral("Turned to half strength")));
    }

    // C12, R6: DD against a half-strength unit eliminates it without a retreat; one attacker
    // may advance into the emptied hex (V1).
    void halfStrengthDefenderEliminated()
    {
        const Situation s = example("C12");
        const CombatResolution r = resolveWith(s, 1);
        QCOMPARE(r.eliminated, QStringList{"D"});
        QCOMPARE(r.after->unit("D")->state, UnitState::Eliminated);
        QVERIFY(r.mustRetreat.isEmpty());
        herald::hexwar::AdvanceCheck check;
        QVERIFY(!herald::hexwar::advanceAfterCombat(s.map, *r.after, "D", hx("1124"), &check));
        QCOMPARE(check.refusal, herald::hexwar::AdvanceRefusal::NotAWinner);
        const auto advanced =
            herald::hexwar::advanceAfterCombat(s.map, *r.after, "A1", hx("1124"), &check);
        QVERIFY2(advanced, qPrintable(check.explanation));
        QCOMPARE(advanced->unit("A1")->hex, hx("1124"));
        QVERIFY(!advanced->aftermath);
    }

    // C13 (A12): AD turns every attacker; one already at half strength is eliminated, on turn 3.
    void attackersDefeated()
    {
        const CombatResolution r = resolveWith(example("C13"), 6);
        QCOMPARE(r.turned, QStringList{"A0"});
        QCOMPARE(r.after->unit("A0")->strength(), 3);
        QCOMPARE(r.eliminated, QStringList{"A1"});
        QCOMPARE(r.after->unit("A1")->eliminatedOnTurn, 3);
        QCOMPARE(r.mustRetreat, QStringList{"A0"});
        QCOMPARE(r.after->aftermath->mayAdvance, QStringList{"D"});
    }

    // A12 option combat.ad_affects = chosen: only the named attacker turns; all retreat (R5).
    void attackerDefeatedChosenOnly()
    {
        Situation s = example("C13");
        s.settings.adAffects = herald::hexwar::AttackerDefeat::ChosenAttacker;
        Dice unnamed(Generator(1, 0));
        unnamed.queueTyped({6});
        const auto refused = herald::hexwar::resolveAttack(s.map, s.state, s.attackers, s.defender,
                                                           unnamed, s.settings);
        QCOMPARE(refused.check.refusal, AttackRefusal::NoAdUnitNamed);
        QVERIFY(unnamed.rolls().empty());
        Dice dice(Generator(1, 0));
        dice.queueTyped({6});
        const auto r = herald::hexwar::resolveAttack(s.map, s.state, s.attackers, s.defender, dice,
                                                     s.settings, "A0");
        QCOMPARE(r.result, CombatResult::AttackerDefeated);
        QCOMPARE(r.turned, QStringList{"A0"});
        QVERIFY(r.eliminated.isEmpty());
        QCOMPARE(r.mustRetreat, (QStringList{"A0", "A1"}));
        QCOMPARE(r.after->unit("A1")->state, UnitState::Half);
    }

    // C15, C16 and the other rules of 8.1.
    void attackRefusals()
    {
        const Situation s = example("C2");
        const CombatResolution first = resolveWith(s, 3); // no effect
        QVERIFY(first.ok());
        QVERIFY(!first.after->aftermath);
        GameState twice = *first.after;
        twice.units.push_back(makeUnit("E", Side::Karameikan, 2, 1, 4, "1126"));
        twice.units.push_back(makeUnit("B", Side::BlackEagle, 2, 1, 4, "1127"));
        // C15: A0 already attacked.
        auto check = herald::hexwar::checkAttack(s.map, twice, {"A0"}, "E");
        QCOMPARE(check.refusal, AttackRefusal::AttackerUsed);
        QVERIFY(check.explanation.contains(QStringLiteral("rule C3")));
        // C16: D already defended.
        check = herald::hexwar::checkAttack(s.map, twice, {"B"}, "D");
        QCOMPARE(check.refusal, AttackRefusal::DefenderUsed);
        QVERIFY(check.explanation.contains(QStringLiteral("rule C4")));
        // Not adjacent; own unit as defender; wrong phase; no attackers.
        QCOMPARE(herald::hexwar::checkAttack(s.map, twice, {"B"}, "E").refusal,
                 AttackRefusal::None);
        twice.unit("B")->hex = hx("1130");
        QCOMPARE(herald::hexwar::checkAttack(s.map, twice, {"B"}, "E").refusal,
                 AttackRefusal::NotAdjacent);
        QCOMPARE(herald::hexwar::checkAttack(s.map, twice, {"A0"}, "A1").refusal,
                 AttackRefusal::DefenderNotEnemy);
        QCOMPARE(herald::hexwar::checkAttack(s.map, twice, {}, "E").refusal,
                 AttackRefusal::NoAttackers);
        twice.phase = Phase::Movement;
        QCOMPARE(herald::hexwar::checkAttack(s.map, twice, {"B"}, "E").refusal,
                 AttackRefusal::NotCombatPhase);
        // A refused attack rolls nothing and changes nothing.
        Dice dice(Generator(1, 0));
        const auto refused =
            herald::hexwar::resolveAttack(s.map, twice, {"B"}, "E", dice, HexwarSettings{});
        QVERIFY(!refused.ok());
        QVERIFY(dice.rolls().empty());
    }

    // The roll goes through Dice: a typed real die is used and recorded with its purpose.
    void typedDieIsRecorded()
    {
        const Situation s = example("C1");
        Dice dice(Generator(1, 0));
        dice.queueTyped({4});
        const auto r = herald::hexwar::resolveAttack(s.map, s.state, s.attackers, s.defender, dice,
                                                     HexwarSettings{});
        QCOMPARE(r.result, CombatResult::AttackerRetreats);
        QCOMPARE(dice.rolls().size(), std::size_t(1));
        dice.queueTyped({7});
        QVERIFY_THROWS_EXCEPTION(herald::dice::InvalidEntry,
                                 (void)herald::hexwar::resolveAttack(s.map, s.state, s.attackers,
                                                                     s.defender, dice,
                                                                     HexwarSettings{}));
    }

    // R1: no legal hex (friends, enemy ZOC, river): eliminated even at full strength; the
    // attacker may advance into the emptied hex.
    void noRetreatEliminates()
    {
        Situation s =
            situation("1010", Terrain::Clear, Feature::None, counter(4, 2, 3), {counter(6, 3, 3)});
        const auto around = hx("1010").neighbours(); // N is the attacker
        s.state.units.push_back(makeUnit("K1", Side::Karameikan, 1, 0, 3));
        s.state.units.back().hex = around[2];
        s.state.units.push_back(makeUnit("K2", Side::Karameikan, 1, 0, 3));
        s.state.units.back().hex = around[3];
        s.map.setSide(herald::map::Hexside(hx("1010"), herald::map::Direction::SouthWest),
                      HexsideInfo{{}, QStringLiteral("Brook"), false});
        const CombatResolution r = resolveWith(s, 1); // +1 column, roll 1: DR
        QCOMPARE(r.result, CombatResult::DefenderRetreats);
        QVERIFY(herald::hexwar::legalRetreatHexes(s.map, *r.after, "D").isEmpty());
        herald::hexwar::RetreatCheck check;
        QCOMPARE(herald::hexwar::checkRetreat(s.map, *r.after, "D", around[1]).refusal,
                 RetreatRefusal::EnemyZoc);
        QCOMPARE(herald::hexwar::checkRetreat(s.map, *r.after, "D", around[2]).refusal,
                 RetreatRefusal::Occupied);
        QCOMPARE(herald::hexwar::checkRetreat(s.map, *r.after, "D", around[4]).refusal,
                 RetreatRefusal::AcrossRiver);
        const auto after = herald::hexwar::retreatUnit(s.map, *r.after, "D", std::nullopt, &check);
        QVERIFY2(after, qPrintable(check.explanation));
        QCOMPARE(after->unit("D")->state, UnitState::Eliminated);
        QVERIFY(herald::hexwar::advanceAfterCombat(s.map, *after, "A0", hx("1010"), nullptr));
    }

    // R3 (M11, R2.4): at the map edge the only free hexes are off the map.
    void retreatOffTheMap()
    {
        Situation s = situation("0101", Terrain::Clear, Feature::None, counter(4, 2, 3), {});
        s.state.units.push_back(makeUnit("A0", Side::BlackEagle, 6, 3, 3, "0201"));
        s.attackers = {"A0"};
        const CombatResolution r = resolveWith(s, 1);
        QCOMPARE(r.result, CombatResult::DefenderRetreats);
        QCOMPARE(
            herald::hexwar::checkRetreat(s.map, *r.after, "D", Hex::fromOffset({-1, 0})).refusal,
            RetreatRefusal::OffMap);
        QVERIFY(herald::hexwar::legalRetreatHexes(s.map, *r.after, "D").isEmpty());
    }

    // R4: a 0-strength enemy has a ZOC; a retreat with a legal hex left cannot be skipped (R3).
    void zeroStrengthZocAndOwnerChoice()
    {
        Situation s =
            situation("1010", Terrain::Clear, Feature::None, counter(4, 2, 3), {counter(6, 3, 3)});
        const CombatResolution r = resolveWith(s, 1);
        const auto free = herald::hexwar::legalRetreatHexes(s.map, *r.after, "D");
        QCOMPARE(free.size(), 3); // S, SE, SW: the north side is next to the attacker
        herald::hexwar::RetreatCheck check;
        QVERIFY(!herald::hexwar::retreatUnit(s.map, *r.after, "D", std::nullopt, &check));
        QCOMPARE(check.refusal, RetreatRefusal::LegalHexExists);

        GameState militia = *r.after;
        militia.units.push_back(makeUnit("M", Side::BlackEagle, 1, 0, 3, "1012"));
        militia.unit("M")->state = UnitState::Half; // 0-3
        QCOMPARE(herald::hexwar::checkRetreat(s.map, militia, "D", hx("1011")).refusal,
                 RetreatRefusal::EnemyZoc);
        const auto moved = herald::hexwar::retreatUnit(s.map, *r.after, "D", hx("1011"), &check);
        QVERIFY2(moved, qPrintable(check.explanation));
        QCOMPARE(moved->unit("D")->hex, hx("1011"));
        QVERIFY(moved->aftermath->mustRetreat.isEmpty());
    }

    // R5: two attackers share one legal hex; the first takes it, the second is eliminated.
    void attackersShareOneHex()
    {
        // Attackers north and north-east of the defender; every hex around them but the one they
        // both touch is filled with their own units.
        Situation s = situation("1010", Terrain::Clear, Feature::Keep, counter(6, 3, 3),
                                {counter(2, 1, 3), counter(2, 1, 3)});
        const Hex a0 = *s.state.unit("A0")->hex;
        const Hex a1 = *s.state.unit("A1")->hex;
        QSet<Hex> shared;
        for (const Hex n : a0.neighbours()) {
            if (n.distanceTo(a1) == 1 && n != hx("1010"))
                shared.insert(n);
        }
        QCOMPARE(shared.size(), 1); // two neighbours share two hexes: the defender and this one
        const Hex exit = *shared.begin();
        int blocker = 0;
        for (const Hex h : {a0, a1}) {
            for (const Hex n : h.neighbours()) {
                if (n == exit || n == hx("1010") || n == a0 || n == a1 || s.state.unitAt(n))
                    continue;
                s.state.units.push_back(
                    makeUnit(QStringLiteral("X%1").arg(blocker++), Side::BlackEagle, 1, 0, 3));
                s.state.units.back().hex = n;
            }
        }
        const CombatResolution r = resolveWith(s, 4); // 4 vs 6 in a keep: -1, roll 4: AR
        QCOMPARE(r.result, CombatResult::AttackerRetreats);
        QCOMPARE(herald::hexwar::legalRetreatHexes(s.map, *r.after, "A0"), QList<Hex>{exit});
        QCOMPARE(herald::hexwar::legalRetreatHexes(s.map, *r.after, "A1"), QList<Hex>{exit});
        herald::hexwar::RetreatCheck check;
        const auto first = herald::hexwar::retreatUnit(s.map, *r.after, "A1", exit, &check);
        QVERIFY2(first, qPrintable(check.explanation));
        QVERIFY(herald::hexwar::legalRetreatHexes(s.map, *first, "A0").isEmpty());
        const auto second = herald::hexwar::retreatUnit(s.map, *first, "A0", std::nullopt, &check);
        QVERIFY(second);
        QCOMPARE(second->unit("A0")->state, UnitState::Eliminated);
        // The defender may now advance into a hex the attackers left (V1).
        QVERIFY(herald::hexwar::checkAdvance(s.map, *second, "D", a0).ok());
        QCOMPARE(herald::hexwar::checkAdvance(s.map, *second, "D", exit).refusal,
                 herald::hexwar::AdvanceRefusal::NotVacated);
    }

    // R6 (11.3, A7, V3): an attacker advancing into Kelvin after a DR is the last to enter it.
    void advanceIntoKelvin()
    {
        Situation s =
            situation("2421", Terrain::Clear, Feature::City, counter(1, 0, 4), {counter(6, 3, 5)});
        s.state.objectiveHex = hx("2421");
        const CombatResolution r = resolveWith(s, 1); // 6 vs 1 in a city: +2,+3, roll 1: DR
        QCOMPARE(r.result, CombatResult::DefenderRetreats);
        herald::hexwar::RetreatCheck retreat;
        const auto legal = herald::hexwar::legalRetreatHexes(s.map, *r.after, "D");
        QVERIFY(!legal.isEmpty());
        const auto retreated =
            herald::hexwar::retreatUnit(s.map, *r.after, "D", legal.first(), &retreat);
        QVERIFY2(retreated, qPrintable(retreat.explanation));
        QCOMPARE(retreated->objectiveLastSide, Side::Karameikan);
        // V2: across a river only while advance.ignores_zoc_and_river holds (the default).
        HexwarMap river = s.map;
        river.setSide(*herald::map::Hexside::between(*s.state.unit("A0")->hex, hx("2421")),
                      HexsideInfo{{}, QStringLiteral("Windrush"), false});
        QVERIFY(herald::hexwar::checkAdvance(river, *retreated, "A0", hx("2421")).ok());
        HexwarSettings dry;
        dry.advanceCrossesRiver = false;
        QCOMPARE(herald::hexwar::checkAdvance(river, *retreated, "A0", hx("2421"), dry).refusal,
                 herald::hexwar::AdvanceRefusal::AcrossRiver);
        herald::hexwar::AdvanceCheck advance;
        const auto advanced =
            herald::hexwar::advanceAfterCombat(s.map, *retreated, "A0", hx("2421"), &advance);
        QVERIFY2(advanced, qPrintable(advance.explanation));
        QCOMPARE(advanced->objectiveLastSide, Side::BlackEagle);
        // Only one unit advances (V1): the combat is closed.
        QCOMPARE(herald::hexwar::checkAdvance(s.map, *advanced, "A0", legal.first()).refusal,
                 herald::hexwar::AdvanceRefusal::NothingToAdvanceInto);
    }

    // R7 (R2.3, A19): the only open way is a bridge: closed by default, open by the setting.
    void retreatOverBridge()
    {
        Situation s =
            situation("1010", Terrain::Clear, Feature::None, counter(4, 2, 3), {counter(6, 3, 3)});
        const auto around = hx("1010").neighbours();
        s.map.setSide(herald::map::Hexside(hx("1010"), herald::map::Direction::South),
                      HexsideInfo{{}, QStringLiteral("Highreach"), true});
        const CombatResolution r = resolveWith(s, 1);
        QCOMPARE(herald::hexwar::checkRetreat(s.map, *r.after, "D", around[3]).refusal,
                 RetreatRefusal::AcrossRiver);
        HexwarSettings open;
        open.retreatOverBridge = true;
        QVERIFY(herald::hexwar::checkRetreat(s.map, *r.after, "D", around[3], open).ok());
        // The next attack waits for the retreat (spec 4: each result applied first).
        QCOMPARE(herald::hexwar::checkAttack(s.map, *r.after, {"A0"}, "D").refusal,
                 AttackRefusal::AftermathOpen);
    }
};

QTEST_GUILESS_MAIN(TestHexwarCombat)
#include "tst_hexwar_combat.moc"
