#include "core/battleboard/autoplay.h"

#include "core/battleboard/board.h"
#include "core/battleboard/ending.h"
#include "core/battleboard/entrench.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/modifiers.h"
#include "core/battleboard/move.h"
#include "core/battleboard/odds.h"
#include "core/battleboard/pursuit.h"
#include "core/battleboard/rally.h"
#include "core/battleboard/turn.h"

#include <algorithm>

namespace herald::battleboard {

namespace {

constexpr std::array<int, 3> columnOrder{2, 1, 3};

int columnRank(int column)
{
    return column == 2 ? 0 : column == 1 ? 1 : 2;
}

/// The order the acting side works through its units: middle, line, reserve; columns 2, 1,
/// 3; then by id (§15.2).
int spaceRank(const Unit &u)
{
    switch (u.kind) {
    case SpaceKind::Middle:
        return columnRank(u.column);
    case SpaceKind::Line:
        return 3 + columnRank(u.column);
    case SpaceKind::Reserve:
        return 6;
    default:
        return 7;
    }
}

void record(std::vector<Outcome> *log, Outcome &&o)
{
    if (log)
        log->push_back(std::move(o));
}

/// Whether two brigades of one type in one space roll alike: their fire and charge chances
/// differ only by elite, native and technology.
bool sameKind(const Unit &a, const Unit &b)
{
    return a.elite == b.elite && a.native == b.native && a.techDrm == b.techDrm;
}

/// A group's charge as groupCharge() works it out, kept without allocating: most are not made.
struct GroupCharge
{
    std::array<int, 64> chargers; ///< the first `size`, left uninitialised past them
    std::array<int, 64> targets;  ///< each charger's target
    std::size_t size = 0;
    double best = -2; ///< the best p_charge of the group

    [[nodiscard]] ChargeOrder order() const
    {
        ChargeOrder o;
        o.assignments.reserve(size);
        for (std::size_t m = 0; m < size; ++m)
            o.assignments.push_back({chargers[m], targets[m]});
        return o;
    }
};

/// §15.2: the charge the group in `unit`'s space would make: every not-yet-acted brigade of
/// the acting type there, each on its best target.
GroupCharge groupCharge(const BattleState &battle, const Ruleset &rules, const Unit &unit)
{
    GroupCharge order;
    if (unit.type != UnitType::Infantry && unit.type != UnitType::Cavalry)
        return order;
    const Space from = unit.where();
    const std::optional<Space> at = inFront(from, unit.side, 1);
    if (!at || (from.kind != SpaceKind::Line && from.kind != SpaceKind::Middle))
        return order;
    const Side enemy = opponent(unit.side);
    if (battle.brigadesIn(*at, enemy) == 0)
        return order;          // nothing to charge: the counts answer before any unit is looked at
    std::array<int, 64> group; // filled up to `members`
    std::size_t members = 0;
    battle.forEachUnitIn(from, unit.side, [&](const Unit &u) {
        if (u.type == unit.type && !u.acted && members < group.size())
            group[members++] = u.id;
        return true;
    });
    const int bonus = numbersBonus(static_cast<int>(members), battle.brigadesIn(*at, enemy));
    const bool leader = battle.drmLeaderIn(from, unit.side) >= 0;
    // The targets with their own side of the roll, the same whoever charges them.
    struct Target
    {
        const Unit *unit;
        int against;
    };
    std::array<Target, 64> targets; // filled up to `count`, so left uninitialised
    std::size_t count = 0;
    battle.forEachUnitIn(*at, enemy, [&](const Unit &t) {
        if (t.isBrigade() && count < targets.size() && !screened(battle, rules, t))
            targets[count++] = {&t, chargedCheck(battle, rules, t).drms.total()};
        return true;
    });
    if (count == 0)
        return order;
    const Unit *worked = nullptr; // the last charger whose best target was worked out
    double mine = -2;
    int target = -1;
    for (std::size_t m = 0; m < members; ++m) {
        const Unit &g = battle.units[std::size_t(group[m])];
        if (!worked || !sameKind(*worked, g)) {
            worked = &g;
            mine = -2;
            for (std::size_t i = 0; i < count; ++i) {
                const Target &t = targets[i];
                const double edge =
                    chargeEdge(chargerCheck(battle, rules, g, *t.unit, bonus, leader).drms.total() -
                               t.against);
                if (edge > mine) {
                    mine = edge;
                    target = t.unit->id;
                }
            }
        }
        order.chargers[order.size] = g.id;
        order.targets[order.size++] = target;
        order.best = std::max(order.best, mine);
    }
    return order;
}

/// The best fire chance among the group's brigades, which §15.2 weighs its charge against:
/// each kind of brigade (sameKind) worked out once, the search stopped at a chance the charge
/// does not beat.
double groupFireChance(const BattleState &battle, const Ruleset &rules, const GroupCharge &group)
{
    double best = 0;
    std::array<const Unit *, 64> seen; // filled up to `kinds`
    std::size_t kinds = 0;
    for (std::size_t m = 0; m < group.size; ++m) {
        const Unit &g = battle.units[std::size_t(group.chargers[m])];
        if (std::any_of(seen.begin(), seen.begin() + std::ptrdiff_t(kinds),
                        [&g](const Unit *k) { return sameKind(*k, g); }))
            continue;
        if (kinds < seen.size())
            seen[kinds++] = &g;
        best = std::max(best, bestFireChance(battle, rules, g.id));
        if (best >= group.best)
            break;
    }
    return best;
}

bool canFireAtAll(const Ruleset &rules, const Unit &u)
{
    return u.isBrigade() && !(u.native && rules.nativeRestricted(u.side));
}

/// The line column with the fewest own brigades (line plus middle); ties 2, 1, 3 (§15.2.4).
int thinnestColumn(const BattleState &battle, Side side)
{
    int best = -1;
    int fewest = 0;
    for (const int c : columnOrder) {
        if (c > battle.columns())
            continue;
        const int n = battle.brigadesInPart(side, c);
        if (best < 0 || n < fewest) {
            best = c;
            fewest = n;
        }
    }
    return best;
}

int rallyRank(const Unit &u)
{
    return u.type == UnitType::Cavalry ? 0 : u.type == UnitType::Infantry ? 1 : 2;
}

/// §15.3: the brigade in the retreat box with the best rally chance; ties cavalry, infantry,
/// artillery, then the lowest id.
int bestRallyTarget(const BattleState &battle, const Ruleset &rules, const Unit *leader, Side side)
{
    int best = -1;
    double bestChance = -1;
    for (const Unit &u : battle.unitsToScan(side)) {
        if (u.side != side || !u.isBrigade() || u.kind != SpaceKind::Retreat)
            continue;
        const Check c = rallyCheck(rules, leader, u);
        const double chance = chanceAtLeast(c.target - c.drms.total());
        if (chance > bestChance ||
            (chance == bestChance && rallyRank(u) < rallyRank(battle.units[std::size_t(best)]))) {
            best = u.id;
            bestChance = chance;
        }
    }
    return best;
}

bool retreatWanted(const BattleState &battle, const Ruleset &rules)
{
    const double f = rules.settings.autoResolve.declareRetreatBelow;
    if (f <= 0 || battle.turn < 2)
        return false;
    const Side side = battle.active;
    int present = 0;
    for (const Unit &u : battle.unitsToScan(side))
        present += u.side == side && u.isBrigade() && u.onBoard() && u.kind != SpaceKind::Retreat;
    return present < f * battle.startBrigades[std::size_t(sideIndex(side))];
}

} // namespace

double bestFireChance(const BattleState &battle, const Ruleset &rules, int unitId, int *target)
{
    const Unit &u = battle.units[std::size_t(unitId)];
    if (target)
        *target = -1;
    if (!canFireAtAll(rules, u) || (u.kind != SpaceKind::Line && u.kind != SpaceKind::Middle))
        return 0;
    // The spaces checkFire allows (§5.1), worked out once rather than per target.
    const Space near = *inFront(u.where(), u.side, 1);
    std::optional<Space> far;
    if (u.type == UnitType::Artillery && battle.brigadesIn(near) == 0)
        far = inFront(u.where(), u.side, 2);
    const Side enemy = opponent(u.side);
    if (battle.brigadesIn(near, enemy) == 0 && (!far || battle.brigadesIn(*far, enemy) == 0))
        return 0;
    double best = 0;
    // The nearer space first, each lowest id first: a tie keeps the target found first.
    for (const auto &[at, range] : {std::pair{near, 1}, std::pair{far.value_or(near), 2}}) {
        if (range == 2 && !far)
            break;
        battle.forEachUnitIn(at, enemy, [&, range = range](const Unit &t) {
            if (!t.isBrigade())
                return true;
            const Check c = fireCheck(battle, rules, u, t, range);
            const double p = chanceAtLeast(c.target - c.drms.total());
            if (p > best) {
                best = p;
                if (target)
                    *target = t.id;
            }
            return true;
        });
    }
    return best;
}

PolicyChoice choose(const BattleState &battle, const Ruleset &rules, int unitId)
{
    PolicyChoice choice;
    const Unit &u = battle.units[std::size_t(unitId)];
    const Side side = u.side;
    if (u.type == UnitType::Leader) {
        if (u.kind == SpaceKind::Reserve) {
            const int target = bestRallyTarget(battle, rules, &u, side);
            if (target >= 0 &&
                checkRally(battle, rules, {unitId, target}).code == RefusalCode::None) {
                choice.step = PolicyStep::Rally;
                choice.target = target;
            }
        } else if (side == Side::Attacker && u.kind == SpaceKind::Line) {
            const Space ahead = space(side, SpaceKind::Middle, u.column);
            if (battle.brigadesIn(ahead, side) > 0 &&
                checkMove(battle, rules, {unitId, ahead}).code == RefusalCode::None) {
                choice.step = PolicyStep::LeaderForward;
                choice.to = ahead;
            }
        }
        return choice;
    }

    // 1. Attack: the group's charge when it beats every fire chance of the group.
    const GroupCharge group = groupCharge(battle, rules, u);
    const bool mayFire = canFireAtAll(rules, u);
    if (group.size > 0 && (!mayFire || group.best > 0)) {
        ChargeOrder order = group.order();
        if (checkCharge(battle, rules, order).code == RefusalCode::None &&
            (!mayFire || group.best > groupFireChance(battle, rules, group))) {
            choice.step = PolicyStep::Charge;
            choice.charge = std::move(order);
            choice.chance = group.best;
            return choice;
        }
    }
    int target = -1;
    const double p = bestFireChance(battle, rules, unitId, &target);
    if (p > 0 && target >= 0) {
        choice.step = PolicyStep::Fire;
        choice.target = target;
        choice.chance = p;
        return choice;
    }
    // 2. Advance (attacker only).
    if (side == Side::Attacker && u.kind == SpaceKind::Line) {
        const Space ahead = space(side, SpaceKind::Middle, u.column);
        if (checkMove(battle, rules, {unitId, ahead}).code == RefusalCode::None) {
            choice.step = PolicyStep::Advance;
            choice.to = ahead;
            return choice;
        }
    }
    // 3. Entrench (defender's infantry only).
    if (side == Side::Defender && u.type == UnitType::Infantry &&
        checkEntrench(battle, rules, unitId).code == RefusalCode::None) {
        choice.step = PolicyStep::Entrench;
        return choice;
    }
    // 4. Bring up the reserve.
    if (u.kind == SpaceKind::Reserve) {
        const Space to = space(side, SpaceKind::Line, thinnestColumn(battle, side));
        if (checkMove(battle, rules, {unitId, to}).code == RefusalCode::None) {
            choice.step = PolicyStep::BringUp;
            choice.to = to;
        }
    }
    return choice;
}

bool wantsToEvade(const BattleState &battle, const Ruleset &rules, int chargerId, int targetId,
                  int bonus)
{
    const Unit &c = battle.units[std::size_t(chargerId)];
    const Unit &t = battle.units[std::size_t(targetId)];
    if ((t.kind == SpaceKind::Line || t.kind == SpaceKind::Middle) &&
        battle.brigadesInPart(t.side, t.column) <= 1)
        return false;
    const bool leader = battle.drmLeaderIn(c.where(), c.side) >= 0;
    const int net = chargerCheck(battle, rules, c, t, bonus, leader).drms.total() -
                    chargedCheck(battle, rules, t).drms.total();
    return chanceToWin(net) > chanceToWin(-net);
}

void playHalf(BattleState &battle, const Ruleset &rules, BoardDice &dice, std::vector<Outcome> *log)
{
    if (!battle.running())
        return;
    const Side side = battle.active;
    if (retreatWanted(battle, rules)) {
        record(log, declareRetreat(battle, rules, side));
        return;
    }
    const UnitType type = phaseType(battle.phase);
    // Sorted by rank (middle, line, reserve; columns 2, 1, 3), then id: one pass and an
    // insertion sort, as a side has only a handful of units of one type.
    std::array<int, 64> order; // filled up to `count`
    std::size_t count = 0;
    for (const Unit &u : battle.unitsToScan(side)) {
        if (u.side != side || u.type != type || !u.onBoard() || u.kind == SpaceKind::Retreat ||
            count == order.size())
            continue;
        const int key = spaceRank(u) * 4096 + u.id;
        std::size_t j = count++;
        for (; j > 0 && order[j - 1] > key; --j)
            order[j] = order[j - 1];
        order[j] = key;
    }
    for (std::size_t i = 0; i < count; ++i) {
        const int id = order[i] % 4096;
        if (!battle.running())
            return;
        const Unit &u = battle.units[std::size_t(id)];
        if (u.acted || !u.onBoard() || u.kind == SpaceKind::Retreat)
            continue;
        PolicyChoice c = choose(battle, rules, id);
        switch (c.step) {
        case PolicyStep::Fire:
            record(log, fire(battle, rules, dice, {id, c.target}));
            break;
        case PolicyStep::Charge: {
            std::vector<int> evading;
            const int bonus = declarationBonus(battle, c.charge);
            for (const int t : evadableTargets(battle, c.charge)) {
                const auto a =
                    std::find_if(c.charge.assignments.begin(), c.charge.assignments.end(),
                                 [t](const ChargeAssignment &x) { return x.target == t; });
                if (wantsToEvade(battle, rules, a->charger, t, bonus))
                    evading.push_back(t);
            }
            record(log, charge(battle, rules, dice, c.charge, evading));
            break;
        }
        case PolicyStep::Advance:
        case PolicyStep::BringUp:
        case PolicyStep::LeaderForward:
            record(log, move(battle, rules, dice, {id, c.to}));
            break;
        case PolicyStep::Entrench:
            record(log, entrench(battle, rules, dice, id));
            break;
        case PolicyStep::Rally:
            record(log, rally(battle, rules, dice, {id, c.target}));
            break;
        case PolicyStep::Pass:
            break;
        }
    }
    // A native army spends every rally attempt (§15.3).
    while (battle.running() && battle.phase == Phase::Leader && rules.isNative(side) &&
           battle.nativeRallyLeft > 0) {
        const int target = bestRallyTarget(battle, rules, nullptr, side);
        if (target < 0)
            break;
        record(log, rally(battle, rules, dice, {-1, target}));
    }
}

void playPursuit(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                 std::vector<Outcome> *log)
{
    if (battle.stage != Stage::Pursuit)
        return;
    const Side winner = *battle.end->winner();
    const auto pursuerRank = [](const Unit &u) {
        return u.isEliteCavalry() ? 0 : u.type == UnitType::Cavalry ? 1 : 2;
    };
    const auto targetRank = [](const Unit &u) {
        switch (u.type) {
        case UnitType::Cavalry:
            return 0;
        case UnitType::Artillery:
            return 1;
        case UnitType::Infantry:
            return 2;
        case UnitType::Leader:
            break;
        }
        return 3;
    };
    // Elite cavalry, cavalry, infantry; by id within each: one pass a rank.
    std::vector<int> pursuers;
    for (int rank = 0; rank < 3; ++rank) {
        for (const Unit &u : battle.unitsToScan(winner)) {
            if (u.side == winner && (u.type == UnitType::Cavalry || u.type == UnitType::Infantry) &&
                u.onBoard() && u.kind != SpaceKind::Retreat && pursuerRank(u) == rank)
                pursuers.push_back(u.id);
        }
    }
    for (const int p : pursuers) {
        const Unit &pursuer = battle.units[std::size_t(p)];
        const bool screen = screenStands(battle);
        if ((screen && pursuer.type != UnitType::Cavalry) ||
            (pursuer.type == UnitType::Infantry && battle.screenAtPursuitStart &&
             !rules.settings.infantryAfterScreen))
            continue;
        int best = -1;
        double bestChance = -1;
        for (const Unit &t : battle.unitsToScan(opponent(winner))) {
            // The targets checkPursuit allows (§7.5), without asking it once per unit.
            if (t.side == winner || !t.onBoard() ||
                (screen && (t.type != UnitType::Cavalry || t.kind == SpaceKind::Retreat)))
                continue;
            const Check c = pursuitCheck(battle, rules, battle.units[std::size_t(p)], t);
            const double chance = chanceAtLeast(c.target - c.drms.total());
            if (chance > bestChance ||
                (chance == bestChance &&
                 targetRank(t) < targetRank(battle.units[std::size_t(best)]))) {
                best = t.id;
                bestChance = chance;
            }
        }
        if (best >= 0)
            record(log, pursue(battle, rules, dice, {p, best}));
    }
    record(log, endPursuit(battle));
}

void resolveBattle(BattleState &battle, const Ruleset &rules, BoardDice &dice,
                   std::vector<Outcome> *log)
{
    // The policy lets units pass (§15.2 step 5), so it plays with actions.optional on.
    if (!rules.settings.actionsOptional) {
        Ruleset relaxed = rules;
        relaxed.settings.actionsOptional = true;
        resolveBattle(battle, relaxed, dice, log);
        return;
    }
    while (battle.running()) {
        playHalf(battle, rules, dice, log);
        if (!battle.running())
            break;
        record(log, endHalf(battle, rules, dice));
        if (battle.running() && battle.turn > rules.settings.autoResolve.maxTurns) {
            Outcome o;
            endBattle(battle, {EndCause::TurnCap, std::nullopt, 0}, o);
            record(log, std::move(o));
        }
    }
    playPursuit(battle, rules, dice, log);
}

} // namespace herald::battleboard
