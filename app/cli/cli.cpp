#include "app/cli/cli.h"

#include "app/cli/commandline.h"
#include "db/campaignjson.h"
#include "db/commandregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("herald::cli::Cli", text);
}

int exitCodeFor(db::CommandStatus status)
{
    switch (status) {
    case db::CommandStatus::Done:
        return ExitOk;
    case db::CommandStatus::UnknownCommand:
    case db::CommandStatus::BadArguments:
        return ExitUsage;
    case db::CommandStatus::Refused:
    case db::CommandStatus::InvalidDiceEntry:
    case db::CommandStatus::NothingToUndo:
    case db::CommandStatus::NothingToRedo:
        return ExitRefused;
    case db::CommandStatus::StorageFailed:
        return ExitFile;
    }
    return ExitFile;
}

QString statusName(db::CommandStatus status)
{
    switch (status) {
    case db::CommandStatus::Done:
        return QStringLiteral("done");
    case db::CommandStatus::UnknownCommand:
        return QStringLiteral("unknown-command");
    case db::CommandStatus::BadArguments:
        return QStringLiteral("bad-arguments");
    case db::CommandStatus::Refused:
        return QStringLiteral("refused");
    case db::CommandStatus::InvalidDiceEntry:
        return QStringLiteral("invalid-dice-entry");
    case db::CommandStatus::NothingToUndo:
        return QStringLiteral("nothing-to-undo");
    case db::CommandStatus::NothingToRedo:
        return QStringLiteral("nothing-to-redo");
    case db::CommandStatus::StorageFailed:
        return QStringLiteral("storage-failed");
    }
    return {};
}

QJsonObject entryToJson(const db::HistoryEntry &e)
{
    return {{QStringLiteral("id"), e.id},
            {QStringLiteral("command"), e.command},
            {QStringLiteral("args"), e.args},
            {QStringLiteral("dice"), e.rolls},
            {QStringLiteral("year"), e.date.year},
            {QStringLiteral("month"), e.date.month},
            {QStringLiteral("date"), e.date.toString()},
            {QStringLiteral("summary"), e.summary},
            {QStringLiteral("undone"), e.undone},
            {QStringLiteral("undoable"), e.undoable},
            {QStringLiteral("recorded"), e.recordedUtc}};
}

} // namespace

struct Cli::Context
{
    bool json = false;
    app::CampaignService service;
    bool scripted = false; ///< inside `run`: the campaign is already open
};

int Cli::run(QStringList args)
{
    Context context;
    if (args.removeAll(QStringLiteral("--json")) > 0)
        context.json = true;
    return dispatch(context, args);
}

int Cli::dispatch(Context &context, QStringList words)
{
    if (words.isEmpty())
        return usage(context, tr("No verb given. Try: herald-cli help"));
    const QString verb = words.takeFirst();
    if (verb == QLatin1String("new") && !context.scripted)
        return verbNew(context, words);
    if (verb == QLatin1String("info"))
        return verbInfo(context, words);
    if (verb == QLatin1String("history"))
        return verbHistory(context, words);
    if (verb == QLatin1String("undo"))
        return verbUndoRedo(context, words, true);
    if (verb == QLatin1String("redo"))
        return verbUndoRedo(context, words, false);
    if (verb == QLatin1String("roll"))
        return verbRoll(context, words);
    if (verb == QLatin1String("do"))
        return verbDo(context, words);
    if (verb == QLatin1String("export"))
        return verbExport(context, words);
    if (verb == QLatin1String("import") && !context.scripted)
        return verbImport(context, words);
    if (verb == QLatin1String("commands"))
        return verbCommands(context);
    if (verb == QLatin1String("help") || verb == QLatin1String("--help"))
        return verbHelp();
    if (verb == QLatin1String("run") && !context.scripted) {
        int code = ExitOk;
        if (!openCampaign(context, words, &code))
            return code;
        if (words.size() != 1)
            return usage(context, tr("run needs a campaign file and a script file."));
        return runScript(context, words.first());
    }
    return usage(context, tr("Unknown verb \"%1\". Try: herald-cli help").arg(verb));
}

int Cli::runScript(Context &context, const QString &scriptPath)
{
    QFile script(scriptPath);
    if (!script.open(QIODevice::ReadOnly | QIODevice::Text))
        return fileError(context, {db::FileProblem::Unreadable,
                                   tr("The script %1 cannot be read: %2").arg(scriptPath, script.errorString())});
    context.scripted = true;
    int lineNumber = 0;
    while (!script.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(script.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto words = splitWords(line);
        const int code = words ? dispatch(context, *words)
                               : usage(context, tr("a quote is not closed"));
        if (code != ExitOk) {
            m_err << tr("%1:%2: the script stopped here; the lines before it stay done.")
                         .arg(scriptPath)
                         .arg(lineNumber)
                  << Qt::endl;
            return code;
        }
    }
    return ExitOk;
}

bool Cli::openCampaign(Context &context, QStringList &positional, int *exitCode)
{
    if (context.scripted)
        return true;
    if (positional.isEmpty()) {
        *exitCode = usage(context, tr("A campaign file is needed."));
        return false;
    }
    if (const db::FileError error = context.service.open(positional.takeFirst()); !error.ok()) {
        *exitCode = fileError(context, error);
        return false;
    }
    return true;
}

int Cli::verbNew(Context &context, QStringList words)
{
    const Words w = parseWords(words, {QStringLiteral("name"), QStringLiteral("seed")});
    if (w.positional.size() != 1)
        return usage(context, tr("new needs exactly one file: herald-cli new FILE [--name NAME] [--seed N]"));
    bool seedOk = true;
    const std::uint64_t seed = w.options.contains(QStringLiteral("seed"))
                                   ? w.options.value(QStringLiteral("seed")).toULongLong(&seedOk)
                                   : app::newDiceSeed();
    if (!seedOk)
        return usage(context, tr("--seed must be a whole number."));
    const QString name = w.options.value(QStringLiteral("name"), tr("New campaign"));
    if (const db::FileError error = context.service.create(w.positional.first(), name, seed); !error.ok())
        return fileError(context, error);
    return verbInfo(context, {});
}

int Cli::verbInfo(Context &context, QStringList words)
{
    int code = ExitOk;
    if (!context.service.isOpen() && !openCampaign(context, words, &code))
        return code;
    const app::CampaignInfo i = context.service.info();
    print(context,
          {{QStringLiteral("path"), i.path},
           {QStringLiteral("name"), i.name},
           {QStringLiteral("gameSystem"), i.gameSystem},
           {QStringLiteral("year"), i.date.year},
           {QStringLiteral("month"), i.date.month},
           {QStringLiteral("date"), i.date.toString()},
           {QStringLiteral("phase"), i.phase},
           {QStringLiteral("diceSeed"), i.diceSeed},
           {QStringLiteral("diceDraws"), i.diceDraws},
           {QStringLiteral("historyCount"), i.historyCount},
           {QStringLiteral("schemaVersion"), i.schemaVersion}},
          tr("%1 (%2)\n%3, phase %4\nHistory: %5 commands; dice seed %6, %7 dice drawn")
              .arg(i.name, i.path, i.date.toString(), i.phase)
              .arg(i.historyCount)
              .arg(i.diceSeed)
              .arg(i.diceDraws));
    return ExitOk;
}

int Cli::verbHistory(Context &context, QStringList words)
{
    int code = ExitOk;
    if (!openCampaign(context, words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("limit")});
    const int limit = w.options.value(QStringLiteral("limit"), QStringLiteral("50")).toInt();
    if (limit <= 0)
        return usage(context, tr("--limit must be a positive whole number."));
    const QList<db::HistoryEntry> entries = context.service.history().newestFirst(0, limit);
    QJsonArray array;
    QStringList lines;
    for (const db::HistoryEntry &e : entries) {
        array.append(entryToJson(e));
        lines << QStringLiteral("%1  %2: %3%4")
                     .arg(e.id, 5)
                     .arg(e.date.toString(), e.summary, e.undone ? tr(" (undone)") : QString());
    }
    print(context, {{QStringLiteral("entries"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int Cli::verbUndoRedo(Context &context, QStringList words, bool undo)
{
    int code = ExitOk;
    if (!openCampaign(context, words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("steps")});
    const int steps = w.options.value(QStringLiteral("steps"), QStringLiteral("1")).toInt();
    if (steps <= 0)
        return usage(context, tr("--steps must be a positive whole number."));
    for (int i = 0; i < steps; ++i) {
        db::ExecuteResult r = undo ? context.service.undo() : context.service.redo();
        if (r.ok())
            r.summary = (undo ? tr("Undone: %1") : tr("Redone: %1")).arg(r.summary);
        if (const int result = report(context, r); result != ExitOk)
            return result;
    }
    return ExitOk;
}

int Cli::verbRoll(Context &context, QStringList words)
{
    int code = ExitOk;
    if (!openCampaign(context, words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("purpose"), QStringLiteral("typed")});
    if (w.positional.size() != 1)
        return usage(context, tr("roll needs one dice expression: roll [FILE] 2d6 [--purpose TEXT] [--typed 3,4]"));
    QJsonObject args{{QStringLiteral("expression"), w.positional.first()},
                     {QStringLiteral("purpose"), w.options.value(QStringLiteral("purpose"))}};
    if (w.options.contains(QStringLiteral("typed"))) {
        QJsonArray typed;
        for (const QString &part : w.options.value(QStringLiteral("typed")).split(QLatin1Char(','))) {
            bool ok = false;
            typed.append(part.trimmed().toInt(&ok));
            if (!ok)
                return usage(context, tr("--typed takes whole numbers separated by commas, such as 3,4."));
        }
        args.insert(QStringLiteral("typed"), typed);
    }
    return report(context, context.service.execute(QStringLiteral("dice.roll"), args));
}

int Cli::verbDo(Context &context, QStringList words)
{
    int code = ExitOk;
    if (!openCampaign(context, words, &code))
        return code;
    if (words.isEmpty() || words.size() > 2)
        return usage(context, tr("do needs a command name and optional JSON arguments: do [FILE] campaign.rename '{\"name\":\"X\"}'"));
    QJsonObject args;
    if (words.size() == 2) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(words.at(1).toUtf8(), &error);
        if (!doc.isObject())
            return usage(context, tr("The arguments must be a JSON object (%1 at character %2).")
                                      .arg(error.error == QJsonParseError::NoError ? tr("not an object") : error.errorString())
                                      .arg(error.offset + 1));
        args = doc.object();
    }
    return report(context, context.service.execute(words.first(), args));
}

int Cli::verbExport(Context &context, QStringList words)
{
    int code = ExitOk;
    if (!openCampaign(context, words, &code))
        return code;
    if (words.size() != 1)
        return usage(context, tr("export needs an output file (- for standard output)."));
    const QByteArray json = QJsonDocument(db::exportCampaign(*context.service.file())).toJson(QJsonDocument::Indented);
    if (words.first() == QLatin1String("-")) {
        m_out << QString::fromUtf8(json);
        m_out.flush();
        return ExitOk;
    }
    QFile out(words.first());
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size())
        return fileError(context, {db::FileProblem::Storage,
                                   tr("%1 could not be written: %2").arg(words.first(), out.errorString())});
    print(context, {{QStringLiteral("exported"), words.first()}}, tr("Exported to %1").arg(words.first()));
    return ExitOk;
}

int Cli::verbImport(Context &context, QStringList words)
{
    if (words.size() != 2)
        return usage(context, tr("import needs a JSON file and a new campaign file: import IN.json OUT.herald"));
    QFile in(words.at(0));
    if (!in.open(QIODevice::ReadOnly))
        return fileError(context, {db::FileProblem::Unreadable, tr("%1 cannot be read: %2").arg(words.at(0), in.errorString())});
    if (const db::FileError error = db::importCampaign(in.readAll(), words.at(1)); !error.ok())
        return fileError(context, error);
    print(context, {{QStringLiteral("imported"), words.at(1)}}, tr("Imported into %1").arg(words.at(1)));
    return ExitOk;
}

int Cli::verbCommands(Context &context)
{
    QJsonArray array;
    QStringList lines;
    for (const db::CommandDefinition &d : db::standardCommands().all()) {
        array.append(QJsonObject{{QStringLiteral("name"), d.name}, {QStringLiteral("description"), d.description}});
        lines << QStringLiteral("%1  %2").arg(d.name, -24).arg(d.description);
    }
    print(context, {{QStringLiteral("commands"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int Cli::verbHelp()
{
    m_out << tr(R"(herald-cli: a referee's desk from the command line. Add --json to any verb for JSON output.

  new FILE [--name NAME] [--seed N]   create a campaign file
  info FILE                           name, date, history size, dice
  history FILE [--limit N]            the newest commands first
  undo FILE [--steps N]               take back the last command(s)
  redo FILE [--steps N]               apply undone command(s) again
  roll FILE EXPR [--purpose TEXT] [--typed 3,4]
                                      roll (or enter what real dice showed)
  do FILE COMMAND [JSON]              run any command by name (see: commands)
  commands                            list every command
  export FILE OUT.json                the campaign as JSON (- for standard output)
  import IN.json FILE                 a new campaign from JSON
  run FILE SCRIPT                     one verb per line, without FILE; # starts a comment

Exit codes: 0 done, 1 refused by the rules (nothing changed), 2 usage, 3 file problem.
)");
    m_out.flush();
    return ExitOk;
}

int Cli::report(const Context &context, const db::ExecuteResult &result)
{
    const int code = exitCodeFor(result.status);
    if (!result.ok()) {
        if (context.json)
            print(context, {{QStringLiteral("status"), statusName(result.status)}, {QStringLiteral("error"), result.message}}, {});
        else
            m_err << result.message << Qt::endl;
        return code;
    }
    print(context,
          {{QStringLiteral("status"), statusName(result.status)},
           {QStringLiteral("historyId"), result.historyId},
           {QStringLiteral("date"), result.date.toString()},
           {QStringLiteral("summary"), result.summary},
           {QStringLiteral("dice"), result.rolls},
           {QStringLiteral("result"), result.result}},
          QStringLiteral("%1: %2").arg(result.date.toString(), result.summary));
    return code;
}

int Cli::usage(const Context &context, const QString &message)
{
    if (context.json)
        print(context, {{QStringLiteral("status"), QStringLiteral("usage")}, {QStringLiteral("error"), message}}, {});
    else
        m_err << message << Qt::endl;
    return ExitUsage;
}

int Cli::fileError(const Context &context, const db::FileError &error)
{
    if (context.json)
        print(context, {{QStringLiteral("status"), QStringLiteral("file-error")}, {QStringLiteral("error"), error.message}}, {});
    else
        m_err << error.message << Qt::endl;
    return ExitFile;
}

void Cli::print(const Context &context, const QJsonObject &json, const QString &text)
{
    if (context.json)
        m_out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
    else if (!text.isEmpty())
        m_out << text << Qt::endl;
}

} // namespace herald::cli
