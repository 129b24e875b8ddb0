#pragma once

#include "core/diplomacy/types.h"

#include <bitset>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// The variant model (spec A1, B14.2): provinces, coasts, typed borders, supply centres,
/// powers, starting units, calendar and rule options. A Variant is immutable once built by
/// parseVariant() (variantformat.h) and is shared by every Position played on it.

namespace herald::diplomacy {

/// Terrain of a province (spec A1; `offboard` is the Hardbop box of spec B6.2).
enum class ProvinceType : std::uint8_t
{
    Land,
    Coast,
    Sea,
    Offboard,
};

/// Province flags of the Hardbop map format (spec B14.2). The standard rules ignore them,
/// except that armies never enter a Marsh, RangerOnly or off-board space.
enum ProvinceFlag : std::uint32_t
{
    kFlagFort = 1u << 0,
    kFlagFortGoodOnly = 1u << 1,
    kFlagGarrison = 1u << 2,
    kFlagGarrisonVsEvil = 1u << 3,
    kFlagMarsh = 1u << 4,
    kFlagRangerOnly = 1u << 5,
    kFlagBalrog = 1u << 6,
    kFlagEnts = 1u << 7,
    kFlagOrodruin = 1u << 8,
    kFlagEasterlingEntry = 1u << 9,
    kFlagDwarfSpecial = 1u << 10,
    kFlagCorsairFleetSite = 1u << 11,
};

/// Border flags of the Hardbop map format (spec B14.2).
enum EdgeFlag : std::uint32_t
{
    kEdgeMountain = 1u << 0,
    kEdgeHollinEast = 1u << 1,
    kEdgeHollinWest = 1u << 2,
    /// Usable only in the direction it was written (off-board box to the board).
    kEdgeOneWay = 1u << 3,
    kEdgeSeaOrLake = 1u << 4,
    /// Hardbop: the border by which Easterling armies leave the off-board box (B6.2).
    kEdgeEasterlingEntry = 1u << 5,
};

/// One province as declared by the variant.
struct Province
{
    std::string abbreviation;
    std::string name;
    ProvinceType type = ProvinceType::Land;
    /// Names of the split coasts ("nc", "sc"); empty for a province with one coastline.
    std::vector<std::string> coasts;
    bool supplyCentre = false;
    /// How many centres the space counts as (the Hardbop off-board box counts 3).
    int centreCount = 1;
    /// The power that may build here, or kNoPower.
    PowerId home = kNoPower;
    /// Owner of the centre at the start of the game, or kNoPower.
    PowerId startOwner = kNoPower;
    std::uint32_t flags = 0;
    std::string notes;

    friend bool operator==(const Province &, const Province &) = default;
};

/// A border as written in the variant file, one direction per record kept here.
struct Edge
{
    ProvinceId from = kNoProvince;
    CoastId fromCoast = kNoCoast;
    ProvinceId to = kNoProvince;
    CoastId toCoast = kNoCoast;
    bool army = false;
    bool fleet = false;
    std::uint32_t flags = 0;

    friend bool operator==(const Edge &, const Edge &) = default;
};

/// A passage defined outside the ordinary borders (Hardbop's Paths of the Dead, Ents' march).
struct SpecialPassage
{
    std::string name;
    ProvinceId from = kNoProvince;
    ProvinceId to = kNoProvince;
    std::string rule;

    friend bool operator==(const SpecialPassage &, const SpecialPassage &) = default;
};

/// A power of the variant.
struct Power
{
    std::string name;
    std::string adjective;

    friend bool operator==(const Power &, const Power &) = default;
};

/// A unit on the board when the game starts.
struct StartingUnit
{
    PowerId power = kNoPower;
    UnitKind kind = UnitKind::Army;
    Location location;
    /// A variant's special unit class ("CAVALRY"); empty for an ordinary unit.
    std::string special;

    friend bool operator==(const StartingUnit &, const StartingUnit &) = default;
};

/// Which centres count for forced removals (spec A9): the 2023 rule uses owned centres,
/// the 2000 rule home centres.
enum class CivilDisorderDistance : std::uint8_t
{
    OwnedCentres,
    HomeCentres,
};

/// Rule options a variant file may set (OPTION records).
struct RuleOptions
{
    CivilDisorderDistance civilDisorderDistance = CivilDisorderDistance::OwnedCentres;
    /// Centres needed for a solo victory; 0 means "more than half".
    int victoryCentres = 0;

    friend bool operator==(const RuleOptions &, const RuleOptions &) = default;
};

/// Year and movement seasons. Each movement season is followed by its retreats; the last
/// season of a cycle is followed by the adjustment phase (spec A2). A standard year is one
/// cycle; Hardbop's year has twelve months of two turns each, so twelve cycles (spec B12).
struct Calendar
{
    int firstYear = 1901;
    std::vector<std::string> seasons{"Spring", "Fall"};
    /// Names of the cycles within a year ("Afteryule", ...); empty for one cycle a year.
    std::vector<std::string> months;

    friend bool operator==(const Calendar &, const Calendar &) = default;
};

/// One fleet-usable border leaving a province, with the coasts at both ends.
struct FleetEdge
{
    CoastId fromCoast = kNoCoast;
    ProvinceId to = kNoProvince;
    CoastId toCoast = kNoCoast;
};

/// An immutable variant with adjacency tables precomputed for the adjudicator.
class Variant
{
public:
    using ProvinceSet = std::bitset<kMaxProvinces>;

    /// Builds the lookup tables; called by the parser once every record is validated.
    Variant(std::string name, std::string version, std::string status, Calendar calendar,
            RuleOptions options, std::vector<Power> powers, std::vector<Province> provinces,
            std::vector<Edge> edges, std::vector<SpecialPassage> specials,
            std::vector<StartingUnit> startingUnits,
            std::vector<std::pair<std::string, ProvinceId>> aliases);

    [[nodiscard]] const std::string &name() const { return m_name; }
    [[nodiscard]] const std::string &version() const { return m_version; }
    /// Free text about where the map comes from (for example "reconstruction").
    [[nodiscard]] const std::string &status() const { return m_status; }
    [[nodiscard]] const Calendar &calendar() const { return m_calendar; }
    [[nodiscard]] const RuleOptions &options() const { return m_options; }

    [[nodiscard]] int provinceCount() const { return static_cast<int>(m_provinces.size()); }
    [[nodiscard]] const Province &province(ProvinceId id) const { return m_provinces[id]; }
    [[nodiscard]] int powerCount() const { return static_cast<int>(m_powers.size()); }
    [[nodiscard]] const Power &power(PowerId id) const { return m_powers[id]; }
    [[nodiscard]] std::span<const Edge> edges() const { return m_edges; }
    [[nodiscard]] std::span<const SpecialPassage> specials() const { return m_specials; }
    [[nodiscard]] std::span<const StartingUnit> startingUnits() const { return m_startingUnits; }
    /// The ALIAS names as written, with their province, so that a writer can give them back.
    [[nodiscard]] std::span<const std::pair<std::string, ProvinceId>> aliases() const
    {
        return m_aliases;
    }

    /// Province by abbreviation, full name or alias, ignoring case; kNoProvince if unknown.
    [[nodiscard]] ProvinceId findProvince(std::string_view name) const;
    /// Coast of a province by name ("nc"), ignoring case; kNoCoast if unknown.
    [[nodiscard]] CoastId findCoast(ProvinceId province, std::string_view coast) const;
    /// Power by name or adjective, ignoring case; kNoPower if unknown.
    [[nodiscard]] PowerId findPower(std::string_view name) const;
    /// "Spa/nc" style text for a location.
    [[nodiscard]] std::string locationName(Location location) const;

    [[nodiscard]] bool hasCoasts(ProvinceId p) const { return !m_provinces[p].coasts.empty(); }
    [[nodiscard]] bool isSea(ProvinceId p) const
    {
        return m_provinces[p].type == ProvinceType::Sea;
    }

    /// Whether an army may step from a to b (land border, no mountain line, open target).
    [[nodiscard]] bool armyAdjacent(ProvinceId a, ProvinceId b) const { return m_army[a][b]; }
    /// Provinces an army may step to from p.
    [[nodiscard]] std::span<const ProvinceId> armyNeighbours(ProvinceId p) const
    {
        return m_armyList[p];
    }
    /// Whether an amphibious unit (Hardbop's pirate, B6.4) may step from a to b over land: a
    /// land border without a mountain line into a space open to troops, marshes included
    /// (B7.8, B14.2).
    [[nodiscard]] bool landAdjacent(ProvinceId a, ProvinceId b) const { return m_land[a][b]; }
    /// Provinces an amphibious unit may step to from p over land.
    [[nodiscard]] std::span<const ProvinceId> landNeighbours(ProvinceId p) const
    {
        return m_landList[p];
    }
    /// Fleet borders leaving p, from any of its coasts.
    [[nodiscard]] std::span<const FleetEdge> fleetEdges(ProvinceId p) const
    {
        return m_fleetList[p];
    }
    /// Whether a fleet at `from` can reach some coast of province `to` in one step.
    [[nodiscard]] bool fleetReaches(Location from, ProvinceId to) const;
    /// Provinces a fleet on some coast of p could reach: the sea graph used by convoys.
    [[nodiscard]] const ProvinceSet &fleetNeighbourSet(ProvinceId p) const { return m_fleet[p]; }
    /// Whether a unit of this kind at `from` can step into province `to`; an amphibious unit
    /// also over land (Hardbop's pirates, B6.4).
    [[nodiscard]] bool canReach(UnitKind kind, Location from, ProvinceId to,
                                bool amphibious = false) const
    {
        if (amphibious && landAdjacent(from.province, to))
            return true;
        return kind == UnitKind::Army ? armyAdjacent(from.province, to) : fleetReaches(from, to);
    }
    /// Least number of steps between two provinces over any border (spec A9).
    [[nodiscard]] int distance(ProvinceId a, ProvinceId b) const
    {
        return m_distance[static_cast<std::size_t>(a) * m_provinces.size() + b];
    }

private:
    void buildTables();

    std::string m_name;
    std::string m_version;
    std::string m_status;
    Calendar m_calendar;
    RuleOptions m_options;
    std::vector<Power> m_powers;
    std::vector<Province> m_provinces;
    std::vector<Edge> m_edges;
    std::vector<SpecialPassage> m_specials;
    std::vector<StartingUnit> m_startingUnits;
    std::vector<std::pair<std::string, ProvinceId>> m_aliases;
    /// Lower-case name -> province, sorted by name for binary search.
    std::vector<std::pair<std::string, ProvinceId>> m_names;
    std::vector<ProvinceSet> m_army;
    std::vector<ProvinceSet> m_fleet;
    std::vector<ProvinceSet> m_land;
    std::vector<std::vector<ProvinceId>> m_armyList;
    std::vector<std::vector<ProvinceId>> m_landList;
    std::vector<std::vector<FleetEdge>> m_fleetList;
    std::vector<std::uint8_t> m_distance;
};

} // namespace herald::diplomacy
