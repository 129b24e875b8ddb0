#include "db/hexwar/gamestore.h"

#include "core/hexwar/mapformat.h"
#include "core/hexwar/sequence.h"
#include "db/hexwar/settingsjson.h"
#include "db/hexwar/statejson.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::db::hexwar {

namespace {

QJsonObject objectOf(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

} // namespace

QString Game::fingerprint() const
{
    QJsonObject all{{QStringLiteral("scenario"), shipped->key},
                    {QStringLiteral("settings"), settingsToJson(settings)},
                    {QStringLiteral("hexSets"), hexSets},
                    {QStringLiteral("state"), stateToJson(state, map.grid())}};
    // Games on the scenario's own map keep the fingerprints they always had.
    if (!customMap.isEmpty())
        all.insert(QStringLiteral("map"), customMap);
    if (!customScenario.isEmpty())
        all.insert(QStringLiteral("scenarioFile"), customScenario);
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(all).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

QStringList gameNames(const QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT name FROM hexgame ORDER BY id"));
    while (q.next())
        names << q.value(0).toString();
    return names;
}

std::optional<Game> game(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, name, scenario, settings, hexsets, state, map, scenario_json FROM hexgame "
        "WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Game g;
    g.id = q.value(0).toLongLong();
    g.name = q.value(1).toString();
    g.shipped = shippedScenario(q.value(2).toString());
    if (!g.shipped)
        return std::nullopt;
    g.map = g.shipped->map;
    if (!q.value(6).isNull()) {
        g.customMap = objectOf(q.value(6));
        auto parsed = herald::hexwar::parseHexwarMap(QJsonDocument(g.customMap).toJson());
        if (!parsed.ok())
            return std::nullopt;
        g.map = std::move(*parsed.map);
    }
    if (!q.value(7).isNull()) {
        g.customScenario = objectOf(q.value(7));
        auto parsed = herald::hexwar::parseScenario(QJsonDocument(g.customScenario).toJson());
        if (!parsed.ok())
            return std::nullopt;
        g.ownScenario = std::move(*parsed.scenario);
    }
    // Scenarios are read on the default grid (spec 2.2).
    if (!g.map.grid().isDefault())
        g.ownScenario = g.scenario().onGrid(g.map.grid());
    const auto settings = settingsFromJson(objectOf(q.value(3)), nullptr);
    if (!settings)
        return std::nullopt;
    g.settings = *settings;
    g.hexSets = objectOf(q.value(4));
    for (auto it = g.hexSets.begin(); it != g.hexSets.end(); ++it) {
        QList<map::Hex> hexes;
        for (const QJsonValue &v : it.value().toArray()) {
            if (const auto h = g.map.numbered(v.toString()))
                hexes << *h;
        }
        g.map.setHexSet(it.key(), hexes);
    }
    auto state =
        stateFromJson(objectOf(q.value(5)), herald::hexwar::newGame(g.scenario()), g.map.grid());
    if (!state)
        return std::nullopt;
    g.state = std::move(*state);
    return g;
}

std::optional<GameUnderlay> gameUnderlay(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT id, name, underlay, underlay_opacity FROM hexgame WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return GameUnderlay{q.value(0).toLongLong(), q.value(1).toString(),
                        Underlay{q.value(2).toByteArray(), q.value(3).toDouble()}};
}

QList<Action> actions(const QSqlDatabase &db, qint64 gameId)
{
    QList<Action> out;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT seq, turn, side, kind, args, dice, before, line, imported "
                             "FROM hexgame_action WHERE game_id = ? ORDER BY seq"));
    q.addBindValue(gameId);
    q.exec();
    while (q.next()) {
        out.append({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toString(),
                    q.value(3).toString(), objectOf(q.value(4)),
                    QJsonDocument::fromJson(q.value(5).toString().toUtf8()).array(),
                    q.value(6).toString(), q.value(7).toString(), q.value(8).toBool()});
    }
    return out;
}

} // namespace herald::db::hexwar
