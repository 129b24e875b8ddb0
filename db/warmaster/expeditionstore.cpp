#include "db/warmaster/expeditionstore.h"

#include "db/warmaster/commandsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

const QString selectExpeditions = QStringLiteral(
    "SELECT e.id, e.nation_id, n.name, e.year, e.name, e.kind, e.status, e.arrival, "
    "(SELECT a.id FROM army a WHERE a.expedition_id = e.id), COALESCE(e.general_id, 0), "
    "COALESCE(e.admiral_id, 0), COALESCE(e.port, ''), e.home_landmass, e.destination, "
    "e.sailed_turn, e.traded, e.storm_choice, COALESCE(e.monster_fighter_id, 0), e.boats, "
    "e.advantages, EXISTS (SELECT 1 FROM nation u WHERE u.kind = 'underwater' AND "
    "(u.parent_nation_id = e.nation_id OR (u.id = e.nation_id AND u.parent_nation_id IS NOT "
    "NULL))) FROM expedition e JOIN nation n ON n.id = e.nation_id ORDER BY e.id");

void loadRoster(const QSqlDatabase &db, ExpeditionRecord &e)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT COALESCE(roster_line_id, 0), label, category, count, "
                             "needs_ship FROM expedition_unit WHERE expedition_id = ? AND count "
                             "> 0 ORDER BY position"));
    q.addBindValue(e.id);
    q.exec();
    while (q.next()) {
        const qint64 line = q.value(0).toLongLong();
        e.fleet.units.push_back(
            {line ? QString::number(line) : QString(), q.value(1).toString(),
             fromKey<UnitCategory>(q.value(2).toString()).value_or(UnitCategory::Infantry),
             q.value(3).toInt(), q.value(4).toBool()});
    }
    q.prepare(
        QStringLiteral("SELECT c.id, c.name, c.type, x.role, x.healer FROM "
                       "expedition_character x JOIN character c ON c.id = x.character_id "
                       "WHERE x.expedition_id = ? AND c.status NOT IN ('killed', 'envoy') ORDER BY "
                       "CASE x.role WHEN 'general' THEN 0 WHEN 'admiral' THEN 1 ELSE 2 "
                       "END, c.id"));
    q.addBindValue(e.id);
    q.exec();
    while (q.next()) {
        const QString role = q.value(3).toString();
        e.fleet.characters.push_back(
            {q.value(0).toString(), q.value(1).toString(),
             fromKey<CharacterType>(q.value(2).toString()).value_or(CharacterType::Hero),
             role == QLatin1String("general")   ? FleetRole::General
             : role == QLatin1String("admiral") ? FleetRole::Admiral
                                                : FleetRole::Other,
             q.value(4).toBool()});
    }
}

ExpeditionRecord readRecord(const QSqlQuery &q)
{
    ExpeditionRecord e;
    e.id = q.value(0).toLongLong();
    e.nationId = q.value(1).toLongLong();
    e.nationName = q.value(2).toString();
    e.year = q.value(3).toInt();
    e.fleet.name = q.value(4).toString();
    e.kind = q.value(5).toString();
    e.status = q.value(6).toString();
    e.arrival = q.value(7).toString();
    e.armyId = q.value(8).toLongLong();
    e.generalId = q.value(9).toLongLong();
    e.admiralId = q.value(10).toLongLong();
    e.port = q.value(11).toString();
    e.homeLandmass = q.value(12).toString();
    e.destination = q.value(13).toString();
    if (!q.value(14).isNull())
        e.sailedTurn = q.value(14).toInt();
    e.traded = QJsonDocument::fromJson(q.value(15).toByteArray()).object();
    e.choices.storm = q.value(16).toString() == QLatin1String("ship") ? StormChoice::GiveShip
                                                                      : StormChoice::GiveAdvantage;
    if (const qint64 fighter = q.value(17).toLongLong())
        e.choices.monsterFighter = QString::number(fighter);
    e.fleet.boats = q.value(18).toInt();
    e.fleet.advantages = q.value(19).toInt();
    e.fleet.aquaticAlly = q.value(20).toBool();
    e.fleet.exodus = e.kind == QLatin1String("exodus");
    return e;
}

QJsonArray unitsJson(const Fleet &fleet)
{
    QJsonArray units;
    for (const FleetUnits &u : fleet.units)
        units.append(QJsonObject{{QStringLiteral("line"), u.line},
                                 {QStringLiteral("label"), u.label},
                                 {QStringLiteral("category"), keyOf(u.category)},
                                 {QStringLiteral("count"), u.count},
                                 {QStringLiteral("needsShip"), u.needsShip}});
    return units;
}

QJsonArray charactersJson(const Fleet &fleet)
{
    QJsonArray characters;
    for (const FleetCharacter &c : fleet.characters) {
        const char *role = c.role == FleetRole::General   ? "general"
                           : c.role == FleetRole::Admiral ? "admiral"
                                                          : "other";
        characters.append(QJsonObject{{QStringLiteral("id"), c.id.toLongLong()},
                                      {QStringLiteral("name"), c.name},
                                      {QStringLiteral("type"), keyOf(c.type)},
                                      {QStringLiteral("role"), QString::fromLatin1(role)},
                                      {QStringLiteral("healer"), c.healer}});
    }
    return characters;
}

/// The unit rows as they stand after the roll, renumbered in their order.
QString saveUnits(const QSqlDatabase &db, qint64 expeditionId, const Fleet &fleet)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM expedition_unit WHERE expedition_id = ?"));
    if (!run(q, {expeditionId}))
        return q.lastError().text();
    int position = 1;
    for (const FleetUnits &u : fleet.units) {
        q.prepare(QStringLiteral("INSERT INTO expedition_unit (expedition_id, position, "
                                 "roster_line_id, label, category, count, needs_ship) VALUES (?, "
                                 "?, ?, ?, ?, ?, ?)"));
        const QVariant line = u.line.isEmpty() ? QVariant(QMetaType(QMetaType::LongLong))
                                               : QVariant(u.line.toLongLong());
        if (!run(q, {expeditionId, position++, line, u.label, keyOf(u.category), u.count,
                     u.needsShip ? 1 : 0}))
            return q.lastError().text();
    }
    return {};
}

/// The landmass's name for its key, or the key when the map has no such landmass.
QString landmassName(const QSqlDatabase &db, const QString &key)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT name FROM landmass WHERE key = ?"));
    return run(q, {key}) && q.next() ? q.value(0).toString() : key;
}

/// "0410 Holt" for an area's hex, the bare hex when it has no name.
QString areaName(const QSqlDatabase &db, const QString &hex)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT name FROM area WHERE hex = ?"));
    const QString name = run(q, {hex}) && q.next() ? q.value(0).toString() : QString();
    return name.isEmpty() ? hex : hex + QLatin1Char(' ') + name;
}

} // namespace

QHash<qint64, int> unitsAboard(const QSqlDatabase &db, qint64 nationId, int year)
{
    QHash<qint64, int> aboard;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT u.roster_line_id, SUM(u.count) FROM expedition_unit u JOIN expedition e ON "
        "e.id = u.expedition_id WHERE e.nation_id = ? AND e.year = ? AND u.roster_line_id IS "
        "NOT NULL AND e.status NOT IN ('dissolved', 'lost') GROUP BY u.roster_line_id"));
    run(q, {nationId, year});
    while (q.next())
        aboard.insert(q.value(0).toLongLong(), q.value(1).toInt());
    return aboard;
}

bool ExpeditionRecord::afloat() const
{
    return status == QLatin1String("atSea") || status == QLatin1String("arrived") ||
           status == QLatin1String("escorted");
}

std::vector<ExpeditionRecord> loadExpeditions(const QSqlDatabase &db)
{
    std::vector<ExpeditionRecord> out;
    QSqlQuery q(db);
    q.exec(selectExpeditions);
    while (q.next())
        out.push_back(readRecord(q));
    for (ExpeditionRecord &e : out)
        loadRoster(db, e);
    return out;
}

std::optional<ExpeditionRecord> findExpedition(const QSqlDatabase &db, const QString &ref)
{
    std::optional<ExpeditionRecord> found;
    for (ExpeditionRecord &e : loadExpeditions(db)) {
        if (QString::number(e.id) == ref)
            return e;
        if (e.fleet.name.compare(ref, Qt::CaseInsensitive) == 0) {
            if (found)
                return std::nullopt;
            found = std::move(e);
        }
    }
    return found;
}

QSet<QString> expeditionsAfloat(const QSqlDatabase &db)
{
    QSet<QString> ids;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT id FROM expedition WHERE status IN ('atSea', 'arrived', "
                          "'escorted')"));
    while (q.next())
        ids.insert(q.value(0).toString());
    return ids;
}

int piratePool(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT pirate_pool FROM sea WHERE id = 1"));
    return q.next() ? q.value(0).toInt() : 0;
}

QJsonArray voyageLog(const QSqlDatabase &db, qint64 expeditionId)
{
    QJsonArray log;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT turn, faces, total, event, boats_lost, units_lost, "
                             "advantages, pirate_pool, explanation FROM voyage_roll WHERE "
                             "expedition_id = ? ORDER BY turn"));
    q.addBindValue(expeditionId);
    q.exec();
    while (q.next())
        log.append(QJsonObject{
            {QStringLiteral("turn"), q.value(0).toInt()},
            {QStringLiteral("faces"), QJsonDocument::fromJson(q.value(1).toByteArray()).array()},
            {QStringLiteral("total"), q.value(2).toInt()},
            {QStringLiteral("event"), q.value(3).toString()},
            {QStringLiteral("boatsLost"), q.value(4).toInt()},
            {QStringLiteral("unitsLost"), q.value(5).toInt()},
            {QStringLiteral("advantages"), q.value(6).toInt()},
            {QStringLiteral("piratePool"), q.value(7).toInt()},
            {QStringLiteral("explanation"),
             QJsonDocument::fromJson(q.value(8).toByteArray()).array()}});
    return log;
}

QJsonObject expeditionJson(const QSqlDatabase &db, const ExpeditionRecord &e)
{
    QJsonObject json{
        {QStringLiteral("id"), e.id},
        {QStringLiteral("name"), e.fleet.name},
        {QStringLiteral("nation"), e.nationName},
        {QStringLiteral("nationId"), e.nationId},
        {QStringLiteral("year"), e.year},
        {QStringLiteral("kind"), e.kind},
        {QStringLiteral("status"), e.status},
        {QStringLiteral("arrival"), e.arrival},
        {QStringLiteral("port"), e.port},
        {QStringLiteral("portName"), e.port.isEmpty() ? QString() : areaName(db, e.port)},
        {QStringLiteral("homeLandmassName"), landmassName(db, e.homeLandmass)},
        {QStringLiteral("destinationName"), landmassName(db, e.destination)},
        {QStringLiteral("homeLandmass"), e.homeLandmass},
        {QStringLiteral("destination"), e.destination},
        {QStringLiteral("boats"), e.fleet.boats},
        {QStringLiteral("emptyShips"), e.fleet.emptyShips()},
        {QStringLiteral("advantages"), e.fleet.advantages},
        {QStringLiteral("aquaticAlly"), e.fleet.aquaticAlly},
        {QStringLiteral("units"), unitsJson(e.fleet)},
        {QStringLiteral("unitCount"), e.fleet.unitCount()},
        {QStringLiteral("characters"), charactersJson(e.fleet)},
        {QStringLiteral("traded"), e.traded},
        {QStringLiteral("storm"), e.choices.storm == StormChoice::GiveShip
                                      ? QStringLiteral("ship")
                                      : QStringLiteral("advantage")},
        {QStringLiteral("piratePool"), piratePool(db)},
        {QStringLiteral("log"), voyageLog(db, e.id)}};
    if (e.armyId)
        json.insert(QStringLiteral("army"), e.armyId);
    if (e.sailedTurn)
        json.insert(QStringLiteral("sailedTurn"), *e.sailedTurn);
    if (!e.choices.monsterFighter.isEmpty())
        json.insert(QStringLiteral("monsterFighter"), e.choices.monsterFighter.toLongLong());
    return json;
}

QString setExpeditionField(const QSqlDatabase &db, qint64 id, const QString &column,
                           const QVariant &value)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE expedition SET %1 = ? WHERE id = ?").arg(column));
    return run(q, {value, id}) ? QString() : q.lastError().text();
}

QString setCrewStatus(const QSqlDatabase &db, qint64 expeditionId, const QString &status)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE character SET status = ? WHERE status IN ('active', "
                             "'onExpedition') AND id IN "
                             "(SELECT character_id FROM expedition_character WHERE "
                             "expedition_id = ?)"));
    return run(q, {status, expeditionId}) ? QString() : q.lastError().text();
}

QString saveVoyage(const QSqlDatabase &db, const ExpeditionRecord &e, int turn,
                   const VoyageOutcome &outcome)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE expedition SET boats = ?, advantages = ? WHERE id = ?"));
    if (!run(q, {outcome.fleet.boats, outcome.fleet.advantages, e.id}))
        return q.lastError().text();
    if (QString error = saveUnits(db, e.id, outcome.fleet); !error.isEmpty())
        return error;
    int unitsLost = 0;
    for (const FleetUnits &u : outcome.unitsLost) {
        unitsLost += u.count;
        if (u.line.isEmpty())
            continue;
        q.prepare(QStringLiteral("UPDATE roster_line SET lost = MIN(purchased, lost + ?) WHERE "
                                 "id = ?"));
        if (!run(q, {u.count, u.line.toLongLong()}))
            return q.lastError().text();
    }
    for (const QString &character : outcome.charactersLost) {
        q.prepare(QStringLiteral("UPDATE character SET status = 'killed' WHERE id = ?"));
        if (!run(q, {character.toLongLong()}))
            return q.lastError().text();
    }
    q.prepare(QStringLiteral("UPDATE sea SET pirate_pool = ? WHERE id = 1"));
    if (!run(q, {outcome.piratePool}))
        return q.lastError().text();
    QJsonArray faces;
    for (const int face : outcome.roll.faces)
        faces.append(face);
    q.prepare(QStringLiteral("INSERT INTO voyage_roll (expedition_id, turn, faces, total, event, "
                             "boats_lost, units_lost, advantages, pirate_pool, explanation) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    if (!run(q, {e.id, turn, QJsonDocument(faces).toJson(QJsonDocument::Compact),
                 outcome.roll.total, keyOf(outcome.event), outcome.boatsLost, unitsLost,
                 outcome.fleet.advantages, outcome.piratePool,
                 QJsonDocument(QJsonArray::fromStringList(outcome.explanation))
                     .toJson(QJsonDocument::Compact)}))
        return q.lastError().text();
    return {};
}

} // namespace herald::db
