#include "app/services/hexwar/gamequery.h"

#include "core/hexwar/attack.h"
#include "core/hexwar/reinforcement.h"
#include "core/hexwar/retreat.h"

namespace herald::app::hexwar {

using namespace herald::hexwar;

QStringList hexgameTables()
{
    return {QStringLiteral("hexgame"), QStringLiteral("hexgame_action")};
}

QStringList gameNames(const CampaignService &service)
{
    return service.isOpen() ? db::hexwar::gameNames(service.file()->database()) : QStringList{};
}

std::optional<Game> game(const CampaignService &service, const QString &name)
{
    return service.isOpen() ? db::hexwar::game(service.file()->database(), name) : std::nullopt;
}

QList<Action> actions(const CampaignService &service, const Game &game)
{
    return service.isOpen() ? db::hexwar::actions(service.file()->database(), game.id)
                            : QList<Action>{};
}

std::optional<db::hexwar::Underlay> gameUnderlay(const CampaignService &service,
                                                 const QString &name)
{
    const auto stored = service.isOpen()
                            ? db::hexwar::gameUnderlay(service.file()->database(), name)
                            : std::nullopt;
    return stored ? std::optional(stored->underlay) : std::nullopt;
}

QList<ReachableHex> reachable(const Game &game, const QString &unitId)
{
    const Unit *u = game.state.unit(unitId);
    if (!u || u->state != UnitState::NotEntered)
        return reachableHexes(game.map, game.state, unitId, game.settings);
    if (!availableReinforcements(game.scenario(), game.state, u->side).contains(unitId))
        return {};
    // Each entry hex, then the hexes beyond it: the search from the entry hex with the whole
    // MA finds every candidate, and the entry rules (E2: the entry hex is paid for) keep the
    // ones the unit really reaches.
    QHash<map::Hex, ReachableHex> best;
    const auto consider = [&](const QList<map::Hex> &path) {
        PathCheck check;
        if (!enterReinforcement(game.map, game.scenario(), game.state, unitId, path, &check,
                                game.settings))
            return;
        const map::Hex end = path.last();
        if (!best.contains(end) || best.value(end).cost > check.spent)
            best.insert(end, {end, check.spent, path});
    };
    for (const map::Hex &entry :
         entryHexes(game.map, game.scenario(), game.state, unitId, game.settings)) {
        consider({entry});
        GameState placed = game.state;
        placed.unit(unitId)->hex = entry;
        placed.unit(unitId)->state = UnitState::Full;
        for (const ReachableHex &r : reachableHexes(game.map, placed, unitId, game.settings))
            consider(QList<map::Hex>{entry} + r.path);
    }
    return best.values();
}

std::optional<CombatOdds> odds(const Game &game, const QStringList &attackers,
                               const QString &defender, QString *refusal)
{
    const AttackCheck check = checkAttack(game.map, game.state, attackers, defender);
    if (!check.ok()) {
        *refusal = check.explanation;
        return std::nullopt;
    }
    return combatOdds(game.map, game.state, attackers, defender, game.settings);
}

QList<map::Hex> retreatHexes(const Game &game, const QString &unitId)
{
    return legalRetreatHexes(game.map, game.state, unitId, game.settings);
}

} // namespace herald::app::hexwar
