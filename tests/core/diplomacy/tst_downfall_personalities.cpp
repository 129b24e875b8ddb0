// Hardbop personalities (rules spec B3, B4): their own steps, Khazad-Dum, the Nazgul and
// Gandalf, the Ranger's powers, the Ents' march, Gandalf's command and destruction at
// step xii, checked against the worked examples of part F.
#include "tst_downfall_fixture.h"

#include "core/diplomacy/downfall/command.h"
#include "core/diplomacy/downfall/destruction.h"
#include "core/diplomacy/downfall/ents.h"
#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/personalitymoves.h"
#include "core/diplomacy/downfall/ranger.h"
#include "core/diplomacy/downfall/sequence.h"
#include "core/diplomacy/orderparser.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;
using herald::dice::Dice;
using herald::dice::Generator;

namespace {

bool hasEvent(const std::vector<Event> &events, EventKind kind)
{
    return std::any_of(events.begin(), events.end(),
                       [&](const Event &e) { return e.kind == kind; });
}

std::vector<Personality> step12(const Position &b, const HardbopState &s,
                                std::bitset<kMaxProvinces> led = {},
                                std::bitset<kMaxProvinces> retreated = {})
{
    const DestroyOrder standing{powerOf("Mordor"), std::nullopt};
    const DestroyOrder dwarves{powerOf("Dwarves"), std::nullopt};
    const std::vector<DestroyOrder> orders{standing, dwarves};
    Dice dice(Generator(1, 0));
    dice.queueTyped({4});
    const DestructionResult r = destroyPersonalities({b, s, orders, retreated, led}, dice);
    // Gandalf's absence is the GM's typed d6 (C3); the die is used only when he falls.
    const bool gandalf = std::count(r.destroyed.begin(), r.destroyed.end(), Personality::Gandalf);
    if (gandalf && (r.next.absences.size() != 1 || r.next.absences[0].turnsLeft != 4))
        return {};
    if (dice.rolls().size() != (gandalf ? 1u : 0u))
        return {};
    return r.destroyed;
}

} // namespace

class TestDownfallPersonalities : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b31Terrain_data();
    void b31Terrain();
    void f12Destruction_data();
    void f12Destruction();
    void f24LedArmyKillsGandalf();
    void f18NazgulAndGandalf();
    void f23PassingThrough();
    void balrogForPersonalities();
    void f19Neutralise_data();
    void f19Neutralise();
    void f20PathsOfTheDead();
    void f16EntsMarch();
    void f22GandalfCommands();
    void i50FaramirLeadsRohanWithLeave_data();
    void i50FaramirLeadsRohanWithLeave();
};

// Spec B3.1, B7.5, B7.6, B7.8: who may step where.
void TestDownfallPersonalities::b31Terrain_data()
{
    QTest::addColumn<int>("who");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("error");
    QTest::newRow("Faramir stops at a mountain line") << int(Personality::Faramir) << "Dld"
                                                      << "Fan" << int(StepError::Mountain);
    QTest::newRow("Saruman crosses it") << int(Personality::Saruman) << "Dld"
                                        << "Fan" << int(StepError::None);
    QTest::newRow("the Nazgul keeps off the sea") << int(Personality::Nazgul) << "Dag"
                                                  << "BAY" << int(StepError::SeaForNazgul);
    QTest::newRow("Gandalf walks into the sea") << int(Personality::Gandalf) << "Dag"
                                                << "BAY" << int(StepError::None);
    QTest::newRow("Erech lets in the Ranger only") << int(Personality::Faramir) << "Lam"
                                                   << "Ech" << int(StepError::RangerOnly);
    QTest::newRow("the Ranger enters Erech") << int(Personality::Ranger) << "Lam"
                                             << "Ech" << int(StepError::None);
    QTest::newRow("the Nazgul is Evil: Fangorn is closed") << int(Personality::Nazgul) << "Wol"
                                                           << "Fan" << int(StepError::ClosedToEvil);
    QTest::newRow("no border") << int(Personality::Gandalf) << "Bre"
                               << "Oro" << int(StepError::NotAdjacent);
    QTest::newRow("back from Erech before the walk") << int(Personality::Ranger) << "Ech"
                                                     << "Edo" << int(StepError::PathsNotWalked);
}

void TestDownfallPersonalities::b31Terrain()
{
    QFETCH(int, who);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, error);
    const HardbopState s = stateWith({});
    const StepError e = checkStep(downfallFixture(), s, Personality(who),
                                  place(from.toUtf8().constData()), place(to.toUtf8().constData()));
    QCOMPARE(int(e), error);
    QVERIFY(error == 0 || !describe(e).empty());
}

// Spec F12 (B3.7, E51): destruction and protection at step xii in Bree.
void TestDownfallPersonalities::f12Destruction_data()
{
    QTest::addColumn<QString>("army");
    QTest::addColumn<bool>("gandalf");
    QTest::addColumn<int>("multiple");
    QTest::addColumn<bool>("retreated");
    QTest::addColumn<QStringList>("destroyed");
    QTest::newRow("a: the Ranger falls, then the unprotected Fellowship")
        << "Mordor" << false << 1 << false << QStringList{"Ranger", "Fellowship"};
    QTest::newRow("b: Gandalf against a single army protects both")
        << "Mordor" << true << 1 << false << QStringList{};
    QTest::newRow("c: a 2A kills Gandalf, then the Ranger and the Fellowship")
        << "Mordor" << true << 2 << false << QStringList{"Gandalf", "Ranger", "Fellowship"};
    QTest::newRow("d: a Neutral Dwarf army cannot kill the Ranger, who shields the Fellowship")
        << "Dwarves" << false << 1 << false << QStringList{};
    QTest::newRow("e: an army that retreated into Bree kills nobody")
        << "Mordor" << false << 1 << true << QStringList{};
}

void TestDownfallPersonalities::f12Destruction()
{
    QFETCH(QString, army);
    QFETCH(bool, gandalf);
    QFETCH(int, multiple);
    QFETCH(bool, retreated);
    QFETCH(QStringList, destroyed);
    const Position b = board("UNIT " + army.toStdString() + " A Bre\n");
    HardbopState s = stateWith({{Personality::Ranger, "Bre"}, {Personality::Fellowship, "Bre"}});
    if (gandalf)
        s.personalities.push_back({Personality::Gandalf, place("Bre")});
    s.traits[place("Bre")].multiple = static_cast<std::uint8_t>(multiple);
    std::bitset<kMaxProvinces> back;
    back.set(place("Bre"), retreated);
    QStringList got;
    for (Personality who : step12(b, s, {}, back))
        got << QString::fromUtf8(personalityName(who).data());
    QCOMPARE(got, destroyed);
}

// Spec F24 (B4 Gandalf, E51): a single army that Sauron led this turn kills Gandalf.
void TestDownfallPersonalities::f24LedArmyKillsGandalf()
{
    const Position b = board("UNIT Mordor A Dag\n");
    const HardbopState s = stateWith({{Personality::Gandalf, "Dag"}, {Personality::Sauron, "Dag"}});
    std::bitset<kMaxProvinces> led;
    led.set(place("Dag"));
    QCOMPARE(step12(b, s, led), std::vector<Personality>{Personality::Gandalf});
    QVERIFY(step12(b, s).empty()); // without the lead the order is void
}

// Spec F18 (B4 Nazgul, E20): the Nazgul never shares a space with Gandalf.
void TestDownfallPersonalities::f18NazgulAndGandalf()
{
    const Position b = board("");
    { // a: both ordered into Wilderland: Gandalf gets it.
        const HardbopState s =
            stateWith({{Personality::Gandalf, "Emy"}, {Personality::Nazgul, "Dag"}});
        const std::vector<PersonalityOrder> o{{Personality::Gandalf, {place("Wil")}},
                                              {Personality::Nazgul, {place("Wil")}}};
        const auto r = movePersonalities({b, s, o, 0, {}, kNoProvince});
        QCOMPARE(r.next.find(Personality::Gandalf)->at, place("Wil"));
        QCOMPARE(r.next.find(Personality::Nazgul)->at, place("Dag"));
        QVERIFY(hasEvent(r.events, EventKind::PersonalityBlocked));
    }
    { // b: Gandalf walks into the Nazgul's space: it flees where Mordor says.
        const HardbopState s =
            stateWith({{Personality::Gandalf, "Emy"}, {Personality::Nazgul, "Dag"}});
        const std::vector<PersonalityOrder> o{{Personality::Gandalf, {place("Dag")}}};
        const auto r = movePersonalities({b, s, o, 0, {}, place("Bro")});
        QCOMPARE(r.next.find(Personality::Nazgul)->at, place("Bro"));
        // Without a choice, the first legal space by name: Brownlands before Wilderland;
        // never the sea, never Gandalf's space.
        const auto fallback = movePersonalities({b, s, o, 0, {}, place("BAY")});
        QCOMPARE(fallback.next.find(Personality::Nazgul)->at, place("Bro"));
    }
    { // c: the Nazgul tries to enter the space Gandalf stays in.
        const HardbopState s =
            stateWith({{Personality::Gandalf, "Wil"}, {Personality::Nazgul, "Dag"}});
        const std::vector<PersonalityOrder> o{{Personality::Nazgul, {place("Wil"), place("Emy")}}};
        const auto first = movePersonalities({b, s, o, 0, {}, kNoProvince});
        QCOMPARE(first.next.find(Personality::Nazgul)->at, place("Dag"));
        // Its second step is void: it never reached Wilderland.
        const auto second = movePersonalities({b, first.next, o, 1, {}, kNoProvince});
        QCOMPARE(second.next.find(Personality::Nazgul)->at, place("Dag"));
    }
}

// Spec F23 (B3.3, C2, E19): passing a unit gives both powers a private note, no combat.
void TestDownfallPersonalities::f23PassingThrough()
{
    const Position b = board("UNIT Mordor A Amo\n");
    const HardbopState s = stateWith({{Personality::Ranger, "Bre"}});
    const std::vector<PersonalityOrder> o{{Personality::Ranger, {place("Amo"), place("Ett")}}};
    const auto first = movePersonalities({b, s, o, 0, {}, kNoProvince});
    const auto notes = encounters(b, first.next, 2);
    QCOMPARE(notes.size(), std::size_t(1));
    QVERIFY(!notes[0].isPublic);
    QCOMPARE(notes[0].audience,
             std::uint16_t(powerBit(powerOf("Gondor")) | powerBit(powerOf("Mordor"))));
    QCOMPARE(notes[0].at, place("Amo"));
    const auto second = movePersonalities({b, first.next, o, 1, {}, kNoProvince});
    QCOMPARE(second.next.find(Personality::Ranger)->at, place("Ett"));
    QVERIFY(encounters(b, second.next, 6).empty());
    // Its own position goes to Gondor only (C2).
    QVERIFY(hasEvent(second.events, EventKind::PersonalityAt));
    QVERIFY(!second.events.back().isPublic);
}

// Spec B7.3, E24 to E26: Khazad-Dum and the personalities.
void TestDownfallPersonalities::balrogForPersonalities()
{
    const Position b = board("");
    { // Faramir walks in alone: the Balrog takes him.
        const HardbopState s = stateWith({{Personality::Faramir, "Hol"}});
        const std::vector<PersonalityOrder> o{{Personality::Faramir, {place("KDu")}}};
        const auto r = movePersonalities({b, s, o, 0, {}, kNoProvince});
        QVERIFY(!r.next.find(Personality::Faramir));
    }
    { // Gandalf with him: the Balrog dies, Faramir lives, Gandalf leaves the board.
        const HardbopState s =
            stateWith({{Personality::Faramir, "Hol"}, {Personality::Gandalf, "Hol"}});
        const std::vector<PersonalityOrder> o{{Personality::Faramir, {place("KDu")}},
                                              {Personality::Gandalf, {place("KDu")}}};
        const auto r = movePersonalities({b, s, o, 0, {}, kNoProvince});
        QVERIFY(r.balrogSlain);
        QCOMPARE(r.next.balrog, Balrog::Slain);
        QVERIFY(r.next.find(Personality::Faramir));
        QVERIFY(!r.next.find(Personality::Gandalf));
    }
    { // The Ranger may pass through but not end the turn there (E26).
        const HardbopState s = stateWith({{Personality::Ranger, "Hol"}});
        const std::vector<PersonalityOrder> through{
            {Personality::Ranger, {place("KDu"), place("Hol")}}};
        auto r = movePersonalities({b, s, through, 0, {}, kNoProvince});
        QCOMPARE(r.next.find(Personality::Ranger)->at, place("KDu"));
        r = movePersonalities({b, r.next, through, 1, {}, kNoProvince});
        QCOMPARE(r.next.find(Personality::Ranger)->at, place("Hol"));
        const std::vector<PersonalityOrder> stay{{Personality::Ranger, {place("KDu")}}};
        r = movePersonalities({b, s, stay, 0, {}, kNoProvince});
        r = movePersonalities({b, r.next, stay, 1, {}, kNoProvince});
        QVERIFY(!r.next.find(Personality::Ranger));
    }
    { // Saruman is the Balrog's master's own: spared.
        const HardbopState s = stateWith({{Personality::Saruman, "Hol"}});
        const std::vector<PersonalityOrder> o{{Personality::Saruman, {place("KDu")}}};
        QVERIFY(movePersonalities({b, s, o, 0, {}, kNoProvince}).next.find(Personality::Saruman));
    }
}

// Spec F19 (B4 Ranger 1, E52): neutralising Gundabad; fortresses and occupied centres not.
void TestDownfallPersonalities::f19Neutralise_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("space");
    QTest::addColumn<int>("error");
    QTest::newRow("empty Gundabad owned by Mordor: unowned") << "OWNER Mordor Gun\n"
                                                             << "Gun" << int(NeutraliseError::None);
    QTest::newRow("Iron Hills is a fortress") << ""
                                              << "Iro" << int(NeutraliseError::Fortress);
    QTest::newRow("an occupied centre") << "UNIT Mordor A Gun\nOWNER Mordor Gun\n"
                                        << "Gun" << int(NeutraliseError::Occupied);
    QTest::newRow("not a centre") << ""
                                  << "Amo" << int(NeutraliseError::NotCentre);
}

void TestDownfallPersonalities::f19Neutralise()
{
    QFETCH(QString, units);
    QFETCH(QString, space);
    QFETCH(int, error);
    Position b = board(units.toStdString());
    const ProvinceId p = place(space.toUtf8().constData());
    HardbopState s = stateWith({{Personality::Ranger, space.toUtf8().constData()}});
    const PowerId owner = b.owners[p];
    std::vector<Event> events;
    const NeutraliseError e = neutralise(b, s, p, events);
    QCOMPARE(int(e), error);
    QCOMPARE(b.owners[p], e == NeutraliseError::None ? kNoPower : owner);
    QCOMPARE(hasEvent(events, EventKind::Neutralised), e == NeutraliseError::None);
    if (e == NeutraliseError::None) { // Mordor may now kill him, and it is public (C1)
        QVERIFY((s.rangerGrudges >> powerOf("Mordor")) & 1u);
        QVERIFY(events[0].isPublic);
    }
}

// Spec F20 (B4 Ranger 3, E27): the walk through Edoras to Erech on one turn.
void TestDownfallPersonalities::f20PathsOfTheDead()
{
    Position b = board("OWNER Mordor Gun\n");
    HardbopState s = stateWith({{Personality::Ranger, "Gun"}});
    std::vector<Event> events;
    QCOMPARE(neutralise(b, s, place("Gun"), events), NeutraliseError::None);
    s.find(Personality::Ranger)->at = place("WEm");
    const std::vector<PersonalityOrder> o{{Personality::Ranger, {place("Edo"), place("Ech")}}};
    auto r = movePersonalities({b, s, o, 0, {}, kNoProvince});
    QVERIFY(!r.next.pathsWalked);
    r = movePersonalities({b, r.next, o, 1, {}, kNoProvince});
    QCOMPARE(r.next.find(Personality::Ranger)->at, place("Ech"));
    QVERIFY(r.next.pathsWalked);
    QVERIFY(r.next.find(Personality::Ranger)->doubled);
    QCOMPARE(stepsAllowed(r.next, Personality::Ranger), 1);
    completePaths(b, r.next, events);
    QCOMPARE(b.owners[place("Gun")], powerOf("Gondor"));
    // No more neutralising, and the way back is open now.
    QCOMPARE(checkStep(downfallFixture(), r.next, Personality::Ranger, place("Ech"), place("Edo")),
             StepError::None);
    HardbopState after = r.next;
    after.find(Personality::Ranger)->at = place("Bre");
    QCOMPARE(neutralise(b, after, place("Bre"), events), NeutraliseError::AfterPaths);
}

// Spec F16 (B4 Fellowship, E29): the Ents' march destroys Saruman's army and Isengard.
void TestDownfallPersonalities::f16EntsMarch()
{
    {
        Position b = board("UNIT Saruman A Ise\n");
        HardbopState s =
            stateWith({{Personality::Fellowship, "Fan"}, {Personality::Saruman, "Dld"}});
        std::vector<Event> events;
        QCOMPARE(entsMarch(b, s, place("Fan"), events), MarchError::None);
        QVERIFY(!b.units[place("Ise")].exists());
        QVERIFY(s.fortressLost[place("Ise")] && s.garrisonLost[place("Ise")]);
        QVERIFY(s.centreLost[place("Ise")]);
        QCOMPARE(s.find(Personality::Fellowship)->at, place("Ise"));
        QVERIFY(hasEvent(events, EventKind::UnitDestroyed));
    }
    { // Variant: Saruman stands in Isengard: nothing happens.
        Position b = board("UNIT Saruman A Ise\n");
        HardbopState s =
            stateWith({{Personality::Fellowship, "Fan"}, {Personality::Saruman, "Ise"}});
        std::vector<Event> events;
        QCOMPARE(entsMarch(b, s, place("Fan"), events), MarchError::IsengardGuarded);
        QVERIFY(b.units[place("Ise")].exists());
        QVERIFY(!describe(MarchError::IsengardGuarded).empty());
    }
    { // Only from where it ended the last turn.
        Position b = board("");
        HardbopState s = stateWith({{Personality::Fellowship, "Fan"}});
        std::vector<Event> events;
        QCOMPARE(entsMarch(b, s, place("Wol"), events), MarchError::NotInFangorn);
    }
}

// Spec F22 (B4 Gandalf 3, E23): Gandalf's order replaces Saruman's; Saruman is told.
void TestDownfallPersonalities::f22GandalfCommands()
{
    const Position b = board("UNIT Saruman A Ene\n");
    const Order command = parseOrder(downfallFixture(), "A Ene-Dld").order;
    std::vector<Order> own{parseOrder(downfallFixture(), "Saruman: A Ene H").order};
    std::vector<Event> events;
    HardbopState s = stateWith({{Personality::Gandalf, "Ene"}});
    QCOMPARE(applyCommand(b, s, command, own, events), CommandError::None);
    QCOMPARE(own.size(), std::size_t(1));
    QCOMPARE(own[0].type, OrderType::Move);
    QCOMPARE(own[0].power, powerOf("Saruman"));
    QCOMPARE(events.size(), std::size_t(2));
    QVERIFY(events[0].isPublic); // Gandalf revealed
    QCOMPARE(events[1].audience, powerBit(powerOf("Saruman")));
    // With the Saruman personality in Enedwaith, the command is void.
    s.personalities.push_back({Personality::Saruman, place("Ene")});
    std::vector<Order> again{parseOrder(downfallFixture(), "Saruman: A Ene H").order};
    QCOMPARE(applyCommand(b, s, command, again, events), CommandError::Overruled);
    QCOMPARE(again[0].type, OrderType::Hold);
}

// Spec B4 (Faramir leads Rohan units with Rohan's permission) and interpretation 50: Rohan
// gives the leave for one turn or as a standing leave, and may withdraw a standing one.
void TestDownfallPersonalities::i50FaramirLeadsRohanWithLeave_data()
{
    QTest::addColumn<bool>("standingBefore");
    QTest::addColumn<bool>("thisTurn");
    QTest::addColumn<int>("standingOrder"); // -1 none, 0 withdraw, 1 give
    QTest::addColumn<bool>("leads");
    QTest::addColumn<bool>("standingAfter");
    QTest::newRow("no leave: he may not lead") << false << false << -1 << false << false;
    QTest::newRow("leave for this turn only") << false << true << -1 << true << false;
    QTest::newRow("standing leave given") << false << false << 1 << true << true;
    QTest::newRow("standing leave kept") << true << false << -1 << true << true;
    QTest::newRow("standing leave withdrawn") << true << false << 0 << false << false;
    QTest::newRow("withdrawn, yet leave for this turn") << true << true << 0 << true << false;
}

void TestDownfallPersonalities::i50FaramirLeadsRohanWithLeave()
{
    QFETCH(bool, standingBefore);
    QFETCH(bool, thisTurn);
    QFETCH(int, standingOrder);
    QFETCH(bool, leads);
    QFETCH(bool, standingAfter);
    const Position b = board("UNIT Rohan A Edo\n");
    HardbopState s = stateWith({{Personality::Faramir, "Edo"}});
    s.faramirLeadsRohan = standingBefore;
    HardbopTurnOrders o;
    o.first.units.push_back(parseOrder(downfallFixture(), "A Edo H").order);
    const LeadParseResult lead = parseLead(downfallFixture(), "Faramir L A Edo H");
    QVERIFY(lead.ok());
    o.first.leads.push_back(lead.order);
    o.faramirLeaveThisTurn = thisTurn;
    if (standingOrder >= 0)
        o.faramirStandingLeave = standingOrder == 1;
    Dice dice(Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(b, s, o, dice);
    QCOMPARE(t.first.leads.size(), std::size_t(1));
    QCOMPARE(t.first.leads[0], leads ? LeadError::None : LeadError::MayNotLead);
    QCOMPARE(t.state.faramirLeadsRohan, standingAfter);
}

QTEST_GUILESS_MAIN(TestDownfallPersonalities)
#include "tst_downfall_personalities.moc"
