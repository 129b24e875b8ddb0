#include "app/services/battleboard/boardodds.h"

#include "db/battleboard/boardkeys.h"

namespace herald::app::battleboard {

using namespace herald::battleboard;
using herald::warmaster::keyOf;

BattleOdds boardOdds(const Board &board, int runs, std::uint64_t seed)
{
    if (board.state)
        return simulateFrom(*board.state, board.rules, seed, runs);
    return simulateBattles(board.army(Side::Attacker).units, board.army(Side::Defender).units,
                           board.rules, seed, runs);
}

QJsonObject oddsToJson(const BattleOdds &odds)
{
    QJsonObject losses;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        QJsonObject bySide;
        const MeanLosses &l = odds.losses[std::size_t(sideIndex(side))];
        for (const UnitType type :
             {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Leader})
            bySide.insert(keyOf(type), l.of(type));
        bySide.insert(QStringLiteral("total"), l.total());
        losses.insert(keyOf(side), bySide);
    }
    return {{QStringLiteral("battles"), odds.battles},
            {QStringLiteral("attackerWins"), odds.attackerWins},
            {QStringLiteral("defenderWins"), odds.defenderWins},
            {QStringLiteral("undecided"), odds.undecided},
            {QStringLiteral("attackerShare"), odds.attackerShare()},
            {QStringLiteral("defenderShare"), odds.defenderShare()},
            {QStringLiteral("undecidedShare"), odds.undecidedShare()},
            {QStringLiteral("meanTurns"), odds.meanTurns},
            {QStringLiteral("meanLosses"), losses},
            {QStringLiteral("placeholderTables"), odds.placeholderTables},
            {QStringLiteral("summary"), odds.summary()}};
}

} // namespace herald::app::battleboard
