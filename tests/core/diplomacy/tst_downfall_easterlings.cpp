// Easterling armies entering from Mordor's off-board box (rules spec B6.2, F17, E38, E40)
// on the Downfall map: the box holds one army as a unit while the others wait.
#include "tst_downfall_map.h"

#include "core/diplomacy/downfall/builds.h"
#include "core/diplomacy/downfall/sequence.h"
#include "core/diplomacy/downfall/victory.h"
#include "core/diplomacy/orderparser.h"
#include "core/diplomacy/phaseflow.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

ProvinceId at(const char *name)
{
    return downfallMap().findProvince(name);
}

Order order(const QString &text)
{
    const auto r = parseOrder(downfallMap(), text.toStdString());
    if (!r.ok())
        qFatal("order: %s", qPrintable(text));
    return r.order;
}

/// The starting board with Mordor's armies in South Rhun and Nurn gone, the box manned.
struct Start
{
    Position board = initialPosition(downfallMap());
    HardbopState state = initialState(downfallMap());

    Start()
    {
        for (const char *p : {"SRh", "Nrn"}) {
            board.units[at(p)] = {};
            state.traits[at(p)] = {};
        }
        fillEasterlingBox(board, state);
    }
};

HardbopTurn play(const Position &b, const HardbopState &s, const QStringList &orders)
{
    HardbopTurnOrders o;
    for (const QString &t : orders)
        o.first.units.push_back(order(t));
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    return playHardbopTurn(b, s, o, dice);
}

} // namespace

class TestDownfallEasterlings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b62BoxAtSetUp();
    void f17Entries_data();
    void f17Entries();
    void b62ThreeEnterOneByOne();
    void b62SeveralEnterTogether_data();
    void b62SeveralEnterTogether();
    void e38ForeignWearerStopsTheBox();
    void e40SauronsDeathEmptiesTheBox();
    void e42BoxIsNotOnTheBoard();
    void b62WaitingArmiesCountForAdjustments_data();
    void b62WaitingArmiesCountForAdjustments();
    void e38BuildsInTheBox_data();
    void e38BuildsInTheBox();
};

// Spec B6.2: one army stands in the box, two more wait behind it.
void TestDownfallEasterlings::b62BoxAtSetUp()
{
    const Start s;
    QCOMPARE(s.board.units[at("Off")].power, downfallMap().findPower("Mordor"));
    QVERIFY(s.state.traits[at("Off")].easterling);
    QCOMPARE(s.state.easterlingsOffBoard, 2);
}

void TestDownfallEasterlings::f17Entries_data()
{
    QTest::addColumn<QStringList>("orders");
    QTest::addColumn<QString>("rohanAt");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<bool>("inELi");
    const int ok = int(Outcome::Succeeded);
    QTest::newRow("F17: (Off)-ELi enters") << QStringList{"Mordor: A Off-ELi"} << "" << ok << true;
    QTest::newRow("F17: normal bounce rules in ELi")
        << QStringList{"Mordor: A Off-ELi", "Rohan: A SRh-ELi"} << "SRh" << int(Outcome::Failed)
        << false;
    QTest::newRow("F17: (Off)-Dag is no entry")
        << QStringList{"Mordor: A Off-Dag"} << "" << int(Outcome::Illegal) << false;
    // A Mordor army in Nurn and Rohan's in South Rhun both go for ELi; the box's support
    // would make it 2 v 1, but the box never supports: the order never reaches the engine,
    // so the first result is Nurn's move, which bounces.
    QTest::newRow("F17, B6.2: no support from the box")
        << QStringList{"Mordor: A Off S A Nrn-ELi", "Mordor: A Nrn-ELi", "Rohan: A SRh-ELi"}
        << "SRh" << int(Outcome::Failed) << false;
}

// Spec F17, B6.2: entries from the box, by the ordinary rules of the engine.
void TestDownfallEasterlings::f17Entries()
{
    QFETCH(QStringList, orders);
    QFETCH(QString, rohanAt);
    QFETCH(int, outcome);
    QFETCH(bool, inELi);
    Start s;
    const PowerId rohan = downfallMap().findPower("Rohan");
    const PowerId mordor = downfallMap().findPower("Mordor");
    if (!rohanAt.isEmpty())
        s.board.units[at(qPrintable(rohanAt))] = {rohan, UnitKind::Army, kNoCoast};
    if (orders.size() > 2)
        s.board.units[at("Nrn")] = {mordor, UnitKind::Army, kNoCoast};
    const HardbopTurn t = play(s.board, s.state, orders);
    QCOMPARE(int(t.first.adjudication.results.at(0).outcome), outcome);
    const bool easterlingInELi =
        t.position.units[at("ELi")].power == mordor && t.state.traits[at("ELi")].easterling;
    QCOMPARE(easterlingInELi, inELi);
    // Whatever happened, the box is manned again for the next turn.
    QCOMPARE(t.position.units[at("Off")].power, mordor);
    QCOMPARE(t.state.easterlingsOffBoard, inELi ? 1 : 2);
}

// Spec B6.2, F17: three armies wait; one enters each turn and the next steps into the box.
void TestDownfallEasterlings::b62ThreeEnterOneByOne()
{
    Start s;
    Position b = s.board;
    HardbopState st = s.state;
    const PowerId mordor = downfallMap().findPower("Mordor");
    int waiting = 2;
    for (const char *entry : {"ELi", "NRh", "SRh"}) {
        const HardbopTurn t = play(b, st, {QString("Mordor: A Off-%1").arg(entry)});
        QCOMPARE(t.position.units[at(entry)].power, mordor);
        QVERIFY(t.state.traits[at(entry)].easterling);
        QCOMPARE(t.position.units[at("Off")].exists(), waiting > 0);
        waiting = std::max(0, waiting - 1);
        QCOMPARE(t.state.easterlingsOffBoard, waiting);
        b = t.position;
        st = t.state;
    }
    // F17: nothing goes back off the board.
    const HardbopTurn back = play(b, st, {"Mordor: A ELi-Off"});
    QCOMPARE(back.first.adjudication.results.at(0).outcome, Outcome::Illegal);
    QVERIFY(!back.position.units[at("Off")].exists());
}

void TestDownfallEasterlings::b62SeveralEnterTogether_data()
{
    QTest::addColumn<QStringList>("orders");
    QTest::addColumn<QString>("rohanAt");
    QTest::addColumn<QStringList>("entered");
    QTest::addColumn<bool>("boxManned");
    QTest::addColumn<int>("waiting");
    QTest::newRow("B6.2: all three enter in one turn")
        << QStringList{"Mordor: A Off-ELi", "Mordor: A Off-NRh", "Mordor: A Off-SRh"} << ""
        << QStringList{"ELi", "NRh", "SRh"} << false << 0;
    QTest::newRow("A4: two for one space bounce, and both wait again")
        << QStringList{"Mordor: A Off-ELi", "Mordor: A Off-ELi"} << "" << QStringList{} << true
        << 2;
    // The support names the army going to ELi, the second one ordered out of the box.
    QTest::newRow("B6.2, A4: a support backs the right one of two")
        << QStringList{"Mordor: A Off-NRh", "Mordor: A Off-ELi", "Mordor: A Bar S A Off-ELi"}
        << "ELi" << QStringList{"NRh", "ELi"} << true << 0;
}

// Spec B6.2 sets no limit: every waiting Easterling ordered onto the board enters in the same
// turn, each by the ordinary rules of the engine.
void TestDownfallEasterlings::b62SeveralEnterTogether()
{
    QFETCH(QStringList, orders);
    QFETCH(QString, rohanAt);
    QFETCH(QStringList, entered);
    QFETCH(bool, boxManned);
    QFETCH(int, waiting);
    Start s;
    const PowerId mordor = downfallMap().findPower("Mordor");
    if (!rohanAt.isEmpty())
        s.board.units[at(qPrintable(rohanAt))] = {downfallMap().findPower("Rohan"), UnitKind::Army,
                                                  kNoCoast};
    const HardbopTurn t = play(s.board, s.state, orders);
    int easterlings = 0;
    for (int p = 0; p < downfallMap().provinceCount(); ++p)
        easterlings +=
            p != at("Off") && t.position.units[p].power == mordor && t.state.traits[p].easterling;
    QCOMPARE(easterlings, int(entered.size()));
    for (const QString &p : entered) {
        QCOMPARE(t.position.units[at(qPrintable(p))].power, mordor);
        QVERIFY(t.state.traits[at(qPrintable(p))].easterling);
    }
    QCOMPARE(t.position.units[at("Off")].exists(), boxManned);
    QCOMPARE(t.state.easterlingsOffBoard, waiting);
}

// Spec E38: while another power wears the Ring, no new Easterling stands in the box.
void TestDownfallEasterlings::e38ForeignWearerStopsTheBox()
{
    Start s;
    s.board.units[at("Off")] = {};
    s.state.traits[at("Off")] = {};
    s.state.ring = {RingStatus::Worn, at("Iro"), downfallMap().findPower("Dwarves"), std::nullopt,
                    downfallMap().findPower("Dwarves")};
    fillEasterlingBox(s.board, s.state);
    QVERIFY(!s.board.units[at("Off")].exists());
    QCOMPARE(s.state.easterlingsOffBoard, 2);
}

// Spec E40: Mordor out of the game, the Easterlings in the box are gone.
void TestDownfallEasterlings::e40SauronsDeathEmptiesTheBox()
{
    Start s;
    s.state.eliminated = static_cast<std::uint16_t>(1u << downfallMap().findPower("Mordor"));
    fillEasterlingBox(s.board, s.state);
    QVERIFY(!s.board.units[at("Off")].exists());
    QCOMPARE(s.state.easterlingsOffBoard, 0);
}

// Spec E42, B13.2: victory counts units on the board; the army in the box is not one.
void TestDownfallEasterlings::e42BoxIsNotOnTheBoard()
{
    // Mordor, as Ring bearer, owns every centre. On the board it has 2 armies of 4: not more
    // than half. Counting the box would make it 3 of 5 and a win.
    Start s;
    const PowerId mordor = downfallMap().findPower("Mordor");
    const PowerId rohan = downfallMap().findPower("Rohan");
    s.board.units.fill({});
    s.state.traits.fill({});
    s.state.personalities.clear();
    s.board.units[at("Off")] = {mordor, UnitKind::Army, kNoCoast};
    s.board.units[at("Bar")] = {mordor, UnitKind::Army, kNoCoast};
    s.board.units[at("Udu")] = {mordor, UnitKind::Army, kNoCoast};
    s.board.units[at("Edo")] = {rohan, UnitKind::Army, kNoCoast};
    s.board.units[at("HDe")] = {rohan, UnitKind::Army, kNoCoast};
    for (int p = 0; p < downfallMap().provinceCount(); ++p) {
        if (downfallMap().province(static_cast<ProvinceId>(p)).supplyCentre)
            s.board.owners[p] = mordor;
    }
    QCOMPARE(hardbopVictor(s.board, s.state, mordor), kNoPower);
    // A third army on the board, 3 of 5, wins.
    s.board.units[at("MMo")] = {mordor, UnitKind::Army, kNoCoast};
    QCOMPARE(hardbopVictor(s.board, s.state, mordor), mordor);
}

void TestDownfallEasterlings::b62WaitingArmiesCountForAdjustments_data()
{
    QTest::addColumn<int>("waiting");
    QTest::addColumn<bool>("foreignWearer");
    QTest::addColumn<int>("counted");
    QTest::newRow("B6.2: two waiting armies are two of Mordor's units") << 2 << false << 2;
    QTest::newRow("B6.2: nobody waiting") << 0 << false << 0;
    QTest::newRow("E38: nobody's while a foreign wearer lives") << 2 << true << 0;
}

// Spec B2, B6.2: the armies waiting behind the box count as Mordor's units, so they use up
// builds like the one standing in the box.
void TestDownfallEasterlings::b62WaitingArmiesCountForAdjustments()
{
    QFETCH(int, waiting);
    QFETCH(bool, foreignWearer);
    QFETCH(int, counted);
    Start s;
    const PowerId mordor = downfallMap().findPower("Mordor");
    // Three empty home centres (South Rhun, Nurn, Minas Morgul) and four builds due.
    s.board.units[at("MMo")] = {};
    s.state.traits[at("MMo")] = {};
    s.state.easterlingsOffBoard = waiting;
    if (foreignWearer)
        s.state.ring = {RingStatus::Worn, at("Iro"), downfallMap().findPower("Dwarves"),
                        std::nullopt, downfallMap().findPower("Dwarves")};
    QCOMPARE(waitingEasterlings(downfallMap(), s.state), counted);
    // A build ordered in every empty home centre of Mordor on the board.
    std::vector<Order> builds;
    for (int p = 0; p < downfallMap().provinceCount(); ++p) {
        const Province &c = downfallMap().province(static_cast<ProvinceId>(p));
        if (c.home == mordor && c.type != ProvinceType::Offboard && !s.board.units[p].exists())
            builds.push_back(
                order(QString("Mordor: Build A %1").arg(QString::fromStdString(c.abbreviation))));
    }
    QCOMPARE(adjustmentBalance(s.board, mordor), 4);
    const int allowed = std::min(3, 4 - counted);
    QCOMPARE(int(builds.size()), 3);
    const AdjustmentTurn t = adjudicateHardbopAdjustments(s.board, s.state, builds, {});
    int built = 0;
    for (const OrderResult &r : t.turn.adjudication.results)
        built += r.order.type == OrderType::Build && r.outcome == Outcome::Succeeded;
    QCOMPARE(built, allowed);
}

void TestDownfallEasterlings::e38BuildsInTheBox_data()
{
    QTest::addColumn<bool>("wearerFell");
    QTest::addColumn<int>("onBoard");
    QTest::addColumn<QList<int>>("errors");
    QTest::addColumn<bool>("boxManned");
    QTest::addColumn<int>("waiting");
    const int ok = int(BuildError::None);
    QTest::newRow("E38: two new Easterlings after the Dwarf wearer fell")
        << true << 0 << QList<int>{ok, ok} << true << 1;
    QTest::newRow("E38: up to three in all")
        << true << 2 << QList<int>{ok, int(BuildError::EasterlingLimit)} << true << 0;
    QTest::newRow("B6.2: nothing is built off the board otherwise")
        << false << 0 << QList<int>{int(BuildError::OffBoard), int(BuildError::OffBoard)} << false
        << 0;
}

// Spec E38, B6.2, B8.2: once a foreign wearer has fallen, Mordor may build Easterlings in
// its box again, several in one season, up to three Easterlings in all.
void TestDownfallEasterlings::e38BuildsInTheBox()
{
    QFETCH(bool, wearerFell);
    QFETCH(int, onBoard);
    QFETCH(QList<int>, errors);
    QFETCH(bool, boxManned);
    QFETCH(int, waiting);
    Start s;
    const PowerId mordor = downfallMap().findPower("Mordor");
    const PowerId dwarves = downfallMap().findPower("Dwarves");
    // The box is empty, every Easterling gone; Mordor has builds to spare.
    s.board.units[at("Off")] = {};
    s.state.traits[at("Off")] = {};
    s.state.easterlingsOffBoard = 0;
    for (const char *p : {"ELi", "NRh"}) {
        s.board.units[at(p)] = {};
        s.state.traits[at(p)] = {};
    }
    for (int i = 0; i < onBoard; ++i) {
        const ProvinceId p = at(i == 0 ? "ELi" : "NRh");
        s.board.units[p] = {mordor, UnitKind::Army, kNoCoast};
        s.state.traits[p].easterling = true;
    }
    s.board.owners[at("Off")] = mordor;
    if (wearerFell) {
        s.state.ring = {RingStatus::Lying, at("Iro"), kNoPower, std::nullopt, dwarves};
        s.state.eliminated = static_cast<std::uint16_t>(1u << dwarves);
    }
    QVERIFY(adjustmentBalance(s.board, mordor) >= 2);
    const std::vector<Order> builds{order("Mordor: Build A Off"), order("Mordor: Build A Off")};
    const AdjustmentTurn t = adjudicateHardbopAdjustments(s.board, s.state, builds, {});
    QCOMPARE(int(t.builds.size()), 2);
    for (int i = 0; i < 2; ++i)
        QCOMPARE(int(t.builds[std::size_t(i)]), errors.at(i));
    QCOMPARE(t.turn.adjudication.next.units[at("Off")].exists(), boxManned);
    QCOMPARE(t.turn.next.traits[at("Off")].easterling, boxManned);
    QCOMPARE(t.turn.next.easterlingsOffBoard, waiting);
}

QTEST_GUILESS_MAIN(TestDownfallEasterlings)
#include "tst_downfall_easterlings.moc"
