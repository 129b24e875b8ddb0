#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

struct sqlite3;
struct sqlite3_session;

namespace herald::db {

/// Records what one command changes, as a changeset of SQLite's session extension.
///
/// Attached to every table but `history` (which holds the changesets themselves), so that
/// undo is "apply the inverse changeset" and redo is "apply the changeset", with no
/// hand-written inverse updates anywhere.
class ChangeRecorder
{
public:
    explicit ChangeRecorder(sqlite3 *connection);
    ~ChangeRecorder();
    ChangeRecorder(const ChangeRecorder &) = delete;
    ChangeRecorder &operator=(const ChangeRecorder &) = delete;

    [[nodiscard]] bool isValid() const { return m_session != nullptr; }
    [[nodiscard]] QString errorString() const { return m_error; }
    /// Everything changed since construction; empty if nothing changed.
    [[nodiscard]] QByteArray changeset();

private:
    sqlite3_session *m_session = nullptr;
    QString m_error;
};

/// The changeset that undoes `changeset`.
[[nodiscard]] QByteArray invertChangeset(const QByteArray &changeset, QString *error);

/// The tables a changeset touches, sorted and each once; empty when the changeset is empty
/// or cannot be read. Front ends reload only what concerns them from this.
[[nodiscard]] QStringList changesetTables(const QByteArray &changeset);

/// One row's update of one column, as a changeset records it.
struct ColumnUpdate
{
    qint64 rowId = 0; ///< the row's INTEGER PRIMARY KEY (the table's first column)
    QVariant before;  ///< null for SQL NULL
    QVariant after;
};

/// The updates of column `column` (its position in the table, from 0) of `table` that a
/// changeset holds, in its order: what a report of past changes reads from the history without
/// a table of its own. Empty when the changeset cannot be read.
[[nodiscard]] std::vector<ColumnUpdate> columnUpdates(const QByteArray &changeset,
                                                      const QString &table, int column);

/// Applies a changeset inside the caller's transaction. Any conflict (the rows are not as the
/// changeset expects) aborts, so a campaign is never half undone.
[[nodiscard]] bool applyChangeset(sqlite3 *connection, const QByteArray &changeset, QString *error);

} // namespace herald::db
