#include "db/fileinspection.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace herald::db {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("herald::db::FileInspection", text);
}

// Offsets in the 100-byte database header (sqlite.org/fileformat2.html, "The Database Header").
constexpr int HeaderSize = 100;
constexpr int PageSizeOffset = 16;
constexpr int ChangeCounterOffset = 24;
constexpr int PageCountOffset = 28;
constexpr int VersionValidForOffset = 92;

} // namespace

FileError inspectSqliteFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {FileProblem::NotFound, tr("There is no file at %1.").arg(path)};
    QFile file(path);
    if (info.isDir() || !file.open(QIODevice::ReadOnly))
        return {FileProblem::Unreadable, tr("%1 cannot be read: %2").arg(path, file.errorString())};

    const QByteArray header = file.read(HeaderSize);
    if (header.size() < HeaderSize || !header.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        return {FileProblem::NotSqlite,
                tr("%1 is not a Herald campaign: it is not a database file at all.").arg(path)};
    }
    const auto at32 = [&](int offset) {
        return qFromBigEndian<quint32>(header.constData() + offset);
    };
    quint32 pageSize = qFromBigEndian<quint16>(header.constData() + PageSizeOffset);
    if (pageSize == 1)
        pageSize = 65536;
    const qint64 size = info.size();
    // The page count in the header is trustworthy only when the "version valid for" number
    // matches the change counter; either way the file must be a whole number of pages.
    const bool countValid = at32(ChangeCounterOffset) == at32(VersionValidForOffset);
    const qint64 expected = countValid ? qint64(at32(PageCountOffset)) * pageSize : 0;
    if (pageSize < 512 || size % pageSize != 0 || size < expected) {
        return {FileProblem::Truncated,
                tr("%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). "
                   "It was probably cut off while being copied; use a backup copy.")
                    .arg(path)
                    .arg(size)
                    .arg(qMax(expected, size + pageSize - size % pageSize))};
    }
    return {};
}

} // namespace herald::db
