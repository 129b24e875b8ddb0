#include "core/battleboard/simulation.h"

#include "core/battleboard/autodeploy.h"
#include "core/battleboard/autoplay.h"

#include <QCoreApplication>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Simulation)
};

} // namespace

BattleOdds simulateBattles(const std::vector<Deployment> &attacker,
                           const std::vector<Deployment> &defender, const Ruleset &rules,
                           std::uint64_t seed, int battles)
{
    const BattleStart start = autoStart(attacker, defender, rules);
    if (!start.battle) {
        BattleOdds odds;
        odds.placeholderTables = rules.tables.placeholder;
        for (const SetupIssue &issue : start.issues)
            odds.setupIssues << explainSetupIssue(issue);
        return odds;
    }
    return simulateFrom(*start.battle, rules, seed, battles);
}

BattleOdds simulateFrom(const BattleState &from, const Ruleset &rules, std::uint64_t seed,
                        int battles)
{
    BattleOdds odds;
    odds.placeholderTables = rules.tables.placeholder;
    GeneratorDice dice(herald::dice::Generator(seed, 0));
    std::array<std::array<long, 4>, 2> lost{};
    long turns = 0;
    from.countNow();
    BattleState battle;
    for (int n = 0; n < battles; ++n) {
        battle = from; // the assignment keeps the storage of the battle before: no allocation
        battle.recordEvents = false;
        resolveBattle(battle, rules, dice);
        const std::optional<Side> winner = battle.end ? battle.end->winner() : std::nullopt;
        if (!winner)
            ++odds.undecided;
        else if (*winner == Side::Attacker)
            ++odds.attackerWins;
        else
            ++odds.defenderWins;
        turns += battle.turn;
        for (const Unit &u : battle.units) {
            if (u.eliminated)
                ++lost[std::size_t(sideIndex(u.side))][std::size_t(u.type)];
        }
    }
    odds.battles = battles;
    if (battles > 0) {
        for (std::size_t s = 0; s < 2; ++s) {
            for (std::size_t t = 0; t < 4; ++t)
                odds.losses[s].byType[t] = double(lost[s][t]) / battles;
        }
        odds.meanTurns = double(turns) / battles;
    }
    return odds;
}

QString BattleOdds::summary() const
{
    if (battles == 0)
        return Tr::tr("§15 No battle was simulated.");
    QString text =
        Tr::tr("§15 %1 battles: the attacker won %2%, the defender %3%, undecided %4%. Mean "
               "losses: attacker %5 units, defender %6 units.")
            .arg(battles)
            .arg(attackerShare() * 100, 0, 'f', 1)
            .arg(defenderShare() * 100, 0, 'f', 1)
            .arg(undecidedShare() * 100, 0, 'f', 1)
            .arg(losses[0].total(), 0, 'f', 2)
            .arg(losses[1].total(), 0, 'f', 2);
    if (placeholderTables)
        text += QLatin1Char(' ') + Tr::tr("These odds rest on placeholder numbers, not on the "
                                          "published tables (§11.3).");
    return text;
}

} // namespace herald::battleboard
