// Random play on the standard board (spec A2 to A9): thousands of phases of random legal
// (and some illegal) orders through movement, retreats and adjustments, checking after each
// phase the invariants the rules promise.
#include "randomplay.h"
#include "testsupport.h"

#include "core/diplomacy/adjudicator.h"
#include "core/diplomacy/positionformat.h"
#include "core/diplomacy/retreat.h"

#include <QTest>

#include <random>
#include <string>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

namespace {

int countUnits(const Position &p)
{
    int n = 0;
    for (int i = 0; i < p.variant->provinceCount(); ++i)
        n += p.units[i].exists() ? 1 : 0;
    return n;
}

int countDislodged(const Position &p)
{
    int n = 0;
    for (int i = 0; i < p.variant->provinceCount(); ++i)
        n += p.dislodged[i].unit.exists() ? 1 : 0;
    return n;
}

int countResults(const Adjudication &a, Reason reason)
{
    int n = 0;
    for (const OrderResult &r : a.results)
        n += r.reason == reason ? 1 : 0;
    return n;
}

/// Spec A1: armies on land, fleets on water or coast, a fleet on split coasts on one coast.
std::string checkTerrain(const Position &p)
{
    const Variant &v = *p.variant;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const Unit &u = p.units[i];
        if (!u.exists())
            continue;
        const ProvinceType t = v.province(static_cast<ProvinceId>(i)).type;
        const bool ok =
            u.kind == UnitKind::Army
                ? (t == ProvinceType::Land || t == ProvinceType::Coast) && u.coast == kNoCoast
                : (t == ProvinceType::Sea || t == ProvinceType::Coast) &&
                      (u.coast != kNoCoast) == v.hasCoasts(static_cast<ProvinceId>(i));
        if (!ok)
            return "unit on wrong terrain in " + v.province(static_cast<ProvinceId>(i)).name;
    }
    return {};
}

/// Spec A7: retreat restrictions are those of the movement just adjudicated.
std::string checkRetreats(const Position &next, const Adjudication &a)
{
    const Variant &v = *next.variant;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const auto at = static_cast<ProvinceId>(i);
        if (next.standoffs[i] && next.units[i].exists())
            return "standoff in an occupied province " + v.province(at).name;
        const DislodgedUnit &d = next.dislodged[i];
        if (!d.unit.exists())
            continue;
        ProvinceId attacker = kNoProvince;
        for (const OrderResult &r : a.results) {
            if (r.order.type == OrderType::Move && r.outcome == Outcome::Succeeded &&
                r.order.destination.province == at)
                attacker = r.order.unit.province;
        }
        if (attacker == kNoProvince ||
            (d.attackerFrom != kNoProvince && d.attackerFrom != attacker))
            return "dislodged unit in " + v.province(at).name + " has the wrong attacker";
        const auto options = retreatOptions(next, at);
        if (options.empty())
            return "dislodged unit in " + v.province(at).name + " kept without a retreat";
        for (const Location &l : options) {
            if (l.province == d.attackerFrom || next.units[l.province].exists() ||
                next.standoffs[l.province] ||
                !v.canReach(d.unit.kind, {at, d.unit.coast}, l.province))
                return "bad retreat option " + v.locationName(l) + " from " + v.province(at).name;
        }
    }
    return {};
}

/// Spec A8: builds only in free, owned home centres; afterwards no power has more units
/// than centres, and a power that had to remove has exactly as many.
std::string checkAdjustments(const Position &before, const Adjudication &a)
{
    const Variant &v = *before.variant;
    for (const OrderResult &r : a.results) {
        if (r.order.type != OrderType::Build || r.outcome != Outcome::Succeeded)
            continue;
        const ProvinceId at = r.order.unit.province;
        if (v.province(at).home != r.order.power || before.owners[at] != r.order.power ||
            before.units[at].exists())
            return "build in " + v.province(at).name + " should not have happened";
    }
    for (int power = 0; power < v.powerCount(); ++power) {
        const auto pw = static_cast<PowerId>(power);
        const int centres = centreCount(a.next, pw);
        const int units = unitCount(a.next, pw);
        if (units > centres || (adjustmentBalance(before, pw) < 0 && units != centres))
            return v.power(pw).name + " has " + std::to_string(units) + " units for " +
                   std::to_string(centres) + " centres";
    }
    return {};
}

/// Spec A2: after the year's last season every occupied centre belongs to its occupant.
std::string checkOwnership(const Position &next)
{
    const Variant &v = *next.variant;
    int owned = 0, centres = 0;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const Province &c = v.province(static_cast<ProvinceId>(i));
        if (!c.supplyCentre) {
            if (next.owners[i] != kNoPower)
                return "owner on a non-centre " + c.name;
            continue;
        }
        ++centres;
        owned += next.owners[i] != kNoPower ? 1 : 0;
        const bool afterYear = next.phase == PhaseType::Adjustment ||
                               (next.phase == PhaseType::Movement && next.season == 0);
        if (afterYear && next.units[i].exists() && next.owners[i] != next.units[i].power)
            return "occupied centre " + c.name + " not owned by its occupant";
    }
    if (owned > centres || countUnits(next) > centres)
        return "more units or owned centres than centres";
    return {};
}

std::string checkPhase(const Position &before, const std::vector<Order> &orders,
                       const Adjudication &a)
{
    // Determinism: the same question always gets the same answer.
    const Adjudication again = adjudicate(before, orders);
    if (!(again.next == a.next) || again.results != a.results)
        return "adjudication is not deterministic";
    const auto reread = parsePosition(*before.variant, serializePosition(a.next));
    if (!reread.position || !(*reread.position == a.next))
        return "position does not survive its text form";
    if (std::string e = checkTerrain(a.next); !e.empty())
        return e;
    if (std::string e = checkOwnership(a.next); !e.empty())
        return e;
    switch (before.phase) {
    case PhaseType::Movement: {
        // No two units in one province: every unit is somewhere, dislodged or destroyed.
        const int accounted = countUnits(a.next) + countDislodged(a.next) +
                              countResults(a, Reason::NoRetreatPossible);
        if (accounted != countUnits(before))
            return "units lost or merged in movement";
        return a.next.phase == PhaseType::Retreat ? checkRetreats(a.next, a) : std::string();
    }
    case PhaseType::Retreat: {
        int retreated = 0;
        for (const OrderResult &r : a.results)
            retreated += r.outcome == Outcome::Succeeded && (r.order.type == OrderType::Retreat ||
                                                             r.order.type == OrderType::Move)
                             ? 1
                             : 0;
        if (countUnits(a.next) != countUnits(before) + retreated)
            return "units lost or merged in retreats";
        return {};
    }
    case PhaseType::Adjustment:
        return checkAdjustments(before, a);
    }
    return {};
}

} // namespace

class TestRandomPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data();
    void randomGames();
    void cleanupTestCase();

private:
    /// Totals over all games, printed at the end to show what the games exercised.
    int m_phases = 0;
    int m_counts[3] = {};
    int m_dislodged = 0;
    int m_convoysCarried = 0;
    int m_paradoxes = 0;
    int m_civilDisorder = 0;
};

void TestRandomPlay::cleanupTestCase()
{
    qInfo("%d phases (%d movement, %d retreat, %d adjustment); %d units dislodged, %d convoys "
          "carried an army, %d paradox convoys, %d civil-disorder removals",
          m_phases, m_counts[0], m_counts[1], m_counts[2], m_dislodged, m_convoysCarried,
          m_paradoxes, m_civilDisorder);
}

void TestRandomPlay::randomGames_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 40; ++seed)
        QTest::newRow(("seed " + std::to_string(seed)).c_str()) << seed;
}

void TestRandomPlay::randomGames()
{
    QFETCH(unsigned, seed);
    std::mt19937 random(seed);
    Position position = initialPosition(standardVariant());
    Adjudication result;
    int phases = 0;
    while (position.year < 1901 + 40 && victor(position) == kNoPower) {
        const std::vector<Order> orders = randomOrders(position, random);
        adjudicate(position, orders, result);
        const std::string failure = checkPhase(position, orders, result);
        QVERIFY2(failure.empty(), (serializePosition(position) + "\n" + failure).c_str());
        ++m_counts[static_cast<int>(position.phase)];
        for (const OrderResult &r : result.results) {
            m_dislodged += r.dislodged ? 1 : 0;
            m_convoysCarried +=
                r.order.type == OrderType::Convoy && r.outcome == Outcome::Succeeded ? 1 : 0;
            m_paradoxes += r.reason == Reason::ParadoxConvoy ? 1 : 0;
            m_civilDisorder += r.reason == Reason::CivilDisorder ? 1 : 0;
        }
        position = result.next;
        ++phases;
        ++m_phases;
    }
    QVERIFY(phases > 40);
}

QTEST_GUILESS_MAIN(TestRandomPlay)
#include "tst_diplomacy_randomplay.moc"
