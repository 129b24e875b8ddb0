#include "core/warmaster/experience.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <array>

namespace herald::warmaster {

namespace {

/// A purchase as commands and scripts name it, and the roster category a restoration refills.
struct PurchaseKey
{
    ExperiencePurchase purchase;
    const char *key;
    std::optional<UnitCategory> restores;
};

constexpr std::array<PurchaseKey, 9> purchaseKeys{{
    {ExperiencePurchase::RestoreInfantry, "infantry", UnitCategory::Infantry},
    {ExperiencePurchase::RestoreCavalry, "cavalry", UnitCategory::Cavalry},
    {ExperiencePurchase::RestoreArtillery, "artillery", UnitCategory::Artillery},
    {ExperiencePurchase::RestoreMonster, "monsters", UnitCategory::Monsters},
    {ExperiencePurchase::RestoreChariot, "chariots", UnitCategory::Chariots},
    {ExperiencePurchase::RestoreSpecial, "specials", UnitCategory::Specials},
    {ExperiencePurchase::BattleHonour, "battleHonour", std::nullopt},
    {ExperiencePurchase::RandomScenario, "randomScenario", std::nullopt},
    {ExperiencePurchase::MagicItem, "magicItem", std::nullopt},
}};

const PurchaseKey &entryOf(ExperiencePurchase purchase)
{
    return *std::find_if(purchaseKeys.begin(), purchaseKeys.end(),
                         [purchase](const PurchaseKey &k) { return k.purchase == purchase; });
}

} // namespace

std::vector<ExperiencePurchase> experiencePurchases()
{
    std::vector<ExperiencePurchase> all;
    for (const PurchaseKey &k : purchaseKeys)
        all.push_back(k.purchase);
    return all;
}

QString experiencePurchaseKey(ExperiencePurchase purchase)
{
    return QString::fromLatin1(entryOf(purchase).key);
}

std::optional<ExperiencePurchase> experiencePurchaseFromKey(const QString &key)
{
    for (const PurchaseKey &k : purchaseKeys) {
        if (key == QLatin1String(k.key))
            return k.purchase;
    }
    return std::nullopt;
}

QString experiencePurchaseKeys()
{
    QStringList keys;
    for (const PurchaseKey &k : purchaseKeys)
        keys << QString::fromLatin1(k.key);
    return keys.join(QStringLiteral(", "));
}

std::optional<UnitCategory> restoredCategory(ExperiencePurchase purchase)
{
    return entryOf(purchase).restores;
}

QString ExperienceEarned::explain() const
{
    //: fills %1 of "%1 with %2 VP": the battle was won or lost
    const QString outcome =
        won ? QCoreApplication::translate("herald::warmaster::Experience", "won")
            : QCoreApplication::translate("herald::warmaster::Experience", "lost");
    //: %1 is "won" or "lost"; VP are victory points, XP experience points
    return QCoreApplication::translate("herald::warmaster::Experience",
                                       "§2.15 %1 with %2 VP: %2 / %3 = %4 XP")
        .arg(outcome)
        .arg(victoryPoints)
        .arg(won ? 100 : 200)
        .arg(points());
}

int experienceCost(ExperiencePurchase purchase, const CampaignSettings &settings)
{
    switch (purchase) {
    case ExperiencePurchase::RestoreInfantry:
        return 3;
    case ExperiencePurchase::RestoreCavalry:
        return 4;
    case ExperiencePurchase::RestoreArtillery:
        return 5;
    case ExperiencePurchase::RestoreMonster:
        return 6;
    case ExperiencePurchase::RestoreChariot:
        return settings.xpCostChariot;
    case ExperiencePurchase::RestoreSpecial:
        return settings.xpCostSpecial;
    case ExperiencePurchase::BattleHonour:
        return 10;
    case ExperiencePurchase::RandomScenario:
        return 12;
    case ExperiencePurchase::MagicItem:
        return 30;
    }
    return 0;
}

QString experiencePurchaseName(ExperiencePurchase purchase)
{
    switch (purchase) {
    case ExperiencePurchase::RestoreInfantry:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost infantry unit");
    case ExperiencePurchase::RestoreCavalry:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost cavalry unit");
    case ExperiencePurchase::RestoreArtillery:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost machine (artillery) unit");
    case ExperiencePurchase::RestoreMonster:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost monster unit");
    case ExperiencePurchase::RestoreChariot:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost chariot unit");
    case ExperiencePurchase::RestoreSpecial:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "restore a lost special unit");
    case ExperiencePurchase::BattleHonour:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "one battle-honour roll");
    case ExperiencePurchase::RandomScenario:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "a random scenario against the next opponent");
    case ExperiencePurchase::MagicItem:
        return QCoreApplication::translate("herald::warmaster::Experience",
                                           "draw a new magic item");
    }
    return {};
}

std::vector<ExperiencePurchase> affordablePurchases(int experience,
                                                    const CampaignSettings &settings)
{
    std::vector<ExperiencePurchase> result;
    for (const PurchaseKey &k : purchaseKeys) {
        if (experienceCost(k.purchase, settings) <= experience)
            result.push_back(k.purchase);
    }
    std::stable_sort(result.begin(), result.end(), [&settings](auto a, auto b) {
        return experienceCost(a, settings) < experienceCost(b, settings);
    });
    return result;
}

} // namespace herald::warmaster
