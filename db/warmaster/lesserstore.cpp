#include "db/warmaster/lesserstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

QSqlQuery prepared(const QSqlDatabase &db, const QString &sql, const QVariantList &values)
{
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    q.exec();
    return q;
}

QString idText(const QVariant &v)
{
    return QString::number(v.toLongLong());
}

QJsonObject markersJson(const LesserRace &race, const QHash<QString, QString> &names)
{
    QJsonObject markers;
    for (const auto &[nation, count] : race.markers)
        markers.insert(names.value(nation, nation), count);
    return markers;
}

} // namespace

std::vector<LesserRace> loadLesserRaces(const QSqlDatabase &db)
{
    std::vector<LesserRace> races;
    QSqlQuery q =
        prepared(db,
                 QStringLiteral("SELECT r.id, l.race, r.box, l.id FROM lesser_race r JOIN "
                                "army_list l ON l.id = r.army_list_id ORDER BY r.id"),
                 {});
    while (q.next())
        races.push_back({idText(q.value(0)),
                         q.value(1).toString(),
                         fromKey<TrackBox>(q.value(2).toString()).value_or(TrackBox::Box0),
                         {},
                         q.value(3).toString()});
    q = prepared(db,
                 QStringLiteral("SELECT lesser_race_id, nation_id, markers FROM "
                                "affiliation_marker"),
                 {});
    while (q.next()) {
        for (LesserRace &r : races) {
            if (r.id == idText(q.value(0)))
                r.markers[idText(q.value(1))] = q.value(2).toInt();
        }
    }
    return races;
}

const LesserRace *findLesserRace(const std::vector<LesserRace> &races, const QString &ref)
{
    for (const LesserRace &r : races) {
        if (r.id == ref || r.armyListId == ref || r.name.compare(ref, Qt::CaseInsensitive) == 0)
            return &r;
    }
    return nullptr;
}

QString saveLesserRace(const QSqlDatabase &db, const LesserRace &before, const LesserRace &after)
{
    if (before.box != after.box) {
        QSqlQuery q = prepared(db, QStringLiteral("UPDATE lesser_race SET box = ? WHERE id = ?"),
                               {keyOf(after.box), after.id.toLongLong()});
        if (q.lastError().isValid())
            return q.lastError().text();
    }
    std::map<QString, int> all = before.markers;
    all.insert(after.markers.begin(), after.markers.end());
    for (const auto &[nation, unused] : all) {
        const int was = before.markersOf(nation), now = after.markersOf(nation);
        if (was == now)
            continue;
        QSqlQuery q(db);
        if (now == 0)
            q = prepared(db,
                         QStringLiteral("DELETE FROM affiliation_marker WHERE lesser_race_id = ? "
                                        "AND nation_id = ?"),
                         {after.id.toLongLong(), nation.toLongLong()});
        else if (was == 0)
            q = prepared(db,
                         QStringLiteral("INSERT INTO affiliation_marker (lesser_race_id, "
                                        "nation_id, markers) VALUES (?, ?, ?)"),
                         {after.id.toLongLong(), nation.toLongLong(), now});
        else
            q = prepared(db,
                         QStringLiteral("UPDATE affiliation_marker SET markers = ? WHERE "
                                        "lesser_race_id = ? AND nation_id = ?"),
                         {now, after.id.toLongLong(), nation.toLongLong()});
        if (q.lastError().isValid())
            return q.lastError().text();
    }
    return {};
}

QHash<QString, QString> nationNames(const QSqlDatabase &db)
{
    QHash<QString, QString> names;
    QSqlQuery q = prepared(db, QStringLiteral("SELECT id, name FROM nation"), {});
    while (q.next())
        names.insert(idText(q.value(0)), q.value(1).toString());
    return names;
}

QSet<QString> nationsInCampaignBattles(const QSqlDatabase &db, int turn)
{
    QSet<QString> nations;
    QSqlQuery q = prepared(db,
                           QStringLiteral("SELECT DISTINCT a.nation_id FROM pending_battle b JOIN "
                                          "pending_battle_army ba ON ba.battle_id = b.id JOIN "
                                          "army a ON a.id = ba.army_id WHERE b.turn = ?"),
                           {turn});
    while (q.next())
        nations.insert(idText(q.value(0)));
    return nations;
}

std::optional<PickupRound> loadPickupRound(const QSqlDatabase &db, int turn)
{
    PickupRound round;
    QSqlQuery q = prepared(db,
                           QStringLiteral("SELECT o.nation_id, p.option, p.lesser_race_id, "
                                          "p.granted FROM pickup_order o LEFT JOIN pickup_pick p "
                                          "ON p.turn = o.turn AND p.position = o.position WHERE "
                                          "o.turn = ? ORDER BY o.position"),
                           {turn});
    while (q.next()) {
        const QString nation = idText(q.value(0));
        round.order << nation;
        if (q.value(1).isNull())
            continue;
        Pick pick{nation,
                  fromKey<PickOption>(q.value(1).toString()).value_or(PickOption::C),
                  q.value(2).isNull() ? QString() : idText(q.value(2)),
                  {}};
        for (const QJsonValue &g : QJsonDocument::fromJson(q.value(3).toString().toUtf8()).array())
            pick.granted << g.toVariant().toString();
        round.picks.push_back(pick);
    }
    if (round.order.isEmpty())
        return std::nullopt;
    round.inCampaignBattle = nationsInCampaignBattles(db, turn);
    round.nationNames = nationNames(db);
    return round;
}

std::optional<int> pickupResultWinner(const QSqlDatabase &db, int turn, int game)
{
    QSqlQuery q =
        prepared(db, QStringLiteral("SELECT winner FROM pickup_result WHERE turn = ? AND game = ?"),
                 {turn, game});
    if (!q.next())
        return std::nullopt;
    return q.value(0).isNull() ? -1 : q.value(0).toInt();
}

int battlesFought(const QSqlDatabase &db, qint64 nationId)
{
    QSqlQuery q = prepared(
        db,
        QStringLiteral("SELECT (SELECT COUNT(DISTINCT b.id) FROM pending_battle b JOIN "
                       "pending_battle_army ba ON ba.battle_id = b.id JOIN army a ON a.id = "
                       "ba.army_id LEFT JOIN battle_result r ON r.battle_id = b.id WHERE "
                       "a.nation_id = ? AND (r.battle_id IS NOT NULL OR b.winner_side_by_hand "
                       "IS NOT NULL)) + (SELECT COUNT(*) FROM experience_entry WHERE nation_id "
                       "= ? AND kind = 'armyBattle')"),
        {nationId, nationId});
    return q.next() ? q.value(0).toInt() : 0;
}

ExperienceLedger experienceLedger(const QSqlDatabase &db, qint64 nationId)
{
    ExperienceLedger ledger;
    const int battles = battlesFought(db, nationId);
    QJsonArray entries;
    QSqlQuery q = prepared(db,
                           QStringLiteral("SELECT year, month, kind, points, purchase, battles, "
                                          "detail FROM experience_entry WHERE nation_id = ? "
                                          "ORDER BY id"),
                           {nationId});
    while (q.next()) {
        const int points = q.value(3).toInt();
        if (points >= 0)
            ledger.earned += points;
        else
            ledger.spent -= points;
        if (q.value(2).toString() == QLatin1String("purchase") && q.value(5).toInt() == battles)
            ledger.purchaseSinceLastBattle = q.value(4).toString();
        entries.append(QJsonObject{{QStringLiteral("year"), q.value(0).toInt()},
                                   {QStringLiteral("month"), q.value(1).toInt()},
                                   {QStringLiteral("kind"), q.value(2).toString()},
                                   {QStringLiteral("points"), points},
                                   {QStringLiteral("purchase"), q.value(4).toString()},
                                   {QStringLiteral("detail"), q.value(6).toString()}});
    }
    q = prepared(db, QStringLiteral("SELECT experience FROM nation WHERE id = ?"), {nationId});
    ledger.balance = q.next() ? q.value(0).toInt() : 0;
    ledger.report = {{QStringLiteral("earned"), ledger.earned},
                     {QStringLiteral("spent"), ledger.spent},
                     {QStringLiteral("balance"), ledger.balance},
                     {QStringLiteral("battles"), battles},
                     {QStringLiteral("purchaseForNextBattle"), ledger.purchaseSinceLastBattle},
                     {QStringLiteral("entries"), entries}};
    return ledger;
}

QString addExperience(const QSqlDatabase &db, qint64 nationId, int year, int month,
                      const QString &kind, int points, const QString &purchase,
                      const QString &detail, const QVariant &armyId, const QString &bought)
{
    const int battles = battlesFought(db, nationId);
    QSqlQuery q = prepared(db,
                           QStringLiteral("INSERT INTO experience_entry (nation_id, year, month, "
                                          "kind, points, purchase, battles, detail, army_id, "
                                          "bought) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                           {nationId, year, month, kind, points,
                            purchase.isEmpty() ? QVariant() : QVariant(purchase),
                            // An army battle's own row counts it: the purchase after it is new.
                            kind == QLatin1String("armyBattle") ? battles + 1 : battles, detail,
                            armyId, bought.isEmpty() ? QVariant() : QVariant(bought)});
    if (q.lastError().isValid())
        return q.lastError().text();
    if (points == 0)
        return {};
    q = prepared(db, QStringLiteral("UPDATE nation SET experience = experience + ? WHERE id = ?"),
                 {points, nationId});
    return q.lastError().isValid() ? q.lastError().text() : QString();
}

QJsonObject lesserReport(const QSqlDatabase &db)
{
    const QHash<QString, QString> names = nationNames(db);
    QJsonArray races;
    for (const LesserRace &r : loadLesserRaces(db)) {
        races.append(QJsonObject{{QStringLiteral("id"), r.id.toInt()},
                                 {QStringLiteral("race"), r.name},
                                 {QStringLiteral("armyList"), r.armyListId},
                                 {QStringLiteral("box"), keyOf(r.box)},
                                 {QStringLiteral("markers"), markersJson(r, names)}});
    }
    QSqlQuery q = prepared(db,
                           QStringLiteral("SELECT COUNT(*) FROM nation WHERE status = "
                                          "'active'"),
                           {});
    const int nations = q.next() ? q.value(0).toInt() : 0;
    return {{QStringLiteral("races"), races},
            {QStringLiteral("nations"), nations},
            {QStringLiteral("racesInPlay"), nations > 2 ? nations - 2 : 0}};
}

QJsonObject pickupReport(const QSqlDatabase &db, int turn)
{
    QJsonObject report{{QStringLiteral("turn"), turn}};
    const auto round = loadPickupRound(db, turn);
    if (!round) {
        report.insert(QStringLiteral("order"), QJsonArray{});
        return report;
    }
    const std::vector<LesserRace> races = loadLesserRaces(db);
    const RoundState state = replayRound(*round);
    QJsonArray order, picks;
    for (const QString &n : round->order)
        order.append(round->nationName(n));
    for (const Pick &p : round->picks) {
        QJsonObject pick{{QStringLiteral("nation"), round->nationName(p.nation)},
                         {QStringLiteral("option"), keyOf(p.option)}};
        if (const LesserRace *r = findLesserRace(races, p.race))
            pick.insert(QStringLiteral("race"), r->name);
        picks.append(pick);
    }
    const auto sideJson = [&](const PickupSide &s) {
        QJsonObject side{{QStringLiteral("nation"), round->nationName(s.nation)}};
        if (const LesserRace *r = s.race.isEmpty() ? nullptr : findLesserRace(races, s.race))
            side.insert(QStringLiteral("race"), r->name);
        return side;
    };
    QJsonArray games, friendlies;
    for (std::size_t i = 0; i < state.games.size(); ++i) {
        const PickupGame &g = state.games[i];
        QJsonObject game{
            {QStringLiteral("game"), static_cast<int>(i) + 1},
            {QStringLiteral("kind"), g.kind == PickupGameKind::Races
                                         ? QStringLiteral("races")
                                         : QStringLiteral("raceAgainstNation")},
            {QStringLiteral("sides"), QJsonArray{sideJson(g.first), sideJson(g.second)}},
            {QStringLiteral("text"), gameText(*round, races, g)}};
        const auto winner = pickupResultWinner(db, turn, static_cast<int>(i) + 1);
        game.insert(
            QStringLiteral("result"),
            !winner ? QJsonValue()
            : *winner == -1
                ? QJsonValue(QStringLiteral("draw"))
                : QJsonValue(
                      sideJson(*winner == 0 ? g.first : g.second).value(QStringLiteral("nation"))));
        games.append(game);
    }
    for (const PickupGame &g : state.friendlies)
        friendlies.append(QJsonArray{sideJson(g.first), sideJson(g.second)});
    report.insert(QStringLiteral("order"), order);
    report.insert(QStringLiteral("picks"), picks);
    report.insert(QStringLiteral("next"), round->nationName(round->nextPicker()));
    report.insert(QStringLiteral("finished"), round->finished());
    report.insert(QStringLiteral("open"),
                  state.openPick ? QJsonValue(sideJson({round->picks[*state.openPick].nation,
                                                        round->picks[*state.openPick].race}))
                                 : QJsonValue());
    report.insert(QStringLiteral("games"), games);
    report.insert(QStringLiteral("friendlies"), friendlies);
    report.insert(QStringLiteral("watching"),
                  state.watching.isEmpty() ? QString() : round->nationName(state.watching));
    return report;
}

} // namespace herald::db
