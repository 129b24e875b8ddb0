#include "core/warmaster/victory.h"

#include <QCoreApplication>

namespace herald::warmaster {

QString VictoryPoints::explain() const
{
    if (!holdsObjectiveAlone)
        return QCoreApplication::translate("herald::warmaster::Victory", "%1 VP for enemy losses")
            .arg(destroyed);
    return QCoreApplication::translate(
               "herald::warmaster::Victory",
               "%1 VP for enemy losses + %2 for holding the objective alone = %3")
        .arg(destroyed)
        .arg(objectiveBonus)
        .arg(total());
}

QString victoryLevelName(VictoryLevel level)
{
    switch (level) {
    case VictoryLevel::Draw:
        //: a battle result
        return QCoreApplication::translate("herald::warmaster::Victory", "draw");
    case VictoryLevel::Minor:
        return QCoreApplication::translate("herald::warmaster::Victory", "minor victory");
    case VictoryLevel::Major:
        return QCoreApplication::translate("herald::warmaster::Victory", "major victory");
    case VictoryLevel::Rout:
        //: a battle result: the winner has three times the loser's victory points or more
        return QCoreApplication::translate("herald::warmaster::Victory", "rout");
    }
    return {};
}

QString VictoryResult::explain() const
{
    if (!winner)
        return QCoreApplication::translate("herald::warmaster::Victory",
                                           "§2.13 %1 to %2: a draw (I-32)")
            .arg(first)
            .arg(second);
    //: the ratio of victory points that decides how large a victory is
    const char *bands[] = {
        "", QT_TRANSLATE_NOOP("herald::warmaster::Victory", "under 2 to 1"),
        QT_TRANSLATE_NOOP("herald::warmaster::Victory", "2 to 1 or more, under 3 to 1"),
        QT_TRANSLATE_NOOP("herald::warmaster::Victory", "3 to 1 or more")};
    //: %1 and %2 are victory points, %3 is "first" or "second", %4 the kind of victory, %5 the
    //: ratio
    return QCoreApplication::translate("herald::warmaster::Victory",
                                       "§2.13 %1 to %2: the %3 side wins, a %4 (%5)")
        .arg(first)
        .arg(second)
        //: which side of the battle wins; fills %3 of "the %3 side wins"
        .arg(*winner == 0 ? QCoreApplication::translate("herald::warmaster::Victory", "first")
                          : QCoreApplication::translate("herald::warmaster::Victory", "second"))
        .arg(victoryLevelName(level))
        .arg(QCoreApplication::translate("herald::warmaster::Victory",
                                         bands[static_cast<int>(level)]));
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
