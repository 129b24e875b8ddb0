#include "app/services/battleboard/boardodds.h"

#include "core/battleboard/boardkeys.h"

#include <QCoreApplication>

namespace herald::app::battleboard {

using namespace herald::battleboard;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::BoardOdds)
};

} // namespace

BattleOdds boardOdds(const Board &board, int runs, std::uint64_t seed)
{
    if (board.state)
        return simulateFrom(*board.state, board.rules, seed, runs);
    return simulateBattles(board.army(Side::Attacker).units, board.army(Side::Defender).units,
                           board.rules, seed, runs);
}

QStringList meanLossLines(const Board &board, const BattleOdds &odds)
{
    QStringList lines;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        const MeanLosses &l = odds.losses[std::size_t(sideIndex(side))];
        //: mean units lost per battle: %1 army, %2 infantry, %3 cavalry, %4 artillery, %5 leaders
        lines << Tr::tr("%1 loses %2 infantry, %3 cavalry, %4 artillery, %5 leaders on average.")
                     .arg(board.army(side).name, QString::number(l.of(UnitType::Infantry), 'f', 2),
                          QString::number(l.of(UnitType::Cavalry), 'f', 2),
                          QString::number(l.of(UnitType::Artillery), 'f', 2),
                          QString::number(l.of(UnitType::Leader), 'f', 2));
    }
    return lines;
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
