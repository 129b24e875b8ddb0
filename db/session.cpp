#include "db/session.h"

#include <sqlite3.h>

#include <cstring>

namespace herald::db {

namespace {

int trackAllButHistory(void *, const char *table)
{
    return std::strcmp(table, "history") != 0 ? 1 : 0;
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
