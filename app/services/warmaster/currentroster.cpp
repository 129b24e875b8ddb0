#include "app/services/warmaster/currentroster.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/nationrepository.h"

#include <QJsonArray>

namespace herald::app {

namespace {

/// The year's stored roster (for its lines' row ids) and its JSON, or nothing.
std::optional<std::pair<db::StoredRoster, QJsonObject>> readRoster(const CampaignService &service,
                                                                   qint64 nationId)
{
    const QSqlDatabase db = service.file()->database();
    const auto nation = db::findNation(db, QString::number(nationId));
    if (!nation)
        return std::nullopt;
    const auto list = db::loadArmyList(db, nation->armyListId);
    auto stored = db::loadRoster(db, nation->id, service.info().date.year);
    if (!list || !stored)
        return std::nullopt;
    QJsonObject json = rosterToJson(*nation, stored->roster, *list, db::loadSettings(db));
    return std::pair{std::move(*stored), std::move(json)};
}

/// Sets each line's units left to `units(row id, units left)`, drops the lines left with none
/// when `dropEmpty`, and the categories with no line, and sums the categories again.
template <typename Units>
void recount(QJsonObject &roster, const db::StoredRoster &stored, bool dropEmpty, Units units)
{
    QJsonArray categories;
    for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray()) {
        QJsonObject category = c.toObject();
        QJsonArray lines;
        int available = 0;
        for (const QJsonValue &l : category.value(QStringLiteral("lines")).toArray()) {
            QJsonObject line = l.toObject();
            const auto index =
                static_cast<std::size_t>(line.value(QStringLiteral("line")).toInt() - 1);
            const int left =
                units(stored.lineIds.at(index), line.value(QStringLiteral("available")).toInt());
            if (dropEmpty && left <= 0)
                continue;
            line.insert(QStringLiteral("available"), left);
            available += left;
            lines.append(line);
        }
        if (lines.isEmpty())
            continue;
        category.insert(QStringLiteral("lines"), lines);
        category.insert(QStringLiteral("available"), available);
        categories.append(category);
    }
    roster.insert(QStringLiteral("categories"), categories);
}

/// The expedition's own roster (I-71): its lines with the units aboard, and its crew still
/// with it, who are "onExpedition" on the nation's roster and fight with it.
QJsonObject expeditionRoster(QJsonObject roster, const db::StoredRoster &stored,
                             const db::ExpeditionRecord &e)
{
    QHash<qint64, int> aboard;
    for (const warmaster::FleetUnits &u : e.fleet.units)
        if (!u.line.isEmpty())
            aboard[u.line.toLongLong()] += u.count;
    recount(roster, stored, true,
            [&aboard](qint64 line, int /*left*/) { return aboard.value(line); });
    QSet<qint64> crew;
    for (const warmaster::FleetCharacter &c : e.fleet.characters)
        crew.insert(c.id.toLongLong());
    QJsonArray characters;
    for (const QJsonValue &v : roster.value(QStringLiteral("characters")).toArray()) {
        QJsonObject c = v.toObject();
        if (!crew.contains(c.value(QStringLiteral("id")).toInteger()))
            continue;
        if (c.value(QStringLiteral("status")).toString() == QLatin1String("onExpedition"))
            c.insert(QStringLiteral("status"), QStringLiteral("active"));
        characters.append(c);
    }
    roster.insert(QStringLiteral("characters"), characters);
    roster.insert(QStringLiteral("expedition"), e.fleet.name);
    return roster;
}

} // namespace

QJsonObject currentRoster(const CampaignService &service, qint64 nationId)
{
    const auto read = readRoster(service, nationId);
    return read ? read->second : QJsonObject();
}

QJsonObject fieldableRoster(const CampaignService &service, qint64 nationId, qint64 expeditionId)
{
    const auto read = readRoster(service, nationId);
    if (!read)
        return {};
    const QSqlDatabase db = service.file()->database();
    if (expeditionId != 0) {
        const auto e = db::findExpedition(db, QString::number(expeditionId));
        return e ? expeditionRoster(read->second, read->first, *e) : QJsonObject();
    }
    QJsonObject roster = read->second;
    const QHash<qint64, int> aboard = db::unitsAboard(db, nationId, service.info().date.year);
    recount(roster, read->first, false,
            [&aboard](qint64 line, int left) { return std::max(0, left - aboard.value(line)); });
    return roster;
}

QStringList currentRosterTables()
{
    return {QStringLiteral("nation"),
            QStringLiteral("army_list"),
            QStringLiteral("roster"),
            QStringLiteral("roster_line"),
            QStringLiteral("roster_character"),
            QStringLiteral("character"),
            QStringLiteral("magic_item_binding"),
            QStringLiteral("setting"),
            QStringLiteral("campaign")};
}

QStringList fieldableRosterTables()
{
    return currentRosterTables() << QStringLiteral("expedition")
                                 << QStringLiteral("expedition_unit")
                                 << QStringLiteral("expedition_character");
}

} // namespace herald::app
