#pragma once

#include "db/fileproblem.h"
#include "db/newfile.h"

#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>

struct sqlite3;

namespace herald::db {

/// One campaign = one SQLite file (`*.herald`), opened like a document.
///
/// Holds its connection by name (one per CampaignFile), never a QSqlDatabase member across
/// threads. Foreign keys are on and the journal is WAL with synchronous=NORMAL: a command is
/// atomic whatever happens (a killed process or a power cut leaves it wholly done or wholly
/// undone), and a process crash loses nothing committed; only a power cut may drop the last
/// commands before a checkpoint. FULL would sync every command and cost 20 times as much
/// (4 ms against 0.2 ms a command, measured by tests/bench/db).
class CampaignFile
{
public:
    struct NewCampaign
    {
        QString name;
        QString gameSystem = QStringLiteral("warmaster");
        std::uint64_t diceSeed = 0; ///< the campaign's dice seed; fixed for its whole life
    };
    /// Fills a campaign being made before it gets its name (shipped content, imported rows).
    using Populate = std::function<FileError(CampaignFile &)>;

    /// Makes a new campaign file and opens it. It is built beside `path` under a temporary
    /// name, `populate` included, and takes its name only when whole (db/newfile.h): a
    /// killed run leaves nothing at `path`. A file already at `path` is refused
    /// (AlreadyExists) unless `existing` says to replace it, which happens in one step once the
    /// new campaign is whole.
    static std::unique_ptr<CampaignFile> create(const QString &path, const NewCampaign &campaign,
                                                FileError *error, const Populate &populate = {},
                                                ExistingFile existing = ExistingFile::Refuse);
    /// Writes a whole new campaign at `scratch`, a path nobody else uses, and closes it: the
    /// building step of create() and of a JSON import (see buildNewFile).
    [[nodiscard]] static FileError writeNew(const QString &scratch, const NewCampaign &campaign,
                                            const Populate &populate);
    /// Opens an existing campaign. Anything that is not a whole campaign is refused with a
    /// message naming the file and the problem, before anything is written and without
    /// creating anything beside it: a folder, pipe or device, an unreadable file, another
    /// program's database, a newer Herald's campaign, and a damaged file (SQLite's quick_check,
    /// after it has recovered a write-ahead log left by a crash). A file Herald may not write
    /// opens read-only (isReadOnly). A campaign from an older Herald is upgraded after a
    /// backup copy `<name>.v<N>.bak` is written beside it.
    static std::unique_ptr<CampaignFile> open(const QString &path, FileError *error);

    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QSqlDatabase database() const;
    [[nodiscard]] sqlite3 *handle() const;
    /// Opened read-only because the file or its folder cannot be written to.
    [[nodiscard]] bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    /// "the file is write-protected", "its folder ... cannot be written to"; empty if writable.
    [[nodiscard]] QString readOnlyReason() const { return m_readOnlyReason; }

    /// Herald's mark in the SQLite header (PRAGMA application_id): "HRLD".
    static constexpr int ApplicationId = 0x48524C44;

private:
    /// A document is opened for the referee; a scratch file is one being built (writeNew);
    /// an immutable one may be written by nobody and has no log (FileInspection::immutable).
    enum class Mode
    {
        Document,
        Scratch,
        Immutable
    };
    CampaignFile(QString path, QString connectionName);
    static std::unique_ptr<CampaignFile> connect(const QString &path, const QString &readOnlyReason,
                                                 Mode mode, FileError *error);

    QString m_path;
    QString m_connectionName;
    QString m_readOnlyReason;
};

} // namespace herald::db
