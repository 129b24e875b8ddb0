#include "db/session.h"

#include <sqlite3.h>

#include <cstring>

namespace herald::db {

namespace {

int trackAllButHistory(void *, const char *table)
{
    return std::strcmp(table, "history") != 0 ? 1 : 0;
}

QVariant valueOf(sqlite3_value *value)
{
    switch (sqlite3_value_type(value)) {
    case SQLITE_INTEGER:
        return QVariant::fromValue<qint64>(sqlite3_value_int64(value));
    case SQLITE_NULL:
        return {};
    default:
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_value_text(value)));
    }
}

int abortOnConflict(void *, int, sqlite3_changeset_iter *)
{
    return SQLITE_CHANGESET_ABORT;
}

} // namespace

ChangeRecorder::ChangeRecorder(sqlite3 *connection)
{
    if (int rc = sqlite3session_create(connection, "main", &m_session); rc != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errstr(rc));
        m_session = nullptr;
        return;
    }
    sqlite3session_table_filter(m_session, trackAllButHistory, nullptr);
    if (int rc = sqlite3session_attach(m_session, nullptr); rc != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3session_delete(m_session);
        m_session = nullptr;
    }
}

ChangeRecorder::~ChangeRecorder()
{
    if (m_session)
        sqlite3session_delete(m_session);
}

QByteArray ChangeRecorder::changeset()
{
    int size = 0;
    void *data = nullptr;
    if (int rc = sqlite3session_changeset(m_session, &size, &data); rc != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errstr(rc));
        return {};
    }
    QByteArray bytes(static_cast<const char *>(data), size);
    sqlite3_free(data);
    return bytes;
}

QByteArray invertChangeset(const QByteArray &changeset, QString *error)
{
    int size = 0;
    void *data = nullptr;
    const int rc = sqlite3changeset_invert(static_cast<int>(changeset.size()),
                                           const_cast<char *>(changeset.constData()), &size, &data);
    if (rc != SQLITE_OK) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errstr(rc));
        return {};
    }
    QByteArray bytes(static_cast<const char *>(data), size);
    sqlite3_free(data);
    return bytes;
}

QStringList changesetTables(const QByteArray &changeset)
{
    QStringList tables;
    sqlite3_changeset_iter *it = nullptr;
    if (changeset.isEmpty() ||
        sqlite3changeset_start(&it, static_cast<int>(changeset.size()),
                               const_cast<char *>(changeset.constData())) != SQLITE_OK)
        return tables;
    while (sqlite3changeset_next(it) == SQLITE_ROW) {
        const char *table = nullptr;
        int columns = 0;
        int op = 0;
        if (sqlite3changeset_op(it, &table, &columns, &op, nullptr) == SQLITE_OK && table)
            tables << QString::fromUtf8(table);
    }
    sqlite3changeset_finalize(it);
    tables.sort();
    tables.removeDuplicates();
    return tables;
}

std::vector<ColumnUpdate> columnUpdates(const QByteArray &changeset, const QString &table,
                                        int column)
{
    std::vector<ColumnUpdate> updates;
    sqlite3_changeset_iter *it = nullptr;
    if (changeset.isEmpty() ||
        sqlite3changeset_start(&it, static_cast<int>(changeset.size()),
                               const_cast<char *>(changeset.constData())) != SQLITE_OK)
        return updates;
    const QByteArray name = table.toUtf8();
    while (sqlite3changeset_next(it) == SQLITE_ROW) {
        const char *changed = nullptr;
        int columns = 0;
        int op = 0;
        if (sqlite3changeset_op(it, &changed, &columns, &op, nullptr) != SQLITE_OK ||
            op != SQLITE_UPDATE || column >= columns || name != changed)
            continue;
        sqlite3_value *key = nullptr;
        sqlite3_value *before = nullptr;
        sqlite3_value *after = nullptr;
        // An update holds the new value of the columns it changed only.
        if (sqlite3changeset_new(it, column, &after) != SQLITE_OK || !after ||
            sqlite3changeset_old(it, column, &before) != SQLITE_OK || !before ||
            sqlite3changeset_old(it, 0, &key) != SQLITE_OK || !key)
            continue;
        updates.push_back({sqlite3_value_int64(key), valueOf(before), valueOf(after)});
    }
    sqlite3changeset_finalize(it);
    return updates;
}

bool applyChangeset(sqlite3 *connection, const QByteArray &changeset, QString *error)
{
    const int rc = sqlite3changeset_apply(connection, static_cast<int>(changeset.size()),
                                          const_cast<char *>(changeset.constData()), nullptr,
                                          abortOnConflict, nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errstr(rc));
        return false;
    }
    return true;
}

} // namespace herald::db
