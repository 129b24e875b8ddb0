#include "db/map/mapcommands.h"

#include "core/warmaster/mapformat.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MapCommands)
};

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}

/// Writes the edited map and reports the command done.
CommandOutcome finish(CommandContext &context, const StoredMap &before, StoredMap &after,
                      const QString &summary, QJsonObject result = {})
{
    after.refresh();
    if (const QString error = saveStoredMap(context.db, before, after); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(summary, std::move(result));
}

/// The hexes of a brush stroke or selection: "hexes": ["0304", "0305"], each named once.
std::optional<std::vector<map::Hex>> hexList(const QJsonObject &args, const StoredMap &stored,
                                             bool mustBeAreas, QString *problem)
{
    const QJsonArray array = args.value(QStringLiteral("hexes")).toArray();
    if (array.isEmpty()) {
        *problem =
            Tr::tr("The argument \"hexes\" must list at least one hex number, e.g. [\"0304\"].");
        return std::nullopt;
    }
    std::vector<map::Hex> hexes;
    QSet<map::Hex> seen;
    for (const QJsonValue &value : array) {
        const auto hex = map::Hex::fromXXYY(value.toString());
        if (!hex) {
            *problem =
                Tr::tr("hexes: '%1' is not a hex number XXYY.").arg(value.toVariant().toString());
            return std::nullopt;
        }
        const map::Offset o = hex->offset();
        if (o.column >= stored.map.columns || o.row >= stored.map.rows) {
            *problem =
                Tr::tr("Hex %1 lies outside the map's %2 × %3 layout; enlarge the layout first.")
                    .arg(hex->toXXYY())
                    .arg(stored.map.columns)
                    .arg(stored.map.rows);
            return std::nullopt;
        }
        if (mustBeAreas && !stored.map.areaAt(*hex)) {
            *problem = Tr::tr("Hex %1 is not an area of the map.").arg(hex->toXXYY());
            return std::nullopt;
        }
        if (!seen.contains(*hex))
            hexes.push_back(*hex);
        seen.insert(*hex);
    }
    return hexes;
}

QString hexNames(const std::vector<map::Hex> &hexes)
{
    QStringList names;
    for (std::size_t i = 0; i < hexes.size() && i < 6; ++i)
        names << hexes[i].toXXYY();
    if (hexes.size() > 6)
        names << QStringLiteral("…");
    return names.join(QStringLiteral(", "));
}

/// A landmass for a new land area: a land neighbour's, or a new one.
int landmassFor(StrategicMap &m, map::Hex hex)
{
    for (const map::Hex n : hex.neighbours()) {
        if (const auto other = m.areaAt(n); other && m.areas[at(*other)].landmass != noIndex)
            return m.areas[at(*other)].landmass;
    }
    int number = static_cast<int>(m.landmasses.size()) + 1;
    while (m.landmassIndex(QStringLiteral("landmass-%1").arg(number)))
        ++number;
    m.landmasses.push_back(
        {QStringLiteral("landmass-%1").arg(number), Tr::tr("Landmass %1").arg(number)});
    return static_cast<int>(m.landmasses.size()) - 1;
}

/// Sets the terrain, keeping the area consistent: sea has no centre, owner, landmass or
/// chaos; land gets a village and a landmass (§1.3).
void applyTerrain(StrategicMap &m, int index, Terrain terrain)
{
    Area &a = m.areas[at(index)];
    a.terrain = terrain;
    if (a.isSea()) {
        a.centre = PopulationCentre::None;
        a.owner = noIndex;
        a.landmass = noIndex;
        a.chaos = false;
        return;
    }
    if (a.centre == PopulationCentre::None)
        a.centre = PopulationCentre::Village;
    if (a.landmass == noIndex) {
        const int landmass = landmassFor(m, a.hex); // may grow landmasses; `a` stays valid
        m.areas[at(index)].landmass = landmass;
    }
}

/// Landmasses no area uses any more go.
void dropUnusedLandmasses(StrategicMap &m)
{
    std::vector<bool> used(m.landmasses.size(), false);
    for (const Area &a : m.areas) {
        if (a.landmass != noIndex)
            used[at(a.landmass)] = true;
    }
    std::vector<int> newIndex(m.landmasses.size(), noIndex);
    std::vector<Landmass> kept;
    for (std::size_t i = 0; i < m.landmasses.size(); ++i) {
        if (used[i]) {
            newIndex[i] = static_cast<int>(kept.size());
            kept.push_back(m.landmasses[i]);
        }
    }
    m.landmasses = std::move(kept);
    for (Area &a : m.areas) {
        if (a.landmass != noIndex)
            a.landmass = newIndex[at(a.landmass)];
    }
}

CommandOutcome importMap(CommandContext &context, const QByteArray &bytes, const QString &what)
{
    StrategicMapParse parse = parseStrategicMap(bytes);
    if (!parse.ok())
        return CommandOutcome::refused(
            Tr::tr("%1 was not imported; nothing changed:\n%2").arg(what, parse.errorString()));
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after;
    after.background = before.background;
    after.backgroundOpacity = before.backgroundOpacity;
    after.map = *parse.map;
    after.marks.clear();
    for (const BoundaryMark &mark : parse.map->boundaryMarks())
        after.marks.insert(mark.side, mark);
    for (std::size_t i = 0; i < after.map.areas.size(); ++i) {
        if (after.map.areas[i].coastal != after.map.touchesSea(static_cast<int>(i)))
            after.coastGiven.insert(after.map.areas[i].hex);
    }
    // The file's nations become the campaign's: matched by name, created when missing.
    after.map.nations = before.map.nations;
    after.nationRowIds = before.nationRowIds;
    std::vector<int> nationIndex;
    int created = 0;
    for (const Nation &n : parse.map->nations) {
        const QString capital =
            n.capital == noIndex ? QString() : after.map.areas[at(n.capital)].id();
        int found = noIndex;
        for (std::size_t i = 0; i < after.map.nations.size(); ++i) {
            if (after.map.nations[i].name.compare(n.name, Qt::CaseInsensitive) == 0)
                found = static_cast<int>(i);
        }
        QSqlQuery q(context.db);
        if (found == noIndex) {
            q.prepare(
                QStringLiteral("INSERT INTO nation (name, colour, capital) VALUES (?, ?, ?)"));
            q.addBindValue(n.name);
            q.addBindValue(n.colour);
            q.addBindValue(capital.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : capital);
            if (!q.exec())
                return CommandOutcome::storageFailed(q);
            after.nationRowIds.append(q.lastInsertId().toLongLong());
            Nation added;
            added.id = QString::number(after.nationRowIds.last());
            added.name = n.name;
            added.colour = n.colour;
            after.map.nations.push_back(added);
            found = static_cast<int>(after.map.nations.size()) - 1;
            ++created;
        } else if (!capital.isEmpty()) {
            q.prepare(
                QStringLiteral("UPDATE nation SET capital = ? WHERE id = ? AND capital IS NULL"));
            q.addBindValue(capital);
            q.addBindValue(after.nationRowIds.at(found));
            if (!q.exec())
                return CommandOutcome::storageFailed(q);
        }
        nationIndex.push_back(found);
    }
    for (Area &a : after.map.areas) {
        if (a.owner != noIndex)
            a.owner = nationIndex[at(a.owner)];
    }
    const QString summary =
        Tr::tr("Map \"%1\" imported: %2 areas, %3 nations added")
            .arg(after.map.name, QString::number(after.map.areas.size()), QString::number(created));
    return finish(context, before, after, summary,
                  {{QStringLiteral("areas"), static_cast<int>(after.map.areas.size())},
                   {QStringLiteral("nationsAdded"), created}});
}

CommandOutcome importFromArgs(CommandContext &context)
{
    const QJsonValue map = context.args.value(QStringLiteral("map"));
    if (!map.isObject())
        return CommandOutcome::badArguments(Tr::tr(
            "The argument \"map\" must be a strategic map object (docs/strategic-map-format.md)."));
    return importMap(context, QJsonDocument(map.toObject()).toJson(QJsonDocument::Compact),
                     Tr::tr("The map"));
}

CommandOutcome importDemo(CommandContext &context)
{
    return importMap(context, demoStrategicMap(), Tr::tr("The demo map"));
}

CommandOutcome setLayout(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const QJsonObject &args = context.args;
    if (args.contains(QStringLiteral("name")))
        after.map.name = args.value(QStringLiteral("name")).toString().trimmed();
    for (const auto &[key, target] : {std::pair{QStringLiteral("columns"), &after.map.columns},
                                      std::pair{QStringLiteral("rows"), &after.map.rows}}) {
        if (!args.contains(key))
            continue;
        const int value = args.value(key).toInt(-1);
        if (value < 1 || value > 99)
            return CommandOutcome::badArguments(
                Tr::tr("%1 must be a whole number from 1 to 99.").arg(key));
        *target = value;
    }
    for (const Area &a : after.map.areas) {
        const map::Offset o = a.hex.offset();
        if (o.column >= after.map.columns || o.row >= after.map.rows)
            return CommandOutcome::refused(
                Tr::tr("Area %1 would lie outside a %2 × %3 layout; remove it first.")
                    .arg(a.id())
                    .arg(after.map.columns)
                    .arg(after.map.rows));
    }
    return finish(context, before, after,
                  Tr::tr("Map layout: \"%1\", %2 × %3 hexes")
                      .arg(after.map.name, QString::number(after.map.columns),
                           QString::number(after.map.rows)));
}

CommandOutcome setBackground(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const QJsonObject &args = context.args;
    if (args.contains(QStringLiteral("image"))) {
        const QByteArray image =
            QByteArray::fromBase64(args.value(QStringLiteral("image")).toString().toLatin1());
        const bool png = image.startsWith("\x89PNG");
        const bool jpeg = image.startsWith("\xff\xd8");
        if (!image.isEmpty() && !png && !jpeg)
            return CommandOutcome::badArguments(
                Tr::tr("image: the background must be a PNG or JPEG file, base64-encoded."));
        after.background = image;
    }
    if (args.contains(QStringLiteral("opacity"))) {
        const double opacity = args.value(QStringLiteral("opacity")).toDouble(-1);
        if (opacity < 0 || opacity > 1)
            return CommandOutcome::badArguments(Tr::tr("opacity must be a number from 0 to 1."));
        after.backgroundOpacity = opacity;
    }
    return finish(context, before, after,
                  after.background.isEmpty() ? Tr::tr("Map background removed")
                                             : Tr::tr("Map background set (grid opacity %1%)")
                                                   .arg(qRound(after.backgroundOpacity * 100)));
}

CommandOutcome paint(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const QString key = context.args.value(QStringLiteral("terrain")).toString();
    const auto terrain = fromKey<Terrain>(key);
    if (!terrain)
        return CommandOutcome::badArguments(
            Tr::tr("terrain: '%1' is not one of %2.").arg(key, keyList<Terrain>()));
    QString problem;
    const auto hexes = hexList(context.args, before, false, &problem);
    if (!hexes)
        return CommandOutcome::badArguments(problem);
    const bool chaos = context.args.value(QStringLiteral("chaos")).toBool(false);
    if (chaos && *terrain == Terrain::Sea)
        return CommandOutcome::refused(Tr::tr("terrain: sea cannot be chaos land (§7.5)."));
    int added = 0;
    for (const map::Hex hex : *hexes) {
        auto index = after.map.areaAt(hex);
        if (!index) {
            Area fresh;
            fresh.hex = hex;
            fresh.centre = PopulationCentre::None;
            fresh.terrain = Terrain::Sea;
            after.map.areas.push_back(fresh);
            after.map.reindex();
            index = static_cast<int>(after.map.areas.size()) - 1;
            ++added;
        }
        applyTerrain(after.map, *index, *terrain);
        after.map.areas[at(*index)].chaos = chaos;
    }
    dropUnusedLandmasses(after.map);
    const QString name = chaos ? Tr::tr("Chaos land (%1)").arg(nameOf(*terrain)) : nameOf(*terrain);
    QString summary = Tr::tr("Painted %1 (%2 areas: %3)")
                          .arg(name, QString::number(hexes->size()), hexNames(*hexes));
    if (added > 0)
        summary += Tr::tr(", %1 of them new").arg(added);
    return finish(context, before, after, summary, {{QStringLiteral("added"), added}});
}

CommandOutcome removeAreas(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    QString problem;
    const auto hexes = hexList(context.args, before, true, &problem);
    if (!hexes)
        return CommandOutcome::badArguments(problem);
    const QSet<map::Hex> gone(hexes->begin(), hexes->end());
    for (std::size_t i = 0; i < after.map.nations.size(); ++i) {
        const int capital = after.map.nations[i].capital;
        if (capital != noIndex && gone.contains(after.map.areas[at(capital)].hex))
            return CommandOutcome::refused(
                Tr::tr("Area %1 is the capital of %2; choose another capital first.")
                    .arg(after.map.areas[at(capital)].id(), after.map.nations[i].name));
    }
    std::erase_if(after.map.areas, [&](const Area &a) { return gone.contains(a.hex); });
    for (auto it = after.marks.begin(); it != after.marks.end();) {
        if (gone.contains(it.key().first()) || gone.contains(it.key().second()))
            it = after.marks.erase(it);
        else
            ++it;
    }
    for (const map::Hex hex : *hexes)
        after.coastGiven.remove(hex);
    after.map.reindex();
    dropUnusedLandmasses(after.map);
    return finish(context, before, after,
                  Tr::tr("Removed %1 areas: %2").arg(hexes->size()).arg(hexNames(*hexes)));
}

/// Applies the fields of area.set one by one; returns a refusal message, or empty.
class AreaEdit
{
public:
    AreaEdit(StoredMap &stored, int index) : m_stored(stored), m_index(index) {}

    QString apply(const QJsonObject &args)
    {
        for (auto it = args.begin(); it != args.end() && m_problem.isEmpty(); ++it) {
            if (it.key() != QLatin1String("hex"))
                applyField(it.key(), it.value());
        }
        if (m_problem.isEmpty())
            checkArea();
        return m_problem;
    }
    [[nodiscard]] QStringList changes() const { return m_changes; }

private:
    Area &area() { return m_stored.map.areas[at(m_index)]; }
    void fail(const QString &field, const QString &problem)
    {
        m_problem = Tr::tr("Area %1, %2: %3").arg(area().id(), field, problem);
    }

    void applyField(const QString &field, const QJsonValue &value)
    {
        if (field == QLatin1String("name")) {
            area().name = value.toString().trimmed();
            m_changes << Tr::tr("named \"%1\"").arg(area().name);
        } else if (field == QLatin1String("terrain")) {
            if (const auto t = fromKey<Terrain>(value.toString())) {
                applyTerrain(m_stored.map, m_index, *t);
                m_changes << nameOf(*t);
            } else {
                fail(field,
                     Tr::tr("'%1' is not one of %2").arg(value.toString(), keyList<Terrain>()));
            }
        } else if (field == QLatin1String("centre")) {
            if (const auto c = fromKey<PopulationCentre>(value.toString())) {
                area().centre = *c;
                m_changes << nameOf(*c);
            } else {
                fail(field, Tr::tr("'%1' is not one of %2")
                                .arg(value.toString(), keyList<PopulationCentre>()));
            }
        } else if (field == QLatin1String("owner")) {
            setOwner(value);
        } else if (field == QLatin1String("landmass")) {
            if (const auto l = m_stored.map.landmassIndex(value.toString())) {
                area().landmass = *l;
                m_changes << Tr::tr("on %1").arg(m_stored.map.landmasses[at(*l)].name);
            } else {
                fail(field, Tr::tr("there is no landmass '%1'").arg(value.toString()));
            }
        } else if (field == QLatin1String("coastal")) {
            if (value.isNull()) {
                m_stored.coastGiven.remove(area().hex);
                m_changes << Tr::tr("coast derived from the sea around it");
            } else {
                m_stored.coastGiven.insert(area().hex);
                area().coastal = value.toBool();
                m_changes << (area().coastal ? Tr::tr("coastal") : Tr::tr("not coastal"));
            }
        } else if (field == QLatin1String("chaos") || field == QLatin1String("river") ||
                   field == QLatin1String("underwater")) {
            setFlag(field, value);
        } else if (field == QLatin1String("poi")) {
            setPoi(value);
        } else if (field == QLatin1String("terrainCards")) {
            if (value.isNull()) {
                area().terrainCards.reset();
            } else if (const int cards = value.toInt(-1); cards >= 0 && cards <= 6) {
                area().terrainCards = cards;
            } else {
                fail(field,
                     Tr::tr("must be a whole number from 0 to 6, or null for the §2.12 count"));
                return;
            }
            m_changes << Tr::tr("terrain cards %1")
                             .arg(value.isNull() ? Tr::tr("by §2.12")
                                                 : QString::number(value.toInt()));
        } else {
            fail(field,
                 Tr::tr("not a field of an area (name, terrain, centre, owner, landmass, coastal, "
                        "chaos, river, underwater, poi, terrainCards)"));
        }
    }

    void setFlag(const QString &field, const QJsonValue &value)
    {
        if (!value.isBool()) {
            fail(field, Tr::tr("must be true or false"));
            return;
        }
        const bool on = value.toBool();
        if (field == QLatin1String("chaos"))
            area().chaos = on;
        else if (field == QLatin1String("river"))
            area().majorRiver = on;
        else
            area().underwater = on;
        m_changes << QStringLiteral("%1 %2").arg(field, on ? Tr::tr("on") : Tr::tr("off"));
    }

    void setOwner(const QJsonValue &value)
    {
        if (value.isNull() || value.toString() == QLatin1String("")) {
            area().owner = noIndex;
            m_changes << Tr::tr("uncontrolled");
            return;
        }
        const auto &nations = m_stored.map.nations;
        for (std::size_t i = 0; i < nations.size(); ++i) {
            const bool byId =
                value.isDouble() &&
                m_stored.nationRowIds.value(static_cast<qsizetype>(i)) == value.toInteger();
            const bool byName = value.isString() &&
                                nations[i].name.compare(value.toString(), Qt::CaseInsensitive) == 0;
            if (byId || byName) {
                area().owner = static_cast<int>(i);
                m_changes << Tr::tr("owned by %1").arg(nations[i].name);
                return;
            }
        }
        fail(QStringLiteral("owner"),
             Tr::tr("there is no nation '%1'").arg(value.toVariant().toString()));
    }

    void setPoi(const QJsonValue &value)
    {
        if (value.isNull()) {
            area().poi = Poi{};
            m_changes << Tr::tr("no POI");
            return;
        }
        const QJsonObject o = value.toObject();
        Poi poi;
        poi.cardId = o.value(QStringLiteral("card")).toString().trimmed();
        poi.revealed = o.value(QStringLiteral("revealed")).toBool(false);
        const QString crossing =
            o.value(QStringLiteral("crossing")).toString(QStringLiteral("none"));
        if (const auto c = fromKey<CrossingFeature>(crossing))
            poi.crossing = *c;
        else {
            fail(QStringLiteral("poi.crossing"),
                 Tr::tr("'%1' is not one of %2").arg(crossing, keyList<CrossingFeature>()));
            return;
        }
        area().poi = poi;
        m_changes << (poi.hasFeature()
                          ? Tr::tr("POI %1").arg(poi.cardId.isEmpty() ? nameOf(poi.crossing)
                                                                      : poi.cardId)
                          : Tr::tr("no POI"));
    }

    /// The §1.3 shape of an area whatever was changed.
    void checkArea()
    {
        const Area &a = area();
        if (a.isSea()) {
            if (a.centre != PopulationCentre::None)
                fail(QStringLiteral("centre"),
                     Tr::tr("a sea area has no population centre (§1.3)"));
            else if (a.owner != noIndex)
                fail(QStringLiteral("owner"), Tr::tr("a sea area cannot be owned (§1.3)"));
            else if (a.chaos)
                fail(QStringLiteral("chaos"), Tr::tr("only land can be chaos land (§7.5)"));
        } else if (a.centre == PopulationCentre::None) {
            fail(QStringLiteral("centre"),
                 Tr::tr("a land area always has a village, town or city (§1.3)"));
        }
    }

    StoredMap &m_stored;
    int m_index;
    QString m_problem;
    QStringList m_changes;
};

CommandOutcome setArea(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const QString hexText = context.args.value(QStringLiteral("hex")).toString();
    const auto hex = map::Hex::fromXXYY(hexText);
    const auto index = hex ? before.map.areaAt(*hex) : std::nullopt;
    if (!index)
        return CommandOutcome::badArguments(
            Tr::tr("hex: '%1' is not an area of the map.").arg(hexText));
    AreaEdit edit(after, *index);
    if (const QString problem = edit.apply(context.args); !problem.isEmpty())
        return CommandOutcome::refused(problem);
    if (edit.changes().isEmpty())
        return CommandOutcome::badArguments(Tr::tr("area.set needs at least one field to change."));
    const Area &a = after.map.areas[at(*index)];
    const QString label = a.name.isEmpty() ? a.id() : QStringLiteral("%1 %2").arg(a.id(), a.name);
    return finish(context, before, after,
                  Tr::tr("Area %1: %2").arg(label, edit.changes().join(QStringLiteral(", "))));
}

/// The hexsides of "sides": [["0304", "0305"], ...], each between two areas.
std::optional<std::vector<map::Hexside>> sideList(const QJsonObject &args, const StrategicMap &m,
                                                  QString *problem)
{
    const QJsonArray array = args.value(QStringLiteral("sides")).toArray();
    if (array.isEmpty()) {
        *problem =
            Tr::tr("The argument \"sides\" must list hexsides, e.g. [[\"0304\", \"0305\"]].");
        return std::nullopt;
    }
    std::vector<map::Hexside> sides;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonArray pair = array.at(i).toArray();
        const auto a = map::Hex::fromXXYY(pair.at(0).toString());
        const auto b = map::Hex::fromXXYY(pair.at(1).toString());
        const auto side = a && b && pair.size() == 2 ? map::Hexside::between(*a, *b) : std::nullopt;
        if (!side) {
            *problem =
                Tr::tr("sides[%1]: give two neighbouring hex numbers, e.g. [\"0304\", \"0305\"].")
                    .arg(i);
            return std::nullopt;
        }
        if (!m.areaAt(*a) || !m.areaAt(*b)) {
            *problem = Tr::tr("sides[%1]: %2 is not between two areas of the map.")
                           .arg(i)
                           .arg(side->toString());
            return std::nullopt;
        }
        sides.push_back(*side);
    }
    return sides;
}

CommandOutcome setBoundary(CommandContext &context)
{
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    QString problem;
    const auto sides = sideList(context.args, before.map, &problem);
    if (!sides)
        return CommandOutcome::badArguments(problem);
    const QJsonObject &args = context.args;
    std::optional<std::optional<BarrierType>> barrier;
    if (args.contains(QStringLiteral("barrier"))) {
        const QString key =
            args.value(QStringLiteral("barrier")).toString(QStringLiteral("default"));
        if (key == QLatin1String("default"))
            barrier.emplace(std::nullopt);
        else if (const auto b = fromKey<BarrierType>(key))
            barrier.emplace(*b);
        else
            return CommandOutcome::badArguments(Tr::tr("barrier: '%1' is not one of default, %2.")
                                                    .arg(key, keyList<BarrierType>()));
    }
    std::optional<CrossingFeature> crossing;
    if (args.contains(QStringLiteral("crossing"))) {
        crossing = fromKey<CrossingFeature>(args.value(QStringLiteral("crossing")).toString());
        if (!crossing)
            return CommandOutcome::badArguments(
                Tr::tr("crossing: must be one of %1.").arg(keyList<CrossingFeature>()));
    }
    QStringList changes;
    if (args.contains(QStringLiteral("river")))
        changes << (args.value(QStringLiteral("river")).toBool() ? Tr::tr("major river")
                                                                 : Tr::tr("no river"));
    if (barrier)
        changes << (*barrier ? Tr::tr("barrier %1").arg(nameOf(**barrier))
                             : Tr::tr("default barrier (I-52)"));
    if (crossing)
        changes << Tr::tr("crossing %1").arg(nameOf(*crossing));
    if (changes.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("boundary.set needs river, barrier or crossing."));
    for (const map::Hexside &side : *sides) {
        BoundaryMark mark =
            after.marks.value(side, BoundaryMark{side, false, std::nullopt, CrossingFeature::None});
        if (args.contains(QStringLiteral("river")))
            mark.river = args.value(QStringLiteral("river")).toBool();
        if (barrier)
            mark.barrier = *barrier;
        if (crossing)
            mark.crossing = *crossing;
        if (!mark.river && !mark.barrier && mark.crossing == CrossingFeature::None)
            after.marks.remove(side);
        else
            after.marks.insert(side, mark);
    }
    after.refresh();
    for (const map::Hexside &side : *sides) {
        const int a = *after.map.areaAt(side.first());
        const int b = *after.map.areaAt(side.second());
        const Boundary *resolved = after.map.boundaryBetween(a, b);
        if (!resolved || resolved->crossing == CrossingFeature::None)
            continue;
        if (resolved->barrier == BarrierType::None)
            return CommandOutcome::refused(
                Tr::tr("Boundary %1: a crossing needs a barrier to cross (§4.4).")
                    .arg(side.toString()));
        if (after.map.areas[at(a)].poi.crossing != resolved->crossing &&
            after.map.areas[at(b)].poi.crossing != resolved->crossing)
            return CommandOutcome::refused(
                Tr::tr("Boundary %1: neither area has a %2 POI to cross by (I-52).")
                    .arg(side.toString(), nameOf(resolved->crossing)));
    }
    QStringList sideNames;
    for (std::size_t i = 0; i < sides->size() && i < 4; ++i)
        sideNames << (*sides)[i].toString();
    if (sides->size() > 4)
        sideNames << QStringLiteral("…");
    return finish(
        context, before, after,
        Tr::tr("Boundary %1: %2")
            .arg(sideNames.join(QStringLiteral(", ")), changes.join(QStringLiteral(", "))));
}

} // namespace

QByteArray demoStrategicMap()
{
    QFile file(QStringLiteral(":/herald/maps/demo-strategic.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void registerMapCommands(CommandRegistry &registry)
{
    registry.add(
        {QStringLiteral("map.import"),
         QStringLiteral(
             "Replace the strategic map by a map file: {map} (docs/strategic-map-format.md)"),
         importFromArgs});
    registry.add({QStringLiteral("map.importDemo"), QStringLiteral("Import the bundled demo map"),
                  importDemo});
    registry.add({QStringLiteral("map.layout"),
                  QStringLiteral("Name and size the hex layout: {name?, columns?, rows?}"),
                  setLayout});
    registry.add(
        {QStringLiteral("map.background"),
         QStringLiteral(
             "Scanned map under the grid: {image? (base64 PNG/JPEG, empty to clear), opacity?}"),
         setBackground});
    registry.add(
        {QStringLiteral("area.paint"),
         QStringLiteral("Brush terrain over hexes, adding areas: {hexes, terrain, chaos?}"),
         paint});
    registry.add(
        {QStringLiteral("area.remove"), QStringLiteral("Remove areas: {hexes}"), removeAreas});
    registry.add(
        {QStringLiteral("area.set"),
         QStringLiteral(
             "Change an area: {hex, name?, terrain?, centre?, owner?, landmass?, coastal?, chaos?, "
             "river?, underwater?, poi?, terrainCards?}"),
         setArea});
    registry.add(
        {QStringLiteral("boundary.set"),
         QStringLiteral("Mark hexsides: {sides, river?, barrier? (default|key), crossing?}"),
         setBoundary});
}

} // namespace herald::db
