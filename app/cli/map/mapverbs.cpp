#include "app/cli/map/mapverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/maprender/mapprintsource.h"
#include "core/warmaster/mapformat.h"
#include "db/campaignfile.h"
#include "db/map/maprepository.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QRegularExpression>

namespace herald::cli {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::MapVerbs)
};

StrategicMap currentMap(CliContext &c)
{
    return db::loadStrategicMap(c.service.file()->database());
}

/// Drawing text needs Qt's font machinery, which only a GUI application object provides.
bool canDraw(CliContext &c, int *code)
{
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return true;
    *code = c.fileError(
        {db::FileProblem::Storage,
         Tr::tr(
             "This herald-cli was started without Qt's GUI support, so it cannot draw the map.")});
    return false;
}

int importMap(CliContext &c, QStringList words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr("map import needs a map file: map import FILE MAP.json"));
    QFile in(words.first());
    if (!in.open(QIODevice::ReadOnly))
        return c.fileError({db::FileProblem::Unreadable,
                            Tr::tr("%1 cannot be read: %2").arg(words.first(), in.errorString())});
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &error);
    if (!doc.isObject())
        return c.fileError(
            {db::FileProblem::Unreadable,
             Tr::tr("%1 is not a JSON object (%2 at character %3).")
                 .arg(words.first(),
                      error.error == QJsonParseError::NoError ? Tr::tr("not an object")
                                                              : error.errorString(),
                      QString::number(error.offset + 1))});
    return c.report(
        c.service.execute(QStringLiteral("map.import"), {{QStringLiteral("map"), doc.object()}}));
}

/// Nation ids for a file: the name in lower case with '-' for blanks (the stored ids are numbers).
StrategicMap withFileIds(StrategicMap m)
{
    static const QRegularExpression notId(QStringLiteral("[^a-z0-9_-]+"));
    QSet<QString> used;
    for (const Landmass &l : m.landmasses)
        used.insert(l.id);
    for (Nation &n : m.nations) {
        QString id = n.name.toLower().replace(notId, QStringLiteral("-"));
        if (id.isEmpty() || used.contains(id))
            id = QStringLiteral("nation-%1").arg(n.id);
        used.insert(id);
        n.id = id;
    }
    return m;
}

int exportMap(CliContext &c, QStringList words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr(
            "map export needs an output file (- for standard output): map export FILE OUT.json"));
    const QByteArray json = writeStrategicMap(withFileIds(currentMap(c)));
    return c.writeExport(words.first(), json, {{QStringLiteral("exported"), words.first()}},
                         Tr::tr("Map exported to %1").arg(words.first()));
}

int showMap(CliContext &c, QStringList)
{
    const StrategicMap m = currentMap(c);
    std::vector<int> owned(m.nations.size(), 0);
    int land = 0;
    for (const Area &a : m.areas) {
        land += a.isLand() ? 1 : 0;
        if (a.owner != noIndex)
            ++owned[static_cast<std::size_t>(a.owner)];
    }
    QJsonArray nations;
    QStringList lines{Tr::tr("%1: %2 × %3 hexes, %4 areas (%5 land, %6 sea), %7 landmasses")
                          .arg(m.name.isEmpty() ? Tr::tr("(no map)") : m.name,
                               QString::number(m.columns), QString::number(m.rows),
                               QString::number(m.areas.size()), QString::number(land),
                               QString::number(int(m.areas.size()) - land),
                               QString::number(m.landmasses.size()))};
    for (std::size_t i = 0; i < m.nations.size(); ++i) {
        nations.append(QJsonObject{{QStringLiteral("name"), m.nations[i].name},
                                   {QStringLiteral("colour"), m.nations[i].colour},
                                   {QStringLiteral("areas"), owned[i]}});
        lines << Tr::tr("  %1: %2 areas").arg(m.nations[i].name, QString::number(owned[i]));
    }
    c.print({{QStringLiteral("name"), m.name},
             {QStringLiteral("columns"), m.columns},
             {QStringLiteral("rows"), m.rows},
             {QStringLiteral("areas"), int(m.areas.size())},
             {QStringLiteral("landAreas"), land},
             {QStringLiteral("landmasses"), int(m.landmasses.size())},
             {QStringLiteral("boundaries"), int(m.boundaries.size())},
             {QStringLiteral("nations"), nations}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

std::optional<int> nationByName(const StrategicMap &m, const QString &name)
{
    for (std::size_t i = 0; i < m.nations.size(); ++i) {
        if (m.nations[i].name.compare(name, Qt::CaseInsensitive) == 0)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

int printMap(CliContext &c, QStringList words)
{
    const Words w = parseWords(
        words, {QStringLiteral("paper"), QStringLiteral("nation"), QStringLiteral("hex-mm")});
    if (w.positional.size() != 1)
        return c.usage(
            Tr::tr("map print needs a PDF file: map print FILE OUT.pdf [--paper a4|letter] "
                   "[--nation NAME] "
                   "[--hex-mm N]"));
    const auto paper =
        printing::paperFromName(w.options.value(QStringLiteral("paper"), QStringLiteral("a4")));
    if (!paper)
        return c.usage(Tr::tr("--paper must be a4 or letter."));
    const StrategicMap m = currentMap(c);
    if (m.areas.empty()) {
        db::ExecuteResult none;
        none.status = db::CommandStatus::Refused;
        none.message = Tr::tr("The campaign has no map to print yet.");
        return c.report(none);
    }
    maprender::RenderOptions options;
    if (w.options.contains(QStringLiteral("nation"))) {
        const auto nation = nationByName(m, w.options.value(QStringLiteral("nation")));
        if (!nation)
            return c.usage(Tr::tr("--nation: the campaign has no nation \"%1\".")
                               .arg(w.options.value(QStringLiteral("nation"))));
        options.nationView = *nation;
    }
    bool ok = true;
    const double hexMm =
        w.options.value(QStringLiteral("hex-mm"), QStringLiteral("0")).toDouble(&ok);
    if (!ok || hexMm < 0 || (hexMm > 0 && hexMm < 5))
        return c.usage(Tr::tr(
            "--hex-mm is the printed hex width in millimetres, 5 or more (0 fits one page)."));
    int code = ExitOk;
    if (!canDraw(c, &code))
        return code;
    const maprender::MapPrintSource source(m, options, hexMm);
    printing::PrintOptions print;
    print.paper = *paper;
    print.orientation = hexMm > 0 ? QPageLayout::Portrait : QPageLayout::Landscape;
    if (const QString error = printing::printToPdf(source, w.positional.first(), print);
        !error.isEmpty())
        return c.fileError({db::FileProblem::Storage, error});
    QPageLayout layout(QPageSize(print.paper), print.orientation,
                       QMarginsF(print.marginMillimetres, print.marginMillimetres,
                                 print.marginMillimetres, print.marginMillimetres),
                       QPageLayout::Millimeter);
    const int pages =
        source.pageCount(QRectF(QPointF(), layout.paintRect(QPageLayout::Point).size()));
    c.print({{QStringLiteral("pdf"), w.positional.first()},
             {QStringLiteral("pages"), pages},
             {QStringLiteral("title"), source.title()}},
            Tr::tr("%1 printed to %2 (%3 pages)")
                .arg(source.title(), w.positional.first(), QString::number(pages)));
    return ExitOk;
}

int pngMap(CliContext &c, QStringList words)
{
    const Words w = parseWords(words, {QStringLiteral("hex-px"), QStringLiteral("nation")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr(
            "map png needs an image file: map png FILE OUT.png [--hex-px N] [--nation NAME]"));
    const int hexPx = w.options.value(QStringLiteral("hex-px"), QStringLiteral("48")).toInt();
    if (hexPx < 8 || hexPx > 400)
        return c.usage(Tr::tr("--hex-px is the hex width in pixels, 8 to 400."));
    const StrategicMap m = currentMap(c);
    maprender::RenderOptions options;
    if (w.options.contains(QStringLiteral("nation"))) {
        const auto nation = nationByName(m, w.options.value(QStringLiteral("nation")));
        if (!nation)
            return c.usage(Tr::tr("--nation: the campaign has no nation \"%1\".")
                               .arg(w.options.value(QStringLiteral("nation"))));
        options.nationView = *nation;
    }
    int code = ExitOk;
    if (!canDraw(c, &code))
        return code;
    const maprender::MapRenderer renderer(m);
    const QSize size = renderer.mapSize(hexPx / 2.0).toSize() + QSize(2, 2);
    if (qint64(size.width()) * size.height() > 200'000'000)
        return c.usage(Tr::tr("That image would be too large; choose a smaller --hex-px."));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.paint(painter, maprender::MapRenderer::viewportAt(hexPx / 2.0, QPointF(1, 1)),
                   QRectF(QPointF(), size), options);
    painter.end();
    if (!image.save(w.positional.first(), "PNG"))
        return c.fileError({db::FileProblem::Storage,
                            Tr::tr("%1 could not be written.").arg(w.positional.first())});
    c.print({{QStringLiteral("png"), w.positional.first()},
             {QStringLiteral("width"), size.width()},
             {QStringLiteral("height"), size.height()}},
            Tr::tr("Map drawn to %1 (%2 × %3 pixels)")
                .arg(w.positional.first(), QString::number(size.width()),
                     QString::number(size.height())));
    return ExitOk;
}

int mapVerb(CliContext &c, QStringList words)
{
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (action == QLatin1String("demo") || action == QLatin1String("import") ||
        action == QLatin1String("export") || action == QLatin1String("show") ||
        action == QLatin1String("print") || action == QLatin1String("png")) {
        int code = ExitOk;
        if (!c.openCampaign(words, &code))
            return code;
        if (action == QLatin1String("demo"))
            return c.report(c.service.execute(QStringLiteral("map.importDemo"), {}));
        if (action == QLatin1String("import"))
            return importMap(c, words);
        if (action == QLatin1String("export"))
            return exportMap(c, words);
        if (action == QLatin1String("show"))
            return showMap(c, words);
        if (action == QLatin1String("print"))
            return printMap(c, words);
        return pngMap(c, words);
    }
    return c.usage(Tr::tr(
        "map needs an action: import, demo, export, show, print or png (see: herald-cli help)."));
}

QJsonObject areaJson(const StrategicMap &m, const Area &a)
{
    QJsonObject o{
        {QStringLiteral("hex"), a.id()},
        {QStringLiteral("name"), a.name},
        {QStringLiteral("terrain"), keyOf(a.terrain)},
        {QStringLiteral("chaos"), a.chaos},
        {QStringLiteral("centre"), keyOf(a.centre)},
        {QStringLiteral("coastal"), a.coastal},
        {QStringLiteral("river"), a.majorRiver},
        {QStringLiteral("underwater"), a.underwater},
        {QStringLiteral("landmass"),
         a.landmass == noIndex ? QJsonValue() : m.landmasses[std::size_t(a.landmass)].name},
        {QStringLiteral("owner"),
         a.owner == noIndex ? QJsonValue() : m.nations[std::size_t(a.owner)].name},
        {QStringLiteral("poi"),
         a.poi.hasFeature()
             ? QJsonValue(QJsonObject{{QStringLiteral("card"), a.poi.cardId},
                                      {QStringLiteral("revealed"), a.poi.revealed},
                                      {QStringLiteral("crossing"), keyOf(a.poi.crossing)}})
             : QJsonValue()}};
    QJsonArray boundaries;
    const int index = *m.areaAt(a.hex);
    for (const map::Hex n : a.hex.neighbours()) {
        const auto other = m.areaAt(n);
        const Boundary *b = other ? m.boundaryBetween(index, *other) : nullptr;
        if (b)
            boundaries.append(QJsonObject{{QStringLiteral("to"), n.toXXYY()},
                                          {QStringLiteral("river"), b->river},
                                          {QStringLiteral("barrier"), keyOf(b->barrier)},
                                          {QStringLiteral("crossing"), keyOf(b->crossing)}});
    }
    o.insert(QStringLiteral("boundaries"), boundaries);
    return o;
}

int areaShow(CliContext &c, const QStringList &words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr("area show needs a hex number: area show FILE 0304"));
    const StrategicMap m = currentMap(c);
    const auto hex = map::Hex::fromXXYY(words.first());
    const auto index = hex ? m.areaAt(*hex) : std::nullopt;
    if (!index)
        return c.usage(Tr::tr("%1 is not an area of the map.").arg(words.first()));
    const Area &a = m.areas[std::size_t(*index)];
    const QJsonObject o = areaJson(m, a);
    QStringList lines{
        QStringLiteral("%1 %2").arg(a.id(), a.name.isEmpty() ? Tr::tr("(unnamed)") : a.name),
        Tr::tr("  Terrain: %1%2%3")
            .arg(a.terrainDescription(), a.coastal ? Tr::tr(", coastal") : QString(),
                 a.majorRiver ? Tr::tr(", major river") : QString()),
        Tr::tr("  Population centre: %1").arg(nameOf(a.centre)),
        Tr::tr("  Owner: %1")
            .arg(a.owner == noIndex ? Tr::tr("uncontrolled")
                                    : m.nations[std::size_t(a.owner)].name)};
    if (a.poi.hasFeature())
        lines << Tr::tr("  POI: %1")
                     .arg(a.poi.cardId.isEmpty() ? nameOf(a.poi.crossing) : a.poi.cardId);
    for (const QJsonValue &b : o.value(QStringLiteral("boundaries")).toArray())
        lines
            << Tr::tr("  Boundary with %1: %2%3")
                   .arg(
                       b[QStringLiteral("to")].toString(), b[QStringLiteral("barrier")].toString(),
                       b[QStringLiteral("crossing")].toString() == QLatin1String("none")
                           ? QString()
                           : Tr::tr(", crossing %1").arg(b[QStringLiteral("crossing")].toString()));
    c.print(o, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// --yes/--no style values for flags.
std::optional<bool> yesNo(const QString &text)
{
    if (text == QLatin1String("yes") || text == QLatin1String("true") ||
        text == QLatin1String("on"))
        return true;
    if (text == QLatin1String("no") || text == QLatin1String("false") ||
        text == QLatin1String("off"))
        return false;
    return std::nullopt;
}

int areaSet(CliContext &c, const QStringList &words)
{
    const QStringList textOptions{QStringLiteral("name"), QStringLiteral("terrain"),
                                  QStringLiteral("centre"), QStringLiteral("owner"),
                                  QStringLiteral("landmass")};
    const QStringList flagOptions{QStringLiteral("chaos"), QStringLiteral("river"),
                                  QStringLiteral("underwater"), QStringLiteral("coastal")};
    const Words w =
        parseWords(words, textOptions + flagOptions + QStringList{QStringLiteral("poi")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr(
            "area set needs a hex number: area set FILE 0304 [--name N] [--terrain T] [--centre C] "
            "[--owner NATION|none] [--river yes|no] [--poi CARD|pass|ford|none] ..."));
    QJsonObject args{{QStringLiteral("hex"), w.positional.first()}};
    for (const QString &key : textOptions) {
        if (w.options.contains(key))
            args.insert(key, w.options.value(key));
    }
    if (args.value(QStringLiteral("owner")).toString() == QLatin1String("none"))
        args.insert(QStringLiteral("owner"), QJsonValue());
    for (const QString &key : flagOptions) {
        if (!w.options.contains(key))
            continue;
        const auto value = yesNo(w.options.value(key));
        if (!value)
            return c.usage(Tr::tr("--%1 takes yes or no.").arg(key));
        args.insert(key, *value);
    }
    if (w.options.contains(QStringLiteral("poi"))) {
        const QString poi = w.options.value(QStringLiteral("poi"));
        if (poi == QLatin1String("none"))
            args.insert(QStringLiteral("poi"), QJsonValue());
        else if (poi == QLatin1String("pass") || poi == QLatin1String("ford"))
            args.insert(QStringLiteral("poi"), QJsonObject{{QStringLiteral("crossing"), poi},
                                                           {QStringLiteral("revealed"), true}});
        else
            args.insert(QStringLiteral("poi"), QJsonObject{{QStringLiteral("card"), poi}});
    }
    return c.report(c.service.execute(QStringLiteral("area.set"), args));
}

int areaVerb(CliContext &c, QStringList words)
{
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (action != QLatin1String("show") && action != QLatin1String("set"))
        return c.usage(Tr::tr("area needs an action: show or set (see: herald-cli help)."));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    return action == QLatin1String("show") ? areaShow(c, words) : areaSet(c, words);
}

} // namespace

void addMapVerbs(VerbTable &table)
{
    table.add(
        {QStringLiteral("map"),
         QStringLiteral(
             "map import|demo|export|show|print|png FILE ... (print: OUT.pdf [--paper a4|letter] "
             "[--nation NAME] [--hex-mm N]; png: OUT.png [--hex-px N])"),
         Tr::tr("the strategic map: import or export JSON, the demo map, a summary, PDF or PNG"),
         true, mapVerb});
    table.add(
        {QStringLiteral("area"),
         QStringLiteral(
             "area show|set FILE XXYY [--name N] [--terrain T] [--centre C] [--owner NATION|none] "
             "[--river yes|no] [--coastal yes|no] [--chaos yes|no] [--poi CARD|pass|ford|none]"),
         Tr::tr("one area of the strategic map: show it, or change it"), true, areaVerb});
}

} // namespace herald::cli
