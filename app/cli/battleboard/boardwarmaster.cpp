#include "app/cli/battleboard/boardwarmaster.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/battleboard/frombattle.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace herald::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::BoardWarmaster)
};

/// A refusal that no command made (the battle or the board is not in the state asked for).
int refuse(CliContext &c, const QString &problem)
{
    if (c.json)
        c.print({{QStringLiteral("status"), QStringLiteral("refused")},
                 {QStringLiteral("error"), problem}},
                {});
    else
        c.err << problem << Qt::endl;
    return ExitRefused;
}

} // namespace

int boardFromBattle(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("mapping")});
    bool number = false;
    const int battle = w.positional.value(0).toInt(&number);
    if (w.positional.size() != 2 || !number)
        return c.usage(Tr::tr("board from-battle needs a pending battle's number and a name for "
                              "the board battle: board from-battle FILE BATTLE NAME [--mapping "
                              "MAPPING.json]"));
    QByteArray mapping;
    if (w.options.contains(QStringLiteral("mapping"))) {
        QFile file(w.options.value(QStringLiteral("mapping")));
        if (!file.open(QIODevice::ReadOnly))
            return c.fileError(
                {db::FileProblem::Unreadable,
                 Tr::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString())});
        mapping = file.readAll();
    }
    QString problem;
    const auto args =
        app::battleboard::boardFromBattle(c.service, battle, w.positional.at(1), mapping, &problem);
    if (!args)
        return refuse(c, problem);
    return c.report(c.service.execute(QStringLiteral("board.new"), *args));
}

int writeResultSheet(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {});
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("board result-sheet needs the board battle and a file to write: "
                              "board result-sheet FILE NAME OUT.json"));
    const auto board = app::battleboard::board(c.service, w.positional.at(0));
    if (!board)
        return c.usage(Tr::tr("There is no battle board battle \"%1\" (see: board list FILE).")
                           .arg(w.positional.at(0)));
    QString problem;
    const auto sheet = app::battleboard::resultSheet(*board, &problem);
    if (!sheet)
        return refuse(c, problem);
    const int battle = board->warmaster.value(QStringLiteral("battle")).toInt();
    return c.writeExport(
        w.positional.at(1), QJsonDocument(*sheet).toJson(QJsonDocument::Indented),
        {{QStringLiteral("battle"), battle}, {QStringLiteral("sheet"), *sheet}},
        Tr::tr("The result sheet of battle %1 is written; enter it with: battle result FILE %1 %2")
            .arg(battle)
            .arg(w.positional.at(1)));
}

} // namespace herald::cli
