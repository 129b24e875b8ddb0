#include "app/services/warmaster/armyplacementoffer.h"

#include "app/services/campaignservice.h"
#include "db/warmaster/armyrepository.h"

namespace herald::app {

ArmyPlacementOffer armyPlacementOffer(const CampaignService &service, qint64 nationId)
{
    const auto choices =
        db::placementChoices(service.file()->database(), nationId, service.info().date.year);
    ArmyPlacementOffer offer;
    for (const auto &general : choices.generals)
        offer.generals.push_back({general.id, general.name});
    for (const auto &area : choices.areas)
        offer.areas.push_back({area.id(), warmaster::areaLabel(area)});
    offer.blocked = choices.blocked;
    return offer;
}

QStringList armyPlacementTables()
{
    return {QStringLiteral("nation"),     QStringLiteral("area"),
            QStringLiteral("army"),       QStringLiteral("character"),
            QStringLiteral("roster"),     QStringLiteral("roster_character"),
            QStringLiteral("decks_deck"), QStringLiteral("campaign")};
}

} // namespace herald::app
