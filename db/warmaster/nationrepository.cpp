#include "db/warmaster/nationrepository.h"

#include "core/warmaster/characterstatus.h"
#include "db/map/maprepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace herald::db {

using namespace herald::warmaster;

namespace {

NationRecord nationFrom(const QSqlQuery &q)
{
    NationRecord n;
    n.id = q.value(0).toLongLong();
    n.name = q.value(1).toString();
    n.colour = q.value(2).toString();
    n.playerId = q.value(3).toLongLong();
    n.playerName = q.value(4).toString();
    n.armyListId = q.value(5).toString();
    n.race = q.value(6).toString();
    n.createdRace = q.value(7).toBool();
    n.capital = q.value(8).toString();
    n.npp = q.value(9).toBool();
    n.experience = q.value(10).toInt();
    return n;
}

const QString nationSelect = QStringLiteral(
    "SELECT n.id, n.name, n.colour, n.player_id, p.name, n.army_list_id, l.race, l.created, "
    "n.capital, n.npp, n.experience FROM nation n LEFT JOIN player p ON p.id = n.player_id "
    "LEFT JOIN army_list l ON l.id = n.army_list_id");

} // namespace

std::vector<PlayerRecord> loadPlayers(const QSqlDatabase &db)
{
    std::vector<PlayerRecord> players;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT id, name, colour, present FROM player ORDER BY name"));
    while (q.next())
        players.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                           q.value(3).toBool()});
    return players;
}

std::vector<NationRecord> loadNations(const QSqlDatabase &db)
{
    std::vector<NationRecord> nations;
    QSqlQuery q(db);
    q.exec(nationSelect + QStringLiteral(" ORDER BY n.id"));
    while (q.next())
        nations.push_back(nationFrom(q));
    return nations;
}

std::optional<NationRecord> findNation(const QSqlDatabase &db, const QString &ref)
{
    QSqlQuery q(db);
    q.prepare(nationSelect + QStringLiteral(" WHERE n.id = ? OR lower(n.name) = lower(?)"));
    bool isNumber = false;
    const qint64 id = ref.toLongLong(&isNumber);
    q.addBindValue(isNumber ? id : -1);
    q.addBindValue(ref.trimmed());
    if (q.exec() && q.next())
        return nationFrom(q);
    return std::nullopt;
}

std::optional<PlayerRecord> findPlayer(const QSqlDatabase &db, const QString &ref)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, name, colour, present FROM player "
                             "WHERE id = ? OR lower(name) = lower(?)"));
    bool isNumber = false;
    const qint64 id = ref.toLongLong(&isNumber);
    q.addBindValue(isNumber ? id : -1);
    q.addBindValue(ref.trimmed());
    if (q.exec() && q.next())
        return PlayerRecord{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                            q.value(3).toBool()};
    return std::nullopt;
}

std::vector<ArmyListRecord> loadArmyLists(const QSqlDatabase &db)
{
    std::vector<ArmyListRecord> lists;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT id, race, sample, created, json FROM army_list ORDER BY id"));
    while (q.next())
        lists.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toBool(),
                         q.value(3).toBool(), q.value(4).toString().toUtf8()});
    return lists;
}

std::optional<ArmyList> loadArmyList(const QSqlDatabase &db, const QString &id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT json FROM army_list WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return parseArmyList(q.value(0).toString().toUtf8()).list;
}

QJsonObject loadStoredSettings(const QSqlDatabase &db)
{
    QJsonObject json;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT key, value FROM setting"));
    while (q.next()) {
        const QString text = q.value(1).toString();
        const QJsonDocument doc =
            QJsonDocument::fromJson(QByteArray("[") + text.toUtf8() + QByteArray("]"));
        // Text that is not JSON is kept as written, so the settings list can name it.
        json.insert(q.value(0).toString(), doc.isArray() && doc.array().size() == 1
                                               ? doc.array().at(0)
                                               : QJsonValue(text));
    }
    return json;
}

CampaignSettings loadSettings(const QSqlDatabase &db)
{
    // A bad stored value costs only its own setting its value (the settings list reports it).
    return campaignSettingsFromJson(loadStoredSettings(db)).settings;
}

std::optional<StoredRoster> loadRoster(const QSqlDatabase &db, qint64 nationId, int year)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT id, population_total, army_points, character_points, "
                       "mob_limit, wizards_allowed FROM roster WHERE nation_id = ? AND year = ?"));
    q.addBindValue(nationId);
    q.addBindValue(year);
    if (!q.exec() || !q.next())
        return std::nullopt;
    StoredRoster stored;
    stored.id = q.value(0).toLongLong();
    Roster &r = stored.roster;
    r.nationId = QString::number(nationId);
    r.year = year;
    r.populationTotal = q.value(1).toInt();
    r.armyPoints = q.value(2).toInt();
    r.characterPoints = q.value(3).toInt();
    r.mobLimit = q.value(4).toInt();
    r.wizardsAllowed = q.value(5).toBool();

    QSqlQuery x(db);
    x.prepare(QStringLiteral("SELECT experience FROM nation WHERE id = ?"));
    x.addBindValue(nationId);
    if (x.exec() && x.next())
        r.experience = x.value(0).toInt();

    QSqlQuery lines(db);
    lines.prepare(QStringLiteral("SELECT id, category, cost_tenths, unit_types, purchased, lost, "
                                 "free FROM roster_line WHERE roster_id = ? ORDER BY position"));
    lines.addBindValue(stored.id);
    lines.exec();
    while (lines.next()) {
        RosterLine line;
        line.category = categoryFromKey(lines.value(1).toString()).value_or(UnitCategory::Infantry);
        line.cost = Cost::tenths(lines.value(2).toInt());
        for (const QJsonValue &v :
             QJsonDocument::fromJson(lines.value(3).toString().toUtf8()).array())
            line.unitTypes << v.toString();
        line.purchased = lines.value(4).toInt();
        line.lost = lines.value(5).toInt();
        line.free = lines.value(6).toInt();
        r.lines.push_back(line);
        stored.lineIds.push_back(lines.value(0).toLongLong());
    }

    QSqlQuery chars(db);
    chars.prepare(QStringLiteral(
        "SELECT c.id, c.name, c.type, c.list_entry, c.status, rc.free FROM roster_character rc "
        "JOIN character c ON c.id = rc.character_id WHERE rc.roster_id = ? ORDER BY c.id"));
    chars.addBindValue(stored.id);
    chars.exec();
    while (chars.next()) {
        RosterCharacter c;
        c.id = chars.value(0).toString();
        c.name = chars.value(1).toString();
        c.type = fromKey<CharacterType>(chars.value(2).toString()).value_or(CharacterType::Hero);
        c.listEntry = chars.value(3).toString();
        c.status =
            fromKey<CharacterStatus>(chars.value(4).toString()).value_or(CharacterStatus::Active);
        c.free = chars.value(5).toBool();
        QSqlQuery items(db);
        items.prepare(QStringLiteral(
            "SELECT card_id FROM magic_item_binding WHERE character_id = ? ORDER BY card_id"));
        items.addBindValue(chars.value(0));
        items.exec();
        while (items.next())
            c.magicItems << items.value(0).toString();
        r.characters.push_back(c);
        stored.characterIds.push_back(chars.value(0).toLongLong());
    }
    return stored;
}

StrategicMap loadTallyMap(const QSqlDatabase &db)
{
    return loadStrategicMap(db);
}

Tally tallyCampaign(const QSqlDatabase &db, const StrategicMap &map, int year)
{
    TallyAdjustments adjustments;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT nation_id, kind, area, points, reason FROM tally_grant "
                             "WHERE year = ? ORDER BY id"));
    q.addBindValue(year);
    q.exec();
    while (q.next()) {
        PointsGrant grant;
        grant.nation = map.nationIndex(q.value(0).toString()).value_or(noIndex);
        if (const QString area = q.value(2).toString(); !area.isEmpty()) {
            if (const auto hex = map::Hex::fromXXYY(area))
                grant.area = map.areaAt(*hex).value_or(noIndex);
        }
        grant.points = q.value(3).toInt();
        grant.reason = q.value(4).toString();
        (q.value(1).toString() == QLatin1String("population") ? adjustments.population
                                                              : adjustments.characterPoints)
            .push_back(grant);
    }
    return tallyNations(map, adjustments);
}

} // namespace herald::db
