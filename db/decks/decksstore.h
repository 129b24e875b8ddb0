#pragma once

#include "core/decks/content.h"
#include "core/decks/magicitems.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace herald::db::decks {

/// Reads and writes the campaign's decks, tables and authored magic items (schema 0002_decks).
/// Reads work on any connection; writes are meant for command handlers, inside the runner's
/// transaction, so undo records them. Every function returns false (or nothing) and sets
/// `*error` when the database fails or a stored row cannot be read back.
class DecksStore
{
public:
    explicit DecksStore(QSqlDatabase db) : m_db(std::move(db)) {}

    /// Every table and deck of the campaign, in list order.
    [[nodiscard]] std::optional<herald::decks::Content> content(QString *error) const;
    [[nodiscard]] std::optional<herald::decks::Table> table(const QString &id,
                                                            QString *error) const;
    [[nodiscard]] std::optional<herald::decks::Deck> deck(const QString &id, QString *error) const;

    /// Adds the table at the end of the list, or replaces the one with its id in place.
    bool putTable(const herald::decks::Table &table, QString *error);
    bool putDeck(const herald::decks::Deck &deck, QString *error);
    bool removeTable(const QString &id, QString *error);
    bool removeDeck(const QString &id, QString *error);

    /// The authored magic items, in authoring order.
    [[nodiscard]] std::optional<std::vector<herald::decks::MagicItem>>
    magicItems(QString *error) const;
    /// Makes the stored list equal to `items` (adds, replaces, removes by id).
    bool setMagicItems(const std::vector<herald::decks::MagicItem> &items, QString *error);

    /// Keeps what a roll or a draw gave, for the page and for `--json`.
    bool addResult(const QString &kind, const QString &subject, const QString &summary,
                   const QJsonObject &details, QString *error);

private:
    bool put(const QString &sqlTable, const QString &id, const QJsonObject &content,
             QString *error);
    bool remove(const QString &sqlTable, const QString &id, QString *error);

    QSqlDatabase m_db;
};

/// One kept result of a roll or draw (table decks_result).
struct StoredResult
{
    qint64 id = 0;
    QString kind; ///< "roll" or "deck"
    QString subject;
    QString summary;
    QJsonObject details;
};

/// The newest results first, at most `limit`.
[[nodiscard]] std::vector<StoredResult> recentResults(const QSqlDatabase &db, int limit);

} // namespace herald::db::decks
