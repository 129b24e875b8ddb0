// The Ring's claims that the first layer left out (rules spec B9.3, B9.4, E33, E36): a
// Ring lying where someone already stands, a leader going with its unit into the Ring's
// space, and the Fellowship taking the Ring along if it is ever moved by a retreat.
#include "tst_downfall_fixture.h"

#include "core/diplomacy/downfall/ring.h"
#include "core/diplomacy/downfall/sequence.h"
#include "core/diplomacy/orderparser.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

Order order(const char *text)
{
    const auto r = parseOrder(downfallFixture(), text);
    if (!r.ok())
        qFatal("order: %s", text);
    return r.order;
}

HardbopTurn play(const Position &b, const HardbopState &s, const HardbopTurnOrders &o)
{
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    return playHardbopTurn(b, s, o, dice);
}

} // namespace

class TestDownfallRing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void e33LyingRingClaimedAtPassing_data();
    void e33LyingRingClaimedAtPassing();
    void b93LeaderClaims_data();
    void b93LeaderClaims();
    void e36FellowshipRetreatsWithRing();
};

void TestDownfallRing::e33LyingRingClaimedAtPassing_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("fellowshipAt");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("power");
    QTest::addColumn<bool>("byFellowship");
    QTest::newRow("E33: Saruman's army standing on it claims at step v")
        << "UNIT Saruman A Wol\n"
        << "" << int(RingStatus::Carried) << "Saruman" << false;
    QTest::newRow("E33: nobody there, it keeps lying")
        << "UNIT Saruman A Ent\n"
        << "" << int(RingStatus::Lying) << "" << false;
    QTest::newRow("B9.3: the Fellowship standing there comes first")
        << "UNIT Saruman A Wol\n"
        << "Wol" << int(RingStatus::Carried) << "Elves" << true;
}

// Spec E33 second clause: nobody entered, but someone stands where the Ring lies.
void TestDownfallRing::e33LyingRingClaimedAtPassing()
{
    QFETCH(QString, units);
    QFETCH(QString, fellowshipAt);
    QFETCH(int, status);
    QFETCH(QString, power);
    QFETCH(bool, byFellowship);
    const Position b = board(units.toStdString());
    HardbopState s = stateWith({});
    if (!fellowshipAt.isEmpty())
        s.personalities.push_back({Personality::Fellowship, place(qPrintable(fellowshipAt))});
    s.ring = {RingStatus::Lying, place("Wol"), kNoPower, std::nullopt, kNoPower};
    const HardbopTurn t = play(b, s, {});
    QCOMPARE(int(t.state.ring.status), status);
    QCOMPARE(t.state.ring.power, power.isEmpty() ? kNoPower : powerOf(qPrintable(power)));
    QCOMPARE(t.state.ring.personality == Personality::Fellowship, byFellowship);
    const bool claimedAtV = std::any_of(t.events.begin(), t.events.end(), [](const Event &e) {
        return e.kind == EventKind::RingClaimed && e.step == 5;
    });
    QCOMPARE(claimedAtV, status == int(RingStatus::Carried));
}

void TestDownfallRing::b93LeaderClaims_data()
{
    QTest::addColumn<bool>("leads");
    QTest::addColumn<bool>("byFaramir");
    QTest::newRow("B9.3: Faramir goes in with the army he leads and claims first") << true << true;
    QTest::newRow("B9.3: unled, the army claims") << false << false;
}

// Spec B9.3, B5: a leader enters the space with the unit it led, so it is a claimant.
void TestDownfallRing::b93LeaderClaims()
{
    QFETCH(bool, leads);
    QFETCH(bool, byFaramir);
    const Position b = board("UNIT Gondor A Ent\n");
    HardbopState s = stateWith({{Personality::Faramir, "Ent"}});
    s.ring.at = place("Wol");
    HardbopTurnOrders o;
    o.first.units = {order("Gondor: A Ent-Wol")};
    if (leads)
        o.first.leads = {{Personality::Faramir, order("Gondor: A Ent-Wol")}};
    const HardbopTurn t = play(b, s, o);
    QCOMPARE(t.state.ring.status, RingStatus::Carried);
    QCOMPARE(t.state.ring.power, powerOf("Gondor"));
    QCOMPARE(t.state.ring.personality == Personality::Faramir, byFaramir);
    QCOMPARE(t.state.ring.at, place("Wol"));
}

// Spec E36, B9.4: a Fellowship moved by a retreat keeps the Ring.
void TestDownfallRing::e36FellowshipRetreatsWithRing()
{
    Position b = board("");
    b.phase = PhaseType::Retreat;
    b.dislodged[place("Wol")].unit = {powerOf("Elves"), UnitKind::Army, kNoCoast};
    HardbopState s = stateWith({{Personality::Fellowship, "Wol"}});
    s.find(Personality::Fellowship)->withDislodged = true;
    s.ring = {RingStatus::Carried, place("Wol"), powerOf("Elves"), Personality::Fellowship,
              kNoPower};
    const std::vector<Order> retreat{order("Elves: A Wol R Ent")};
    TurnResult r = adjudicateRetreatTurn(b, s, retreat);
    std::vector<Event> events;
    carryRing(r.adjudication.next, &r.adjudication, s, r.next, events, 4);
    QCOMPARE(r.next.find(Personality::Fellowship)->at, place("Ent"));
    QCOMPARE(r.next.ring.status, RingStatus::Carried);
    QCOMPARE(r.next.ring.at, place("Ent"));
    QCOMPARE(r.next.ring.personality, std::optional(Personality::Fellowship));
}

QTEST_GUILESS_MAIN(TestDownfallRing)
#include "tst_downfall_ring.moc"
