#include "core/diplomacy/downfall/command.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <algorithm>

namespace herald::diplomacy::downfall {

CommandError applyCommand(const Position &start, const HardbopState &state, const Order &command,
                          std::vector<Order> &unitOrders, std::vector<Event> &events)
{
    const Variant &v = *start.variant;
    const PersonalityUnit *gandalf = state.find(Personality::Gandalf);
    const ProvinceId at = command.unit.province;
    if (!gandalf)
        return CommandError::NoGandalf;
    if (gandalf->at != at)
        return CommandError::NotWithUnit;
    const Unit &unit = start.units[at];
    if (!unit.exists())
        return CommandError::NoUnit;
    if (state.alignment[unit.power] == Alignment::Evil)
        return CommandError::EvilUnit;
    const PowerId gondor = personalityOwner(v, state, Personality::Gandalf);
    if (unit.power == gondor)
        return CommandError::OwnUnit;
    for (const PersonalityUnit &p : state.personalities) {
        if (p.at == at && (p.who == Personality::Sauron || p.who == Personality::Saruman))
            return CommandError::Overruled;
    }
    std::erase_if(unitOrders, [&](const Order &o) { return o.unit.province == at; });
    Order replaced = command;
    replaced.power = unit.power; // the unit acts as its own power's, on Gandalf's word
    unitOrders.push_back(replaced);
    Event e = publicEvent(EventKind::Commanded, 2);
    e.personality = Personality::Gandalf;
    e.at = at;
    e.power = gondor;
    e.otherPower = unit.power;
    events.push_back(e);
    Event told = privateEvent(EventKind::OrderReplaced, 2, powerBit(unit.power));
    told.personality = Personality::Gandalf;
    told.at = at;
    told.power = gondor;
    told.otherPower = unit.power;
    events.push_back(told);
    return CommandError::None;
}

std::string_view describe(CommandError error)
{
    switch (error) {
    case CommandError::None:
        return "";
    case CommandError::NoGandalf:
        return "Gandalf is not on the board";
    case CommandError::NotWithUnit:
        return "Gandalf commands only a unit that shared his space as the turn began";
    case CommandError::NoUnit:
        return "there is no military unit to command";
    case CommandError::EvilUnit:
        return "Gandalf does not command Evil units";
    case CommandError::OwnUnit:
        return "Gondor orders its own units";
    case CommandError::Overruled:
        return "Sauron or Saruman in the same space overrules Gandalf";
    }
    return "";
}

} // namespace herald::diplomacy::downfall
