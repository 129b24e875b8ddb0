#pragma once

#include "app/services/campaignservice.h"

#include <QJsonObject>
#include <QTextStream>

#include <functional>

namespace herald::cli {

/// herald-cli's exit codes (documented in `herald-cli help` and docs/cli.md).
enum ExitCode
{
    ExitOk = 0,      ///< done
    ExitRefused = 1, ///< the rules (or the history) refused: nothing changed
    ExitUsage = 2,   ///< unknown verb, missing or malformed arguments
    ExitFile = 3,    ///< a file could not be opened, read or written
};

/// What every verb works with: the campaign service, the output streams, and the helpers that
/// print text or JSON and turn outcomes into exit codes.
class CliContext
{
public:
    CliContext(QTextStream &out, QTextStream &err) : out(out), err(err) {}

    /// Inside `run SCRIPT` the campaign is already open and verbs take no FILE word; outside,
    /// the first positional word is the campaign file. Returns false with *exitCode set on failure.
    bool openCampaign(QStringList &words, int *exitCode);

    int report(const db::ExecuteResult &result);
    int usage(const QString &message);
    int fileError(const db::FileError &error);
    /// Prints `json` (one compact line) under --json, else `text` when it is not empty.
    void print(const QJsonObject &json, const QString &text);
    /// Writes an export to `path`, or to standard output when it is "-"; a file is written
    /// whole or not at all (QSaveFile). Then prints `json` and `doneText` as print() does.
    int writeExport(const QString &path, const QByteArray &bytes, const QJsonObject &json,
                    const QString &doneText);

    QTextStream &out;
    QTextStream &err;
    app::CampaignService service;
    bool json = false;
    bool scripted = false;
};

/// One verb of herald-cli: "roll", "export", "deck draw"...
struct Verb
{
    QString name;
    QString synopsis;      ///< e.g. "roll FILE EXPR [--purpose TEXT] [--typed 3,4]"
    QString description;   ///< one line for `help`
    bool inScripts = true; ///< false for verbs that make or pick files (new, import, run)
    std::function<int(CliContext &, QStringList)> run;
};

/// Every verb, in the order `help` lists them. Each area adds its own (addXxxVerbs).
class VerbTable
{
public:
    void add(Verb verb) { m_verbs.append(std::move(verb)); }
    [[nodiscard]] const Verb *find(const QString &name) const;
    [[nodiscard]] const QList<Verb> &all() const { return m_verbs; }

private:
    QList<Verb> m_verbs;
};

/// The table of this build's verbs.
[[nodiscard]] const VerbTable &standardVerbs();

} // namespace herald::cli
