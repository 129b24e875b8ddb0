#include "app/cli/campaignverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/campaignexport.h"
#include "app/services/historyexplanation.h"
#include "db/campaignjson.h"
#include "db/commandregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::CampaignVerbs)
};

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
            {QStringLiteral("explanation"), QJsonArray::fromStringList(e.explanation)},
            {QStringLiteral("undone"), e.undone},
            {QStringLiteral("undoable"), e.undoable},
            {QStringLiteral("recorded"), e.recordedUtc}};
}

int info(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.service.isOpen() && !c.openCampaign(words, &code))
        return code;
    const app::CampaignInfo i = c.service.info();
    c.print(
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
         {QStringLiteral("schemaVersion"), i.schemaVersion},
         {QStringLiteral("readOnly"), !i.readOnlyReason.isEmpty()},
         {QStringLiteral("readOnlyReason"), i.readOnlyReason}},
        Tr::tr("%1 (%2)\n%3, phase %4\nHistory: %5 commands; dice seed %6, %7 dice drawn")
                .arg(i.name, i.path, i.date.toString(), i.phase, QString::number(i.historyCount),
                     QString::number(i.diceSeed), QString::number(i.diceDraws)) +
            (i.readOnlyReason.isEmpty()
                 ? QString()
                 : QLatin1Char('\n') +
                       Tr::tr("Read-only (%1): it can be read, printed and exported, not changed.")
                           .arg(i.readOnlyReason)));
    return ExitOk;
}

int create(CliContext &c, QStringList words)
{
    const Words w = parseWords(words, {QStringLiteral("name"), QStringLiteral("seed")});
    if (w.positional.size() != 1)
        return c.usage(
            Tr::tr("new needs exactly one file: herald-cli new FILE [--name NAME] [--seed N]"));
    bool seedOk = true;
    const std::uint64_t seed = w.options.contains(QStringLiteral("seed"))
                                   ? w.options.value(QStringLiteral("seed")).toULongLong(&seedOk)
                                   : app::newDiceSeed();
    if (!seedOk)
        return c.usage(Tr::tr("--seed must be a whole number."));
    const QString name = w.options.value(QStringLiteral("name"), Tr::tr("New campaign"));
    if (const db::FileError error = c.service.create(w.positional.first(), name, seed); !error.ok())
        return c.fileError(error);
    return info(c, {});
}

int history(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("limit")});
    const int limit = w.options.value(QStringLiteral("limit"), QStringLiteral("50")).toInt();
    if (limit <= 0)
        return c.usage(Tr::tr("--limit must be a positive whole number."));
    QJsonArray array;
    QStringList lines;
    for (const db::HistoryEntry &e : c.service.history().newestFirst(0, limit)) {
        array.append(entryToJson(e));
        lines << QStringLiteral("%1  %2: %3%4")
                     .arg(e.id, 5)
                     .arg(e.date.toString(), e.summary, e.undone ? Tr::tr(" (undone)") : QString());
    }
    c.print({{QStringLiteral("entries"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// explain FILE HISTORY-ID: one history entry with its dice and the rules decisions it made.
int explain(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    bool isNumber = false;
    const qint64 id = words.size() == 1 ? words.first().toLongLong(&isNumber) : 0;
    if (!isNumber)
        return c.usage(Tr::tr("explain needs the number of a history entry: explain FILE "
                              "HISTORY-ID (see: history FILE)"));
    const auto entry = c.service.history().entry(id);
    if (!entry)
        return c.usage(Tr::tr("The history has no entry #%1 (see: history FILE).").arg(id));
    c.print(entryToJson(*entry), app::explanationLines(*entry).join(QLatin1Char('\n')));
    return ExitOk;
}

int undoRedo(CliContext &c, QStringList words, bool undo)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("steps")});
    const int steps = w.options.value(QStringLiteral("steps"), QStringLiteral("1")).toInt();
    if (steps <= 0)
        return c.usage(Tr::tr("--steps must be a positive whole number."));
    for (int i = 0; i < steps; ++i) {
        db::ExecuteResult r = undo ? c.service.undo() : c.service.redo();
        if (r.ok())
            r.summary = (undo ? Tr::tr("Undone: %1") : Tr::tr("Redone: %1")).arg(r.summary);
        if (const int result = c.report(r); result != ExitOk)
            return result;
    }
    return ExitOk;
}

int roll(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("purpose"), QStringLiteral("typed")});
    if (w.positional.size() != 1)
        return c.usage(
            Tr::tr("roll needs one dice expression: roll FILE 2d6 [--purpose TEXT] [--typed 3,4]"));
    QJsonObject args{{QStringLiteral("expression"), w.positional.first()},
                     {QStringLiteral("purpose"), w.options.value(QStringLiteral("purpose"))}};
    if (w.options.contains(QStringLiteral("typed"))) {
        const auto typed = typedFaces(w.options.value(QStringLiteral("typed")));
        if (!typed)
            return c.usage(Tr::tr("--typed takes whole numbers separated by commas, such as 3,4."));
        args.insert(QStringLiteral("typed"), *typed);
    }
    return c.report(c.service.execute(QStringLiteral("dice.roll"), args));
}

int doCommand(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (words.isEmpty() || words.size() > 2)
        return c.usage(Tr::tr("do needs a command name and optional JSON arguments: do FILE "
                              "campaign.rename '{\"name\":\"X\"}'"));
    QJsonObject args;
    if (words.size() == 2) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(words.at(1).toUtf8(), &error);
        if (!doc.isObject())
            return c.usage(Tr::tr("The arguments must be a JSON object (%1 at character %2).")
                               .arg(error.error == QJsonParseError::NoError
                                        ? Tr::tr("not an object")
                                        : error.errorString())
                               .arg(error.offset + 1));
        args = doc.object();
    }
    return c.report(c.service.execute(words.first(), args));
}

int commands(CliContext &c, QStringList)
{
    QJsonArray array;
    QStringList lines;
    for (const db::CommandDefinition &d : db::standardCommands().all()) {
        array.append(QJsonObject{{QStringLiteral("name"), d.name},
                                 {QStringLiteral("description"), d.description}});
        lines << QStringLiteral("%1  %2").arg(d.name, -24).arg(d.description);
    }
    c.print({{QStringLiteral("commands"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int exportCampaign(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (words.size() != 1)
        return c.usage(Tr::tr("export needs an output file (- for standard output)."));
    if (words.first() == QLatin1String("-")) {
        db::FileError error;
        const QByteArray json = app::campaignJson(c.service, &error);
        if (!error.ok())
            return c.fileError(error);
        c.out << QString::fromUtf8(json);
        c.out.flush();
        return ExitOk;
    }
    if (const db::FileError error = app::exportCampaignJson(c.service, words.first()); !error.ok())
        return c.fileError(error);
    c.print({{QStringLiteral("exported"), words.first()}},
            Tr::tr("Exported to %1").arg(words.first()));
    return ExitOk;
}

int importCampaign(CliContext &c, QStringList words)
{
    if (words.size() != 2)
        return c.usage(
            Tr::tr("import needs a JSON file and a new campaign file: import IN.json OUT.herald"));
    QFile in(words.at(0));
    if (!in.open(QIODevice::ReadOnly))
        return c.fileError({db::FileProblem::Unreadable,
                            Tr::tr("%1 cannot be read: %2").arg(words.at(0), in.errorString())});
    if (const db::FileError error = db::importCampaign(in.readAll(), words.at(1)); !error.ok())
        return c.fileError(error);
    c.print({{QStringLiteral("imported"), words.at(1)}},
            Tr::tr("Imported into %1").arg(words.at(1)));
    return ExitOk;
}

} // namespace

void addCampaignVerbs(VerbTable &table)
{
    table.add({QStringLiteral("new"), QStringLiteral("new FILE [--name NAME] [--seed N]"),
               Tr::tr("create a campaign file"), false, create});
    table.add({QStringLiteral("info"), QStringLiteral("info FILE"),
               Tr::tr("name, date, history size and dice of a campaign"), true, info});
    table.add({QStringLiteral("history"), QStringLiteral("history FILE [--limit N]"),
               Tr::tr("the newest commands first"), true, history});
    table.add({QStringLiteral("explain"), QStringLiteral("explain FILE HISTORY-ID"),
               Tr::tr("one command's dice and rules decisions"), true, explain});
    table.add({QStringLiteral("undo"), QStringLiteral("undo FILE [--steps N]"),
               Tr::tr("take back the last command(s)"), true,
               [](CliContext &c, QStringList w) { return undoRedo(c, w, true); }});
    table.add({QStringLiteral("redo"), QStringLiteral("redo FILE [--steps N]"),
               Tr::tr("apply undone command(s) again"), true,
               [](CliContext &c, QStringList w) { return undoRedo(c, w, false); }});
    table.add({QStringLiteral("roll"),
               QStringLiteral("roll FILE EXPR [--purpose TEXT] [--typed 3,4]"),
               Tr::tr("roll dice, or record what real dice showed"), true, roll});
    table.add({QStringLiteral("do"), QStringLiteral("do FILE COMMAND [JSON]"),
               Tr::tr("run any command by name (see: commands)"), true, doCommand});
    table.add({QStringLiteral("commands"), QStringLiteral("commands"),
               Tr::tr("list every command with its arguments"), true, commands});
    table.add({QStringLiteral("export"), QStringLiteral("export FILE OUT.json"),
               Tr::tr("the campaign as JSON (- for standard output)"), true, exportCampaign});
    table.add({QStringLiteral("import"), QStringLiteral("import IN.json FILE"),
               Tr::tr("a new campaign from JSON"), false, importCampaign});
}

} // namespace herald::cli
