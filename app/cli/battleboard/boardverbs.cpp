#include "app/cli/battleboard/boardverbs.h"

#include "app/cli/battleboard/boardshow.h"
#include "app/cli/battleboard/boardwarmaster.h"
#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/battleboard/armyspec.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::BoardVerbs)
};

/// Runs a board command and reports it; when done, the log lines it wrote follow its history
/// line (each roll explained), unless --json prints them in the result.
int runAndReport(CliContext &c, const QString &command, const QJsonObject &args)
{
    const db::ExecuteResult r = c.service.execute(command, args);
    const int code = c.report(r);
    const QJsonArray log = r.result.value(QStringLiteral("log")).toArray();
    if (r.ok() && !c.json && log.size() > 1) {
        for (const QJsonValue &line : log)
            c.out << QStringLiteral("  ") << line.toString() << Qt::endl;
    }
    return code;
}

/// Adds --typed faces to `args`; false (usage reported in *code) when they are not numbers.
bool addTyped(CliContext &c, const Words &w, QJsonObject &args, int *code)
{
    if (!w.options.contains(QStringLiteral("typed")))
        return true;
    const auto faces = typedFaces(w.options.value(QStringLiteral("typed")));
    if (!faces) {
        *code = c.usage(Tr::tr("--typed takes the faces the dice showed, e.g. --typed 5,4"));
        return false;
    }
    args.insert(QStringLiteral("typed"), *faces);
    return true;
}

int newBattle(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("attacker"), QStringLiteral("defender"),
                                       QStringLiteral("options"), QStringLiteral("tables")});
    if (w.positional.size() != 1 || !w.options.contains(QStringLiteral("attacker")) ||
        !w.options.contains(QStringLiteral("defender")))
        return c.usage(Tr::tr("board new needs a name and both armies: board new FILE NAME "
                              "--attacker \"Union: 4 infantry, 1 cavalry, 1 leader\" --defender "
                              "\"...\" [--options JSON] [--tables TABLES.json]"));
    QJsonObject args{{QStringLiteral("name"), w.positional.first()}};
    for (const QString &side : {QStringLiteral("attacker"), QStringLiteral("defender")}) {
        QString problem;
        const auto army = app::battleboard::readArmySpec(w.options.value(side), &problem);
        if (!army)
            return c.usage(QStringLiteral("--%1: %2").arg(side, problem));
        args.insert(side, *army);
    }
    if (w.options.contains(QStringLiteral("options"))) {
        QJsonParseError error;
        const QJsonDocument doc =
            QJsonDocument::fromJson(w.options.value(QStringLiteral("options")).toUtf8(), &error);
        if (!doc.isObject())
            return c.usage(Tr::tr("--options takes a JSON object of settings, e.g. "
                                  "'{\"waoi\": true}' (%1)")
                               .arg(error.errorString()));
        args.insert(QStringLiteral("options"), doc.object());
    }
    if (w.options.contains(QStringLiteral("tables"))) {
        QFile file(w.options.value(QStringLiteral("tables")));
        if (!file.open(QIODevice::ReadOnly))
            return c.fileError(
                {db::FileProblem::Unreadable,
                 Tr::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString())});
        args.insert(QStringLiteral("tables"), QString::fromUtf8(file.readAll()));
    }
    return runAndReport(c, QStringLiteral("board.new"), args);
}

int setUp(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {});
    const bool automatic = w.has(QStringLiteral("auto"));
    if (w.positional.size() < 2 || (automatic != (w.positional.size() == 2)))
        return c.usage(Tr::tr("board setup needs a battle, a side and one space per unit in the "
                              "army's order, or --auto: board setup FILE BATTLE attacker line:1 "
                              "line:2 reserve ..."));
    QJsonObject args{{QStringLiteral("battle"), w.positional.at(0)},
                     {QStringLiteral("side"), w.positional.at(1)}};
    if (automatic)
        args.insert(QStringLiteral("auto"), true);
    else
        args.insert(QStringLiteral("placements"), QJsonArray::fromStringList(w.positional.mid(2)));
    return runAndReport(c, QStringLiteral("board.setup"), args);
}

/// "5:2,6:2": further chargers with their targets.
bool addChargers(const QString &text, int unit, int target, QJsonObject &args)
{
    QJsonArray charges{
        QJsonObject{{QStringLiteral("unit"), unit}, {QStringLiteral("target"), target}}};
    for (const QString &pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = pair.split(QLatin1Char(':'));
        bool ok1 = false;
        bool ok2 = false;
        if (parts.size() != 2)
            return false;
        charges.append(QJsonObject{{QStringLiteral("unit"), parts.at(0).toInt(&ok1)},
                                   {QStringLiteral("target"), parts.at(1).toInt(&ok2)}});
        if (!ok1 || !ok2)
            return false;
    }
    args.insert(QStringLiteral("charges"), charges);
    return true;
}

int action(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(
        words, {QStringLiteral("typed"), QStringLiteral("with"), QStringLiteral("evade")});
    const QString synopsis = Tr::tr(
        "board action FILE BATTLE fire|charge|pursue UNIT TARGET, move UNIT SPACE, entrench|pass "
        "UNIT, rally LEADER BRIGADE (- for a native army); charge takes --with UNIT:TARGET,... "
        "and --evade TARGET,...; every action takes --typed FACES");
    if (w.positional.size() < 3)
        return c.usage(synopsis);
    const QString kind = w.positional.at(1);
    QJsonObject args{{QStringLiteral("battle"), w.positional.at(0)},
                     {QStringLiteral("action"), kind}};
    const QStringList rest = w.positional.mid(2);
    const bool one = kind == QLatin1String("entrench") || kind == QLatin1String("pass");
    if (rest.size() != (one ? 1 : 2))
        return c.usage(synopsis);
    bool ok = true;
    const int unit = rest.at(0) == QLatin1String("-") ? -1 : rest.at(0).toInt(&ok);
    if (!ok)
        return c.usage(synopsis);
    args.insert(QStringLiteral("unit"), unit);
    if (kind == QLatin1String("move")) {
        args.insert(QStringLiteral("to"), rest.at(1));
    } else if (!one) {
        const int target = rest.at(1).toInt(&ok);
        if (!ok)
            return c.usage(synopsis);
        args.insert(QStringLiteral("target"), target);
        if (w.options.contains(QStringLiteral("with")) &&
            !addChargers(w.options.value(QStringLiteral("with")), unit, target, args))
            return c.usage(synopsis);
    }
    if (w.options.contains(QStringLiteral("evade"))) {
        QJsonArray evade;
        for (const QString &id :
             w.options.value(QStringLiteral("evade")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            evade.append(id.toInt());
        args.insert(QStringLiteral("evade"), evade);
    }
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runAndReport(c, QStringLiteral("board.action"), args);
}

/// board end|resolve FILE BATTLE [--typed], board retreat FILE BATTLE SIDE.
int battleCommand(CliContext &c, const QStringList &words, const QString &command,
                  const QStringList &keys, const QString &synopsis)
{
    const Words w = parseWords(words, {QStringLiteral("typed")});
    if (w.positional.size() != keys.size() + 1)
        return c.usage(synopsis);
    QJsonObject args{{QStringLiteral("battle"), w.positional.first()}};
    for (qsizetype i = 0; i < keys.size(); ++i)
        args.insert(keys.at(i), w.positional.at(i + 1));
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runAndReport(c, command, args);
}

int boardVerb(CliContext &c, QStringList words)
{
    static const QStringList actions{
        QStringLiteral("list"),        QStringLiteral("new"),         QStringLiteral("setup"),
        QStringLiteral("show"),        QStringLiteral("action"),      QStringLiteral("end"),
        QStringLiteral("retreat"),     QStringLiteral("resolve"),     QStringLiteral("odds"),
        QStringLiteral("from-battle"), QStringLiteral("result-sheet")};
    const QString verb = words.isEmpty() ? QString() : words.takeFirst();
    if (!actions.contains(verb))
        return c.usage(Tr::tr("board needs an action: %1 (see: herald-cli help).")
                           .arg(actions.join(QStringLiteral(", "))));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (verb == QLatin1String("list"))
        return listBoards(c);
    if (verb == QLatin1String("new"))
        return newBattle(c, words);
    if (verb == QLatin1String("setup"))
        return setUp(c, words);
    if (verb == QLatin1String("from-battle"))
        return boardFromBattle(c, words);
    if (verb == QLatin1String("result-sheet"))
        return writeResultSheet(c, words);
    if (verb == QLatin1String("show"))
        return showBoard(c, words);
    if (verb == QLatin1String("action"))
        return action(c, words);
    if (verb == QLatin1String("end"))
        return battleCommand(c, words, QStringLiteral("board.end"), {},
                             Tr::tr("board end needs a battle: board end FILE BATTLE"));
    if (verb == QLatin1String("retreat"))
        return battleCommand(
            c, words, QStringLiteral("board.retreat"), {QStringLiteral("side")},
            Tr::tr("board retreat needs a battle and a side: board retreat FILE BATTLE defender"));
    if (verb == QLatin1String("resolve"))
        return battleCommand(c, words, QStringLiteral("board.resolve"), {},
                             Tr::tr("board resolve needs a battle: board resolve FILE BATTLE"));
    return showOdds(c, words);
}

} // namespace

void addBattleBoardVerbs(VerbTable &table)
{
    table.add(
        {QStringLiteral("board"),
         QStringLiteral("board list|new|setup|show|action|end|retreat|resolve|odds|from-battle|"
                        "result-sheet FILE ... "
                        "(see docs/cli-battleboard.md)"),
         Tr::tr("Civil War battle board: battles, secret set-ups, actions with their dice, "
                "auto-resolve and odds"),
         true, boardVerb});
}

} // namespace herald::cli
