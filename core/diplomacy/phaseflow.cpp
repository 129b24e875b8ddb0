#include "core/diplomacy/phaseflow.h"

namespace herald::diplomacy {

bool adjustmentsDue(const Position &position)
{
    const Variant &v = *position.variant;
    for (int power = 0; power < v.powerCount(); ++power) {
        const int balance = adjustmentBalance(position, static_cast<PowerId>(power));
        if (balance < 0)
            return true;
        if (balance == 0)
            continue;
        for (int i = 0; i < v.provinceCount(); ++i) {
            const Province &p = v.province(static_cast<ProvinceId>(i));
            if (p.home == power && position.owners[i] == power && !position.units[i].exists())
                return true;
        }
    }
    return false;
}

void finishSeason(Position &next)
{
    const Variant &v = *next.variant;
    next.dislodged.fill({});
    next.standoffs.reset();
    if (next.season + 1 < static_cast<int>(v.calendar().seasons.size())) {
        ++next.season;
        next.phase = PhaseType::Movement;
        return;
    }
    for (int i = 0; i < v.provinceCount(); ++i) {
        if (v.province(static_cast<ProvinceId>(i)).supplyCentre && next.units[i].exists())
            next.owners[i] = next.units[i].power;
    }
    if (adjustmentsDue(next))
        next.phase = PhaseType::Adjustment;
    else
        finishYear(next);
}

void finishYear(Position &next)
{
    const auto months = static_cast<int>(next.variant->calendar().months.size());
    if (++next.month >= months) {
        next.month = 0;
        ++next.year;
    }
    next.season = 0;
    next.phase = PhaseType::Movement;
}

} // namespace herald::diplomacy
