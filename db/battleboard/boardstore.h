#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/settings.h"
#include "core/battleboard/setup.h"

#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

/// @file
/// The battle board's battles as the campaign file keeps them (schema 20: board_battle,
/// board_army, board_log), read into core's types.

namespace herald::db::battleboard {

/// One side's army. `units` holds each unit's type, elite flag and tech DRM, in the order that
/// gives the units their numbers; their spaces are the confirmed set-up once `deployed`.
struct Army
{
    QString name;
    std::vector<herald::battleboard::Deployment> units;
    bool deployed = false;
};

/// One battle on the board.
struct Board
{
    qint64 id = 0;
    QString name;
    std::array<Army, 2> armies; ///< [sideIndex]
    herald::battleboard::Ruleset rules;
    bool ownTables = false; ///< played with tables entered for it, not the built-in placeholder
    herald::battleboard::BattleSize size = herald::battleboard::BattleSize::Minor;
    /// For a battle fought instead of a pending WarMaster battle, board.new's `warmaster` link
    /// (the battle's number and the roster lines behind each brigade, docs/battleboard.md);
    /// empty otherwise.
    QJsonObject warmaster;
    /// The battle once both sides are set up (§3); unset during the secret set-up.
    std::optional<herald::battleboard::BattleState> state;

    [[nodiscard]] const Army &army(herald::battleboard::Side side) const
    {
        return armies[std::size_t(herald::battleboard::sideIndex(side))];
    }
};

/// One line of a battle's log.
struct LogLine
{
    int seq = 0;
    int turn = 0;
    QString text;
};

/// The campaign's battles by name, oldest first.
[[nodiscard]] QStringList boardNames(const QSqlDatabase &db);
/// The battle called `name`, or nothing (also when its stored text cannot be read).
[[nodiscard]] std::optional<Board> board(const QSqlDatabase &db, const QString &name);
/// The battle's log, oldest line first.
[[nodiscard]] QList<LogLine> boardLog(const QSqlDatabase &db, qint64 battleId);

/// An army's units as board_army.units keeps them (type, elite, tech; no spaces).
[[nodiscard]] QByteArray unitsToText(const std::vector<herald::battleboard::Deployment> &units);
/// The spaces of a confirmed set-up as board_army.deployment keeps them.
[[nodiscard]] QByteArray
deploymentToText(const std::vector<herald::battleboard::Deployment> &units);

} // namespace herald::db::battleboard
