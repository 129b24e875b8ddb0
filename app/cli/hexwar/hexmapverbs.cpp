#include "app/cli/hexwar/hexmapverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/cli/hexwar/jsonfile.h"
#include "app/services/hexwar/mapquery.h"
#include "core/hexwar/mapwriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace herald::cli {

namespace hw = herald::app::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::HexmapVerbs)
};

int edit(CliContext &c, const QString &command, QJsonObject args)
{
    return c.report(c.service.execute(QStringLiteral("hexmap.") + command, args));
}

int listMaps(CliContext &c)
{
    QJsonArray array;
    QStringList lines;
    for (const QString &name : hw::hexMapNames(c.service)) {
        const auto m = hw::hexMap(c.service, name);
        const int columns = m ? m->map.columns() : 0;
        const int rows = m ? m->map.rows() : 0;
        const map::HexGrid grid = m ? m->map.grid() : map::HexGrid();
        array.append(QJsonObject{
            {QStringLiteral("map"), name},
            {QStringLiteral("columns"), columns},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("orientation"), map::HexGrid::orientationKey(grid.orientation())},
            {QStringLiteral("shiftedParity"), map::HexGrid::parityKey(grid.shiftedParity())}});
        //: %4 and %5 the grid's words of rule 2.2, e.g. flat_top_columns, even.
        lines << Tr::tr("%1: %2 columns by %3 rows, %4, %5 shifted")
                     .arg(name, QString::number(columns), QString::number(rows),
                          map::HexGrid::orientationKey(grid.orientation()),
                          map::HexGrid::parityKey(grid.shiftedParity()));
    }
    c.print({{QStringLiteral("maps"), array}},
            lines.isEmpty() ? Tr::tr("No hex maps yet.") : lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// --orientation and --parity as the hexmap.new and hexmap.grid arguments (spec 2.2's words).
void addGridOptions(const Words &w, QJsonObject &args)
{
    if (w.options.contains(QStringLiteral("orientation")))
        args.insert(QStringLiteral("orientation"), w.options.value(QStringLiteral("orientation")));
    if (w.options.contains(QStringLiteral("parity")))
        args.insert(QStringLiteral("shiftedParity"), w.options.value(QStringLiteral("parity")));
}

int newMap(CliContext &c, const Words &w)
{
    const QString usage = Tr::tr("hexmap new FILE NAME (--columns C --rows R [--orientation "
                                 "flat_top_columns|pointy_top_rows] [--parity even|odd] | "
                                 "--from black-eagle)");
    if (w.positional.size() != 1)
        return c.usage(usage);
    QJsonObject args{{QStringLiteral("name"), w.positional.first()}};
    addGridOptions(w, args);
    if (w.options.contains(QStringLiteral("from"))) {
        args.insert(QStringLiteral("from"), w.options.value(QStringLiteral("from")));
    } else {
        bool columnsOk = false;
        bool rowsOk = false;
        const int columns = w.options.value(QStringLiteral("columns")).toInt(&columnsOk);
        const int rows = w.options.value(QStringLiteral("rows")).toInt(&rowsOk);
        if (!columnsOk || !rowsOk)
            return c.usage(usage);
        args.insert(QStringLiteral("columns"), columns);
        args.insert(QStringLiteral("rows"), rows);
    }
    return edit(c, QStringLiteral("new"), args);
}

int importMap(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexmap import FILE NAME MAP.json"));
    int code = ExitOk;
    const auto map =
        readJsonObject(c, w.positional.at(1), Tr::tr("%1 is not a hex map file: %2"), &code);
    if (!map)
        return code;
    return edit(c, QStringLiteral("import"),
                {{QStringLiteral("name"), w.positional.first()}, {QStringLiteral("map"), *map}});
}

int exportMap(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexmap export FILE NAME OUT.json"));
    const auto m = hw::hexMap(c.service, w.positional.first());
    if (!m)
        return c.usage(Tr::tr("There is no hex map \"%1\" (see: hexmap list FILE).")
                           .arg(w.positional.first()));
    return c.writeExport(
        w.positional.at(1), herald::hexwar::writeHexwarMap(m->map),
        {{QStringLiteral("map"), w.positional.first()},
         {QStringLiteral("file"), w.positional.at(1)}},
        Tr::tr("Hex map %1 written to %2").arg(w.positional.first(), w.positional.at(1)));
}

/// "0304-0305-0405" or "0304 0305": hexes in order, as the editor's brush crosses them.
QJsonArray hexPath(const QStringList &words)
{
    return QJsonArray::fromStringList(
        words.join(QLatin1Char(' '))
            .split(QRegularExpression(QStringLiteral("[-,\\s]+")), Qt::SkipEmptyParts));
}

/// road|river FILE MAP [NAME] PATH [--clear]: the hexsides the path crosses.
int sideLine(CliContext &c, const Words &w, const QString &line)
{
    const bool clear = w.has(QStringLiteral("clear"));
    const int named = clear ? 0 : 1;
    if (w.positional.size() < 2 + named)
        return c.usage(
            Tr::tr("hexmap %1 FILE MAP NAME HEX-HEX-... (or --clear HEX-HEX-...)").arg(line));
    // Which hexes are neighbours, and so which hexsides the path crosses, is the map's grid's.
    const auto m = hw::hexMap(c.service, w.positional.first());
    if (!m)
        return c.usage(Tr::tr("There is no hex map \"%1\" (see: hexmap list FILE).")
                           .arg(w.positional.first()));
    QList<map::Hex> path;
    for (const QJsonValue &v : hexPath(w.positional.mid(1 + named))) {
        const auto hex = m->map.numbered(v.toString());
        if (!hex)
            return c.usage(Tr::tr("\"%1\" is not a hex number XXYY.").arg(v.toString()));
        path << *hex;
    }
    QJsonArray sides;
    for (const map::Hexside &side : map::sidesCrossed(path))
        sides.append(m->map.sideName(side));
    QJsonObject args{{QStringLiteral("map"), w.positional.first()},
                     {QStringLiteral("line"), line},
                     {QStringLiteral("sides"), sides},
                     {QStringLiteral("on"), !clear}};
    if (!clear)
        args.insert(QStringLiteral("name"), w.positional.at(1));
    return edit(c, QStringLiteral("line"), args);
}

int hexmapVerb(CliContext &c, QStringList words)
{
    static const QStringList actions{
        QStringLiteral("list"),   QStringLiteral("new"),    QStringLiteral("import"),
        QStringLiteral("export"), QStringLiteral("delete"), QStringLiteral("paint"),
        QStringLiteral("place"),  QStringLiteral("road"),   QStringLiteral("river"),
        QStringLiteral("bridge"), QStringLiteral("set"),    QStringLiteral("edge"),
        QStringLiteral("grid")};
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (!actions.contains(action))
        return c.usage(Tr::tr("hexmap needs an action: %1 (see docs/cli-hexgame.md).")
                           .arg(actions.join(QStringLiteral(", "))));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("columns"), QStringLiteral("rows"),
                                       QStringLiteral("from"), QStringLiteral("name"),
                                       QStringLiteral("regions"), QStringLiteral("orientation"),
                                       QStringLiteral("parity")});
    if (action == QLatin1String("list"))
        return listMaps(c);
    if (action == QLatin1String("new"))
        return newMap(c, w);
    if (action == QLatin1String("import"))
        return importMap(c, w);
    if (action == QLatin1String("export"))
        return exportMap(c, w);
    if (action == QLatin1String("road") || action == QLatin1String("river"))
        return sideLine(c, w, action);
    if (action == QLatin1String("delete")) {
        if (w.positional.size() != 1)
            return c.usage(Tr::tr("hexmap delete FILE NAME"));
        return edit(c, action, {{QStringLiteral("name"), w.positional.first()}});
    }
    if (action == QLatin1String("paint")) {
        if (w.positional.size() < 3)
            return c.usage(Tr::tr("hexmap paint FILE MAP TERRAIN HEX..."));
        return edit(c, action,
                    {{QStringLiteral("map"), w.positional.first()},
                     {QStringLiteral("terrain"), w.positional.at(1)},
                     {QStringLiteral("hexes"), hexPath(w.positional.mid(2))}});
    }
    if (action == QLatin1String("place")) {
        if (w.positional.size() != 3)
            return c.usage(Tr::tr("hexmap place FILE MAP HEX FEATURE [--name NAME] "
                                  "[--regions A,B]"));
        return edit(
            c, action,
            {{QStringLiteral("map"), w.positional.first()},
             {QStringLiteral("hex"), w.positional.at(1)},
             {QStringLiteral("feature"), w.positional.at(2)},
             {QStringLiteral("name"), w.options.value(QStringLiteral("name"))},
             {QStringLiteral("regions"),
              QJsonArray::fromStringList(w.options.value(QStringLiteral("regions"))
                                             .split(QLatin1Char(','), Qt::SkipEmptyParts))}});
    }
    if (action == QLatin1String("set")) {
        if (w.positional.size() < 3)
            return c.usage(Tr::tr("hexmap set FILE MAP SET HEX... [--clear]"));
        return edit(c, QStringLiteral("hexset"),
                    {{QStringLiteral("map"), w.positional.first()},
                     {QStringLiteral("set"), w.positional.at(1)},
                     {QStringLiteral("hexes"), hexPath(w.positional.mid(2))},
                     {QStringLiteral("in"), !w.has(QStringLiteral("clear"))}});
    }
    if (action == QLatin1String("grid")) {
        if (w.positional.size() != 1 || (!w.options.contains(QStringLiteral("orientation")) &&
                                         !w.options.contains(QStringLiteral("parity"))))
            return c.usage(Tr::tr("hexmap grid FILE MAP [--orientation "
                                  "flat_top_columns|pointy_top_rows] [--parity even|odd]"));
        QJsonObject args{{QStringLiteral("map"), w.positional.first()}};
        addGridOptions(w, args);
        return edit(c, action, args);
    }
    if (action == QLatin1String("edge")) {
        if (w.positional.size() < 2)
            return c.usage(Tr::tr("hexmap edge FILE MAP HEX... [--clear]"));
        return edit(c, QStringLiteral("playable"),
                    {{QStringLiteral("map"), w.positional.first()},
                     {QStringLiteral("hexes"), hexPath(w.positional.mid(1))},
                     {QStringLiteral("playable"), w.has(QStringLiteral("clear"))}});
    }
    // bridge FILE MAP SIDE [--clear]
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("hexmap bridge FILE MAP XXYY/XXYY [--clear]"));
    return edit(c, action,
                {{QStringLiteral("map"), w.positional.first()},
                 {QStringLiteral("side"), w.positional.at(1)},
                 {QStringLiteral("on"), !w.has(QStringLiteral("clear"))}});
}

} // namespace

void addHexmapVerbs(VerbTable &table)
{
    table.add({QStringLiteral("hexmap"),
               QStringLiteral("hexmap list|new|import|export|delete|paint|place|road|river|bridge|"
                              "set|edge|grid FILE ... (see docs/cli-hexgame.md)"),
               Tr::tr("hex maps for the hex game's map editor: terrain, places, roads, rivers "
                      "and bridges, read and written in Herald's hexwar map format"),
               true, hexmapVerb});
}

} // namespace herald::cli
