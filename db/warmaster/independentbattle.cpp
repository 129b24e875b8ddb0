#include "db/warmaster/independentbattle.h"

#include "db/warmaster/commandsupport.h"
#include "db/warmaster/independentcommands.h"
#include "db/warmaster/lesserstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The next number of the turn in `table` (engagement or pending_battle), from 1.
std::optional<int> nextNumber(const QSqlDatabase &db, const QString &table, int turn)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT COALESCE(MAX(number), 0) + 1 FROM %1 WHERE turn = ?").arg(table));
    q.addBindValue(turn);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toInt();
}

} // namespace

IndependentBattleMade makeIndependentBattle(const CommandContext &context, int turn,
                                            const IndependentArmy &race, const Army &army,
                                            bool independentAttacks)
{
    IndependentBattleMade made;
    QSqlQuery q(context.db);
    const auto fail = [&made, &q]() {
        made.failure = CommandOutcome::storageFailed(q);
        return made;
    };
    const auto engagementNumber = nextNumber(context.db, QStringLiteral("engagement"), turn);
    const auto battleNumber = nextNumber(context.db, QStringLiteral("pending_battle"), turn);
    if (!engagementNumber || !battleNumber)
        return fail();
    const QString area = race.area.toXXYY();
    q.prepare(QStringLiteral("INSERT INTO engagement (turn, number, cause, area, resolved) "
                             "VALUES (?, ?, 'arrival', ?, 1)"));
    if (!nations::run(q, {turn, *engagementNumber, area}))
        return fail();
    const qint64 engagement = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO engagement_army (engagement_id, army_id, chooser, "
                             "location) VALUES (?, ?, 0, 'countryside')"));
    if (!nations::run(q, {engagement, army.id.toLongLong()}))
        return fail();
    const QString terrain =
        QString::fromUtf8(QJsonDocument(QJsonArray{area}).toJson(QJsonDocument::Compact));
    q.prepare(QStringLiteral(
        "INSERT INTO pending_battle (engagement_id, turn, number, kind, area, location, "
        "terrain_areas) VALUES (?, ?, ?, 'battle', ?, 'countryside', ?)"));
    if (!nations::run(q, {engagement, turn, *battleNumber, area, terrain}))
        return fail();
    const qint64 battle = q.lastInsertId().toLongLong();
    const int raceSide = independentAttacks ? 1 : 0;
    q.prepare(QStringLiteral(
        "INSERT INTO pending_battle_army (battle_id, army_id, side) VALUES (?, ?, ?)"));
    if (!nations::run(q, {battle, army.id.toLongLong(), 1 - raceSide}))
        return fail();
    q.prepare(QStringLiteral("INSERT INTO pending_battle_independent (battle_id, "
                             "lesser_race_id, side) VALUES (?, ?, ?)"));
    if (!nations::run(q, {battle, race.raceId.toLongLong(), raceSide}))
        return fail();
    made.number = *battleNumber;
    return made;
}

std::optional<IndependentSide> independentSideOf(const QSqlDatabase &db, qint64 battleId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT i.lesser_race_id, l.race, i.side FROM "
                             "pending_battle_independent i JOIN lesser_race r ON r.id = "
                             "i.lesser_race_id JOIN army_list l ON l.id = r.army_list_id WHERE "
                             "i.battle_id = ?"));
    q.addBindValue(battleId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return IndependentSide{q.value(0).toString(), q.value(1).toString(), q.value(2).toInt()};
}

QSet<QString> independentsInBattle(const QSqlDatabase &db, int turn)
{
    QSet<QString> races;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT i.lesser_race_id FROM pending_battle_independent i JOIN "
                             "pending_battle b ON b.id = i.battle_id WHERE b.turn = ?"));
    q.addBindValue(turn);
    if (q.exec()) {
        while (q.next())
            races.insert(q.value(0).toString());
    }
    return races;
}

QString defeatIndependentArmy(const QSqlDatabase &db, const QString &raceId)
{
    const std::vector<LesserRace> races = loadLesserRaces(db);
    const auto race = std::find_if(races.begin(), races.end(),
                                   [&](const LesserRace &r) { return r.id == raceId; });
    if (race == races.end())
        return QStringLiteral("no lesser race %1").arg(raceId);
    LesserRace after = *race;
    after.box = TrackBox::Box0;
    if (loadSettings(db).clearMarkersOnReset)
        after.markers.clear();
    if (const QString failed = saveLesserRace(db, *race, after); !failed.isEmpty())
        return failed;
    return removeIndependentArmy(db, raceId);
}

} // namespace herald::db
