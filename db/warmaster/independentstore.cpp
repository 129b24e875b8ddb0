#include "db/warmaster/independentstore.h"

#include "db/warmaster/lesserstore.h"

#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

std::vector<IndependentArmy> loadIndependentArmies(const QSqlDatabase &db, int turn)
{
    std::vector<IndependentArmy> armies;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT i.lesser_race_id, l.race, i.area, i.came_from, i.moved_turn, i.controller_id, "
        "i.occupation FROM independent_army i JOIN lesser_race r ON r.id = i.lesser_race_id "
        "JOIN army_list l ON l.id = r.army_list_id ORDER BY i.lesser_race_id"));
    if (!q.exec())
        return armies;
    while (q.next()) {
        IndependentArmy army;
        army.raceId = q.value(0).toString();
        army.raceName = q.value(1).toString();
        army.area = map::Hex::fromXXYY(q.value(2).toString()).value_or(map::Hex{});
        if (!q.value(3).isNull() && q.value(4).toInt() == turn)
            army.cameFrom = map::Hex::fromXXYY(q.value(3).toString());
        army.controller = q.value(5).isNull() ? QString() : q.value(5).toString();
        army.occupation = q.value(6).toInt();
        armies.push_back(army);
    }
    return armies;
}

QString lastWinningCommander(const QSqlDatabase &db, const QString &raceId)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT turn FROM pickup_result ORDER BY turn DESC")))
        return {};
    while (q.next()) {
        const int turn = q.value(0).toInt();
        const auto round = loadPickupRound(db, turn);
        if (!round)
            continue;
        const RoundState state = replayRound(*round);
        for (std::size_t i = state.games.size(); i-- > 0;) {
            const PickupGame &game = state.games[i];
            const auto winner = pickupResultWinner(db, turn, static_cast<int>(i) + 1);
            if (!winner || *winner < 0)
                continue;
            const PickupSide &side = *winner == 0 ? game.first : game.second;
            if (side.race == raceId)
                return side.nation;
        }
    }
    return {};
}

std::vector<OpenContact> openContacts(const QSqlDatabase &db, int turn)
{
    std::vector<OpenContact> contacts;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT i.lesser_race_id, l.race, a.id, a.name, a.area FROM independent_army i JOIN "
        "lesser_race r ON r.id = i.lesser_race_id JOIN army_list l ON l.id = r.army_list_id "
        "JOIN army a ON a.area = i.area AND a.state <> 'routed' WHERE NOT EXISTS (SELECT 1 FROM "
        "independent_contact c WHERE c.turn = ? AND c.lesser_race_id = i.lesser_race_id AND "
        "c.army_id = a.id) AND NOT EXISTS (SELECT 1 FROM pending_battle b JOIN "
        "pending_battle_independent bi ON bi.battle_id = b.id JOIN pending_battle_army ba ON "
        "ba.battle_id = b.id WHERE b.turn = ? AND bi.lesser_race_id = i.lesser_race_id AND "
        "ba.army_id = a.id) ORDER BY i.lesser_race_id, a.id"));
    q.addBindValue(turn);
    q.addBindValue(turn);
    if (!q.exec())
        return contacts;
    while (q.next())
        contacts.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                            q.value(3).toString(), q.value(4).toString()});
    return contacts;
}

} // namespace herald::db
