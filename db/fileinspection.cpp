#include "db/fileinspection.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::FileInspection)
};

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Offsets in the 100-byte database header (sqlite.org/fileformat2.html, "The Database Header").
constexpr int HeaderSize = 100;
constexpr int PageSizeOffset = 16;
constexpr int ChangeCounterOffset = 24;
constexpr int PageCountOffset = 28;
constexpr int UserVersionOffset = 60;
constexpr int ApplicationIdOffset = 68;
constexpr int VersionValidForOffset = 92;

/// The file's first bytes, read without blocking on anything but a regular file.
QByteArray readHeader(const QByteArray &path, int *errorCode)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *errorCode = errno;
        return {};
    }
    QByteArray header(HeaderSize, '\0');
    qsizetype got = 0;
    while (got < HeaderSize) {
        const ssize_t n = ::read(fd, header.data() + got, size_t(HeaderSize - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += n;
    }
    ::close(fd);
    header.truncate(got);
    return header;
}

} // namespace

FileInspection inspectSqliteFile(const QString &path)
{
    FileInspection result;
    const QByteArray native = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::stat(native.constData(), &st) != 0) {
        result.error =
            errno == ENOENT
                ? FileError{FileProblem::NotFound, Tr::tr("There is no file at %1.").arg(path)}
                : FileError{FileProblem::Unreadable,
                            Tr::tr("%1 cannot be read: %2").arg(path, systemError(errno))};
        return result;
    }
    if (S_ISDIR(st.st_mode)) {
        result.error = {FileProblem::NotRegularFile,
                        Tr::tr("%1 is a folder, not a campaign file.").arg(path)};
        return result;
    }
    if (!S_ISREG(st.st_mode)) {
        result.error = {
            FileProblem::NotRegularFile,
            Tr::tr("%1 is not a campaign file: it is a named pipe, a device or a socket, "
                   "and Herald opens only ordinary files.")
                .arg(path)};
        return result;
    }
    int errorCode = 0;
    const QByteArray header = readHeader(native, &errorCode);
    if (errorCode != 0) {
        result.error = {FileProblem::Unreadable,
                        Tr::tr("%1 cannot be read: %2").arg(path, systemError(errorCode))};
        return result;
    }
    if (header.size() < HeaderSize || !header.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        result.error = {
            FileProblem::NotSqlite,
            Tr::tr("%1 is not a Herald campaign: it is not a database file at all.").arg(path)};
        return result;
    }
    const auto at32 = [&](int offset) {
        return qFromBigEndian<quint32>(header.constData() + offset);
    };
    result.applicationId = int(at32(ApplicationIdOffset));
    result.userVersion = int(at32(UserVersionOffset));

    const QFileInfo wal(path + QStringLiteral("-wal"));
    result.liveWal = wal.exists() && wal.size() > 0;

    const QString folder = QFileInfo(path).absolutePath();
    if (::access(native.constData(), W_OK) != 0) {
        result.writable = false;
        result.readOnlyReason = Tr::tr("the file is write-protected");
    } else if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0) {
        result.writable = false;
        result.readOnlyReason = Tr::tr("its folder %1 cannot be written to").arg(folder);
    }

    result.immutable = !result.writable && !wal.exists();

    // With a live write-ahead log the main file may legitimately be shorter than its header
    // says (a checkpoint was cut off): SQLite recovers that from the log, and its own check
    // decides afterwards. Without one, the file must hold every page its header counts.
    if (result.liveWal)
        return result;
    quint32 pageSize = qFromBigEndian<quint16>(header.constData() + PageSizeOffset);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0) {
        result.error = {FileProblem::Corrupt,
                        Tr::tr("%1 is damaged: its header gives an impossible page size (%2).")
                            .arg(path, QString::number(pageSize))};
        return result;
    }
    const qint64 size = st.st_size;
    // The page count in the header is trustworthy only when the "version valid for" number
    // matches the change counter; either way the file must be a whole number of pages.
    const bool countValid = at32(ChangeCounterOffset) == at32(VersionValidForOffset);
    const qint64 expected = countValid ? qint64(at32(PageCountOffset)) * pageSize : 0;
    if (size % pageSize != 0 || size < expected) {
        result.error = {
            FileProblem::Truncated,
            Tr::tr("%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). "
                   "It was probably cut off while being copied; use a backup copy.")
                .arg(path, QString::number(size),
                     QString::number(qMax(expected, size + pageSize - size % pageSize)))};
    }
    return result;
}

} // namespace herald::db
