#pragma once

#include "core/warmaster/campaignsettings.h"

#include <QString>

namespace herald::warmaster {

/// Conscripted mobs (§2.6, I-18): never on the roster, losses ignored.
struct MobProfile
{
    static constexpr int attacks = 2; ///< or 1 attack and 1 shot, chosen per unit (I-18)
    static constexpr int hits = 2;
    static constexpr int armour = 0;
    static constexpr int stands = 3;
    static constexpr int points = 50;
};

/// Mobs added to a battle army, checked against the year's PT.
struct MobCheck
{
    int wanted = 0;
    int alreadyUsed =
        0;         ///< mobs fielded earlier this year (counts only with mobLimitScope perYear)
    int limit = 0; ///< the year's PT

    [[nodiscard]] int allowed() const;
    [[nodiscard]] bool ok() const { return wanted >= 0 && wanted <= allowed(); }
    [[nodiscard]] int points() const { return wanted * MobProfile::points; }
    [[nodiscard]] QString explain() const;
};

/// The check for a battle: alreadyUsed only counts when the limit is per year.
[[nodiscard]] MobCheck checkMobs(int wanted, int populationTotal, int alreadyUsedThisYear,
                                 const CampaignSettings &settings);

} // namespace herald::warmaster
