#include "db/warmaster/movementstep.h"

#include "core/warmaster/movementorder.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/expeditionstep.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MovementStep)
};

constexpr std::array<std::pair<HabitatAdjustment, const char *>, 3> adjustmentKeys{{
    {HabitatAdjustment::None, "none"},
    {HabitatAdjustment::Minus2, "minus2"},
    {HabitatAdjustment::Plus2, "plus2"},
}};

QString armyName(const MonthMap &month, const QString &id)
{
    const Army *army = month.findArmy(id);
    return army ? army->name : id;
}

QString hexOf(const MonthMap &month, int area)
{
    return month.map.areas[static_cast<std::size_t>(area)].id();
}

/// Writes one movement_event row.
bool insertEvent(QSqlQuery &q, int turn, const QString &kind, const QString &army,
                 const QVariant &other, const QVariant &area, const QVariant &otherArea,
                 int units = 0, bool chosen = false)
{
    q.prepare(QStringLiteral("INSERT INTO movement_event (turn, kind, army_id, other_army_id, "
                             "area, other_area, units, chosen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value :
         QVariantList{turn, kind, army.toLongLong(), other, area, otherArea, units, chosen ? 1 : 0})
        q.addBindValue(value);
    return q.exec();
}

/// Keeps what M-3 and the referee need of the movement step (schema 0009).
std::optional<CommandOutcome> storeEvents(const QSqlDatabase &db, const MonthMap &month, int turn,
                                          const MovementResult &result)
{
    QSqlQuery q(db);
    const QVariant none;
    bool ok = true;
    for (const Interdiction &i : result.interdictions)
        ok = ok && insertEvent(q, turn, QStringLiteral("interdiction"), i.mover,
                               i.interdictor.toLongLong(), hexOf(month, i.area), none);
    for (const Swap &s : result.swaps)
        ok = ok && insertEvent(q, turn, QStringLiteral("swap"), s.first, s.second.toLongLong(),
                               hexOf(month, s.firstArea), hexOf(month, s.secondArea));
    for (const SentBack &s : result.sentBack)
        ok = ok && insertEvent(q, turn, QStringLiteral("sentBack"), s.armyId, none,
                               hexOf(month, s.from), hexOf(month, s.to), 0, s.chosen);
    for (const UnitsToStrike &loss : result.losses)
        ok = ok && insertEvent(q, turn, QStringLiteral("unitsToStrike"), loss.armyId, none, none,
                               none, loss.units);
    for (const QString &army : result.sailing)
        ok = ok && insertEvent(q, turn, QStringLiteral("sailing"), army, none, none, none);
    if (!ok)
        return CommandOutcome::storageFailed(q);
    return std::nullopt;
}

/// "Kingdom of Veyra loses 2 units ..." for each check that rolled under the pick: M-2B only
/// ends once they are struck, so the line says so rather than asking for it.
QStringList lossLines(const MonthMap &month, std::span<const UnitsToStrike> losses)
{
    QStringList lines;
    for (const UnitsToStrike &loss : losses)
        //: %1 nation, %2 count, %3 army
        lines << Tr::tr("§4.4, I-49 %1 loses %2 unit(s) of its choice in %3's crossing, struck "
                        "from its national roster at M-2B (terrain strike).")
                     .arg(month.nationName(loss.nationId))
                     .arg(loss.units)
                     .arg(armyName(month, loss.armyId));
    return lines;
}

std::vector<TerrainCheckEntry> entriesOf(std::span<const StoredCheck> checks)
{
    std::vector<TerrainCheckEntry> entries;
    for (const StoredCheck &c : checks) {
        if (c.check)
            entries.push_back({c.due.armyId, *c.check});
    }
    return entries;
}

} // namespace

MovementFacts movementFacts(const QSqlDatabase &db, const MonthMap &month)
{
    MovementFacts facts{month.map, month.graph, month.map.armies, {}};
    for (const NationRecord &nation : loadNations(db)) {
        if (const auto list = loadArmyList(db, nation.armyListId))
            facts.habitats.insert(QString::number(nation.id), list->habitats);
    }
    return facts;
}

std::vector<StoredCheck> loadChecks(const QSqlDatabase &db, const MovementFacts &facts, int turn)
{
    std::vector<StoredCheck> checks;
    const std::vector<Order> orders = loadOrders(db, turn);
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT pick, roll, adjustment, (SELECT COALESCE(SUM(units), 0) FROM terrain_loss l "
        "WHERE l.army_id = c.army_id AND l.turn = c.turn) FROM terrain_check c "
        "WHERE army_id = ? AND turn = ?"));
    for (const TerrainCheckDue &due : terrainChecksDue(facts, orders)) {
        StoredCheck stored{due, std::nullopt};
        q.bindValue(0, due.armyId.toLongLong());
        q.bindValue(1, turn);
        if (q.exec() && q.next()) {
            stored.check = resolveTerrainCheck(
                q.value(0).toInt(), q.value(1).toInt(),
                adjustmentFromKey(q.value(2).toString()).value_or(HabitatAdjustment::None),
                due.naturalHabitat);
            stored.struck = q.value(3).toInt();
        }
        checks.push_back(stored);
    }
    return checks;
}

MoveAnswers loadMoveAnswers(const QSqlDatabase &db, int turn)
{
    MoveAnswers answers;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT army_id, kind FROM movement_choice WHERE turn = ? ORDER BY army_id, kind"));
    q.addBindValue(turn);
    if (!q.exec())
        return answers;
    while (q.next())
        (q.value(1).toString() == QLatin1String("sendBack") ? answers.sendBack : answers.letGo)
            << q.value(0).toString();
    return answers;
}

bool maySendBack(const Order *order)
{
    return order && order->kind == OrderKind::Move;
}

bool mayLetGo(const Army &army, const Order *order)
{
    return army.location == ArmyLocation::PopulationCentre && order &&
           (order->kind == OrderKind::Interdict || order->kind == OrderKind::SallyForth);
}

std::optional<HabitatAdjustment> adjustmentFromKey(const QString &key)
{
    for (const auto &[value, name] : adjustmentKeys) {
        if (key == QLatin1String(name))
            return value;
    }
    return std::nullopt;
}

QString adjustmentKey(HabitatAdjustment adjustment)
{
    for (const auto &[value, name] : adjustmentKeys) {
        if (value == adjustment)
            return QString::fromLatin1(name);
    }
    return {};
}

StepWork revealOrders(const CommandContext &context)
{
    StepWork work;
    const MonthMap month = loadMonthMap(context.db);
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<Order> orders = loadOrders(context.db, turn);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    for (const Army &army : month.map.armies) {
        const auto order = std::find_if(orders.cbegin(), orders.cend(),
                                        [&](const Order &o) { return o.armyId == army.id; });
        if (order != orders.cend())
            //: %1 army, %2 nation, %3 the order in words
            work.lines << Tr::tr("§4.1 %1 (%2): %3")
                              .arg(army.name, month.nationName(army.nationId),
                                   month.orderText(*order));
        else if (const auto none = takesNoOrders(army, facts))
            work.lines << describe(*none);
    }
    return work;
}

StepWork terrainDelays(const CommandContext &context)
{
    StepWork work;
    const MonthMap month = loadMonthMap(context.db);
    const int turn = turnNumber(context.date.year, context.date.month);
    std::vector<UnitsToStrike> losses;
    for (const StoredCheck &c : loadChecks(context.db, movementFacts(context.db, month), turn)) {
        if (!c.check)
            continue; // the blocker keeps the step until every number is in
        const Army *army = month.findArmy(c.due.armyId);
        //: %1 army, %2 barrier, %3 from, %4 to, %5 the check explained
        work.lines << Tr::tr("%1 crossing the %2 from %3 into %4: %5")
                          .arg(army->name, nameOf(c.due.barrier), month.areaText(c.due.from),
                               month.areaText(c.due.to), c.check->explain());
        if (c.check->unitsLost > 0)
            losses.push_back({army->id, army->nationId, c.check->unitsLost});
    }
    work.lines << lossLines(month, losses);
    return work;
}

StepWork moveArmies(const CommandContext &context)
{
    StepWork work;
    MonthMap month = loadMonthMap(context.db);
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<Order> orders = loadOrders(context.db, turn);
    const MovementFacts facts = movementFacts(context.db, month);
    const std::vector<TerrainCheckEntry> checks = entriesOf(loadChecks(context.db, facts, turn));
    MoveAnswers answers = loadMoveAnswers(context.db, turn);
    MovementChoices choices;
    choices.checks = checks;
    choices.sendBack = std::move(answers.sendBack);
    choices.letGo = std::move(answers.letGo);
    choices.movementOrder =
        drawMovementOrder(month.settings, context.dice, month.map, month.map.armies);
    if (!choices.movementOrder.isEmpty()) {
        QStringList names;
        for (const QString &nation : choices.movementOrder)
            names << month.nationName(nation);
        work.lines << Tr::tr("§4.1 movementMode randomOrder: the nations move in the order drawn, "
                             "%1.")
                          .arg(names.join(QStringLiteral(", ")));
    }
    for (const QString &id : choices.letGo)
        work.lines << Tr::tr("I-43 %1 lets a leaving enemy go rather than force a battle.")
                          .arg(armyName(month, id));
    const MovementResult result =
        resolveMovement(movementFacts(context.db, month), orders, choices);
    if (!result.missingChecks.isEmpty()) {
        work.failure = CommandOutcome::refused(
            Tr::tr("§4.4 The terrain checks of %1 are not rolled yet: nothing moved.")
                .arg(result.missingChecks.join(QStringLiteral(", "))));
        return work;
    }
    for (const MonthDecision &decision : result.decisions)
        work.lines << decision.text;
    work.lines << lossLines(month, result.losses);
    if (const QString error = saveArmyChanges(context.db, month.map.armies, result.armies);
        !error.isEmpty()) {
        work.failure = CommandOutcome::storageFailed(error);
        return work;
    }
    if (auto failed = storeEvents(context.db, month, turn, result)) {
        work.failure = failed;
        return work;
    }
    // §7.2: fleets leave port and those at sea roll before the engagements are built, so that
    // a fleet sailing this turn fights nothing in the port it left.
    const StepWork sea = sailExpeditions(context);
    work.lines << sea.lines;
    if (sea.failure) {
        work.failure = sea.failure;
        return work;
    }
    month = loadMonthMap(context.db);
    const StepWork engagements = buildEngagements(context, month, orders, turn);
    work.lines << engagements.lines;
    work.failure = engagements.failure;
    return work;
}

} // namespace herald::db
