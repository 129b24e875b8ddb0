#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/unitcategory.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// Experience from a pick-up battle (§2.15, I-77): VP / 100 for a win, VP / 200 otherwise,
/// rounded down; VP = what the nation scored, the objective bonus included.
struct ExperienceEarned
{
    int victoryPoints = 0;
    bool won = false;

    [[nodiscard]] int points() const { return victoryPoints / (won ? 100 : 200); }
    /// "won with 350 VP: 350 / 100 = 3 XP".
    [[nodiscard]] QString explain() const;
};

/// What experience buys, one purchase before a battle (§2.15). The row the source leaves blank
/// is the referee's to fill (I-77) and is not offered here.
enum class ExperiencePurchase
{
    RestoreInfantry,
    RestoreCavalry,
    RestoreArtillery,
    RestoreMonster,
    RestoreChariot, ///< I-77 Default
    RestoreSpecial, ///< I-77 Default
    BattleHonour,
    RandomScenario,
    MagicItem,
};

/// XP price: infantry 3, cavalry 4, machine 5, monster 6, chariot and special per settings
/// (5 and 6), battle honour 10, random scenario 12, magic item 30.
[[nodiscard]] int experienceCost(ExperiencePurchase purchase, const CampaignSettings &settings);
[[nodiscard]] QString experiencePurchaseName(ExperiencePurchase purchase);
/// Every purchase, in the order of the §2.15 table (the I-77 restorations after the monster).
[[nodiscard]] std::vector<ExperiencePurchase> experiencePurchases();
/// The purchase's word in commands and scripts: "infantry", "battleHonour", "magicItem"...
[[nodiscard]] QString experiencePurchaseKey(ExperiencePurchase purchase);
/// The purchase a command's word names; nullopt for any other word.
[[nodiscard]] std::optional<ExperiencePurchase> experiencePurchaseFromKey(const QString &key);
/// Every purchase's word, in table order, for a refusal: "infantry, cavalry, ...".
[[nodiscard]] QString experiencePurchaseKeys();
/// The roster category a restoration refills; nullopt for the purchases that restore nothing.
[[nodiscard]] std::optional<UnitCategory> restoredCategory(ExperiencePurchase purchase);

/// Purchases the balance pays for, cheapest first. Restorations still need a unit of that
/// category lost this year (I-77), which the roster knows.
[[nodiscard]] std::vector<ExperiencePurchase> affordablePurchases(int experience,
                                                                  const CampaignSettings &settings);

} // namespace herald::warmaster
