// Strength terms that Hardbop adds to the engine: leaders never count against their own
// power (rules spec E9), and Gandalf's support with its cutting and fear shield (B4 Gandalf 1
// and 4, D2, D3, E17, E22).
#include "tst_downfall_fixture.h"

#include "core/diplomacy/downfall/sequence.h"
#include "core/diplomacy/downfall/turn.h"
#include "core/diplomacy/orderparser.h"

#include <QTest>

#include <algorithm>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

Order order(const QString &text)
{
    const auto r = parseOrder(downfallFixture(), text.toStdString());
    if (!r.ok())
        qFatal("order: %s", qPrintable(text));
    return r.order;
}

std::vector<Order> orders(const QStringList &texts)
{
    std::vector<Order> out;
    for (const QString &t : texts)
        out.push_back(order(t));
    return out;
}

/// "Faramir L Rohan: A Dag-Wil" split into the leader and the unit order.
std::vector<LeadOrder> leads(const QStringList &texts)
{
    std::vector<LeadOrder> out;
    for (const QString &t : texts) {
        const auto who = findPersonality(t.section(' ', 0, 0).toStdString());
        if (!who)
            qFatal("leader: %s", qPrintable(t));
        out.push_back({*who, order(t.section(' ', 2))});
    }
    return out;
}

} // namespace

class TestDownfallStrength : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void e9LeadersOfTheDefender_data();
    void e9LeadersOfTheDefender();
    void b4GandalfSupports_data();
    void b4GandalfSupports();
    void d3GandalfShieldsFromFear_data();
    void d3GandalfShieldsFromFear();
    void e17SupportThenSecondStep();
    void e17GandalfAndCavalry_data();
    void e17GandalfAndCavalry();
    void d4HoldersKeepTheirLeaders_data();
    void d4HoldersKeepTheirLeaders();
};

void TestDownfallStrength::e9LeadersOfTheDefender_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QStringList>("orders");
    QTest::addColumn<QStringList>("leads");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("leaderAt");
    QTest::addColumn<bool>("dislodged");

    const QString gondorWil = "UNIT Gondor A Wil\nUNIT Rohan A Dag\n";
    const QString sarumanWil = "UNIT Saruman A Wil\nUNIT Rohan A Dag\n";
    const QStringList attack{"Rohan: A Dag-Wil"};
    QTest::newRow("E9: Faramir's lead does not count against Gondor, 1 v 1")
        << gondorWil << attack << QStringList{"Faramir L Rohan: A Dag-Wil"} << "Faramir"
        << "Dag" << false;
    QTest::newRow("E9: the Ranger's lead does not count against Gondor")
        << gondorWil << attack << QStringList{"Ranger L Rohan: A Dag-Wil"} << "Ranger"
        << "Dag" << false;
    QTest::newRow("B5: the same lead against Saruman counts, 2 v 1")
        << sarumanWil << attack << QStringList{"Faramir L Rohan: A Dag-Wil"} << "Faramir"
        << "Dag" << true;
    QTest::newRow("E9: Gandalf leading Saruman's army cannot beat Gondor")
        << "UNIT Gondor A Wil\nUNIT Saruman A Dag\n"
        << QStringList{"Saruman: A Dag-Wil"} << QStringList{"Gandalf L Saruman: A Dag-Wil"}
        << "Gandalf"
        << "Dag" << false;
    // A led supporter: Faramir's +1 is left out of the support too (E9 treats a lead as a
    // support). Gondor holds with 2 (Iro supports); 1 + 1 does not beat it, 1 + 2 would.
    const QStringList supported{"Rohan: A Dag-Wil", "Rohan: A Emy S A Dag-Wil",
                                "Gondor: A Iro S A Wil", "Saruman: A Iro S A Wil"};
    QTest::newRow("E9: a support led by Faramir is worth 1 against Gondor")
        << "UNIT Gondor A Wil\nUNIT Gondor A Iro\nUNIT Rohan A Dag\nUNIT Rohan A Emy\n"
        << supported << QStringList{"Faramir L Rohan: A Emy S A Dag-Wil"} << "Faramir"
        << "Emy" << false;
    QTest::newRow("B5: the same led support is worth 2 against Saruman")
        << "UNIT Saruman A Wil\nUNIT Saruman A Iro\nUNIT Rohan A Dag\nUNIT Rohan A Emy\n"
        << supported << QStringList{"Faramir L Rohan: A Emy S A Dag-Wil"} << "Faramir"
        << "Emy" << true;
}

// Spec E9 (and B5, D2): a leader's bonus, like a support, never dislodges its own power.
void TestDownfallStrength::e9LeadersOfTheDefender()
{
    QFETCH(QString, units);
    QFETCH(QStringList, orders);
    QFETCH(QStringList, leads);
    QFETCH(QString, leader);
    QFETCH(QString, leaderAt);
    QFETCH(bool, dislodged);
    const Position b = board(units.toStdString());
    HardbopState s = stateWith({});
    s.faramirLeadsRohan = true;
    s.personalities.push_back(
        {*findPersonality(leader.toStdString()), place(leaderAt.toUtf8().constData())});
    TurnOrders o;
    o.units = ::orders(orders);
    o.leads = ::leads(leads);
    const TurnResult r = adjudicateMovementTurn(b, s, o);
    QCOMPARE(r.leads, std::vector<LeadError>(o.leads.size(), LeadError::None));
    QCOMPARE(r.adjudication.next.dislodged[place("Wil")].unit.exists(), dislodged);
}

void TestDownfallStrength::b4GandalfSupports_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QStringList>("orders");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("destination");
    QTest::addColumn<int>("error");
    QTest::addColumn<bool>("dislodged");

    // Gandalf stands in Dag. Saruman attacks Rohan's army in Wil with 2.
    const QString hold = "UNIT Rohan A Wil\nUNIT Saruman A Emy\nUNIT Saruman A Bro\n";
    const QStringList attack{"Saruman: A Emy-Wil", "Saruman: A Bro S A Emy-Wil"};
    const int none = int(GandalfSupportError::None);
    QTest::newRow("B4 Gandalf 1: his hold support makes it 2 v 2") << hold << attack << "Wil"
                                                                   << "" << none << false;
    QTest::newRow("B4 Gandalf 1: without it, 2 v 1") << hold << attack << ""
                                                     << "" << none << true;
    QTest::newRow("E22: Mordor's fleet into his space cuts it")
        << hold + "UNIT Mordor F BAY\n"
        << attack + QStringList{"Mordor: F BAY-Dag"} << "Wil"
        << "" << int(GandalfSupportError::Cut) << true;
    QTest::newRow("E22: a Gondor move into his space does not cut")
        << hold + "UNIT Gondor F BAY\n"
        << attack + QStringList{"Gondor: F BAY-Dag"} << "Wil"
        << "" << none << false;
    QTest::newRow("B4 Gandalf 1: a hold support of a unit that moves is void")
        << hold << QStringList{"Rohan: A Wil-Iro"} + attack << "Wil"
        << "" << int(GandalfSupportError::NotMatched) << false;
    QTest::newRow("B10: Gandalf never supports an Evil unit")
        << "UNIT Mordor A Wil\nUNIT Saruman A Emy\nUNIT Saruman A Bro\n"
        << attack << "Wil"
        << "" << int(GandalfSupportError::EvilUnit) << true;
    QTest::newRow("D2: he cannot aim where he could not step (no border Dag-Iro)")
        << "UNIT Rohan A Wil\nUNIT Saruman A Iro\n"
        << QStringList{"Rohan: A Wil-Iro"} << "Wil"
        << "Iro" << int(GandalfSupportError::OutOfReach) << false;
    // His support of a move, 2 v 1 against Saruman; never against Gondor (A4, E9).
    QTest::newRow("B4 Gandalf 1: he supports Rohan's attack, 2 v 1")
        << "UNIT Rohan A Emy\nUNIT Saruman A Wil\n"
        << QStringList{"Rohan: A Emy-Wil"} << "Emy"
        << "Wil" << none << true;
    QTest::newRow("E9: his support does not help against Gondor")
        << "UNIT Rohan A Emy\nUNIT Gondor A Wil\n"
        << QStringList{"Rohan: A Emy-Wil"} << "Emy"
        << "Wil" << none << false;
    // Rohan's move into Emy bounces 2 v 2; Saruman then hits Wil with 2. A failed mover
    // keeps no support in its hold, so Gandalf's +1 no longer stands in Wil.
    QTest::newRow("D2: the mover he supports fails and holds with 1")
        << "UNIT Rohan A Wil\nUNIT Saruman A Emy\nUNIT Saruman A Dag\nUNIT Saruman A Bro\n"
           "UNIT Saruman A Iro\n"
        << QStringList{"Rohan: A Wil-Emy", "Saruman: A Dag S A Emy", "Saruman: A Bro-Wil",
                       "Saruman: A Iro S A Bro-Wil"}
        << "Wil"
        << "Emy" << none << true;
}

// Spec B4 Gandalf 1, D2, E22: Gandalf supports like a unit of Gondor that cannot be
// dislodged, so only a foreign move into his space cuts him.
void TestDownfallStrength::b4GandalfSupports()
{
    QFETCH(QString, units);
    QFETCH(QStringList, orders);
    QFETCH(QString, target);
    QFETCH(QString, destination);
    QFETCH(int, error);
    QFETCH(bool, dislodged);
    const Position b = board(units.toStdString());
    const HardbopState s = stateWith({{Personality::Gandalf, "Dag"}});
    TurnOrders o;
    o.units = ::orders(orders);
    if (!target.isEmpty())
        o.gandalfSupport = GandalfSupport{
            place(target.toUtf8().constData()),
            destination.isEmpty() ? kNoProvince : place(destination.toUtf8().constData())};
    const TurnResult r = adjudicateMovementTurn(b, s, o);
    QCOMPARE(int(r.gandalfSupport), error);
    // Every row has a unit in Wil; it may be destroyed at once for want of a retreat.
    const auto wil =
        std::find_if(r.adjudication.results.begin(), r.adjudication.results.end(),
                     [](const OrderResult &x) { return x.order.unit.province == place("Wil"); });
    QVERIFY(wil != r.adjudication.results.end());
    QCOMPARE(wil->dislodged, dislodged);
}

void TestDownfallStrength::d3GandalfShieldsFromFear_data()
{
    QTest::addColumn<bool>("supports");
    QTest::addColumn<QString>("gandalfStep");
    QTest::addColumn<int>("fear");
    QTest::newRow("D3: no Gandalf help, the fear holds") << false << "" << int(FearError::None);
    QTest::newRow("B4 Gandalf 4: he supports the unit") << true << "" << int(FearError::Immune);
    QTest::newRow("B4 Gandalf 4: he moves with the unit")
        << false << "Wil" << int(FearError::Immune);
    QTest::newRow("D3: he moves elsewhere, no shield") << false << "Emy" << int(FearError::None);
}

// Spec B4 Gandalf 4, D3, E21: a unit Gandalf moves with or supports ignores the Nazgul.
void TestDownfallStrength::d3GandalfShieldsFromFear()
{
    QFETCH(bool, supports);
    QFETCH(QString, gandalfStep);
    QFETCH(int, fear);
    // Rohan's army in Dag moves to Wil; Gandalf is with it, the Nazgul next door in Emy.
    const Position b = board("UNIT Rohan A Dag\n");
    const HardbopState s = stateWith({{Personality::Gandalf, "Dag"}, {Personality::Nazgul, "Emy"}});
    TurnOrders o;
    o.units = {order("Rohan: A Dag-Wil")};
    o.fear = place("Dag");
    if (supports) {
        // Gandalf stands in Dag too, so he supports from Bro in this row.
        HardbopState far = s;
        far.find(Personality::Gandalf)->at = place("Bro");
        o.gandalfSupport = GandalfSupport{place("Dag"), place("Wil")};
        const TurnResult r = adjudicateMovementTurn(b, far, o);
        QCOMPARE(int(r.fear), fear);
        return;
    }
    if (!gandalfStep.isEmpty())
        o.gandalfStep = place(gandalfStep.toUtf8().constData());
    const TurnResult r = adjudicateMovementTurn(b, s, o);
    QCOMPARE(int(r.fear), fear);
    QCOMPARE(r.adjudication.next.units[place("Wil")].exists(), fear != int(FearError::None));
}

// Spec E17: a support is Gandalf's whole first order; he may still take his second step.
void TestDownfallStrength::e17SupportThenSecondStep()
{
    const Position b = board("UNIT Rohan A Wil\nUNIT Saruman A Emy\nUNIT Saruman A Bro\n");
    const HardbopState s = stateWith({{Personality::Gandalf, "Dag"}});
    HardbopTurnOrders o;
    o.first.units = orders({"Saruman: A Emy-Wil", "Saruman: A Bro S A Emy-Wil"});
    o.first.gandalfSupport = GandalfSupport{place("Wil"), kNoProvince};
    // His path names his own space for the first step: he stays to support, then moves.
    o.personalities = {{Personality::Gandalf, {place("Dag"), place("Emy")}}};
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(b, s, o, dice);
    QCOMPARE(t.first.gandalfSupport, GandalfSupportError::None);
    QVERIFY(!t.first.adjudication.next.dislodged[place("Wil")].unit.exists());
    QCOMPARE(t.firstSteps, std::vector<StepError>{StepError::Busy});
    QCOMPARE(t.secondSteps, std::vector<StepError>{StepError::None});
    QCOMPARE(t.state.find(Personality::Gandalf)->at, place("Emy"));
}

void TestDownfallStrength::e17GandalfAndCavalry_data()
{
    QTest::addColumn<bool>("leadsSecond");
    QTest::addColumn<QString>("support");
    QTest::addColumn<int>("supportError");
    QTest::addColumn<bool>("dislodged");
    QTest::addColumn<QString>("gandalfEnds");
    const int none = int(GandalfSupportError::None);
    QTest::newRow("E17: he led the first half only, 1 v 1 in Wol")
        << false << "" << none << false << "Fan";
    QTest::newRow("E17: he leads the second half too, 2 v 1, and goes along")
        << true << "" << none << true << "Wol";
    QTest::newRow("E17: a second-step support of the cavalry move, 2 v 1")
        << false << "Fan-Wol" << none << true << "Fan";
    QTest::newRow("D4: a second-step support of a holding unit is void")
        << false << "Wol" << int(GandalfSupportError::NotMatched) << false << "Fan";
}

// Spec E17, D4, B6.3: Gandalf leads a cavalry unit's second half after its first, or
// supports a second-half move; nobody else but cavalry may support it.
void TestDownfallStrength::e17GandalfAndCavalry()
{
    QFETCH(bool, leadsSecond);
    QFETCH(QString, support);
    QFETCH(int, supportError);
    QFETCH(bool, dislodged);
    QFETCH(QString, gandalfEnds);
    const Position b = board("UNIT Rohan A WEm\nUNIT Saruman A Wol\nUNIT Gondor A Ent\n");
    HardbopState s = stateWith({{Personality::Gandalf, "WEm"}});
    s.traits[place("WEm")].unitClass = UnitClass::Cavalry;
    HardbopTurnOrders o;
    o.first.units = orders({"Rohan: A WEm-Fan"});
    o.first.leads = leads({"Gandalf L Rohan: A WEm-Fan"});
    o.secondHalves = orders({"Rohan: A Fan-Wol"});
    o.gandalfLeadsSecondHalf = leadsSecond;
    if (!support.isEmpty()) {
        const QStringList parts = support.split('-');
        o.gandalfSecondSupport =
            GandalfSupport{place(parts[0].toUtf8().constData()),
                           parts.size() > 1 ? place(parts[1].toUtf8().constData()) : kNoProvince};
    }
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(b, s, o, dice);
    QCOMPARE(t.second.halves, std::vector<SecondHalfError>{SecondHalfError::None});
    QCOMPARE(int(t.second.gandalfSupport), supportError);
    QCOMPARE(t.second.adjudication.next.dislodged[place("Wol")].unit.exists(), dislodged);
    QCOMPARE(t.state.find(Personality::Gandalf)->at, place(gandalfEnds.toUtf8().constData()));
}

void TestDownfallStrength::d4HoldersKeepTheirLeaders_data()
{
    QTest::addColumn<bool>("sarumanLeads");
    QTest::addColumn<bool>("dislodged");
    QTest::newRow("D4: unled, Saruman's army holds with 1 against 2") << false << true;
    QTest::newRow("D4: led at step ii, it holds with 2 at step vii") << true << false;
}

// Spec D4: at the cavalry step a holding unit keeps the lead of step ii leaders still with it.
void TestDownfallStrength::d4HoldersKeepTheirLeaders()
{
    QFETCH(bool, sarumanLeads);
    QFETCH(bool, dislodged);
    const Position b = board("UNIT Rohan A WEm\nUNIT Saruman A Wol\nUNIT Gondor A Ent\n");
    HardbopState s = stateWith({{Personality::Gandalf, "Ent"}, {Personality::Saruman, "Wol"}});
    s.traits[place("WEm")].unitClass = UnitClass::Cavalry;
    HardbopTurnOrders o;
    o.first.units = orders({"Rohan: A WEm-Fan"});
    if (sarumanLeads)
        o.first.leads = leads({"Saruman L Saruman: A Wol H"});
    o.secondHalves = orders({"Rohan: A Fan-Wol"});
    o.gandalfSecondSupport = GandalfSupport{place("Fan"), place("Wol")};
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(b, s, o, dice);
    QCOMPARE(t.second.gandalfSupport, GandalfSupportError::None);
    QCOMPARE(t.second.adjudication.next.dislodged[place("Wol")].unit.exists(), dislodged);
}

QTEST_GUILESS_MAIN(TestDownfallStrength)
#include "tst_downfall_strength.moc"
