#include "core/diplomacy/downfall/ranger.h"

namespace herald::diplomacy::downfall {

NeutraliseError neutralise(Position &board, HardbopState &state, ProvinceId centre,
                           std::vector<Event> &events)
{
    const Variant &v = *board.variant;
    const PersonalityUnit *ranger = state.find(Personality::Ranger);
    if (!ranger)
        return NeutraliseError::NoRanger;
    if (ranger->at != centre)
        return NeutraliseError::NotThere;
    const Province &province = v.province(centre);
    if (!province.supplyCentre || state.centreLost[centre])
        return NeutraliseError::NotCentre;
    const bool dwarfFort =
        (province.flags & kFlagDwarfSpecial) && board.owners[centre] == v.findPower("Dwarves");
    if (((province.flags & (kFlagFort | kFlagFortGoodOnly)) && !state.fortressLost[centre]) ||
        dwarfFort)
        return NeutraliseError::Fortress;
    if (board.units[centre].exists())
        return NeutraliseError::Occupied;
    if (state.pathsWalked)
        return NeutraliseError::AfterPaths;
    const PowerId owner = board.owners[centre];
    state.rangerGrudges = static_cast<std::uint16_t>(state.rangerGrudges | powerBit(owner));
    state.neutralised.set(centre);
    board.owners[centre] = kNoPower;
    Event e = publicEvent(EventKind::Neutralised, 11);
    e.personality = Personality::Ranger;
    e.at = centre;
    e.otherPower = owner;
    events.push_back(e);
    return NeutraliseError::None;
}

void completePaths(Position &board, HardbopState &state, std::vector<Event> &events)
{
    const PowerId gondor = board.variant->findPower("Gondor");
    for (int p = 0; p < board.variant->provinceCount(); ++p) {
        if (!state.neutralised[p] || board.owners[p] != kNoPower)
            continue;
        board.owners[p] = gondor;
        Event e = publicEvent(EventKind::CentreGained, 11);
        e.at = static_cast<ProvinceId>(p);
        e.power = gondor;
        events.push_back(e);
    }
    state.neutralised.reset();
}

std::string_view describe(NeutraliseError error)
{
    switch (error) {
    case NeutraliseError::None:
        return "";
    case NeutraliseError::NoRanger:
        return "the Ranger is not on the board";
    case NeutraliseError::NotThere:
        return "the Ranger must stand in the centre he neutralises";
    case NeutraliseError::NotCentre:
        return "only a supply centre can be neutralised";
    case NeutraliseError::Fortress:
        return "a fortress cannot be neutralised";
    case NeutraliseError::Occupied:
        return "a military unit holds that centre";
    case NeutraliseError::AfterPaths:
        return "after the Paths of the Dead the Ranger neutralises no more";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
