#include "core/warmaster/mobs.h"

#include <algorithm>

namespace herald::warmaster {

int MobCheck::allowed() const
{
    return std::max(0, limit - alreadyUsed);
}

QString MobCheck::explain() const
{
    QString text = QStringLiteral("§2.6 %1 mob unit(s) (%2 points); at most %3")
                       .arg(wanted)
                       .arg(points())
                       .arg(allowed());
    if (alreadyUsed > 0)
        text += QStringLiteral(" (PT %1, %2 already used this year)").arg(limit).arg(alreadyUsed);
    else
        text += QStringLiteral(" (PT %1)").arg(limit);
    return text + (ok() ? QStringLiteral(": allowed") : QStringLiteral(": too many"));
}

MobCheck checkMobs(int wanted, int populationTotal, int alreadyUsedThisYear,
                   const CampaignSettings &settings)
{
    const int used = settings.mobLimitScope == MobLimitScope::PerYear ? alreadyUsedThisYear : 0;
    return {wanted, used, populationTotal};
}

} // namespace herald::warmaster
