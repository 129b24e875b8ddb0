#include "core/diplomacy/downfall/builds.h"

#include "core/diplomacy/adjustment.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

int fleetCap(const Variant &variant, PowerId power)
{
    if (power == variant.findPower("Umbar"))
        return kMaxUnits;
    if (power == variant.findPower("Elves") || power == variant.findPower("Gondor"))
        return 2;
    return 1;
}

int cavalryEntitlement(int centres)
{
    return centres < 2 ? centres : 2 + (centres - 2) / 4;
}

int pirateEntitlement(int centres)
{
    if (centres >= 8)
        return 3;
    return centres < 2 ? centres : 2;
}

bool isSpecialBuildSite(const Position &position, const HardbopState &state, PowerId power,
                        ProvinceId centre, UnitKind kind)
{
    const Variant &v = *position.variant;
    if (centre >= v.provinceCount() || power >= kMaxPowers)
        return false;
    const Province &p = v.province(centre);
    if (!p.supplyCentre || state.centreLost[centre])
        return false;
    const bool owned = position.owners[centre] == power;
    const auto standsThere = [&](Personality who) {
        const PersonalityUnit *u = state.find(who);
        return u && u->at == centre;
    };
    if (power == v.findPower("Saruman") && owned && standsThere(Personality::Saruman))
        return true;
    if (power == v.findPower("Gondor") && state.pathsWalked && standsThere(Personality::Ranger))
        return true;
    if (power == v.findPower("Dwarves") && owned && (p.flags & kFlagDwarfSpecial))
        return true;
    return power != v.findPower("Umbar") && owned && kind == UnitKind::Fleet &&
           (p.flags & kFlagCorsairFleetSite);
}

int easterlingBuildsLeft(const Position &position, const HardbopState &state)
{
    const Variant &v = *position.variant;
    const PowerId mordor = v.findPower("Mordor");
    const ProvinceId box = easterlingBox(v);
    const PowerId wearer = state.ring.everWornBy;
    const bool foreignFell = wearer != kNoPower && wearer != mordor && state.isEliminated(wearer);
    if (box == kNoProvince || !foreignFell || position.owners[box] != mordor ||
        state.isEliminated(mordor))
        return 0;
    int easterlings = state.easterlingsOffBoard;
    for (int p = 0; p < v.provinceCount(); ++p)
        easterlings += position.units[p].power == mordor && state.traits[p].easterling;
    return std::max(0, 3 - easterlings);
}

namespace {

/// Unit counts that limit builds (B6.3, B6.4, B8.4).
struct Counts
{
    int fleets[kMaxPowers] = {};
    int pirates[kMaxPowers] = {};
    int cavalry[kMaxPowers] = {};
};

Counts countUnits(const Position &position, const HardbopState &state)
{
    Counts c;
    for (int p = 0; p < position.variant->provinceCount(); ++p) {
        const Unit &u = position.units[p];
        if (!u.exists())
            continue;
        const UnitClass cls = state.traits[p].unitClass;
        if (cls == UnitClass::Pirate)
            ++c.pirates[u.power];
        else if (u.kind == UnitKind::Fleet)
            ++c.fleets[u.power];
        if (cls == UnitClass::Cavalry)
            ++c.cavalry[u.power];
    }
    return c;
}

/// Whether the unit fits the site's terrain (the standard build rules, spec A8).
bool fitsTerrain(const Variant &v, const Order &o)
{
    const ProvinceType type = v.province(o.unit.province).type;
    if (o.unitKind == UnitKind::Army)
        return type == ProvinceType::Land || type == ProvinceType::Coast;
    return type == ProvinceType::Coast &&
           (!v.hasCoasts(o.unit.province) || o.unit.coast != kNoCoast);
}

Reason reasonFor(BuildError e)
{
    switch (e) {
    case BuildError::FleetLimit:
        return Reason::FleetLimit;
    case BuildError::CavalryNotRohan:
        return Reason::CavalryNotRohan;
    case BuildError::CavalryLimit:
        return Reason::CavalryLimit;
    case BuildError::PiratesNotUmbar:
        return Reason::PiratesNotUmbar;
    case BuildError::PirateLimit:
        return Reason::PirateLimit;
    case BuildError::OffBoard:
        return Reason::BuildOffBoard;
    case BuildError::EasterlingLimit:
        return Reason::EasterlingLimit;
    case BuildError::NotABuildSite:
        return Reason::UnitTerrain;
    case BuildError::SiteOccupied:
        return Reason::CentreOccupied;
    default:
        return Reason::NoBuildAllowed;
    }
}

/// The Hardbop limits on one build, counted as the orders come (B6.3, B6.4, B8.4).
BuildError checkLimits(const Position &position, const Order &o, PowerId power, UnitClass cls,
                       bool corsairSite, const Counts &c)
{
    const Variant &v = *position.variant;
    if (cls == UnitClass::Cavalry) {
        if (power != v.findPower("Rohan") || o.unitKind != UnitKind::Army)
            return BuildError::CavalryNotRohan;
        if (c.cavalry[power] >= cavalryEntitlement(centreCount(position, power)))
            return BuildError::CavalryLimit;
    } else if (cls == UnitClass::Pirate) {
        if (power != v.findPower("Umbar") || o.unitKind != UnitKind::Fleet)
            return BuildError::PiratesNotUmbar;
        if (c.pirates[power] >= pirateEntitlement(centreCount(position, power)))
            return BuildError::PirateLimit;
    } else if (o.unitKind == UnitKind::Fleet &&
               c.fleets[power] >= fleetCap(v, power) + (corsairSite ? 1 : 0)) {
        return BuildError::FleetLimit;
    }
    return BuildError::None;
}

} // namespace

AdjustmentTurn adjudicateHardbopAdjustments(const Position &position, const HardbopState &state,
                                            std::span<const Order> orders,
                                            std::span<const UnitClass> classes)
{
    const Variant &v = *position.variant;
    AdjustmentTurn out;
    out.builds.assign(orders.size(), BuildError::None);
    Counts counts = countUnits(position, state);
    // The Easterlings waiting off the board are Mordor's units too (B2, B6.2).
    std::vector<int> offBoard(static_cast<std::size_t>(v.powerCount()), 0);
    const PowerId mordor = v.findPower("Mordor");
    if (mordor != kNoPower)
        offBoard[mordor] = waitingEasterlings(v, state);
    int balance[kMaxPowers] = {};
    for (int p = 0; p < v.powerCount(); ++p)
        balance[p] = adjustmentBalance(position, static_cast<PowerId>(p)) -
                     offBoard[static_cast<std::size_t>(p)];
    const ProvinceId box = easterlingBox(v);
    int boxBuilds = 0;
    // Special builds reach the standard rules as waives, so that they use up the same
    // allowance as home-centre builds; they come first, so they are served first.
    std::vector<Order> passed;
    std::vector<OrderResult> own(orders.size());
    std::vector<bool> judged(orders.size(), false);
    std::bitset<kMaxProvinces> specialBuilt;
    Position built = position;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i];
        const UnitClass cls = i < classes.size() ? classes[i] : UnitClass::Ordinary;
        const bool site =
            o.type == OrderType::Build && o.unit.isValid() && o.unit.province < v.provinceCount();
        const PowerId power = o.power != kNoPower ? o.power
                              : site              ? v.province(o.unit.province).home
                                                  : kNoPower;
        if (!site || power >= kMaxPowers) {
            passed.push_back(o);
            continue;
        }
        const ProvinceId at = o.unit.province;
        const bool inBox = at == box;
        const bool special = inBox || (v.province(at).home != power &&
                                       isSpecialBuildSite(position, state, power, at, o.unitKind));
        const bool corsair = special && (v.province(at).flags & kFlagCorsairFleetSite);
        BuildError e = checkLimits(position, o, power, cls, corsair, counts);
        if (e == BuildError::None && inBox) {
            // Spec E38: several may be built in one season; the box holds them all.
            if (power != mordor || o.unitKind != UnitKind::Army || cls != UnitClass::Ordinary ||
                easterlingBuildsLeft(position, state) == 0)
                e = BuildError::OffBoard;
            else if (boxBuilds >= easterlingBuildsLeft(position, state))
                e = BuildError::EasterlingLimit;
            else if (balance[power] <= 0)
                e = BuildError::NoBuildAllowed;
        } else if (e == BuildError::None && special) {
            if (position.units[at].exists() || specialBuilt[at])
                e = BuildError::SiteOccupied;
            else if (balance[power] <= 0)
                e = BuildError::NoBuildAllowed;
            else if (!fitsTerrain(v, o))
                e = BuildError::NotABuildSite;
        }
        out.builds[i] = e;
        if (e == BuildError::None) {
            counts.fleets[power] += o.unitKind == UnitKind::Fleet && cls != UnitClass::Pirate;
            counts.pirates[power] += cls == UnitClass::Pirate;
            counts.cavalry[power] += cls == UnitClass::Cavalry;
        }
        if (e == BuildError::None && !special) {
            passed.push_back(o);
            continue;
        }
        judged[i] = true;
        own[i].order = o;
        if (e != BuildError::None) {
            own[i].outcome = Outcome::Illegal;
            own[i].reason = reasonFor(e);
            continue;
        }
        own[i].outcome = Outcome::Succeeded;
        --balance[power];
        if (inBox) {
            ++boxBuilds;
        } else {
            specialBuilt.set(at);
            built.units[at] = {power, o.unitKind,
                               o.unitKind == UnitKind::Fleet ? o.unit.coast : kNoCoast};
        }
        Order waive;
        waive.type = OrderType::Waive;
        waive.power = power;
        passed.insert(passed.begin(), waive);
    }
    const auto waives =
        static_cast<std::size_t>(specialBuilt.count()) + static_cast<std::size_t>(boxBuilds);
    Adjudication standard;
    adjudicateAdjustments(position, passed, standard, offBoard);
    TurnResult &turn = out.turn;
    turn.adjudication.next = standard.next;
    std::size_t next = waives;
    for (std::size_t i = 0; i < orders.size(); ++i)
        turn.adjudication.results.push_back(judged[i] ? own[i] : standard.results[next++]);
    for (; next < standard.results.size(); ++next)
        turn.adjudication.results.push_back(standard.results[next]);
    Position &after = turn.adjudication.next;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (specialBuilt[p])
            after.units[p] = built.units[p];
    }
    turn.next = state;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (!after.units[p].exists() || !(after.units[p] == position.units[p]))
            turn.next.traits[p] = {};
    }
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const OrderResult &r = turn.adjudication.results[i];
        if (r.order.type == OrderType::Build && r.outcome == Outcome::Succeeded)
            turn.next.traits[r.order.unit.province].unitClass =
                i < classes.size() ? classes[i] : UnitClass::Ordinary;
    }
    for (std::size_t i = 0; i < turn.adjudication.results.size(); ++i) {
        const Order &o = turn.adjudication.results[i].order;
        const bool onBoard =
            o.type != OrderType::Build && o.unit.isValid() && o.unit.province < v.provinceCount();
        out.classes.push_back(onBoard ? state.traits[o.unit.province].unitClass
                              : i < orders.size() && i < classes.size() ? classes[i]
                                                                        : UnitClass::Ordinary);
    }
    if (boxBuilds > 0) {
        // The first new army stands in an empty box, the others wait behind it (B6.2).
        if (!after.units[box].exists()) {
            after.units[box] = {mordor, UnitKind::Army, kNoCoast};
            turn.next.traits[box] = {};
            turn.next.traits[box].easterling = true;
            --boxBuilds;
        }
        turn.next.easterlingsOffBoard += boxBuilds;
    }
    return out;
}

TurnResult adjudicateAdjustmentTurn(const Position &position, const HardbopState &state,
                                    std::span<const Order> orders)
{
    return adjudicateHardbopAdjustments(position, state, orders, {}).turn;
}

std::string_view describe(BuildError error)
{
    switch (error) {
    case BuildError::None:
        return "";
    case BuildError::FleetLimit:
        return "the power already has every fleet it may have (B8.4)";
    case BuildError::CavalryNotRohan:
        return "cavalry are Rohan's armies only (B6.3)";
    case BuildError::CavalryLimit:
        return "Rohan's centres allow no more cavalry (B6.3)";
    case BuildError::PiratesNotUmbar:
        return "pirates are Umbar's, built as fleets (B6.4)";
    case BuildError::PirateLimit:
        return "Umbar's centres allow no more pirates (B6.4)";
    case BuildError::NotABuildSite:
        return "the unit cannot stand on that special site (B8.2)";
    case BuildError::SiteOccupied:
        return "a military unit already stands on the special site (B8.2)";
    case BuildError::NoBuildAllowed:
        return "the power has no build left this season (B8)";
    case BuildError::OffBoard:
        return "nothing is built off the board, except Mordor's Easterlings once a foreign Ring "
               "wearer has fallen (B6.2, E38)";
    case BuildError::EasterlingLimit:
        return "Mordor may have three Easterling armies at most (E38)";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
