#pragma once

#include "db/campaignfile.h"
#include "db/commandrunner.h"
#include "db/historylog.h"

#include <memory>

namespace herald::app {

/// What the campaign record says, for title bars, `herald-cli info` and the Campaign page.
struct CampaignInfo
{
    QString path;
    QString name;
    QString gameSystem;
    db::CampaignDate date;
    QString phase;
    qint64 diceSeed = 0;
    qint64 diceDraws = 0;
    int historyCount = 0;
    int schemaVersion = 0;
    QString readOnlyReason; ///< why the file was opened read-only; empty when it is writable
};

/// The application service both front ends use: one open campaign, its commands, undo and
/// redo. The GUI and herald-cli reach the campaign only through here, so whatever one can do
/// the other can too.
class CampaignService
{
public:
    [[nodiscard]] bool isOpen() const { return m_file != nullptr; }
    /// Makes a campaign at `path` and opens it. The open campaign's own file is refused, and
    /// another file there only replaced when `existing` says so (the person was asked).
    [[nodiscard]] db::FileError create(const QString &path, const QString &name, std::uint64_t seed,
                                       db::ExistingFile existing = db::ExistingFile::Refuse);
    [[nodiscard]] db::FileError open(const QString &path);
    void close();

    db::ExecuteResult execute(const QString &command, const QJsonObject &args);
    db::ExecuteResult undo();
    db::ExecuteResult redo();

    [[nodiscard]] CampaignInfo info() const;
    [[nodiscard]] db::HistoryLog history() const;
    [[nodiscard]] db::CampaignFile *file() const { return m_file.get(); }

private:
    std::unique_ptr<db::CampaignFile> m_file;
    std::unique_ptr<db::CommandRunner> m_runner;
};

/// A fresh random seed for a new campaign's dice.
[[nodiscard]] std::uint64_t newDiceSeed();

} // namespace herald::app
