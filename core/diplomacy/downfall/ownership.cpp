#include "core/diplomacy/downfall/ownership.h"

namespace herald::diplomacy::downfall {

namespace {

void changeSide(HardbopState &state, PowerId power, Alignment side, int step,
                std::vector<Event> &events)
{
    state.alignment[power] = side;
    Event e = publicEvent(EventKind::AlignmentChanged, step);
    e.power = power;
    e.value = static_cast<int>(side);
    events.push_back(e);
}

} // namespace

bool declareAlignment(HardbopState &state, PowerId power, Alignment side,
                      std::vector<Event> &events)
{
    if (power >= kMaxPowers || state.alignment[power] != Alignment::Neutral ||
        side == Alignment::Neutral)
        return false;
    changeSide(state, power, side, 1, events);
    return true;
}

void updateOwnership(Position &board, HardbopState &state, std::vector<Event> &events)
{
    const Variant &v = *board.variant;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const auto p = static_cast<ProvinceId>(i);
        const Province &province = v.province(p);
        if (!province.supplyCentre || province.type == ProvinceType::Offboard)
            continue;
        if (state.centreLost[p]) {
            board.owners[p] = kNoPower;
            continue;
        }
        const Unit &unit = board.units[p];
        if (!unit.exists() || unit.power == board.owners[p])
            continue;
        const PowerId home = province.home;
        const bool goodHome = home != kNoPower && home != unit.power &&
                              state.alignment[home] == Alignment::Good && !state.isEliminated(home);
        if (goodHome && state.alignment[unit.power] == Alignment::Good) {
            Event kept = publicEvent(EventKind::CentreKept, 10);
            kept.at = p;
            kept.power = home;
            kept.otherPower = unit.power;
            events.push_back(kept);
            continue;
        }
        board.owners[p] = unit.power;
        state.neutralised.reset(p);
        Event gained = publicEvent(EventKind::CentreGained, 10);
        gained.at = p;
        gained.power = unit.power;
        events.push_back(gained);
        if (goodHome && state.alignment[unit.power] == Alignment::Neutral)
            state.turnsEvil = static_cast<std::uint16_t>(state.turnsEvil | powerBit(unit.power));
        const bool shire = province.flags & kFlagGarrisonVsEvil;
        if (shire && state.alignment[unit.power] == Alignment::Evil && !state.garrisonLost[p]) {
            state.garrisonLost.set(p);
            state.fortressLost.set(p);
            Event lost = publicEvent(EventKind::FortressLost, 10);
            lost.at = p;
            events.push_back(lost);
        }
    }
}

void applyCaptures(HardbopState &state, std::vector<Event> &events)
{
    for (int p = 0; p < kMaxPowers; ++p) {
        if (((state.turnsEvil >> p) & 1u) && state.alignment[p] == Alignment::Neutral)
            changeSide(state, static_cast<PowerId>(p), Alignment::Evil, 11, events);
    }
    state.turnsEvil = 0;
}

} // namespace herald::diplomacy::downfall
