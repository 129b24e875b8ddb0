#include "faultvfs.h"

#include <sqlite3.h>

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace faultvfs {

namespace {

sqlite3_vfs *g_real = nullptr;
sqlite3_vfs g_vfs;
int g_counted = 0;
int g_target = 0;
Fault g_fault = Fault::Kill;
bool g_armed = false;

/// Our file: the real one follows it in the same allocation (szOsFile is the sum).
struct File
{
    sqlite3_file base;
    sqlite3_file *real() { return reinterpret_cast<sqlite3_file *>(this + 1); }
};

File *file(sqlite3_file *f)
{
    return reinterpret_cast<File *>(f);
}

/// True when this write or sync must fail; kills the process when that is the fault.
bool faultHere()
{
    if (!g_armed)
        return false;
    ++g_counted;
    if (g_target == 0 || g_counted != g_target)
        return false;
    if (g_fault == Fault::Kill)
        ::kill(::getpid(), SIGKILL);
    return true;
}

int xClose(sqlite3_file *f)
{
    const int rc =
        file(f)->real()->pMethods ? file(f)->real()->pMethods->xClose(file(f)->real()) : SQLITE_OK;
    return rc;
}
int xRead(sqlite3_file *f, void *buffer, int amount, sqlite3_int64 offset)
{
    return file(f)->real()->pMethods->xRead(file(f)->real(), buffer, amount, offset);
}
int xWrite(sqlite3_file *f, const void *buffer, int amount, sqlite3_int64 offset)
{
    if (faultHere())
        return SQLITE_IOERR_WRITE;
    return file(f)->real()->pMethods->xWrite(file(f)->real(), buffer, amount, offset);
}
int xTruncate(sqlite3_file *f, sqlite3_int64 size)
{
    return file(f)->real()->pMethods->xTruncate(file(f)->real(), size);
}
int xSync(sqlite3_file *f, int flags)
{
    if (faultHere())
        return SQLITE_IOERR_FSYNC;
    return file(f)->real()->pMethods->xSync(file(f)->real(), flags);
}
int xFileSize(sqlite3_file *f, sqlite3_int64 *size)
{
    return file(f)->real()->pMethods->xFileSize(file(f)->real(), size);
}
int xLock(sqlite3_file *f, int level)
{
    return file(f)->real()->pMethods->xLock(file(f)->real(), level);
}
int xUnlock(sqlite3_file *f, int level)
{
    return file(f)->real()->pMethods->xUnlock(file(f)->real(), level);
}
int xCheckReservedLock(sqlite3_file *f, int *out)
{
    return file(f)->real()->pMethods->xCheckReservedLock(file(f)->real(), out);
}
int xFileControl(sqlite3_file *f, int op, void *arg)
{
    return file(f)->real()->pMethods->xFileControl(file(f)->real(), op, arg);
}
int xSectorSize(sqlite3_file *f)
{
    return file(f)->real()->pMethods->xSectorSize(file(f)->real());
}
int xDeviceCharacteristics(sqlite3_file *f)
{
    return file(f)->real()->pMethods->xDeviceCharacteristics(file(f)->real());
}
int xShmMap(sqlite3_file *f, int page, int size, int extend, void volatile **out)
{
    return file(f)->real()->pMethods->xShmMap(file(f)->real(), page, size, extend, out);
}
int xShmLock(sqlite3_file *f, int offset, int n, int flags)
{
    return file(f)->real()->pMethods->xShmLock(file(f)->real(), offset, n, flags);
}
void xShmBarrier(sqlite3_file *f)
{
    file(f)->real()->pMethods->xShmBarrier(file(f)->real());
}
int xShmUnmap(sqlite3_file *f, int deleteFlag)
{
    return file(f)->real()->pMethods->xShmUnmap(file(f)->real(), deleteFlag);
}
int xFetch(sqlite3_file *f, sqlite3_int64 offset, int amount, void **out)
{
    return file(f)->real()->pMethods->xFetch(file(f)->real(), offset, amount, out);
}
int xUnfetch(sqlite3_file *f, sqlite3_int64 offset, void *page)
{
    return file(f)->real()->pMethods->xUnfetch(file(f)->real(), offset, page);
}

// Version 3 methods, so the write-ahead log's shared memory and memory mapping pass through.
const sqlite3_io_methods g_methods = {
    3,
    xClose,
    xRead,
    xWrite,
    xTruncate,
    xSync,
    xFileSize,
    xLock,
    xUnlock,
    xCheckReservedLock,
    xFileControl,
    xSectorSize,
    xDeviceCharacteristics,
    xShmMap,
    xShmLock,
    xShmBarrier,
    xShmUnmap,
    xFetch,
    xUnfetch,
};

int xOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *f, int flags, int *outFlags)
{
    File *ours = file(f);
    std::memset(ours->real(), 0, size_t(g_real->szOsFile));
    const int rc = g_real->xOpen(g_real, name, ours->real(), flags, outFlags);
    // SQLite calls xClose even after a failed open when pMethods is set.
    ours->base.pMethods = ours->real()->pMethods ? &g_methods : nullptr;
    return rc;
}

int xDelete(sqlite3_vfs *, const char *name, int syncDir)
{
    return g_real->xDelete(g_real, name, syncDir);
}
int xAccess(sqlite3_vfs *, const char *name, int flags, int *out)
{
    return g_real->xAccess(g_real, name, flags, out);
}
int xFullPathname(sqlite3_vfs *, const char *name, int size, char *out)
{
    return g_real->xFullPathname(g_real, name, size, out);
}
void *xDlOpen(sqlite3_vfs *, const char *name)
{
    return g_real->xDlOpen(g_real, name);
}
void xDlError(sqlite3_vfs *, int size, char *out)
{
    g_real->xDlError(g_real, size, out);
}
void (*xDlSym(sqlite3_vfs *, void *handle, const char *symbol))(void)
{
    return g_real->xDlSym(g_real, handle, symbol);
}
void xDlClose(sqlite3_vfs *, void *handle)
{
    g_real->xDlClose(g_real, handle);
}
int xRandomness(sqlite3_vfs *, int size, char *out)
{
    return g_real->xRandomness(g_real, size, out);
}
int xSleep(sqlite3_vfs *, int microseconds)
{
    return g_real->xSleep(g_real, microseconds);
}
int xCurrentTime(sqlite3_vfs *, double *out)
{
    return g_real->xCurrentTime(g_real, out);
}
int xGetLastError(sqlite3_vfs *, int size, char *out)
{
    return g_real->xGetLastError(g_real, size, out);
}
int xCurrentTimeInt64(sqlite3_vfs *, sqlite3_int64 *out)
{
    return g_real->xCurrentTimeInt64(g_real, out);
}

} // namespace

void install()
{
    g_real = sqlite3_vfs_find(nullptr);
    std::memset(&g_vfs, 0, sizeof g_vfs);
    g_vfs.iVersion = 2;
    g_vfs.szOsFile = int(sizeof(File)) + g_real->szOsFile;
    g_vfs.mxPathname = g_real->mxPathname;
    g_vfs.zName = "herald-fault";
    g_vfs.xOpen = xOpen;
    g_vfs.xDelete = xDelete;
    g_vfs.xAccess = xAccess;
    g_vfs.xFullPathname = xFullPathname;
    g_vfs.xDlOpen = xDlOpen;
    g_vfs.xDlError = xDlError;
    g_vfs.xDlSym = xDlSym;
    g_vfs.xDlClose = xDlClose;
    g_vfs.xRandomness = xRandomness;
    g_vfs.xSleep = xSleep;
    g_vfs.xCurrentTime = xCurrentTime;
    g_vfs.xGetLastError = xGetLastError;
    g_vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
    sqlite3_vfs_register(&g_vfs, 1);
}

void arm(int n, Fault fault)
{
    g_counted = 0;
    g_target = n;
    g_fault = fault;
    g_armed = true;
}

int count()
{
    return g_counted;
}

} // namespace faultvfs
