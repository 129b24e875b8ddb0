#include "app/cli/warmaster/warmasterverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/cli/warmaster/armyverbs.h"
#include "app/cli/warmaster/expeditionverbs.h"
#include "app/cli/warmaster/verbsupport.h"
#include "app/printing/rostersheet.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <map>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::WarmasterVerbs)
};

QJsonObject optionArgs(const Words &w, const std::map<QString, QString> &optionToArg)
{
    QJsonObject args;
    for (const auto &[option, arg] : optionToArg) {
        if (w.options.contains(option))
            args.insert(arg, w.options.value(option));
    }
    if (w.has(QStringLiteral("npp")))
        args.insert(QStringLiteral("npp"), true);
    if (w.options.contains(QStringLiteral("npp")))
        args.insert(QStringLiteral("npp"),
                    w.options.value(QStringLiteral("npp")) == QLatin1String("yes"));
    return args;
}

QSqlDatabase database(CliContext &c)
{
    return c.service.file()->database();
}

int year(CliContext &c, const Words &w, bool *ok)
{
    *ok = true;
    if (!w.options.contains(QStringLiteral("year")))
        return c.service.info().date.year;
    const int y = w.options.value(QStringLiteral("year")).toInt(ok);
    *ok = *ok && y >= 1;
    return y;
}

const std::map<QString, QString> nationOptions{
    {QStringLiteral("name"), QStringLiteral("name")},
    {QStringLiteral("colour"), QStringLiteral("colour")},
    {QStringLiteral("player"), QStringLiteral("player")},
    {QStringLiteral("list"), QStringLiteral("armyList")},
    {QStringLiteral("capital"), QStringLiteral("capital")}};
const QStringList nationValueOptions{QStringLiteral("name"), QStringLiteral("colour"),
                                     QStringLiteral("player"), QStringLiteral("list"),
                                     QStringLiteral("capital")};

int nationList(CliContext &c, const Words &)
{
    QJsonArray array;
    QStringList lines;
    for (const db::NationRecord &n : db::loadNations(database(c))) {
        array.append(QJsonObject{{QStringLiteral("id"), n.id},
                                 {QStringLiteral("name"), n.name},
                                 {QStringLiteral("colour"), n.colour},
                                 {QStringLiteral("player"), n.playerName},
                                 {QStringLiteral("armyList"), n.armyListId},
                                 {QStringLiteral("race"), n.race},
                                 {QStringLiteral("createdRace"), n.createdRace},
                                 {QStringLiteral("capital"), n.capital},
                                 {QStringLiteral("npp"), n.npp}});
        lines << Tr::tr("%1  %2 %3  player %4, race %5, capital %6%7")
                     .arg(n.id, 3)
                     .arg(n.name, n.colour, n.playerName.isEmpty() ? Tr::tr("none") : n.playerName,
                          n.race.isEmpty() ? Tr::tr("none") : n.race,
                          n.capital.isEmpty() ? Tr::tr("none") : n.capital,
                          n.npp ? Tr::tr(", NPP") : QString());
    }
    c.print({{QStringLiteral("nations"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int nationVerb(CliContext &c, QStringList words)
{
    std::map<QString, Action> actions{
        {QStringLiteral("list"), nationList},
        {QStringLiteral("add"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(
                     Tr::tr("nation add FILE NAME --colour #rrggbb [--player P] [--list ID] "
                            "[--capital XXYY] [--npp]"));
             QJsonObject args = optionArgs(w, nationOptions);
             args.insert(QStringLiteral("name"), w.positional.first());
             return c.report(c.service.execute(QStringLiteral("nation.add"), args));
         }},
        {QStringLiteral("edit"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(
                     Tr::tr("nation edit FILE NATION [--name N] [--colour C] [--player P] "
                            "[--list ID] [--capital XXYY] [--npp yes|no]"));
             QJsonObject args = optionArgs(w, nationOptions);
             args.insert(QStringLiteral("nation"), w.positional.first());
             return c.report(c.service.execute(QStringLiteral("nation.edit"), args));
         }},
        {QStringLiteral("remove"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("nation remove FILE NATION"));
             return c.report(c.service.execute(QStringLiteral("nation.remove"),
                                               {{QStringLiteral("nation"), w.positional.first()}}));
         }},
        {QStringLiteral("grant"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int points = w.positional.value(2).toInt(&ok);
             if (w.positional.size() < 4 || !ok)
                 return c.usage(Tr::tr(
                     "nation grant FILE NATION population|character POINTS REASON [--area XXYY]"));
             QJsonObject args{
                 {QStringLiteral("nation"), w.positional.at(0)},
                 {QStringLiteral("kind"), w.positional.at(1)},
                 {QStringLiteral("points"), points},
                 {QStringLiteral("reason"), w.positional.mid(3).join(QLatin1Char(' '))}};
             if (w.options.contains(QStringLiteral("area")))
                 args.insert(QStringLiteral("area"), w.options.value(QStringLiteral("area")));
             return c.report(c.service.execute(QStringLiteral("tally.grant"), args));
         }},
    };
    actions.merge(nationLossActions());
    return dispatch(c, words, QStringLiteral("nation"), actions,
                    nationValueOptions + QStringList{QStringLiteral("area")} + nationLossOptions());
}

int playerVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("add"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("player add FILE NAME [--colour LABEL]"));
             QJsonObject args{{QStringLiteral("name"), w.positional.first()}};
             if (w.options.contains(QStringLiteral("colour")))
                 args.insert(QStringLiteral("colour"), w.options.value(QStringLiteral("colour")));
             return c.report(c.service.execute(QStringLiteral("player.add"), args));
         }},
        {QStringLiteral("remove"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("player remove FILE PLAYER"));
             return c.report(c.service.execute(QStringLiteral("player.remove"),
                                               {{QStringLiteral("player"), w.positional.first()}}));
         }},
    };
    return dispatch(c, words, QStringLiteral("player"), actions, {QStringLiteral("colour")});
}

int armylistVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("list"),
         [](CliContext &c, const Words &) {
             QJsonArray array;
             QStringList lines;
             for (const db::ArmyListRecord &l : db::loadArmyLists(database(c))) {
                 array.append(QJsonObject{{QStringLiteral("id"), l.id},
                                          {QStringLiteral("race"), l.race},
                                          {QStringLiteral("sample"), l.sample},
                                          {QStringLiteral("created"), l.created}});
                 lines << QStringLiteral("%1  %2%3%4")
                              .arg(l.id.leftJustified(32), l.race,
                                   l.sample ? Tr::tr(" [sample]") : QString(),
                                   l.created ? Tr::tr(" [created race]") : QString());
             }
             c.print({{QStringLiteral("armyLists"), array}}, lines.join(QLatin1Char('\n')));
             return int(ExitOk);
         }},
        {QStringLiteral("import"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("armylist import FILE LIST.json"));
             QFile in(w.positional.first());
             if (!in.open(QIODevice::ReadOnly))
                 return c.fileError(
                     {db::FileProblem::Unreadable,
                      Tr::tr("%1 cannot be read: %2").arg(w.positional.first(), in.errorString())});
             return c.report(
                 c.service.execute(QStringLiteral("armylist.import"),
                                   {{QStringLiteral("text"), QString::fromUtf8(in.readAll())}}));
         }},
        {QStringLiteral("remove"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("armylist remove FILE ID"));
             return c.report(c.service.execute(QStringLiteral("armylist.remove"),
                                               {{QStringLiteral("id"), w.positional.first()}}));
         }},
    };
    return dispatch(c, words, QStringLiteral("armylist"), actions, {});
}

int tallyVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("year")});
    bool ok = false;
    const int y = year(c, w, &ok);
    if (!ok)
        return c.usage(Tr::tr("--year must be a year of the campaign (1 or later)."));
    const warmaster::StrategicMap map = db::loadTallyMap(database(c));
    const warmaster::Tally tally = db::tallyCampaign(database(c), map, y);
    QJsonArray array;
    QStringList lines;
    for (const warmaster::NationTally &t : tally.nations) {
        array.append(app::nationTallyToJson(map, t));
        lines << Tr::tr("%1 (year %2)")
                     .arg(map.nations[std::size_t(t.nation)].name, QString::number(y));
        for (const QString &line : t.explain() + t.population.explainAreas(map).mid(1))
            lines << QStringLiteral("  ") + line;
    }
    c.print({{QStringLiteral("year"), y},
             {QStringLiteral("nations"), array},
             {QStringLiteral("ignored"), QJsonArray::fromStringList(tally.ignored)}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// The roster of NATION for --year (default the campaign's), as JSON; ExitRefused without one.
int rosterReport(CliContext &c, const Words &w, QJsonObject *json)
{
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("roster show|validate FILE NATION [--year N]"));
    bool ok = false;
    const int y = year(c, w, &ok);
    if (!ok)
        return c.usage(Tr::tr("--year must be a year of the campaign (1 or later)."));
    const auto nation = db::findNation(database(c), w.positional.first());
    const auto stored = nation ? db::loadRoster(database(c), nation->id, y) : std::nullopt;
    const auto list = nation ? db::loadArmyList(database(c), nation->armyListId) : std::nullopt;
    if (!stored || !list) {
        const QString message =
            !nation ? Tr::tr("There is no nation \"%1\".").arg(w.positional.first())
                    : Tr::tr("%1 has no roster for year %2.").arg(nation->name, QString::number(y));
        if (c.json)
            c.print({{QStringLiteral("status"), QStringLiteral("refused")},
                     {QStringLiteral("error"), message}},
                    {});
        else
            c.err << message << Qt::endl;
        return ExitRefused;
    }
    *json = app::rosterToJson(*nation, stored->roster, *list, db::loadSettings(database(c)));
    return ExitOk;
}

QString rosterText(const QJsonObject &r)
{
    QStringList lines;
    lines << Tr::tr("%1 (%2), year %3, player %4")
                 .arg(r.value(QStringLiteral("nation")).toString(),
                      r.value(QStringLiteral("race")).toString(),
                      QString::number(r.value(QStringLiteral("year")).toInt()),
                      r.value(QStringLiteral("player")).toString());
    lines << Tr::tr("PT %1  AP %2 (spent %3)  CP %4 (used %5)  mobs up to %6")
                 .arg(r.value(QStringLiteral("populationTotal")).toInt())
                 .arg(r.value(QStringLiteral("armyPoints")).toInt())
                 .arg(r.value(QStringLiteral("spent")).toString())
                 .arg(r.value(QStringLiteral("characterPoints")).toInt())
                 .arg(r.value(QStringLiteral("characterPointsUsed")).toInt())
                 .arg(r.value(QStringLiteral("mobLimit")).toInt());
    for (const QJsonValue &v : r.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject cat = v.toObject();
        lines << Tr::tr("%1: %2 available (%3 bought, %4 lost)")
                     .arg(cat.value(QStringLiteral("name")).toString(),
                          QString::number(cat.value(QStringLiteral("available")).toInt()),
                          QString::number(cat.value(QStringLiteral("purchased")).toInt()),
                          QString::number(cat.value(QStringLiteral("lost")).toInt()));
        for (const QJsonValue &l : cat.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            QStringList types;
            for (const QJsonValue &t : line.value(QStringLiteral("unitTypes")).toArray())
                types << t.toString();
            lines << Tr::tr("  line %1: %2 at %3: %4 bought, %5 lost, %6 available")
                         .arg(QString::number(line.value(QStringLiteral("line")).toInt()),
                              types.join(QStringLiteral(" / ")),
                              line.value(QStringLiteral("cost")).toString(),
                              QString::number(line.value(QStringLiteral("purchased")).toInt()),
                              QString::number(line.value(QStringLiteral("lost")).toInt()),
                              QString::number(line.value(QStringLiteral("available")).toInt()));
        }
    }
    for (const QJsonValue &v : r.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject ch = v.toObject();
        QStringList items;
        for (const QJsonValue &i : ch.value(QStringLiteral("magicItems")).toArray())
            items << i.toString();
        lines << Tr::tr("Character %1: %2, %3, %4 CP, %5%6")
                     .arg(QString::number(ch.value(QStringLiteral("id")).toInteger()),
                          ch.value(QStringLiteral("name")).toString(),
                          ch.value(QStringLiteral("typeName")).toString(),
                          QString::number(ch.value(QStringLiteral("cp")).toInt()),
                          ch.value(QStringLiteral("status")).toString(),
                          items.isEmpty()
                              ? QString()
                              : Tr::tr(", items: %1").arg(items.join(QStringLiteral(", "))));
    }
    for (const QJsonValue &v : r.value(QStringLiteral("refusals")).toArray())
        lines << Tr::tr("Refused: %1").arg(v.toString());
    for (const QJsonValue &v : r.value(QStringLiteral("warnings")).toArray())
        lines << Tr::tr("Warning: %1").arg(v.toString());
    return lines.join(QLatin1Char('\n'));
}

int rosterPrint(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("roster print FILE NATION OUT.pdf [--paper a4|letter] [--year N]"));
    const auto paper =
        printing::paperFromName(w.options.value(QStringLiteral("paper"), QStringLiteral("a4")));
    if (!paper)
        return c.usage(Tr::tr("--paper is a4 or letter."));
    bool ok = false;
    const int y = year(c, w, &ok);
    if (!ok)
        return c.usage(Tr::tr("--year must be a year of the campaign (1 or later)."));
    // Text on paper needs Qt's font machinery, which only a GUI application object has.
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return c.fileError({db::FileProblem::Storage,
                            Tr::tr("This herald-cli runs without Qt's GUI support, so it "
                                   "cannot draw the roster sheet.")});
    const auto nation = db::findNation(database(c), w.positional.first());
    const auto data =
        nation ? printing::RosterSheetData::fromCampaign(database(c), nation->id, y) : std::nullopt;
    if (!data) {
        c.err << Tr::tr("There is no roster of \"%1\" for year %2 to print.")
                     .arg(w.positional.first(), QString::number(y))
              << Qt::endl;
        return ExitRefused;
    }
    printing::PrintOptions options;
    options.paper = *paper;
    if (const QString error =
            printing::printToPdf(printing::RosterSheet(*data), w.positional.at(1), options);
        !error.isEmpty())
        return c.fileError({db::FileProblem::Storage, error});
    c.print({{QStringLiteral("printed"), w.positional.at(1)},
             {QStringLiteral("nation"), data->nation},
             {QStringLiteral("year"), y}},
            Tr::tr("Roster sheet of %1, year %2, written to %3")
                .arg(data->nation, QString::number(y), w.positional.at(1)));
    return ExitOk;
}

int rosterVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("open"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("roster open FILE NATION"));
             return c.report(c.service.execute(QStringLiteral("roster.open"),
                                               {{QStringLiteral("nation"), w.positional.first()}}));
         }},
        {QStringLiteral("buy"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int count = w.positional.value(2).toInt(&ok);
             if (w.positional.size() != 3 || !ok)
                 return c.usage(Tr::tr(
                     "roster buy FILE NATION UNIT-TYPE COUNT (a negative count removes units)"));
             return c.report(c.service.execute(QStringLiteral("roster.buy"),
                                               {{QStringLiteral("nation"), w.positional.at(0)},
                                                {QStringLiteral("unitType"), w.positional.at(1)},
                                                {QStringLiteral("count"), count}}));
         }},
        {QStringLiteral("loss"),
         [](CliContext &c, const Words &w) {
             bool lineOk = false;
             bool countOk = false;
             const int line = w.positional.value(1).toInt(&lineOk);
             const int count = w.positional.value(2).toInt(&countOk);
             if (w.positional.size() != 3 || !lineOk || !countOk)
                 return c.usage(Tr::tr("roster loss FILE NATION LINE COUNT"));
             return c.report(c.service.execute(QStringLiteral("roster.loss"),
                                               {{QStringLiteral("nation"), w.positional.at(0)},
                                                {QStringLiteral("line"), line},
                                                {QStringLiteral("count"), count}}));
         }},
        {QStringLiteral("show"),
         [](CliContext &c, const Words &w) {
             QJsonObject r;
             if (const int code = rosterReport(c, w, &r); code != ExitOk)
                 return code;
             c.print(r, rosterText(r));
             return int(ExitOk);
         }},
        {QStringLiteral("validate"),
         [](CliContext &c, const Words &w) {
             QJsonObject r;
             if (const int code = rosterReport(c, w, &r); code != ExitOk)
                 return code;
             QStringList lines;
             for (const QJsonValue &v : r.value(QStringLiteral("refusals")).toArray())
                 lines << Tr::tr("Refused: %1").arg(v.toString());
             for (const QJsonValue &v : r.value(QStringLiteral("warnings")).toArray())
                 lines << Tr::tr("Warning: %1").arg(v.toString());
             if (lines.isEmpty())
                 lines << Tr::tr("The roster stands.");
             c.print({{QStringLiteral("valid"), r.value(QStringLiteral("valid"))},
                      {QStringLiteral("refusals"), r.value(QStringLiteral("refusals"))},
                      {QStringLiteral("warnings"), r.value(QStringLiteral("warnings"))}},
                     lines.join(QLatin1Char('\n')));
             return r.value(QStringLiteral("valid")).toBool() ? int(ExitOk) : int(ExitRefused);
         }},
        {QStringLiteral("print"), rosterPrint},
    };
    return dispatch(c, words, QStringLiteral("roster"), actions,
                    {QStringLiteral("year"), QStringLiteral("paper")});
}

int characterVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("buy"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(
                     Tr::tr("character buy FILE NATION LIST-ENTRY [--name NAME] [--free]"));
             QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                              {QStringLiteral("entry"), w.positional.at(1)}};
             if (w.options.contains(QStringLiteral("name")))
                 args.insert(QStringLiteral("name"), w.options.value(QStringLiteral("name")));
             if (w.has(QStringLiteral("free")))
                 args.insert(QStringLiteral("free"), true);
             return c.report(c.service.execute(QStringLiteral("character.buy"), args));
         }},
        {QStringLiteral("status"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const qint64 id = w.positional.value(0).toLongLong(&ok);
             if (w.positional.size() != 2 || !ok)
                 return c.usage(
                     Tr::tr("character status FILE CHARACTER-ID "
                            "active|captured|killed|onExpedition|envoy [--captor NATION]"));
             QJsonObject args{{QStringLiteral("character"), id},
                              {QStringLiteral("status"), w.positional.at(1)}};
             if (w.options.contains(QStringLiteral("captor")))
                 args.insert(QStringLiteral("captor"), w.options.value(QStringLiteral("captor")));
             return c.report(c.service.execute(QStringLiteral("character.status"), args));
         }},
        {QStringLiteral("drop"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const qint64 id = w.positional.value(0).toLongLong(&ok);
             if (w.positional.size() != 1 || !ok)
                 return c.usage(Tr::tr("character drop FILE CHARACTER-ID"));
             return c.report(c.service.execute(QStringLiteral("character.drop"),
                                               {{QStringLiteral("character"), id}}));
         }},
    };
    return dispatch(c, words, QStringLiteral("character"), actions,
                    {QStringLiteral("name"), QStringLiteral("captor")});
}

int itemVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("bind"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const qint64 id = w.positional.value(0).toLongLong(&ok);
             if (w.positional.size() != 2 || !ok)
                 return c.usage(Tr::tr("item bind FILE CHARACTER-ID CARD-ID"));
             return c.report(c.service.execute(QStringLiteral("item.bind"),
                                               {{QStringLiteral("character"), id},
                                                {QStringLiteral("card"), w.positional.at(1)}}));
         }},
    };
    return dispatch(c, words, QStringLiteral("item"), actions, {});
}

} // namespace

void addWarmasterVerbs(VerbTable &table)
{
    table.add({QStringLiteral("player"),
               QStringLiteral("player add|remove FILE NAME [--colour LABEL]"),
               Tr::tr("add or remove a player (§1.2)"), true, playerVerb});
    table.add(
        {QStringLiteral("nation"),
         QStringLiteral("nation list|add|edit|remove|grant|country|exodus|rebellion|new FILE ... "
                        "[--colour #rrggbb] "
                        "[--player P] [--list ID] "
                        "[--capital XXYY] [--npp]"),
         Tr::tr("found, change, list or remove nations; grant population or character points "
                "(§1.2, §2.1, §2.3); another country (§7.3); exodus, rebellion and New Nations "
                "(§7.4)"),
         true, nationVerb});
    table.add(
        {QStringLiteral("armylist"),
         QStringLiteral("armylist list|import|remove FILE [LIST.json|ID]"),
         Tr::tr("the campaign's army lists: import a list file, list them, remove an unused one "
                "(§1.2)"),
         true, armylistVerb});
    table.add({QStringLiteral("tally"), QStringLiteral("tally FILE [--year N]"),
               Tr::tr("population total, army and character points of every nation, with the areas "
                      "behind them (§2.1-§2.3)"),
               true, tallyVerb});
    table.add(
        {QStringLiteral("roster"),
         QStringLiteral("roster open|buy|loss|show|validate|print FILE NATION ... [--year N] "
                        "[--paper a4|letter]"),
         Tr::tr("a nation's yearly roster: open it, buy units, strike off losses, show, check or "
                "print it (§1.4, §8)"),
         true, rosterVerb});
    table.add(
        {QStringLiteral("character"), QStringLiteral("character buy|status|drop FILE ..."),
         Tr::tr(
             "characters bought with character points, captured, killed or dropped (§2.3, §6.4)"),
         true, characterVerb});
    table.add({QStringLiteral("item"), QStringLiteral("item bind FILE CHARACTER-ID CARD-ID"),
               Tr::tr("give a magic item card to a character for good (§1.4)"), true, itemVerb});
    addArmyVerb(table);
}

} // namespace herald::cli
