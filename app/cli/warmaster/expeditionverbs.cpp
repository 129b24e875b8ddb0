#include "app/cli/warmaster/expeditionverbs.h"

#include "app/printing/expeditionsheet.h"
#include "db/warmaster/expeditionstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::ExpeditionVerbs)
};

QSqlDatabase database(CliContext &c)
{
    return c.service.file()->database();
}

/// "Sea Wolves (Kingdom of Veyra): at sea, 4 boats, 4 units, 2 advantages".
QString summaryLine(const QJsonObject &e)
{
    //: %1 expedition, %2 nation, %3 status key, %4 boats, %5 units, %6 advantages
    return Tr::tr("#%1 %2 (%3): %4, %5 boat(s), %6 unit(s), %7 advantage(s)")
        .arg(QString::number(e.value(QStringLiteral("id")).toInteger()),
             e.value(QStringLiteral("name")).toString(),
             e.value(QStringLiteral("nation")).toString(),
             e.value(QStringLiteral("status")).toString(),
             QString::number(e.value(QStringLiteral("boats")).toInt()),
             QString::number(e.value(QStringLiteral("unitCount")).toInt()),
             QString::number(e.value(QStringLiteral("advantages")).toInt()));
}

int listExpeditions(CliContext &c, const Words &w)
{
    if (!w.positional.isEmpty())
        return c.usage(Tr::tr("expedition list FILE"));
    QJsonArray all;
    QStringList lines;
    for (const db::ExpeditionRecord &e : db::loadExpeditions(database(c))) {
        const QJsonObject json = db::expeditionJson(database(c), e);
        all.append(json);
        lines << summaryLine(json);
    }
    if (lines.isEmpty())
        lines << Tr::tr("No expedition yet (§7.2).");
    lines << Tr::tr("Pirate pool: %1 (§7.2.6)").arg(db::piratePool(database(c)));
    c.print({{QStringLiteral("expeditions"), all},
             {QStringLiteral("piratePool"), db::piratePool(database(c))}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

std::optional<QJsonObject> named(CliContext &c, const Words &w, const QString &usage, int *code)
{
    if (w.positional.size() != 1) {
        *code = c.usage(usage);
        return std::nullopt;
    }
    if (const auto e = db::findExpedition(database(c), w.positional.first()))
        return db::expeditionJson(database(c), *e);
    c.err << Tr::tr("There is no expedition \"%1\" (or several have that name: give its number).")
                 .arg(w.positional.first())
          << Qt::endl;
    *code = ExitRefused;
    return std::nullopt;
}

int showExpedition(CliContext &c, const Words &w)
{
    int code = ExitOk;
    const auto e = named(c, w, Tr::tr("expedition show FILE EXPEDITION"), &code);
    if (!e)
        return code;
    QStringList lines{summaryLine(*e)};
    for (const QJsonValue &v : e->value(QStringLiteral("log")).toArray()) {
        const QJsonObject roll = v.toObject();
        QStringList said;
        for (const QJsonValue &s : roll.value(QStringLiteral("explanation")).toArray())
            said << s.toString();
        //: %1 turn, %2 what the chart roll did
        lines << Tr::tr("  turn %1: %2")
                     .arg(QString::number(roll.value(QStringLiteral("turn")).toInt()),
                          said.join(QLatin1Char(' ')));
    }
    c.print(*e, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// The expedition's sheet as a PDF (§7.2): fleet, roster, crew, traded units and chart rolls.
int expeditionSheet(CliContext &c, const Words &w)
{
    const QString usage = Tr::tr("expedition sheet FILE EXPEDITION OUT.pdf [--paper a4|letter]");
    if (w.positional.size() != 2)
        return c.usage(usage);
    const QString out = w.positional.at(1);
    printing::PrintOptions options;
    int code = pdfTarget(c, w, out, &options);
    if (code != ExitOk)
        return code;
    const auto e = named(c, Words{{w.positional.first()}, {}, {}}, usage, &code);
    if (!e)
        return code;
    const printing::ExpeditionSheet sheet(*e);
    if (const QString error = printing::printToPdf(sheet, out, options); !error.isEmpty())
        return c.fileError({db::FileProblem::Storage, error});
    const int pages = printing::pageCount(sheet, options);
    c.print(QJsonObject{{QStringLiteral("printed"), out},
                        {QStringLiteral("expedition"), e->value(QStringLiteral("id"))},
                        {QStringLiteral("pages"), pages}},
            //: %1 expedition, %2 the PDF file
            Tr::tr("Sheet of the expedition %1 written to %2 (%n page(s))", nullptr, pages)
                .arg(e->value(QStringLiteral("name")).toString(), out));
    return ExitOk;
}

/// "1:2:2,3:2" as [{line 1, sailing 2, traded 2}, {line 3, sailing 2, traded 0}].
std::optional<QJsonArray> unitsOption(const QString &text)
{
    QJsonArray units;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList n = part.split(QLatin1Char(':'));
        bool a = false;
        bool b = false;
        bool t = true;
        const int line = n.value(0).toInt(&a);
        const int sailing = n.value(1).toInt(&b);
        const int traded = n.size() > 2 ? n.at(2).toInt(&t) : 0;
        if (!a || !b || !t || n.size() > 3)
            return std::nullopt;
        units.append(QJsonObject{{QStringLiteral("line"), line},
                                 {QStringLiteral("sailing"), sailing},
                                 {QStringLiteral("traded"), traded}});
    }
    return units;
}

QJsonArray listOption(const Words &w, const QString &key)
{
    return QJsonArray::fromStringList(
        w.options.value(key).split(QLatin1Char(','), Qt::SkipEmptyParts));
}

int outfit(CliContext &c, const Words &w)
{
    const QString usage =
        Tr::tr("expedition outfit FILE NATION NAME PORT --general G --admiral A --units "
               "LINE:SAILING[:TRADED],... [--characters C,C] [--healers C,C]");
    const auto units = unitsOption(w.options.value(QStringLiteral("units")));
    if (w.positional.size() != 3 || !units)
        return c.usage(usage);
    QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                     {QStringLiteral("name"), w.positional.at(1)},
                     {QStringLiteral("port"), w.positional.at(2)},
                     {QStringLiteral("units"), *units},
                     {QStringLiteral("characters"), listOption(w, QStringLiteral("characters"))},
                     {QStringLiteral("healers"), listOption(w, QStringLiteral("healers"))}};
    for (const QString &key : {QStringLiteral("general"), QStringLiteral("admiral")})
        if (w.options.contains(key))
            args.insert(key, w.options.value(key));
    return c.report(c.service.execute(QStringLiteral("expedition.outfit"), args));
}

int sail(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("expedition sail FILE EXPEDITION LANDMASS [--storm advantage|ship] "
                              "[--monster CHARACTER|ships]"));
    QJsonObject args{{QStringLiteral("expedition"), w.positional.at(0)},
                     {QStringLiteral("destination"), w.positional.at(1)}};
    for (const QString &key : {QStringLiteral("storm"), QStringLiteral("monster")})
        if (w.options.contains(key))
            args.insert(key, w.options.value(key));
    return c.report(c.service.execute(QStringLiteral("expedition.sail"), args));
}

int land(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("expedition land FILE EXPEDITION AREA [--location "
                              "countryside|populationCentre]"));
    QJsonObject args{{QStringLiteral("expedition"), w.positional.at(0)},
                     {QStringLiteral("area"), w.positional.at(1)}};
    if (w.options.contains(QStringLiteral("location")))
        args.insert(QStringLiteral("location"), w.options.value(QStringLiteral("location")));
    return c.report(c.service.execute(QStringLiteral("expedition.land"), args));
}

int ally(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2 || !w.options.contains(QStringLiteral("list")))
        return c.usage(
            Tr::tr("expedition ally FILE EXPEDITION ENVOY --list ARMY-LIST [--name SEA-PEOPLE] "
                   "[--realm XXYY]"));
    QJsonObject args{{QStringLiteral("expedition"), w.positional.at(0)},
                     {QStringLiteral("envoy"), w.positional.at(1)},
                     {QStringLiteral("armyList"), w.options.value(QStringLiteral("list"))}};
    for (const QString &option : {QStringLiteral("name"), QStringLiteral("realm")}) {
        if (w.options.contains(option))
            args.insert(option, w.options.value(option));
    }
    return c.report(c.service.execute(QStringLiteral("expedition.ally"), args));
}

int expeditionVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("list"), listExpeditions},
        {QStringLiteral("show"), showExpedition},
        {QStringLiteral("sheet"), expeditionSheet},
        {QStringLiteral("outfit"), outfit},
        {QStringLiteral("sail"), sail},
        {QStringLiteral("land"), land},
        {QStringLiteral("ally"), ally},
    };
    return dispatch(c, std::move(words), QStringLiteral("expedition"), actions,
                    {QStringLiteral("general"), QStringLiteral("admiral"), QStringLiteral("units"),
                     QStringLiteral("characters"), QStringLiteral("healers"),
                     QStringLiteral("storm"), QStringLiteral("monster"), QStringLiteral("name"),
                     QStringLiteral("list"), QStringLiteral("paper"), QStringLiteral("realm"),
                     QStringLiteral("location")});
}

/// "Bank Wardens=6,Ferry Guard=4" as [{type, count}].
std::optional<QJsonArray> packageUnits(const QString &text)
{
    QJsonArray units;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.lastIndexOf(QLatin1Char('='));
        bool ok = false;
        const int count = part.mid(eq + 1).toInt(&ok);
        if (eq < 1 || !ok)
            return std::nullopt;
        units.append(QJsonObject{{QStringLiteral("type"), part.left(eq).trimmed()},
                                 {QStringLiteral("count"), count}});
    }
    return units;
}

} // namespace

std::map<QString, Action> nationLossActions()
{
    return {
        {QStringLiteral("exodus"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("nation exodus FILE NATION [--name FLEET]"));
             QJsonObject args{{QStringLiteral("nation"), w.positional.first()}};
             if (w.options.contains(QStringLiteral("name")))
                 args.insert(QStringLiteral("name"), w.options.value(QStringLiteral("name")));
             return c.report(c.service.execute(QStringLiteral("nation.exodus"), args));
         }},
        {QStringLiteral("rebellion"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("nation rebellion FILE NATION TOWN [--leader CHARACTER]"));
             QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                              {QStringLiteral("town"), w.positional.at(1)}};
             if (w.options.contains(QStringLiteral("leader")))
                 args.insert(QStringLiteral("leader"), w.options.value(QStringLiteral("leader")));
             return c.report(c.service.execute(QStringLiteral("nation.rebellion"), args));
         }},
        {QStringLiteral("country"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 3 || !w.options.contains(QStringLiteral("colour")) ||
                 !w.options.contains(QStringLiteral("list")))
                 return c.usage(Tr::tr("nation country FILE NATION LANDMASS NAME --colour #rrggbb "
                                       "--list ARMY-LIST [--player P]"));
             QJsonObject args{
                 {QStringLiteral("nation"), w.positional.at(0)},
                 {QStringLiteral("landmass"), w.positional.at(1)},
                 {QStringLiteral("name"), w.positional.at(2)},
                 {QStringLiteral("colour"), w.options.value(QStringLiteral("colour"))},
                 {QStringLiteral("armyList"), w.options.value(QStringLiteral("list"))}};
             if (w.options.contains(QStringLiteral("player")))
                 args.insert(QStringLiteral("player"), w.options.value(QStringLiteral("player")));
             return c.report(c.service.execute(QStringLiteral("nation.country"), args));
         }},
        {QStringLiteral("new"),
         [](CliContext &c, const Words &w) {
             const auto units = packageUnits(w.options.value(QStringLiteral("units")));
             if (w.positional.size() != 2 || !units)
                 return c.usage(Tr::tr("nation new FILE NATION LANDMASS --units TYPE=N,... "
                                       "--characters ENTRY,ENTRY [--carrier NAME]"));
             QJsonArray characters;
             for (const QJsonValue &entry : listOption(w, QStringLiteral("characters")))
                 characters.append(QJsonObject{{QStringLiteral("entry"), entry}});
             QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                              {QStringLiteral("destination"), w.positional.at(1)},
                              {QStringLiteral("units"), *units},
                              {QStringLiteral("characters"), characters}};
             if (w.options.contains(QStringLiteral("carrier")))
                 args.insert(QStringLiteral("carrier"), w.options.value(QStringLiteral("carrier")));
             return c.report(c.service.execute(QStringLiteral("nation.new"), args));
         }},
    };
}

QStringList nationLossOptions()
{
    return {QStringLiteral("leader"), QStringLiteral("units"), QStringLiteral("characters"),
            QStringLiteral("carrier")};
}

void addExpeditionVerbs(VerbTable &table)
{
    table.add({QStringLiteral("expedition"),
               QStringLiteral("expedition list|show|sheet|outfit|sail|ally|land FILE ..."),
               Tr::tr("expeditions by sea: outfit one in a port at NY-7, send it to sea at M-1, "
                      "ally with the sea people it finds, land it when the chart brings it ashore; "
                      "list them, show one with its log of rolls, print its sheet as a PDF (§7.2)"),
               true, expeditionVerb});
}

} // namespace herald::cli
