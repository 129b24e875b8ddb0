#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/settings.h"
#include "db/hexwar/shippedscenarios.h"
#include "db/hexwar/underlay.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace herald::db::hexwar {

/// One hex game of the campaign file, read whole: its scenario, its map with the hex sets the
/// referee filled in (spec A4), its settings and the position now.
struct Game
{
    qint64 id = 0;
    QString name;
    const ShippedScenario *shipped = nullptr;
    herald::hexwar::HexwarMap map;
    /// The map in Herald's format when the game is played on one of the file's hex maps
    /// (schema 27); empty when it is the scenario's own.
    QJsonObject customMap;
    herald::hexwar::HexwarSettings settings;
    QJsonObject hexSets; ///< set name -> array of "XXYY", as stored
    herald::hexwar::GameState state;
    /// The scenario file the referee loaded in Herald's format (schema 29); empty when the game
    /// plays the shipped scenario.
    QJsonObject customScenario;
    /// The scenario played when it is not the shipped one as it is: the loaded file's, and its
    /// hexes renumbered for a map of another grid (spec 2.2).
    std::optional<herald::hexwar::Scenario> ownScenario;

    [[nodiscard]] const herald::hexwar::Scenario &scenario() const
    {
        return ownScenario ? *ownScenario : shipped->scenario;
    }
    /// What identifies the position for play by mail: a SHA-256 of the scenario, settings,
    /// filled hex sets and position (and the map and the scenario file, when they are not the
    /// shipped ones), in hex.
    [[nodiscard]] QString fingerprint() const;
};

/// One action recorded on a game (the hexgame_action row).
struct Action
{
    int seq = 0;
    int turn = 0;
    QString side; ///< "blackEagle" / "karameikan": whose player turn it was
    QString kind;
    QJsonObject args;
    QJsonArray dice; ///< the faces rolled, in order
    QString before;  ///< the position's fingerprint before the action
    QString line;
    bool imported = false;
};

/// The names of the file's games, in the order they were made.
[[nodiscard]] QStringList gameNames(const QSqlDatabase &db);
/// The game of that name, or nullopt (no such game, or its row cannot be read).
[[nodiscard]] std::optional<Game> game(const QSqlDatabase &db, const QString &name);
/// The scanned map kept with a game (schema 28), read apart from the game: the commands that
/// play it never need the image.
struct GameUnderlay
{
    qint64 gameId = 0;
    QString name;
    Underlay underlay;
};

/// The scanned map kept with the game of that name; nothing when there is no such game.
[[nodiscard]] std::optional<GameUnderlay> gameUnderlay(const QSqlDatabase &db, const QString &name);
/// The game's actions in order.
[[nodiscard]] QList<Action> actions(const QSqlDatabase &db, qint64 gameId);

} // namespace herald::db::hexwar
