#include "core/warmaster/poieffects.h"

namespace herald::warmaster {

PoiBattleEffects poiBattleEffects(const QStringList &cardTags, bool foughtAtPoi, bool hasWinner)
{
    PoiBattleEffects effects;
    if (!foughtAtPoi)
        return effects;
    effects.treasureForController = cardTags.contains(QStringLiteral("treasure-on-control"));
    effects.freeWizardForWinner = hasWinner && cardTags.contains(QStringLiteral("free-wizard"));
    effects.portalForWinner = hasWinner && cardTags.contains(QStringLiteral("portal"));
    return effects;
}

} // namespace herald::warmaster
