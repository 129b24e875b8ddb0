#pragma once

#include <QStringList>

namespace herald::warmaster {

/// What a POI does after a battle fought at it (§6.9, I-29, I-37), read from its card's tags
/// (docs/decks-and-tables-format.md).
struct PoiBattleEffects
{
    bool treasureForController = false; ///< "treasure-on-control": the area's holder draws
    bool freeWizardForWinner = false;   ///< "free-wizard": the winning nation gains a wizard
    bool portalForWinner = false;       ///< "portal": the winner may move his army (I-37)
};

/// Only a battle fought at the POI triggers it; the winner's effects need a winner (a draw has
/// none, I-32); the controller's treasure does not.
[[nodiscard]] PoiBattleEffects poiBattleEffects(const QStringList &cardTags, bool foughtAtPoi,
                                                bool hasWinner);

} // namespace herald::warmaster
