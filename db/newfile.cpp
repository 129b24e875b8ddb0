#include "db/newfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NewFile)
};

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

/// fsync of a file or folder by path; false with errno set on failure.
bool syncPath(const QString &path, int flags)
{
    const int fd = ::open(QFile::encodeName(path).constData(), flags | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    const int saved = errno;
    ::close(fd);
    errno = saved;
    return synced;
}

void removeScratch(const QString &scratch)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(scratch + QLatin1String(suffix));
}

/// Gives `from` the name `to` unless `to` exists, atomically: rename(2) would replace it.
/// renameat2's RENAME_NOREPLACE where the file system has it, else link(2), which fails on
/// an existing name, then unlink of the old name.
bool renameNoReplace(const QString &from, const QString &to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE) ==
        0)
        return true;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return false;
    if (::link(source.constData(), target.constData()) != 0)
        return false;
    ::unlink(source.constData());
    return true;
}

/// Puts `from` in the place of `to`, which may exist, in one step. The replaced campaign's
/// write-ahead log and index go first: left behind, SQLite would apply them to the new file.
bool renameReplacing(const QString &from, const QString &to)
{
    for (const char *suffix : {"-wal", "-shm"})
        QFile::remove(to + QLatin1String(suffix));
    return ::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
}

} // namespace

FileError buildNewFile(const QString &target,
                       const std::function<FileError(const QString &)> &build,
                       ExistingFile existing)
{
    const QFileInfo info(target);
    if (existing == ExistingFile::Replace && info.isDir())
        return {FileProblem::NotRegularFile,
                Tr::tr("%1 is a folder; choose a file name.").arg(target)};
    if (existing == ExistingFile::Refuse && (info.exists() || info.isSymLink()))
        return {FileProblem::AlreadyExists,
                Tr::tr("%1 already exists; choose another name or open it instead.").arg(target)};
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir())
        return {FileProblem::NotFound,
                Tr::tr("%1 cannot be made: there is no folder %2.").arg(target, folder)};
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0)
        return {FileProblem::Unreadable,
                Tr::tr("%1 cannot be made: the folder %2 cannot be written to (%3).")
                    .arg(target, folder, systemError(errno))};

    const QString scratch = QDir(folder).filePath(
        QStringLiteral(".%1.%2.partial")
            .arg(info.fileName(), QString::number(QRandomGenerator::global()->generate64(), 36)));
    if (FileError built = build(scratch); !built.ok()) {
        removeScratch(scratch);
        return built;
    }
    // The content must be on the disk before the name is, or a power cut could leave a
    // named but empty file.
    if (!syncPath(scratch, O_RDONLY)) {
        const QString why = systemError(errno);
        removeScratch(scratch);
        return {FileProblem::Storage, Tr::tr("%1 could not be written: %2").arg(target, why)};
    }
    const bool named = existing == ExistingFile::Replace ? renameReplacing(scratch, target)
                                                         : renameNoReplace(scratch, target);
    if (!named) {
        const int code = errno;
        removeScratch(scratch);
        if (code == EEXIST)
            return {
                FileProblem::AlreadyExists,
                Tr::tr("%1 already exists; choose another name or open it instead.").arg(target)};
        return {FileProblem::Storage,
                Tr::tr("%1 could not be written: %2").arg(target, systemError(code))};
    }
    removeScratch(scratch); // only the -wal/-shm a closed connection may have left
    syncPath(folder, O_RDONLY | O_DIRECTORY);
    return {};
}

} // namespace herald::db
