#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/strategicmap.h"

#include <QStringList>

#include <span>

namespace herald::warmaster {

/// The order in which nations move this turn (§4.1, §9 #16): empty when movement is
/// simultaneous (the default); under movementMode = randomOrder the nations with armies, in an
/// order drawn with the dice (the source draws cards; one die per place left stands in for
/// drawing one of the remaining cards). Feed it to MovementChoices::movementOrder.
[[nodiscard]] QStringList drawMovementOrder(const CampaignSettings &settings, dice::Dice &dice,
                                            const StrategicMap &map, std::span<const Army> armies);

} // namespace herald::warmaster
