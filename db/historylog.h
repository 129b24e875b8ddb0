#pragma once

#include "db/command.h"

#include <QJsonArray>
#include <QList>

namespace herald::db {

/// One line of the campaign's history, as the History page and `herald-cli history` show it.
struct HistoryEntry
{
    qint64 id = 0;
    QString command;
    QJsonObject args;
    QJsonArray rolls;
    CampaignDate date;
    QString summary;
    QStringList explanation; ///< the rules decisions, one line each (CommandOutcome::explanation)
    bool undone = false;
    bool undoable = true;
    QString recordedUtc;
};

/// Read access to the history table. Cheap on big histories: nothing is loaded until asked,
/// and every query walks the (undone, id) index.
class HistoryLog
{
public:
    explicit HistoryLog(QSqlDatabase db) : m_db(std::move(db)) {}

    [[nodiscard]] int count() const;
    /// Newest first: entries [offset, offset + limit).
    [[nodiscard]] QList<HistoryEntry> newestFirst(int offset, int limit) const;
    /// Newest first, only entries in effect that rolled dice: the Dice page's log.
    [[nodiscard]] QList<HistoryEntry> newestWithDice(int limit) const;
    /// The entry undo would take back, if any.
    [[nodiscard]] std::optional<HistoryEntry> nextUndo() const;
    /// The entry redo would apply again, if any.
    [[nodiscard]] std::optional<HistoryEntry> nextRedo() const;
    /// The entry with that number, if the history has it.
    [[nodiscard]] std::optional<HistoryEntry> entry(qint64 id) const;

private:
    QSqlDatabase m_db;
};

} // namespace herald::db
