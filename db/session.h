#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

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

/// Applies a changeset inside the caller's transaction. Any conflict (the rows are not as the
/// changeset expects) aborts, so a campaign is never half undone.
[[nodiscard]] bool applyChangeset(sqlite3 *connection, const QByteArray &changeset, QString *error);

} // namespace herald::db
