#include "db/decks/decksstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <set>

namespace herald::db::decks {

using namespace herald::decks;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::decks::DecksStore)
};

bool fail(const QSqlQuery &query, QString *error)
{
    *error = query.lastError().text();
    return false;
}

QJsonObject parseObject(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

/// Reads every stored object of `sqlTable` through `read`, naming the row that fails.
template <typename T, typename Read>
std::optional<std::vector<T>> readAll(const QSqlDatabase &db, const QString &sqlTable,
                                      const QString &where, const QString &id, Read read,
                                      QString *error)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT id, content FROM %1 %2 ORDER BY position, id").arg(sqlTable, where));
    if (!id.isNull())
        q.addBindValue(id);
    if (!q.exec()) {
        fail(q, error);
        return std::nullopt;
    }
    std::vector<T> values;
    while (q.next()) {
        auto value = read(parseObject(q.value(1).toString()));
        if (!value.ok()) {
            *error = Tr::tr("%1, row '%2': the stored content cannot be read: %3")
                         .arg(sqlTable, q.value(0).toString(), value.error().errorString());
            return std::nullopt;
        }
        values.push_back(std::move(value).value());
    }
    return values;
}

template <typename T> std::optional<T> single(std::optional<std::vector<T>> all)
{
    if (!all || all->empty())
        return std::nullopt;
    return std::move(all->front());
}

} // namespace

std::optional<Content> DecksStore::content(QString *error) const
{
    auto tables = readAll<Table>(m_db, QStringLiteral("decks_table"), {}, {}, tableFromJson, error);
    if (!tables)
        return std::nullopt;
    auto decks = readAll<Deck>(m_db, QStringLiteral("decks_deck"), {}, {}, deckFromJson, error);
    if (!decks)
        return std::nullopt;
    return Content{std::move(*tables), std::move(*decks)};
}

std::optional<Table> DecksStore::table(const QString &id, QString *error) const
{
    return single(readAll<Table>(m_db, QStringLiteral("decks_table"),
                                 QStringLiteral("WHERE id = ?"), id, tableFromJson, error));
}

std::optional<Deck> DecksStore::deck(const QString &id, QString *error) const
{
    return single(readAll<Deck>(m_db, QStringLiteral("decks_deck"), QStringLiteral("WHERE id = ?"),
                                id, deckFromJson, error));
}

bool DecksStore::put(const QString &sqlTable, const QString &id, const QJsonObject &content,
                     QString *error)
{
    QSqlQuery q(m_db);
    // A new row goes to the end of the list; an existing one keeps its place.
    q.prepare(QStringLiteral("INSERT INTO %1 (id, position, content) "
                             "VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM %1), ?) "
                             "ON CONFLICT (id) DO UPDATE SET content = excluded.content")
                  .arg(sqlTable));
    q.addBindValue(id);
    q.addBindValue(compact(content));
    return q.exec() || fail(q, error);
}

bool DecksStore::remove(const QString &sqlTable, const QString &id, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(sqlTable));
    q.addBindValue(id);
    return q.exec() || fail(q, error);
}

bool DecksStore::putTable(const Table &table, QString *error)
{
    return put(QStringLiteral("decks_table"), table.id, tableToJson(table), error);
}

bool DecksStore::putDeck(const Deck &deck, QString *error)
{
    return put(QStringLiteral("decks_deck"), deck.id, deckToJson(deck), error);
}

bool DecksStore::removeTable(const QString &id, QString *error)
{
    return remove(QStringLiteral("decks_table"), id, error);
}

bool DecksStore::removeDeck(const QString &id, QString *error)
{
    return remove(QStringLiteral("decks_deck"), id, error);
}

std::optional<std::vector<MagicItem>> DecksStore::magicItems(QString *error) const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral(
            "SELECT id, name, points, text, author FROM decks_magic_item ORDER BY position, id"))) {
        fail(q, error);
        return std::nullopt;
    }
    std::vector<MagicItem> items;
    while (q.next())
        items.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
                         q.value(3).toString(), q.value(4).toString()});
    return items;
}

bool DecksStore::setMagicItems(const std::vector<MagicItem> &items, QString *error)
{
    std::set<QString> kept;
    QSqlQuery q(m_db);
    int position = 0;
    for (const MagicItem &item : items) {
        kept.insert(item.id);
        q.prepare(QStringLiteral(
            "INSERT INTO decks_magic_item (id, position, author, name, points, text) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
            "position = excluded.position, author = excluded.author, name = excluded.name, "
            "points = excluded.points, text = excluded.text"));
        for (const QVariant &value :
             {QVariant(item.id), QVariant(++position), QVariant(item.author), QVariant(item.name),
              QVariant(item.points), QVariant(item.text.isNull() ? QStringLiteral("") : item.text)})
            q.addBindValue(value);
        if (!q.exec())
            return fail(q, error);
    }
    QSqlQuery existing(m_db);
    if (!existing.exec(QStringLiteral("SELECT id FROM decks_magic_item")))
        return fail(existing, error);
    QStringList gone;
    while (existing.next()) {
        if (!kept.count(existing.value(0).toString()))
            gone << existing.value(0).toString();
    }
    for (const QString &id : gone) {
        if (!remove(QStringLiteral("decks_magic_item"), id, error))
            return false;
    }
    return true;
}

bool DecksStore::addResult(const QString &kind, const QString &subject, const QString &summary,
                           const QJsonObject &details, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO decks_result (kind, subject, summary, details) VALUES (?, ?, ?, ?)"));
    q.addBindValue(kind);
    q.addBindValue(subject);
    q.addBindValue(summary);
    q.addBindValue(compact(details));
    return q.exec() || fail(q, error);
}

std::vector<StoredResult> recentResults(const QSqlDatabase &db, int limit)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, kind, subject, summary, details FROM decks_result ORDER BY id DESC LIMIT ?"));
    q.addBindValue(limit);
    std::vector<StoredResult> results;
    if (!q.exec())
        return results;
    while (q.next())
        results.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                           q.value(3).toString(), parseObject(q.value(4).toString())});
    return results;
}

} // namespace herald::db::decks
