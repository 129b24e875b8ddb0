// Dragon Noir melee (§4): both combat results tables cell by cell (§4.6, §12 A1, A2), odds
// (§4.2), terrain shifts (§4.3, §12 A6), joint attacks (§4.4, §8.4, §12 C18, C19), armour and
// the Slayer's modifier (§4.5, §12 C29), results applied (§4.7, §4.9), advance (§4.8), and
// the worked examples 1-21 of §13.1.
#include "skirmishfiles.h"

#include "core/skirmish/combattables.h"
#include "core/skirmish/melee.h"

#include <QtTest>

using namespace herald::skirmish;

namespace {

Fighter fighter(const char *id, Terrain terrain = Terrain::Flat, bool mounted = false)
{
    Fighter f;
    f.profile = &skirmishfiles::profile(id);
    f.state.horse = mounted ? HorseState::WithRider : HorseState::None;
    f.hexes = mounted ? std::vector<Terrain>{terrain, terrain} : std::vector<Terrain>{terrain};
    return f;
}

MeleeSetup setup(std::vector<Fighter> attackers, std::vector<Fighter> defenders,
                 Game game = Game::DN1)
{
    MeleeSetup s;
    s.game = game;
    s.attackers = std::move(attackers);
    s.defenders = std::move(defenders);
    return s;
}

// The tables as §4.6 prints them, one string per odds column, rolls 1..10.
const char *const kFoot[12] = {"DCCBBA----", "EDCCCBBA--", "EDDCCCCBA-", "EEDDCCCCBB",
                               "FEEDDCCCCB", "FFEEDDCCCC", "FFEEEDDCCC", "FFFEEEDDCC",
                               "FFFFEEEDDC", "FFFFFEEEDD", "FFFFFFEEED", "FFFFFFFFEE"};
const char *const kMounted[12] = {"CCCBBA----", "DCCCBA----", "DDCCCBA---", "EDDCCCBA--",
                                  "EEDDCCCBA-", "FEEDDCCCBB", "FFEEDDCCCB", "GFFEEDDCCC",
                                  "GGFFEEDDCC", "HGGFFEEDDC", "HHGGFFEEDD", "HHHGGFFEED"};

} // namespace

class TestSkirmishMelee : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void footTable_data();
    void footTable();
    void mountedTable_data();
    void mountedTable();
    void mountedConservative();
    void odds_data();
    void odds();
    void terrainShift_data();
    void terrainShift();
    void jointAttack_data();
    void jointAttack();
    void refusals_data();
    void refusals();
    void rollModifiers_data();
    void rollModifiers();
    void workedExamples_data();
    void workedExamples();
    void mountedResults_data();
    void mountedResults();
    void venomRollThroughDice();
    void advance();
    void explanation();
    void specialCases();
};

// §4.6 Table C-F, every column and roll; §12 A2 short rows end in "-".
void TestSkirmishMelee::footTable_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("letter");
    for (int c = 1; c <= 12; ++c)
        for (int r = 1; r <= 10; ++r)
            QTest::addRow("§4.6 C-F %s roll %d", qPrintable(columnLabel(c)), r)
                << c << r << QString(QLatin1Char(kFoot[c - 1][r - 1]));
}

void TestSkirmishMelee::footTable()
{
    QFETCH(int, column);
    QFETCH(int, roll);
    QFETCH(QString, letter);
    QCOMPARE(resultLetter(footCombatTable().at(column, roll)), letter);
}

// §4.6 Table C-M, every column and roll; §12 A1 rows 11-1 and 12-1+ extrapolated.
void TestSkirmishMelee::mountedTable_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("letter");
    for (int c = 1; c <= 12; ++c)
        for (int r = 1; r <= 10; ++r)
            QTest::addRow("§4.6 C-M %s roll %d", qPrintable(columnLabel(c)), r)
                << c << r << QString(QLatin1Char(kMounted[c - 1][r - 1]));
}

void TestSkirmishMelee::mountedTable()
{
    QFETCH(int, column);
    QFETCH(int, roll);
    QFETCH(QString, letter);
    QCOMPARE(resultLetter(mountedCombatTable(SkirmishSettings{}).at(column, roll)), letter);
}

// §12 A1 option "conservative": 11-1 and 12-1+ read as 10-1.
void TestSkirmishMelee::mountedConservative()
{
    SkirmishSettings s;
    s.mountedRowsExtrapolated = false;
    const CombatTable t = mountedCombatTable(s);
    for (int r = 1; r <= 10; ++r) {
        QCOMPARE(resultLetter(t.at(11, r)), QString(QLatin1Char(kMounted[9][r - 1])));
        QCOMPARE(resultLetter(t.at(12, r)), QString(QLatin1Char(kMounted[9][r - 1])));
    }
}

// §4.2: ratio rounded down, 12-1+ cap; every column reached by a single attacker.
void TestSkirmishMelee::odds_data()
{
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QString>("defender");
    QTest::addColumn<int>("column");
    QTest::newRow("§4.2 Gromrak 16 v Simon 4: 4-1") << "gromrak"
                                                    << "simon" << 4;
    QTest::newRow("§4.2 Konrad 20 v Gromrak 10: 2-1") << "konrad"
                                                      << "gromrak" << 2;
    QTest::newRow("§4.2 Gnurr 22 v Black Fox 12: 1.83 rounds to 1-1") << "gnurr"
                                                                      << "black-fox" << 1;
    QTest::newRow("§4.2 Gromrak 16 v Zabek 2: 8-1") << "gromrak"
                                                    << "zabek" << 8;
    QTest::newRow("§4.2 Konrad 20 v Simon 4: 5-1") << "konrad"
                                                   << "simon" << 5;
    QTest::newRow("§4.2 Gnurr 22 v Zabek 2: 11-1") << "gnurr"
                                                   << "zabek" << 11;
    QTest::newRow("§4.2 Thrugg 20 v Zabek 2: 10-1") << "thrugg"
                                                    << "zabek" << 10;
    QTest::newRow("§4.2 Ashrak 16 v Zabek 2: 8-1") << "ashrak"
                                                   << "zabek" << 8;
    QTest::newRow("§4.2 Zugun 14 v Zabek 2: 7-1") << "zugun"
                                                  << "zabek" << 7;
    QTest::newRow("§4.2 Shraggag 12 v Zabek 2: 6-1") << "shraggag"
                                                     << "zabek" << 6;
    QTest::newRow("§4.2 Krobek 12 v Zacharie 3: 4-1") << "krobek"
                                                      << "zacharie" << 4;
    QTest::newRow("§4.2 Gromrak 16 v Findarfin (5): 3-1") << "gromrak"
                                                          << "findarfin" << 3;
    QTest::newRow("§4.2 Alkiram 80 v Zabek 2: 12-1+") << "alkiram"
                                                      << "zabek" << 12;
    QTest::newRow("§4.2 Azrog 10 v Gotmar 2 (DN1): 5-1") << "azrog"
                                                         << "gotmar" << 5;
    QTest::newRow("§4.2 Krular 8 v Sarah 2 (DN1): 4-1") << "krular"
                                                        << "sarah" << 4;
    QTest::newRow("§4.2 Migam 24 v Zabek 2: 12-1+") << "migam"
                                                    << "zabek" << 12;
    QTest::newRow("§4.2 Gromrak 16 v Rix 4: 4-1") << "gromrak"
                                                  << "rix" << 4;
    QTest::newRow("§4.2 Gnurr 22 v Davrich 4: 5-1") << "gnurr"
                                                    << "davrich" << 5;
    QTest::newRow("§4.2 Gnurr 22 v Krobek 6: 3-1") << "gnurr"
                                                   << "krobek" << 3;
    QTest::newRow("§4.2 Gnurr 22 v Jon 3: 7-1") << "gnurr"
                                                << "jon" << 7;
    QTest::newRow("§4.2 Black Fox 18 v Zabek 2: 9-1") << "black-fox"
                                                      << "zabek" << 9;
}

void TestSkirmishMelee::odds()
{
    QFETCH(QString, attacker);
    QFETCH(QString, defender);
    QFETCH(int, column);
    const MeleeOdds o =
        meleeOdds(setup({fighter(qPrintable(attacker))}, {fighter(qPrintable(defender))}), {});
    QVERIFY2(o.legal(), qPrintable(o.refusalText));
    QCOMPARE(o.column, column);
    QCOMPARE(o.table, CombatTableKind::Foot);
}

// §4.3 every cell of the terrain influence table (§12 A6: shift = attacker − defender):
// paved is +, flat 0, stairway −. Gromrak 16 v Simon 4 is 4-1 before the shift.
void TestSkirmishMelee::terrainShift_data()
{
    QTest::addColumn<int>("attackerTerrain");
    QTest::addColumn<int>("defenderTerrain");
    QTest::addColumn<int>("shift");
    const int plus = int(Terrain::Paved), zero = int(Terrain::Flat), minus = int(Terrain::Stairway);
    QTest::newRow("§4.3 − v +: 2 left") << minus << plus << -2;
    QTest::newRow("§4.3 − v 0: 1 left") << minus << zero << -1;
    QTest::newRow("§4.3 − v −: none") << minus << minus << 0;
    QTest::newRow("§4.3 0 v +: 1 left") << zero << plus << -1;
    QTest::newRow("§4.3 0 v 0: none") << zero << zero << 0;
    QTest::newRow("§4.3 0 v −: 1 right") << zero << minus << 1;
    QTest::newRow("§4.3 + v +: none") << plus << plus << 0;
    QTest::newRow("§4.3 + v 0: 1 right") << plus << zero << 1;
    QTest::newRow("§4.3 + v −: 2 right") << plus << minus << 2;
    QTest::newRow("§3.2 doorway is +: 0 v doorway 1 left") << zero << int(Terrain::Doorway) << -1;
    QTest::newRow("§3.2 tree is − for others: 0 v tree 1 right") << zero << int(Terrain::Tree) << 1;
    QTest::newRow("§3.2 scrub 0 v water −: 1 right")
        << int(Terrain::Scrub) << int(Terrain::Water) << 1;
    QTest::newRow("§3.2 rubble − v marsh −: none")
        << int(Terrain::Rubble) << int(Terrain::Marsh) << 0;
    QTest::newRow("§3.2 stepping stones − v bridge 0: 1 left")
        << int(Terrain::SteppingStones) << int(Terrain::Bridge) << -1;
    QTest::newRow("§3.2 steep slope 0 v flat 0: none") << int(Terrain::SteepSlope) << zero << 0;
}

void TestSkirmishMelee::terrainShift()
{
    QFETCH(int, attackerTerrain);
    QFETCH(int, defenderTerrain);
    QFETCH(int, shift);
    const MeleeOdds o = meleeOdds(setup({fighter("gromrak", Terrain(attackerTerrain))},
                                        {fighter("simon", Terrain(defenderTerrain))}),
                                  {});
    QVERIFY2(o.legal(), qPrintable(o.refusalText));
    QCOMPARE(o.terrainShift, shift);
    QCOMPARE(o.column, 4 + shift);
}

// §4.3 special terrain values: Elves in trees, Gharvs, Krobs on webs, riders' worse hex.
// §4.4 joint attacks; §8.4 dwarves (§12 C18); §12 C19 riders against a rider.
void TestSkirmishMelee::jointAttack_data()
{
    QTest::addColumn<QStringList>("attackers");
    QTest::addColumn<bool>("attackersMounted");
    QTest::addColumn<QString>("defender");
    QTest::addColumn<bool>("defenderMounted");
    QTest::addColumn<bool>("cumulative");
    QTest::addColumn<int>("jointShift");
    QTest::newRow("§4.4 two attackers: 1 right")
        << QStringList{"aldus", "matt"} << false << "gromrak" << false << false << 1;
    QTest::newRow("§4.4 one attacker: none")
        << QStringList{"aldus"} << false << "gromrak" << false << false << 0;
    QTest::newRow("§8.4 three dwarves: 3 right")
        << QStringList{"kerin", "ferin", "gorin"} << false << "gromrak" << false << false << 3;
    QTest::newRow("§12 C18 cumulative option: 4 right")
        << QStringList{"kerin", "ferin", "gorin"} << false << "gromrak" << false << true << 4;
    QTest::newRow("§12 C18 one dwarf and a man: 1 right")
        << QStringList{"kerin", "aldus"} << false << "gromrak" << false << false << 1;
    QTest::newRow("§12 C19 foot attackers on a rider: none")
        << QStringList{"black-fox", "zed"} << false << "konrad" << true << false << 0;
    QTest::newRow("§12 C19 two riders on a rider: 1 right")
        << QStringList{"grast", "hohmley"} << true << "black-fox" << true << false << 1;
}

void TestSkirmishMelee::jointAttack()
{
    QFETCH(QStringList, attackers);
    QFETCH(bool, attackersMounted);
    QFETCH(QString, defender);
    QFETCH(bool, defenderMounted);
    QFETCH(bool, cumulative);
    QFETCH(int, jointShift);
    std::vector<Fighter> side;
    for (const QString &id : attackers)
        side.push_back(fighter(qPrintable(id), Terrain::Flat, attackersMounted));
    SkirmishSettings settings;
    settings.dwarfBonusCumulative = cumulative;
    const MeleeOdds o = meleeOdds(
        setup(side, {fighter(qPrintable(defender), Terrain::Flat, defenderMounted)}), settings);
    QVERIFY2(o.legal(), qPrintable(o.refusalText));
    QCOMPARE(o.jointShift, jointShift);
}

// §4.1, §4.2, §12 C2, C15: combats that cannot be fought, each saying why.
void TestSkirmishMelee::refusals_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("refusal");
    QTest::addColumn<QString>("text");
    QTest::newRow("§4.2 §13 ex.6 below 1-1") << 0 << int(MeleeRefusal::OddsBelowOneToOne)
                                             << "§4.2 attack 4 against defence 10 is below 1-1: "
                                                "the attack cannot be made";
    QTest::newRow("§4.1 armour cannot attack into water")
        << 1 << int(MeleeRefusal::CannotEnterDefenderHex)
        << "§4.1 Aldus could not enter Gromrak's water hex, so cannot attack it";
    QTest::newRow("§4.1 a rider cannot attack into a tree")
        << 2 << int(MeleeRefusal::CannotEnterDefenderHex)
        << "§4.1 Konrad the Just could not enter Gromrak's tree hex, so cannot attack it";
    QTest::newRow("§4.1 a stunned character cannot attack")
        << 3 << int(MeleeRefusal::AttackerCannotFight) << "§4.1 Gromrak cannot attack: stunned";
    QTest::newRow("§12 C15 a disabled dragon part") << 4 << int(MeleeRefusal::DefenceZero)
                                                    << "§12 C15 Black Dragon's tail has defence 0 "
                                                       "(disabled) and cannot be attacked";
    QTest::newRow("§4.1 a Gharv cannot attack up a slope")
        << 5 << int(MeleeRefusal::CannotEnterDefenderHex)
        << "§4.1 Gharv could not enter Gromrak's steep slope hex, so cannot attack it";
    QTest::newRow("§4.1 no combat into a crevasse")
        << 6 << int(MeleeRefusal::NoCombatInTerrain) << "§4.1 no combat into a crevasse hex";
}

void TestSkirmishMelee::refusals()
{
    QFETCH(int, which);
    QFETCH(int, refusal);
    QFETCH(QString, text);
    MeleeSetup s;
    switch (which) {
    case 0:
        s = setup({fighter("zacharie")}, {fighter("gromrak")});
        break;
    case 1:
        s = setup({fighter("aldus")}, {fighter("gromrak", Terrain::Water)});
        break;
    case 2:
        s = setup({fighter("konrad", Terrain::Flat, true)}, {fighter("gromrak", Terrain::Tree)});
        break;
    case 3:
        s = setup({fighter("gromrak")}, {fighter("simon")});
        s.attackers[0].state.health = Health::Stunned;
        break;
    case 4:
        s = setup({fighter("konrad")}, {fighter("dragon-tail")});
        s.defenders[0].state = {Health::Wounded, 2, HorseState::None, false};
        break;
    case 5:
        s = setup({fighter("gharv", Terrain::Water)}, {fighter("gromrak", Terrain::SteepSlope)},
                  Game::DN2);
        break;
    default:
        s = setup({fighter("gromrak")}, {fighter("simon", Terrain::Crevasse)});
        break;
    }
    const MeleeResolution r = resolveMelee(s, 5, std::nullopt, {});
    QVERIFY(!r.odds.legal());
    QCOMPARE(int(*r.odds.refusal), refusal);
    QCOMPARE(r.explain(), text);
    QVERIFY(r.attackers.empty());
}

// §4.5 armour +1 (all defenders), §9.3 Slayer −1, §12 C29 sum then clamp to 1..10.
void TestSkirmishMelee::rollModifiers_data()
{
    QTest::addColumn<QStringList>("attackers");
    QTest::addColumn<QStringList>("defenders");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("roll");
    QTest::newRow("§4.5 armoured defender +1")
        << QStringList{"gromrak"} << QStringList{"aldus"} << 4 << 5;
    QTest::newRow("§4.5 §13 ex.8 10 + 1 = 10")
        << QStringList{"gromrak"} << QStringList{"aldus"} << 0 << 10;
    QTest::newRow("§4.5 not all defenders armoured: no modifier")
        << QStringList{"gnurr"} << QStringList{"kuruz", "simon"} << 4 << 4;
    QTest::newRow("§4.5 every defender armoured: +1")
        << QStringList{"gnurr"} << QStringList{"kuruz", "aldus"} << 4 << 5;
    QTest::newRow("§9.3 Slayer −1, a 1 stays 1")
        << QStringList{"slayer-1"} << QStringList{"simon"} << 1 << 1;
    QTest::newRow("§9.3 Slayer −1") << QStringList{"slayer-1"} << QStringList{"simon"} << 6 << 5;
    QTest::newRow("§12 C29 Slayer against armour: 1 − 1 + 1 = 1")
        << QStringList{"slayer-1"} << QStringList{"aldus"} << 1 << 1;
    QTest::newRow("§4.5 §9.3 Warrior shell counts as armour")
        << QStringList{"konrad"} << QStringList{"warrior"} << 3 << 4;
}

void TestSkirmishMelee::rollModifiers()
{
    QFETCH(QStringList, attackers);
    QFETCH(QStringList, defenders);
    QFETCH(int, face);
    QFETCH(int, roll);
    std::vector<Fighter> a, d;
    for (const QString &id : attackers)
        a.push_back(fighter(qPrintable(id)));
    for (const QString &id : defenders)
        d.push_back(fighter(qPrintable(id)));
    const MeleeResolution r = resolveMelee(setup(a, d, Game::DN2), face, 9, {});
    QVERIFY2(r.odds.legal(), qPrintable(r.odds.refusalText));
    QCOMPARE(r.roll, roll);
}

// §13.1 worked examples 1-21. Each row: the example, the die, the expected column and
// letter, and the harmed character's state afterwards.
void TestSkirmishMelee::workedExamples_data()
{
    QTest::addColumn<int>("example");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("venom"); // -1: none given
    QTest::addColumn<bool>("option");
    QTest::addColumn<int>("column"); // 0: refused
    QTest::addColumn<QString>("letter");
    QTest::addColumn<QString>("after"); // the harmed character afterwards

    QTest::newRow("§13 ex.1 doorway: 1-1 roll 7 no effect") << 1 << 7 << -1 << false << 1 << "-"
                                                            << "Azrog, healthy: 10/6-6";
    QTest::newRow("§13 ex.1 roll 6: attacker wounded") << 1 << 6 << -1 << false << 1 << "A"
                                                       << "Azrog, wounded: 5/2-3";
    QTest::newRow("§13 ex.2 Konrad v Gromrak roll 3: C") << 2 << 3 << -1 << false << 2 << "C"
                                                         << "Gromrak, healthy: 16/10-6";
    QTest::newRow("§13 ex.3 Gnurr v Black Fox roll 5+1: A") << 3 << 5 << -1 << false << 1 << "A"
                                                            << "Gnurr, 1 wound(s): 16/9-3";
    QTest::newRow("§13 ex.4 stairway joint attack roll 2: D") << 4 << 2 << -1 << false << 3 << "D"
                                                              << "Zugun, stunned: 0/1-0";
    QTest::newRow("§13 ex.5 stunned Zugun roll 9: E kills") << 5 << 9 << -1 << false << 12 << "E"
                                                            << "Zugun, dead";
    QTest::newRow("§13 ex.6 Zacharie v Gromrak: illegal") << 6 << 5 << -1 << false << 0 << "-"
                                                          << "";
    QTest::newRow("§13 ex.7 Krobek v doorway: illegal") << 7 << 5 << -1 << false << 0 << "-"
                                                        << "";
    QTest::newRow("§13 ex.7 option resolve at 1-1") << 7 << 7 << -1 << true << 1 << "-"
                                                    << "Gromrak, healthy: 16/10-6";
    QTest::newRow("§13 ex.8 4-1 v armour roll 0: B") << 8 << 0 << -1 << false << 4 << "B"
                                                     << "Gnurr, healthy: 22/12-4";
    QTest::newRow("§13 ex.9 two on two roll 1: E, the Orks choose Gromrak")
        << 9 << 1 << -1 << false << 2 << "E"
        << "Gromrak, wounded: 8/5-3";
    QTest::newRow("§13 ex.10 foot v mounted Konrad roll 3+1: B")
        << 10 << 3 << -1 << false << 1 << "B"
        << "Black Fox, healthy: 18/(12)-8";
    QTest::newRow("§13 ex.11 two riders roll 1+1: D, Black Fox stunned and dismounted")
        << 11 << 1 << -1 << false << 3 << "D"
        << "Black Fox, stunned: 0/(5)-0";
    QTest::newRow("§13 ex.12 between the legs roll 4: D, Lucifer retreats")
        << 12 << 4 << -1 << false << 5 << "D"
        << "Lucifer, healthy: 14/10-12";
    QTest::newRow("§13 ex.13 Slayer roll 1: E, venom kills Aldus")
        << 13 << 1 << -1 << false << 2 << "E"
        << "Aldus, dead";
    QTest::newRow("§13 ex.14 Slayer and Hunter, venom roll 7: ordinary wound")
        << 14 << 1 << 7 << false << 3 << "E"
        << "Aldus, wounded: 6/(4)-3";
    QTest::newRow("§13 ex.14 venom roll 3: mortal") << 14 << 1 << 3 << false << 3 << "E"
                                                    << "Aldus, dead";
    QTest::newRow("§13 ex.15 Zed's poison kills Davrich") << 15 << 1 << -1 << false << 2 << "E"
                                                          << "Davrich, dead";
    QTest::newRow("§13 ex.16 Krobs immune: Hunter wounded") << 16 << 1 << -1 << false << 3 << "E"
                                                            << "Hunter Krob, wounded: 4/2-6";
    QTest::newRow("§13 ex.17 three dwarves 6-1 roll 5: D") << 17 << 5 << -1 << false << 6 << "D"
                                                           << "Gromrak, stunned: 0/1-0";
    QTest::newRow("§13 ex.17 cumulative option 7-1: E") << 17 << 5 << -1 << true << 7 << "E"
                                                        << "Gromrak, wounded: 8/5-3";
    QTest::newRow("§13 ex.18 dragon body roll 2: D = a wound")
        << 18 << 2 << -1 << false << 2 << "D"
        << "Black Dragon's body, 1 wound(s): 0/20-5";
    QTest::newRow("§13 ex.19 Throda killed: two wounds") << 19 << 1 << -1 << false << 5 << "F"
                                                         << "Throda, 2 wound(s): 10/6-2";
    QTest::newRow("§13 ex.20 Tiom from behind: 6-1") << 20 << 10 << -1 << false << 6 << "C"
                                                     << "Tiom, healthy: 22/22-4";
    QTest::newRow("§13 ex.20 Tiom from the front: 1-1") << 21 << 10 << -1 << false << 1 << "-"
                                                        << "Tiom, healthy: 22/22-4";
    QTest::newRow("§13 ex.21 Gharv appears in water, roll 6: D, Jon stunned")
        << 22 << 6 << -1 << false << 7 << "D"
        << "Jon, stunned: 0/1-0";
}

void TestSkirmishMelee::workedExamples()
{
    QFETCH(int, example);
    QFETCH(int, face);
    QFETCH(int, venom);
    QFETCH(bool, option);
    QFETCH(int, column);
    QFETCH(QString, letter);
    QFETCH(QString, after);

    SkirmishSettings settings;
    MeleeSetup s;
    bool harmAttacker = false;
    int harmedIndex = 0;
    switch (example) {
    case 1: // Azrog 10 against Simon 4 in a doorway
        s = setup({fighter("azrog")}, {fighter("simon", Terrain::Doorway)});
        harmAttacker = true;
        break;
    case 2:
        s = setup({fighter("konrad")}, {fighter("gromrak")});
        harmedIndex = 0;
        break;
    case 3:
        s = setup({fighter("gnurr")}, {fighter("black-fox")});
        harmAttacker = true;
        break;
    case 4:
        s = setup({fighter("grast", Terrain::Stairway), fighter("hohmley")}, {fighter("zugun")});
        break;
    case 5:
        s = setup({fighter("aldus"), fighter("matt")}, {fighter("zugun")});
        s.defenders[0].state.health = Health::Stunned;
        break;
    case 6:
        s = setup({fighter("zacharie")}, {fighter("gromrak")});
        break;
    case 7:
        s = setup({fighter("krobek")}, {fighter("gromrak", Terrain::Doorway)});
        settings.resolveBelowOneToOne = option;
        break;
    case 8: // Gnurr + Throda 44 against Black Fox 12: 3-1, joint +1 = 4-1; armour +1
        s = setup({fighter("gnurr"), fighter("throda")}, {fighter("black-fox")});
        harmAttacker = true;
        break;
    case 9:
        s = setup({fighter("konrad"), fighter("aldus")}, {fighter("kuruz"), fighter("gromrak")});
        s.defenderTakingHarm = 1;
        harmedIndex = 1;
        break;
    case 10:
        s = setup({fighter("black-fox"), fighter("zed")}, {fighter("konrad", Terrain::Flat, true)});
        harmAttacker = true;
        break;
    case 11:
        s = setup({fighter("grast", Terrain::Flat, true), fighter("hohmley", Terrain::Flat, true)},
                  {fighter("black-fox", Terrain::Flat, true)});
        break;
    case 12:
        s = setup({fighter("migam")}, {fighter("lucifer")}, Game::DN2);
        s.guardBetweenLegs = true;
        break;
    case 13:
        s = setup({fighter("slayer-4")}, {fighter("aldus")}, Game::DN2);
        break;
    case 14:
        s = setup({fighter("slayer-4"), fighter("hunter")}, {fighter("aldus")}, Game::DN2);
        break;
    case 15:
        s = setup({fighter("zed")}, {fighter("davrich")});
        break;
    case 16:
        s = setup({fighter("zed")}, {fighter("hunter")}, Game::DN2);
        break;
    case 17:
        s = setup({fighter("kerin"), fighter("ferin"), fighter("gorin")}, {fighter("gromrak")});
        settings.dwarfBonusCumulative = option;
        break;
    case 18:
        s = setup({fighter("konrad"), fighter("grast")}, {fighter("dragon-body")});
        break;
    case 19: // a killing blow on Throda: Migam between the legs, 48 v 12 = 4-1, +1 = 5-1
        s = setup({fighter("migam")}, {fighter("throda")}, Game::DN2);
        s.guardBetweenLegs = true;
        break;
    case 20: // 30 attack points against Tiom from an R hex: mounted Konrad
        s = setup({fighter("konrad", Terrain::Flat, true)}, {fighter("tiom")});
        s.defenders[0].attackedFromRear = true;
        break;
    case 21:
        s = setup({fighter("konrad", Terrain::Flat, true)}, {fighter("tiom")});
        break;
    default: // 22: example 21, the Gharv's appearance shift in water
        s = setup({fighter("gharv", Terrain::Water)}, {fighter("jon", Terrain::Water)}, Game::DN2);
        s.gharvAppearanceShift = 2;
        break;
    }
    const MeleeResolution r =
        resolveMelee(s, face, venom < 0 ? std::nullopt : std::optional<int>(venom), settings);
    if (column == 0) {
        QVERIFY(!r.odds.legal());
        QVERIFY(!r.explain().isEmpty());
        return;
    }
    QVERIFY2(r.odds.legal(), qPrintable(r.odds.refusalText));
    QCOMPARE(r.odds.column, column);
    QCOMPARE(resultLetter(r.result), letter);
    const Fighter &who = harmAttacker ? s.attackers[std::size_t(harmedIndex)]
                                      : s.defenders[std::size_t(harmedIndex)];
    const FighterOutcome &out = harmAttacker ? r.attackers[std::size_t(harmedIndex)]
                                             : r.defenders[std::size_t(harmedIndex)];
    QCOMPARE(describeState(*who.profile, out.after, s.game), after);
    QVERIFY(r.explain().contains(QStringLiteral("§4.10")));
}

// §4.6 C-M results applied to a rider (§4.7, §4.9) and to a riderless horse (§12 C14).
void TestSkirmishMelee::mountedResults_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("horseOnly");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("horse");
    QTest::addColumn<int>("retreat");
    // Konrad (30) and Grast (26) mounted v Davrich mounted (6): 56/6 = 9-1, +1 joint = 10-1.
    const int ok = int(Health::Healthy), st = int(Health::Stunned), wd = int(Health::Wounded),
              dd = int(Health::Dead);
    const int with = int(HorseState::WithRider), alone = int(HorseState::Riderless),
              dead = int(HorseState::Dead);
    QTest::newRow("§4.6 C-M 10-1 roll 1 H: horse and rider killed")
        << 1 << false << "H" << dd << dead << 0;
    QTest::newRow("§4.6 C-M 10-1 roll 2 G: rider killed, horse riderless")
        << 2 << false << "G" << dd << alone << 0;
    QTest::newRow("§4.6 C-M 10-1 roll 4 F: horse killed, rider wounded, dismounted")
        << 4 << false << "F" << wd << dead << 0;
    QTest::newRow("§4.6 C-M 10-1 roll 6 E: rider wounded, stays mounted")
        << 6 << false << "E" << wd << with << 0;
    QTest::newRow("§4.6 C-M 10-1 roll 8 D: rider stunned, dismounted")
        << 8 << false << "D" << st << alone << 0;
    QTest::newRow("§4.6 C-M 10-1 roll 10 C: rider retreats")
        << 10 << false << "C" << ok << with << 1;
    QTest::newRow("§4.9 riderless horse: E kills it") << 6 << true << "E" << ok << dead << 0;
    QTest::newRow("§12 C14 riderless horse: D no effect") << 8 << true << "D" << ok << alone << 0;
    QTest::newRow("§12 C14 riderless horse: C retreats 1") << 10 << true << "C" << ok << alone << 1;
}

void TestSkirmishMelee::mountedResults()
{
    QFETCH(int, face);
    QFETCH(bool, horseOnly);
    QFETCH(QString, letter);
    QFETCH(int, health);
    QFETCH(int, horse);
    QFETCH(int, retreat);
    MeleeSetup s =
        setup({fighter("konrad", Terrain::Flat, true), fighter("grast", Terrain::Flat, true)},
              {fighter("davrich", Terrain::Flat, true)});
    if (horseOnly) {
        // Davrich's horse alone (defence 1) against mounted Simon (10): 10-1 again.
        s.defenders[0].state.horse = HorseState::Riderless;
        s.defenders[0].riderlessHorse = true;
        s.attackers = {fighter("simon", Terrain::Flat, true)}; // 10 v 1 = 10-1, one rider
    }
    const MeleeResolution r = resolveMelee(s, face, std::nullopt, {});
    QVERIFY2(r.odds.legal(), qPrintable(r.odds.refusalText));
    QCOMPARE(r.odds.table, CombatTableKind::Mounted);
    QCOMPARE(r.odds.column, 10);
    QCOMPARE(resultLetter(r.result), letter);
    QCOMPARE(int(r.defenders[0].after.health), health);
    QCOMPARE(int(r.defenders[0].after.horse), horse);
    QCOMPARE(r.defenders[0].retreatHexes, retreat);
}

// §9.3 the venom roll is made through the dice after the combat roll, typed like any die.
void TestSkirmishMelee::venomRollThroughDice()
{
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    dice.queueTyped({1, 2});
    const MeleeResolution r = resolveMelee(
        setup({fighter("slayer-4"), fighter("hunter")}, {fighter("aldus")}, Game::DN2), dice, {});
    QCOMPARE(dice.rolls().size(), std::size_t(2));
    QCOMPARE(r.venomFace, std::optional<int>(2));
    QCOMPARE(r.defenders[0].after.health, Health::Dead);
    QVERIFY(r.explain().contains(QStringLiteral("§9.3 venom roll 2")));
}

// §4.8: who may advance, DN1 one character 2/3 hexes, DN2 (and underground) everyone.
void TestSkirmishMelee::advance()
{
    MeleeSetup s = setup({fighter("konrad")}, {fighter("gromrak")});
    MeleeResolution r = resolveMelee(s, 3, std::nullopt, {}); // §13 ex.2: C
    QVERIFY(r.advance);
    QVERIFY(r.advance->attackers);
    QVERIFY(!r.advance->everyone);
    QCOMPARE(r.advance->hexes, 2);
    s.underground = true;
    r = resolveMelee(s, 3, std::nullopt, {});
    QVERIFY(r.advance->everyone);
    // B: the attacker retreats, the defenders may advance.
    r = resolveMelee(setup({fighter("gromrak")}, {fighter("simon")}), 10, std::nullopt, {});
    QCOMPARE(resultLetter(r.result), QStringLiteral("B"));
    QVERIFY(r.advance && !r.advance->attackers);
    // No effect: nobody advances.
    r = resolveMelee(setup({fighter("azrog")}, {fighter("simon", Terrain::Doorway)}), 7,
                     std::nullopt, {});
    QVERIFY(!r.advance);
}

// §4.10: the umpire reads odds, shifts, column, roll, row and what happened.
void TestSkirmishMelee::explanation()
{
    const MeleeResolution r = resolveMelee(
        setup({fighter("grast", Terrain::Stairway), fighter("hohmley")}, {fighter("zugun")}), 2,
        std::nullopt, {});
    QCOMPARE(r.explain(),
             QStringLiteral("§4.2 attack 28 (Grast 14 + Hohmley 14) against defence 9 (Zugun 9): "
                            "3-1; §4.3 terrain: attacker −, defender 0: 1 column(s) left; §4.4 "
                            "joint attack: 1 column right; §4.10 column 3-1 on the foot (C-F) "
                            "table; §4.10 rolled 2, modified 2: C-F 3-1 row 2 gives D (defender "
                            "stunned); §6.1 Zugun is stunned; §4.8 one of the attackers may "
                            "advance up to 2 hexes on foot or 3 mounted, first into a hex the "
                            "enemy left"));
}

// §8.1 Lucifer beside Godiva, §9.1 two dragon parts, §4.1 attacks per turn, §9.3 front only.
void TestSkirmishMelee::specialCases()
{
    // Gromrak 16 v Godiva on foot (7): 2-1; with Lucifer's 10 beside her: 16/17, illegal.
    MeleeSetup s = setup({fighter("gromrak")}, {fighter("godiva")});
    QCOMPARE(meleeOdds(s, {}).column, 2);
    s.luciferBesideGodiva = 10;
    MeleeOdds o = meleeOdds(s, {});
    QCOMPARE(o.defence, 17);
    QCOMPARE(*o.refusal, MeleeRefusal::OddsBelowOneToOne);
    QVERIFY(o.explain().contains(QStringLiteral("defence 17")));

    // Head 75 + claw 35 on Konrad on foot (18): 110/18 = 6-1, two parts +1 (no joint bonus).
    s = setup({fighter("dragon-head"), fighter("dragon-claw")}, {fighter("konrad")});
    s.dragonTwoParts = true;
    o = meleeOdds(s, {});
    QCOMPARE(o.ratio, 6);
    QCOMPARE(o.jointShift, 0);
    QCOMPARE(o.specialShift, 1);
    QCOMPARE(o.column, 7);

    // One attack a turn; an adult Guard two.
    s = setup({fighter("gromrak")}, {fighter("simon")});
    s.attackers[0].attacksMade = 1;
    QCOMPARE(*meleeOdds(s, {}).refusal, MeleeRefusal::AlreadyAttacked);
    s = setup({fighter("migam")}, {fighter("simon")}, Game::DN2);
    s.attackers[0].attacksMade = 1;
    QVERIFY(meleeOdds(s, {}).legal());
    s.attackers[0].attacksMade = 2;
    QCOMPARE(*meleeOdds(s, {}).refusal, MeleeRefusal::AlreadyAttacked);
    s.attackers[0].attacksMade = 0;
    s.attackers[0].state.baby = true; // a baby Guard attacks once
    s.attackers[0].attacksMade = 1;
    QCOMPARE(*meleeOdds(s, {}).refusal, MeleeRefusal::AlreadyAttacked);

    // §9.3: never to the rear.
    s = setup({fighter("alkiram")}, {fighter("simon")}, Game::DN2);
    s.attackers[0].targetInFrontArc = false;
    QCOMPARE(*meleeOdds(s, {}).refusal, MeleeRefusal::NotInFrontArc);
}

QTEST_GUILESS_MAIN(TestSkirmishMelee)
#include "tst_skirmish_melee.moc"
