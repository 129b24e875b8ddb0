#include "db/warmaster/routedarmies.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/armystatedetail.h"
#include "core/warmaster/routedmarch.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RoutedArmies)
};

int indexOf(const StrategicMap &map, const QString &armyId)
{
    const auto it = std::find_if(map.armies.begin(), map.armies.end(),
                                 [&](const Army &a) { return a.id == armyId; });
    return it == map.armies.end() ? -1 : static_cast<int>(it - map.armies.begin());
}

bool saveArmy(const QSqlDatabase &db, const Army &army)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE army SET area = ?, location = ?, state = ?, "
                             "state_detail = ?, occupation = 0 WHERE id = ?"));
    return nations::run(q, {army.area.toXXYY(), keyOf(army.location), keyOf(army.state),
                            army.stateDetail, army.id.toLongLong()});
}

/// The nations (by index) that used their rally in any turn (§6.8: once per game).
QSet<qint64> ralliedNations(const QSqlDatabase &db)
{
    QSet<qint64> used;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT nation_id FROM last_ditch_rally WHERE army IS NOT NULL"))) {
        while (q.next())
            used.insert(q.value(0).toLongLong());
    }
    return used;
}

bool answeredThisTurn(const QSqlDatabase &db, qint64 nationId, int turn)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM last_ditch_rally WHERE nation_id = ? AND turn = ?"));
    return nations::run(q, {nationId, turn}) && q.next();
}

/// army.march {army, area}: the owner's choice among the equally near next areas of a routed
/// army (I-58), kept for this turn's step at M-5.
CommandOutcome chooseMarch(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::UpdateMap))
        return *wrongStep;
    const StoredMap stored = loadStoredMap(context.db);
    const StrategicMap &map = stored.map;
    const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
    const auto found = findArmy(context.db, ref);
    const int index = found ? indexOf(map, found->id) : -1;
    if (index < 0)
        return CommandOutcome::refused(Tr::tr("There is no army \"%1\" on the map.").arg(ref));
    Army army = map.armies[static_cast<std::size_t>(index)];
    if (army.state != ArmyState::Routed)
        return CommandOutcome::refused(
            Tr::tr("§6.8 %1 is not routed: only a routed army marches home.").arg(army.name));
    const int turn = turnNumber(context.date.year, context.date.month);
    RoutedMarch march;
    for (const PlannedRoutedStep &step : planRoutedSteps(map, turn)) {
        if (step.army == index)
            march = step.march;
    }
    const QString areaText = context.args.value(QStringLiteral("area")).toString();
    const auto hex = map::Hex::fromXXYY(areaText);
    const auto area = hex ? map.areaAt(*hex) : std::nullopt;
    if (!area || std::find(march.steps.begin(), march.steps.end(), *area) == march.steps.end())
        return CommandOutcome::refused(
            march.steps.empty() ? Tr::tr("§6.8 %1 takes no step this turn: %2")
                                      .arg(army.name, march.explain(map, army.name, -1))
                                //: %1 army, %2 the area asked for, %3 the areas allowed
                                : Tr::tr("I-58 %1 may not march to %2: the next step home is %3.")
                                      .arg(army.name, areaText, areaLabels(map, march.steps)));
    ArmyStateDetail detail = readStateDetail(army.stateDetail);
    detail.marchTo = hex;
    army.stateDetail = writeStateDetail(detail);
    if (!saveArmy(context.db, army))
        return CommandOutcome::storageFailed(Tr::tr("The army could not be written."));
    return CommandOutcome::done(
        Tr::tr("%1 will march to %2 at the end of the turn (I-58)")
            .arg(army.name, areaLabel(map.areas[static_cast<std::size_t>(*area)])),
        {{QStringLiteral("army"), army.name}, {QStringLiteral("area"), hex->toXXYY()}});
}

/// army.rally {army} or {nation, decline: true} (§6.8): the once-a-game last-ditch rally of a
/// nation whose only forces are routed armies, or its answer that it lets this turn pass.
CommandOutcome rally(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::UpdateMap))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    const StoredMap stored = loadStoredMap(context.db);
    const StrategicMap &map = stored.map;
    const bool decline = context.args.value(QStringLiteral("decline")).toBool();
    std::optional<Army> army;
    qint64 nationId = 0;
    if (decline) {
        const nations::NationArgument nation = nations::nationArgument(context);
        if (!nation.nation)
            return nation.refusal;
        nationId = nation.nation->id;
    } else {
        const QString ref = context.args.value(QStringLiteral("army")).toVariant().toString();
        const auto found = findArmy(context.db, ref);
        const int index = found ? indexOf(map, found->id) : -1;
        if (index < 0)
            return CommandOutcome::refused(Tr::tr("There is no army \"%1\" on the map.").arg(ref));
        army = map.armies[static_cast<std::size_t>(index)];
        if (army->state != ArmyState::Routed)
            return CommandOutcome::refused(
                Tr::tr("§6.8 %1 is not routed: there is nothing to rally.").arg(army->name));
        nationId = army->nationId.toLongLong();
    }
    const int nation = static_cast<int>(stored.nationRowIds.indexOf(nationId));
    const QString nationName =
        nation >= 0 ? map.nations[static_cast<std::size_t>(nation)].name : QString();
    if (answeredThisTurn(context.db, nationId, turn))
        return CommandOutcome::refused(
            Tr::tr("§6.8 %1 has already answered its last-ditch rally this turn; undo that answer "
                   "to change it.")
                .arg(nationName));
    const bool used = ralliedNations(context.db).contains(nationId);
    if (!mayRallyLastDitch(map, map.armies, nation, used))
        return CommandOutcome::refused(
            used ? Tr::tr("§6.8 %1 has used its last-ditch rally: it is allowed once a game.")
                       .arg(nationName)
                 : Tr::tr("§6.8 %1 still has forces that are not routed: the last-ditch rally "
                          "is for a nation whose only forces are routed armies.")
                       .arg(nationName));
    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("INSERT INTO last_ditch_rally (nation_id, turn, army) VALUES (?, ?, ?)"));
    if (!nations::run(q, {nationId, turn, army ? QVariant(army->name) : QVariant()}))
        return CommandOutcome::storageFailed(q);
    if (!army)
        return CommandOutcome::done(
            Tr::tr("%1 lets its last-ditch rally wait (§6.8)").arg(nationName),
            {{QStringLiteral("nation"), nationName}, {QStringLiteral("rallied"), false}});
    setState(*army, ArmyState::Normal);
    if (!saveArmy(context.db, *army))
        return CommandOutcome::storageFailed(Tr::tr("The army could not be written."));
    return CommandOutcome::done(
        Tr::tr("%1 rallies %2: it is an army again (§6.8 last-ditch rally, once a game)")
            .arg(nationName, army->name),
        {{QStringLiteral("nation"), nationName},
         {QStringLiteral("army"), army->name},
         {QStringLiteral("rallied"), true}});
}

} // namespace

StepWork marchRoutedArmies(const CommandContext &context)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const StrategicMap map = loadStrategicMap(context.db);
    for (const PlannedRoutedStep &step : planRoutedSteps(map, turn)) {
        Army army = map.armies[static_cast<std::size_t>(step.army)];
        ArmyStateDetail detail = readStateDetail(army.stateDetail);
        switch (step.march.kind) {
        case RoutedMarch::Kind::Marches:
        case RoutedMarch::Kind::Arrives:
            army.area = map.areas[static_cast<std::size_t>(step.chosen)].hex;
            army.location = ArmyLocation::Countryside;
            detail.homeSince = step.march.kind == RoutedMarch::Kind::Arrives ? turn : 0;
            break;
        case RoutedMarch::Kind::Waits:
            // Arrived by another way, or an enemy came in: the quiet turn starts now (I-58).
            if (detail.homeSince == 0 || step.contacted)
                detail.homeSince = turn;
            break;
        case RoutedMarch::Kind::Reforms:
        case RoutedMarch::Kind::Stranded:
            break;
        }
        detail.marchTo.reset();
        if (step.march.kind == RoutedMarch::Kind::Reforms)
            setState(army, ArmyState::Normal);
        else
            setState(army, ArmyState::Routed, detail);
        if (!saveArmy(context.db, army)) {
            work.failure = CommandOutcome::storageFailed(Tr::tr("The army could not be written."));
            return work;
        }
        work.lines << step.march.explain(map, army.name, step.chosen);
    }
    return work;
}

std::vector<int> openRallyOffers(const QSqlDatabase &db, int turn)
{
    const StoredMap stored = loadStoredMap(db);
    const QSet<qint64> used = ralliedNations(db);
    std::vector<int> open;
    for (int n = 0; n < static_cast<int>(stored.map.nations.size()); ++n) {
        const qint64 nationId = stored.nationRowIds.value(n);
        if (mayRallyLastDitch(stored.map, stored.map.armies, n, used.contains(nationId)) &&
            !answeredThisTurn(db, nationId, turn))
            open.push_back(n);
    }
    return open;
}

void addRallyOffersOpen(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                        StepSnapshot &snapshot)
{
    const StrategicMap map = loadStrategicMap(db);
    for (const int n : openRallyOffers(db, turnNumber(date)))
        snapshot.add(Awaited::RallyOffersOpen, map.nations[static_cast<std::size_t>(n)].name);
}

void registerRoutedArmyCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("army.march"),
                  QStringLiteral("Choose a routed army's next step home among equally near areas "
                                 "at M-5 (I-58): {army, area}"),
                  chooseMarch});
    registry.add({QStringLiteral("army.rally"),
                  QStringLiteral("Take a nation's once-a-game last-ditch rally at M-5, or let the "
                                 "turn pass (§6.8): {army} or {nation, decline: true}"),
                  rally});
}

} // namespace herald::db
