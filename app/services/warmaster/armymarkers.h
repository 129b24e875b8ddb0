#pragma once

#include "core/warmaster/army.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One army marker on the map (§1.5) as the Nations page lists it.
struct ArmyMarker
{
    qint64 id = 0; ///< the army's row id, as the commands take it
    QString name;
    QString general; ///< the name of the general leading it
    QString area;    ///< "0407 Carrow", or the bare number of an area the map no longer has
    warmaster::ArmyLocation location = warmaster::ArmyLocation::PopulationCentre;
};

/// The nation's army markers, in the map's order.
[[nodiscard]] std::vector<ArmyMarker> armyMarkers(const CampaignService &service, qint64 nationId);

/// The tables armyMarkers() reads.
[[nodiscard]] QStringList armyMarkerTables();

} // namespace herald::app
