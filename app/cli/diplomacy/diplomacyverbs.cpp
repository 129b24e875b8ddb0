#include "app/cli/diplomacy/diplomacyverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/cli/diplomacy/judgeverb.h"
#include "app/cli/diplomacy/setverb.h"
#include "app/diplomacyrender/phasereportsource.h"
#include "app/services/diplomacy/phasereport.h"
#include "core/diplomacy/downfall/stateformat.h"
#include "core/diplomacy/positionformat.h"
#include "db/campaignfile.h"
#include "db/diplomacy/gamestore.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::cli {

using namespace herald::db::diplomacy;
using namespace herald::app::diplomacy;
using herald::diplomacy::desk::PrivateNote;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::DiplomacyVerbs)
};

/// The game named by the next word, or the usage error already reported in *code.
std::optional<Game> gameWord(CliContext &c, QStringList &words, int *code)
{
    bool ok = false;
    const qint64 id = words.isEmpty() ? 0 : words.takeFirst().toLongLong(&ok);
    auto g = ok ? game(c.service.file()->database(), id) : std::nullopt;
    if (!g)
        *code = c.usage(
            ok ? Tr::tr("There is no Diplomacy game %1 (see: diplomacy games FILE).").arg(id)
               : Tr::tr("Name the game by its number (see: diplomacy games FILE)."));
    return g;
}

/// A phase's position in the position format; a Downfall game's with its whole Hardbop state,
/// as the stand-alone judge reads it.
QString positionText(const Phase &p)
{
    return QString::fromStdString(
        p.state ? herald::diplomacy::downfall::serializeHardbopPosition(p.position, *p.state)
                : serializePosition(p.position));
}

int listGames(CliContext &c, const QStringList &)
{
    QJsonArray array;
    QStringList lines;
    const QSqlDatabase db = c.service.file()->database();
    for (const Game &g : games(db)) {
        const auto p = phase(db, g, 0);
        const QString label = p ? p->label : QString();
        array.append(
            QJsonObject{{QStringLiteral("game"), g.id},
                        {QStringLiteral("name"), g.name},
                        {QStringLiteral("variant"), g.variant ? g.variant->key : QString()},
                        {QStringLiteral("phase"), label}});
        lines << QStringLiteral("%1  %2 (%3), %4")
                     .arg(g.id)
                     .arg(g.name, g.variant ? g.variant->label() : QString(), label);
    }
    c.print({{QStringLiteral("games"), array}},
            lines.isEmpty() ? Tr::tr("No Diplomacy games yet.") : lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int newGame(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("variant")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr(
            "diplomacy new needs a name: diplomacy new FILE NAME [--variant standard|downfall]"));
    return c.report(c.service.execute(
        QStringLiteral("diplomacy.new"),
        {{QStringLiteral("name"), w.positional.first()},
         {QStringLiteral("variant"),
          w.options.value(QStringLiteral("variant"), QStringLiteral("standard"))}}));
}

int show(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto g = gameWord(c, words, &code);
    if (!g)
        return code;
    const auto p = phase(c.service.file()->database(), *g, 0);
    if (!p)
        return c.fileError({db::FileProblem::Storage,
                            Tr::tr("The current phase of %1 cannot be read.").arg(g->name)});
    QJsonObject orders;
    QStringList lines{Tr::tr("%1 (%2): %3").arg(g->name, g->variant->label(), p->label)};
    for (auto it = p->orders.cbegin(); it != p->orders.cend(); ++it) {
        orders.insert(it.key(), it.value());
        lines << Tr::tr("%1's orders:").arg(it.key());
        for (const QString &line : it.value().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            lines << QStringLiteral("  ") + line;
    }
    const QString position = positionText(*p);
    lines << QString() << position.trimmed();
    c.print({{QStringLiteral("game"), g->id},
             {QStringLiteral("phase"), p->label},
             {QStringLiteral("orders"), orders},
             {QStringLiteral("position"), position}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int orders(CliContext &c, QStringList words)
{
    const Words w = parseWords(words, {QStringLiteral("from")});
    if (w.positional.size() < 2 ||
        (w.positional.size() == 2) == !w.options.contains(QStringLiteral("from")))
        return c.usage(Tr::tr(
            "diplomacy orders needs a game, a power and the orders: diplomacy orders FILE GAME "
            "POWER "
            "\"A Par-Bur; A Mar S A Par-Bur\" (or --from ORDERS.txt, one order a line)"));
    QString text;
    if (w.options.contains(QStringLiteral("from"))) {
        QFile file(w.options.value(QStringLiteral("from")));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return c.fileError(
                {db::FileProblem::Unreadable,
                 Tr::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString())});
        text = QString::fromUtf8(file.readAll());
    } else {
        text = w.positional.at(2);
        text.replace(QLatin1Char(';'), QLatin1Char('\n'));
    }
    bool ok = false;
    const qint64 id = w.positional.at(0).toLongLong(&ok);
    if (!ok)
        return c.usage(Tr::tr("Name the game by its number (see: diplomacy games FILE)."));
    return c.report(c.service.execute(QStringLiteral("diplomacy.orders"),
                                      {{QStringLiteral("game"), id},
                                       {QStringLiteral("power"), w.positional.at(1)},
                                       {QStringLiteral("orders"), text}}));
}

int gameCommand(CliContext &c, const QStringList &words, const QString &command,
                const QStringList &keys, const QString &synopsis)
{
    if (words.size() != keys.size() + 1)
        return c.usage(synopsis);
    bool ok = false;
    QJsonObject args{{QStringLiteral("game"), words.first().toLongLong(&ok)}};
    if (!ok)
        return c.usage(Tr::tr("Name the game by its number (see: diplomacy games FILE)."));
    for (int i = 0; i < keys.size(); ++i)
        args.insert(keys.at(i), words.at(i + 1));
    return c.report(c.service.execute(command, args));
}

int report(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const Words w = parseWords(words, {QStringLiteral("phase"), QStringLiteral("power"),
                                       QStringLiteral("pdf"), QStringLiteral("paper")});
    QStringList positional = w.positional;
    const auto g = gameWord(c, positional, &code);
    if (!g)
        return code;
    const QSqlDatabase db = c.service.file()->database();
    const int seq = w.options.value(QStringLiteral("phase"), QStringLiteral("0")).toInt();
    const auto p = phase(db, *g, seq);
    if (!p)
        return c.usage(
            Tr::tr("%1 has no phase %2 (phases count from 1).").arg(g->name, QString::number(seq)));
    const auto next = phase(db, *g, p->seq + 1);
    PhaseReport r;
    if (w.options.contains(QStringLiteral("power"))) {
        const auto power =
            g->variant->variant->findPower(w.options.value(QStringLiteral("power")).toStdString());
        if (power == herald::diplomacy::kNoPower)
            return c.usage(Tr::tr("%1 is not a power of %2.")
                               .arg(w.options.value(QStringLiteral("power")), g->variant->label()));
        r = privateReport(*g, *p, next,
                          QString::fromStdString(g->variant->variant->power(power).name));
    } else {
        r = publicReport(*g, *p, next);
    }
    if (!w.options.contains(QStringLiteral("pdf"))) {
        c.print(r.toJson(), r.toText());
        return ExitOk;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return c.fileError(
            {db::FileProblem::Storage,
             Tr::tr(
                 "This herald-cli was started without Qt's GUI support, so it cannot draw a PDF; "
                 "print the report from the Toolkit page instead.")});
    printing::PrintOptions options;
    if (w.options.contains(QStringLiteral("paper"))) {
        const auto paper = printing::paperFromName(w.options.value(QStringLiteral("paper")));
        if (!paper)
            return c.usage(Tr::tr("--paper takes a4 or letter."));
        options.paper = *paper;
    }
    const QString out = w.options.value(QStringLiteral("pdf"));
    const diplomacyrender::PhaseReportSource source(
        r, diplomacyrender::BoardLayout::forVariant(g->variant->key, *g->variant->variant));
    if (const QString problem = printing::printToPdf(source, out, options); !problem.isEmpty())
        return c.fileError({db::FileProblem::Storage, problem});
    c.print({{QStringLiteral("pdf"), out}}, Tr::tr("Report written to %1").arg(out));
    return ExitOk;
}

/// The whole game as JSON: every phase's position, orders, results and private notes (the
/// GM's copy; reports are what players get).
int exportGame(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto g = gameWord(c, words, &code);
    if (!g)
        return code;
    if (words.size() != 1)
        return c.usage(Tr::tr("diplomacy export needs an output file (- for standard output): "
                              "diplomacy export FILE GAME OUT.json"));
    const QSqlDatabase db = c.service.file()->database();
    QJsonArray phases;
    for (int seq = 1;; ++seq) {
        const auto p = phase(db, *g, seq);
        if (!p)
            break;
        QJsonObject orders;
        for (auto it = p->orders.cbegin(); it != p->orders.cend(); ++it)
            orders.insert(it.key(), it.value());
        QJsonArray notes;
        for (const PrivateNote &n : p->notes)
            notes.append(QJsonObject{{QStringLiteral("power"), n.power},
                                     {QStringLiteral("kind"), n.kind},
                                     {QStringLiteral("text"), n.text}});
        phases.append(QJsonObject{
            {QStringLiteral("seq"), p->seq},
            {QStringLiteral("phase"), p->label},
            {QStringLiteral("position"), positionText(*p)},
            {QStringLiteral("orders"), orders},
            {QStringLiteral("results"), p->adjudicated ? QJsonValue(p->results) : QJsonValue()},
            {QStringLiteral("events"), QJsonArray::fromStringList(p->events)},
            {QStringLiteral("privateNotes"), notes}});
    }
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("format"),
                                                       QStringLiteral("herald-diplomacy-game")},
                                                      {QStringLiteral("version"), 1},
                                                      {QStringLiteral("name"), g->name},
                                                      {QStringLiteral("variant"), g->variant->key},
                                                      {QStringLiteral("phases"), phases}})
                                .toJson(QJsonDocument::Indented);
    return c.writeExport(words.first(), json, {{QStringLiteral("exported"), words.first()}},
                         Tr::tr("Exported to %1").arg(words.first()));
}

int diplomacyVerb(CliContext &c, QStringList words)
{
    static const QStringList actions{
        QStringLiteral("games"),  QStringLiteral("new"),        QStringLiteral("show"),
        QStringLiteral("orders"), QStringLiteral("adjudicate"), QStringLiteral("personality"),
        QStringLiteral("note"),   QStringLiteral("report"),     QStringLiteral("export"),
        QStringLiteral("ring"),   QStringLiteral("set")};
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (!actions.contains(action))
        return c.usage(Tr::tr("diplomacy needs an action: %1 (see: herald-cli help).")
                           .arg(actions.join(QStringLiteral(", "))));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (action == QLatin1String("games"))
        return listGames(c, words);
    if (action == QLatin1String("new"))
        return newGame(c, words);
    if (action == QLatin1String("show"))
        return show(c, words);
    if (action == QLatin1String("orders"))
        return orders(c, words);
    if (action == QLatin1String("adjudicate"))
        return gameCommand(
            c, words, QStringLiteral("diplomacy.adjudicate"), {},
            Tr::tr("diplomacy adjudicate needs a game: diplomacy adjudicate FILE GAME"));
    if (action == QLatin1String("personality"))
        return gameCommand(
            c, words, QStringLiteral("diplomacy.personality"),
            {QStringLiteral("who"), QStringLiteral("at")},
            Tr::tr("diplomacy personality needs a game, a personality and a province "
                   "(\"\" to take it off): "
                   "diplomacy personality FILE GAME Gandalf Edo"));
    if (action == QLatin1String("note"))
        return gameCommand(
            c, words, QStringLiteral("diplomacy.note"),
            {QStringLiteral("power"), QStringLiteral("text")},
            Tr::tr("diplomacy note needs a game, a power and the text: diplomacy note "
                   "FILE GAME Mordor \"...\""));
    if (action == QLatin1String("ring"))
        return gameCommand(
            c, words, QStringLiteral("diplomacy.ring"), {QStringLiteral("at")},
            Tr::tr("diplomacy ring needs a game and the province where the Ring lies "
                   "hidden: diplomacy ring FILE GAME Shi"));
    if (action == QLatin1String("report"))
        return report(c, words);
    if (action == QLatin1String("set"))
        return setPosition(c, words);
    return exportGame(c, words);
}

} // namespace

void addDiplomacyVerbs(VerbTable &table)
{
    table.add(
        {QStringLiteral("diplomacy"),
         QStringLiteral(
             "diplomacy games|new|show|orders|adjudicate|personality|ring|set|note|report|export "
             "FILE "
             "... (see docs/cli-diplomacy.md)"),
         Tr::tr("Diplomacy games: new game, orders, adjudication, retreats and builds, reports"),
         true, diplomacyVerb});
    table.add(
        {QStringLiteral("adjudicate"), QStringLiteral("adjudicate POSITION ORDERS"),
         Tr::tr("judge one Diplomacy phase from a position file and an orders file, without a "
                "campaign"),
         true, judgePosition});
}

} // namespace herald::cli
