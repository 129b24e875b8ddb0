#include "db/warmaster/independentcommands.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/independentarmy.h"
#include "db/commandregistry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/independentbattle.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::IndependentArmyCommands)
};

QString argText(const CommandContext &context, const QString &key)
{
    const QJsonValue v = context.args.value(key);
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString().trimmed();
}

/// The race the "race" argument names, with every race loaded, or the refusal.
struct RaceArgument
{
    std::vector<LesserRace> races;
    const LesserRace *race = nullptr;
    std::optional<CommandOutcome> refusal;
};

RaceArgument raceArgument(const CommandContext &context)
{
    RaceArgument arg;
    arg.races = loadLesserRaces(context.db);
    const QString ref = argText(context, QStringLiteral("race"));
    arg.race = findLesserRace(arg.races, ref);
    if (!arg.race)
        arg.refusal = CommandOutcome::refused(
            Tr::tr("§7.7.1 \"%1\" is not a lesser race of this campaign (see lesser).").arg(ref));
    return arg;
}

/// The independent army of the race, or nullptr.
const IndependentArmy *armyOf(const std::vector<IndependentArmy> &armies, const QString &raceId)
{
    const auto found = std::find_if(armies.begin(), armies.end(),
                                    [&](const IndependentArmy &a) { return a.raceId == raceId; });
    return found == armies.end() ? nullptr : &*found;
}

std::optional<map::Hex> areaArgument(const CommandContext &context)
{
    return map::Hex::fromXXYY(argText(context, QStringLiteral("area")));
}

QVariant idOrNull(const QString &id)
{
    return id.isEmpty() ? QVariant(QMetaType(QMetaType::LongLong)) : QVariant(id.toLongLong());
}

/// lesser.place (§7.7.6, I-75): the commander of a race that won in box 3 places its army.
CommandOutcome placeIndependentArmy(CommandContext &context)
{
    if (context.date.step.startsWith(QLatin1String("setup")))
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 Independent armies appear once the campaign has begun."));
    const RaceArgument arg = raceArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const LesserRace &race = *arg.race;
    if (!race.independent())
        return CommandOutcome::refused(
            Tr::tr("§7.7.4 %1 are in box %2: only a race that wins in box 3 becomes independent.")
                .arg(race.name, keyOf(race.box)));
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<IndependentArmy> armies = loadIndependentArmies(context.db, turn);
    if (armyOf(armies, race.id))
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 The %1 army is already on the map.").arg(race.name));
    const auto area = areaArgument(context);
    if (!area)
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"area\" must be an area number (XXYY)."));
    const MonthMap month = loadMonthMap(context.db);
    if (const QString why =
            placementRefusal(month.map, armies, *area, month.settings.independentPlacementGap);
        !why.isEmpty())
        return CommandOutcome::refused(why);

    QString placer = argText(context, QStringLiteral("by"));
    if (!placer.isEmpty()) {
        const auto nation = findNation(context.db, placer);
        if (!nation)
            return CommandOutcome::refused(
                Tr::tr("\"%1\" is not a nation of this campaign.").arg(placer));
        placer = QString::number(nation->id);
    } else {
        placer = lastWinningCommander(context.db, race.id);
        if (placer.isEmpty())
            return CommandOutcome::refused(
                Tr::tr("§7.7.6 No pick-up result shows who led %1 to independence: name the "
                       "placing nation (\"by\").")
                    .arg(race.name));
    }
    const QString controller = independentController(month.settings, race, placer);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO independent_army (lesser_race_id, area, placed_by, "
                             "controller_id, placed_turn) VALUES (?, ?, ?, ?, ?)"));
    if (!nations::run(q, {race.id.toLongLong(), area->toXXYY(), placer.toLongLong(),
                          idOrNull(controller), turn}))
        return CommandOutcome::storageFailed(q);
    const QHash<QString, QString> names = nationNames(context.db);
    const QString controllerName =
        controller.isEmpty() ? Tr::tr("the referee") : names.value(controller);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("The independent %1 army stands in %2").arg(race.name, month.areaText(*area)),
        {{QStringLiteral("race"), race.name},
         {QStringLiteral("area"), area->toXXYY()},
         {QStringLiteral("placedBy"), names.value(placer)},
         {QStringLiteral("controller"), controller.isEmpty() ? QJsonValue() : controllerName}});
    done.explanation = {
        Tr::tr("§7.7.6 %1 places the independent %2 army in %3, %4 area(s) or more from any "
               "town or city")
            .arg(names.value(placer), race.name, month.areaText(*area))
            .arg(month.settings.independentPlacementGap + 1),
        Tr::tr("I-75 %1 writes its orders and commands it in battle (setting "
               "independentController); against that nation's own army the referee names "
               "another free player")
            .arg(controllerName)};
    return done;
}

/// lesser.move (§7.7.6, I-75): the controller's move of the turn, one area.
CommandOutcome moveIndependentArmy(CommandContext &context)
{
    const std::array<CampaignStep, 4> steps{CampaignStep::WriteOrders, CampaignStep::RevealOrders,
                                            CampaignStep::TerrainDelays, CampaignStep::Move};
    const auto step = fromKey<CampaignStep>(context.date.step);
    if (!step || std::find(steps.begin(), steps.end(), *step) == steps.end())
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 An independent army moves with the others, from M-1 to M-2C; the "
                   "campaign stands at %1.")
                .arg(context.date.toString()));
    const RaceArgument arg = raceArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<IndependentArmy> armies = loadIndependentArmies(context.db, turn);
    const IndependentArmy *army = armyOf(armies, arg.race->id);
    if (!army)
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 %1 have no independent army on the map.").arg(arg.race->name));
    const auto area = areaArgument(context);
    if (!area)
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"area\" must be an area number (XXYY)."));
    const MonthMap month = loadMonthMap(context.db);
    if (const QString why = independentMoveRefusal(month.map, armies, *army, *area); !why.isEmpty())
        return CommandOutcome::refused(why);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE independent_army SET area = ?, came_from = ?, moved_turn = "
                             "? WHERE lesser_race_id = ?"));
    if (!nations::run(q, {area->toXXYY(), army->area.toXXYY(), turn, army->raceId.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    QStringList met;
    for (const Army &other : month.map.armies) {
        if (other.area == *area && other.state != ArmyState::Routed)
            met << other.name;
    }
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("The %1 army moves from %2 to %3")
            .arg(army->raceName, month.areaText(army->area), month.areaText(*area)),
        {{QStringLiteral("race"), army->raceName},
         {QStringLiteral("from"), army->area.toXXYY()},
         {QStringLiteral("to"), area->toXXYY()},
         {QStringLiteral("meets"), QJsonArray::fromStringList(met)}});
    done.explanation = {
        Tr::tr("§7.7.6, I-75 The %1 army moves one area on its controller's "
               "order, from %2 to %3")
            .arg(army->raceName, month.areaText(army->area), month.areaText(*area))};
    if (!met.isEmpty())
        done.explanation << Tr::tr("§7.7.6 It meets %1: at M-3 each of their players chooses a "
                                   "battle or forcing it back")
                                .arg(met.join(QStringLiteral(", ")));
    return done;
}

/// The player chose a battle (§7.7.6): a pending battle of the turn, fought at the table and
/// entered like any other; the side that moved in attacks.
CommandOutcome chooseBattle(const CommandContext &context, int turn,
                            const IndependentArmy &independent, const Army &army)
{
    const bool armyMovedIn = army.moved && army.originArea && *army.originArea != army.area;
    const bool independentAttacks = !armyMovedIn && independent.movedThisTurn();
    const IndependentBattleMade made =
        makeIndependentBattle(context, turn, independent, army, independentAttacks);
    if (made.failure)
        return *made.failure;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO independent_contact (turn, lesser_race_id, army_id, "
                             "answer) VALUES (?, ?, ?, 'battle')"));
    if (!nations::run(q, {turn, independent.raceId.toLongLong(), army.id.toLongLong()}))
        return CommandOutcome::storageFailed(q);
    CommandOutcome done =
        CommandOutcome::done(Tr::tr("%1 brings the %2 army to battle: battle %3")
                                 .arg(army.name, independent.raceName)
                                 .arg(made.number),
                             {{QStringLiteral("race"), independent.raceName},
                              {QStringLiteral("army"), army.name},
                              {QStringLiteral("answer"), QStringLiteral("battle")},
                              {QStringLiteral("battle"), made.number}});
    done.explanation = {
        independentAttacks ? Tr::tr("§7.7.6 Battle %1: the %2 army walked into %3 and attacks")
                                 .arg(made.number)
                                 .arg(independent.raceName, army.name)
                           : Tr::tr("§7.7.6 Battle %1: %2 attacks the %3 army")
                                 .arg(made.number)
                                 .arg(army.name, independent.raceName),
        Tr::tr("§7.7.6 Every campaign rule applies to %1's side; the race is rated afresh to a "
               "legal army of the battle's points and its losses do not count. If %1 wins, the "
               "race's army leaves the map and the race goes back to box 0; if the race wins, "
               "%1 retreats as after any lost battle")
            .arg(army.name)};
    return done;
}

/// lesser.meet (§7.7.6, I-76): the player of an army that meets an independent army brings it
/// to battle or forces it one area back, without a battle.
CommandOutcome meetIndependentArmy(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const RaceArgument arg = raceArgument(context);
    if (arg.refusal)
        return *arg.refusal;
    const QString answer = argText(context, QStringLiteral("answer"));
    if (answer != QLatin1String("retreat") && answer != QLatin1String("battle"))
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"answer\" is \"battle\" or \"retreat\", not \"%1\".")
                .arg(answer));
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<IndependentArmy> armies = loadIndependentArmies(context.db, turn);
    const IndependentArmy *independent = armyOf(armies, arg.race->id);
    if (!independent)
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 %1 have no independent army on the map.").arg(arg.race->name));
    const MonthMap month = loadMonthMap(context.db);
    const Army *army = month.findArmy(argText(context, QStringLiteral("army")));
    if (!army)
        return CommandOutcome::refused(Tr::tr("§1.5 \"%1\" is not an army on the map.")
                                           .arg(argText(context, QStringLiteral("army"))));
    const std::vector<OpenContact> open = openContacts(context.db, turn);
    const bool meets = std::any_of(open.begin(), open.end(), [&](const OpenContact &c) {
        return c.raceId == independent->raceId && c.armyId == army->id;
    });
    if (!meets)
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 %1 does not stand with the %2 army, or its player has answered "
                   "already this turn.")
                .arg(army->name, independent->raceName));
    if (answer == QLatin1String("battle"))
        return chooseBattle(context, turn, *independent, *army);
    std::optional<map::Hex> chosen;
    if (context.args.contains(QStringLiteral("area"))) {
        chosen = areaArgument(context);
        if (!chosen)
            return CommandOutcome::badArguments(
                Tr::tr("The argument \"area\" must be an area number (XXYY)."));
    }
    const std::optional<map::Hex> awayFrom =
        army->moved && army->originArea && *army->originArea != army->area ? army->originArea
                                                                           : std::nullopt;
    const ForcedRetreatPlan plan = planForcedRetreat(month.map, *independent, awayFrom, chosen);
    if (!plan.retreat)
        return CommandOutcome::refused(plan.refusal);
    const ForcedRetreat &retreat = *plan.retreat;

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO independent_contact (turn, lesser_race_id, army_id, "
                             "answer, retreat_to) VALUES (?, ?, ?, 'retreat', ?)"));
    if (!nations::run(q, {turn, independent->raceId.toLongLong(), army->id.toLongLong(),
                          retreat.intoTheSea ? QString() : retreat.destination.toXXYY()}))
        return CommandOutcome::storageFailed(q);
    QStringList lines = retreat.explanation;
    QString summary;
    if (retreat.intoTheSea) {
        if (const QString failed = defeatIndependentArmy(context.db, arg.race->id);
            !failed.isEmpty())
            return CommandOutcome::storageFailed(failed);
        summary = Tr::tr("%1 drives the %2 army into the sea: it is destroyed and the race is "
                         "back in box 0")
                      .arg(army->name, independent->raceName);
    } else {
        q.prepare(QStringLiteral("UPDATE independent_army SET area = ?, came_from = ?, "
                                 "moved_turn = ?, occupation = 0 WHERE lesser_race_id = ?"));
        if (!nations::run(q, {retreat.destination.toXXYY(), independent->area.toXXYY(), turn,
                              independent->raceId.toLongLong()}))
            return CommandOutcome::storageFailed(q);
        summary = Tr::tr("%1 forces the %2 army back to %3")
                      .arg(army->name, independent->raceName, month.areaText(retreat.destination));
        QStringList there;
        const Army *blocker = nullptr; // the first nation's army it runs into
        for (const Army &other : month.map.armies) {
            if (other.area == retreat.destination && other.state != ArmyState::Routed) {
                there << other.name;
                if (!blocker)
                    blocker = &other;
            }
        }
        for (const IndependentArmy &other : armies) {
            if (other.area == retreat.destination)
                there << Tr::tr("the %1 army").arg(other.raceName);
        }
        if (!there.isEmpty()) {
            lines << Tr::tr("§7.7.6 In %1 it runs into %2: that is a campaign battle")
                         .arg(month.areaText(retreat.destination),
                              there.join(QStringLiteral(", ")));
            if (blocker) {
                IndependentArmy pushed = *independent;
                pushed.area = retreat.destination;
                const IndependentBattleMade made =
                    makeIndependentBattle(context, turn, pushed, *blocker, true);
                if (made.failure)
                    return *made.failure;
                lines << Tr::tr("§7.7.6 Battle %1: the %2 army attacks %3")
                             .arg(made.number)
                             .arg(independent->raceName, blocker->name);
            } else {
                lines << Tr::tr("§7.7.6 Two lesser races meet: fight it at the table and set "
                                "the loser's box by hand (lesser adjust)");
            }
        }
    }
    CommandOutcome done = CommandOutcome::done(
        summary,
        {{QStringLiteral("race"), independent->raceName},
         {QStringLiteral("army"), army->name},
         {QStringLiteral("to"), retreat.intoTheSea ? QJsonValue() : retreat.destination.toXXYY()},
         {QStringLiteral("destroyed"), retreat.intoTheSea},
         {QStringLiteral("lines"), QJsonArray::fromStringList(lines)}});
    done.explanation = lines;
    return done;
}

} // namespace

QString removeIndependentArmy(const QSqlDatabase &db, const QString &raceId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM independent_army WHERE lesser_race_id = ?"));
    return nations::run(q, {raceId.toLongLong()}) ? QString() : q.lastError().text();
}

StepWork holdIndependentAreas(const CommandContext &context)
{
    StepWork work;
    const int turn = turnNumber(context.date.year, context.date.month);
    const std::vector<IndependentArmy> armies = loadIndependentArmies(context.db, turn);
    if (armies.empty())
        return work;
    const QSet<QString> fought = independentsInBattle(context.db, turn);
    const StoredMap before = loadStoredMap(context.db);
    StoredMap after = before;
    const CampaignSettings settings = loadSettings(context.db);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE independent_army SET occupation = ? WHERE lesser_race_id "
                             "= ?"));
    for (const IndependentArmy &army : armies) {
        const IndependentHold hold =
            countIndependentHold(after.map, army, fought.contains(army.raceId), settings);
        if (!hold.explanation.isEmpty())
            work.lines << hold.explanation;
        if (hold.areaFreed)
            after.map.areas[static_cast<std::size_t>(*after.map.areaAt(army.area))].owner = noIndex;
        if (hold.occupation != army.occupation &&
            !nations::run(q, {hold.occupation, army.raceId.toLongLong()})) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
    }
    if (const QString error = saveStoredMap(context.db, before, after); !error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return work;
}

void registerIndependentArmyCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("lesser.place"),
                  QStringLiteral("Places an independent lesser race's army on the map (§7.7.6, "
                                 "I-75): {race, area, by?}"),
                  placeIndependentArmy});
    registry.add({QStringLiteral("lesser.move"),
                  QStringLiteral("An independent army's move of the turn, one area, M-1 to M-2C "
                                 "(§7.7.6, I-75): {race, area}"),
                  moveIndependentArmy});
    registry.add({QStringLiteral("lesser.meet"),
                  QStringLiteral("The answer of an army's player to an independent army it "
                                 "meets at M-3 (§7.7.6, I-76): {race, army, answer: battle or "
                                 "retreat, area?}"),
                  meetIndependentArmy});
}

} // namespace herald::db
