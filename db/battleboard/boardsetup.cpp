#include "core/battleboard/autodeploy.h"
#include "core/battleboard/board.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/explanations.h"
#include "core/battleboard/tables.h"
#include "core/battleboard/words.h"
#include "db/battleboard/boardhandlers.h"
#include "db/battleboard/boardsupport.h"
#include "db/battleboard/optionsjson.h"
#include "db/battleboard/statejson.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::fromKey;
using herald::warmaster::keyList;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::battleboard::BoardSetup)
};

/// One side's army from board.new's argument {name, units: [{type, count, elite, tech}]};
/// problems are added to `errors`, each naming its place.
Army readArmy(const QJsonObject &json, Side side, QStringList &errors)
{
    const QString where = keyOf(side);
    Army army;
    army.name = json.value(QStringLiteral("name")).toString().trimmed();
    if (army.name.isEmpty())
        army.name = side == Side::Attacker ? Tr::tr("Attacker") : Tr::tr("Defender");
    const QJsonArray units = json.value(QStringLiteral("units")).toArray();
    for (qsizetype i = 0; i < units.size(); ++i) {
        const QJsonObject u = units.at(i).toObject();
        const QString place = QStringLiteral("%1.units[%2]").arg(where).arg(i);
        const auto type = fromKey<UnitType>(u.value(QStringLiteral("type")).toString());
        const int count = u.value(QStringLiteral("count")).toInt(1);
        if (!type) {
            errors << Tr::tr("%1.type: must be %2").arg(place, keyList<UnitType>());
            continue;
        }
        if (count < 1 || count > 40) {
            errors << Tr::tr("%1.count: must be a whole number from 1 to 40").arg(place);
            continue;
        }
        Deployment d;
        d.type = *type;
        d.elite = u.value(QStringLiteral("elite")).toBool() && *type != UnitType::Leader;
        d.techDrm = u.value(QStringLiteral("tech")).toInt();
        army.units.insert(army.units.end(), std::size_t(count), d);
    }
    return army;
}

/// What the army itself breaks, whatever its set-up (§3, §8): no brigades, elite units in a
/// WAoI battle, leaders in a native army. Read from core's check of the §15.1 placement, which
/// is always a legal set-up otherwise.
QStringList armyProblems(const Army &army, Side side, BattleSize size, const Ruleset &rules)
{
    QStringList problems;
    for (const SetupIssue &issue :
         checkDeployment(side, size, autoDeploy(army.units, size), rules)) {
        if (issue.problem != SetupProblem::LineWithoutBrigade)
            problems << explainSetupIssue(issue);
    }
    return problems;
}

bool insertArmy(QSqlQuery &q, qint64 battleId, Side side, const Army &army)
{
    q.prepare(QStringLiteral(
        "INSERT INTO board_army (battle_id, side, name, units) VALUES (?, ?, ?, ?)"));
    q.addBindValue(battleId);
    q.addBindValue(keyOf(side));
    q.addBindValue(army.name);
    q.addBindValue(unitsToText(army.units));
    return q.exec();
}

/// The placements of board.setup: one space a unit ("reserve", "line:2"), in the army's order.
std::optional<std::vector<Deployment>> readPlacements(const QJsonArray &placements, Side side,
                                                      std::vector<Deployment> units,
                                                      QString &problem)
{
    if (placements.size() != qsizetype(units.size())) {
        problem = Tr::tr("placements: %1 spaces given for an army of %2 units")
                      .arg(placements.size())
                      .arg(units.size());
        return std::nullopt;
    }
    for (std::size_t i = 0; i < units.size(); ++i) {
        const QString text = placements.at(qsizetype(i)).toString();
        const auto s = parseSpace(text, side);
        if (!s) {
            problem = Tr::tr("placements[%1]: \"%2\" is not a space (reserve, line:1...3)")
                          .arg(i)
                          .arg(text);
            return std::nullopt;
        }
        units[i].kind = s->kind;
        units[i].column = s->column;
    }
    return units;
}

/// "line 1: 2 infantry, 1 leader; reserve: 1 artillery": a revealed set-up for the log.
QString describeSetup(const Army &army)
{
    QStringList parts;
    for (const SpaceKind kind : {SpaceKind::Line, SpaceKind::Reserve}) {
        for (int column = kind == SpaceKind::Line ? 1 : 0;
             column <= (kind == SpaceKind::Line ? 3 : 0); ++column) {
            QStringList here;
            for (const Deployment &d : army.units) {
                if (d.kind == kind && d.column == column)
                    here << typeName(d.type, d.elite);
            }
            if (here.isEmpty())
                continue;
            const QString name = kind == SpaceKind::Line
                                     //: a line space of one's own set-up, %1 its column
                                     ? Tr::tr("line %1").arg(column)
                                     : Tr::tr("reserve");
            parts << QStringLiteral("%1: %2").arg(name, here.join(QStringLiteral(", ")));
        }
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

CommandOutcome newBoard(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    const auto tablesText = args.text(QStringLiteral("tables"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A battle board battle needs a name."));
    if (board(context.db, trimmed))
        return CommandOutcome::refused(
            Tr::tr("This campaign already has a battle board battle \"%1\".").arg(trimmed));

    QStringList errors;
    const SettingsRead settings =
        settingsFromJson(context.args.value(QStringLiteral("options")).toObject());
    errors << settings.errors;
    Ruleset rules;
    if (settings.settings)
        rules.settings = *settings.settings;
    if (tablesText) {
        const TablesRead tables = readTables(tablesText->toUtf8());
        for (const QString &e : tables.errors)
            errors << Tr::tr("tables: %1").arg(e);
        if (tables.tables)
            rules.tables = *tables.tables;
    }
    std::array<Army, 2> armies;
    for (const Side side : {Side::Attacker, Side::Defender})
        armies[std::size_t(sideIndex(side))] =
            readArmy(context.args.value(keyOf(side)).toObject(), side, errors);
    if (!errors.isEmpty())
        return CommandOutcome::badArguments(errors.join(QLatin1Char('\n')));

    const BattleSize size =
        battleSize(brigadeCount(armies[0].units), brigadeCount(armies[1].units));
    QStringList problems;
    for (const Side side : {Side::Attacker, Side::Defender})
        problems << armyProblems(armies[std::size_t(sideIndex(side))], side, size, rules);
    if (!problems.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("Battle board \"%1\": %2").arg(trimmed, problems.join(QLatin1Char(' '))));

    const QJsonObject link = context.args.value(QStringLiteral("warmaster")).toObject();
    QJsonObject stored = settingsToJson(rules.settings);
    if (!link.isEmpty())
        stored.insert(QStringLiteral("warmaster"), link);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO board_battle (name, settings, tables, size) VALUES (?, ?, ?, ?)"));
    q.addBindValue(trimmed);
    q.addBindValue(QJsonDocument(stored).toJson(QJsonDocument::Compact));
    q.addBindValue(tablesText ? QVariant(*tablesText) : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(keyOf(size));
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const qint64 id = q.lastInsertId().toLongLong();
    for (const Side side : {Side::Attacker, Side::Defender}) {
        if (!insertArmy(q, id, side, armies[std::size_t(sideIndex(side))]))
            return CommandOutcome::storageFailed(q);
    }
    const QString sizeText = size == BattleSize::Major
                                 ? Tr::tr("a major battle, three columns (§2.1)")
                                 : Tr::tr("a minor battle, one column (§2.1)");
    //: %1 attacker's army, %2 its brigades, %3 defender's army, %4 its brigades, %5 the size
    const QString line =
        Tr::tr("%1 (%2 brigades) attacks %3 (%4 brigades): %5")
            .arg(armies[0].name, QString::number(brigadeCount(armies[0].units)), armies[1].name,
                 QString::number(brigadeCount(armies[1].units)), sizeText);
    QStringList lines{line};
    if (!link.isEmpty())
        lines << Tr::tr("Fought instead of WarMaster battle %1 at the tabletop; its result sheet "
                        "comes from this board when the battle is over.")
                     .arg(link.value(QStringLiteral("battle")).toInt());
    if (rules.tables.placeholder)
        lines << Tr::tr("§11.3 played with placeholder numbers, not the published tables.");
    if (!appendLog(context, id, 0, lines))
        return CommandOutcome::storageFailed(
            Tr::tr("The log of \"%1\" could not be written.").arg(trimmed));
    CommandOutcome done =
        CommandOutcome::done(Tr::tr("New battle board battle \"%1\": %2").arg(trimmed, line),
                             {{QStringLiteral("battle"), trimmed},
                              {QStringLiteral("id"), id},
                              {QStringLiteral("size"), keyOf(size)},
                              {QStringLiteral("placeholderTables"), rules.tables.placeholder}});
    done.explanation = lines;
    return done;
}

CommandOutcome setUp(CommandContext &context)
{
    CommandOutcome refusal;
    const auto b = boardArgument(context, refusal);
    if (!b)
        return refusal;
    const auto side = sideArgument(context, refusal);
    if (!side)
        return refusal;
    if (b->state)
        return refuse(*b, Tr::tr("§3 the battle has begun; set-ups can no longer change."));
    const Army &army = b->army(*side);
    std::vector<Deployment> units;
    if (context.args.value(QStringLiteral("auto")).toBool()) {
        units = autoDeploy(army.units, b->size);
    } else {
        QString problem;
        auto placed = readPlacements(context.args.value(QStringLiteral("placements")).toArray(),
                                     *side, army.units, problem);
        if (!placed)
            return CommandOutcome::badArguments(problem);
        units = std::move(*placed);
    }
    QStringList issues;
    for (const SetupIssue &issue : checkDeployment(*side, b->size, units, b->rules))
        issues << explainSetupIssue(issue);
    if (!issues.isEmpty())
        return refuse(*b, issues.join(QLatin1Char(' ')));

    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("UPDATE board_army SET deployment = ? WHERE battle_id = ? AND side = ?"));
    q.addBindValue(deploymentToText(units));
    q.addBindValue(b->id);
    q.addBindValue(keyOf(*side));
    if (!q.exec())
        return CommandOutcome::storageFailed(q);

    const Side other = opponent(*side);
    //: %1 the army's name; its placements stay hidden from the other player (§3)
    const QString confirmed = Tr::tr("%1's set-up is in, kept hidden.").arg(army.name);
    if (!b->army(other).deployed) {
        if (!appendLog(context, b->id, 0, {confirmed}))
            return CommandOutcome::storageFailed(
                Tr::tr("The log of \"%1\" could not be written.").arg(b->name));
        CommandOutcome done = CommandOutcome::done(
            Tr::tr("Battle board \"%1\": %2").arg(b->name, confirmed),
            {{QStringLiteral("battle"), b->name}, {QStringLiteral("started"), false}});
        done.explanation = {confirmed};
        return done;
    }
    std::array<Army, 2> armies = b->armies;
    armies[std::size_t(sideIndex(*side))].units = units;
    const BattleStart start = startBattle(armies[0].units, armies[1].units, b->rules);
    if (!start.battle) {
        QStringList problems;
        for (const SetupIssue &issue : start.issues)
            problems << explainSetupIssue(issue);
        return refuse(*b, problems.join(QLatin1Char(' ')));
    }
    QStringList lines{confirmed, Tr::tr("§3 both set-ups are revealed.")};
    for (const Side s : {Side::Attacker, Side::Defender})
        lines << QStringLiteral("%1: %2").arg(armies[std::size_t(sideIndex(s))].name,
                                              describeSetup(armies[std::size_t(sideIndex(s))]));
    lines << Tr::tr("§4 turn 1 begins with the attacker's half of the cavalry phase.");
    CommandOutcome done = finish(context, *b, *start.battle, 0, lines,
                                 Tr::tr("both set-ups are in and revealed; turn 1 begins"));
    done.result.insert(QStringLiteral("started"), true);
    return done;
}

} // namespace herald::db::battleboard
