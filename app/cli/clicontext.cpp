#include "app/cli/clicontext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSaveFile>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::CliContext)
};

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
    case db::CommandStatus::ReadOnlyFile:
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
    case db::CommandStatus::ReadOnlyFile:
        return QStringLiteral("read-only");
    }
    return {};
}

} // namespace

const Verb *VerbTable::find(const QString &name) const
{
    for (const Verb &verb : m_verbs) {
        if (verb.name == name)
            return &verb;
    }
    return nullptr;
}

bool CliContext::openCampaign(QStringList &words, int *exitCode)
{
    if (scripted)
        return true;
    if (words.isEmpty()) {
        *exitCode = usage(Tr::tr("A campaign file is needed."));
        return false;
    }
    if (const db::FileError error = service.open(words.takeFirst()); !error.ok()) {
        *exitCode = fileError(error);
        return false;
    }
    return true;
}

int CliContext::report(const db::ExecuteResult &result)
{
    if (!result.ok()) {
        if (json)
            print({{QStringLiteral("status"), statusName(result.status)},
                   {QStringLiteral("error"), result.message}},
                  {});
        else
            err << result.message << Qt::endl;
        return exitCodeFor(result.status);
    }
    print({{QStringLiteral("status"), statusName(result.status)},
           {QStringLiteral("historyId"), result.historyId},
           {QStringLiteral("date"), result.date.toString()},
           {QStringLiteral("summary"), result.summary},
           {QStringLiteral("dice"), result.rolls},
           {QStringLiteral("result"), result.result}},
          QStringLiteral("%1: %2").arg(result.date.toString(), result.summary));
    return ExitOk;
}

int CliContext::usage(const QString &message)
{
    if (json)
        print({{QStringLiteral("status"), QStringLiteral("usage")},
               {QStringLiteral("error"), message}},
              {});
    else
        err << message << Qt::endl;
    return ExitUsage;
}

int CliContext::fileError(const db::FileError &error)
{
    if (json)
        print({{QStringLiteral("status"), QStringLiteral("file-error")},
               {QStringLiteral("error"), error.message}},
              {});
    else
        err << error.message << Qt::endl;
    return ExitFile;
}

void CliContext::print(const QJsonObject &object, const QString &text)
{
    if (json)
        out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << Qt::endl;
    else if (!text.isEmpty())
        out << text << Qt::endl;
}

int CliContext::writeExport(const QString &path, const QByteArray &bytes, const QJsonObject &json,
                            const QString &doneText)
{
    if (path == QLatin1String("-")) {
        out << QString::fromUtf8(bytes);
        out.flush();
        return ExitOk;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fileError({db::FileProblem::Storage,
                          Tr::tr("%1 could not be written: %2").arg(path, file.errorString())});
    print(json, doneText);
    return ExitOk;
}

} // namespace herald::cli
