#include "core/warmaster/mobs.h"

#include <QCoreApplication>
#include <algorithm>

namespace herald::warmaster {

int MobCheck::allowed() const
{
    return std::max(0, limit - alreadyUsed);
}

QString MobCheck::explain() const
{
    QString text = QCoreApplication::translate("herald::warmaster::Mobs",
                                               "§2.6 %1 mob unit(s) (%2 points); at most %3")
                       .arg(wanted)
                       .arg(points())
                       .arg(allowed());
    if (alreadyUsed > 0)
        text += QCoreApplication::translate("herald::warmaster::Mobs",
                                            " (PT %1, %2 already used this year)")
                    .arg(limit)
                    .arg(alreadyUsed);
    else
        text += QStringLiteral(" (PT %1)").arg(limit);
    if (!ok())
        //: appended to the mob check explanation: more mob units than allowed
        return text + QCoreApplication::translate("herald::warmaster::Mobs", ": too many");
    //: appended to the mob check explanation
    return text + QCoreApplication::translate("herald::warmaster::Mobs", ": allowed");
}

MobCheck checkMobs(int wanted, int populationTotal, int alreadyUsedThisYear,
                   const CampaignSettings &settings)
{
    const int used = settings.mobLimitScope == MobLimitScope::PerYear ? alreadyUsedThisYear : 0;
    return {wanted, used, populationTotal};
}

} // namespace herald::warmaster
