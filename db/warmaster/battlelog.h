#pragma once

#include <QSqlDatabase>
#include <QString>

#include <map>
#include <vector>

namespace herald::db {

/// One battle of a nation's year with a result entered, for the roster sheet's battle log (§8).
struct LoggedBattle
{
    int turn = 0;                 ///< numbered as turnNumber (monthstore.h)
    QString area;                 ///< "0707 Oakhurst", or the hex alone when the area has no name
    std::map<int, int> lostUnits; ///< roster line (from 1) → units struck after survival rolls
};

/// Units a nation struck off a roster line for a terrain check (§4.4, I-49) in a turn's M-2B,
/// before that turn's battles.
struct TerrainLoss
{
    int turn = 0;
    int line = 0;
    int units = 0;
};

/// The battles the nation fought in `year` (an army of its on a side, or a unit of its rolled
/// for survival), in the order they were fought; battles still without a result are left out.
[[nodiscard]] std::vector<LoggedBattle> nationBattles(const QSqlDatabase &db, qint64 nationId,
                                                      int year);
/// The nation's terrain check losses of `year`, by turn and line.
[[nodiscard]] std::vector<TerrainLoss> nationTerrainLosses(const QSqlDatabase &db, qint64 nationId,
                                                           int year);

} // namespace herald::db
