#pragma once

#include "db/command.h"

#include <QJsonArray>

#include <optional>

namespace herald::db {

class CampaignFile;
class CommandRegistry;

/// How one execute, undo or redo went.
struct ExecuteResult
{
    CommandStatus status = CommandStatus::Done;
    QString message;      ///< for anything but Done: what was wrong, naming the place
    QString summary;      ///< the history line of the command done, undone or redone
    CampaignDate date;    ///< the campaign date the command was recorded at
    qint64 historyId = 0; ///< the history entry concerned
    QJsonArray rolls;   ///< the dice rolled, in order ({purpose, expression, faces, total, typed})
    QJsonObject result; ///< the handler's details
    /// The tables the command (or its undo or redo) changed, "history" included; front ends
    /// reload only what concerns them.
    QStringList changedTables;

    [[nodiscard]] bool ok() const { return status == CommandStatus::Done; }
};

/// Runs commands against one campaign file: each in one transaction, recorded in the history
/// with its arguments, dice, date, summary line and changeset; and undoes and redoes them.
///
/// A command that fails in any way (refused, bad dice entry, storage error) is rolled back
/// and leaves no trace. Undo applies the inverse of the stored changeset; redo applies the
/// changeset again, so a redone command has exactly the dice it first rolled. A new command
/// discards whatever could still have been redone.
class CommandRunner
{
public:
    CommandRunner(CampaignFile &file, const CommandRegistry &registry);

    /// Arguments may hold "typed": [faces] — what real dice showed, used before the generator.
    ExecuteResult execute(const QString &command, const QJsonObject &args);
    ExecuteResult undo();
    ExecuteResult redo();

private:
    enum class Replay
    {
        Undo, ///< applies the inverse of the newest done entry's changeset
        Redo, ///< applies the oldest undone entry's changeset again
    };

    [[nodiscard]] std::optional<ExecuteResult> refuseIfReadOnly() const;
    ExecuteResult replay(Replay direction);

    CampaignFile &m_file;
    const CommandRegistry &m_registry;
};

} // namespace herald::db
