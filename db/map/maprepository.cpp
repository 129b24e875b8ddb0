#include "db/map/maprepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace herald::db {

using namespace herald::warmaster;

namespace {

QVariant nullable(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Int));
}

/// Text columns are NOT NULL: an empty name is '' in the file, never NULL.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

bool tableExists(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?"));
    q.addBindValue(table);
    return q.exec() && q.next();
}

void loadNations(const QSqlDatabase &db, StoredMap &stored)
{
    if (!tableExists(db, QStringLiteral("nation")))
        return;
    QSqlQuery q(db);
    q.exec(
        QStringLiteral("SELECT id, name, colour, capital, army_list_id, kind = 'underwater' FROM "
                       "nation ORDER BY id"));
    while (q.next()) {
        Nation n;
        n.id = QString::number(q.value(0).toLongLong());
        n.name = q.value(1).toString();
        n.colour = q.value(2).toString();
        stored.capitals.append(q.value(3).toString());
        n.raceListId = q.value(4).toString();
        n.underwater = q.value(5).toBool();
        stored.map.nations.push_back(n);
        stored.nationRowIds.append(q.value(0).toLongLong());
    }
}

void loadAreas(const QSqlDatabase &db, StoredMap &stored, const QHash<qint64, int> &landmassIndex)
{
    QHash<qint64, int> nationIndex;
    for (int i = 0; i < stored.nationRowIds.size(); ++i)
        nationIndex.insert(stored.nationRowIds.at(i), i);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT hex, name, terrain, chaos, coastal, major_river, underwater, centre, "
        "landmass_id, owner_nation_id, poi_card, poi_revealed, poi_crossing, "
        "terrain_cards FROM area ORDER BY hex"));
    while (q.next()) {
        Area a;
        a.hex = map::Hex::fromXXYY(q.value(0).toString()).value_or(map::Hex{});
        a.name = q.value(1).toString();
        a.terrain = fromKey<Terrain>(q.value(2).toString()).value_or(Terrain::Plains);
        a.chaos = q.value(3).toBool();
        if (!q.value(4).isNull()) {
            a.coastal = q.value(4).toBool();
            stored.coastGiven.insert(a.hex);
        }
        a.majorRiver = q.value(5).toBool();
        a.underwater = q.value(6).toBool();
        a.centre =
            fromKey<PopulationCentre>(q.value(7).toString()).value_or(PopulationCentre::None);
        a.landmass =
            q.value(8).isNull() ? noIndex : landmassIndex.value(q.value(8).toLongLong(), noIndex);
        a.owner =
            q.value(9).isNull() ? noIndex : nationIndex.value(q.value(9).toLongLong(), noIndex);
        a.poi.cardId = q.value(10).toString();
        a.poi.revealed = q.value(11).toBool();
        a.poi.crossing =
            fromKey<CrossingFeature>(q.value(12).toString()).value_or(CrossingFeature::None);
        if (!q.value(13).isNull())
            a.terrainCards = q.value(13).toInt();
        stored.map.areas.push_back(a);
    }
}

void loadMarks(const QSqlDatabase &db, StoredMap &stored)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT hex_a, hex_b, river, barrier, crossing FROM boundary"));
    while (q.next()) {
        const auto a = map::Hex::fromXXYY(q.value(0).toString());
        const auto b = map::Hex::fromXXYY(q.value(1).toString());
        const auto side = a && b ? map::Hexside::between(*a, *b) : std::nullopt;
        if (!side)
            continue;
        BoundaryMark mark{*side, q.value(2).toBool(), std::nullopt, CrossingFeature::None};
        if (!q.value(3).isNull())
            mark.barrier = fromKey<BarrierType>(q.value(3).toString());
        mark.crossing =
            fromKey<CrossingFeature>(q.value(4).toString()).value_or(CrossingFeature::None);
        stored.marks.insert(*side, mark);
    }
}

/// One prepared statement run with its values; remembers the first failure.
class Writer
{
public:
    explicit Writer(const QSqlDatabase &db) : m_db(db) {}

    void run(const QString &sql, const QVariantList &values)
    {
        if (!m_error.isEmpty())
            return;
        QSqlQuery &q = prepared(sql);
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values.at(i));
        if (!q.exec())
            m_error = q.lastError().text();
    }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] const QSqlDatabase &db() const { return m_db; }

private:
    QSqlQuery &prepared(const QString &sql)
    {
        auto it = m_queries.find(sql);
        if (it == m_queries.end()) {
            it = m_queries.insert(sql, QSqlQuery(m_db));
            it->prepare(sql);
        }
        return *it;
    }

    QSqlDatabase m_db;
    QHash<QString, QSqlQuery> m_queries;
    QString m_error;
};

QVariantList areaRow(const StoredMap &stored, const Area &a,
                     const QHash<QString, qint64> &landmassIds)
{
    const StrategicMap &m = stored.map;
    QVariant coastal(QMetaType(QMetaType::Int));
    if (stored.coastGiven.contains(a.hex))
        coastal = a.coastal ? 1 : 0;
    QVariant landmass(QMetaType(QMetaType::LongLong));
    if (a.landmass != noIndex)
        landmass = landmassIds.value(m.landmasses[static_cast<std::size_t>(a.landmass)].id);
    QVariant owner(QMetaType(QMetaType::LongLong));
    if (a.owner != noIndex)
        owner = stored.nationRowIds.value(a.owner);
    return {text(a.name),
            keyOf(a.terrain),
            a.chaos ? 1 : 0,
            coastal,
            a.majorRiver ? 1 : 0,
            a.underwater ? 1 : 0,
            keyOf(a.centre),
            landmass,
            owner,
            text(a.poi.cardId),
            a.poi.revealed ? 1 : 0,
            keyOf(a.poi.crossing),
            nullable(a.terrainCards),
            a.id()};
}

QVariantList markRow(const BoundaryMark &mark)
{
    QVariant barrier(QMetaType(QMetaType::QString));
    if (mark.barrier)
        barrier = keyOf(*mark.barrier);
    return {mark.river ? 1 : 0, barrier, keyOf(mark.crossing), mark.side.first().toXXYY(),
            mark.side.second().toXXYY()};
}

QHash<QString, qint64> landmassIds(const QSqlDatabase &db)
{
    QHash<QString, qint64> ids;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT key, id FROM landmass"));
    while (q.next())
        ids.insert(q.value(0).toString(), q.value(1).toLongLong());
    return ids;
}

void saveLandmasses(Writer &w, const StoredMap &before, const StoredMap &after)
{
    for (const Landmass &l : after.map.landmasses) {
        const auto old = before.map.landmassIndex(l.id);
        if (!old)
            w.run(QStringLiteral("INSERT INTO landmass (key, name) VALUES (?, ?)"),
                  {l.id, text(l.name)});
        else if (before.map.landmasses[static_cast<std::size_t>(*old)].name != l.name)
            w.run(QStringLiteral("UPDATE landmass SET name = ? WHERE key = ?"),
                  {text(l.name), l.id});
    }
}

void saveAreas(Writer &w, const StoredMap &before, const StoredMap &after)
{
    const QHash<QString, qint64> ids = landmassIds(w.db());
    const auto row = [&](const StoredMap &s, const Area &a) { return areaRow(s, a, ids); };
    for (const Area &a : after.map.areas) {
        const auto old = before.map.areaAt(a.hex);
        const QVariantList values = row(after, a);
        if (!old) {
            w.run(QStringLiteral(
                      "INSERT INTO area (name, terrain, chaos, coastal, major_river, underwater, "
                      "centre, landmass_id, owner_nation_id, poi_card, poi_revealed, "
                      "poi_crossing, terrain_cards, hex) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?, ?, ?, ?)"),
                  values);
        } else if (values != row(before, before.map.areas[static_cast<std::size_t>(*old)])) {
            w.run(QStringLiteral(
                      "UPDATE area SET name = ?, terrain = ?, chaos = ?, coastal = ?, "
                      "major_river = ?, underwater = ?, centre = ?, landmass_id = ?, "
                      "owner_nation_id = ?, poi_card = ?, poi_revealed = ?, poi_crossing = ?, "
                      "terrain_cards = ? WHERE hex = ?"),
                  values);
        }
    }
}

} // namespace

std::vector<Nation> loadMapNations(const QSqlDatabase &db)
{
    StoredMap stored;
    loadNations(db, stored);
    return std::move(stored.map.nations);
}

std::vector<Army> loadArmies(const QSqlDatabase &db)
{
    std::vector<Army> armies;
    if (!tableExists(db, QStringLiteral("army")))
        return armies;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT a.id, a.nation_id, a.name, a.general_id, c.name, a.area, a.location, "
        "a.origin_area, a.moved, a.state, a.state_detail, a.occupation, a.in_supply, "
        "a.interdict, a.expedition_id FROM army a LEFT JOIN character c ON c.id = a.general_id "
        "ORDER BY a.id"));
    while (q.next()) {
        const auto area = map::Hex::fromXXYY(q.value(5).toString());
        if (!area)
            continue; // the schema's CHECK keeps these out
        Army a;
        a.id = QString::number(q.value(0).toLongLong());
        a.nationId = QString::number(q.value(1).toLongLong());
        a.name = q.value(2).toString();
        a.generalId = QString::number(q.value(3).toLongLong());
        a.generalName = q.value(4).toString();
        a.area = *area;
        a.location = fromKey<ArmyLocation>(q.value(6).toString()).value_or(a.location);
        a.originArea = map::Hex::fromXXYY(q.value(7).toString());
        a.moved = q.value(8).toBool();
        a.state = fromKey<ArmyState>(q.value(9).toString()).value_or(a.state);
        a.stateDetail = q.value(10).toString();
        a.occupation = q.value(11).toInt();
        a.inSupply = q.value(12).toBool();
        a.interdict = q.value(13).toBool();
        a.expeditionId = q.value(14).isNull() ? QString() : q.value(14).toString();
        armies.push_back(a);
    }
    return armies;
}

void StoredMap::refresh()
{
    map.resolveBoundaries(marks);
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        if (!coastGiven.contains(map.areas[i].hex))
            map.areas[i].coastal = map.touchesSea(static_cast<int>(i));
    }
}

/// The independent lesser-race armies standing on the map (§7.7.6, schema 0024), for drawing.
void loadIndependentMarkers(const QSqlDatabase &db, StrategicMap &map)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT l.race, i.area FROM independent_army i JOIN lesser_race r "
                               "ON r.id = i.lesser_race_id JOIN army_list l ON l.id = "
                               "r.army_list_id ORDER BY i.lesser_race_id")))
        return;
    while (q.next()) {
        if (const auto hex = map::Hex::fromXXYY(q.value(1).toString()))
            map.independentArmies.push_back({q.value(0).toString(), *hex});
    }
}

StoredMap loadStoredMap(const QSqlDatabase &db)
{
    StoredMap stored;
    if (!tableExists(db, QStringLiteral("area")))
        return stored;
    QSqlQuery q(db);
    q.exec(QStringLiteral(
        "SELECT name, columns, rows, background, background_opacity FROM map WHERE id = 1"));
    if (q.next()) {
        stored.map.name = q.value(0).toString();
        stored.map.columns = q.value(1).toInt();
        stored.map.rows = q.value(2).toInt();
        stored.background = q.value(3).toByteArray();
        stored.backgroundOpacity = q.value(4).toDouble();
    }
    QHash<qint64, int> landmassIndex;
    q.exec(QStringLiteral("SELECT id, key, name FROM landmass ORDER BY id"));
    while (q.next()) {
        landmassIndex.insert(q.value(0).toLongLong(),
                             static_cast<int>(stored.map.landmasses.size()));
        stored.map.landmasses.push_back({q.value(1).toString(), q.value(2).toString()});
    }
    loadNations(db, stored);
    loadAreas(db, stored, landmassIndex);
    loadMarks(db, stored);
    stored.refresh();
    for (std::size_t i = 0; i < stored.map.nations.size(); ++i) {
        const auto hex = map::Hex::fromXXYY(stored.capitals.at(static_cast<qsizetype>(i)));
        if (const auto area = hex ? stored.map.areaAt(*hex) : std::nullopt)
            stored.map.nations[i].capital = *area;
    }
    stored.map.armies = loadArmies(db);
    loadIndependentMarkers(db, stored.map);
    return stored;
}

StrategicMap loadStrategicMap(const QSqlDatabase &db)
{
    return loadStoredMap(db).map;
}

QString saveStoredMap(const QSqlDatabase &db, const StoredMap &before, const StoredMap &after)
{
    Writer w(db);
    const StrategicMap &a = after.map;
    if (a.name != before.map.name || a.columns != before.map.columns || a.rows != before.map.rows)
        w.run(QStringLiteral("UPDATE map SET name = ?, columns = ?, rows = ? WHERE id = 1"),
              {text(a.name), a.columns, a.rows});
    if (after.background != before.background ||
        after.backgroundOpacity != before.backgroundOpacity)
        w.run(QStringLiteral("UPDATE map SET background = ?, background_opacity = ? WHERE id = 1"),
              {after.background.isEmpty() ? QVariant(QMetaType(QMetaType::QByteArray))
                                          : QVariant(after.background),
               after.backgroundOpacity});
    // Marks go before the areas they name are removed and after new areas exist.
    for (auto it = before.marks.cbegin(); it != before.marks.cend(); ++it) {
        if (!after.marks.contains(it.key()))
            w.run(QStringLiteral("DELETE FROM boundary WHERE hex_a = ? AND hex_b = ?"),
                  {it.key().first().toXXYY(), it.key().second().toXXYY()});
    }
    saveLandmasses(w, before, after);
    saveAreas(w, before, after);
    for (const Area &old : before.map.areas) {
        if (!a.areaAt(old.hex))
            w.run(QStringLiteral("DELETE FROM area WHERE hex = ?"), {old.id()});
    }
    for (const Landmass &l : before.map.landmasses) {
        if (!a.landmassIndex(l.id))
            w.run(QStringLiteral("DELETE FROM landmass WHERE key = ?"), {l.id});
    }
    for (auto it = after.marks.cbegin(); it != after.marks.cend(); ++it) {
        const auto old = before.marks.constFind(it.key());
        if (old == before.marks.cend())
            w.run(QStringLiteral("INSERT INTO boundary (river, barrier, crossing, hex_a, hex_b) "
                                 "VALUES (?, ?, ?, ?, ?)"),
                  markRow(*it));
        else if (*old != *it)
            w.run(QStringLiteral("UPDATE boundary SET river = ?, barrier = ?, crossing = ? "
                                 "WHERE hex_a = ? AND hex_b = ?"),
                  markRow(*it));
    }
    return w.error();
}

} // namespace herald::db
