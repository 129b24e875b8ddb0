#include "core/diplomacy/downfall/victory.h"

#include "core/diplomacy/downfall/leadorders.h"

namespace herald::diplomacy::downfall {

PowerId hardbopVictor(const Position &position, const HardbopState &state, PowerId ringBearer)
{
    const Variant &v = *position.variant;
    int centres[kMaxPowers] = {};
    int units[kMaxPowers] = {};
    int allCentres = 0;
    int allUnits = 0;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const Province &province = v.province(static_cast<ProvinceId>(p));
        if (province.supplyCentre && province.type != ProvinceType::Offboard) {
            ++allCentres;
            if (position.owners[p] != kNoPower)
                ++centres[position.owners[p]];
        }
        // The Easterling waiting in the box is not on the board (E42).
        if (position.units[p].exists() && province.type != ProvinceType::Offboard) {
            ++allUnits;
            ++units[position.units[p].power];
        }
    }
    for (const PersonalityUnit &person : state.personalities) {
        ++allUnits;
        const PowerId owner = personalityOwner(v, state, person.who);
        if (owner != kNoPower)
            ++units[owner];
    }
    for (int power = 0; power < v.powerCount(); ++power) {
        // More than a half (or three-quarters): n / d > 1/2 (3/4) without rounding.
        const int share = power == ringBearer ? 2 : 4;
        const int needed = power == ringBearer ? 1 : 3;
        if (centres[power] * share > allCentres * needed &&
            units[power] * share > allUnits * needed)
            return static_cast<PowerId>(power);
    }
    return kNoPower;
}

} // namespace herald::diplomacy::downfall
