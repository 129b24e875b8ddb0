#include "core/battleboard/standalone.h"

#include "core/battleboard/words.h"

#include <QCoreApplication>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Standalone)
};

} // namespace

PurchaseCost purchaseCost(const Purchase &army, const StandaloneCosts &costs)
{
    PurchaseCost cost;
    if (army.eliteInfantry > 0 && !costs.eliteInfantry) {
        cost.unpriced = UnitType::Infantry;
        return cost;
    }
    if (army.eliteArtillery > 0 && !costs.eliteArtillery) {
        cost.unpriced = UnitType::Artillery;
        return cost;
    }
    cost.points = army.infantry * costs.infantry + army.cavalry * costs.cavalry +
                  army.eliteCavalry * costs.eliteCavalry + army.artillery * costs.artillery +
                  army.leaders * costs.leader +
                  army.eliteInfantry * costs.eliteInfantry.value_or(0) +
                  army.eliteArtillery * costs.eliteArtillery.value_or(0);
    return cost;
}

QString PurchaseCost::explain() const
{
    if (unpriced) {
        return Tr::tr("§10 (B-33) %1 has no stand-alone cost, so it cannot be bought unless the "
                      "referee gives it one.")
            .arg(typeName(*unpriced, true));
    }
    return Tr::tr("§10 The army costs %1 points.").arg(points.value_or(0));
}

int attackerRollBonus(const Purchase &army)
{
    return army.leaders + army.cavalry + army.eliteCavalry;
}

AttackerRoll rollForAttacker(const Purchase &first, const Purchase &second, BoardDice &dice)
{
    AttackerRoll r;
    r.firstBonus = attackerRollBonus(first);
    r.secondBonus = attackerRollBonus(second);
    while (true) {
        AttackerRound round;
        round.first = dice.twoD6(RollPurpose::AttackerRoll);
        round.second = dice.twoD6(RollPurpose::AttackerRoll);
        r.rounds.push_back(round);
        const int a = round.first + r.firstBonus;
        const int b = round.second + r.secondBonus;
        if (a != b) {
            r.firstAttacks = a > b;
            return r;
        }
    }
}

QString AttackerRoll::explain() const
{
    QStringList lines;
    for (const AttackerRound &round : rounds) {
        lines << Tr::tr("§10 First player %1 + %2 = %3; second player %4 + %5 = %6.")
                     .arg(round.first)
                     .arg(firstBonus)
                     .arg(round.first + firstBonus)
                     .arg(round.second)
                     .arg(secondBonus)
                     .arg(round.second + secondBonus);
    }
    if (rounds.size() > 1)
        lines << Tr::tr("Ties were rolled again (B-13).");
    lines << (firstAttacks ? Tr::tr("The first player attacks.")
                           : Tr::tr("The second player attacks."));
    return lines.join(QLatin1Char(' '));
}

} // namespace herald::battleboard
