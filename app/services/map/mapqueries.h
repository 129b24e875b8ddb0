#pragma once

#include "app/services/campaignservice.h"
#include "core/warmaster/strategicmap.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// The typed read queries of the strategic map. Each says which tables it reads, so a back end
/// that shows its result reloads when, and only when, one of them changed.

namespace herald::app::maps {

/// Everything the map view draws: the resolved map with its armies, and the scanned background.
struct MapSnapshot
{
    warmaster::StrategicMap map;
    QByteArray background; ///< image bytes (PNG, JPEG) of a scanned map, or empty
    double backgroundOpacity = 0.6;
};

/// The tables whose rows loadMap() shows (the general named on an army, which the map does not
/// draw, aside).
[[nodiscard]] QStringList mapTables();
/// The open campaign's map; an empty one when no campaign is open or it has no map.
[[nodiscard]] MapSnapshot loadMap(const CampaignService &service);

/// The open campaign's map without its background, for export, printing and the forms.
[[nodiscard]] warmaster::StrategicMap strategicMap(const CampaignService &service);

/// The tables mapNations() reads.
[[nodiscard]] QStringList nationTables();
/// The nations as the map shows them (name, colour, in the map's order) without reading the
/// areas; capital is noIndex. Empty when no campaign is open.
[[nodiscard]] std::vector<warmaster::Nation> mapNations(const CampaignService &service);
/// Their names, in the same order (an area's owner is an index into it).
[[nodiscard]] QStringList nationNames(const CampaignService &service);

/// One area as the area form shows it.
struct AreaDetails
{
    warmaster::Area area;
    QString ownerName;    ///< empty when uncontrolled
    QString landmassName; ///< empty for sea
};

/// The tables areaDetails() reads.
[[nodiscard]] QStringList areaTables();
/// The area at `hex`, or nullopt when there is none (or no campaign).
[[nodiscard]] std::optional<AreaDetails> areaDetails(const CampaignService &service, map::Hex hex);

/// One hexside as the side form shows it.
struct HexsideDetails
{
    /// What the referee marked there, or nullopt: the side takes the I-52 default.
    std::optional<warmaster::BoundaryMark> mark;
    /// What the side is after the default applies; nullopt for an ordinary border.
    std::optional<warmaster::Boundary> resolved;
};

/// The tables hexsideDetails() reads.
[[nodiscard]] QStringList hexsideTables();
/// The side between two hexes, or nullopt when neither holds an area (or no campaign).
[[nodiscard]] std::optional<HexsideDetails> hexsideDetails(const CampaignService &service,
                                                           map::Hexside side);

} // namespace herald::app::maps
