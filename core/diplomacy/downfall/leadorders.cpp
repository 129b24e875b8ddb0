#include "core/diplomacy/downfall/leadorders.h"

#include "core/diplomacy/text.h"

namespace herald::diplomacy::downfall {

LeadParseResult parseLead(const Variant &variant, std::string_view text)
{
    LeadParseResult result;
    const auto words = text::words(text);
    const auto who = words.size() > 2 ? findPersonality(words[0]) : std::nullopt;
    if (!who || !text::iequals(words[1], "L")) {
        result.error = OrderError::UnknownOrderKind;
        result.detail = words.empty() ? std::string() : std::string(words[0]);
        return result;
    }
    result.order.who = *who;
    // The words are views into `text`, so the unit order starts where the third word does.
    const auto rest = static_cast<std::size_t>(words[2].data() - text.data());
    const OrderParseResult unit = parseOrder(variant, text.substr(rest));
    result.order.unitOrder = unit.order;
    result.error = unit.error;
    result.detail = unit.detail;
    return result;
}

namespace {

/// Whether `word` starts with a location ("Ent-Gap", "StP/nc", "Edo").
bool startsWithLocation(const Variant &v, std::string_view word)
{
    const std::size_t end = word.find_first_of("-/(");
    return v.findProvince(word.substr(0, end)) != kNoProvince;
}

} // namespace

HardbopOrderParse parseHardbopOrder(const Variant &variant, std::string_view text, PowerId power)
{
    HardbopOrderParse out;
    std::string plain(text);
    const auto words = text::words(text);
    // A unit letter stands before a location and not after one (after one, "C" is the
    // convoy keyword); the first names the ordered unit, the second the supported one.
    int slot = 0;
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        const std::string_view w = words[i];
        const bool letter = text::iequals(w, "A") || text::iequals(w, "F") || w == "C" || w == "P";
        if (!letter || !startsWithLocation(variant, words[i + 1]) ||
            (i > 0 && startsWithLocation(variant, words[i - 1])))
            continue;
        if (w == "C" || w == "P") {
            (slot == 0 ? out.unitClass : out.targetClass) =
                w == "C" ? UnitClass::Cavalry : UnitClass::Pirate;
            plain[static_cast<std::size_t>(w.data() - text.data())] = w == "C" ? 'A' : 'F';
        }
        ++slot;
    }
    out.parsed = parseOrder(variant, plain, power);
    return out;
}

char classLetter(UnitClass unitClass)
{
    switch (unitClass) {
    case UnitClass::Cavalry:
        return 'C';
    case UnitClass::Pirate:
        return 'P';
    case UnitClass::Ordinary:
        break;
    }
    return '\0';
}

std::string formatHardbopOrder(const Position &board, const HardbopState &state, const Order &order)
{
    // In a retreat phase the ordered unit is the dislodged one, not the unit that came in.
    const auto &unitTraits =
        board.phase == PhaseType::Retreat ? state.dislodgedTraits : state.traits;
    const auto letter = [](const std::array<UnitTraits, kMaxProvinces> &traits, Location at) {
        return at.isValid() ? classLetter(traits[at.province].unitClass) : '\0';
    };
    return formatOrder(*board.variant, order,
                       {letter(unitTraits, order.unit), letter(state.traits, order.target)});
}

PowerId personalityOwner(const Variant &variant, const HardbopState &state, Personality who)
{
    switch (who) {
    case Personality::Sauron:
        return variant.findPower("Mordor");
    case Personality::Faramir:
    case Personality::Gandalf:
    case Personality::Ranger:
        return variant.findPower("Gondor");
    case Personality::Saruman:
        return variant.findPower("Saruman");
    case Personality::Fellowship:
        return variant.findPower("Elves");
    case Personality::Nazgul:
        return state.nazgulController;
    }
    return kNoPower;
}

namespace {

/// Spec B5: who may lead whom.
bool mayLead(const Variant &v, const HardbopState &state, Personality who, PowerId unitPower)
{
    const auto is = [&](std::string_view name) { return unitPower == v.findPower(name); };
    switch (who) {
    case Personality::Sauron:
        return is("Mordor");
    case Personality::Faramir:
        return is("Gondor") || (is("Rohan") && state.faramirLeadsRohan);
    case Personality::Saruman:
        return is("Saruman");
    case Personality::Gandalf:
        return state.alignment[unitPower] != Alignment::Evil;
    case Personality::Ranger:
        return is("Gondor") || is("Rohan");
    case Personality::Nazgul:
        return unitPower == state.nazgulController;
    case Personality::Fellowship:
        return false;
    }
    return false;
}

/// Whether the unit's own order is the one the Lead order names.
bool sameOrder(const Order &own, const Order &led)
{
    return own.type == led.type && own.unit.province == led.unit.province &&
           own.target.province == led.target.province &&
           own.destination.province == led.destination.province;
}

} // namespace

std::vector<LeadError> judgeLeads(const Position &position, const HardbopState &state,
                                  const TurnOrders &orders)
{
    const Variant &v = *position.variant;
    std::vector<LeadError> out;
    bool used[7] = {};
    for (const LeadOrder &lead : orders.leads) {
        const ProvinceId at = lead.unitOrder.unit.province;
        const PersonalityUnit *leader = nullptr;
        for (const PersonalityUnit &p : state.personalities) {
            if (p.who == lead.who)
                leader = &p;
        }
        const Order *own = nullptr;
        for (const Order &o : orders.units) {
            if (o.unit.province == at)
                own = &o;
        }
        const Unit &unit = position.units[at];
        LeadError e = LeadError::None;
        if (!leader)
            e = LeadError::NotOnBoard;
        else if (!unit.exists())
            e = LeadError::NoUnit;
        else if (leader->at != at)
            e = LeadError::NotWithUnit;
        else if (!mayLead(v, state, lead.who, unit.power))
            e = LeadError::MayNotLead;
        else if (own ? !sameOrder(*own, lead.unitOrder) : lead.unitOrder.type != OrderType::Hold)
            e = LeadError::OrderMismatch;
        else if (used[static_cast<int>(lead.who)])
            e = LeadError::LeadsTwice;
        if (e == LeadError::None)
            used[static_cast<int>(lead.who)] = true;
        out.push_back(e);
    }
    return out;
}

} // namespace herald::diplomacy::downfall
