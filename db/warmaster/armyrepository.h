#pragma once

#include "core/warmaster/armyplacement.h"
#include "db/warmaster/nationrepository.h"

#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace herald::db {

/// The POI card ids of the campaign's POI deck whose tags let armies be placed in their area
/// (warmaster::armyPlacementTag, §4.9). The referee adds the tag to a card of his deck.
[[nodiscard]] QSet<QString> placementPois(const QSqlDatabase &db);

/// What placing an army for a nation this year may use: the map with every army on it, the
/// nation's characters on the year's roster (none without a roster) and the allowing POIs.
struct PlacementData
{
    warmaster::StrategicMap map;
    std::vector<warmaster::RosterCharacter> characters;
    QSet<QString> pois;
    int nation = warmaster::noIndex; ///< index of the nation in map.nations

    [[nodiscard]] warmaster::PlacementFacts facts(int year) const
    {
        return {map, map.armies, characters, pois, year};
    }
};
[[nodiscard]] PlacementData loadPlacementData(const QSqlDatabase &db, qint64 nationId, int year);

/// What the referee may choose from to place one more army for the nation this year: its free
/// generals and its placement areas (§1.5, §4.9), and, when nothing can be placed, the
/// translated reason (no roster, no free general, no area, the year-1 or generals' limit).
struct PlacementChoices
{
    std::vector<warmaster::RosterCharacter> generals;
    std::vector<warmaster::Area> areas;
    QString blocked; ///< empty when an army can be placed
};
[[nodiscard]] PlacementChoices placementChoices(const QSqlDatabase &db, qint64 nationId, int year);
/// The same from data already loaded: a step that asks for every nation loads the map once and
/// changes only `nation` and `characters` between calls.
[[nodiscard]] PlacementChoices placementChoices(const PlacementData &data, int year);

/// The army an "army" argument names: its row id, or its name when only one army has it.
[[nodiscard]] std::optional<warmaster::Army> findArmy(const QSqlDatabase &db, const QString &ref);

} // namespace herald::db
