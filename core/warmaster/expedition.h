#pragma once

#include "core/warmaster/characters.h"
#include "core/warmaster/roster.h"
#include "core/warmaster/unitcategory.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// Roster units traded in for boats (§2.11). Specials are never traded (§7.2.1 Default).
struct TradedUnits
{
    int infantry = 0;
    int cavalry = 0;
    int monsters = 0;
    int chariots = 0;
    int artillery = 0;

    [[nodiscard]] int units() const { return infantry + cavalry + monsters + chariots + artillery; }
    /// Adds count units of a category; false for Specials, which buy no boat.
    bool add(UnitCategory category, int count);
};

/// boats = 2 × (artillery + chariots) + 1 × (infantry + cavalry + monsters).
struct Boats
{
    TradedUnits traded;

    [[nodiscard]] int count() const;
    /// "2 × (1 artillery + 0 chariots) + 1 × (2 infantry ...) = 4 boats".
    [[nodiscard]] QString explain() const;
};

enum class EmbarkationProblem
{
    TooFewUnits, ///< an expedition carries at least 3 units
    TooFewBoats, ///< one boat per unit carried
};

struct EmbarkationIssue
{
    EmbarkationProblem problem;
    int have = 0;
    int need = 0;
};

/// The minimum number of units an expedition carries (§2.11).
inline constexpr int minimumExpeditionUnits = 3;

/// Checks boats against units embarked; empty when the expedition may sail.
[[nodiscard]] std::vector<EmbarkationIssue> checkEmbarkation(int boats, int unitsEmbarked);
[[nodiscard]] QString describe(const EmbarkationIssue &issue);

// --- Outfitting an expedition at NY-7 (§7.2.1, §2.11, I-11) ---------------------------------

/// One roster line as the outfitting sees it: what it has left and what the plan takes.
struct OutfitLine
{
    QString label; ///< "Orc Warriors (infantry, 60)", for refusals
    UnitCategory category = UnitCategory::Infantry;
    int available = 0; ///< the line's units not lost and not on another expedition
    int sailing = 0;   ///< units that go aboard
    int traded = 0;    ///< units traded in for boats (they leave the roster)
};

/// A character named for the expedition, as his record stands.
struct OutfitCharacter
{
    QString name;
    CharacterType type = CharacterType::Hero;
    CharacterStatus status = CharacterStatus::Active;
    bool onRoster = true; ///< bought on this year's roster
    QString leadsArmy;    ///< the land army he leads already, or empty (I-11)
};

/// Where the expedition is placed: it must be an own coastal town or city (§7.2.1).
struct OutfitPort
{
    QString label; ///< "Harbour (0304)"
    bool own = false;
    bool coastal = false;
    bool townOrCity = false;
};

/// Everything the outfitting checks: the lines, the characters sailing (the general among
/// them), the admiral, the port.
struct OutfitPlan
{
    std::vector<OutfitLine> lines;
    std::vector<OutfitCharacter> characters; ///< sailing, the general included
    std::optional<OutfitCharacter> admiral;  ///< paid in CP on the roster
    /// Set when the admiral is bought with the outfitting: the year's CP still unspent.
    std::optional<int> characterPointsLeft;
    OutfitPort port;
    /// The sea people's expedition (§7.2.7): it sails without boats, so it trades no units and
    /// needs no admiral, and it leaves from any own town or city, under the sea or not.
    bool seaPeople = false;

    [[nodiscard]] int unitsSailing() const;
    [[nodiscard]] TradedUnits traded() const;
    /// The fleet's ships: the boats the traded units buy (§2.11); for the sea people, who swim,
    /// one per unit sailing, so that a ship the chart takes is a unit lost (as I-65's free
    /// boats of an exodus).
    [[nodiscard]] int boats() const;
};

enum class OutfitProblem
{
    Embarkation,         ///< §2.11 minimum units or boats (see embarkation)
    NoGeneral,           ///< §7.2.1 exactly one general
    SeveralGenerals,     ///< §7.2.1 exactly one general
    NoAdmiral,           ///< §7.2.1 an admiral commands at sea
    NotAnAdmiral,        ///< the admiral named is another type
    AdmiralUnaffordable, ///< §2.3 the admiral's 2 CP are not left this year
    CharacterNotFree,    ///< captured, killed, on another expedition or an envoy (I-11)
    GeneralLeadsArmy,    ///< I-11 a general leads one army or one expedition
    NotOnRoster,         ///< a character not bought on this year's roster (§2.3)
    SpecialsTraded,      ///< §7.2.1 Default: specials buy no boats
    LineOverdrawn,       ///< a line gives more units than it has
    NegativeCount,       ///< a negative count of units
    PortNotOwn,          ///< §7.2.1 the port is the nation's own
    PortNotCoastal,      ///< §7.2.1 the port is on the coast
    PortNotTownOrCity,   ///< §7.2.1 the port is a town or city
    SeaPeopleTrade,      ///< §7.2.7 the sea people need no boats, so trade no units
};

struct OutfitIssue
{
    OutfitProblem problem = OutfitProblem::NoGeneral;
    QString subject; ///< the line, character or port concerned
    QString other;   ///< the army a general leads already
    int have = 0;
    int need = 0;
    EmbarkationIssue embarkation{EmbarkationProblem::TooFewUnits};
};

/// Every reason the plan cannot be outfitted; empty when it may be written.
[[nodiscard]] std::vector<OutfitIssue> checkOutfit(const OutfitPlan &plan);
/// A sentence naming the requirement and the numbers, translated.
[[nodiscard]] QString describe(const OutfitIssue &issue);

} // namespace herald::warmaster
