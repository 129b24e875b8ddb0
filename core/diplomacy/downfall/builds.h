#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <span>
#include <string_view>

/// @file
/// Hardbop adjustments (spec B8): the standard builds and removals, within the fleet caps,
/// the cavalry and pirate limits (B6.3, B6.4) and the special build sites (B8.2).

namespace herald::diplomacy::downfall {

/// How many fleets `power` may have (spec B8.4): Elves and Gondor 2, Umbar any number,
/// every other power 1; pirates do not count. A non-Umbar holder of the City of the Corsairs
/// may have one more, built there (B8.2, E49).
[[nodiscard]] int fleetCap(const Variant &variant, PowerId power);

/// How many cavalry Rohan may build up to with `centres` centres (B6.3): 2, one more at 6
/// and every 4 centres after.
[[nodiscard]] int cavalryEntitlement(int centres);

/// How many pirates Umbar may build up to with `centres` centres (B6.4): 2 with at least 2
/// centres, 3 with at least 8. Fewer centres than 2 allow as many pirates as centres.
[[nodiscard]] int pirateEntitlement(int centres);

/// Why Hardbop refuses a build (spec B6.3, B6.4, B8.2, B8.4).
enum class BuildError : std::uint8_t
{
    None,
    FleetLimit,      ///< all the fleets the power may have (B8.4)
    CavalryNotRohan, ///< only Rohan has cavalry, and cavalry are armies (B6.3)
    CavalryLimit,    ///< Rohan has all the cavalry its centres allow (B6.3)
    PiratesNotUmbar, ///< only Umbar has pirates, built as fleets (B6.4)
    PirateLimit,     ///< Umbar has all the pirates its centres allow (B6.4)
    NotABuildSite,   ///< neither a home centre nor a special site of the power (B8.1, B8.2)
    SiteOccupied,    ///< a military unit already stands on the special site (B8.2, E46)
    NoBuildAllowed,  ///< the power has no build left this season
    OffBoard,        ///< nothing is built off the board but E38's Easterlings (B6.2)
    EasterlingLimit, ///< Mordor has three Easterling armies already (E38)
};

/// A short explanation of a build refusal, for reports.
[[nodiscard]] std::string_view describe(BuildError error);

/// The special site where `power` may build in `centre` (spec B8.2), whoever's home it is:
/// Saruman where the Saruman personality stands on a centre it owns, Gondor where the Ranger
/// stands after the Paths, the Dwarves in the Dwarf special fortresses they own, and a
/// non-Umbar holder of the City of the Corsairs for its extra fleet.
[[nodiscard]] bool isSpecialBuildSite(const Position &position, const HardbopState &state,
                                      PowerId power, ProvinceId centre, UnitKind kind);

/// How many more Easterling armies Mordor may build in its box (E38): only after a foreign
/// Ring wearer fell and gave the box back to Mordor, up to three Easterlings in all (on the
/// board, in the box and waiting). 0 at any other time: nothing is built off-board (B6.2).
[[nodiscard]] int easterlingBuildsLeft(const Position &position, const HardbopState &state);

/// Adjudicates an adjustment phase in which every built unit is ordinary: the fleet caps and
/// special sites of adjudicateHardbopAdjustments apply. Results are in the order given, then
/// civil-disorder removals; removed units lose their traits.
[[nodiscard]] TurnResult adjudicateAdjustmentTurn(const Position &position,
                                                  const HardbopState &state,
                                                  std::span<const Order> orders);

/// Hardbop's verdicts on an adjustment phase.
struct AdjustmentTurn
{
    TurnResult turn;
    /// One verdict per order given (None for anything but a refused build).
    std::vector<BuildError> builds;
    /// The class of the unit each result builds or removes, in the order of the results, so
    /// that reports write "Build C Edo" for a cavalry (B2).
    std::vector<UnitClass> classes;
};

/// Adjudicates an adjustment phase with the class of each built unit (`classes[i]` for
/// `orders[i]`; missing ones are ordinary), as the "C" and "P" letters give it
/// (parseHardbopOrder). A build on a special site (B8.2) takes one of the power's builds like
/// a home centre; special sites are served first. Built units keep their class.
[[nodiscard]] AdjustmentTurn adjudicateHardbopAdjustments(const Position &position,
                                                          const HardbopState &state,
                                                          std::span<const Order> orders,
                                                          std::span<const UnitClass> classes);

} // namespace herald::diplomacy::downfall
