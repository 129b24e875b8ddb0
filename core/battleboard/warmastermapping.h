#pragma once

#include "core/battleboard/types.h"
#include "core/warmaster/unitcategory.h"

#include <QByteArray>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

/// @file
/// A WarMaster engagement fought on the battle board instead of the tabletop (issue 21): the
/// referee's editable mapping from roster categories (§1.4 of the WarMaster campaign rules) to
/// board brigades, the two armies it gives, and the losses it hands back to the roster lines.
/// The file format is resources/battleboard/README-warmaster-mapping.md.

namespace herald::battleboard {

/// How one roster category goes onto the board: `unitsPerBrigade` roster units make one brigade
/// of `type` (elite or not); 0 leaves the category off the board.
struct CategoryMapping
{
    int unitsPerBrigade = 0;
    UnitType type = UnitType::Infantry;
    bool elite = false;
};

/// The whole mapping, one row per roster category in `warmaster::allCategories` order.
struct WarmasterMapping
{
    std::array<CategoryMapping, 6> categories;
    int leadersPerGeneral = 1; ///< each active general of the side becomes this many leaders

    [[nodiscard]] const CategoryMapping &of(warmaster::UnitCategory category) const
    {
        return categories[std::size_t(category)];
    }
};

/// The mapping read from its JSON file, or every problem with the path of its field.
struct MappingRead
{
    std::optional<WarmasterMapping> mapping;
    QStringList errors;
};

[[nodiscard]] MappingRead readWarmasterMapping(const QByteArray &json);

/// Brigades for `units` roster units at `perBrigade` a brigade: a remainder of half a brigade or
/// more counts as one more brigade, less is dropped (0 when perBrigade is 0).
[[nodiscard]] int brigadesFor(int units, int perBrigade);

/// One side's roster as the mapping reads it: units available per category, active generals.
struct RosterCounts
{
    std::array<int, 6> units{}; ///< [UnitCategory]
    int generals = 0;
};

/// The board brigades one roster category gives.
struct BrigadeGroup
{
    warmaster::UnitCategory category = warmaster::UnitCategory::Infantry;
    UnitType type = UnitType::Infantry;
    bool elite = false;
    int brigades = 0;
    int rosterUnits = 0; ///< the roster units these brigades stand for
};

/// A side's board army: its brigade groups in category order (empty groups left out), then its
/// leaders; the board numbers the units in that order.
struct MappedArmy
{
    std::vector<BrigadeGroup> groups;
    int leaders = 0;
};

[[nodiscard]] MappedArmy mapArmy(const WarmasterMapping &mapping, const RosterCounts &counts);

/// Roster units a group loses when `eliminated` of its brigades were eliminated: its roster units
/// in proportion, a half rounded up, all of them when every brigade is gone.
[[nodiscard]] int rosterUnitsLost(const BrigadeGroup &group, int eliminated);

/// `lost` units shared over roster lines holding `lineUnits` units each, in proportion to what
/// each line brought (largest remainder; a tie goes to the earlier line); never more than a line
/// holds.
[[nodiscard]] std::vector<int> shareLosses(int lost, const std::vector<int> &lineUnits);

} // namespace herald::battleboard
