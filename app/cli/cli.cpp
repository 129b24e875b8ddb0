#include "app/cli/cli.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::Cli)
};

} // namespace

int Cli::run(QStringList args)
{
    CliContext context(m_out, m_err);
    if (args.removeAll(QStringLiteral("--json")) > 0)
        context.json = true;
    return dispatch(context, args);
}

int Cli::dispatch(CliContext &context, QStringList words)
{
    if (words.isEmpty())
        return context.usage(Tr::tr("No verb given. Try: herald-cli help"));
    const QString verb = words.takeFirst();
    if (verb == QLatin1String("help") || verb == QLatin1String("--help") ||
        verb == QLatin1String("-h"))
        return help(context);
    if (verb == QLatin1String("run") && !context.scripted)
        return runScript(context, words);
    const Verb *found = standardVerbs().find(verb);
    if (!found)
        return context.usage(Tr::tr("Unknown verb \"%1\". Try: herald-cli help").arg(verb));
    if (context.scripted && !found->inScripts)
        return context.usage(Tr::tr("\"%1\" cannot be used inside a script.").arg(verb));
    return found->run(context, words);
}

int Cli::runScript(CliContext &context, QStringList words)
{
    int code = ExitOk;
    if (!context.openCampaign(words, &code))
        return code;
    if (words.size() != 1)
        return context.usage(Tr::tr("run needs a campaign file and a script file."));
    const QString scriptPath = words.first();
    QFile script(scriptPath);
    if (!script.open(QIODevice::ReadOnly | QIODevice::Text))
        return context.fileError(
            {db::FileProblem::Unreadable,
             Tr::tr("The script %1 cannot be read: %2").arg(scriptPath, script.errorString())});
    context.scripted = true;
    int lineNumber = 0;
    while (!script.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(script.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto lineWords = splitWords(line);
        code = lineWords ? dispatch(context, *lineWords)
                         : context.usage(Tr::tr("a quote is not closed"));
        if (code != ExitOk) {
            m_err << Tr::tr("%1:%2: the script stopped here; the lines before it stay done.")
                         .arg(scriptPath, QString::number(lineNumber))
                  << Qt::endl;
            return code;
        }
    }
    return ExitOk;
}

int Cli::help(CliContext &context)
{
    QStringList lines{
        Tr::tr("herald-cli: a referee's desk from the command line. Add --json to any "
               "verb for JSON output."),
        QString()};
    QJsonArray verbs;
    for (const Verb &verb : standardVerbs().all()) {
        // A long synopsis gets its own line, with the description indented below it.
        if (verb.synopsis.size() > 46)
            lines << QStringLiteral("  ") + verb.synopsis
                  << QStringLiteral("  %1").arg(QString(), -48) + verb.description;
        else
            lines << QStringLiteral("  %1").arg(verb.synopsis, -48) + verb.description;
        verbs.append(QJsonObject{{QStringLiteral("name"), verb.name},
                                 {QStringLiteral("synopsis"), verb.synopsis},
                                 {QStringLiteral("description"), verb.description}});
    }
    lines << QStringLiteral("  %1").arg(QStringLiteral("run FILE SCRIPT"), -48) +
                 Tr::tr("one verb per line, without FILE; # starts a comment")
          << QString()
          << Tr::tr("Exit codes: 0 done, 1 refused by the rules (nothing changed), 2 usage, 3 file "
                    "problem.");
    context.print({{QStringLiteral("verbs"), verbs}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

} // namespace herald::cli
