#include "core/battleboard/losses.h"

namespace herald::battleboard {

void retreatBrigade(BattleState &battle, Unit &unit, Outcome &outcome)
{
    Event e;
    e.kind = EventKind::Retreated;
    e.unit = unit.id;
    e.space = unit.where();
    battle.place(unit, SpaceKind::Retreat);
    outcome.add(e);
}

void eliminateUnit(BattleState &battle, Unit &unit, Outcome &outcome)
{
    Event e;
    e.kind = EventKind::Eliminated;
    e.unit = unit.id;
    e.space = unit.where();
    // The human wave counts natives lost from a space during the phase (§8, B-17).
    if (unit.native && battle.running() && e.space.kind != SpaceKind::Gone)
        ++battle.humanWave[std::size_t(spaceIndex(e.space))];
    battle.eliminate(unit);
    outcome.add(e);
}

int killLeaders(BattleState &battle, const Ruleset &rules, const Space &where, Side side,
                int killer, Outcome &outcome)
{
    int killed = 0;
    while (true) {
        const int id = battle.drmLeaderIn(where, side);
        if (id < 0)
            break;
        Event e;
        e.kind = EventKind::LeaderKilled;
        e.unit = id;
        e.other = killer;
        e.space = where;
        outcome.add(e);
        battle.eliminate(battle.units[std::size_t(id)]);
        ++killed;
        if (!rules.settings.leaderDeathKillsAll)
            break;
    }
    return killed;
}

} // namespace herald::battleboard
