#include "db/warmaster/engagementstep.h"

#include "db/warmaster/factionsplit.h"
#include "db/warmaster/independentbattle.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/retreatstep.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <array>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::EngagementStep)
};

constexpr std::array<std::pair<EngagementCause, const char *>, 6> causeKeys{{
    {EngagementCause::Arrival, "arrival"},
    {EngagementCause::Swap, "swap"},
    {EngagementCause::Interdiction, "interdiction"},
    {EngagementCause::SallyForth, "sallyForth"},
    {EngagementCause::Assault, "assault"},
    {EngagementCause::PreEngaged, "preEngaged"},
}};

std::optional<EngagementCause> causeFromKey(const QString &key)
{
    for (const auto &[value, name] : causeKeys) {
        if (key == QLatin1String(name))
            return value;
    }
    return std::nullopt;
}

QString causeText(EngagementCause cause)
{
    switch (cause) {
    case EngagementCause::Arrival:
        return Tr::tr("armies of different nations in one area (§5.1)");
    case EngagementCause::Swap:
        return Tr::tr("a swap of places (§5.4)");
    case EngagementCause::Interdiction:
        return Tr::tr("an army stopped leaving (§4.8)");
    case EngagementCause::SallyForth:
        return Tr::tr("the besieged sally forth (I-43)");
    case EngagementCause::Assault:
        return Tr::tr("the besieger assaults (I-43)");
    case EngagementCause::PreEngaged:
        return Tr::tr("armies pre-engaged last turn (§5.8)");
    }
    return {};
}

int areaIndex(const MonthMap &month, const QString &xxyy)
{
    const auto hex = map::Hex::fromXXYY(xxyy);
    return hex ? month.map.areaAt(*hex).value_or(noIndex) : noIndex;
}

QString armyName(const MonthMap &month, const QString &id)
{
    const Army *army = month.findArmy(id);
    return army ? army->name : id;
}

QString armyNames(const MonthMap &month, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const Army *army = month.findArmy(id);
        names << (army ? Tr::tr("%1 (%2)").arg(army->name, month.nationName(army->nationId)) : id);
    }
    return names.join(QStringLiteral(", "));
}

/// The swaps and interdictions M-2C stored, as findEngagements reads them.
MovementResult storedMovement(const QSqlDatabase &db, const MonthMap &month, int turn)
{
    MovementResult movement;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT kind, army_id, other_army_id, area, other_area FROM "
                             "movement_event WHERE turn = ? AND kind IN ('swap', 'interdiction') "
                             "ORDER BY id"));
    q.addBindValue(turn);
    q.exec();
    while (q.next()) {
        const QString army = q.value(1).toString();
        const QString other = q.value(2).toString();
        const int area = areaIndex(month, q.value(3).toString());
        if (q.value(0).toString() == QLatin1String("swap"))
            movement.swaps.push_back({army, other, area, areaIndex(month, q.value(4).toString())});
        else
            movement.interdictions.push_back({army, other, area});
    }
    return movement;
}

/// An engagement as stored, with its armies and the choices written so far.
struct StoredEngagement
{
    qint64 id = 0;
    int number = 0;
    bool resolved = false;
    Engagement engagement;
    std::vector<LocationChoice> locations; ///< the choices made
    std::vector<StanceChoice> stances;
};

std::vector<StoredEngagement> loadEngagements(const QSqlDatabase &db, const MonthMap &month,
                                              int turn, std::optional<qint64> only = {})
{
    std::vector<StoredEngagement> list;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, number, cause, area, other_area, resolved FROM "
                             "engagement WHERE turn = ? ORDER BY number"));
    q.addBindValue(turn);
    q.exec();
    while (q.next()) {
        if (only && q.value(0).toLongLong() != *only)
            continue;
        StoredEngagement e;
        e.id = q.value(0).toLongLong();
        e.number = q.value(1).toInt();
        e.resolved = q.value(5).toBool();
        e.engagement.cause = causeFromKey(q.value(2).toString()).value_or(EngagementCause::Arrival);
        e.engagement.area = areaIndex(month, q.value(3).toString());
        e.engagement.otherArea =
            q.value(4).isNull() ? noIndex : areaIndex(month, q.value(4).toString());
        list.push_back(e);
    }
    for (StoredEngagement &e : list) {
        q.prepare(QStringLiteral("SELECT army_id, chooser, location FROM engagement_army WHERE "
                                 "engagement_id = ? ORDER BY army_id"));
        q.addBindValue(e.id);
        q.exec();
        while (q.next()) {
            const QString army = q.value(0).toString();
            e.engagement.armies << army;
            if (q.value(1).toBool())
                e.engagement.choosers << army;
            if (const auto location = fromKey<ArmyLocation>(q.value(2).toString()))
                e.locations.push_back({army, *location});
        }
        q.prepare(QStringLiteral(
            "SELECT nation_id, stance FROM engagement_stance WHERE engagement_id = ?"));
        q.addBindValue(e.id);
        q.exec();
        while (q.next())
            e.stances.push_back(
                {q.value(0).toString(), q.value(1).toString() == QLatin1String("attack")
                                            ? Stance::Attack
                                            : Stance::Defend});
    }
    return list;
}

bool allChosen(const StoredEngagement &e)
{
    return std::all_of(
        e.engagement.choosers.cbegin(), e.engagement.choosers.cend(), [&](const QString &id) {
            return std::any_of(e.locations.cbegin(), e.locations.cend(),
                               [&](const LocationChoice &c) { return c.armyId == id; });
        });
}

/// Writes one pending battle with its sides; the turn's battles are numbered from 1.
std::optional<CommandOutcome> insertBattle(const QSqlDatabase &db, const MonthMap &month,
                                           qint64 engagement, int turn, const PendingBattle &b,
                                           int *number)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT COALESCE(MAX(number), 0) + 1 FROM pending_battle WHERE turn = ?"));
    q.addBindValue(turn);
    if (!q.exec() || !q.next())
        return CommandOutcome::storageFailed(q);
    *number = q.value(0).toInt();
    QJsonArray terrain;
    for (const int area : b.terrainAreas)
        terrain.append(month.map.areas[static_cast<std::size_t>(area)].id());
    q.prepare(QStringLiteral(
        "INSERT INTO pending_battle (engagement_id, turn, number, kind, area, location, "
        "armies_per_side, fortifications, objective_holder, terrain_areas) VALUES (?, ?, ?, ?, "
        "?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value :
         QVariantList{engagement, turn, *number, keyOf(b.kind),
                      month.map.areas[static_cast<std::size_t>(b.area)].id(), keyOf(b.location),
                      std::max(1, b.armiesPerSide), b.fortifications, b.objectiveHolder,
                      QString::fromUtf8(QJsonDocument(terrain).toJson(QJsonDocument::Compact))})
        q.addBindValue(value);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const qint64 battle = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral(
        "INSERT INTO pending_battle_army (battle_id, army_id, side) VALUES (?, ?, ?)"));
    for (int side = 0; side < 2; ++side) {
        for (const QString &army : b.sides[static_cast<std::size_t>(side)]) {
            q.bindValue(0, battle);
            q.bindValue(1, army.toLongLong());
            q.bindValue(2, side);
            if (!q.exec())
                return CommandOutcome::storageFailed(q);
        }
    }
    return std::nullopt;
}

QString battleLine(const MonthMap &month, const PendingBattle &b, int number)
{
    //: %1 number, %2 kind of battle, %3 area, %4 location, %5 and %6 the two sides' armies
    return Tr::tr("§1.9 Pending battle %1: %2 in %3 at the %4, %5 against %6")
        .arg(number)
        .arg(nameOf(b.kind), month.areaText(b.area), nameOf(b.location),
             armyNames(month, b.sides[0]), armyNames(month, b.sides[1]));
}

/// Applies the chart to one engagement whose choices are all in; see resolveWhenComplete().
StepWork resolveStored(const CommandContext &context, MonthMap &month, const StoredEngagement &e)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const EngagementFacts facts{month.map, month.map.armies, month.settings};
    const EngagementOutcome outcome =
        resolveEngagement(e.engagement, facts, e.locations, e.stances);
    if (!outcome.missing.isEmpty())
        return work; // §5.7 declarations still to come
    for (const MonthDecision &decision : outcome.decisions)
        work.lines << decision.text;
    for (const PendingBattle &battle : outcome.battles) {
        int number = 0;
        if (auto failed = insertBattle(context.db, month, e.id, turn, battle, &number)) {
            work.failure = failed;
            return work;
        }
        work.lines << battleLine(month, battle, number);
    }
    if (!outcome.forcedOut.isEmpty()) {
        if (const QString failed = recordForcedOut(context.db, turn, outcome.forcedOut);
            !failed.isEmpty()) {
            work.failure = CommandOutcome::storageFailed(failed);
            return work;
        }
        work.lines << Tr::tr("§5.7 %1 retreat at M-4 without a battle and without losses.")
                          .arg(armyNames(month, outcome.forcedOut));
    }
    for (const QStringList &allies : outcome.mustReduce)
        work.lines << Tr::tr("§5.7 %1 must get down to one army in the area: the referee settles "
                             "who leaves at M-4.")
                          .arg(armyNames(month, allies));
    int splitIndex = 0;
    for (const FactionSplit &split : outcome.factionSplits) {
        if (auto failed = storeSplit(context.db, e.id, ++splitIndex, split)) {
            work.failure = failed;
            return work;
        }
        work.lines << Tr::tr("§5.7 option B: %1 must split into two factions against %2; each "
                             "player joins one in secret (faction).")
                          .arg(armyNames(month, split.larger), armyNames(month, split.opponent));
    }
    const std::vector<Army> before = month.map.armies;
    applyEngagementOutcome(month.map.armies, outcome);
    if (const QString error = saveArmyChanges(context.db, before, month.map.armies);
        !error.isEmpty()) {
        work.failure = CommandOutcome::storageFailed(error);
        return work;
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE engagement SET resolved = 1 WHERE id = ?"));
    q.addBindValue(e.id);
    if (!q.exec())
        work.failure = CommandOutcome::storageFailed(q);
    return work;
}

} // namespace

QString causeKey(EngagementCause cause)
{
    for (const auto &[value, name] : causeKeys) {
        if (value == cause)
            return QString::fromLatin1(name);
    }
    return {};
}

StepWork buildEngagements(const CommandContext &context, MonthMap &month,
                          std::span<const Order> orders, int turn)
{
    StepWork work;
    const EngagementFacts facts{month.map, month.map.armies, month.settings};
    const std::vector<Engagement> found =
        findEngagements(facts, orders, storedMovement(context.db, month, turn));
    QSqlQuery q(context.db);
    std::vector<StoredEngagement> settled;
    int number = 0;
    for (const Engagement &e : found) {
        ++number;
        q.prepare(QStringLiteral("INSERT INTO engagement (turn, number, cause, area, other_area) "
                                 "VALUES (?, ?, ?, ?, ?)"));
        for (const QVariant &value : QVariantList{
                 turn, number, causeKey(e.cause), month.map.areas[std::size_t(e.area)].id(),
                 e.otherArea == noIndex ? QVariant(QMetaType(QMetaType::QString))
                                        : QVariant(month.map.areas[std::size_t(e.otherArea)].id())})
            q.addBindValue(value);
        if (!q.exec()) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
        const qint64 id = q.lastInsertId().toLongLong();
        if (e.choosers.isEmpty())
            settled.push_back({id, number, false, e, {}, {}});
        q.prepare(QStringLiteral(
            "INSERT INTO engagement_army (engagement_id, army_id, chooser) VALUES (?, ?, ?)"));
        for (const QString &army : e.armies) {
            q.bindValue(0, id);
            q.bindValue(1, army.toLongLong());
            q.bindValue(2, e.choosers.contains(army) ? 1 : 0);
            if (!q.exec()) {
                work.failure = CommandOutcome::storageFailed(q);
                return work;
            }
        }
        //: %1 number, %2 area, %3 why, %4 the armies
        QString line =
            Tr::tr("§5.1 Engagement %1 in %2, %3: %4")
                .arg(number)
                .arg(month.areaText(e.area), causeText(e.cause), armyNames(month, e.armies));
        if (!e.choosers.isEmpty())
            line += Tr::tr("; secret location choices (§5.2) from %1")
                        .arg(armyNames(month, e.choosers));
        work.lines << line;
    }
    for (const StoredEngagement &e : settled) {
        const StepWork resolved = resolveStored(context, month, e);
        work.lines << resolved.lines;
        if (resolved.failure) {
            work.failure = resolved.failure;
            return work;
        }
    }
    return work;
}

StepWork settleFactions(const CommandContext &context, MonthMap &month, const StoredSplit &split)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const EngagementFacts facts{month.map, month.map.armies, month.settings};
    const EngagementOutcome outcome =
        resolveFactions(split.split, split.members(1), split.members(2), facts);
    work.lines << Tr::tr("§5.7 option B, the factions revealed: %1 in the first, %2 in the "
                         "second.")
                      .arg(armyNames(month, split.members(1)), armyNames(month, split.members(2)));
    for (const MonthDecision &decision : outcome.decisions)
        work.lines << decision.text;
    for (const PendingBattle &battle : outcome.battles) {
        int number = 0;
        if (auto failed =
                insertBattle(context.db, month, split.engagementId, turn, battle, &number)) {
            work.failure = failed;
            return work;
        }
        work.lines << battleLine(month, battle, number);
    }
    const std::vector<Army> before = month.map.armies;
    applyEngagementOutcome(month.map.armies, outcome);
    if (const QString error = saveArmyChanges(context.db, before, month.map.armies);
        !error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return work;
}

StepWork resolveWhenComplete(const CommandContext &context, MonthMap &month, qint64 id)
{
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<StoredEngagement> list = loadEngagements(context.db, month, turn, id);
    if (list.empty() || list.front().resolved || !allChosen(list.front()))
        return {};
    return resolveStored(context, month, list.front());
}

std::optional<qint64> engagementId(const QSqlDatabase &db, int turn, int number)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM engagement WHERE turn = ? AND number = ?"));
    q.addBindValue(turn);
    q.addBindValue(number);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

QJsonObject engagementsReport(const QSqlDatabase &db, int turn)
{
    const MonthMap month = loadMonthMap(db);
    QJsonArray engagements;
    const std::vector<StoredSplit> splits = loadSplits(db, month, turn);
    for (const StoredEngagement &e : loadEngagements(db, month, turn)) {
        const bool revealed = allChosen(e);
        QJsonArray armies;
        for (const QString &id : e.engagement.armies) {
            const Army *army = month.findArmy(id);
            QJsonObject a{
                {QStringLiteral("id"), id.toLongLong()},
                {QStringLiteral("name"), army ? army->name : id},
                {QStringLiteral("nation"), army ? month.nationName(army->nationId) : QString()},
                {QStringLiteral("chooses"), e.engagement.choosers.contains(id)}};
            const auto choice =
                std::find_if(e.locations.cbegin(), e.locations.cend(),
                             [&](const LocationChoice &c) { return c.armyId == id; });
            if (e.engagement.choosers.contains(id))
                a.insert(QStringLiteral("chosen"), choice != e.locations.cend());
            // §5.2: a choice stays secret until every chooser of the engagement has chosen
            if (revealed && choice != e.locations.cend())
                a.insert(QStringLiteral("location"), keyOf(choice->location));
            armies.append(a);
        }
        QJsonObject entry{{QStringLiteral("number"), e.number},
                          {QStringLiteral("cause"), causeKey(e.engagement.cause)},
                          {QStringLiteral("area"), month.areaText(e.engagement.area)},
                          {QStringLiteral("resolved"), e.resolved},
                          {QStringLiteral("armies"), armies}};
        if (e.engagement.otherArea != noIndex)
            entry.insert(QStringLiteral("otherArea"), month.areaText(e.engagement.otherArea));
        QJsonArray factions;
        for (const StoredSplit &split : splits) {
            if (split.engagementId != e.id)
                continue;
            // §5.7 B: like the location choices, a faction shows once every player has named his
            QJsonArray larger;
            for (const QString &id : split.split.larger) {
                QJsonObject a{{QStringLiteral("name"), armyName(month, id)},
                              {QStringLiteral("chosen"), split.faction.count(id) != 0}};
                if (split.complete())
                    a.insert(QStringLiteral("faction"), split.faction.at(id));
                larger.append(a);
            }
            QJsonArray opponent;
            for (const QString &id : split.split.opponent)
                opponent.append(armyName(month, id));
            factions.append(QJsonObject{{QStringLiteral("larger"), larger},
                                        {QStringLiteral("opponent"), opponent}});
        }
        if (!factions.isEmpty())
            entry.insert(QStringLiteral("factions"), factions);
        // §5.7: with three nations or more each declares; only whether it has is shown.
        QStringList nations;
        for (const QString &id : e.engagement.armies) {
            const Army *army = month.findArmy(id);
            if (army && !nations.contains(army->nationId))
                nations << army->nationId;
        }
        if (nations.size() >= 3) {
            QJsonArray stances;
            for (const QString &nation : std::as_const(nations))
                stances.append(QJsonObject{
                    {QStringLiteral("nation"), month.nationName(nation)},
                    {QStringLiteral("declared"),
                     std::any_of(e.stances.cbegin(), e.stances.cend(),
                                 [&](const StanceChoice &c) { return c.nationId == nation; })}});
            entry.insert(QStringLiteral("stances"), stances);
        }
        engagements.append(entry);
    }
    QJsonArray battles;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT b.id, b.number, e.number, b.kind, b.area, b.location, "
                             "b.armies_per_side, b.fortifications, b.objective_holder, "
                             "b.terrain_areas, b.winner_side_by_hand, r.vp_defenders, "
                             "r.vp_attackers, r.level FROM pending_battle b JOIN engagement e ON "
                             "e.id = b.engagement_id LEFT JOIN battle_result r ON r.battle_id = "
                             "b.id WHERE b.turn = ? ORDER BY b.number"));
    q.addBindValue(turn);
    q.exec();
    QSqlQuery sides(db);
    sides.prepare(QStringLiteral(
        "SELECT army_id, side FROM pending_battle_army WHERE battle_id = ? ORDER BY army_id"));
    while (q.next()) {
        std::array<QJsonArray, 2> side;
        std::array<QJsonArray, 2> sideIds;
        std::array<QStringList, 2> sideNations;
        sides.bindValue(0, q.value(0));
        sides.exec();
        while (sides.next()) {
            const int index = sides.value(1).toInt() == 0 ? 0 : 1;
            side[index].append(armyName(month, sides.value(0).toString()));
            sideIds[index].append(sides.value(0).toString());
            if (const Army *army = month.findArmy(sides.value(0).toString());
                army && !sideNations[index].contains(month.nationName(army->nationId)))
                sideNations[index] << month.nationName(army->nationId);
        }
        // §7.7.6: an independent army on a side has no army row.
        const auto independent = independentSideOf(db, q.value(0).toLongLong());
        if (independent)
            side[static_cast<std::size_t>(independent->side)].append(
                Tr::tr("the independent %1 army").arg(independent->raceName));
        QJsonObject battle{
            {QStringLiteral("number"), q.value(1).toInt()},
            {QStringLiteral("engagement"), q.value(2).toInt()},
            {QStringLiteral("kind"), q.value(3).toString()},
            {QStringLiteral("area"), month.areaText(areaIndex(month, q.value(4).toString()))},
            {QStringLiteral("areaId"), q.value(4).toString()},
            {QStringLiteral("location"), q.value(5).toString()},
            {QStringLiteral("armiesPerSide"), q.value(6).toInt()},
            {QStringLiteral("fortifications"), q.value(7).toInt()},
            {QStringLiteral("objectiveHolder"), q.value(8).toInt()},
            {QStringLiteral("terrainAreas"),
             QJsonDocument::fromJson(q.value(9).toString().toUtf8()).array()},
            {QStringLiteral("defenders"), side[0]},
            {QStringLiteral("attackers"), side[1]},
            {QStringLiteral("defenderIds"), sideIds[0]},
            {QStringLiteral("attackerIds"), sideIds[1]},
            {QStringLiteral("defenderNations"), QJsonArray::fromStringList(sideNations[0])},
            {QStringLiteral("attackerNations"), QJsonArray::fromStringList(sideNations[1])}};
        if (independent)
            battle.insert(independent->side == 0 ? QStringLiteral("defenderIndependent")
                                                 : QStringLiteral("attackerIndependent"),
                          independent->raceName);
        if (!q.value(10).isNull())
            battle.insert(QStringLiteral("winnerSideByHand"), q.value(10).toInt());
        // battle.result (§6.1-§6.2): a draw has a result but no winner (I-32).
        if (!q.value(13).isNull())
            battle.insert(QStringLiteral("result"),
                          QJsonObject{{QStringLiteral("vp"),
                                       QJsonArray{q.value(11).toInt(), q.value(12).toInt()}},
                                      {QStringLiteral("level"), q.value(13).toString()}});
        battles.append(battle);
    }
    return {{QStringLiteral("turn"), turn},
            {QStringLiteral("engagements"), engagements},
            {QStringLiteral("battles"), battles}};
}

StepWork combatsDone(const CommandContext &context)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const QJsonObject report = engagementsReport(context.db, turn);
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        if (!b.contains(QStringLiteral("winnerSideByHand"))) {
            //: %1 battle number, %2 area
            work.lines << Tr::tr("§2.13 Battle %1 in %2 is a draw (I-32)")
                              .arg(b.value(QStringLiteral("number")).toInt())
                              .arg(b.value(QStringLiteral("area")).toString());
            continue;
        }
        const int side = b.value(QStringLiteral("winnerSideByHand")).toInt();
        const QJsonArray winners =
            b.value(side == 0 ? QStringLiteral("defenders") : QStringLiteral("attackers"))
                .toArray();
        QStringList names;
        for (const QJsonValue &n : winners)
            names << n.toString();
        if (b.contains(QStringLiteral("result"))) {
            //: %1 battle number, %2 area, %3 the winning armies, %4 the level key
            work.lines << Tr::tr("§6.1 Battle %1 in %2 won by %3 (%4, result entered)")
                              .arg(b.value(QStringLiteral("number")).toInt())
                              .arg(b.value(QStringLiteral("area")).toString(),
                                   names.join(QStringLiteral(", ")),
                                   b.value(QStringLiteral("result"))
                                       .toObject()
                                       .value(QStringLiteral("level"))
                                       .toString());
            continue;
        }
        //: %1 battle number, %2 area, %3 the winning armies
        work.lines << Tr::tr(
                          "§1.9 Battle %1 in %2 won by %3 (marked by hand, a stop-gap until Herald "
                          "fights battles)")
                          .arg(b.value(QStringLiteral("number")).toInt())
                          .arg(b.value(QStringLiteral("area")).toString(),
                               names.join(QStringLiteral(", ")));
    }
    return work;
}

QStringList missingLocationChoices(const QSqlDatabase &db, int turn)
{
    QStringList items;
    const MonthMap month = loadMonthMap(db);
    for (const StoredSplit &split : loadSplits(db, month, turn)) {
        for (const QString &id : split.split.larger) {
            if (split.faction.count(id) == 0)
                items << Tr::tr("engagement %1 in %2: %3")
                             .arg(split.engagementNumber)
                             .arg(month.areaText(split.split.area),
                                  Tr::tr("%1 (which faction, §5.7 option B)")
                                      .arg(armyNames(month, {id})));
        }
    }
    for (const StoredEngagement &e : loadEngagements(db, month, turn)) {
        if (e.resolved)
            continue;
        QStringList waiting;
        for (const QString &id : e.engagement.choosers) {
            if (std::none_of(e.locations.cbegin(), e.locations.cend(),
                             [&](const LocationChoice &c) { return c.armyId == id; }))
                waiting << armyNames(month, {id});
        }
        if (waiting.isEmpty()) {
            const EngagementFacts facts{month.map, month.map.armies, month.settings};
            for (const QString &nation :
                 resolveEngagement(e.engagement, facts, e.locations, e.stances).missing)
                waiting << Tr::tr("%1 (defend or attack, §5.7)").arg(month.nationName(nation));
        }
        for (const QString &who : waiting)
            //: %1 engagement number, %2 area, %3 who has not chosen
            items << Tr::tr("engagement %1 in %2: %3")
                         .arg(e.number)
                         .arg(month.areaText(e.engagement.area), who);
    }
    return items;
}

QStringList unresolvedBattles(const QSqlDatabase &db, int turn)
{
    QStringList items;
    const QJsonObject report = engagementsReport(db, turn);
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        if (!b.contains(QStringLiteral("winnerSideByHand")) &&
            !b.contains(QStringLiteral("result")))
            items << Tr::tr("battle %1 in %2")
                         .arg(b.value(QStringLiteral("number")).toInt())
                         .arg(b.value(QStringLiteral("area")).toString());
    }
    return items;
}

} // namespace herald::db
