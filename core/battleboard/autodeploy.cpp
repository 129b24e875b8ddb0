#include "core/battleboard/autodeploy.h"

#include "core/battleboard/board.h"

#include <algorithm>

namespace herald::battleboard {

namespace {

constexpr std::array<int, 3> dealOrder{2, 1, 3};

int typeRank(UnitType type)
{
    switch (type) {
    case UnitType::Artillery:
        return 0;
    case UnitType::Infantry:
        return 1;
    default:
        return 2;
    }
}

} // namespace

std::vector<Deployment> autoDeploy(const std::vector<Deployment> &army, BattleSize size)
{
    std::vector<Deployment> placed = army;
    const int columns = columnCount(size);
    std::vector<std::size_t> brigades;
    std::vector<std::size_t> leaders;
    for (std::size_t i = 0; i < army.size(); ++i)
        (army[i].type == UnitType::Leader ? leaders : brigades).push_back(i);
    std::stable_sort(brigades.begin(), brigades.end(), [&](std::size_t a, std::size_t b) {
        const int ra = typeRank(army[a].type);
        const int rb = typeRank(army[b].type);
        if (ra != rb)
            return ra < rb;
        return army[a].elite && !army[b].elite;
    });
    for (std::size_t n = 0; n < brigades.size(); ++n) {
        Deployment &d = placed[brigades[n]];
        d.kind = SpaceKind::Line;
        d.column = columns == 1 ? 1 : dealOrder[n % 3];
    }
    for (std::size_t n = 0; n < leaders.size(); ++n) {
        Deployment &d = placed[leaders[n]];
        // The first rallies from the reserve; then one per line column; the rest wait.
        if (n >= 1 && n <= static_cast<std::size_t>(columns)) {
            d.kind = SpaceKind::Line;
            d.column = columns == 1 ? 1 : dealOrder[n - 1];
        } else {
            d.kind = SpaceKind::Reserve;
            d.column = 0;
        }
    }
    return placed;
}

BattleStart autoStart(const std::vector<Deployment> &attacker,
                      const std::vector<Deployment> &defender, const Ruleset &rules)
{
    const BattleSize size = battleSize(brigadeCount(attacker), brigadeCount(defender));
    return startBattle(autoDeploy(attacker, size), autoDeploy(defender, size), rules);
}

} // namespace herald::battleboard
