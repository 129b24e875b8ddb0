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

    /// With `setUp`, the four Karameikan units that choose their set-up hex are placed too
    /// (12.1: Duke's Guard, Callarii Elves (2nd), both Vyalia Elves), so play may begin.
    explicit HexDesk(std::uint64_t seed = 42, bool setUp = true) : campaign(seed)
    {
        const db::ExecuteResult r =
            runner.execute(QStringLiteral("hexgame.new"), {{QStringLiteral("name"), kGame}});
        if (!r.ok())
            qFatal("hexgame.new failed: %s", qPrintable(r.message));
        if (!setUp)
            return;
        for (const auto &[unit, hex] : {std::pair{"K2", "1629"}, std::pair{"K10", "1920"},
                                        std::pair{"K11", "3922"}, std::pair{"K12", "3923"}}) {
            const db::ExecuteResult placed =
                run(QStringLiteral("place"), {{QStringLiteral("unit"), QString::fromLatin1(unit)},
                                              {QStringLiteral("hex"), QString::fromLatin1(hex)}});
            if (!placed.ok())
                qFatal("hexgame.place failed: %s", qPrintable(placed.message));
        }
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
        q.addBindValue(
            QString::fromUtf8(QJsonDocument(db::hexwar::stateToJson(g.state, g.map.grid()))
                                  .toJson(QJsonDocument::Compact)));
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
