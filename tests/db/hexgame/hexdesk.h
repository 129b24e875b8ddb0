#pragma once

// A hex game in a fresh test campaign, driven through the hexgame.* commands: the fixture of
// the desk's storage tests (tests/db/hexgame).

#include "../testcampaign.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/hexwar/gamestore.h"
#include "db/hexwar/statejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <functional>

namespace herald::test {

inline const QString kGame = QStringLiteral("Black Eagle club game");

/// A new game of the shipped Black Eagle scenario and the commands that play it.
struct HexDesk
{
    TestCampaign campaign;
    db::CommandRunner runner{*campaign.file, db::standardCommands()};

    explicit HexDesk(std::uint64_t seed = 42) : campaign(seed)
    {
        const db::ExecuteResult r =
            runner.execute(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), kGame}});
        if (!r.ok())
            qFatal("hexgame.new failed: %s", qPrintable(r.message));
    }
    /// Runs hexgame.<action> on the game with these arguments.
    db::ExecuteResult run(const QString &action, QJsonObject args = {})
    {
        args.insert(QStringLiteral("game"), kGame);
        return runner.execute(QStringLiteral("hexgame.") + action, args);
    }
    [[nodiscard]] db::hexwar::Game game() const
    {
        return *db::hexwar::game(campaign.file->database(), kGame);
    }
    [[nodiscard]] QString stored() const
    {
        QSqlQuery q(campaign.file->database());
        q.exec(QStringLiteral("SELECT state FROM hexgame"));
        return q.next() ? q.value(0).toString() : QString();
    }
    /// Puts the game in a position a test needs, outside the commands (a fixture only).
    void arrange(const std::function<void(hexwar::GameState &)> &change)
    {
        db::hexwar::Game g = game();
        change(g.state);
        QSqlQuery q(campaign.file->database());
        q.prepare(QStringLiteral("UPDATE hexgame SET state = ?"));
        q.addBindValue(QString::fromUtf8(
            QJsonDocument(db::hexwar::stateToJson(g.state)).toJson(QJsonDocument::Compact)));
        if (!q.exec())
            qFatal("could not arrange the position");
    }
};

/// Puts a unit on the map at full strength, or at half strength.
inline void put(hexwar::GameState &s, const QString &id, const QString &hex, bool half = false)
{
    hexwar::Unit *u = s.unit(id);
    u->hex = map::Hex::fromXXYY(hex);
    u->state = half ? hexwar::UnitState::Half : hexwar::UnitState::Full;
}

inline QJsonArray list(const QStringList &items)
{
    return QJsonArray::fromStringList(items);
}

} // namespace herald::test
