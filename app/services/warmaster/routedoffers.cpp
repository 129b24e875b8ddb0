#include "app/services/warmaster/routedoffers.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/routedmarch.h"
#include "db/map/maprepository.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/routedarmies.h"

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The current turn number at M-5, or nullopt at any other step.
std::optional<int> updateMapTurn(const CampaignService &service)
{
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::UpdateMap)
        return std::nullopt;
    return db::turnNumber(*date);
}

QString nationName(const StrategicMap &map, const QString &nationId)
{
    const auto index = map.nationIndex(nationId);
    return index ? map.nations[static_cast<std::size_t>(*index)].name : nationId;
}

} // namespace

std::vector<RoutedArmyOffer> routedArmyOffers(const CampaignService &service)
{
    std::vector<RoutedArmyOffer> offers;
    const auto turn = updateMapTurn(service);
    if (!turn)
        return offers;
    const StrategicMap map = db::loadStrategicMap(service.file()->database());
    for (const PlannedRoutedStep &step : planRoutedSteps(map, *turn)) {
        const Army &army = map.armies[static_cast<std::size_t>(step.army)];
        const auto here = map.areaAt(army.area);
        RoutedArmyOffer offer{army.id.toLongLong(),
                              army.name,
                              nationName(map, army.nationId),
                              here ? areaLabel(map.areas[static_cast<std::size_t>(*here)])
                                   : army.area.toXXYY(),
                              step.march.explain(map, army.name, step.chosen),
                              {},
                              {}};
        for (const int area : step.march.steps) {
            const Area &a = map.areas[static_cast<std::size_t>(area)];
            offer.steps.push_back({a.id(), areaLabel(a), {}, false});
        }
        if (step.chosen >= 0)
            offer.chosen = map.areas[static_cast<std::size_t>(step.chosen)].id();
        offers.push_back(offer);
    }
    return offers;
}

std::vector<RallyOffer> rallyOffers(const CampaignService &service)
{
    std::vector<RallyOffer> offers;
    const auto turn = updateMapTurn(service);
    if (!turn)
        return offers;
    const QSqlDatabase db = service.file()->database();
    const StrategicMap map = db::loadStrategicMap(db);
    for (const int nation : db::openRallyOffers(db, *turn)) {
        RallyOffer offer{map.nations[static_cast<std::size_t>(nation)].name, {}};
        for (const Army &army : map.armies) {
            if (army.state == ArmyState::Routed && map.nationIndex(army.nationId) == nation)
                offer.armies.push_back({army.id, army.name, {}, false});
        }
        offers.push_back(offer);
    }
    return offers;
}

QStringList routedOfferTables()
{
    return {QStringLiteral("campaign"), QStringLiteral("army"), QStringLiteral("area"),
            QStringLiteral("nation"), QStringLiteral("last_ditch_rally")};
}

} // namespace herald::app
