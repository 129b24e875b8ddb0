// A whole Hardbop turn (rules spec B11, B12, B13), the Ring (B9) and the reports of
// part C, checked against the worked examples of part F.
#include "tst_downfall_fixture.h"

#include "core/diplomacy/downfall/report.h"
#include "core/diplomacy/downfall/ring.h"
#include "core/diplomacy/downfall/sequence.h"
#include "core/diplomacy/orderparser.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;
using herald::dice::Dice;
using herald::dice::Generator;

namespace {

Order order(const char *text)
{
    const auto r = parseOrder(downfallFixture(), text);
    if (!r.ok())
        qFatal("order: %s", text);
    return r.order;
}

} // namespace

class TestDownfallTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void f13RingClaimPriority();
    void f21WearingTheRing();
    void b96DestroyedAtOrodruin();
    void f15GoodHomesKept();
    void b12HobbitCalendar();
    void c2PrivateNotesStayPrivate();
};

// Spec F13 (B9.3): the Fellowship claims ahead of the Nazgul and Saruman's army.
void TestDownfallTurn::f13RingClaimPriority()
{
    const Position start = board("UNIT Saruman A EEm\n");
    HardbopState s = stateWith({{Personality::Fellowship, "Fan"}, {Personality::Nazgul, "Ent"}});
    // The Nazgul stands too near for the GM to hide it there (E32); F13 places it anyway.
    QVERIFY(!hideRing(start, s, place("Wol")));
    s.ring.at = place("Wol");
    HardbopTurnOrders o;
    o.first.units = {order("Saruman: A EEm-Wol")};
    o.personalities = {{Personality::Fellowship, {place("Wol")}},
                       {Personality::Nazgul, {place("Wol")}}};
    Dice dice(Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(start, s, o, dice);
    QCOMPARE(t.state.ring.status, RingStatus::Carried);
    QCOMPARE(t.state.ring.personality, std::optional(Personality::Fellowship));
    const TurnReport report = reportTurn(downfallFixture(), t);
    const auto told = [&](const char *power, EventKind kind) {
        const auto &lines = report.privateLines[powerOf(power)];
        return std::any_of(lines.begin(), lines.end(),
                           [&](const ReportLine &l) { return l.event && l.event->kind == kind; });
    };
    QVERIFY(told("Elves", EventKind::RingClaimed));
    QVERIFY(!told("Mordor", EventKind::RingClaimed));
    QVERIFY(told("Elves", EventKind::Encounter));
    QVERIFY(told("Mordor", EventKind::Encounter));
    QVERIFY(told("Saruman", EventKind::Encounter));
}

// Spec F21 (B9.5, E38, E39): the Dwarves put the Ring on, then lose it.
void TestDownfallTurn::f21WearingTheRing()
{
    Position b = board("UNIT Dwarves A Iro\nUNIT Mordor A Bar\n");
    HardbopState s = stateWith({{Personality::Nazgul, "Bar"}});
    s.traits[place("Bar")].multiple = 2;
    s.ring = {RingStatus::Carried, place("Iro"), powerOf("Dwarves"), std::nullopt, kNoPower};
    std::vector<Event> events;
    QCOMPARE(wearRing(b, s, powerOf("Elves"), events), RingError::NotYours);
    QCOMPARE(wearRing(b, s, powerOf("Dwarves"), events), RingError::None);
    QCOMPARE(int(s.traits[place("Iro")].multiple), 2);
    QCOMPARE(s.alignment[powerOf("Dwarves")], Alignment::Evil);
    QCOMPARE(int(s.traits[place("Bar")].multiple), 1);
    QCOMPARE(s.nazgulController, powerOf("Dwarves"));
    QCOMPARE(ringBearer(s), powerOf("Dwarves"));
    // Follow-up: the wearer is dislodged: the Dwarves are out, the Ring lies in Iron Hills,
    // the Nazgul goes back to Mordor.
    const HardbopState before = s;
    b.units[place("Iro")] = {powerOf("Mordor"), UnitKind::Army, kNoCoast};
    carryRing(b, nullptr, before, s, events, 3);
    QCOMPARE(s.ring.status, RingStatus::Lying);
    QVERIFY(s.isEliminated(powerOf("Dwarves")));
    QCOMPARE(s.nazgulController, powerOf("Mordor"));
    RingEntrants victor;
    victor.units.set(place("Iro"));
    claimRing(b, s, victor, events, 3);
    QCOMPARE(s.ring.power, powerOf("Mordor"));
    // Good powers never wear it; the Nazgul never does.
    HardbopState good = stateWith({});
    good.ring = {RingStatus::Carried, place("Iro"), powerOf("Gondor"), std::nullopt, kNoPower};
    QCOMPARE(wearRing(b, good, powerOf("Gondor"), events), RingError::GoodMayNotWear);
    good.ring = {RingStatus::Carried, place("Bar"), powerOf("Mordor"), Personality::Nazgul,
                 kNoPower};
    QCOMPARE(wearRing(b, good, powerOf("Mordor"), events), RingError::BearerMayNotWear);
}

// Spec B9.6, B13.1: the Ring unmade in Orodruin at step xiii.
void TestDownfallTurn::b96DestroyedAtOrodruin()
{
    const Position start = board("UNIT Rohan A Gor\n");
    HardbopState s = stateWith({});
    s.ring = {RingStatus::Carried, place("Gor"), powerOf("Rohan"), std::nullopt, kNoPower};
    HardbopTurnOrders o;
    o.first.units = {order("Rohan: A Gor-Oro")};
    o.destroyRing = powerOf("Rohan");
    Dice dice(Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(start, s, o, dice);
    QCOMPARE(t.ringOrder, RingError::None);
    QVERIFY(t.ringDestroyed);
    HardbopTurnOrders stay;
    stay.destroyRing = powerOf("Rohan");
    QCOMPARE(playHardbopTurn(start, s, stay, dice).ringOrder, RingError::NotAtOrodruin);
}

// Spec F15 (B8.3) and E45: a II turn; an Elf army in Lamedon takes nothing, a Dwarf army
// in it takes the centre and turns the Dwarves Evil at step xi.
void TestDownfallTurn::f15GoodHomesKept()
{
    Position start = board("UNIT Elves A Lam\nOWNER Gondor Lam\n");
    start.season = 1;
    Dice dice(Generator(1, 0));
    HardbopTurn t = playHardbopTurn(start, stateWith({}), {}, dice);
    QCOMPARE(t.position.owners[place("Lam")], powerOf("Gondor"));
    Position dwarves = board("UNIT Dwarves A Lam\nOWNER Gondor Lam\n");
    dwarves.season = 1;
    t = playHardbopTurn(dwarves, stateWith({}), {}, dice);
    QCOMPARE(t.position.owners[place("Lam")], powerOf("Dwarves"));
    QCOMPARE(t.state.alignment[powerOf("Dwarves")], Alignment::Evil);
}

// Spec B12: months of two turns; adjustments after each II turn; the year turns after
// Foreyule (here the fixture's three months).
void TestDownfallTurn::b12HobbitCalendar()
{
    Position p = board("");
    Dice dice(Generator(1, 0));
    HardbopState s = stateWith({});
    QStringList labels;
    for (int i = 0; i < 7; ++i) {
        labels << QString::fromStdString(phaseLabel(p));
        const HardbopTurn t = playHardbopTurn(p, s, {}, dice);
        QCOMPARE(t.adjustments.has_value(), isSecondTurn(p));
        p = t.position;
        s = t.state;
    }
    QCOMPARE(labels, (QStringList{"Afteryule I 3019 Movement", "Afteryule II 3019 Movement",
                                  "Solmath I 3019 Movement", "Solmath II 3019 Movement",
                                  "Rethe I 3019 Movement", "Rethe II 3019 Movement",
                                  "Afteryule I 3020 Movement"}));
}

// Spec C1, C2: nothing private reaches the public report.
void TestDownfallTurn::c2PrivateNotesStayPrivate()
{
    const Position start = board("UNIT Mordor A Amo\nUNIT Saruman A EEm\n");
    HardbopState s = stateWith({{Personality::Ranger, "Bre"}, {Personality::Fellowship, "Fan"}});
    QVERIFY(hideRing(start, s, place("Wol")));
    HardbopTurnOrders o;
    o.personalities = {{Personality::Ranger, {place("Amo"), place("Ett")}},
                       {Personality::Fellowship, {place("Wol")}}};
    Dice dice(Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(start, s, o, dice);
    const TurnReport r =
        reportTurn(downfallFixture(), t, {{powerOf("Mordor"), {place("Wol"), place("Bre")}}});
    QVERIFY(!r.privateLines[powerOf("Gondor")].empty());
    QCOMPARE(r.privateLines[powerOf("Mordor")].size(), std::size_t(3)); // encounter, two hints
    for (const ReportLine &line : r.publicLines) {
        QVERIFY(!line.event || line.event->isPublic);
        QVERIFY2(line.text.find("Ranger") == std::string::npos, line.text.c_str());
        QVERIFY2(line.text.find("Ring") == std::string::npos, line.text.c_str());
        QVERIFY2(line.text.find("Fellowship") == std::string::npos, line.text.c_str());
    }
    for (int p = 0; p < downfallFixture().powerCount(); ++p) {
        for (const ReportLine &line : r.privateLines[p])
            QVERIFY(line.event && !line.event->isPublic);
    }
}

QTEST_GUILESS_MAIN(TestDownfallTurn)
#include "tst_downfall_turn.moc"
