#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/engagements.h"
#include "core/warmaster/experience.h"
#include "core/warmaster/terraincards.h"

#include <QString>

#include <array>

namespace herald::warmaster {

/// How one side of a battle sets up (§5.11, I-46, I-47).
enum class Deployment
{
    FromCentreLine, ///< at the normal distance from the centre line (1 foot)
    AnywhereOnHalf, ///< it held the area before this turn: anywhere on its half or in the urban
                    ///< square
};

/// The table facts a battle's players need before they set up (§5.10, §5.11, §2.12, §2.17,
/// §2.18, I-35, I-36, I-45..I-47). Rolls and draws (event card, first placer) are not here:
/// they belong to the campaign's history.
struct BattleBriefFacts
{
    int pointsPerSide = 0;     ///< 2,000 per army on the side (§5.10, §5.7)
    int terrainDrawn = 6;      ///< cards each side draws (§5.10 step 2)
    TerrainCardAllowance kept; ///< cards each side keeps (§2.12, I-48)
    QString objective;         ///< what stands at table centre (I-36)
    int fortifications = 0;    ///< free fortifications of an assault (§2.17)
    int garrisonCost = 0;      ///< points per pavise or garrison the owner may buy; 0 = none (I-45)
    std::array<Deployment, 2> deployment{Deployment::FromCentreLine, Deployment::FromCentreLine};
    int objectiveHolder = -1; ///< the side holding the objective at the start, or -1

    /// "Deploys within 1 foot of the centre line: it arrived this turn (§5.11)".
    [[nodiscard]] QString deploymentText(int side) const;
    /// "Two hours, or until an army reaches its break point (§2.18, I-35)".
    [[nodiscard]] static QString endingText();
};

/// The facts for a battle fought in area. stayedPut[side] says whether every army of the side
/// was in the area before this turn and did not move (§5.11); the deploymentRuleScope setting
/// limits the open set-up to assaults.
[[nodiscard]] BattleBriefFacts battleBriefFacts(const PendingBattle &battle, const Area &area,
                                                std::array<bool, 2> stayedPut,
                                                const CampaignSettings &settings);

/// Which side places the first terrain piece (§5.10 step 5, "chosen at random" by default): a
/// d6, 1-3 the defenders (side 0), 4-6 the attackers (side 1).
[[nodiscard]] int firstPlacerFromDie(int face);

/// What a nation bought with experience for a coming battle (§2.15, §10 #10 and #11): a battle
/// honour rolled for one of its armies, or a random scenario for its next battle. The table's
/// text is the referee's; the players apply it at the table.
struct BoughtForBattle
{
    ExperiencePurchase purchase = ExperiencePurchase::BattleHonour;
    QString nation;
    QString army;   ///< the honoured army; empty for a scenario
    QString rolled; ///< the roll as its table explained it: "Battle honours: d6 4 → ..."

    /// The brief's line: "Battle honour of Host of the Crown (Kingdom of Veyra), bought with
    /// experience (§2.15): Battle honours: d6 4 → ...".
    [[nodiscard]] QString briefLine() const;
};

/// What stands at table centre for a kind of battle (I-36): "the POI card, face down until
/// both armies are deployed", "a building", "the 8" x 8" urban square", "an objective marker".
[[nodiscard]] QString objectiveText(BattleKind kind);

} // namespace herald::warmaster
