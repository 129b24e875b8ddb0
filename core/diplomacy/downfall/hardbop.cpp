#include "core/diplomacy/downfall/hardbop.h"

#include "core/diplomacy/text.h"

namespace herald::diplomacy::downfall {

namespace {

constexpr std::string_view kNames[] = {"Sauron", "Faramir",    "Saruman", "Gandalf",
                                       "Ranger", "Fellowship", "Nazgul"};

} // namespace

HardbopState initialState(const Variant &variant)
{
    HardbopState state;
    // Spec B1: alignment at the start.
    const std::pair<std::string_view, Alignment> sides[] = {
        {"Elves", Alignment::Good},      {"Gondor", Alignment::Good},
        {"Rohan", Alignment::Good},      {"Mordor", Alignment::Evil},
        {"Dwarves", Alignment::Neutral}, {"Saruman", Alignment::Neutral},
        {"Umbar", Alignment::Neutral},
    };
    state.alignment.fill(Alignment::Neutral);
    for (const auto &[name, side] : sides) {
        const PowerId p = variant.findPower(name);
        if (p != kNoPower)
            state.alignment[p] = side;
    }
    state.nazgulController = variant.findPower("Mordor");
    constexpr std::string_view multiple = "MULTIPLE=";
    for (const StartingUnit &u : variant.startingUnits()) {
        UnitTraits &t = state.traits[u.location.province];
        int n = 1;
        if (u.special.rfind(multiple, 0) == 0 &&
            text::toInt(std::string_view(u.special).substr(multiple.size()), n) && n > 1)
            t.multiple = static_cast<std::uint8_t>(n);
        t.original = true;
        if (t.multiple > 1)
            continue;
        if (u.special == "CAVALRY")
            t.unitClass = UnitClass::Cavalry;
        else if (u.special == "PIRATE")
            t.unitClass = UnitClass::Pirate;
    }
    return state;
}

ProvinceId easterlingBox(const Variant &variant)
{
    const PowerId mordor = variant.findPower("Mordor");
    for (int p = 0; p < variant.provinceCount(); ++p) {
        const Province &box = variant.province(static_cast<ProvinceId>(p));
        if (box.type == ProvinceType::Offboard && box.home == mordor)
            return static_cast<ProvinceId>(p);
    }
    return kNoProvince;
}

namespace {

bool foreignWearer(const Variant &variant, const HardbopState &state)
{
    return state.ring.status == RingStatus::Worn && state.ring.power != variant.findPower("Mordor");
}

} // namespace

int waitingEasterlings(const Variant &variant, const HardbopState &state)
{
    if (foreignWearer(variant, state) || state.isEliminated(variant.findPower("Mordor")))
        return 0;
    return state.easterlingsOffBoard;
}

void fillEasterlingBox(Position &position, HardbopState &state)
{
    const Variant &v = *position.variant;
    const ProvinceId p = easterlingBox(v);
    if (p == kNoProvince)
        return;
    const PowerId mordor = v.findPower("Mordor");
    if (state.isEliminated(mordor)) {
        position.units[p] = {};
        state.traits[p] = {};
        state.easterlingsOffBoard = 0;
        return;
    }
    if (foreignWearer(v, state) || position.units[p].exists() || state.easterlingsOffBoard <= 0)
        return;
    position.units[p] = {mordor, UnitKind::Army, kNoCoast};
    state.traits[p] = {};
    state.traits[p].easterling = true;
    state.traits[p].original = true;
    --state.easterlingsOffBoard;
}

const PersonalityUnit *HardbopState::find(Personality who) const
{
    for (const PersonalityUnit &p : personalities) {
        if (p.who == who)
            return &p;
    }
    return nullptr;
}

PersonalityUnit *HardbopState::find(Personality who)
{
    for (PersonalityUnit &p : personalities) {
        if (p.who == who)
            return &p;
    }
    return nullptr;
}

std::string_view personalityName(Personality who)
{
    return kNames[static_cast<int>(who)];
}

std::optional<Personality> findPersonality(std::string_view name)
{
    for (int i = 0; i < 7; ++i) {
        if (text::iequals(kNames[i], name))
            return static_cast<Personality>(i);
    }
    return std::nullopt;
}

std::string_view describe(LeadError error)
{
    switch (error) {
    case LeadError::None:
        return "";
    case LeadError::NotOnBoard:
        return "the personality is not on the board";
    case LeadError::NotWithUnit:
        return "the personality does not stand with the unit it would lead";
    case LeadError::NoUnit:
        return "there is no military unit to lead";
    case LeadError::MayNotLead:
        return "this personality may not lead that power's units";
    case LeadError::OrderMismatch:
        return "the led unit was given a different order";
    case LeadError::LeadsTwice:
        return "a personality leads one unit a turn";
    }
    return "";
}

std::string_view describe(FearError error)
{
    switch (error) {
    case FearError::None:
        return "";
    case FearError::NoNazgul:
        return "the Nazgul is not on the board";
    case FearError::OutOfReach:
        return "the Nazgul can only frighten a unit in or next to its space";
    case FearError::NoUnit:
        return "there is no military unit to frighten";
    case FearError::Immune:
        return "a Multiple army, or a led unit, does not fear the Nazgul";
    }
    return "";
}

std::string_view describe(GandalfSupportError error)
{
    switch (error) {
    case GandalfSupportError::None:
        return "";
    case GandalfSupportError::NotOnBoard:
        return "Gandalf is not on the board (B4)";
    case GandalfSupportError::NoUnit:
        return "there is no military unit for Gandalf to support (B4)";
    case GandalfSupportError::EvilUnit:
        return "Gandalf never helps a unit of an Evil power (B10)";
    case GandalfSupportError::OutOfReach:
        return "Gandalf could not himself step where his support aims (D2)";
    case GandalfSupportError::NotMatched:
        return "the supported unit was given another order (B4)";
    case GandalfSupportError::Cut:
        return "another power moved into Gandalf's space and cut his support (E22)";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
