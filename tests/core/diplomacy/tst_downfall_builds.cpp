// Hardbop adjustments on the Downfall map: cavalry and pirate limits (rules spec B6.3,
// B6.4), special build sites and the Corsair fleet (B8.2, B8.4, E46, E49), and the "C"/"P"
// unit letters in orders (B2).
#include "tst_downfall_map.h"

#include "core/diplomacy/downfall/builds.h"
#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/sequence.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

ProvinceId at(const QString &name)
{
    const ProvinceId p = downfallMap().findProvince(name.toStdString());
    if (p == kNoProvince)
        qFatal("no province %s", qPrintable(name));
    return p;
}

PowerId power(const char *name)
{
    return downfallMap().findPower(name);
}

/// Applies "Edo=-" (empty), "Edo=Rohan A", "BAY=Umbar P", "Gun>Saruman" (owner) edits to the
/// starting board; "P" and "C" also set the unit's class.
void edit(Position &b, HardbopState &s, const QStringList &edits)
{
    for (const QString &e : edits) {
        if (e.contains('>')) {
            b.owners[at(e.section('>', 0, 0))] = power(qPrintable(e.section('>', 1)));
            continue;
        }
        const ProvinceId p = at(e.section('=', 0, 0));
        const QString unit = e.section('=', 1);
        s.traits[p] = {};
        if (unit == "-") {
            b.units[p] = {};
            continue;
        }
        const QString letter = unit.section(' ', 1);
        const bool fleet = letter == "F" || letter == "P";
        b.units[p] = {power(qPrintable(unit.section(' ', 0, 0))),
                      fleet ? UnitKind::Fleet : UnitKind::Army, kNoCoast};
        if (letter == "P")
            s.traits[p].unitClass = UnitClass::Pirate;
        if (letter == "C")
            s.traits[p].unitClass = UnitClass::Cavalry;
    }
}

} // namespace

class TestDownfallBuilds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b63CavalryEntitlement_data();
    void b63CavalryEntitlement();
    void b64PirateEntitlement_data();
    void b64PirateEntitlement();
    void b8Builds_data();
    void b8Builds();
    void b2UnitLetters_data();
    void b2UnitLetters();
    void b11StepTenBuildsCavalry();
};

void TestDownfallBuilds::b63CavalryEntitlement_data()
{
    QTest::addColumn<int>("centres");
    QTest::addColumn<int>("cavalry");
    QTest::newRow("2 centres: 2") << 2 << 2;
    QTest::newRow("5 centres: 2") << 5 << 2;
    QTest::newRow("6 centres: a 3rd") << 6 << 3;
    QTest::newRow("9 centres: 3") << 9 << 3;
    QTest::newRow("10 centres: a 4th") << 10 << 4;
    QTest::newRow("14 centres: a 5th") << 14 << 5;
}

// Spec B6.3: 2 + floor((n - 2) / 4) cavalry with n >= 2 centres.
void TestDownfallBuilds::b63CavalryEntitlement()
{
    QFETCH(int, centres);
    QFETCH(int, cavalry);
    QCOMPARE(cavalryEntitlement(centres), cavalry);
}

void TestDownfallBuilds::b64PirateEntitlement_data()
{
    QTest::addColumn<int>("centres");
    QTest::addColumn<int>("pirates");
    QTest::newRow("1 centre: 1") << 1 << 1;
    QTest::newRow("2 centres: 2") << 2 << 2;
    QTest::newRow("7 centres: 2") << 7 << 2;
    QTest::newRow("8 centres: a 3rd") << 8 << 3;
    QTest::newRow("20 centres: never more than 3") << 20 << 3;
}

// Spec B6.4: 2 pirates from 2 centres, a third from 8, never more than 3.
void TestDownfallBuilds::b64PirateEntitlement()
{
    QFETCH(int, centres);
    QFETCH(int, pirates);
    QCOMPARE(pirateEntitlement(centres), pirates);
}

void TestDownfallBuilds::b8Builds_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<QString>("personality");
    QTest::addColumn<bool>("pathsWalked");
    QTest::addColumn<QString>("order");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("reason");
    QTest::addColumn<bool>("built");

    const int none = int(BuildError::None);
    const int ok = int(Reason::None);
    const QStringList oneCavalry{"Edo=-"};
    QTest::newRow("B6.3: 1 cavalry, 3 centres: a 2nd is allowed")
        << oneCavalry << "" << false << "Rohan: Build C Edo" << none << ok << true;
    const QStringList twoCavalry{"Edo=-", "HDe=Rohan C"};
    QTest::newRow("B6.3: 2 cavalry, 3 centres: no 3rd")
        << twoCavalry << "" << false << "Rohan: Build C Edo" << int(BuildError::CavalryLimit)
        << int(Reason::CavalryLimit) << false;
    QTest::newRow("B6.3: an ordinary army is still allowed")
        << twoCavalry << "" << false << "Rohan: Build A Edo" << none << ok << true;
    QTest::newRow("B6.3: 2 cavalry, 6 centres: a 3rd")
        << twoCavalry + QStringList{"Gun>Rohan", "NRh>Rohan", "Lam>Rohan", "Gun=-"} << "" << false
        << "Rohan: Build C Edo" << none << ok << true;
    QTest::newRow("B6.3: Gondor has no cavalry")
        << QStringList{"MTi=-"} << "" << false << "Gondor: Build C MTi"
        << int(BuildError::CavalryNotRohan) << int(Reason::CavalryNotRohan) << false;
    const QStringList twoPirates{"HUm=-", "Hrd=-", "BAY=Umbar P"};
    QTest::newRow("B6.4: 2 pirates, 3 centres: no 3rd")
        << twoPirates << "" << false << "Umbar: Build P HUm" << int(BuildError::PirateLimit)
        << int(Reason::PirateLimit) << false;
    QTest::newRow("B6.4: 2 pirates, 8 centres: a 3rd")
        << twoPirates + QStringList{"Gun>Umbar", "NRh>Umbar", "Lam>Umbar", "Bel>Umbar", "Leb>Umbar"}
        << "" << false << "Umbar: Build P HUm" << none << ok << true;
    QTest::newRow("B6.4: Rohan has no pirates")
        << oneCavalry << "" << false << "Rohan: Build P Edo" << int(BuildError::PiratesNotUmbar)
        << int(Reason::PiratesNotUmbar) << false;
    const QStringList sarumanGun{"Gun=-", "Gun>Saruman"};
    QTest::newRow("B8.2: Saruman builds where the Saruman personality stands")
        << sarumanGun << "Saruman" << false << "Saruman: Build A Gun" << none << ok << true;
    QTest::newRow("B8.2: not where he does not stand")
        << sarumanGun << "" << false << "Saruman: Build A Gun" << none << int(Reason::NotHomeCentre)
        << false;
    QTest::newRow("E46: not where another military unit stands")
        << QStringList{"Gun>Saruman", "Iro=-"} << "Saruman" << false << "Saruman: Build A Gun"
        << int(BuildError::SiteOccupied) << int(Reason::CentreOccupied) << false;
    const QStringList rangerGun{"Gun=-", "Lam=-"};
    QTest::newRow("B8.2: Gondor builds where the Ranger stands after the Paths")
        << rangerGun << "Ranger" << true << "Gondor: Build A Gun" << none << ok << true;
    QTest::newRow("B8.2: not before the Paths")
        << rangerGun << "Ranger" << false << "Gondor: Build A Gun" << none
        << int(Reason::NotHomeCentre) << false;
    QTest::newRow("B8.2: the Dwarves build in Helm's Deep they hold")
        << QStringList{"HDe=-", "HDe>Dwarves"} << "" << false << "Dwarves: Build A HDe" << none
        << ok << true;
    QTest::newRow("B8.2: not in Helm's Deep Rohan holds")
        << QStringList{"HDe=-", "Erb=-"} << "" << false << "Dwarves: Build A HDe" << none
        << int(Reason::NotHomeCentre) << false;
    const QStringList gondorCit{"Cit=-", "Cit>Gondor", "Bel=Gondor F", "Leb=Gondor F"};
    QTest::newRow("B8.2, E49: Gondor's extra fleet in the City of the Corsairs")
        << gondorCit << "" << false << "Gondor: Build F Cit" << none << ok << true;
    QTest::newRow("B8.4: only one extra fleet")
        << gondorCit + QStringList{"Lam=-", "BAY=Gondor F"} << "" << false << "Gondor: Build F Cit"
        << int(BuildError::FleetLimit) << int(Reason::FleetLimit) << false;
    QTest::newRow("B8.2: the City takes no extra army")
        << gondorCit << "" << false << "Gondor: Build A Cit" << none << int(Reason::NotHomeCentre)
        << false;
    QTest::newRow("B8.4: Gondor's third fleet at home is refused")
        << QStringList{"Bel=Gondor F", "BAY=Gondor F", "Leb=-", "Lam=-"} << "" << false
        << "Gondor: Build F Leb" << int(BuildError::FleetLimit) << int(Reason::FleetLimit) << false;
}

// Spec B6.3, B6.4, B8.2, B8.4, E46, E49: who may build what, where.
void TestDownfallBuilds::b8Builds()
{
    QFETCH(QStringList, edits);
    QFETCH(QString, personality);
    QFETCH(bool, pathsWalked);
    QFETCH(QString, order);
    QFETCH(int, error);
    QFETCH(int, reason);
    QFETCH(bool, built);
    Position b = initialPosition(downfallMap());
    b.phase = PhaseType::Adjustment;
    HardbopState s = initialState(downfallMap());
    edit(b, s, edits);
    s.pathsWalked = pathsWalked;
    const HardbopOrderParse parsed = parseHardbopOrder(downfallMap(), order.toStdString());
    QVERIFY(parsed.parsed.ok());
    const ProvinceId site = parsed.parsed.order.unit.province;
    if (!personality.isEmpty())
        s.personalities.push_back({*findPersonality(personality.toStdString()), site});
    const std::vector<Order> orders{parsed.parsed.order};
    const std::vector<UnitClass> classes{parsed.unitClass};
    const AdjustmentTurn r = adjudicateHardbopAdjustments(b, s, orders, classes);
    QCOMPARE(int(r.builds.at(0)), error);
    QCOMPARE(int(r.turn.adjudication.results.at(0).reason), reason);
    QCOMPARE(r.turn.adjudication.results.at(0).outcome == Outcome::Succeeded, built);
    QCOMPARE(r.turn.adjudication.next.units[site].power == parsed.parsed.order.power, built);
    if (built)
        QCOMPARE(r.turn.next.traits[site].unitClass, parsed.unitClass);
}

void TestDownfallBuilds::b2UnitLetters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("unitClass");
    QTest::addColumn<int>("targetClass");
    const int army = int(UnitKind::Army);
    const int fleet = int(UnitKind::Fleet);
    const int ordinary = int(UnitClass::Ordinary);
    const int cavalry = int(UnitClass::Cavalry);
    const int pirate = int(UnitClass::Pirate);
    QTest::newRow("build C") << "Rohan: Build C Edo" << int(OrderType::Build) << army << cavalry
                             << ordinary;
    QTest::newRow("cavalry move") << "Rohan: C Edo-Dhw" << int(OrderType::Move) << army << cavalry
                                  << ordinary;
    QTest::newRow("pirate move") << "Umbar: P Cit-BAY" << int(OrderType::Move) << fleet << pirate
                                 << ordinary;
    QTest::newRow("support of a cavalry move")
        << "Rohan: A HDe S C Edo-Dhw" << int(OrderType::SupportMove) << army << ordinary << cavalry;
    QTest::newRow("C after a location is the convoy keyword")
        << "Gondor: F BAY C A Bel-Leb" << int(OrderType::Convoy) << fleet << ordinary << ordinary;
    QTest::newRow("a pirate convoys")
        << "Umbar: P BAY C A HUm-Bel" << int(OrderType::Convoy) << fleet << pirate << ordinary;
}

// Spec B2: C is a cavalry army, P a pirate fleet; both through the standard parser.
void TestDownfallBuilds::b2UnitLetters()
{
    QFETCH(QString, text);
    QFETCH(int, type);
    QFETCH(int, kind);
    QFETCH(int, unitClass);
    QFETCH(int, targetClass);
    const HardbopOrderParse r = parseHardbopOrder(downfallMap(), text.toStdString());
    QVERIFY2(r.parsed.ok(), r.parsed.detail.c_str());
    QCOMPARE(int(r.parsed.order.type), type);
    QCOMPARE(int(r.parsed.order.unitKind), kind);
    QCOMPARE(int(r.unitClass), unitClass);
    QCOMPARE(int(r.targetClass), targetClass);
}

// Spec B11 step x, B6.3: a II turn builds the cavalry the orders name, and it stays cavalry.
void TestDownfallBuilds::b11StepTenBuildsCavalry()
{
    Position b = initialPosition(downfallMap());
    b.season = 1;
    HardbopState s = initialState(downfallMap());
    edit(b, s, {"Edo=-"});
    HardbopTurnOrders o;
    const HardbopOrderParse build = parseHardbopOrder(downfallMap(), "Rohan: Build C Edo");
    o.adjustments = {build.parsed.order};
    o.adjustmentClasses = {build.unitClass};
    herald::dice::Dice dice(herald::dice::Generator(1, 0));
    const HardbopTurn t = playHardbopTurn(b, s, o, dice);
    QCOMPARE(t.builds, std::vector<BuildError>{BuildError::None});
    QCOMPARE(t.position.units[at("Edo")].power, power("Rohan"));
    QCOMPARE(t.state.traits[at("Edo")].unitClass, UnitClass::Cavalry);
}

QTEST_GUILESS_MAIN(TestDownfallBuilds)
#include "tst_downfall_builds.moc"
