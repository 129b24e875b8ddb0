#include "app/services/campaignservice.h"

#include "db/commandregistry.h"
#include "db/migrations.h"
#include "db/sqlutil.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>

namespace herald::app {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::CampaignService)
};

} // namespace

std::uint64_t newDiceSeed()
{
    // Kept below 2^63 so it round-trips through SQLite's signed integers and JSON doubles
    // without surprise; 53 bits are plenty of campaigns.
    return QRandomGenerator::system()->generate64() & ((std::uint64_t(1) << 53) - 1);
}

db::FileError CampaignService::create(const QString &path, const QString &name, std::uint64_t seed,
                                      db::ExistingFile existing)
{
    // Replacing the file under its own open connection would let that connection's closing
    // remove the new file's write-ahead log.
    if (isOpen() &&
        QFileInfo(path).absoluteFilePath() == QFileInfo(m_file->path()).absoluteFilePath())
        return {db::FileProblem::AlreadyExists,
                Tr::tr("%1 is the campaign open now; choose another file.").arg(path)};
    // Every area's shipped content goes in while the file is still being built, so a new
    // campaign appears whole or not at all.
    const auto addShippedContent = [](db::CampaignFile &file) -> db::FileError {
        db::CommandRunner runner(file, db::standardCommands());
        for (const db::CommandDefinition &definition : db::standardCommands().all()) {
            if (!definition.onNewCampaign)
                continue;
            if (const db::ExecuteResult r = runner.execute(definition.name, {}); !r.ok())
                return {db::FileProblem::Storage, r.message};
        }
        return {};
    };
    db::FileError error;
    auto file = db::CampaignFile::create(path, {name, QStringLiteral("warmaster"), seed}, &error,
                                         addShippedContent, existing);
    if (!file)
        return error;
    close();
    m_file = std::move(file);
    m_runner = std::make_unique<db::CommandRunner>(*m_file, db::standardCommands());
    return error;
}

db::FileError CampaignService::open(const QString &path)
{
    // The campaign open now stays open when another cannot be opened.
    db::FileError error;
    auto file = db::CampaignFile::open(path, &error);
    if (!file)
        return error;
    close();
    m_file = std::move(file);
    m_runner = std::make_unique<db::CommandRunner>(*m_file, db::standardCommands());
    return error;
}

void CampaignService::close()
{
    m_runner.reset();
    m_file.reset();
}

namespace {

db::ExecuteResult notOpen()
{
    db::ExecuteResult r;
    r.status = db::CommandStatus::StorageFailed;
    r.message = QCoreApplication::translate("herald::app::CampaignService", "No campaign is open.");
    return r;
}

} // namespace

db::ExecuteResult CampaignService::execute(const QString &command, const QJsonObject &args)
{
    return m_runner ? m_runner->execute(command, args) : notOpen();
}

db::ExecuteResult CampaignService::undo()
{
    return m_runner ? m_runner->undo() : notOpen();
}

db::ExecuteResult CampaignService::redo()
{
    return m_runner ? m_runner->redo() : notOpen();
}

CampaignInfo CampaignService::info() const
{
    CampaignInfo info;
    if (!m_file)
        return info;
    const QSqlDatabase db = m_file->database();
    info.path = m_file->path();
    info.readOnlyReason = m_file->readOnlyReason();
    QSqlQuery q(db);
    if (q.exec(QStringLiteral(
            "SELECT name, game_system, year, month, phase, dice_seed, dice_draws FROM campaign")) &&
        q.next()) {
        info.name = q.value(0).toString();
        info.gameSystem = q.value(1).toString();
        info.date = {q.value(2).toInt(), q.value(3).toInt(), q.value(4).toString()};
        info.phase = q.value(4).toString();
        info.diceSeed = q.value(5).toLongLong();
        info.diceDraws = q.value(6).toLongLong();
    }
    info.historyCount = history().count();
    info.schemaVersion = db::pragmaInt(db, QStringLiteral("user_version"));
    return info;
}

db::HistoryLog CampaignService::history() const
{
    return db::HistoryLog(m_file ? m_file->database() : QSqlDatabase());
}

} // namespace herald::app
