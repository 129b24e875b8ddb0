#pragma once

#include "core/warmaster/army.h"
#include "core/warmaster/roster.h"
#include "core/warmaster/strategicmap.h"

#include <QSet>
#include <QString>

#include <span>
#include <vector>

namespace herald::warmaster {

/// The POI effect tag of a card that lets armies be placed in its area (§1.3, §4.9).
inline constexpr char armyPlacementTag[] = "army-placement-allowed";

/// One army to place at the New Year (NY-7), or an army already placed being moved to another
/// area while the referee corrects the set-up.
struct PlacementRequest
{
    QString nationId;
    QString generalId;
    map::Hex area;
    /// The army being moved, empty for a new one: its own general and its place in the count
    /// are not held against it.
    QString armyId;
};

/// What the placement rules look at.
struct PlacementFacts
{
    const StrategicMap &map;
    std::span<const Army> armies; ///< every army on the map, of every nation
    /// The nation's characters on this year's roster: the generals that allow armies (§2.3).
    std::span<const RosterCharacter> characters;
    QSet<QString> placementPois; ///< POI card ids whose card carries armyPlacementTag
    int year = 1;
};

/// Why an army may not be placed there (NY-7, §4.9, §1.5, §2.3, S-6, I-11).
enum class PlacementProblem
{
    UnknownNation,          ///< the nation is not on the map (§1.2)
    AreaNotOnMap,           ///< no such area, or a sea area (§1.3)
    NotOwnArea,             ///< §4.9: only the nation's own areas
    NoPlacementSite,        ///< §4.9: no town, no city, no POI whose card allows it
    UnknownGeneral,         ///< §1.5: not a character on the nation's roster this year
    NotAGeneral,            ///< §1.4: a hero, wizard... leads no army
    GeneralUnavailable,     ///< §1.4 captured, killed or envoy; I-11 leading an expedition
    GeneralLeadsArmy,       ///< §1.5: one army per general
    FirstYearLimit,         ///< S-6, §2.3: one general, so one army, in year 1
    MoreArmiesThanGenerals, ///< NY-7: armies <= generals not leading expeditions
};

/// A refusal with what it concerns: the area ("0407 Carrow"), the owner, the army or general
/// named, and the numbers (armies it would make, the limit).
struct PlacementIssue
{
    PlacementProblem problem = PlacementProblem::NotOwnArea;
    QString subject; ///< the area, character or army concerned
    QString other;   ///< the area's owner, the army the general leads, the character's status
    int count = 0;   ///< armies the nation would have
    int limit = 0;   ///< generals available, or 1 in year 1
    CharacterStatus status = CharacterStatus::Active; ///< why a general is unavailable

    friend bool operator==(const PlacementIssue &, const PlacementIssue &) = default;
};

/// An English sentence naming the rule and the numbers (the app layer translates its own).
[[nodiscard]] QString describe(const PlacementIssue &issue);

/// Every reason the request breaks the NY-7 placement rules; empty when it may be placed.
/// Several armies may start in one area (§4.3), so other armies there are no reason.
[[nodiscard]] std::vector<PlacementIssue> checkPlacement(const PlacementRequest &request,
                                                         const PlacementFacts &facts);

/// Where the nation may place armies (§4.9): indices of its own land areas with a town, a city
/// or a POI whose card is in placementPois, in map order.
[[nodiscard]] std::vector<int> placementAreas(const StrategicMap &map, int nation,
                                              const QSet<QString> &placementPois);

/// The characters free to lead a new army (§1.5): active generals and royal nephews who lead
/// none of the armies given, in roster order.
[[nodiscard]] std::vector<RosterCharacter> freeGenerals(std::span<const RosterCharacter> characters,
                                                        std::span<const Army> armies);

/// True for the character types that lead armies: generals and royal nephews (§6.6, I-21).
[[nodiscard]] bool leadsArmies(CharacterType type);

/// "0407 Carrow", or "0407" for an unnamed area.
[[nodiscard]] QString areaLabel(const Area &area);

/// The areas (indices into map.areas) as "0407 Carrow, 0408, 0509 Fenby".
[[nodiscard]] QString areaLabels(const StrategicMap &map, std::span<const int> areas);

} // namespace herald::warmaster
