#include "db/diplomacy/gamestore.h"

#include "core/diplomacy/desk/hardbopstatejson.h"
#include "core/diplomacy/positionformat.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db::diplomacy {

using namespace herald::diplomacy;

namespace {

Game gameFrom(const QSqlQuery &q)
{
    return {q.value(0).toLongLong(), q.value(1).toString(), shippedVariant(q.value(2).toString())};
}

} // namespace

QList<Game> games(const QSqlDatabase &db)
{
    QList<Game> out;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT id, name, variant FROM dip_game ORDER BY id"));
    while (q.next())
        out.append(gameFrom(q));
    return out;
}

std::optional<Game> game(const QSqlDatabase &db, qint64 id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, name, variant FROM dip_game WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Game g = gameFrom(q);
    if (!g.variant)
        return std::nullopt;
    return g;
}

std::optional<Phase> phase(const QSqlDatabase &db, const Game &game, int seq)
{
    QSqlQuery q(db);
    q.prepare(seq > 0
                  ? QStringLiteral("SELECT id, seq, label, position, state, results FROM dip_phase "
                                   "WHERE game_id = ? AND seq = ?")
                  : QStringLiteral("SELECT id, seq, label, position, state, results FROM dip_phase "
                                   "WHERE game_id = ? ORDER BY seq DESC LIMIT 1"));
    q.addBindValue(game.id);
    if (seq > 0)
        q.addBindValue(seq);
    if (!q.exec() || !q.next())
        return std::nullopt;
    const Variant &variant = *game.variant->variant;
    const QByteArray positionText = q.value(3).toString().toUtf8();
    auto parsed = parsePosition(
        variant, std::string_view(positionText.constData(), std::size_t(positionText.size())));
    if (!parsed.position)
        return std::nullopt;
    Phase p;
    p.id = q.value(0).toLongLong();
    p.seq = q.value(1).toInt();
    p.label = q.value(2).toString();
    p.position = *parsed.position;
    if (game.isDownfall()) {
        p.state = desk::hardbopStateFromJson(
            variant, QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object());
        if (!p.state)
            return std::nullopt;
    }
    p.adjudicated = !q.value(5).isNull();
    if (p.adjudicated) {
        const QJsonObject results =
            QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object();
        p.results = results.value(QStringLiteral("results")).toArray();
        for (const QJsonValue &event : results.value(QStringLiteral("events")).toArray())
            p.events << event.toString();
    }
    QSqlQuery orders(db);
    orders.prepare(QStringLiteral("SELECT power, orders FROM dip_orders WHERE phase_id = ?"));
    orders.addBindValue(p.id);
    orders.exec();
    while (orders.next())
        p.orders.insert(orders.value(0).toString(), orders.value(1).toString());
    QSqlQuery notes(db);
    notes.prepare(
        QStringLiteral("SELECT power, kind, text FROM dip_note WHERE phase_id = ? ORDER BY id"));
    notes.addBindValue(p.id);
    notes.exec();
    while (notes.next())
        p.notes.append(
            {notes.value(0).toString(), notes.value(1).toString(), notes.value(2).toString()});
    return p;
}

} // namespace herald::db::diplomacy
