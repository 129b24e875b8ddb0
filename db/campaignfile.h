#pragma once

#include "db/fileproblem.h"

#include <QSqlDatabase>
#include <QString>

#include <cstdint>
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

    /// Creates a new campaign file; refuses to overwrite an existing file.
    static std::unique_ptr<CampaignFile> create(const QString &path, const NewCampaign &campaign,
                                                FileError *error);
    /// Opens an existing campaign. Anything that is not a campaign is refused with a message
    /// naming the problem, and the file is left byte for byte as it was. A campaign from an
    /// older Herald is upgraded after a backup copy `<name>.v<N>.bak` is written beside it.
    static std::unique_ptr<CampaignFile> open(const QString &path, FileError *error);

    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QSqlDatabase database() const;
    [[nodiscard]] sqlite3 *handle() const;

    /// Herald's mark in the SQLite header (PRAGMA application_id): "HRLD".
    static constexpr int ApplicationId = 0x48524C44;

private:
    CampaignFile(QString path, QString connectionName);
    static std::unique_ptr<CampaignFile> connect(const QString &path, FileError *error);

    QString m_path;
    QString m_connectionName;
};

} // namespace herald::db
