#include "db/hexwar/hexmapcommands.h"

#include "core/hexwar/mapedit.h"
#include "core/hexwar/mapformat.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/hexwar/mapstore.h"
#include "db/hexwar/shippedscenarios.h"
#include "db/hexwar/underlay.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::db {

using namespace herald::db::hexwar;
using herald::hexwar::MapEdit;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::HexmapCommands)
};

/// The map named by the "map" argument, or the refusal to return.
std::optional<StoredHexMap> mapArgument(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("map"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    auto stored = hexMap(context.db, *name);
    if (!stored)
        refusal = CommandOutcome::refused(Tr::tr("There is no hex map \"%1\".").arg(*name));
    return stored;
}

/// The hexes of a JSON array of "XXYY" numbers, or nothing with the bad entry named.
std::optional<QList<map::Hex>> hexesOf(const herald::hexwar::HexwarMap &map,
                                       const QJsonValue &value, QString *problem)
{
    QList<map::Hex> hexes;
    for (const QJsonValue &entry : value.toArray()) {
        const auto hex = map.numbered(entry.toString());
        if (!hex) {
            *problem = Tr::tr("\"%1\" is not a hex number XXYY.").arg(entry.toString());
            return std::nullopt;
        }
        hexes << *hex;
    }
    if (hexes.isEmpty())
        *problem = Tr::tr("Name at least one hex (\"hexes\": [\"0304\", ...]).");
    return hexes.isEmpty() ? std::nullopt : std::optional(hexes);
}

std::optional<map::Hexside> sideOf(const herald::hexwar::HexwarMap &map, const QJsonValue &entry,
                                   QString *problem)
{
    const auto side = map.grid().sideFromName(entry.toString());
    if (!side)
        *problem = Tr::tr("\"%1\" is not a hexside between two neighbouring hexes (\"0304/0305\").")
                       .arg(entry.toString());
    return side;
}

/// Writes the edited map, or says why the edit was refused.
CommandOutcome finish(CommandContext &context, StoredHexMap &stored, const MapEdit &edit,
                      const QString &summary)
{
    if (!edit.ok())
        return CommandOutcome::refused(Tr::tr("%1: %2").arg(stored.name, edit.explanation));
    QSqlQuery q(context.db);
    if (!writeHexMap(stored, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("%1: %2").arg(stored.name, summary),
                                {{QStringLiteral("map"), stored.name}});
}

/// The "name" of a map to be made: given, not empty, not taken; or the refusal to return.
std::optional<QString> newMapName(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty()) {
        refusal = CommandOutcome::badArguments(Tr::tr("A hex map needs a name."));
        return std::nullopt;
    }
    if (hexMap(context.db, trimmed)) {
        refusal = CommandOutcome::refused(
            Tr::tr("There is already a hex map \"%1\" in this file.").arg(trimmed));
        return std::nullopt;
    }
    return trimmed;
}

/// The grid {orientation?, shiftedParity?} asks for (spec 2.2's words), each part defaulting to
/// `base`'s; nullopt with the problem for words it does not know.
std::optional<map::HexGrid> gridArgument(const QJsonObject &args, map::HexGrid base,
                                         QString *problem)
{
    auto orientation = base.orientation();
    auto parity = base.shiftedParity();
    if (const QJsonValue o = args.value(QStringLiteral("orientation")); !o.isUndefined()) {
        const auto read = map::HexGrid::orientationFromKey(o.toString());
        if (!read) {
            *problem = Tr::tr("orientation: \"%1\" is not flat_top_columns or pointy_top_rows.")
                           .arg(o.toString());
            return std::nullopt;
        }
        orientation = *read;
    }
    if (const QJsonValue p = args.value(QStringLiteral("shiftedParity")); !p.isUndefined()) {
        const auto read = map::HexGrid::parityFromKey(p.toString());
        if (!read) {
            *problem = Tr::tr("shiftedParity: \"%1\" is not even or odd.").arg(p.toString());
            return std::nullopt;
        }
        parity = *read;
    }
    return map::HexGrid(orientation, parity);
}

/// Writes a map hexmap.new or hexmap.import made; `made` is its history line, with the name,
/// the columns and the rows for %1, %2 and %3.
CommandOutcome storeNewMap(CommandContext &context, StoredHexMap &stored, const QString &made)
{
    QSqlQuery q(context.db);
    if (!writeHexMap(stored, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(made.arg(stored.name, QString::number(stored.map.columns()),
                                         QString::number(stored.map.rows())),
                                {{QStringLiteral("map"), stored.name}});
}

CommandOutcome newMap(CommandContext &context)
{
    CommandOutcome refusal;
    const auto name = newMapName(context, refusal);
    if (!name)
        return refusal;
    Arguments args(context.args);
    const auto from = args.text(QStringLiteral("from"), false);
    const auto columns = args.integer(QStringLiteral("columns"), !from);
    const auto rows = args.integer(QStringLiteral("rows"), !from);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    QString problem;
    const auto grid = gridArgument(context.args, map::HexGrid(), &problem);
    if (!grid)
        return CommandOutcome::badArguments(problem);
    StoredHexMap stored;
    stored.name = *name;
    if (from) {
        const ShippedScenario *shipped = shippedScenario(*from);
        if (!shipped)
            return CommandOutcome::badArguments(
                Tr::tr("There is no hex game scenario \"%1\"; Herald has %2.")
                    .arg(*from, shippedScenarioKeys().join(QStringLiteral(", "))));
        stored.map = shipped->map;
    } else {
        if (*columns < 1 || *columns > 99 || *rows < 1 || *rows > 99)
            return CommandOutcome::badArguments(
                Tr::tr("A hex map has 1 to 99 columns and rows, not %1 by %2.")
                    .arg(*columns)
                    .arg(*rows));
        stored.map = herald::hexwar::HexwarMap(*columns, *rows, *grid);
    }
    stored.map.setName(stored.name);
    return storeNewMap(context, stored, Tr::tr("New hex map \"%1\", %2 columns by %3 rows"));
}

CommandOutcome importMap(CommandContext &context)
{
    CommandOutcome refusal;
    const auto name = newMapName(context, refusal);
    if (!name)
        return refusal;
    auto parsed = herald::hexwar::parseHexwarMap(
        QJsonDocument(context.args.value(QStringLiteral("map")).toObject()).toJson());
    if (!parsed.ok())
        return CommandOutcome::refused(Tr::tr("The hex map \"%1\" cannot be read: %2")
                                           .arg(*name, parsed.errors.join(QStringLiteral("; "))));
    StoredHexMap stored;
    stored.name = *name;
    stored.map = std::move(*parsed.map);
    return storeNewMap(context, stored, Tr::tr("Hex map \"%1\" read in, %2 columns by %3 rows"));
}

CommandOutcome deleteMap(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto stored = hexMap(context.db, *name);
    if (!stored)
        return CommandOutcome::refused(Tr::tr("There is no hex map \"%1\".").arg(*name));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM hexmap WHERE id = ?"));
    q.addBindValue(stored->id);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("Hex map \"%1\" deleted").arg(stored->name),
                                {{QStringLiteral("map"), stored->name}});
}

CommandOutcome paint(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    QString problem;
    const auto hexes = hexesOf(stored->map, context.args.value(QStringLiteral("hexes")), &problem);
    const QString key = context.args.value(QStringLiteral("terrain")).toString();
    const auto terrain = herald::hexwar::terrainFromKey(key);
    if (!hexes)
        return CommandOutcome::badArguments(problem);
    if (!terrain)
        return CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not a terrain of the hex map format (clear, light_forest, "
                   "heavy_forest, hills, moor, mountain, swamp, water).")
                .arg(key));
    const MapEdit edit = herald::hexwar::paintTerrain(stored->map, *hexes, *terrain);
    return finish(context, *stored, edit,
                  Tr::tr("%n hex(es) painted %1", nullptr, int(hexes->size()))
                      .arg(herald::hexwar::terrainName(*terrain)));
}

CommandOutcome place(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    Arguments args(context.args);
    const auto hexText = args.text(QStringLiteral("hex"));
    const auto featureText = args.text(QStringLiteral("feature"));
    const auto name = args.text(QStringLiteral("name"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto hex = stored->map.numbered(*hexText);
    const auto feature = herald::hexwar::featureFromKey(*featureText);
    if (!hex)
        return CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not a hex number XXYY.").arg(*hexText));
    if (!feature)
        return CommandOutcome::badArguments(
            Tr::tr("\"%1\" is not a place of the hex map format (none, city, town, village, "
                   "fort, ruins, keep).")
                .arg(*featureText));
    QStringList regions;
    for (const QJsonValue &region : context.args.value(QStringLiteral("regions")).toArray())
        regions << region.toString();
    const MapEdit edit =
        herald::hexwar::setPlace(stored->map, *hex, *feature, name.value_or(QString()), regions);
    const QString what =
        *feature == herald::hexwar::Feature::None
            ? Tr::tr("hex %1 has no place").arg(stored->map.number(*hex))
            //: %1 the place's kind (town, keep), %2 its name, %3 the hex.
            : Tr::tr("%1 %2 in hex %3")
                  .arg(herald::hexwar::featureName(*feature), name.value_or(QString()).trimmed(),
                       stored->map.number(*hex));
    return finish(context, *stored, edit, what);
}

CommandOutcome line(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    Arguments args(context.args);
    const auto kind = args.text(QStringLiteral("line"));
    const auto name = args.text(QStringLiteral("name"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    if (*kind != QLatin1String("road") && *kind != QLatin1String("river"))
        return CommandOutcome::badArguments(
            Tr::tr("\"line\" is road or river, not \"%1\".").arg(*kind));
    QList<map::Hexside> sides;
    QString problem;
    for (const QJsonValue &entry : context.args.value(QStringLiteral("sides")).toArray()) {
        const auto side = sideOf(stored->map, entry, &problem);
        if (!side)
            return CommandOutcome::badArguments(problem);
        sides << *side;
    }
    if (sides.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("Name at least one hexside (\"sides\": [\"0304/0305\", ...])."));
    const bool on = context.args.value(QStringLiteral("on")).toBool(true);
    const bool road = *kind == QLatin1String("road");
    const MapEdit edit = herald::hexwar::setSideLine(
        stored->map, sides, road ? herald::hexwar::SideLine::Road : herald::hexwar::SideLine::River,
        name.value_or(QString()), on);
    const int n = int(sides.size());
    QString what;
    if (on)
        what = road ? Tr::tr("road %1 along %n hexside(s)", nullptr, n)
                          .arg(name.value_or(QString()).trimmed())
                    : Tr::tr("river %1 along %n hexside(s)", nullptr, n)
                          .arg(name.value_or(QString()).trimmed());
    else
        what = road ? Tr::tr("roads taken off %n hexside(s)", nullptr, n)
                    : Tr::tr("rivers taken off %n hexside(s)", nullptr, n);
    return finish(context, *stored, edit, what);
}

CommandOutcome bridge(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    QString problem;
    const auto side = sideOf(stored->map, context.args.value(QStringLiteral("side")), &problem);
    if (!side)
        return CommandOutcome::badArguments(problem);
    const bool on = context.args.value(QStringLiteral("on")).toBool(true);
    const MapEdit edit = herald::hexwar::setBridge(stored->map, *side, on);
    return finish(context, *stored, edit,
                  on ? Tr::tr("bridge on hexside %1").arg(stored->map.sideName(*side))
                     : Tr::tr("bridge taken off hexside %1").arg(stored->map.sideName(*side)));
}

CommandOutcome playable(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    QString problem;
    const auto hexes = hexesOf(stored->map, context.args.value(QStringLiteral("hexes")), &problem);
    if (!hexes)
        return CommandOutcome::badArguments(problem);
    const bool in = context.args.value(QStringLiteral("playable")).toBool(false);
    const MapEdit edit = herald::hexwar::setPlayable(stored->map, *hexes, in);
    const int n = int(hexes->size());
    return finish(context, *stored, edit,
                  in ? Tr::tr("%n edge hex(es) back in play", nullptr, n)
                     : Tr::tr("%n edge hex(es) out of play", nullptr, n));
}

CommandOutcome hexSet(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    QString problem;
    const auto hexes = hexesOf(stored->map, context.args.value(QStringLiteral("hexes")), &problem);
    if (!hexes)
        return CommandOutcome::badArguments(problem);
    const QString set = context.args.value(QStringLiteral("set")).toString().trimmed();
    const bool in = context.args.value(QStringLiteral("in")).toBool(true);
    const MapEdit edit = herald::hexwar::markHexSet(stored->map, set, *hexes, in);
    const int n = int(hexes->size());
    return finish(context, *stored, edit,
                  in ? Tr::tr("%n hex(es) added to hex set %1", nullptr, n).arg(set)
                     : Tr::tr("%n hex(es) taken out of hex set %1", nullptr, n).arg(set));
}

/// Words for a grid in history lines and explanations.
QString gridName(map::HexGrid grid)
{
    const bool flat = grid.orientation() == map::GridOrientation::FlatTopColumns;
    const bool even = grid.shiftedParity() == map::ShiftedParity::Even;
    if (flat)
        return even ? Tr::tr("flat-topped columns, even columns half a hex lower")
                    : Tr::tr("flat-topped columns, odd columns half a hex lower");
    return even ? Tr::tr("pointy-topped rows, even rows half a hex to the right")
                : Tr::tr("pointy-topped rows, odd rows half a hex to the right");
}

CommandOutcome grid(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    QString problem;
    const auto grid = gridArgument(context.args, stored->map.grid(), &problem);
    if (!grid)
        return CommandOutcome::badArguments(problem);
    if (*grid == stored->map.grid())
        return CommandOutcome::refused(
            Tr::tr("%1 is already laid out in %2.").arg(stored->name, gridName(*grid)));
    const QStringList dropped = herald::hexwar::setGrid(stored->map, *grid);
    QSqlQuery q(context.db);
    if (!writeHexMap(*stored, q))
        return CommandOutcome::storageFailed(q);
    //: %1 a map's name, %2 how its hexes are laid out.
    QString line = Tr::tr("%1: hexes laid out in %2").arg(stored->name, gridName(*grid));
    if (!dropped.isEmpty())
        line += Tr::tr(", %n hexside(s) taken off", nullptr, int(dropped.size()));
    CommandOutcome done = CommandOutcome::done(
        line, {{QStringLiteral("map"), stored->name},
               {QStringLiteral("offset"), grid->offsetKey()},
               {QStringLiteral("dropped"), QJsonArray::fromStringList(dropped)}});
    done.explanation << Tr::tr("Every hex keeps its printed number, terrain, place and hex sets "
                               "(rule 2.2).");
    if (!dropped.isEmpty())
        done.explanation << Tr::tr("%n road, river or bridge hexside(s) no longer lie between "
                                   "neighbours and were taken off; trace them again: %1",
                                   nullptr, int(dropped.size()))
                                .arg(dropped.join(QStringLiteral(", ")));
    return done;
}

CommandOutcome underlay(CommandContext &context)
{
    CommandOutcome refusal;
    auto stored = mapArgument(context, refusal);
    if (!stored)
        return refusal;
    if (const QString problem = takeUnderlayArguments(context.args, stored->underlay);
        !problem.isEmpty())
        return CommandOutcome::badArguments(problem);
    QSqlQuery q(context.db);
    if (!writeUnderlay(UnderlayOwner::HexMap, stored->id, stored->underlay, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(underlaySummary(stored->name, stored->underlay),
                                {{QStringLiteral("map"), stored->name}});
}

} // namespace

void registerHexmapCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("hexmap.new"),
                  QStringLiteral("Start a hex map for the map editor, blank or a copy of a "
                                 "shipped scenario's: {name, columns, rows, orientation?, "
                                 "shiftedParity?} or {name, from}"),
                  newMap});
    registry.add({QStringLiteral("hexmap.import"),
                  QStringLiteral("Read a hex map in Herald's format into the file: {name, map}"),
                  importMap});
    registry.add(
        {QStringLiteral("hexmap.delete"), QStringLiteral("Delete a hex map: {name}"), deleteMap});
    registry.add({QStringLiteral("hexmap.paint"),
                  QStringLiteral("Paint the terrain of hexes: {map, hexes, terrain}"), paint});
    registry.add({QStringLiteral("hexmap.place"),
                  QStringLiteral("Set a hex's place and regions: {map, hex, feature, name?, "
                                 "regions?}"),
                  place});
    registry.add({QStringLiteral("hexmap.line"),
                  QStringLiteral("Lay a named road or river along hexsides, or take it off: "
                                 "{map, sides, line: road|river, name?, on?}"),
                  line});
    registry.add({QStringLiteral("hexmap.bridge"),
                  QStringLiteral("Put a bridge on a river hexside, or take it off: {map, side, "
                                 "on?}"),
                  bridge});
    registry.add({QStringLiteral("hexmap.playable"),
                  QStringLiteral("Mark hexes printed only in part at the map's edge out of play, "
                                 "or back in play: {map, hexes, playable?: false}"),
                  playable});
    registry.add({QStringLiteral("hexmap.hexset"),
                  QStringLiteral("Add hexes to a scenario hex set, or take them out: {map, set, "
                                 "hexes, in?}"),
                  hexSet});
    registry.add({QStringLiteral("hexmap.grid"),
                  QStringLiteral("Lay a hex map out on another grid, keeping every hex's number: "
                                 "{map, orientation?: flat_top_columns|pointy_top_rows, "
                                 "shiftedParity?: even|odd}"),
                  grid});
    registry.add({QStringLiteral("hexmap.underlay"),
                  QStringLiteral("Keep a scanned map under the hexes to trace, or none, and how "
                                 "strongly the hexes are drawn over it: {map, image?, opacity?}"),
                  underlay});
}

} // namespace herald::db
