#include "core/battleboard/setup.h"

#include "core/battleboard/board.h"
#include "core/battleboard/words.h"

#include <QCoreApplication>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Setup)
};

} // namespace

int brigadeCount(const std::vector<Deployment> &army)
{
    int n = 0;
    for (const Deployment &d : army)
        n += d.type != UnitType::Leader;
    return n;
}

std::vector<SetupIssue> checkDeployment(Side side, BattleSize size,
                                        const std::vector<Deployment> &army, const Ruleset &rules)
{
    std::vector<SetupIssue> issues;
    const int columns = columnCount(size);
    std::array<int, 4> perColumn{};
    for (std::size_t i = 0; i < army.size(); ++i) {
        const Deployment &d = army[i];
        const int index = static_cast<int>(i);
        if (d.kind != SpaceKind::Reserve && d.kind != SpaceKind::Line) {
            issues.push_back({SetupProblem::NotASetupSpace, side, index, d.column});
            continue;
        }
        if (d.kind == SpaceKind::Line && (d.column < 1 || d.column > columns)) {
            issues.push_back({SetupProblem::NoSuchColumn, side, index, d.column});
            continue;
        }
        if (d.elite && rules.settings.waoi.enabled)
            issues.push_back({SetupProblem::EliteInWaoi, side, index, d.column});
        if (d.type == UnitType::Leader && rules.isNative(side))
            issues.push_back({SetupProblem::NativeLeader, side, index, d.column});
        if (d.kind == SpaceKind::Line && d.type != UnitType::Leader)
            ++perColumn[std::size_t(d.column)];
    }
    if (brigadeCount(army) == 0)
        issues.push_back({SetupProblem::NoBrigades, side, -1, 0});
    for (int c = 1; c <= columns; ++c) {
        if (perColumn[std::size_t(c)] == 0)
            issues.push_back({SetupProblem::LineWithoutBrigade, side, -1, c});
    }
    return issues;
}

BattleStart startBattle(const std::vector<Deployment> &attacker,
                        const std::vector<Deployment> &defender, const Ruleset &rules)
{
    BattleStart start;
    const BattleSize size = battleSize(brigadeCount(attacker), brigadeCount(defender));
    start.issues = checkDeployment(Side::Attacker, size, attacker, rules);
    const auto more = checkDeployment(Side::Defender, size, defender, rules);
    start.issues.insert(start.issues.end(), more.begin(), more.end());
    if (!start.issues.empty())
        return start;

    BattleState b;
    b.size = size;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        for (const Deployment &d : side == Side::Attacker ? attacker : defender) {
            Unit u;
            u.id = static_cast<int>(b.units.size());
            u.side = side;
            u.type = d.type;
            u.elite = d.elite;
            u.native = rules.isNative(side);
            u.techDrm = d.techDrm;
            u.kind = d.kind;
            u.column = d.kind == SpaceKind::Line ? d.column : 0;
            b.units.push_back(u);
        }
    }
    b.startBrigades = {brigadeCount(attacker), brigadeCount(defender)};
    b.unitsChanged();
    start.battle = std::move(b);
    return start;
}

QString explainSetupIssue(const SetupIssue &issue)
{
    const QString who = sideName(issue.side);
    switch (issue.problem) {
    case SetupProblem::NotASetupSpace:
        return Tr::tr("§3.2 %1's unit %2 may only be set up in the reserve or a line space.")
            .arg(who)
            .arg(issue.index + 1);
    case SetupProblem::NoSuchColumn:
        return Tr::tr("§2.1 %1's unit %2 is placed in line column %3, which this battle does not "
                      "have.")
            .arg(who)
            .arg(issue.index + 1)
            .arg(issue.column);
    case SetupProblem::LineWithoutBrigade:
        return Tr::tr("§3.3 %1's line space in column %2 has no brigade; every line space needs "
                      "at least one (a leader alone does not count).")
            .arg(who)
            .arg(issue.column);
    case SetupProblem::EliteInWaoi:
        return Tr::tr("§8 %1's unit %2 is elite, and War! Age of Imperialism battles use no elite "
                      "units.")
            .arg(who)
            .arg(issue.index + 1);
    case SetupProblem::NativeLeader:
        return Tr::tr("§8 %1 is a native army, which has no leaders (unit %2).")
            .arg(who)
            .arg(issue.index + 1);
    case SetupProblem::NoBrigades:
        return Tr::tr("§3 %1 has no brigades to deploy.").arg(who);
    }
    return {};
}

} // namespace herald::battleboard
