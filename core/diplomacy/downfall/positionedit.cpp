#include "core/diplomacy/downfall/positionedit.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

namespace {

bool onBoard(const Variant &v, ProvinceId p)
{
    return p < v.provinceCount();
}

/// The terrain rules every unit obeys wherever it stands (A1, B6.2, B7.5, B7.8).
EditError terrain(const Variant &v, const UnitEdit &u)
{
    const Province &p = v.province(u.at.province);
    if (p.flags & kFlagRangerOnly)
        return EditError::RangerOnly;
    const bool pirate = u.traits.unitClass == UnitClass::Pirate;
    if (p.type == ProvinceType::Offboard)
        return u.kind == UnitKind::Army && u.traits.easterling ? EditError::None
                                                               : EditError::OffBoardBox;
    if (u.kind == UnitKind::Army) {
        if (p.type == ProvinceType::Sea)
            return EditError::ArmyAtSea;
        return (p.flags & kFlagMarsh) ? EditError::Marsh : EditError::None;
    }
    if (pirate) // B6.4: land or sea alike
        return EditError::None;
    if (p.type == ProvinceType::Land)
        return EditError::FleetInland;
    return v.hasCoasts(u.at.province) && u.at.coast == kNoCoast ? EditError::CoastNeeded
                                                                : EditError::None;
}

/// Who may have which special unit (B2, B6.1-B6.4).
EditError traitRules(const Position &position, const HardbopState &state, const UnitEdit &u)
{
    const Variant &v = *position.variant;
    const UnitTraits &t = u.traits;
    if (t.multiple < 1 || t.multiple > 9 ||
        (t.multiple > 1 && (t.unitClass == UnitClass::Cavalry || t.easterling)))
        return EditError::BadMultiple;
    if (t.unitClass == UnitClass::Cavalry &&
        (u.power != v.findPower("Rohan") || u.kind != UnitKind::Army))
        return EditError::CavalryNotRohan;
    if (t.easterling && (u.power != v.findPower("Mordor") || u.kind != UnitKind::Army))
        return EditError::EasterlingNotMordor;
    if (t.unitClass == UnitClass::Pirate) {
        if (u.power != v.findPower("Umbar") || u.kind != UnitKind::Fleet)
            return EditError::PirateNotUmbar;
        int pirates = 0;
        for (int p = 0; p < v.provinceCount(); ++p)
            pirates += p != u.at.province && position.units[p].exists() &&
                       state.traits[p].unitClass == UnitClass::Pirate;
        if (pirates >= 3)
            return EditError::PirateLimit;
    }
    return EditError::None;
}

/// Whether a personality may stand in `at` (B2, B3.1, B6.2, B7.5).
EditError personalityFits(const Variant &v, Personality who, ProvinceId at)
{
    const Province &p = v.province(at);
    if (p.type == ProvinceType::Offboard)
        return EditError::OffBoardBox;
    if ((p.flags & kFlagRangerOnly) && who != Personality::Ranger)
        return EditError::RangerOnly;
    if (who == Personality::Nazgul && p.type == ProvinceType::Sea)
        return EditError::NazgulAtSea;
    return EditError::None;
}

/// A Ring borne by the unit in `at` lies there when the unit goes (B9.4).
void dropRingOf(HardbopState &state, ProvinceId at)
{
    RingState &ring = state.ring;
    const bool borne = ring.status == RingStatus::Carried || ring.status == RingStatus::Worn;
    if (borne && !ring.personality && ring.at == at) {
        ring.status = RingStatus::Lying;
        ring.power = kNoPower;
    }
}

} // namespace

bool readUnitLetter(std::string_view word, UnitKind &kind, UnitTraits &traits)
{
    int multiple = 1;
    if (word.size() == 2 && word[0] >= '2' && word[0] <= '9') {
        multiple = word[0] - '0';
        word.remove_prefix(1);
    }
    if (word.size() != 1)
        return false;
    const char letter = static_cast<char>(word[0] & ~0x20); // upper case
    const auto cls = letter == 'C'   ? UnitClass::Cavalry
                     : letter == 'P' ? UnitClass::Pirate
                                     : UnitClass::Ordinary;
    if (letter != 'A' && letter != 'F' && cls == UnitClass::Ordinary)
        return false;
    kind = letter == 'F' || letter == 'P' ? UnitKind::Fleet : UnitKind::Army;
    traits.multiple = static_cast<std::uint8_t>(multiple);
    traits.unitClass = cls;
    return true;
}

std::string unitLetter(UnitKind kind, const UnitTraits &traits)
{
    char letter = classLetter(traits.unitClass);
    if (letter == '\0')
        letter = kind == UnitKind::Army ? 'A' : 'F';
    std::string out;
    if (traits.multiple > 1)
        out += static_cast<char>('0' + std::min<int>(traits.multiple, 9));
    return out + letter;
}

EditError unitFits(const Position &position, const HardbopState *state, const UnitEdit &unit)
{
    const Variant &v = *position.variant;
    if (!onBoard(v, unit.at.province) || unit.power >= v.powerCount())
        return EditError::NoSuchPlace;
    if (!state && !(unit.traits == UnitTraits{}))
        return EditError::NotDownfall;
    if (const EditError e = terrain(v, unit); e != EditError::None)
        return e;
    return state ? traitRules(position, *state, unit) : EditError::None;
}

EditError addUnit(Position &position, HardbopState *state, const UnitEdit &unit)
{
    if (const EditError e = unitFits(position, state, unit); e != EditError::None)
        return e;
    if (position.units[unit.at.province].exists())
        return EditError::Occupied;
    position.units[unit.at.province] = {unit.power, unit.kind,
                                        unit.kind == UnitKind::Fleet ? unit.at.coast : kNoCoast};
    if (state)
        state->traits[unit.at.province] = unit.traits;
    return EditError::None;
}

EditError removeUnit(Position &position, HardbopState *state, ProvinceId at)
{
    if (!onBoard(*position.variant, at))
        return EditError::NoSuchPlace;
    if (!position.units[at].exists())
        return EditError::NoUnit;
    position.units[at] = {};
    if (state) {
        state->traits[at] = {};
        dropRingOf(*state, at);
    }
    return EditError::None;
}

EditError moveUnit(Position &position, HardbopState *state, ProvinceId from, Location to)
{
    const Variant &v = *position.variant;
    if (!onBoard(v, from) || !onBoard(v, to.province))
        return EditError::NoSuchPlace;
    const Unit unit = position.units[from];
    if (!unit.exists())
        return EditError::NoUnit;
    if (to.province != from && position.units[to.province].exists())
        return EditError::Occupied;
    const UnitEdit moved{unit.power, unit.kind, to, state ? state->traits[from] : UnitTraits{}};
    position.units[from] = {}; // it no longer counts where it was (the pirate limit)
    if (const EditError e = unitFits(position, state, moved); e != EditError::None) {
        position.units[from] = unit;
        return e;
    }
    position.units[to.province] = {unit.power, unit.kind,
                                   unit.kind == UnitKind::Fleet ? to.coast : kNoCoast};
    if (state && to.province != from) {
        state->traits[to.province] = state->traits[from];
        state->traits[from] = {};
        RingState &ring = state->ring;
        const bool borne = ring.status == RingStatus::Carried || ring.status == RingStatus::Worn;
        if (borne && !ring.personality && ring.at == from)
            ring.at = to.province;
    }
    return EditError::None;
}

EditError placePersonality(const Variant &v, HardbopState &state, Personality who, ProvinceId at)
{
    if (at != kNoProvince) {
        if (!onBoard(v, at))
            return EditError::NoSuchPlace;
        if (const EditError e = personalityFits(v, who, at); e != EditError::None)
            return e;
    }
    RingState &ring = state.ring;
    if (ring.personality == who &&
        (ring.status == RingStatus::Carried || ring.status == RingStatus::Worn)) {
        ring.status = RingStatus::Lying; // it stays where its bearer stood
        ring.power = kNoPower;
        ring.personality.reset();
    }
    std::erase_if(state.personalities, [&](const PersonalityUnit &p) { return p.who == who; });
    std::erase_if(state.absences, [&](const Absence &a) { return a.who == who; });
    if (at != kNoProvince) {
        // Gandalf after the Balrog and the Ranger after the Paths keep their double lead.
        const bool doubled = (who == Personality::Gandalf && state.balrog == Balrog::Slain) ||
                             (who == Personality::Ranger && state.pathsWalked);
        state.personalities.push_back({who, at, doubled, false});
    }
    return EditError::None;
}

EditError setOwner(Position &position, const HardbopState *state, ProvinceId at, PowerId power)
{
    const Variant &v = *position.variant;
    if (!onBoard(v, at) || (power != kNoPower && power >= v.powerCount()))
        return EditError::NoSuchPlace;
    if (!v.province(at).supplyCentre || (state && state->centreLost[at]))
        return EditError::NotACentre;
    position.owners[at] = power;
    return EditError::None;
}

EditError setRing(const Position &position, HardbopState &state, RingState ring)
{
    const Variant &v = *position.variant;
    if (ring.status == RingStatus::Destroyed) {
        state.ring = {RingStatus::Destroyed, kNoProvince, kNoPower, std::nullopt,
                      state.ring.everWornBy};
        return EditError::None;
    }
    const bool borne = ring.status == RingStatus::Carried || ring.status == RingStatus::Worn;
    if (borne && ring.personality) {
        const PersonalityUnit *p = state.find(*ring.personality);
        if (!p)
            return EditError::NoCarrier;
        ring.at = p->at;
        ring.power = personalityOwner(v, state, *ring.personality);
    }
    if (!onBoard(v, ring.at) || v.province(ring.at).type == ProvinceType::Offboard)
        return EditError::NoSuchPlace;
    if (!borne) {
        constexpr std::uint32_t never = kFlagRangerOnly | kFlagBalrog | kFlagOrodruin;
        if (ring.status == RingStatus::Hidden && (v.province(ring.at).flags & never))
            return EditError::RingNeverThere;
        state.ring = {ring.status, ring.at, kNoPower, std::nullopt, state.ring.everWornBy};
        return EditError::None;
    }
    if (!ring.personality) {
        if (!position.units[ring.at].exists())
            return EditError::NoCarrier;
        ring.power = position.units[ring.at].power;
    }
    if (ring.status == RingStatus::Worn) {
        if (ring.power < kMaxPowers && state.alignment[ring.power] == Alignment::Good)
            return EditError::GoodMayNotWear;
        if (ring.personality && *ring.personality != Personality::Sauron &&
            *ring.personality != Personality::Saruman)
            return EditError::BearerMayNotWear;
        ring.everWornBy = ring.power;
    } else {
        ring.everWornBy = state.ring.everWornBy;
    }
    state.ring = ring;
    return EditError::None;
}

EditError setSeason(Position &position, int month, int season, int year)
{
    const Calendar &c = position.variant->calendar();
    const int months = std::max(1, static_cast<int>(c.months.size()));
    if (month < 0 || month >= months || season < 0 ||
        season >= static_cast<int>(c.seasons.size()) || year < c.firstYear)
        return EditError::BadSeason;
    position.month = month;
    position.season = season;
    position.year = year;
    return EditError::None;
}

std::string_view describe(EditError error)
{
    switch (error) {
    case EditError::None:
        return "";
    case EditError::NoSuchPlace:
        return "there is no such space or power on this board";
    case EditError::ArmyAtSea:
        return "an army cannot stand at sea (A1)";
    case EditError::FleetInland:
        return "a fleet cannot stand inland (A1)";
    case EditError::CoastNeeded:
        return "a fleet on a province with two coasts must name its coast (A1)";
    case EditError::Occupied:
        return "a unit already stands there, and a space holds one unit (A1)";
    case EditError::NoUnit:
        return "no unit stands there";
    case EditError::Marsh:
        return "armies and cavalry cannot stand in a marsh (B7.8)";
    case EditError::RangerOnly:
        return "only the Ranger may be in Erech (B7.5)";
    case EditError::OffBoardBox:
        return "only Mordor's Easterling armies wait off the board (B6.2)";
    case EditError::CavalryNotRohan:
        return "cavalry are Rohan's, and they are armies (B6.3)";
    case EditError::PirateNotUmbar:
        return "pirates are Umbar's, and they move like fleets (B6.4)";
    case EditError::PirateLimit:
        return "Umbar has three pirates already (B6.4)";
    case EditError::EasterlingNotMordor:
        return "Easterlings are Mordor's armies (B6.2)";
    case EditError::BadMultiple:
        return "a Multiple unit counts 2 to 9, and cavalry and Easterlings are single (B2, B6.1)";
    case EditError::NotDownfall:
        return "traits, personalities and the Ring exist only in Downfall games";
    case EditError::NazgulAtSea:
        return "the Nazgul never goes to sea (B2)";
    case EditError::NotACentre:
        return "only a supply centre has an owner (A8)";
    case EditError::NoCarrier:
        return "nobody there can carry the Ring (B9.1)";
    case EditError::GoodMayNotWear:
        return "a Good power never puts the Ring on (B9.5)";
    case EditError::BearerMayNotWear:
        return "of the personalities only Sauron and Saruman may wear the Ring (E38)";
    case EditError::RingNeverThere:
        return "the Ring is never hidden in Erech, Khazad-Dum or Orodruin (E32)";
    case EditError::BadSeason:
        return "that turn is not on the calendar, or comes before the game's first year (B12)";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
