#include "app/cli/hexwar/hexgameverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/cli/hexwar/jsonfile.h"
#include "app/hexwarrender/hexgameprintsource.h"
#include "app/services/hexwar/gamequery.h"
#include "app/services/hexwar/gameview.h"
#include "db/hexwar/playbymail.h"
#include "db/hexwar/statejson.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace herald::cli {

namespace hw = herald::app::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::HexgameVerbs)
};

/// "0724-0725,0726" or "0724 0725": the hexes in order.
QJsonArray hexList(const QString &text)
{
    return QJsonArray::fromStringList(
        text.split(QRegularExpression(QStringLiteral("[-,\\s]+")), Qt::SkipEmptyParts));
}

/// "K3=1828,K4=1829": retreats in the order given.
QJsonArray unitHexPairs(const QString &text)
{
    QJsonArray out;
    for (const QString &pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = pair.split(QLatin1Char('='));
        out.append(QJsonObject{{QStringLiteral("unit"), parts.value(0).trimmed()},
                               {QStringLiteral("hex"), parts.value(1).trimmed()}});
    }
    return out;
}

std::optional<hw::Game> gameWord(CliContext &c, const QString &name, int *code)
{
    auto g = hw::game(c.service, name);
    if (!g)
        *code = c.usage(Tr::tr("There is no hex game \"%1\" (see: hexgame list FILE).").arg(name));
    return g;
}

/// Runs hexgame.<action> on the game named first, with the arguments made from the rest.
int run(CliContext &c, const QString &action, const QString &game, QJsonObject args, const Words &w)
{
    args.insert(QStringLiteral("game"), game);
    if (w.options.contains(QStringLiteral("typed"))) {
        const auto typed = typedFaces(w.options.value(QStringLiteral("typed")));
        if (!typed)
            return c.usage(Tr::tr("--typed takes the faces the real dice showed, such as 4."));
        args.insert(QStringLiteral("typed"), *typed);
    }
    return c.report(c.service.execute(QStringLiteral("hexgame.") + action, args));
}

int listGames(CliContext &c)
{
    QJsonArray array;
    QStringList lines;
    for (const QString &name : hw::gameNames(c.service)) {
        const auto g = hw::game(c.service, name);
        const QString label = g ? hw::phaseLabel(*g) : QString();
        array.append(QJsonObject{{QStringLiteral("game"), name}, {QStringLiteral("phase"), label}});
        lines << QStringLiteral("%1: %2").arg(name, label);
    }
    c.print({{QStringLiteral("games"), array}},
            lines.isEmpty() ? Tr::tr("No hex games yet.") : lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int newGame(CliContext &c, const Words &w)
{
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("hexgame new needs a name: hexgame new FILE NAME "
                              "[--scenario black-eagle] [--scenario-file SCENARIO.json] "
                              "[--settings key=value,...] [--map MAP]"));
    QJsonObject settings;
    for (const QString &pair :
         w.options.value(QStringLiteral("settings")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = pair.section(QLatin1Char('='), 1).trimmed();
        if (value == QLatin1String("true") || value == QLatin1String("false"))
            settings.insert(key, value == QLatin1String("true"));
        else
            settings.insert(key, value);
    }
    QJsonObject args{{QStringLiteral("name"), w.positional.first()},
                     {QStringLiteral("scenario"),
                      w.options.value(QStringLiteral("scenario"), QStringLiteral("black-eagle"))},
                     {QStringLiteral("settings"), settings}};
    // One of the file's hex maps (hexmap ...) instead of the scenario's own.
    if (w.options.contains(QStringLiteral("map")))
        args.insert(QStringLiteral("map"), w.options.value(QStringLiteral("map")));
    // A scenario file in Herald's format instead of the shipped order of battle.
    if (w.options.contains(QStringLiteral("scenario-file"))) {
        int code = ExitOk;
        const auto scenario =
            readJsonObject(c, w.options.value(QStringLiteral("scenario-file")),
                           Tr::tr("%1 is not a hex game scenario file: %2"), &code);
        if (!scenario)
            return code;
        args.insert(QStringLiteral("scenarioFile"), *scenario);
    }
    return c.report(c.service.execute(QStringLiteral("hexgame.new"), args));
}

int report(CliContext &c, const Words &w, hw::Report (*make)(const hw::Game &))
{
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("Name the game: hexgame show|score FILE GAME"));
    int code = ExitOk;
    const auto g = gameWord(c, w.positional.first(), &code);
    if (!g)
        return code;
    const hw::Report r = make(*g);
    c.print(r.json, r.text);
    return ExitOk;
}

int exportMail(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexgame export FILE GAME OUT [--turn N --side blackEagle|"
                              "karameikan]: the actions for the other player, '-' for the screen"));
    int code = ExitOk;
    const auto g = gameWord(c, w.positional.first(), &code);
    if (!g)
        return code;
    db::hexwar::MailSelection selection;
    if (w.options.contains(QStringLiteral("turn"))) {
        selection.turn = w.options.value(QStringLiteral("turn")).toInt();
        const auto side = herald::hexwar::sideFromKey(w.options.value(QStringLiteral("side")));
        if (selection.turn < 1 || !side)
            return c.usage(Tr::tr("--turn takes a game turn and --side blackEagle or karameikan."));
        selection.side = *side;
    }
    QString why;
    const auto mail = db::hexwar::exportMail(*g, hw::actions(c.service, *g), selection, &why);
    if (!mail)
        return c.usage(why);
    const int count = int(mail->value(QStringLiteral("actions")).toArray().size());
    return c.writeExport(w.positional.at(1), QJsonDocument(*mail).toJson(),
                         {{QStringLiteral("game"), g->name},
                          {QStringLiteral("actions"), count},
                          {QStringLiteral("file"), w.positional.at(1)}},
                         Tr::tr("%n action(s) of %1 written to %2", nullptr, count)
                             .arg(g->name, w.positional.at(1)));
}

/// The map with its counters and the turn and score as a PDF on A4 or Letter.
int printGame(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexgame print FILE GAME OUT.pdf [--paper a4|letter]"));
    int code = ExitOk;
    const auto g = gameWord(c, w.positional.first(), &code);
    if (!g)
        return code;
    QPageSize::PageSizeId paper = QPageSize::A4;
    if (w.options.contains(QStringLiteral("paper"))) {
        const auto named = printing::paperFromName(w.options.value(QStringLiteral("paper")));
        if (!named)
            return c.usage(Tr::tr("--paper takes a4 or letter."));
        paper = *named;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return c.fileError({db::FileProblem::Storage,
                            Tr::tr("This herald-cli was started without Qt's GUI support, so it "
                                   "cannot draw a PDF; print the game from the Toolkit page.")});
    const QString out = w.positional.at(1);
    const hexwarrender::HexGamePrintSource source(*g);
    if (const QString problem = printing::printToPdf(source, out, source.options(paper));
        !problem.isEmpty())
        return c.fileError({db::FileProblem::Storage, problem});
    c.print({{QStringLiteral("game"), g->name}, {QStringLiteral("pdf"), out}},
            Tr::tr("%1 printed to %2").arg(g->name, out));
    return ExitOk;
}

int importMail(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexgame import FILE GAME MAIL: replay the other player's turn"));
    int code = ExitOk;
    const auto mail =
        readJsonObject(c, w.positional.at(1), Tr::tr("%1 is not a mail file: %2"), &code);
    if (!mail)
        return code;
    return run(c, QStringLiteral("import"), w.positional.first(), {{QStringLiteral("mail"), *mail}},
               w);
}

/// The scanned map kept with a game: IMAGE (a PNG or JPEG file), --clear or only --opacity.
int underlay(CliContext &c, const Words &w)
{
    const bool clear = w.has(QStringLiteral("clear"));
    const bool opacity = w.options.contains(QStringLiteral("opacity"));
    const qsizetype words = w.positional.size();
    if (words < 1 || words > 2 || (clear && words == 2) || (!clear && !opacity && words == 1))
        return c.usage(Tr::tr("hexgame underlay FILE GAME IMAGE [--opacity X], or --clear, or "
                              "--opacity X alone: the scanned map (PNG or JPEG) under the game's "
                              "hexes and how strongly the hexes are drawn over it, 0 to 1"));
    QJsonObject args;
    if (clear)
        args.insert(QStringLiteral("image"), QString());
    if (words == 2) {
        QFile image(w.positional.at(1));
        if (!image.open(QIODevice::ReadOnly))
            return c.fileError(
                {db::FileProblem::Unreadable,
                 Tr::tr("%1 cannot be read: %2").arg(image.fileName(), image.errorString())});
        args.insert(QStringLiteral("image"), QString::fromLatin1(image.readAll().toBase64()));
    }
    if (opacity) {
        bool number = false;
        const double value = w.options.value(QStringLiteral("opacity")).toDouble(&number);
        if (!number)
            return c.usage(Tr::tr("--opacity takes a number from 0 to 1, such as 0.4."));
        args.insert(QStringLiteral("opacity"), value);
    }
    return run(c, QStringLiteral("underlay"), w.positional.first(), args, w);
}

int attack(CliContext &c, const Words &w)
{
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("hexgame attack FILE GAME ATTACKERS DEFENDER [--typed D] "
                              "[--ad-unit ID] [--retreat ID=HEX,...] [--advance ID=HEX]"));
    QJsonObject args{{QStringLiteral("attackers"),
                      QJsonArray::fromStringList(
                          w.positional.at(1).split(QLatin1Char(','), Qt::SkipEmptyParts))},
                     {QStringLiteral("defender"), w.positional.at(2)}};
    if (w.options.contains(QStringLiteral("ad-unit")))
        args.insert(QStringLiteral("adUnit"), w.options.value(QStringLiteral("ad-unit")));
    if (w.options.contains(QStringLiteral("retreat")))
        args.insert(QStringLiteral("retreats"),
                    unitHexPairs(w.options.value(QStringLiteral("retreat"))));
    if (w.options.contains(QStringLiteral("advance")))
        args.insert(QStringLiteral("advance"),
                    unitHexPairs(w.options.value(QStringLiteral("advance"))).first().toObject());
    return run(c, QStringLiteral("attack"), w.positional.first(), args, w);
}

/// The actions whose words map one to one onto the command's arguments.
struct Plain
{
    QString action;
    QStringList keys;     ///< after GAME
    int optional = 0;     ///< how many of the last keys may be left out
    const char *synopsis; ///< for the usage message
};

int plain(CliContext &c, const Words &w, const Plain &p)
{
    const int given = int(w.positional.size()) - 1;
    if (given < int(p.keys.size()) - p.optional || given > int(p.keys.size()))
        return c.usage(Tr::tr("Usage: %1").arg(QString::fromLatin1(p.synopsis)));
    QJsonObject args;
    for (int i = 0; i < given; ++i) {
        const QString &key = p.keys.at(i);
        const QString &word = w.positional.at(i + 1);
        const bool hexes = key == QLatin1String("path") || key == QLatin1String("hexes");
        args.insert(key, hexes ? QJsonValue(hexList(word)) : QJsonValue(word));
    }
    return run(c, p.action, w.positional.first(), args, w);
}

int hexgameVerb(CliContext &c, QStringList words)
{
    static const QList<Plain> plainActions{
        {QStringLiteral("place"),
         {QStringLiteral("unit"), QStringLiteral("hex")},
         0,
         "hexgame place FILE GAME UNIT HEX"},
        {QStringLiteral("move"),
         {QStringLiteral("unit"), QStringLiteral("path")},
         0,
         "hexgame move FILE GAME UNIT HEX-HEX-..."},
        {QStringLiteral("hold"), {QStringLiteral("unit")}, 0, "hexgame hold FILE GAME UNIT"},
        {QStringLiteral("retreat"),
         {QStringLiteral("unit"), QStringLiteral("hex")},
         1,
         "hexgame retreat FILE GAME UNIT [HEX]"},
        {QStringLiteral("advance"),
         {QStringLiteral("unit"), QStringLiteral("hex")},
         2,
         "hexgame advance FILE GAME [UNIT HEX]"},
        {QStringLiteral("end-phase"), {}, 0, "hexgame end-phase FILE GAME"},
        {QStringLiteral("entry-hexes"),
         {QStringLiteral("set"), QStringLiteral("hexes")},
         0,
         "hexgame entry-hexes FILE GAME SET HEX,HEX,..."},
        {QStringLiteral("resolve-stack"),
         {QStringLiteral("hex"), QStringLiteral("keep")},
         0,
         "hexgame resolve-stack FILE GAME HEX KEEP"},
    };
    const QStringList actions{
        QStringLiteral("list"),          QStringLiteral("new"),         QStringLiteral("show"),
        QStringLiteral("place"),         QStringLiteral("move"),        QStringLiteral("hold"),
        QStringLiteral("attack"),        QStringLiteral("retreat"),     QStringLiteral("advance"),
        QStringLiteral("end-phase"),     QStringLiteral("score"),       QStringLiteral("export"),
        QStringLiteral("import"),        QStringLiteral("entry-hexes"), QStringLiteral("print"),
        QStringLiteral("resolve-stack"), QStringLiteral("underlay")};
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (!actions.contains(action))
        return c.usage(Tr::tr("hexgame needs an action: %1 (see docs/cli-hexgame.md).")
                           .arg(actions.join(QStringLiteral(", "))));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(
        words, {QStringLiteral("scenario"), QStringLiteral("settings"), QStringLiteral("typed"),
                QStringLiteral("ad-unit"), QStringLiteral("retreat"), QStringLiteral("advance"),
                QStringLiteral("turn"), QStringLiteral("side"), QStringLiteral("paper"),
                QStringLiteral("map"), QStringLiteral("opacity"), QStringLiteral("scenario-file")});
    if (action == QLatin1String("list"))
        return listGames(c);
    if (action == QLatin1String("new"))
        return newGame(c, w);
    if (action == QLatin1String("show"))
        return report(c, w, hw::showReport);
    if (action == QLatin1String("score"))
        return report(c, w, hw::scoreReport);
    if (action == QLatin1String("attack"))
        return attack(c, w);
    if (action == QLatin1String("export"))
        return exportMail(c, w);
    if (action == QLatin1String("import"))
        return importMail(c, w);
    if (action == QLatin1String("print"))
        return printGame(c, w);
    if (action == QLatin1String("underlay"))
        return underlay(c, w);
    if (w.positional.isEmpty())
        return c.usage(Tr::tr("Name the game: hexgame %1 FILE GAME ...").arg(action));
    for (const Plain &p : plainActions) {
        if (p.action == action)
            return plain(c, w, p);
    }
    return ExitUsage;
}

} // namespace

void addHexgameVerbs(VerbTable &table)
{
    table.add({QStringLiteral("hexgame"),
               QStringLiteral("hexgame list|new|show|place|move|hold|attack|retreat|advance|"
                              "end-phase|entry-hexes|resolve-stack|score|export|import|print|"
                              "underlay FILE ... (see docs/cli-hexgame.md)"),
               Tr::tr("hex-and-counter games (The Fall of the Black Eagle): moves, attacks, "
                      "phases, score, play by mail, printing"),
               true, hexgameVerb});
}

} // namespace herald::cli
