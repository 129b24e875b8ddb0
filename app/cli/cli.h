#pragma once

#include "app/services/campaignservice.h"

#include <QJsonObject>
#include <QTextStream>

namespace herald::cli {

/// herald-cli's exit codes (documented in `herald-cli help` and docs/cli.md).
enum ExitCode
{
    ExitOk = 0,      ///< done
    ExitRefused = 1, ///< the rules (or the history) refused: nothing changed
    ExitUsage = 2,   ///< unknown verb, missing or malformed arguments
    ExitFile = 3,    ///< a file could not be opened, read or written
};

/// The command-line front end: parses a verb and its words, calls the same application
/// services as the GUI, prints text or JSON.
class Cli
{
public:
    Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    /// Runs argv without the program name; returns the exit code.
    int run(QStringList args);

private:
    struct Context;
    int dispatch(Context &context, QStringList words);
    int runScript(Context &context, const QString &scriptPath);
    bool openCampaign(Context &context, QStringList &positional, int *exitCode);

    int verbNew(Context &context, QStringList words);
    int verbInfo(Context &context, QStringList words);
    int verbHistory(Context &context, QStringList words);
    int verbUndoRedo(Context &context, QStringList words, bool undo);
    int verbRoll(Context &context, QStringList words);
    int verbDo(Context &context, QStringList words);
    int verbExport(Context &context, QStringList words);
    int verbImport(Context &context, QStringList words);
    int verbCommands(Context &context);
    int verbHelp();

    int report(const Context &context, const db::ExecuteResult &result);
    int usage(const Context &context, const QString &message);
    int fileError(const Context &context, const db::FileError &error);
    void print(const Context &context, const QJsonObject &json, const QString &text);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace herald::cli
