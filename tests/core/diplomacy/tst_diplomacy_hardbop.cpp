// Hardbop Downfall amendments on the standard engine (rules spec parts B and D), checked
// against the worked examples of part F on their fixture map.
#include "testsupport.h"

#include "core/diplomacy/downfall/builds.h"
#include "core/diplomacy/downfall/cavalry.h"
#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/turn.h"
#include "core/diplomacy/downfall/victory.h"
#include "core/diplomacy/orderparser.h"
#include "core/diplomacy/positionformat.h"
#include "core/diplomacy/retreat.h"
#include "core/diplomacy/variantformat.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

const Variant &fixture()
{
    static const Variant variant = [] {
        auto parsed = parseVariant(readTextFile(
            HERALD_SOURCE_DIR "/tests/core/diplomacy/fixtures/hardbop-fixture.variant"));
        if (!parsed.variant)
            qFatal("fixture: %s", describe(parsed.errors[0]).c_str());
        return std::move(*parsed.variant);
    }();
    return variant;
}

ProvinceId at(const char *name)
{
    return fixture().findProvince(name);
}

/// A turn on the fixture map: units as position text, Multiple armies as "Osg=2",
/// personalities as "Faramir@Ano", orders one per line ("Faramir L A Ano H" for leads,
/// "Nazgul fear Osg" for the fear).
struct Turn
{
    Position position;
    HardbopState state;
    TurnOrders orders;

    Turn(const std::string &units, const std::string &extras = {})
    {
        const auto parsed = parsePosition(fixture(), "VARIANT Hardbop fixture\n" + units);
        if (!parsed.position)
            qFatal("position: %s", describe(parsed.errors[0]).c_str());
        position = *parsed.position;
        state = initialState(fixture());
        for (const auto &word : split(extras, ' ')) {
            if (word.rfind("C:", 0) == 0)
                state.traits[at(word.substr(2).c_str())].unitClass = UnitClass::Cavalry;
            else if (const auto eq = word.find('='); eq != std::string::npos)
                state.traits[at(word.substr(0, eq).c_str())].multiple =
                    static_cast<std::uint8_t>(std::stoi(word.substr(eq + 1)));
            else if (const auto sign = word.find('@'); sign != std::string::npos)
                state.personalities.push_back(
                    {*findPersonality(word.substr(0, sign)), at(word.substr(sign + 1).c_str())});
        }
    }

    /// The first step, its retreats (every dislodged unit disbands unless `retreats` says
    /// otherwise), then the cavalry second halves.
    CavalryStepResult playWithCavalry(const std::string &first, const std::string &retreats,
                                      const std::string &second)
    {
        first_ = play(first);
        board_ = first_.adjudication.next;
        boardState_ = first_.next;
        if (board_.phase == PhaseType::Retreat) {
            const TurnResult r = adjudicateRetreatTurn(board_, boardState_, parse(retreats));
            board_ = r.adjudication.next;
            boardState_ = r.next;
        }
        const CavalryStep step{position, state, first_.adjudication, board_, boardState_};
        return adjudicateCavalryStep(step, parse(second));
    }

    static std::vector<Order> parse(const std::string &lines)
    {
        std::vector<Order> out;
        for (const auto &line : split(lines, '\n')) {
            const OrderParseResult r = parseOrder(fixture(), line);
            if (!r.ok())
                qFatal("order: %s", describe(r.error, line, r.detail).c_str());
            out.push_back(r.order);
        }
        return out;
    }

    TurnResult first_;
    Position board_;
    HardbopState boardState_;

    TurnResult play(const std::string &lines)
    {
        for (const auto &line : split(lines, '\n')) {
            if (line.rfind("Nazgul fear ", 0) == 0) {
                orders.fear = at(line.substr(12).c_str());
            } else if (line.find(" L ") != std::string::npos) {
                const LeadParseResult lead = parseLead(fixture(), line);
                if (!lead.ok())
                    qFatal("lead: %s", line.c_str());
                orders.leads.push_back(lead.order);
            } else {
                const OrderParseResult r = parseOrder(fixture(), line);
                if (!r.ok())
                    qFatal("order: %s", describe(r.error, line, r.detail).c_str());
                orders.units.push_back(r.order);
            }
        }
        return adjudicateMovementTurn(position, state, orders);
    }

    static std::vector<std::string> split(const std::string &s, char c)
    {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start < s.size()) {
            const std::size_t end = std::min(s.find(c, start), s.size());
            if (end > start)
                out.push_back(s.substr(start, end - start));
            start = end + 1;
        }
        return out;
    }
};

/// The result of the order given to the unit in `province`.
const OrderResult &resultAt(const TurnResult &t, const char *province)
{
    for (const OrderResult &r : t.adjudication.results) {
        if (r.order.unit.province == at(province))
            return r;
    }
    qFatal("no result for %s", province);
}

ProvinceId personalityAt(const TurnResult &t, Personality who)
{
    for (const PersonalityUnit &p : t.next.personalities) {
        if (p.who == who)
            return p.at;
    }
    return kNoProvince;
}

} // namespace

class TestHardbop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void f1CumulativeLead_data();
    void f1CumulativeLead();
    void f2LedAttack_data();
    void f2LedAttack();
    void f3Fortress_data();
    void f3Fortress();
    void f3HeadToHeadWithoutFortress();
    void f4MultipleArmySupportCut_data();
    void f4MultipleArmySupportCut();
    void f5Garrison_data();
    void f5Garrison();
    void f11NazgulFear_data();
    void f11NazgulFear();
    void f14AlignmentAndSupport();
    void f6CavalrySecondHalf_data();
    void f6CavalrySecondHalf();
    void f7CavalryFirstHalfFails();
    void f8CutFirstSupport_data();
    void f8CutFirstSupport();
    void f9KhazadDum_data();
    void f9KhazadDum();
    void f10SauronTurnsTheBalrog();
    void fangornClosedToEvil();
    void leadPermissions_data();
    void leadPermissions();
    void leaderRetreatsWithUnit();
    void downfallStartingState();
    void fleetCaps_data();
    void fleetCaps();
    void victory_data();
    void victory();
};

// Spec F1 (E7): each leader adds 1 to the hold of the unit it leads.
void TestHardbop::f1CumulativeLead_data()
{
    QTest::addColumn<QString>("leads");
    QTest::addColumn<int>("hold");
    QTest::addColumn<bool>("dislodged");
    QTest::newRow("Faramir and Ranger lead: 3 beats 2")
        << "Faramir L A Ano H\nRanger L A Ano H" << 3 << false;
    QTest::newRow("a: only Faramir leads: 2 stops 2") << "Faramir L A Ano H" << 2 << false;
    QTest::newRow("b: nobody leads: dislodged") << "" << 1 << true;
}

void TestHardbop::f1CumulativeLead()
{
    QFETCH(QString, leads);
    QFETCH(int, hold);
    QFETCH(bool, dislodged);
    Turn turn("UNIT Gondor A Ano\nUNIT Mordor A Osg\nUNIT Mordor A NIt\n",
              "Faramir@Ano Ranger@Ano");
    const TurnResult t = turn.play(
        "Gondor: A Ano H\nMordor: A Osg-Ano\nMordor: A NIt S A Osg-Ano\n" + leads.toStdString());
    for (LeadError e : t.leads)
        QCOMPARE(e, LeadError::None);
    QCOMPARE(int(resultAt(t, "Osg").opposing), hold);
    QCOMPARE(int(resultAt(t, "Osg").attack), 2);
    QCOMPARE(resultAt(t, "Ano").dislodged, dislodged);
    // Personalities that did not lead stay behind (variant b).
    QCOMPARE(personalityAt(t, Personality::Ranger), at("Ano"));
}

// Spec F2: a led attack wins a three-way contest; the leader goes with the unit.
void TestHardbop::f2LedAttack_data()
{
    QTest::addColumn<bool>("faramirLeads");
    QTest::newRow("Faramir leads: 3 beats 2") << true;
    QTest::newRow("without Faramir: 2 against 2, both fail") << false;
}

void TestHardbop::f2LedAttack()
{
    QFETCH(bool, faramirLeads);
    Turn turn("UNIT Gondor A MTi\nUNIT Gondor A Los\nUNIT Mordor A Osg\nUNIT Mordor A NIt\n",
              "Faramir@MTi");
    const TurnResult t =
        turn.play(std::string("Gondor: A MTi-Ano\nGondor: A Los S A MTi-Ano\nMordor: A Osg-Ano\n"
                              "Mordor: A NIt S A Osg-Ano") +
                  (faramirLeads ? "\nFaramir L A MTi-Ano" : ""));
    QCOMPARE(resultAt(t, "MTi").outcome, faramirLeads ? Outcome::Succeeded : Outcome::Failed);
    QCOMPARE(int(resultAt(t, "MTi").attack), faramirLeads ? 3 : 2);
    QCOMPARE(resultAt(t, "Osg").outcome, Outcome::Failed);
    QCOMPARE(personalityAt(t, Personality::Faramir), faramirLeads ? at("Ano") : at("MTi"));
}

// Spec F3 (D2, E8): a fortress adds 1 to hold only.
void TestHardbop::f3Fortress_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("orders");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("hold");
    QTest::addColumn<bool>("dislodged");
    QTest::newRow("a: 2A against A in fortress: 2 against 2")
        << "UNIT Gondor A MTi\nUNIT Mordor A Osg\n"
        << "Gondor: A MTi H\nMordor: A Osg-MTi" << 2 << 2 << false;
    QTest::newRow("b: with one support: 3 beats 2")
        << "UNIT Gondor A MTi\nUNIT Mordor A Osg\nUNIT Mordor A Ano\n"
        << "Gondor: A MTi H\nMordor: A Osg-MTi\nMordor: A Ano S A Osg-MTi" << 3 << 2 << true;
    QTest::newRow("c: the defence supported too: 3 against 3")
        << "UNIT Gondor A MTi\nUNIT Gondor A Los\nUNIT Mordor A Osg\nUNIT Mordor A Ano\n"
        << "Gondor: A MTi H\nGondor: A Los S A MTi\nMordor: A Osg-MTi\nMordor: A Ano S A Osg-MTi"
        << 3 << 3 << false;
}

void TestHardbop::f3Fortress()
{
    QFETCH(QString, units);
    QFETCH(QString, orders);
    QFETCH(int, attack);
    QFETCH(int, hold);
    QFETCH(bool, dislodged);
    Turn turn(units.toStdString(), "Osg=2");
    const TurnResult t = turn.play(orders.toStdString());
    QCOMPARE(int(resultAt(t, "Osg").attack), attack);
    QCOMPARE(int(resultAt(t, "Osg").opposing), hold);
    QCOMPARE(resultAt(t, "MTi").dislodged, dislodged);
    if (dislodged) // the Multiple army stays one in its new space (B6.1)
        QCOMPARE(int(t.next.traits[at("MTi")].multiple), 2);
}

// Spec F3 case d (E8): in a head-to-head the fortress plays no part.
void TestHardbop::f3HeadToHeadWithoutFortress()
{
    Turn turn("UNIT Gondor A MTi\nUNIT Mordor A Los\n");
    const TurnResult t = turn.play("Gondor: A MTi-Los\nMordor: A Los-MTi");
    QCOMPARE(resultAt(t, "MTi").outcome, Outcome::Failed);
    QCOMPARE(resultAt(t, "Los").outcome, Outcome::Failed);
    QCOMPARE(int(resultAt(t, "Los").opposing), 1);
}

void TestHardbop::f4MultipleArmySupportCut_data()
{
    QTest::addColumn<bool>("rohanAttacks");
    QTest::newRow("Rohan's failed move cuts the 2A's support") << true;
    QTest::newRow("without it the support is worth 2") << false;
}

// Spec F4: any single attack cuts a Multiple army's support, which is worth n otherwise.
void TestHardbop::f4MultipleArmySupportCut()
{
    QFETCH(bool, rohanAttacks);
    Turn turn("UNIT Gondor A MTi\nUNIT Mordor A Osg\nUNIT Mordor A Ano\nUNIT Rohan A EEm\n",
              "Ano=2");
    const TurnResult t =
        turn.play(std::string("Gondor: A MTi H\nMordor: A Osg-MTi\nMordor: A Ano S A Osg-MTi") +
                  (rohanAttacks ? "\nRohan: A EEm-Ano" : ""));
    QCOMPARE(int(resultAt(t, "Osg").attack), rohanAttacks ? 1 : 3);
    QCOMPARE(int(resultAt(t, "Osg").opposing), 2);
    QCOMPARE(resultAt(t, "MTi").dislodged, !rohanAttacks);
    if (rohanAttacks) {
        QCOMPARE(resultAt(t, "Ano").reason, Reason::SupportCut);
        QCOMPARE(int(resultAt(t, "EEm").opposing), 2);
    }
}

// Spec F5 (B7.2, D2): a garrison holds an empty fortress with strength 1 and can be
// supported; an occupant gets +1 only.
void TestHardbop::f5Garrison_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("orders");
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("hold");
    QTest::addColumn<bool>("enters");
    QTest::newRow("a: empty Erebor: 1 against the garrison's 1")
        << "UNIT Mordor A DoS\n"
        << "Mordor: A DoS-Erb" << 1 << 1 << false;
    QTest::newRow("b: supported attack enters")
        << "UNIT Mordor A DoS\nUNIT Mordor A WHe\n"
        << "Mordor: A DoS-Erb\nMordor: A WHe S A DoS-Erb" << 2 << 1 << true;
    QTest::newRow("c: Elves support the garrison: 2 against 2")
        << "UNIT Mordor A DoS\nUNIT Mordor A WHe\nUNIT Elves A Esg\n"
        << "Mordor: A DoS-Erb\nMordor: A WHe S A DoS-Erb\nElves: A Esg S Erb" << 2 << 2 << false;
    QTest::newRow("d: occupied: hold 1+1, not 3")
        << "UNIT Dwarves A Erb\nUNIT Mordor A DoS\nUNIT Mordor A WHe\n"
        << "Dwarves: A Erb H\nMordor: A DoS-Erb\nMordor: A WHe S A DoS-Erb" << 2 << 2 << false;
    QTest::newRow("d: with two supports: 3 beats 2")
        << "UNIT Dwarves A Erb\nUNIT Mordor A DoS\nUNIT Mordor A WHe\nUNIT Mordor A Esg\n"
        << "Dwarves: A Erb H\nMordor: A DoS-Erb\nMordor: A WHe S A DoS-Erb\n"
           "Mordor: A Esg S A DoS-Erb"
        << 3 << 2 << true;
    QTest::newRow("e: the garrison defends the fortress its army left")
        << "UNIT Dwarves A Erb\nUNIT Mordor A DoS\n"
        << "Dwarves: A Erb-Dal\nMordor: A DoS-Erb" << 1 << 1 << false;
}

void TestHardbop::f5Garrison()
{
    QFETCH(QString, units);
    QFETCH(QString, orders);
    QFETCH(int, attack);
    QFETCH(int, hold);
    QFETCH(bool, enters);
    Turn turn(units.toStdString() + "OWNER Dwarves Erb\n");
    const TurnResult t = turn.play(orders.toStdString());
    const OrderResult &r = resultAt(t, "DoS");
    QCOMPARE(int(r.attack), attack);
    QCOMPARE(int(r.opposing), hold);
    QCOMPARE(r.outcome, enters ? Outcome::Succeeded : Outcome::Failed);
    // Spec E11: a I turn changes no owner.
    QCOMPARE(t.adjudication.next.owners[at("Erb")], fixture().findPower("Dwarves"));
}

// Spec F11 (B4, D3): fear paralyses a unit unless it is led; it can still be supported.
void TestHardbop::f11NazgulFear_data()
{
    QTest::addColumn<QString>("orders");
    QTest::addColumn<int>("fear");
    QTest::addColumn<bool>("nitDislodged");
    QTest::newRow("a: the frightened support is void")
        << "Nazgul fear Osg" << int(FearError::None) << false;
    QTest::newRow("b: Faramir leads the support: fear void, 3 beats 1")
        << "Nazgul fear Osg\nFaramir L A Osg S A Ano-NIt" << int(FearError::Immune) << true;
}

void TestHardbop::f11NazgulFear()
{
    QFETCH(QString, orders);
    QFETCH(int, fear);
    QFETCH(bool, nitDislodged);
    Turn turn("UNIT Mordor A NIt\nUNIT Gondor A Ano\nUNIT Gondor A Osg\n",
              "Nazgul@NIt Faramir@Osg");
    const TurnResult t = turn.play(
        "Gondor: A Ano-NIt\nGondor: A Osg S A Ano-NIt\nMordor: A NIt H\n" + orders.toStdString());
    QCOMPARE(int(t.fear), fear);
    QCOMPARE(resultAt(t, "NIt").dislodged, nitDislodged);
    if (!nitDislodged)
        QCOMPARE(resultAt(t, "Osg").reason, Reason::Paralysed);
    // Case c: the paralysed unit holds and may be supported in its hold.
    Turn c("UNIT Mordor A NIt\nUNIT Gondor A Ano\nUNIT Gondor A Osg\nUNIT Gondor A MTi\n",
           "Nazgul@NIt");
    const TurnResult tc = c.play("Gondor: A Osg S A Ano-NIt\nGondor: A MTi S A Osg\n"
                                 "Mordor: A NIt-Osg\nNazgul fear Osg");
    QCOMPARE(resultAt(tc, "NIt").outcome, Outcome::Failed);
    QCOMPARE(int(resultAt(tc, "NIt").opposing), 2);
}

// Spec F14 (B10): Good may not support Evil; Neutral may.
void TestHardbop::f14AlignmentAndSupport()
{
    Turn turn("UNIT Gondor A Ano\nUNIT Mordor A Osg\nUNIT Dwarves A Dag\n");
    const TurnResult t =
        turn.play("Gondor: A Ano S A Osg-Emy\nMordor: A Osg-Emy\nDwarves: A Dag S A Osg-Emy");
    QCOMPARE(resultAt(t, "Ano").outcome, Outcome::Void);
    QCOMPARE(resultAt(t, "Ano").reason, Reason::AlignmentForbids);
    QCOMPARE(resultAt(t, "Dag").outcome, Outcome::Succeeded);
    QCOMPARE(int(resultAt(t, "Osg").attack), 2);
}

// Spec F6 (B6.3, D4, E16): second-half moves are supported only by cavalry second halves,
// and first-step supports do not carry over.
void TestHardbop::f6CavalrySecondHalf_data()
{
    QTest::addColumn<bool>("wemSupports");
    QTest::newRow("C WEm supports the second half: 2 beats 1") << true;
    QTest::newRow("variant: unsupported, 1 against 1, the cavalry stays in Ent") << false;
}

void TestHardbop::f6CavalrySecondHalf()
{
    QFETCH(bool, wemSupports);
    Turn turn("UNIT Rohan A Edo\nUNIT Rohan A WEm\nUNIT Rohan A HDe\nUNIT Saruman A Gap\n"
              "UNIT Saruman A Dld\n",
              "C:Edo C:WEm");
    const CavalryStepResult r = turn.playWithCavalry(
        "Rohan: A Edo-Ent\nRohan: A HDe S A Ent-Gap\nSaruman: A Gap H\nSaruman: A Dld S A Gap", "",
        std::string("Rohan: A Ent-Gap") + (wemSupports ? "\nRohan: A WEm S A Ent-Gap" : ""));
    QCOMPARE(resultAt(turn.first_, "Edo").outcome, Outcome::Succeeded);
    QCOMPARE(resultAt(turn.first_, "HDe").outcome, Outcome::Void);
    for (SecondHalfError e : r.halves)
        QCOMPARE(e, SecondHalfError::None);
    const OrderResult &second = r.adjudication.results[0];
    QCOMPARE(int(second.attack), wemSupports ? 2 : 1);
    QCOMPARE(int(second.opposing), 1);
    QCOMPARE(second.outcome, wemSupports ? Outcome::Succeeded : Outcome::Failed);
    if (wemSupports) {
        // Saruman's army retreats at step viii, never into the cavalry's origin Ent.
        QCOMPARE(r.adjudication.next.phase, PhaseType::Retreat);
        QVERIFY(r.adjudication.next.dislodged[at("Gap")].unit.exists());
        const auto options = retreatOptions(r.adjudication.next, at("Gap"));
        QCOMPARE(options.size(), std::size_t(1));
        QCOMPARE(options[0].province, at("Ise"));
        QCOMPARE(r.next.traits[at("Gap")].unitClass, UnitClass::Cavalry);
    }
}

// Spec F7: a first half that bounces voids the second half, though Gap is empty.
void TestHardbop::f7CavalryFirstHalfFails()
{
    Turn turn("UNIT Rohan A Edo\nUNIT Saruman A Dld\n", "C:Edo");
    const CavalryStepResult r =
        turn.playWithCavalry("Rohan: A Edo-WEm\nSaruman: A Dld-WEm", "", "Rohan: A WEm-Gap");
    QCOMPARE(resultAt(turn.first_, "Edo").outcome, Outcome::Failed);
    QCOMPARE(r.halves[0], SecondHalfError::FirstHalfFailed);
    QVERIFY(r.adjudication.next.units[at("Edo")].exists());
    QVERIFY(!r.adjudication.next.units[at("Gap")].exists());
    QVERIFY(r.adjudication.next.units[at("Dld")].exists());
}

// Spec F8: a cut first-half support kills the second support; a second half written in
// advance cannot be redirected.
void TestHardbop::f8CutFirstSupport_data()
{
    QTest::addColumn<bool>("dunlandAttacks");
    QTest::newRow("Dld cuts WEm: both Gap attacks fail") << true;
    QTest::newRow("variant: Gap taken at step iii, the cavalry cannot enter its own army") << false;
}

void TestHardbop::f8CutFirstSupport()
{
    QFETCH(bool, dunlandAttacks);
    Turn turn("UNIT Rohan A WEm\nUNIT Rohan A HDe\nUNIT Rohan A Ent\nUNIT Saruman A Gap\n"
              "UNIT Saruman A Dld\n",
              "C:WEm C:Ent");
    const CavalryStepResult r = turn.playWithCavalry(
        std::string("Rohan: A WEm S A HDe-Gap\nRohan: A HDe-Gap\nRohan: A Ent H\n"
                    "Saruman: A Gap H\n") +
            (dunlandAttacks ? "Saruman: A Dld-WEm" : "Saruman: A Dld H"),
        "", "Rohan: A WEm S A Ent-Gap\nRohan: A Ent-Gap");
    QCOMPARE(resultAt(turn.first_, "HDe").outcome,
             dunlandAttacks ? Outcome::Failed : Outcome::Succeeded);
    QCOMPARE(r.halves[0],
             dunlandAttacks ? SecondHalfError::FirstHalfFailed : SecondHalfError::None);
    QCOMPARE(r.halves[1], SecondHalfError::None);
    const OrderResult &cavalry = r.adjudication.results[dunlandAttacks ? 0 : 1];
    QCOMPARE(cavalry.order.unit.province, at("Ent"));
    QCOMPARE(cavalry.outcome, Outcome::Failed);
    QCOMPARE(cavalry.reason, dunlandAttacks ? Reason::Bounced : Reason::OwnUnitInTheWay);
}

// Spec F9 (B7.3, B7.4): no support across the Hollin gateway; the Balrog annihilates
// entrants unless Gandalf comes with them.
void TestHardbop::f9KhazadDum_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<int>("attack");
    QTest::addColumn<bool>("enters");
    QTest::addColumn<bool>("survives");
    QTest::newRow("a: the Aza support is void: 2 against 2") << "" << 2 << false << false;
    QTest::newRow("b: Elves support from Lorien: 3 beats 2, the Balrog kills the army")
        << "Elves: A Lor S A Hol-KDu" << 3 << true << false;
    QTest::newRow("c: Gandalf comes along: the Balrog dies, the army survives")
        << "Elves: A Lor S A Hol-KDu\nGandalf L A Hol-KDu" << 4 << true << true;
}

void TestHardbop::f9KhazadDum()
{
    QFETCH(QString, extra);
    QFETCH(int, attack);
    QFETCH(bool, enters);
    QFETCH(bool, survives);
    Turn turn("UNIT Saruman A KDu\nUNIT Dwarves A Hol\nUNIT Dwarves A Rhu\nUNIT Dwarves A Aza\n"
              "UNIT Elves A Lor\nOWNER Saruman KDu\n",
              "Gandalf@Hol");
    const TurnResult t = turn.play("Dwarves: A Hol-KDu\nDwarves: A Rhu S A Hol-KDu\n"
                                   "Dwarves: A Aza S A Hol-KDu\nSaruman: A KDu H\n" +
                                   extra.toStdString());
    QCOMPARE(resultAt(t, "Aza").reason, Reason::GatewayBlocks);
    QCOMPARE(int(resultAt(t, "Hol").attack), attack);
    QCOMPARE(int(resultAt(t, "Hol").opposing), 2);
    QCOMPARE(resultAt(t, "Hol").outcome, enters ? Outcome::Succeeded : Outcome::Failed);
    QCOMPARE(resultAt(t, "KDu").dislodged, enters);
    QCOMPARE(t.adjudication.next.units[at("KDu")].power == fixture().findPower("Dwarves"),
             survives);
    QCOMPARE(t.annihilated.size(), std::size_t(enters && !survives ? 1 : 0));
    QCOMPARE(t.balrogSlain, survives);
    QCOMPARE(t.next.balrog, survives ? Balrog::Slain : Balrog::Saruman);
    QCOMPARE(personalityAt(t, Personality::Gandalf), survives ? kNoProvince : at("Hol"));
    if (enters) { // Saruman's army may not retreat to where the attack came from.
        const auto options = retreatOptions(t.adjudication.next, at("KDu"));
        QCOMPARE(options.size(), std::size_t(1));
        QCOMPARE(options[0].province, at("Ise"));
    }
    QCOMPARE(t.adjudication.next.owners[at("KDu")], fixture().findPower("Saruman"));
}

// Spec F10 (B7.3): Sauron entering turns the Balrog; from then on it spares Mordor only.
void TestHardbop::f10SauronTurnsTheBalrog()
{
    Turn turn("UNIT Mordor A Aza\nOWNER Saruman KDu\n", "Sauron@Aza");
    const TurnResult t = turn.play("Mordor: A Aza-KDu\nSauron L A Aza-KDu");
    QVERIFY(t.adjudication.next.units[at("KDu")].exists());
    QCOMPARE(t.next.balrog, Balrog::Mordor);
    QCOMPARE(personalityAt(t, Personality::Sauron), at("KDu"));

    Turn later("UNIT Saruman A Hol\nUNIT Mordor A Aza\nOWNER Saruman KDu\n");
    later.state.balrog = Balrog::Mordor;
    const TurnResult saruman = later.play("Saruman: A Hol-KDu");
    QCOMPARE(saruman.annihilated.size(), std::size_t(1));
    Turn mordor("UNIT Mordor A Aza\nOWNER Saruman KDu\n");
    mordor.state.balrog = Balrog::Mordor;
    QVERIFY(mordor.play("Mordor: A Aza-KDu").annihilated.empty());
}

// Spec B7.6: Fangorn is closed to Evil units unless Sauron leads them; then the Ents
// and the fortress are gone for ever.
void TestHardbop::fangornClosedToEvil()
{
    Turn evil("UNIT Mordor A WEm\n");
    QCOMPARE(resultAt(evil.play("Mordor: A WEm-Fan"), "WEm").reason, Reason::ClosedToUnit);
    Turn good("UNIT Rohan A WEm\n");
    QCOMPARE(resultAt(good.play("Rohan: A WEm-Fan"), "WEm").outcome, Outcome::Succeeded);
    Turn led("UNIT Mordor A WEm\n", "Sauron@WEm");
    const TurnResult t = led.play("Mordor: A WEm-Fan\nSauron L A WEm-Fan");
    QCOMPARE(resultAt(t, "WEm").outcome, Outcome::Succeeded);
    QVERIFY(t.next.entsGone);
    QVERIFY(t.next.fortressLost[at("Fan")]);
}

// Spec B5: who may lead whom, and where the leader must stand.
void TestHardbop::leadPermissions_data()
{
    QTest::addColumn<QString>("personalities");
    QTest::addColumn<QString>("lead");
    QTest::addColumn<int>("error");
    QTest::newRow("Sauron leads Mordor") << "Sauron@Osg"
                                         << "Sauron L A Osg H" << int(LeadError::None);
    QTest::newRow("Sauron may not lead Gondor") << "Sauron@Ano"
                                                << "Sauron L A Ano H" << int(LeadError::MayNotLead);
    QTest::newRow("Gandalf leads a Neutral unit") << "Gandalf@Dag"
                                                  << "Gandalf L A Dag H" << int(LeadError::None);
    QTest::newRow("Gandalf may not lead Evil") << "Gandalf@Osg"
                                               << "Gandalf L A Osg H" << int(LeadError::MayNotLead);
    QTest::newRow("Faramir needs Rohan's permission")
        << "Faramir@EEm"
        << "Faramir L A EEm H" << int(LeadError::MayNotLead);
    QTest::newRow("the Ranger leads Rohan") << "Ranger@EEm"
                                            << "Ranger L A EEm H" << int(LeadError::None);
    QTest::newRow("the Fellowship leads nobody")
        << "Fellowship@Ano"
        << "Fellowship L A Ano H" << int(LeadError::MayNotLead);
    QTest::newRow("the leader must stand with the unit")
        << "Faramir@MTi"
        << "Faramir L A Ano H" << int(LeadError::NotWithUnit);
    QTest::newRow("not on the board") << ""
                                      << "Faramir L A Ano H" << int(LeadError::NotOnBoard);
    QTest::newRow("the led order must be the unit's order")
        << "Faramir@Ano"
        << "Faramir L A Ano-Emy" << int(LeadError::OrderMismatch);
    QTest::newRow("no unit to lead") << "Faramir@Los"
                                     << "Faramir L A Los H" << int(LeadError::NoUnit);
}

void TestHardbop::leadPermissions()
{
    QFETCH(QString, personalities);
    QFETCH(QString, lead);
    QFETCH(int, error);
    Turn turn("UNIT Gondor A Ano\nUNIT Mordor A Osg\nUNIT Dwarves A Dag\nUNIT Rohan A EEm\n",
              personalities.toStdString());
    const TurnResult t = turn.play(lead.toStdString());
    QCOMPARE(t.leads.size(), std::size_t(1));
    QCOMPARE(int(t.leads[0]), error);
    QVERIFY(error == 0 || !describe(t.leads[0]).empty());
}

// Spec B5, B3.6: a leader retreats with the unit it led, and dies with it.
void TestHardbop::leaderRetreatsWithUnit()
{
    Turn turn("UNIT Gondor A Ano\nUNIT Mordor A Osg\nUNIT Mordor A NIt\nUNIT Mordor A MTi\n",
              "Faramir@Ano");
    const TurnResult t = turn.play("Gondor: A Ano H\nFaramir L A Ano H\nMordor: A Osg-Ano\n"
                                   "Mordor: A NIt S A Osg-Ano\nMordor: A MTi S A Osg-Ano");
    QVERIFY(resultAt(t, "Ano").dislodged);
    QCOMPARE(t.adjudication.next.phase, PhaseType::Retreat);
    const auto order = parseOrder(fixture(), "Gondor: A Ano R Los");
    std::vector<Order> retreat{order.order};
    const TurnResult r = adjudicateRetreatTurn(t.adjudication.next, t.next, retreat);
    QVERIFY(r.adjudication.next.units[at("Los")].exists());
    QCOMPARE(personalityAt(r, Personality::Faramir), at("Los"));
    const TurnResult none = adjudicateRetreatTurn(t.adjudication.next, t.next, {});
    QCOMPARE(personalityAt(none, Personality::Faramir), kNoProvince);
}

// Spec B1: the Downfall variant's starting alignments and Multiple armies.
void TestHardbop::downfallStartingState()
{
    const auto parsed =
        parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
    QVERIFY(parsed.variant);
    const Variant &v = *parsed.variant;
    const HardbopState s = initialState(v);
    QCOMPARE(s.alignment[v.findPower("Mordor")], Alignment::Evil);
    QCOMPARE(s.alignment[v.findPower("Rohan")], Alignment::Good);
    QCOMPARE(s.alignment[v.findPower("Umbar")], Alignment::Neutral);
    int multiples = 0;
    for (int p = 0; p < v.provinceCount(); ++p)
        multiples += s.traits[p].multiple == 2 ? 1 : 0;
    QCOMPARE(multiples, 4);
    QCOMPARE(int(s.traits[v.findProvince("Bar")].multiple), 2);
    QCOMPARE(s.traits[v.findProvince("Edo")].unitClass, UnitClass::Cavalry);
    QCOMPARE(s.traits[v.findProvince("Cit")].unitClass, UnitClass::Pirate);
    QCOMPARE(s.nazgulController, v.findPower("Mordor"));
}

namespace {

const Variant &downfallVariant()
{
    static const Variant variant = [] {
        auto parsed =
            parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
        if (!parsed.variant)
            qFatal("downfall: %s", describe(parsed.errors[0]).c_str());
        return std::move(*parsed.variant);
    }();
    return variant;
}

Position downfallPosition(const std::string &text)
{
    const auto parsed = parsePosition(downfallVariant(), "VARIANT Hardbop Downfall\n" + text);
    if (!parsed.position)
        qFatal("position: %s", describe(parsed.errors[0]).c_str());
    return *parsed.position;
}

} // namespace

// Spec B8.4: Dwarves may have one fleet, Gondor two, Umbar any number.
void TestHardbop::fleetCaps_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("order");
    QTest::addColumn<int>("reason");
    QTest::newRow("Dwarves with a fleet at sea may not build another")
        << "UNIT Dwarves F GoL\nOWNER Dwarves Blu Erb Iro\n"
        << "Dwarves: Build F Blu" << int(Reason::FleetLimit);
    QTest::newRow("Dwarves without a fleet may build one")
        << "UNIT Dwarves A Erb\nOWNER Dwarves Blu Erb Iro\n"
        << "Dwarves: Build F Blu" << int(Reason::None);
    QTest::newRow("Dwarves at their cap may still build an army")
        << "UNIT Dwarves F GoL\nOWNER Dwarves Blu Erb Iro\n"
        << "Dwarves: Build A Blu" << int(Reason::None);
    QTest::newRow("Gondor may have a second fleet")
        << "UNIT Gondor F BAY\nOWNER Gondor Bel Leb MTi\n"
        << "Gondor: Build F Leb" << int(Reason::None);
    QTest::newRow("but not a third")
        << "UNIT Gondor F BAY\nUNIT Gondor F TOL\nOWNER Gondor Bel Leb MTi Lam\n"
        << "Gondor: Build F Leb" << int(Reason::FleetLimit);
}

void TestHardbop::fleetCaps()
{
    QFETCH(QString, position);
    QFETCH(QString, order);
    QFETCH(int, reason);
    const Position p =
        downfallPosition("PHASE Afteryule II 3019 Adjustment\n" + position.toStdString());
    const OrderParseResult o = parseOrder(downfallVariant(), order.toStdString());
    QVERIFY(o.ok());
    std::vector<Order> orders{o.order};
    const TurnResult t = adjudicateAdjustmentTurn(p, initialState(downfallVariant()), orders);
    QCOMPARE(int(t.adjudication.results[0].reason), reason);
    QCOMPARE(t.adjudication.next.units[o.order.unit.province].exists(), reason == 0);
    QCOMPARE(phaseLabel(t.adjudication.next), std::string("Solmath I 3019 Movement"));
}

// Spec B13.2, B13.3, E42: more than three-quarters of the centres on the board and of the
// units, or more than half of each for a Ring bearer.
void TestHardbop::victory_data()
{
    QTest::addColumn<int>("centres");
    QTest::addColumn<bool>("ringBearer");
    QTest::addColumn<bool>("wins");
    // 43 centres on the board: 33 is more than three-quarters, 22 more than half.
    QTest::newRow("33 centres and every unit: victory") << 33 << false << true;
    QTest::newRow("32 centres: not yet") << 32 << false << false;
    QTest::newRow("22 centres with the Ring: victory") << 22 << true << true;
    QTest::newRow("21 centres with the Ring: not yet") << 21 << true << false;
}

void TestHardbop::victory()
{
    QFETCH(int, centres);
    QFETCH(bool, ringBearer);
    QFETCH(bool, wins);
    const Variant &v = downfallVariant();
    const PowerId gondor = v.findPower("Gondor");
    Position p = initialPosition(v);
    p.units.fill({});
    p.owners.fill(kNoPower);
    int given = 0;
    for (int i = 0; i < v.provinceCount() && given < centres; ++i) {
        const Province &c = v.province(static_cast<ProvinceId>(i));
        if (c.supplyCentre && c.type != ProvinceType::Offboard) {
            p.owners[i] = gondor;
            ++given;
        }
    }
    p.units[v.findProvince("MTi")] = {gondor, UnitKind::Army, kNoCoast};
    const HardbopState state = initialState(v);
    QCOMPARE(hardbopVictor(p, state, ringBearer ? gondor : kNoPower) == gondor, wins);
    // Units count too: a Mordor army and Sauron outnumber Gondor's single army.
    p.units[v.findProvince("Bar")] = {v.findPower("Mordor"), UnitKind::Army, kNoCoast};
    HardbopState withSauron = state;
    withSauron.personalities.push_back({Personality::Sauron, v.findProvince("Bar")});
    QCOMPARE(hardbopVictor(p, withSauron, ringBearer ? gondor : kNoPower), kNoPower);
}

QTEST_GUILESS_MAIN(TestHardbop)
#include "tst_diplomacy_hardbop.moc"
