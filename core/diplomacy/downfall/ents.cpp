#include "core/diplomacy/downfall/ents.h"

namespace herald::diplomacy::downfall {

MarchError entsMarch(Position &board, HardbopState &state, ProvinceId startOfTurn,
                     std::vector<Event> &events)
{
    const Variant &v = *board.variant;
    const SpecialPassage *march = nullptr;
    for (const SpecialPassage &s : v.specials()) {
        if (s.name == "ENTS_MARCH")
            march = &s;
    }
    PersonalityUnit *fellowship = state.find(Personality::Fellowship);
    if (!march)
        return MarchError::NoRoute;
    if (!fellowship)
        return MarchError::NoFellowship;
    if (startOfTurn != march->from || fellowship->at != march->from)
        return MarchError::NotInFangorn;
    if (state.entsGone)
        return MarchError::EntsGone;
    const ProvinceId isengard = march->to;
    for (const PersonalityUnit &p : state.personalities) {
        const bool guard = p.who == Personality::Sauron || p.who == Personality::Saruman ||
                           p.who == Personality::Nazgul;
        if (guard && p.at == isengard)
            return MarchError::IsengardGuarded;
    }
    const Unit &unit = board.units[isengard];
    if (unit.exists() && state.alignment[unit.power] != Alignment::Good) {
        Event gone = publicEvent(EventKind::UnitDestroyed, 6);
        gone.at = isengard;
        gone.power = unit.power;
        events.push_back(gone);
        board.units[isengard] = {};
        state.traits[isengard] = {};
    }
    state.fortressLost.set(isengard);
    state.garrisonLost.set(isengard);
    state.centreLost.set(isengard);
    fellowship->at = isengard;
    // The march shows where the Fellowship is (a proposal of the B2 table).
    Event e = publicEvent(EventKind::EntsMarch, 6);
    e.personality = Personality::Fellowship;
    e.at = march->from;
    e.other = isengard;
    events.push_back(e);
    return MarchError::None;
}

std::string_view describe(MarchError error)
{
    switch (error) {
    case MarchError::None:
        return "";
    case MarchError::NoFellowship:
        return "the Fellowship is not on the board";
    case MarchError::NotInFangorn:
        return "the Fellowship must have ended the last turn in Fangorn";
    case MarchError::EntsGone:
        return "the Ents are no more";
    case MarchError::IsengardGuarded:
        return "Sauron, Saruman or the Nazgul stands in Isengard";
    case MarchError::NoRoute:
        return "this map has no march to Isengard";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
