#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/terrain.h"

#include <QString>

namespace herald::warmaster {

/// Free fortifications in an assault (§2.17): 4 for a town (the corners of the urban square),
/// 8 for a city (corners and the middle of each side); 0 elsewhere (a village battle has a
/// building objective instead, I-44).
[[nodiscard]] int assaultFortifications(PopulationCentre centre);

/// The price of one pavise or garrison (§2.17).
inline constexpr int garrisonPoints = 20;

/// Garrisons bought by the owner from the 2,000-point army.
struct Garrisons
{
    int count = 0;

    [[nodiscard]] int points() const { return count * garrisonPoints; }
    /// True when the campaign's garrisonCap (I-45) allows them; 0 means no cap.
    [[nodiscard]] bool allowed(const CampaignSettings &settings) const
    {
        return count >= 0 && (settings.garrisonCap == 0 || points() <= settings.garrisonCap);
    }
    [[nodiscard]] QString explain() const;
};

} // namespace herald::warmaster
