#include "core/warmaster/survival.h"

#include <QCoreApplication>
#include <algorithm>

namespace herald::warmaster {

int standsForSurvival(const BattleDamage &damage, const CampaignSettings &settings)
{
    if (!damage.destroyed)
        return std::clamp(damage.standsLost, 0, 3);
    if (settings.destroyedCountsAs == DestroyedCountsAs::ActualStands)
        return std::clamp(damage.unitStands, 1, 3);
    return 3;
}

int survivalTarget(int standsLost)
{
    if (standsLost >= 3)
        return 5;
    if (standsLost == 2)
        return 4;
    return 0;
}

QString SurvivalRoll::explain() const
{
    if (stands == 0)
        return QCoreApplication::translate("herald::warmaster::Survival",
                                           "§2.14 no stand lost: no roll");
    if (target == 0)
        return QCoreApplication::translate(
            "herald::warmaster::Survival",
            "§2.14 1 stand lost: back to full strength without a roll");
    //: %4 is "back to full strength" or "struck from the roster"
    return QCoreApplication::translate("herald::warmaster::Survival",
                                       "§2.14 %1 stands lost: needs %2+, rolled %3: %4")
        .arg(stands)
        .arg(target)
        .arg(face.value_or(0))
        .arg(survives ? QCoreApplication::translate("herald::warmaster::Survival",
                                                    "back to full strength")
                      : QCoreApplication::translate("herald::warmaster::Survival",
                                                    "struck from the roster"));
}

SurvivalRoll resolveSurvival(int stands, std::optional<int> face)
{
    SurvivalRoll roll{stands, survivalTarget(stands), face, true};
    if (roll.target > 0)
        roll.survives = face.value_or(0) >= roll.target;
    return roll;
}

SurvivalRoll rollSurvival(dice::Dice &dice, const BattleDamage &damage,
                          const CampaignSettings &settings, const QString &unitName)
{
    const int stands = standsForSurvival(damage, settings);
    if (survivalTarget(stands) == 0)
        return resolveSurvival(stands, std::nullopt);
    //: why a die is rolled, shown in the dice log; %1 is a unit name
    const QString purpose = QCoreApplication::translate("herald::warmaster::Survival",
                                                        "Survival roll: %1 (%2 stands lost)")
                                .arg(unitName, QString::number(stands));
    return resolveSurvival(stands, dice.d(6, purpose.toStdString()));
}

} // namespace herald::warmaster
