#include "core/diplomacy/position.h"

namespace herald::diplomacy {

Position initialPosition(const Variant &variant)
{
    Position p;
    p.variant = &variant;
    p.year = variant.calendar().firstYear;
    for (const StartingUnit &s : variant.startingUnits())
        p.units[s.location.province] = {s.power, s.kind, s.location.coast};
    for (int i = 0; i < variant.provinceCount(); ++i)
        p.owners[i] = variant.province(static_cast<ProvinceId>(i)).startOwner;
    return p;
}

std::string phaseLabel(const Position &position)
{
    const Calendar &c = position.variant->calendar();
    static constexpr const char *kPhases[] = {"Movement", "Retreat", "Adjustment"};
    std::string out = c.months.empty() ? std::string() : c.months[position.month] + " ";
    return out + c.seasons[position.season] + " " + std::to_string(position.year) + " " +
           kPhases[static_cast<int>(position.phase)];
}

int unitCount(const Position &position, PowerId power)
{
    int n = 0;
    for (int i = 0; i < position.variant->provinceCount(); ++i)
        n += position.units[i].power == power ? 1 : 0;
    return n;
}

int centreCount(const Position &position, PowerId power)
{
    int n = 0;
    for (int i = 0; i < position.variant->provinceCount(); ++i) {
        const Province &p = position.variant->province(static_cast<ProvinceId>(i));
        if (p.supplyCentre && position.owners[i] == power)
            n += p.centreCount;
    }
    return n;
}

int adjustmentBalance(const Position &position, PowerId power)
{
    return centreCount(position, power) - unitCount(position, power);
}

PowerId victor(const Position &position)
{
    const Variant &v = *position.variant;
    int total = 0;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const Province &p = v.province(static_cast<ProvinceId>(i));
        total += p.supplyCentre ? p.centreCount : 0;
    }
    const int needed = v.options().victoryCentres > 0 ? v.options().victoryCentres : total / 2 + 1;
    for (int power = 0; power < v.powerCount(); ++power) {
        if (centreCount(position, static_cast<PowerId>(power)) >= needed)
            return static_cast<PowerId>(power);
    }
    return kNoPower;
}

} // namespace herald::diplomacy
