#pragma once

#include "core/dice/dice.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <functional>

namespace herald::db {

/// Where the campaign stands when a command runs; recorded with the command.
struct CampaignDate
{
    int year = 1;
    int month = 0; ///< 0 is the New Year phase (or set-up before year 1), 1..12 the monthly turns
    /// The step of §3 as campaign.phase keeps it (EnumKeys<warmaster::CampaignStep>, "tally"):
    /// handlers that depend on the step read it here, and the history records it; empty for
    /// commands recorded before schema 8.
    QString step;

    /// "Year 1, New Year, NY-3 Tally" when the step is known, else "Year 3, Month 5" or
    /// "Year 1, New Year".
    [[nodiscard]] QString toString() const;
};

/// How a command (or an undo/redo) ended. The CLI's exit codes follow from it.
enum class CommandStatus
{
    Done,
    UnknownCommand,   ///< no command of that name (exit 2)
    BadArguments,     ///< arguments missing or of the wrong type (exit 2)
    Refused,          ///< the rules do not allow it (exit 1)
    InvalidDiceEntry, ///< a typed die value the die cannot show (exit 1)
    NothingToUndo,    ///< exit 1
    NothingToRedo,    ///< exit 1
    StorageFailed,    ///< the file could not be written (exit 3)
    ReadOnlyFile,     ///< the campaign was opened read-only: nothing may change (exit 3)
};

/// What a command handler returns: a readable summary line when done, or why it refused.
struct CommandOutcome
{
    CommandStatus status = CommandStatus::Done;
    QString message;    ///< why it was refused (translated, names the rule or argument)
    QString summary;    ///< the history line when done, e.g. "Orcs' 2nd Army besieges Kelvin"
    QJsonObject result; ///< details for --json and the UI
    /// The rules decisions the command made, in order, each naming its rule, roll and numbers
    /// ("§7.5 chaos land 0304: d10 = 7, one village"); kept in the history for `explain`.
    QStringList explanation;

    static CommandOutcome done(QString summary, QJsonObject result = {})
    {
        return {CommandStatus::Done, {}, std::move(summary), std::move(result), {}};
    }
    static CommandOutcome refused(QString message)
    {
        return {CommandStatus::Refused, std::move(message), {}, {}, {}};
    }
    static CommandOutcome badArguments(QString message)
    {
        return {CommandStatus::BadArguments, std::move(message), {}, {}, {}};
    }
    /// The file could not be read or written; `message` is the storage's own reason.
    static CommandOutcome storageFailed(QString message)
    {
        return {CommandStatus::StorageFailed, std::move(message), {}, {}, {}};
    }
    /// The query that failed, with SQLite's reason.
    static CommandOutcome storageFailed(const QSqlQuery &query);
};

/// What a handler works with. Its writes go through `db` inside the runner's transaction;
/// every die it needs comes from `dice`.
struct CommandContext
{
    QSqlDatabase db;
    dice::Dice &dice;
    CampaignDate date;
    const QJsonObject &args;
};

using CommandHandler = std::function<CommandOutcome(CommandContext &)>;

/// A command as the GUI, the CLI and scripts name it: "dice.roll", "campaign.rename".
struct CommandDefinition
{
    QString name;
    QString description; ///< one line for `herald-cli commands`
    CommandHandler handler;
    /// Run once, with no arguments, right after a campaign is created: how an area puts its
    /// shipped content (decks, tables, army lists) into every new campaign.
    bool onNewCampaign = false;
};

} // namespace herald::db
