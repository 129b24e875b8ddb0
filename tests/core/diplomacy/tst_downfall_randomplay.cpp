// Property test of whole Hardbop turns (rules spec B11) on the Downfall map: hundreds of
// turns of random orders with leads, fear, Gandalf's support, personality steps, cavalry
// second halves, retreats, Ring passes, builds with their classes and destruction orders.
// After every turn: no personality twice or off the board, no traits without a unit, every
// centre counted once (B8), the Ring in exactly one place or unmade (B9.1), and the same
// seed with the same typed dice gives the same game.
#include "randomplay.h"
#include "tst_downfall_map.h"

#include "core/diplomacy/downfall/sequence.h"

#include <QTest>

#include <random>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

bool chance(std::mt19937 &random, int percent)
{
    return std::uniform_int_distribution<int>(0, 99)(random) < percent;
}

/// A random space bordering `at` (any border), or `at` itself if it has none.
ProvinceId neighbour(ProvinceId at, std::mt19937 &random)
{
    const Variant &v = downfallMap();
    std::vector<ProvinceId> near;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (v.distance(at, static_cast<ProvinceId>(p)) == 1)
            near.push_back(static_cast<ProvinceId>(p));
    }
    if (near.empty())
        return at;
    return near[std::uniform_int_distribution<std::size_t>(0, near.size() - 1)(random)];
}

/// A random unit within one border of `at`, or kNoProvince.
ProvinceId unitNear(const Position &b, ProvinceId at, std::mt19937 &random)
{
    for (int tries = 0; tries < 4; ++tries) {
        const ProvinceId p = chance(random, 30) ? at : neighbour(at, random);
        if (b.units[p].exists())
            return p;
    }
    return kNoProvince;
}

/// What the random orders exercised, so that the test cannot pass by doing nothing.
struct Coverage
{
    int turns = 0;
    int validLeads = 0;
    int dislodged = 0;
    int secondHalves = 0;
    int gandalfSupports = 0;
    int classBuilds = 0;
    int ringMoves = 0;
};

HardbopTurnOrders randomTurn(const Position &b, const HardbopState &s, std::mt19937 &random)
{
    const Variant &v = downfallMap();
    HardbopTurnOrders o;
    o.first.units = randomOrders(b, random);
    const auto ownOrder = [&](ProvinceId at) {
        for (const Order &x : o.first.units) {
            if (x.unit.province == at)
                return x;
        }
        Order hold;
        hold.unit = {at, b.units[at].coast};
        return hold;
    };
    for (const Absence &a : s.absences)
        o.returns.push_back({a.who, neighbour(static_cast<ProvinceId>(random() % 100), random)});
    for (int p = 0; p < v.powerCount(); ++p) {
        if (s.alignment[p] == Alignment::Neutral && chance(random, 2))
            o.declarations.push_back(
                {static_cast<PowerId>(p), chance(random, 50) ? Alignment::Good : Alignment::Evil});
    }
    for (const PersonalityUnit &p : s.personalities) {
        if (b.units[p.at].exists() && chance(random, 30)) {
            o.first.leads.push_back({p.who, ownOrder(p.at)});
            continue;
        }
        if (p.who == Personality::Nazgul && chance(random, 25)) {
            const ProvinceId target = unitNear(b, p.at, random);
            if (target != kNoProvince)
                o.first.fear = target;
            continue;
        }
        if (p.who == Personality::Gandalf && chance(random, 30)) {
            const ProvinceId target = unitNear(b, p.at, random);
            if (target != kNoProvince) {
                const Order own = ownOrder(target);
                o.first.gandalfSupport = GandalfSupport{
                    target, own.type == OrderType::Move ? own.destination.province : kNoProvince};
                o.personalities.push_back({p.who, {p.at, neighbour(p.at, random)}});
                continue;
            }
        }
        if (!chance(random, 60))
            continue;
        PersonalityOrder path{p.who, {neighbour(p.at, random)}};
        const bool twoSteps = p.who == Personality::Gandalf || p.who == Personality::Ranger ||
                              p.who == Personality::Nazgul;
        if (twoSteps && chance(random, 50))
            path.path.push_back(neighbour(path.path.back(), random));
        o.personalities.push_back(path);
    }
    o.nazgulRetreat = s.find(Personality::Nazgul)
                          ? neighbour(s.find(Personality::Nazgul)->at, random)
                          : kNoProvince;
    // Retreats and second halves are written in advance (B6.3, B11).
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Unit &u = b.units[p];
        if (!u.exists())
            continue;
        const auto at = static_cast<ProvinceId>(p);
        Order r;
        r.type = OrderType::Retreat;
        r.power = u.power;
        r.unitKind = u.kind;
        r.unitKindGiven = true;
        r.unit = {at, u.coast};
        r.destination = {neighbour(at, random), kNoCoast};
        o.retreats.push_back(r);
        if (s.traits[p].unitClass != UnitClass::Cavalry || !chance(random, 70))
            continue;
        const Order first = ownOrder(at);
        Order second = r;
        second.type = OrderType::Move;
        second.unit.province = first.type == OrderType::Move ? first.destination.province : at;
        second.destination = {neighbour(second.unit.province, random), kNoCoast};
        o.secondHalves.push_back(second);
    }
    o.gandalfLeadsSecondHalf = chance(random, 50);
    if (s.ring.status == RingStatus::Carried && s.ring.power != kNoPower) {
        if (chance(random, 30))
            o.firstPasses.push_back(
                {s.ring.power, s.ring.personality, neighbour(s.ring.at, random)});
        if (chance(random, 3))
            o.wearRing = s.ring.power;
    }
    Position adjusting = b;
    adjusting.phase = PhaseType::Adjustment;
    o.adjustments = randomOrders(adjusting, random);
    for (const Order &a : o.adjustments) {
        const bool rohan = a.power == v.findPower("Rohan") && a.unitKind == UnitKind::Army;
        const bool umbar = a.power == v.findPower("Umbar") && a.unitKind == UnitKind::Fleet;
        UnitClass cls = UnitClass::Ordinary;
        if (a.type == OrderType::Build && (rohan || umbar) && chance(random, 60))
            cls = rohan ? UnitClass::Cavalry : UnitClass::Pirate;
        o.adjustmentClasses.push_back(cls);
    }
    for (int p = 0; p < v.powerCount(); ++p) {
        if (chance(random, 40))
            o.destroy.push_back({static_cast<PowerId>(p), std::nullopt});
    }
    return o;
}

/// The invariants of a board between turns; an empty string when they hold.
QString broken(const Position &b, const HardbopState &s)
{
    const Variant &v = downfallMap();
    for (const PersonalityUnit &p : s.personalities) {
        if (std::count_if(s.personalities.begin(), s.personalities.end(),
                          [&](const PersonalityUnit &q) { return q.who == p.who; }) != 1)
            return "a personality stands twice";
        if (p.at >= v.provinceCount() || v.province(p.at).type == ProvinceType::Offboard)
            return "a personality is off the board";
        if ((v.province(p.at).flags & kFlagRangerOnly) && p.who != Personality::Ranger)
            return "someone but the Ranger is in Erech (B7.5)";
        if (p.withDislodged)
            return "a leader still waits to retreat after the turn";
    }
    const PersonalityUnit *gandalf = s.find(Personality::Gandalf);
    const PersonalityUnit *nazgul = s.find(Personality::Nazgul);
    if (gandalf && nazgul && gandalf->at == nazgul->at)
        return "the Nazgul shares Gandalf's space (B4)";
    int total = 0;
    int counted = 0;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Province &province = v.province(static_cast<ProvinceId>(p));
        if (b.dislodged[p].unit.exists())
            return "a dislodged unit is left after the turn";
        if (!b.units[p].exists() && !(s.traits[p] == UnitTraits{}))
            return QString("traits without a unit in %1").arg(province.name.c_str());
        if (!province.supplyCentre)
            continue;
        total += province.centreCount;
        if (b.owners[p] == kNoPower)
            counted += province.centreCount;
        else if (b.owners[p] >= v.powerCount())
            return "a centre has an unknown owner";
    }
    for (int p = 0; p < v.powerCount(); ++p)
        counted += centreCount(b, static_cast<PowerId>(p));
    if (counted != total)
        return QString("centres add up to %1, not %2").arg(counted).arg(total);
    const RingState &ring = s.ring;
    switch (ring.status) {
    case RingStatus::Destroyed:
        return {};
    case RingStatus::Hidden:
    case RingStatus::Lying:
        if (ring.at >= v.provinceCount() || ring.power != kNoPower || ring.personality)
            return "a Ring on the ground has a holder";
        return {};
    case RingStatus::Carried:
    case RingStatus::Worn:
        if (ring.personality) {
            const PersonalityUnit *holder = s.find(*ring.personality);
            if (!holder || holder->at != ring.at)
                return "the Ring's personality is not where the Ring is";
            return {};
        }
        if (ring.at >= v.provinceCount() || b.units[ring.at].power != ring.power)
            return "the Ring's carrier is not where the Ring is";
        return {};
    }
    return "the Ring has no status";
}

/// Everything one turn leaves, to compare two runs of the same game.
bool sameTurn(const HardbopTurn &a, const HardbopTurn &b)
{
    const auto people = [](const HardbopState &s) {
        std::vector<std::pair<int, int>> out;
        for (const PersonalityUnit &p : s.personalities)
            out.emplace_back(int(p.who), p.at);
        return out;
    };
    return a.position == b.position && a.state.traits == b.state.traits &&
           a.state.ring == b.state.ring && a.state.absences == b.state.absences &&
           a.state.alignment == b.state.alignment && a.state.eliminated == b.state.eliminated &&
           people(a.state) == people(b.state) && a.events.size() == b.events.size() &&
           a.victor == b.victor && a.destroyed == b.destroyed;
}

struct Game
{
    Position board;
    HardbopState state;
};

Game newGame(std::mt19937 &random)
{
    const Variant &v = downfallMap();
    Game g{initialPosition(v), initialState(v)};
    const auto place = [&](Personality who, const char *at) {
        g.state.personalities.push_back({who, v.findProvince(at)});
    };
    place(Personality::Sauron, "Bar");
    place(Personality::Faramir, "MTi");
    place(Personality::Ranger, "Bre");
    place(Personality::Gandalf, "Edo");
    place(Personality::Saruman, "Ise");
    place(Personality::Fellowship, "Shi");
    place(Personality::Nazgul, "MMo");
    while (!hideRing(g.board, g.state, static_cast<ProvinceId>(random() % v.provinceCount()))) {
    }
    fillEasterlingBox(g.board, g.state);
    return g;
}

} // namespace

class TestDownfallRandomPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b11RandomTurns_data();
    void b11RandomTurns();
};

void TestDownfallRandomPlay::b11RandomTurns_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("turns");
    QTest::newRow("seed 1, 120 turns") << 1u << 120;
    QTest::newRow("seed 2, 120 turns") << 2u << 120;
    QTest::newRow("seed 3, 120 turns") << 3u << 120;
}

// Spec B11 (whole turns), B8, B9.1, B4, C3: invariants and determinism over random games.
void TestDownfallRandomPlay::b11RandomTurns()
{
    QFETCH(unsigned, seed);
    QFETCH(int, turns);
    std::mt19937 random(seed);
    std::mt19937 again(seed);
    Game game = newGame(random);
    Game twin = newGame(again);
    herald::dice::Dice dice(herald::dice::Generator(seed, 0));
    herald::dice::Dice twinDice(herald::dice::Generator(seed, 0));
    Coverage seen;
    for (int t = 0; t < turns; ++t) {
        const HardbopTurnOrders orders = randomTurn(game.board, game.state, random);
        const HardbopTurnOrders twinOrders = randomTurn(twin.board, twin.state, again);
        // The GM types Gandalf's d6 in both runs (C3).
        dice.queueTyped({1 + t % 6});
        twinDice.queueTyped({1 + t % 6});
        const HardbopTurn turn = playHardbopTurn(game.board, game.state, orders, dice);
        const HardbopTurn twinTurn = playHardbopTurn(twin.board, twin.state, twinOrders, twinDice);
        QVERIFY2(sameTurn(turn, twinTurn), qPrintable(QString("turn %1 differs").arg(t)));
        const QString why = broken(turn.position, turn.state);
        QVERIFY2(why.isEmpty(), qPrintable(QString("turn %1: %2").arg(t).arg(why)));
        ++seen.turns;
        seen.validLeads += static_cast<int>(
            std::count(turn.first.leads.begin(), turn.first.leads.end(), LeadError::None));
        for (const OrderResult &r : turn.first.adjudication.results)
            seen.dislodged += r.dislodged;
        seen.secondHalves += static_cast<int>(std::count(
            turn.second.halves.begin(), turn.second.halves.end(), SecondHalfError::None));
        seen.gandalfSupports +=
            orders.first.gandalfSupport && turn.first.gandalfSupport == GandalfSupportError::None;
        for (std::size_t i = 0; turn.adjustments && i < orders.adjustments.size(); ++i) {
            const OrderResult &r = turn.adjustments->adjudication.results[i];
            seen.classBuilds += r.order.type == OrderType::Build &&
                                r.outcome == Outcome::Succeeded &&
                                orders.adjustmentClasses[i] != UnitClass::Ordinary;
        }
        seen.ringMoves += !(turn.state.ring == game.state.ring);
        if (turn.victor != kNoPower || turn.ringDestroyed) {
            game = newGame(random);
            twin = newGame(again);
            continue;
        }
        game = {turn.position, turn.state};
        twin = {twinTurn.position, twinTurn.state};
    }
    qInfo("turns %d, leads %d, dislodged %d, second halves %d, Gandalf supports %d, "
          "cavalry/pirate builds %d, Ring changes %d",
          seen.turns, seen.validLeads, seen.dislodged, seen.secondHalves, seen.gandalfSupports,
          seen.classBuilds, seen.ringMoves);
    QVERIFY(seen.validLeads > 0);
    QVERIFY(seen.dislodged > 0);
    QVERIFY(seen.secondHalves > 0);
    QVERIFY(seen.gandalfSupports > 0);
    QVERIFY(seen.classBuilds > 0);
}

QTEST_GUILESS_MAIN(TestDownfallRandomPlay)
#include "tst_downfall_randomplay.moc"
