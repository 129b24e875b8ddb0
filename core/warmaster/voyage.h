#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/characterfate.h"
#include "core/warmaster/characters.h"
#include "core/warmaster/unitcategory.h"
#include "core/warmaster/voyagechart.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// Units of one roster line aboard (the expedition roster, §7.2.1). Lines are kept in the order
/// the player listed them when outfitting, which is the order they are lost in.
struct FleetUnits
{
    QString line;  ///< the roster line's id; empty for a tamed sea monster
    QString label; ///< "Orc Warriors"
    UnitCategory category = UnitCategory::Infantry;
    int count = 0;
    bool needsShip = true; ///< a tamed sea monster swims (§7.2.5 row 13)

    friend bool operator==(const FleetUnits &, const FleetUnits &) = default;
};

enum class FleetRole
{
    General,
    Admiral,
    Other,
};

struct FleetCharacter
{
    QString id;
    QString name;
    CharacterType type = CharacterType::Hero;
    FleetRole role = FleetRole::Other;
    bool healer = false; ///< §10 #12: marked by the referee when outfitting

    friend bool operator==(const FleetCharacter &, const FleetCharacter &) = default;
};

/// An expedition at sea as the chart sees it (§1.6).
struct Fleet
{
    QString name;
    int boats = 0;
    int advantages = 0;
    std::vector<FleetUnits> units;
    std::vector<FleetCharacter> characters;
    bool exodus = false;      ///< pirates leave an exodus alone (§7.4.1, I-65)
    bool aquaticAlly = false; ///< +3 on every roll (§7.2.7)

    [[nodiscard]] int unitCount() const;
    /// Units that take a ship: a boat carries one unit (§2.11).
    [[nodiscard]] int shippedUnits() const;
    [[nodiscard]] int cavalry() const;
    /// Boats beyond the units they carry; they are lost first (I-5).
    [[nodiscard]] int emptyShips() const;
    [[nodiscard]] bool hasHealer() const;
    [[nodiscard]] const FleetCharacter *character(const QString &id) const;

    friend bool operator==(const Fleet &, const Fleet &) = default;
};

/// What the player decides about rows that offer a choice, given ahead as standing orders to
/// the admiral.
enum class StormChoice
{
    GiveAdvantage, ///< lose 1 advantage while there is one
    GiveShip,      ///< lose 1 boat and 1 unit
};

struct VoyageChoices
{
    StormChoice storm = StormChoice::GiveAdvantage;
    /// The character sent against a sea monster; empty: give up 2 ships instead (row 13).
    QString monsterFighter;
};

/// The dice of one month at sea, as rolled or typed.
struct VoyageDice
{
    std::vector<int> chart;  ///< the chart dice (2 for 2d10, 1 for 1d20)
    std::vector<int> mutiny; ///< one rally total per ship (row 2-3)
    int pirates = 0;         ///< the d6 of row 14
    int monster = 0;         ///< the character result roll of row 13
};

/// A major character (hero or wizard) who is neither the general nor the admiral: the one who
/// may face a sea monster (§7.2.5 row 13) or stay with the sea people as envoy (§7.2.7).
[[nodiscard]] bool isMajorPassenger(const FleetCharacter &character);

/// What one month at sea did (§7.2.5).
struct VoyageOutcome
{
    VoyageTotal roll;
    VoyageEvent event = VoyageEvent::Sailing;
    Fleet fleet; ///< the expedition after the row's effects
    int boatsLost = 0;
    std::vector<FleetUnits> unitsLost; ///< per line, for striking from the roster
    int advantagesGained = 0;          ///< negative when lost
    int piratePool = 0;                ///< the campaign's pool after this roll (§7.2.6)
    QStringList charactersLost;        ///< ids of characters gone for good
    std::optional<CharacterFate> monsterFight;
    /// The fleet reaches land (19, 20+): the player lands it (expedition.land, I-10).
    bool arrives = false;
    /// The sea people escort the fleet home on the following turn (row 18).
    bool escortHome = false;
    QStringList explanation; ///< one sentence per decision, naming the rule and numbers
};

/// One month's chart roll and its row's effects, from the dice already thrown: a pure
/// function of the expedition, the dice, the standing choices, the settings and the pirate
/// pool. Lost ships take their units, empty ships first (I-5).
[[nodiscard]] VoyageOutcome resolveVoyage(const Fleet &fleet, const VoyageDice &dice,
                                          const VoyageChoices &choices,
                                          const CampaignSettings &settings, int piratePool);

/// Throws the chart dice (expeditionDice) and the dice the row then needs (mutinyTest per
/// ship, the pirates' d6, the monster fight), each with its purpose, and resolves them.
[[nodiscard]] VoyageOutcome rollVoyage(dice::Dice &dice, const Fleet &fleet,
                                       const VoyageChoices &choices,
                                       const CampaignSettings &settings, int piratePool);

} // namespace herald::warmaster
