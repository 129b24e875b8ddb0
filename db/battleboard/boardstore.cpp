#include "db/battleboard/boardstore.h"

#include "core/battleboard/boardkeys.h"
#include "core/battleboard/tables.h"
#include "db/battleboard/optionsjson.h"
#include "db/battleboard/statejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::fromKey;
using herald::warmaster::keyOf;

namespace {

QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

/// board_army.units and, when set, board_army.deployment read together.
std::optional<std::vector<Deployment>> readUnits(Side side, const QByteArray &units,
                                                 const QVariant &deployment)
{
    std::vector<Deployment> out;
    for (const QJsonValue &v : QJsonDocument::fromJson(units).array()) {
        const QJsonObject o = v.toObject();
        const auto type = fromKey<UnitType>(o.value(QStringLiteral("type")).toString());
        if (!type)
            return std::nullopt;
        Deployment d;
        d.type = *type;
        d.elite = o.value(QStringLiteral("elite")).toBool();
        d.techDrm = o.value(QStringLiteral("tech")).toInt();
        out.push_back(d);
    }
    if (deployment.isNull())
        return out;
    const QJsonArray spaces = QJsonDocument::fromJson(deployment.toByteArray()).array();
    if (spaces.size() != qsizetype(out.size()))
        return std::nullopt;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto s = parseSpace(spaces.at(qsizetype(i)).toString(), side);
        if (!s)
            return std::nullopt;
        out[i].kind = s->kind;
        out[i].column = s->column;
    }
    return out;
}

} // namespace

QByteArray unitsToText(const std::vector<Deployment> &units)
{
    QJsonArray array;
    for (const Deployment &d : units) {
        QJsonObject o{{QStringLiteral("type"), keyOf(d.type)}};
        if (d.elite)
            o.insert(QStringLiteral("elite"), true);
        if (d.techDrm != 0)
            o.insert(QStringLiteral("tech"), d.techDrm);
        array.append(o);
    }
    return compact(array);
}

QByteArray deploymentToText(const std::vector<Deployment> &units)
{
    QJsonArray array;
    for (const Deployment &d : units)
        array.append(spaceKey({d.kind, d.column, Side::Attacker}));
    return compact(array);
}

QStringList boardNames(const QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT name FROM board_battle ORDER BY id"));
    while (q.next())
        names << q.value(0).toString();
    return names;
}

std::optional<Board> board(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, settings, tables, size, state FROM board_battle WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Board b;
    b.id = q.value(0).toLongLong();
    b.name = name;
    // The WarMaster link travels in the settings text (no column of its own in schema 20).
    QJsonObject stored = QJsonDocument::fromJson(q.value(1).toByteArray()).object();
    b.warmaster = stored.take(QStringLiteral("warmaster")).toObject();
    const SettingsRead settings = settingsFromJson(stored);
    const auto size = fromKey<BattleSize>(q.value(3).toString());
    if (!settings.settings || !size)
        return std::nullopt;
    b.rules.settings = *settings.settings;
    b.size = *size;
    if (!q.value(2).isNull()) {
        const TablesRead tables = readTables(q.value(2).toByteArray());
        if (!tables.tables)
            return std::nullopt;
        b.rules.tables = *tables.tables;
        b.ownTables = true;
    }
    if (!q.value(4).isNull()) {
        b.state = battleStateFromJson(QJsonDocument::fromJson(q.value(4).toByteArray()).object());
        if (!b.state)
            return std::nullopt;
    }
    QSqlQuery armies(db);
    armies.prepare(
        QStringLiteral("SELECT side, name, units, deployment FROM board_army WHERE battle_id = ?"));
    armies.addBindValue(b.id);
    armies.exec();
    int found = 0;
    while (armies.next()) {
        const auto side = fromKey<Side>(armies.value(0).toString());
        if (!side)
            return std::nullopt;
        auto units = readUnits(*side, armies.value(2).toByteArray(), armies.value(3));
        if (!units)
            return std::nullopt;
        Army &army = b.armies[std::size_t(sideIndex(*side))];
        army.name = armies.value(1).toString();
        army.units = std::move(*units);
        army.deployed = !armies.value(3).isNull();
        ++found;
    }
    if (found != 2)
        return std::nullopt;
    return b;
}

QList<LogLine> boardLog(const QSqlDatabase &db, qint64 battleId)
{
    QList<LogLine> lines;
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT seq, turn, text FROM board_log WHERE battle_id = ? ORDER BY seq"));
    q.addBindValue(battleId);
    q.exec();
    while (q.next())
        lines.append({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toString()});
    return lines;
}

} // namespace herald::db::battleboard
