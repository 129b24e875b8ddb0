// The New Year before production: NY-1 old armies removed (§3.1), NY-2a Last Stand (§2.7, I-61)
// and chaos lands (§7.5, I-62) feeding the NY-3 tally (§2.1-§2.3), NY-2 rebellion detection
// (§7.4.2); §12.1 T-25, T-26 and §12.3 D-08, D-09, D-26; and every New Year refusal's sentence.
#include "core/warmaster/armyremoval.h"
#include "core/warmaster/chaoslands.h"
#include "core/warmaster/laststand.h"
#include "core/warmaster/rebellion.h"
#include "worldbuilder.h"

#include <QtTest>

using namespace herald::warmaster;
using herald::dice::Dice;
using herald::dice::Generator;
using herald::map::Direction;
using PC = PopulationCentre;

Q_DECLARE_METATYPE(herald::warmaster::ArmyKept)
Q_DECLARE_METATYPE(herald::warmaster::ArmyState)
Q_DECLARE_METATYPE(herald::warmaster::LastStandKind)
Q_DECLARE_METATYPE(herald::warmaster::NewYearProblem)
Q_DECLARE_METATYPE(herald::warmaster::NewYearIssue)

namespace {

/// Dice that give the faces typed, in order; a test that asks for more fails loudly.
Dice typed(std::vector<int> faces)
{
    Dice dice(Generator(1, 0));
    dice.queueTyped(std::move(faces));
    return dice;
}

/// A chaos town at the centre with its six neighbours: villages of Veyra unless told otherwise.
struct ChaosRing
{
    StrategicMap map;
    int town = noIndex;
    std::array<int, 6> around{};
};

ChaosRing chaosRing(const std::array<PC, 6> &centres = {PC::Village, PC::Village, PC::Village,
                                                        PC::Village, PC::Village, PC::Village},
                    std::array<bool, 6> sea = {})
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    ChaosRing ring;
    const auto middle = at(4, 4);
    ring.town = w.land(middle, "Ashfen", PC::Town, veyra, true);
    for (std::size_t d = 0; d < 6; ++d) {
        const auto hex = middle.neighbour(herald::map::allDirections[d]);
        ring.around[d] = sea[d] ? w.sea(hex) : w.land(hex, "", centres[d], veyra);
    }
    ring.map = w.done();
    return ring;
}

} // namespace

class TestNewYear : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void removal_data();
    void removal();
    void independentArmyIsReset();
    void lastStand_data();
    void lastStand();
    void lastStandSite_data();
    void lastStandSite();
    void chaosTown_data();
    void chaosTown();
    void chaosTownDirectionRerolls();
    void chaosTownWithNowhereToGo();
    void chaosLand_data();
    void chaosLand();
    void vacatedChaosAreaRollsTheSameYear();
    void chaosSkipsAbsentAndUnownedLand();
    void rebellion_data();
    void rebellion();
    void refusalsNameTheirRule_data();
    void refusalsNameTheirRule();
};

// §3.1 NY-1: every army leaves, whatever its state, except expeditions at sea, independent
// lesser-race armies and the armies of absent players (§7.6 rule 3).
void TestNewYear::removal_data()
{
    QTest::addColumn<ArmyState>("state");
    QTest::addColumn<QString>("expedition");
    QTest::addColumn<bool>("independent");
    QTest::addColumn<bool>("absent");
    QTest::addColumn<bool>("removed");
    QTest::addColumn<ArmyKept>("kept");

    QTest::newRow("§3.1 an ordinary army leaves")
        << ArmyState::Normal << "" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 a routed army leaves")
        << ArmyState::Routed << "" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 a pre-engaged army leaves")
        << ArmyState::PreEngaged << "" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 a besieging army leaves (the siege is cleared)")
        << ArmyState::Besieging << "" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 a delayed army leaves (the delay is cleared)")
        << ArmyState::Delayed << "" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 a landed expedition leaves")
        << ArmyState::Normal << "landed" << false << false << true << ArmyKept::AtSea;
    QTest::newRow("§3.1 an expedition at sea stays for NY-5")
        << ArmyState::Normal << "sailing" << false << false << false << ArmyKept::AtSea;
    QTest::newRow("§7.7.6 an independent lesser-race army stays")
        << ArmyState::Besieging << "" << true << false << false << ArmyKept::IndependentArmy;
    QTest::newRow("§7.6 rule 3 an absent player's army waits")
        << ArmyState::Normal << "" << false << true << false << ArmyKept::NationAbsent;
}

void TestNewYear::removal()
{
    QFETCH(ArmyState, state);
    QFETCH(QString, expedition);
    QFETCH(bool, independent);
    QFETCH(bool, absent);
    QFETCH(bool, removed);
    QFETCH(ArmyKept, kept);
    Army army;
    army.id = QStringLiteral("a1");
    army.name = QStringLiteral("Host of the Crown");
    army.nationId = QStringLiteral("n0");
    army.state = state;
    army.expeditionId = expedition;
    const std::vector<Army> armies{army};
    ArmyRemovalFacts facts{armies, {QStringLiteral("sailing")}, {}, {}};
    if (independent)
        facts.independentArmies.insert(army.id);
    if (absent)
        facts.absentNations.insert(army.nationId);
    const auto decisions = removeOldArmies(facts);
    QCOMPARE(decisions.size(), std::size_t(1));
    QCOMPARE(decisions[0].removed, removed);
    if (!removed)
        QCOMPARE(decisions[0].kept, kept);
    QCOMPARE(decisions[0].reset, independent);
    QVERIFY(decisions[0].explain().contains(army.name));
    QVERIFY(decisions[0].explain().contains(removed || !absent ? "NY-1" : "§7.6"));
}

// §4.7, I-55: counters are cleared at NY-1, also for the army that stays.
void TestNewYear::independentArmyIsReset()
{
    Army army;
    army.state = ArmyState::Besieging;
    army.stateDetail = QStringLiteral("{\"target\":\"0304\"}");
    army.occupation = 2;
    army.interdict = true;
    army.moved = true;
    army.originArea = at(1, 1);
    const Army reset = resetForNewYear(army);
    QCOMPARE(reset.state, ArmyState::Normal);
    QCOMPARE(reset.stateDetail, QStringLiteral("{}"));
    QCOMPARE(reset.occupation, 0);
    QVERIFY(!reset.interdict);
    QVERIFY(!reset.moved);
    QVERIFY(!reset.originArea);
}

// §2.7 Last Stand before the tally, §12.3 D-08 and D-09, I-61; with the tally that follows.
void TestNewYear::lastStand_data()
{
    QTest::addColumn<int>("villages");
    QTest::addColumn<int>("towns");
    QTest::addColumn<int>("cities");
    QTest::addColumn<bool>("listed");
    QTest::addColumn<LastStandKind>("kind");
    QTest::addColumn<int>("sites");
    QTest::addColumn<int>("pt");
    QTest::addColumn<int>("ap");
    QTest::addColumn<int>("cp");

    QTest::newRow("§12.3 D-08 no town, 3 villages: a town on a village, PT 4, AP 1300, CP 6")
        << 3 << 0 << 0 << true << LastStandKind::PlaceTown << 3 << 4 << 1300 << 6;
    QTest::newRow("§12.3 D-09 1 city, no town, 4 villages: the city becomes a town, PT 6, AP 1700")
        << 4 << 0 << 1 << true << LastStandKind::CityToTown << 1 << 6 << 1700 << 8;
    QTest::newRow("§2.7 2 cities, no town: one of them becomes a town")
        << 2 << 0 << 2 << true << LastStandKind::CityToTown << 2 << 7 << 1900 << 9;
    QTest::newRow("§2.7 a nation with a town makes no Last Stand")
        << 5 << 1 << 0 << false << LastStandKind::NotNeeded << 0 << 7 << 1900 << 9;
    QTest::newRow("I-61 a nation without land: Rebellion or New Nation instead")
        << 0 << 0 << 0 << true << LastStandKind::NoLandLeft << 0 << 0 << 500 << 2;
}

void TestNewYear::lastStand()
{
    QFETCH(int, villages);
    QFETCH(int, towns);
    QFETCH(int, cities);
    QFETCH(bool, listed);
    QFETCH(LastStandKind, kind);
    QFETCH(int, sites);
    QFETCH(int, pt);
    QFETCH(int, ap);
    QFETCH(int, cp);
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int other = w.nation("Ostmark");
    w.villages(villages, veyra, 1);
    for (int i = 0; i < towns; ++i)
        w.land(at(2, i), "", PC::Town, veyra);
    for (int i = 0; i < cities; ++i)
        w.land(at(3, i), "", PC::City, veyra);
    w.land(at(5, 5), "Ostburg", PC::Town, other);
    StrategicMap map = w.done();

    const auto plans = planLastStands(map);
    QCOMPARE(plans.size(), std::size_t(listed ? 1 : 0));
    if (!listed)
        return;
    const LastStandPlan &plan = plans.front();
    QCOMPARE(plan.nation, veyra);
    QCOMPARE(plan.decision.kind, kind);
    QCOMPARE(int(plan.sites.size()), sites);
    QVERIFY(plan.explain(map).join('\n').contains("§2.7") || kind == LastStandKind::NoLandLeft);
    if (!plan.sites.empty()) {
        const int site = plan.sites.front();
        QVERIFY(checkLastStandSite(map, plan, site).empty());
        map.areas[std::size_t(site)].centre = PC::Town;
    }
    const NationTally tally = tallyNations(map).nations[std::size_t(veyra)];
    QCOMPARE(tally.population.total(), pt);
    QCOMPARE(tally.armyPoints.points(), ap);
    QCOMPARE(tally.characterPoints.total(), cp);
    // §7.6 rule 3: an absent nation's Last Stand waits.
    QVERIFY(planLastStands(w.map(), {veyra}).empty());
}

// §2.7: the referee's choice of area for a Last Stand, each refusal.
void TestNewYear::lastStandSite_data()
{
    QTest::addColumn<int>("cities");
    QTest::addColumn<QString>("area");
    QTest::addColumn<QList<NewYearProblem>>("problems");
    QTest::newRow("§2.7 a town on one of its villages") << 0 << "0111" << QList<NewYearProblem>{};
    QTest::newRow("§2.7 a town on another nation's village")
        << 0 << "0606" << QList<NewYearProblem>{NewYearProblem::NotOwnArea};
    QTest::newRow("§1.3 a town at sea")
        << 0 << "0909" << QList<NewYearProblem>{NewYearProblem::AreaNotOnMap};
    QTest::newRow("§2.7 the city it has is reduced") << 1 << "0401" << QList<NewYearProblem>{};
    QTest::newRow("§2.7 with a city, no new town on a village")
        << 1 << "0111" << QList<NewYearProblem>{NewYearProblem::LastStandCityFirst};
}

void TestNewYear::lastStandSite()
{
    QFETCH(int, cities);
    QFETCH(QString, area);
    QFETCH(QList<NewYearProblem>, problems);
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int other = w.nation("Ostmark");
    w.villages(2, veyra, 0);
    if (cities > 0)
        w.land(at(3, 0), "Old Crown", PC::City, veyra);
    w.land(at(5, 5), "", PC::Village, other);
    w.sea(at(8, 8));
    const StrategicMap map = w.done();
    // Ostmark, with a village only, makes its own Last Stand after Veyra's.
    const auto plans = planLastStands(map);
    QCOMPARE(plans.front().nation, veyra);
    const auto index = map.areaAt(*herald::map::Hex::fromXXYY(area));
    QList<NewYearProblem> found;
    for (const NewYearIssue &issue : checkLastStandSite(map, plans.front(), index.value_or(-1)))
        found << issue.problem;
    QCOMPARE(found, problems);
}

// §7.5, §12.1 T-25: a town in a chaos land stays on 1-2 and moves on 3 or more.
void TestNewYear::chaosTown_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("moves");
    QTest::newRow("§12.1 T-25 d6 = 1: stays") << 1 << false;
    QTest::newRow("§12.1 T-25 d6 = 2: stays") << 2 << false;
    QTest::newRow("§12.1 T-25 d6 = 3: moves") << 3 << true;
    QTest::newRow("§7.5 d6 = 4: moves") << 4 << true;
    QTest::newRow("§7.5 d6 = 5: moves") << 5 << true;
    QTest::newRow("§12.1 T-25 d6 = 6: moves") << 6 << true;
}

void TestNewYear::chaosTown()
{
    QFETCH(int, face);
    QFETCH(bool, moves);
    ChaosRing ring = chaosRing();
    // A moving town then rolls its direction (2: north-east), and the chaos land it leaves
    // rolls its d10 (I-62); a town that stays leaves no chaos land without a town.
    Dice dice = typed(moves ? std::vector<int>{face, 2, 1} : std::vector<int>{face});
    const ChaosYear year = rollChaos(ring.map, dice);
    QCOMPARE(year.towns.size(), std::size_t(1));
    const ChaosTownRoll &roll = year.towns.front();
    QCOMPARE(roll.face, face);
    QCOMPARE(roll.moves(), moves);
    QCOMPARE(roll.destination, moves ? ring.around[1] : noIndex);
    QCOMPARE(dice.unusedTyped(), std::size_t(0));
    QCOMPARE(year.lands.size(), std::size_t(moves ? 1 : 0));
    QVERIFY2(roll.explain(ring.map).startsWith("§7.5 town in chaos land 0505 Ashfen: d6 = "),
             qPrintable(roll.explain(ring.map)));
    applyChaosMoves(ring.map, year);
    const int holder = moves ? ring.around[1] : ring.town;
    QCOMPARE(ring.map.areas[std::size_t(holder)].centre, PC::Town);
    QCOMPARE(ring.map.areas[std::size_t(holder)].owner, 0);
}

// I-62: the direction d6 is rolled again while it points at a town, a city or the sea.
void TestNewYear::chaosTownDirectionRerolls()
{
    ChaosRing ring =
        chaosRing({PC::Town, PC::City, PC::Village, PC::Village, PC::Village, PC::Village},
                  {false, false, true, false, false, false});
    // d6 = 5 moves it; directions 1 (a town), 2 (a city), 3 (the sea), then 4 (south).
    Dice dice = typed({5, 1, 2, 3, 4, 1});
    const ChaosYear year = rollChaos(ring.map, dice);
    const ChaosTownRoll &roll = year.towns.front();
    QCOMPARE(roll.directionFaces, (std::vector<int>{1, 2, 3, 4}));
    QCOMPARE(roll.destination, ring.around[3]);
    QVERIFY(roll.explain(ring.map).contains("direction d6: 1, 2, 3, 4"));
    QCOMPARE(dice.rolls().size(), std::size_t(6));
}

// I-62: with no land neighbour free of towns and cities the town stays, without a roll for it.
void TestNewYear::chaosTownWithNowhereToGo()
{
    ChaosRing ring = chaosRing({PC::Town, PC::Town, PC::City, PC::City, PC::Town, PC::Town},
                               {false, false, false, false, true, true});
    Dice dice = typed({6});
    const ChaosYear year = rollChaos(ring.map, dice);
    QVERIFY(year.towns.front().moves());
    QCOMPARE(year.towns.front().destination, noIndex);
    QVERIFY(year.lands.empty());
    QVERIFY(year.towns.front().explain(ring.map).contains("it stays (I-62)"));
}

// §7.5 table, §12.1 T-26: each d10 row for an own chaos land, through the NY-3 tally (§2.1,
// §2.3): villages go to PT "other", the CP term adjusts CP, units are free for the year.
void TestNewYear::chaosLand_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("ptGain");
    QTest::addColumn<int>("cpTerm");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("category");

    const int none = -1;
    QTest::newRow("§7.5 d10 = 1: nothing") << 1 << 0 << 0 << 0 << none;
    QTest::newRow("§12.1 T-26 d10 = 2: PT +1, CP term −1 (net CP 0)") << 2 << 1 << -1 << 0 << none;
    QTest::newRow("§7.5 d10 = 3: +2 CP, no village") << 3 << 0 << 2 << 0 << none;
    QTest::newRow("§7.5 d10 = 4: 2 infantry, +1 CP")
        << 4 << 0 << 1 << 2 << int(UnitCategory::Infantry);
    QTest::newRow("§7.5 d10 = 5: 1 cavalry, +1 CP")
        << 5 << 0 << 1 << 1 << int(UnitCategory::Cavalry);
    QTest::newRow("§7.5 d10 = 6: 2 monsters, +1 CP")
        << 6 << 0 << 1 << 2 << int(UnitCategory::Monsters);
    QTest::newRow("§7.5 d10 = 7: 1 special, +1 CP")
        << 7 << 0 << 1 << 1 << int(UnitCategory::Specials);
    QTest::newRow("§12.1 T-26 d10 = 8: 1 machine, CP term 0")
        << 8 << 0 << 0 << 1 << int(UnitCategory::Artillery);
    QTest::newRow("§7.5 d10 = 9: PT +2") << 9 << 2 << 0 << 0 << none;
    QTest::newRow("§12.1 T-26 d10 = 10: PT +3 (so CP +3 through PT + 2)")
        << 10 << 3 << 0 << 0 << none;
}

void TestNewYear::chaosLand()
{
    QFETCH(int, face);
    QFETCH(int, ptGain);
    QFETCH(int, cpTerm);
    QFETCH(int, units);
    QFETCH(int, category);
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    w.land(at(0, 0), "Carrow", PC::Town, veyra);
    w.land(at(0, 1), "Wastes", PC::Village, veyra, true);
    const StrategicMap map = w.done();
    Dice dice = typed({face});
    const ChaosYear year = rollChaos(map, dice);
    QCOMPARE(year.lands.size(), std::size_t(1));
    QVERIFY(year.explain(map).join('\n').contains(QStringLiteral("d10 = %1").arg(face)));

    const NationTally tally = tallyNations(map, {year.lands, {}, {}}).nations.front();
    // I-62: the chaos land gives only what its roll grants, on top of the town's 2.
    QCOMPARE(tally.population.total(), 2 + ptGain);
    QCOMPARE(tally.characterPoints.total(), 2 + ptGain + 2 + cpTerm);
    QCOMPARE(int(tally.freeUnits.size()), units > 0 ? 1 : 0);
    if (units > 0) {
        QCOMPARE(tally.freeUnits.front().count, units);
        QCOMPARE(int(tally.freeUnits.front().category), category);
    }
}

// I-62: the chaos land a town leaves rolls on the d10 table in the same New Year.
void TestNewYear::vacatedChaosAreaRollsTheSameYear()
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    const int town = w.land(at(2, 2), "Ashfen", PC::Town, veyra, true);
    const int only = w.land(at(2, 2).neighbour(Direction::South), "Dell", PC::Village, veyra);
    StrategicMap map = w.done();
    // d6 = 3 moves it; directions 6 and 5 lead off the map, 4 (south) to Dell; then the d10.
    Dice dice = typed({3, 6, 5, 4, 9});
    const ChaosYear year = rollChaos(map, dice);
    QCOMPARE(year.towns.front().destination, only);
    QCOMPARE(year.lands.size(), std::size_t(1));
    QCOMPARE(year.lands.front().area, town);
    QCOMPARE(year.lands.front().face, 9);
    applyChaosMoves(map, year);
    QCOMPARE(map.areas[std::size_t(town)].centre, PC::Village);
    QCOMPARE(map.areas[std::size_t(only)].centre, PC::Town);
    const NationTally tally = tallyNations(map, {year.lands, {}, {}}).nations.front();
    QCOMPARE(tally.population.total(), 2 + 2); // the town where it now stands, 2 chaos villages
}

// §7.6 rule 3: an absent nation's chaos waits; uncontrolled chaos towns still wander, and
// uncontrolled chaos lands, which grant nobody anything, do not roll.
void TestNewYear::chaosSkipsAbsentAndUnownedLand()
{
    WorldBuilder w;
    const int veyra = w.nation("Veyra");
    w.land(at(0, 0), "Veyra's chaos town", PC::Town, veyra, true);
    w.land(at(0, 2), "Veyra's chaos land", PC::Village, veyra, true);
    w.land(at(4, 0), "Free chaos town", PC::Town, noIndex, true);
    w.land(at(4, 2), "Free chaos land", PC::Village, noIndex, true);
    const StrategicMap map = w.done();
    Dice dice = typed({1});
    const ChaosYear year = rollChaos(map, dice, {veyra});
    QCOMPARE(year.towns.size(), std::size_t(1));
    QCOMPARE(map.areas[std::size_t(year.towns.front().area)].name,
             QStringLiteral("Free chaos town"));
    QVERIFY(year.lands.empty());
}

// §7.4.2 Rebellion: no troops and no areas at NY-2; the former towns still standing are
// offered; §12.3 D-26: a rebel holding only its old town has PT 2, AP 900, CP 4.
void TestNewYear::rebellion_data()
{
    QTest::addColumn<int>("troops");
    QTest::addColumn<bool>("keepsArea");
    QTest::addColumn<bool>("townStands");
    QTest::addColumn<bool>("offered");
    QTest::addColumn<bool>("possible");
    QTest::newRow("§12.3 D-26 no troops, no land, old town stands: rebellion offered")
        << 0 << false << true << true << true;
    QTest::newRow("§7.4.2 the old town is a village now: only a New Nation")
        << 0 << false << false << true << false;
    QTest::newRow("§7.4.2 troops left: no rebellion") << 3 << false << true << false << false;
    QTest::newRow("§7.4.2 an area left: no rebellion") << 0 << true << true << false << false;
}

void TestNewYear::rebellion()
{
    QFETCH(int, troops);
    QFETCH(bool, keepsArea);
    QFETCH(bool, townStands);
    QFETCH(bool, offered);
    QFETCH(bool, possible);
    WorldBuilder w;
    const int fallen = w.nation("Veyra");
    const int victor = w.nation("Ostmark");
    const int oldTown = w.land(at(1, 1), "Carrow", townStands ? PC::Town : PC::Village, victor);
    w.land(at(3, 3), "Hold", PC::Village, keepsArea ? fallen : victor);
    StrategicMap map = w.done();
    const auto offer = detectRebellion(map, {fallen, troops, {oldTown, 99}});
    QCOMPARE(offer.has_value(), offered);
    if (!offered)
        return;
    QCOMPARE(offer->possible(), possible);
    QVERIFY(offer->explain(map).startsWith("§7.4.2 Veyra"));
    if (!possible)
        return;
    // I-66: the town is taken from whoever holds it; the rebel's tally follows the formulas.
    map.areas[std::size_t(offer->towns.front())].owner = fallen;
    const NationTally tally = tallyNations(map).nations[std::size_t(fallen)];
    QCOMPARE(tally.population.total(), 2);
    QCOMPARE(tally.armyPoints.points(), 900);
    QCOMPARE(tally.characterPoints.total(), 4);
}

// Every New Year refusal names its rules section and what it concerns.
void TestNewYear::refusalsNameTheirRule_data()
{
    QTest::addColumn<NewYearIssue>("issue");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("contains");
    using P = NewYearProblem;
    const auto row = [](const char *name, P p, const char *start, const char *contains) {
        QTest::newRow(name) << NewYearIssue{p, "0305 Fenby", "Veyra", 4, 3} << start << contains;
    };
    row("§1.3 not a land area", P::AreaNotOnMap, "§1.3", "0305 Fenby");
    row("§2.7 not an own area", P::NotOwnArea, "§2.7", "not an area of Veyra");
    row("§2.7 not a village", P::NotAVillage, "§2.7, I-60", "0305 Fenby");
    row("§2.7 no town due", P::NoTownDue, "§2.7", "may place 3 new town(s)");
    row("§2.7 no city due", P::NoCityDue, "§2.7", "may place 3 new city(ies)");
    row("§2.7 towns before cities", P::CitiesBeforeTowns, "§2.7", "new towns come first");
    row("§2.7 not a town", P::NotATown, "§2.7", "4 of 3 done");
    row("§2.7 not a city", P::NotACity, "§2.7", "not a city of Veyra");
    row("§2.7 no reduction due", P::NoReductionDue, "§2.7", "Every centre of Veyra");
    row("§2.7 cities first", P::ReduceCitiesFirst, "§2.7", "first deal with its cities");
    row("§2.7 no Last Stand due", P::LastStandNotDue, "§2.7", "no Last Stand");
    row("§2.7 Last Stand reduces the city", P::LastStandCityFirst, "§2.7", "still has a city");
    row("I-17 units dropped", P::UnitsDropped, "§2.5, I-17", "4 unit(s) where last year's had 3");
    row("I-17 type dropped", P::TypeDropped, "I-17", "0305 Fenby (line Veyra)");
    row("§7.5 free units", P::FreeUnitsMismatch, "§7.5", "granted 3 free 0305 Fenby");
    row("§4.3 armies must part", P::StartNotSeparated, "§4.3", "in Veyra");
    row("§7.6 rule 1 closed areas", P::EntersAbsentNation, "§7.6", "whose player is absent");
    row("§7.6 rule 2 armies hold", P::AbsentArmyHolds, "§7.6", "holds its ground");
}

void TestNewYear::refusalsNameTheirRule()
{
    QFETCH(NewYearIssue, issue);
    QFETCH(QString, start);
    QFETCH(QString, contains);
    const QString text = explain(issue);
    QVERIFY2(text.startsWith(start + ' '), qPrintable(text));
    QVERIFY2(text.contains(contains), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestNewYear)
#include "tst_newyear.moc"
