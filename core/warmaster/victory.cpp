#include "core/warmaster/victory.h"

namespace herald::warmaster {

QString VictoryPoints::explain() const
{
    if (!holdsObjectiveAlone)
        return QStringLiteral("%1 VP for enemy losses").arg(destroyed);
    return QStringLiteral("%1 VP for enemy losses + %2 for holding the objective alone = %3")
        .arg(destroyed)
        .arg(objectiveBonus)
        .arg(total());
}

QString victoryLevelName(VictoryLevel level)
{
    switch (level) {
    case VictoryLevel::Draw:
        return QStringLiteral("draw");
    case VictoryLevel::Minor:
        return QStringLiteral("minor victory");
    case VictoryLevel::Major:
        return QStringLiteral("major victory");
    case VictoryLevel::Rout:
        return QStringLiteral("rout");
    }
    return {};
}

QString VictoryResult::explain() const
{
    if (!winner)
        return QStringLiteral("§2.13 %1 to %2: a draw (I-32)").arg(first).arg(second);
    const char *bands[] = {"", "under 2 to 1", "2 to 1 or more, under 3 to 1", "3 to 1 or more"};
    return QStringLiteral("§2.13 %1 to %2: the %3 side wins, a %4 (%5)")
        .arg(first)
        .arg(second)
        .arg(QLatin1String(*winner == 0 ? "first" : "second"))
        .arg(victoryLevelName(level))
        .arg(QLatin1String(bands[static_cast<int>(level)]));
}

VictoryResult decideVictory(int first, int second)
{
    VictoryResult result;
    result.first = first;
    result.second = second;
    if (first == second)
        return result;
    result.winner = first > second ? 0 : 1;
    const int w = first > second ? first : second;
    const int l = first > second ? second : first;
    if (w >= 3 * l)
        result.level = VictoryLevel::Rout;
    else if (w >= 2 * l)
        result.level = VictoryLevel::Major;
    else
        result.level = VictoryLevel::Minor;
    return result;
}

} // namespace herald::warmaster
