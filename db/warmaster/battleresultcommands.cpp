#include "core/warmaster/mobs.h"
#include "core/warmaster/survival.h"
#include "core/warmaster/victory.h"
#include "db/commandregistry.h"
#include "db/warmaster/battlefates.h"
#include "db/warmaster/battlepoi.h"
#include "db/warmaster/expeditionlosses.h"
#include "db/warmaster/experiencepurchases.h"
#include "db/warmaster/independentbattle.h"
#include "db/warmaster/monthcommands.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QHash>
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
    Q_DECLARE_TR_FUNCTIONS(herald::db::BattleResultCommands)
};

/// One unit of the result sheet (docs/battle-result-format.md): a side's own loss.
struct SheetUnit
{
    int side = 0;
    bool mob = false;
    qint64 nationId = 0;
    QString nation;
    int line = 0; ///< counted from 1; 0 for a mob
    int standsLost = 0;
    bool destroyed = false;                     ///< destroyed or routed off the table
    int unitStands = BattleDamage{}.unitStands; ///< read only with destroyedCountsAs actualStands
};

/// A side's roster as it stands this year, loaded once per nation.
struct NationRoster
{
    NationRecord nation;
    StoredRoster stored;
};

struct Sheet
{
    std::vector<SheetUnit> units;
    std::array<std::optional<int>, 2> typedVp;
    int objective = -1; ///< -1 none or shared
    std::optional<CommandOutcome> refusal;
};

const char *levelKey(VictoryLevel level)
{
    switch (level) {
    case VictoryLevel::Draw:
        return "draw";
    case VictoryLevel::Minor:
        return "minor";
    case VictoryLevel::Major:
        return "major";
    case VictoryLevel::Rout:
        return "rout";
    }
    return "draw";
}

/// The side (0 defends, 1 attacks) each nation's armies fight on in the battle.
QHash<qint64, int> nationSides(const QSqlDatabase &db, qint64 battle)
{
    QHash<qint64, int> sides;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT a.nation_id, ba.side FROM pending_battle_army ba JOIN army a "
                             "ON a.id = ba.army_id WHERE ba.battle_id = ?"));
    q.addBindValue(battle);
    q.exec();
    while (q.next())
        sides.insert(q.value(0).toLongLong(), q.value(1).toInt());
    return sides;
}

/// Reads and checks the sheet against the battle's sides and the nations' rosters; every
/// problem refuses the whole command before anything is written.
Sheet readSheet(const CommandContext &context, const QJsonObject &json,
                const QHash<qint64, int> &sides, int battle, QHash<qint64, NationRoster> &rosters)
{
    Sheet sheet;
    const auto refuse = [&sheet](const QString &message) {
        sheet.refusal = CommandOutcome::refused(message);
        return sheet;
    };
    const QJsonArray sideValues = json.value(QStringLiteral("sides")).toArray();
    if (sideValues.size() != 2)
        return refuse(Tr::tr("§6.1 The result sheet must list two sides (defenders, then "
                             "attackers) under \"sides\"."));
    const QJsonValue objective = json.value(QStringLiteral("objective"));
    if (objective.isDouble() && (objective.toInt() == 0 || objective.toInt() == 1))
        sheet.objective = objective.toInt();
    else if (!objective.isUndefined() && objective.toString() != QLatin1String("none"))
        return refuse(Tr::tr("§6.1 The objective holder must be 0, 1 or \"none\" (none or "
                             "shared)."));
    QHash<QPair<qint64, int>, int> lostPerLine;
    for (int side = 0; side < 2; ++side) {
        const QJsonObject s = sideValues.at(side).toObject();
        if (const QJsonValue vp = s.value(QStringLiteral("vp")); !vp.isUndefined()) {
            if (!vp.isDouble() || vp.toInt(-1) < 0)
                return refuse(Tr::tr("§2.13 A typed VP total must be a whole number of 0 or "
                                     "more (side %1).")
                                  .arg(side));
            sheet.typedVp[static_cast<std::size_t>(side)] = vp.toInt();
        }
        for (const QJsonValue &value : s.value(QStringLiteral("units")).toArray()) {
            const QJsonObject u = value.toObject();
            SheetUnit unit;
            unit.side = side;
            unit.mob = u.value(QStringLiteral("mob")).toBool();
            unit.destroyed = u.value(QStringLiteral("destroyed")).toBool() ||
                             u.value(QStringLiteral("routedOff")).toBool();
            unit.standsLost = u.value(QStringLiteral("standsLost")).toInt();
            unit.unitStands =
                u.value(QStringLiteral("unitStands")).toInt(BattleDamage{}.unitStands);
            if (!unit.destroyed && (unit.standsLost < 1 || unit.standsLost > 3))
                return refuse(Tr::tr("§6.3 A unit that was neither destroyed nor routed off "
                                     "lost 1 to 3 stands, not %1 (side %2).")
                                  .arg(u.value(QStringLiteral("standsLost")).toVariant().toString())
                                  .arg(side));
            if (unit.unitStands < 1)
                return refuse(Tr::tr("§2.14 A unit has at least one stand, not %1 (side %2).")
                                  .arg(unit.unitStands)
                                  .arg(side));
            if (unit.mob) {
                sheet.units.push_back(unit);
                continue;
            }
            const QString ref = u.value(QStringLiteral("nation")).toVariant().toString();
            const auto nation = findNation(context.db, ref);
            if (!nation)
                return refuse(Tr::tr("§6.3 There is no nation \"%1\".").arg(ref));
            if (sides.value(nation->id, -1) != side)
                return refuse(Tr::tr("§6.3 %1 has no army on side %2 of battle %3.")
                                  .arg(nation->name)
                                  .arg(side)
                                  .arg(battle));
            if (!rosters.contains(nation->id)) {
                const auto stored = loadRoster(context.db, nation->id, context.date.year);
                if (!stored)
                    return refuse(Tr::tr("§6.3 %1 has no roster for year %2.")
                                      .arg(nation->name)
                                      .arg(context.date.year));
                rosters.insert(nation->id, {*nation, *stored});
            }
            const Roster &roster = rosters.value(nation->id).stored.roster;
            unit.nationId = nation->id;
            unit.nation = nation->name;
            unit.line = u.value(QStringLiteral("line")).toInt();
            if (unit.line < 1 || unit.line > static_cast<int>(roster.lines.size()))
                return refuse(
                    Tr::tr("§6.3 %1's roster has no line %2 (it has %3).")
                        .arg(nation->name, u.value(QStringLiteral("line")).toVariant().toString())
                        .arg(roster.lines.size()));
            const RosterLine &line = roster.lines[static_cast<std::size_t>(unit.line - 1)];
            const int onSheet = ++lostPerLine[{nation->id, unit.line}];
            if (onSheet > line.available())
                return refuse(Tr::tr("§6.3 %1's roster line %2 (%3) has %4 units left, the sheet "
                                     "names %5.")
                                  .arg(nation->name)
                                  .arg(unit.line)
                                  .arg(line.unitTypes.join(QStringLiteral("/")))
                                  .arg(line.available())
                                  .arg(onSheet));
            sheet.units.push_back(unit);
        }
    }
    return sheet;
}

/// §2.13, I-32: the cost of what the side destroyed or routed off, from the roster lines (the
/// army list's costs) and the mobs' points.
int destroyedValue(const Sheet &sheet, int side, const QHash<qint64, NationRoster> &rosters)
{
    int tenths = 0;
    for (const SheetUnit &unit : sheet.units) {
        if (unit.side == side || !unit.destroyed)
            continue;
        if (unit.mob)
            tenths += Cost::points(MobProfile::points).inTenths();
        else
            tenths += rosters.value(unit.nationId)
                          .stored.roster.lines[static_cast<std::size_t>(unit.line - 1)]
                          .cost.inTenths();
    }
    return Cost::tenths(tenths).wholePoints();
}

/// M-3 (§6.1-§6.3): a pending battle's result from the table. Works out the VP, winner and
/// level, rolls each rostered unit's survival and strikes the failures, stores all of it and
/// marks the winner where the month reads it.
CommandOutcome enterResult(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Combats))
        return *wrongStep;
    const int turn = turnNumber(context.date.year, context.date.month);
    const int number = context.args.value(QStringLiteral("battle")).toInt();
    const QJsonValue resultValue = context.args.value(QStringLiteral("result"));
    if (!resultValue.isObject())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"result\" must be a result sheet (a JSON object)."));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT b.id, r.battle_id FROM pending_battle b LEFT JOIN "
                             "battle_result r ON r.battle_id = b.id WHERE b.turn = ? AND "
                             "b.number = ?"));
    q.addBindValue(turn);
    q.addBindValue(number);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    if (!q.next())
        return CommandOutcome::refused(
            Tr::tr("§1.9 There is no pending battle %1 this turn (see the engagements list).")
                .arg(context.args.value(QStringLiteral("battle")).toVariant().toString()));
    const qint64 battle = q.value(0).toLongLong();
    if (!q.value(1).isNull())
        return CommandOutcome::refused(
            Tr::tr("§6.1 Battle %1 already has its result; undo it to enter it again.")
                .arg(number));

    QHash<qint64, NationRoster> rosters;
    const QHash<qint64, int> sides = nationSides(context.db, battle);
    const Sheet sheet = readSheet(context, resultValue.toObject(), sides, number, rosters);
    if (sheet.refusal)
        return *sheet.refusal;
    const FateSheet fates = readFateSheet(
        context, resultValue.toObject().value(QStringLiteral("sides")).toArray(), sides, number);
    if (fates.refusal)
        return *fates.refusal;

    // §7.7.6: an independent race has no roster, so the VP its enemies scored are typed.
    const auto independent = independentSideOf(context.db, battle);
    if (independent && !sheet.typedVp[static_cast<std::size_t>(1 - independent->side)])
        return CommandOutcome::refused(
            Tr::tr("§7.7.6 The %1 have no roster to count their losses from: type the VP side "
                   "%2 scored in battle %3.")
                .arg(independent->raceName)
                .arg(1 - independent->side)
                .arg(number));
    QStringList lines;
    std::array<int, 2> vp{};
    const std::array<QString, 2> sideNames{Tr::tr("Defenders"), Tr::tr("Attackers")};
    for (int side = 0; side < 2; ++side) {
        const auto typed = sheet.typedVp[static_cast<std::size_t>(side)];
        if (typed) {
            vp[static_cast<std::size_t>(side)] = *typed;
            lines << Tr::tr("§2.13 %1: %2 VP as typed (characters and items included, I-32)")
                         .arg(sideNames[static_cast<std::size_t>(side)])
                         .arg(*typed);
            continue;
        }
        const VictoryPoints points{destroyedValue(sheet, side, rosters), sheet.objective == side};
        vp[static_cast<std::size_t>(side)] = points.total();
        lines << Tr::tr("§2.13 %1: %2")
                     .arg(sideNames[static_cast<std::size_t>(side)], points.explain());
    }
    const VictoryResult victory = decideVictory(vp[0], vp[1]);
    lines << victory.explain();

    const CampaignSettings settings = loadSettings(context.db);
    QSqlQuery roll(context.db);
    roll.prepare(QStringLiteral("INSERT INTO battle_survival (battle_id, position, side, "
                                "nation_id, line, stands, target, face, survives) VALUES (?, ?, "
                                "?, ?, ?, ?, ?, ?, ?)"));
    QJsonArray rolls;
    int struck = 0;
    for (std::size_t i = 0; i < sheet.units.size(); ++i) {
        const SheetUnit &unit = sheet.units[i];
        if (unit.mob) {
            lines << Tr::tr("§6.3 A mob of side %1: mobs never roll, their losses are ignored")
                         .arg(unit.side);
            continue;
        }
        NationRoster &owner = rosters[unit.nationId];
        RosterLine &line = owner.stored.roster.lines[static_cast<std::size_t>(unit.line - 1)];
        const QString name = Tr::tr("%1 line %2 (%3)")
                                 .arg(unit.nation)
                                 .arg(unit.line)
                                 .arg(line.unitTypes.join(QStringLiteral("/")));
        const SurvivalRoll survival = rollSurvival(
            context.dice, BattleDamage{unit.standsLost, unit.destroyed, unit.unitStands}, settings,
            name);
        lines << Tr::tr("%1: %2").arg(name, survival.explain());
        roll.bindValue(0, battle);
        roll.bindValue(1, static_cast<int>(i));
        roll.bindValue(2, unit.side);
        roll.bindValue(3, unit.nationId);
        roll.bindValue(4, unit.line);
        roll.bindValue(5, survival.stands);
        roll.bindValue(6, survival.target);
        roll.bindValue(7, survival.face ? QVariant(*survival.face) : QVariant());
        roll.bindValue(8, survival.survives ? 1 : 0);
        if (!roll.exec())
            return CommandOutcome::storageFailed(roll);
        rolls.append(QJsonObject{
            {QStringLiteral("nation"), unit.nation},
            {QStringLiteral("line"), unit.line},
            {QStringLiteral("stands"), survival.stands},
            {QStringLiteral("target"), survival.target},
            {QStringLiteral("face"), survival.face ? QJsonValue(*survival.face) : QJsonValue()},
            {QStringLiteral("survives"), survival.survives}});
        if (survival.survives)
            continue;
        ++line.lost;
        ++struck;
        QSqlQuery strike(context.db);
        strike.prepare(QStringLiteral("UPDATE roster_line SET lost = ? WHERE id = ?"));
        strike.addBindValue(line.lost);
        strike.addBindValue(owner.stored.lineIds[static_cast<std::size_t>(unit.line - 1)]);
        if (!strike.exec())
            return CommandOutcome::storageFailed(strike);
        const AboardLoss aboard =
            strikeAboard(context.db, battle, unit.nationId,
                         owner.stored.lineIds[static_cast<std::size_t>(unit.line - 1)]);
        if (!aboard.error.isEmpty())
            return CommandOutcome::storageFailed(aboard.error);
        if (!aboard.refusal.isEmpty())
            return CommandOutcome::refused(aboard.refusal);
        if (!aboard.line.isEmpty())
            lines << aboard.line;
    }

    // §6.4, §6.5: the characters removed from the table, then their items.
    const FatesApplied fated = applyFates(context, battle, fates, victory.winner, settings);
    if (fated.failure)
        return *fated.failure;
    lines << fated.lines;
    // §7.7.6: beaten, the independent army leaves the map; winning, it stays and its losses
    // do not count (the nation's army retreats at M-4 as after any lost battle).
    if (independent && victory.winner) {
        if (*victory.winner != independent->side) {
            if (const QString failed = defeatIndependentArmy(context.db, independent->raceId);
                !failed.isEmpty())
                return CommandOutcome::storageFailed(failed);
            lines << Tr::tr("§7.7.6 The %1 are beaten: their army leaves the map and the race "
                            "goes back to box 0")
                         .arg(independent->raceName);
        } else {
            lines << Tr::tr("§7.7.6 The %1 win and stay on the map; their losses do not count")
                         .arg(independent->raceName);
        }
    }
    // §6.9: the POI of a battle fought at it.
    const PoiApplied poi = applyPoiEffects(context, battle, victory.winner, sides);
    if (poi.failure)
        return *poi.failure;
    lines << poi.lines;
    // §2.15: the honours and scenarios bought for this battle are spent in it.
    if (const QString failed = useUpPurchases(context.db, battle, lines); !failed.isEmpty())
        return CommandOutcome::storageFailed(failed);

    q.prepare(QStringLiteral("INSERT INTO battle_result (battle_id, vp_defenders, vp_attackers, "
                             "winner_side, level, sheet) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(battle);
    q.addBindValue(vp[0]);
    q.addBindValue(vp[1]);
    q.addBindValue(victory.winner ? QVariant(*victory.winner) : QVariant());
    q.addBindValue(QString::fromLatin1(levelKey(victory.level)));
    q.addBindValue(
        QString::fromUtf8(QJsonDocument(resultValue.toObject()).toJson(QJsonDocument::Compact)));
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    if (victory.winner) {
        q.prepare(QStringLiteral("UPDATE pending_battle SET winner_side_by_hand = ? WHERE id = ?"));
        q.addBindValue(*victory.winner);
        q.addBindValue(battle);
        if (!q.exec())
            return CommandOutcome::storageFailed(q);
    }
    const QString outcome =
        victory.winner ? Tr::tr("%1 to %2, %3 win, %4")
                             .arg(vp[0])
                             .arg(vp[1])
                             .arg(sideNames[static_cast<std::size_t>(*victory.winner)].toLower(),
                                  victoryLevelName(victory.level))
                       : Tr::tr("%1 to %2, a draw").arg(vp[0]).arg(vp[1]);
    //: %1 battle number, %2 VP and winner, %3 how many units failed their survival roll
    QString summary = Tr::tr("Battle %1 result entered: %2; %3 unit(s) struck from the rosters")
                          .arg(number)
                          .arg(outcome)
                          .arg(struck);
    if (!fates.characters.empty())
        //: appended to the battle's summary; %1 and %2 how many characters were killed, captured
        summary +=
            Tr::tr("; %1 character(s) killed, %2 captured").arg(fated.killed).arg(fated.captured);
    CommandOutcome done = CommandOutcome::done(
        summary,
        {{QStringLiteral("battle"), number},
         {QStringLiteral("vp"), QJsonArray{vp[0], vp[1]}},
         {QStringLiteral("winner"), victory.winner ? QJsonValue(*victory.winner) : QJsonValue()},
         {QStringLiteral("level"), QString::fromLatin1(levelKey(victory.level))},
         {QStringLiteral("survival"), rolls},
         {QStringLiteral("characters"), fated.characters},
         {QStringLiteral("items"), fated.items},
         {QStringLiteral("poi"), poi.result},
         {QStringLiteral("lines"), QJsonArray::fromStringList(lines)}});
    done.explanation = lines;
    return done;
}

} // namespace

void registerBattleResultCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("battle.result"),
                  QStringLiteral("A pending battle's result from the table at M-3 (§6.1-§6.3): "
                                 "VP, winner, level and survival rolls: {battle, result}"),
                  enterResult});
}

} // namespace herald::db
