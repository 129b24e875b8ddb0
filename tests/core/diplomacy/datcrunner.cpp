#include "datcrunner.h"

#include "core/diplomacy/adjudicator.h"
#include "core/diplomacy/orderparser.h"

#include <set>
#include <tuple>
#include <vector>

namespace herald::diplomacy::test {

namespace {

using UnitKey = std::tuple<PowerId, UnitKind, ProvinceId, CoastId>;

bool readUnit(const Variant &v, const DatcLine &line, UnitKey &out, std::string &error)
{
    const PowerId power = v.findPower(line.power);
    const auto space = line.text.find(' ');
    const std::string kind = line.text.substr(0, space);
    const std::string place = line.text.substr(space + 1);
    const auto slash = place.find('/');
    const ProvinceId p = v.findProvince(place.substr(0, slash));
    if (power == kNoPower || p == kNoProvince || space == std::string::npos) {
        error = "cannot read unit \"" + line.power + ": " + line.text + "\"";
        return false;
    }
    const bool fleet = kind == "F" || kind == "f";
    const CoastId coast =
        fleet && slash != std::string::npos ? v.findCoast(p, place.substr(slash + 1)) : kNoCoast;
    out = {power, fleet ? UnitKind::Fleet : UnitKind::Army, p, coast};
    return true;
}

std::string describeUnits(const Variant &v, const std::set<UnitKey> &units)
{
    std::string out;
    for (const auto &[power, kind, p, coast] : units)
        out += " " + v.power(power).name + (kind == UnitKind::Army ? " A " : " F ") +
               v.locationName({p, coast});
    return out;
}

/// Retreat restrictions from PRESTATE_RESULTS (README section 2): a successful overland
/// move X-Y bars the unit dislodged in Y from X; a failed overland move X-Y into an empty Y
/// is a standoff there, unless its unit lost a head-to-head against Y's unit.
void applyResults(const Variant &v, const DatcCase &c, Position &position)
{
    struct Move
    {
        bool success;
        ProvinceId from, to;
    };
    std::vector<Move> moves;
    for (const DatcLine &r : c.results) {
        const OrderParseResult parsed = parseOrder(v, r.text);
        const Order &o = parsed.order;
        if (parsed.ok() && o.type == OrderType::Move && !o.viaConvoy)
            moves.push_back({r.power == "SUCCESS", o.unit.province, o.destination.province});
    }
    for (const Move &m : moves) {
        if (m.success) {
            position.dislodged[m.to].attackerFrom = m.from;
            continue;
        }
        bool lostHeadToHead = false;
        for (const Move &other : moves)
            lostHeadToHead =
                lostHeadToHead || (other.success && other.from == m.to && other.to == m.from);
        if (!lostHeadToHead && !position.units[m.to].exists())
            position.standoffs.set(m.to);
    }
}

} // namespace

std::string runDatcCase(const Variant &v, const DatcCase &c)
{
    std::string error;
    Position position;
    position.variant = &v;
    position.year = c.year;
    position.season = c.season == "Spring" ? 0 : 1;
    position.phase = c.phase == "Movement"  ? PhaseType::Movement
                     : c.phase == "Retreat" ? PhaseType::Retreat
                                            : PhaseType::Adjustment;
    std::set<UnitKey> before;
    for (const DatcLine &line : c.units) {
        UnitKey u;
        if (!readUnit(v, line, u, error))
            return error;
        const auto &[power, kind, p, coast] = u;
        position.units[p] = {power, kind, coast};
        before.insert(u);
    }
    for (const DatcLine &line : c.dislodged) {
        UnitKey u;
        if (!readUnit(v, line, u, error))
            return error;
        const auto &[power, kind, p, coast] = u;
        position.dislodged[p].unit = {power, kind, coast};
    }
    for (const DatcLine &line : c.owners) {
        UnitKey u;
        if (!readUnit(v, line, u, error))
            return error;
        position.owners[std::get<2>(u)] = std::get<0>(u);
    }
    applyResults(v, c, position);

    std::vector<Order> orders;
    for (const DatcLine &line : c.orders) {
        const std::string text = line.power + ": " + line.text;
        const OrderParseResult parsed = parseOrder(v, text);
        if (!parsed.ok())
            return describe(parsed.error, text, parsed.detail);
        orders.push_back(parsed.order);
    }

    const Adjudication result = adjudicate(position, orders);
    std::set<UnitKey> expected = c.sameAfter ? before : std::set<UnitKey>();
    std::set<UnitKey> expectedDislodged;
    for (const DatcLine &line : c.after) {
        UnitKey u;
        if (!readUnit(v, line, u, error))
            return error;
        expected.insert(u);
    }
    for (const DatcLine &line : c.afterDislodged) {
        UnitKey u;
        if (!readUnit(v, line, u, error))
            return error;
        expectedDislodged.insert(u);
    }
    std::set<UnitKey> actual, actualDislodged;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Unit &u = result.next.units[p];
        if (u.exists())
            actual.insert({u.power, u.kind, static_cast<ProvinceId>(p), u.coast});
        const Unit &d = result.next.dislodged[p].unit;
        if (d.exists())
            actualDislodged.insert({d.power, d.kind, static_cast<ProvinceId>(p), d.coast});
    }
    std::string out;
    if (actual != expected)
        out += "board:" + describeUnits(v, actual) + "; expected:" + describeUnits(v, expected);
    if (position.phase == PhaseType::Movement && actualDislodged != expectedDislodged)
        out += " dislodged:" + describeUnits(v, actualDislodged) +
               "; expected:" + describeUnits(v, expectedDislodged);
    return out;
}

} // namespace herald::diplomacy::test
