#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One purchase of the §2.15 table as the offer shows it.
struct OfferedPurchase
{
    QString key;   ///< the xp.spend word: "battleHonour"
    QString label; ///< "one battle-honour roll — 10 XP"
    bool affordable = false;
};

/// What a nation may buy with its experience before a battle (§2.15, §7.8, I-77): its balance,
/// the purchases with their prices, the armies a battle honour may be rolled for, and the
/// purchase already made for its next battle, which rules out another.
struct ExperienceOffer
{
    QString nation;
    int balance = 0;
    QString alreadyBought; ///< the purchase made for the next battle, in words, or empty
    std::vector<OfferedPurchase> purchases;
    QStringList armies; ///< the nation's armies on the map, by name
};

/// The offer for the nation named (its name or id); an empty nation name when none is known.
[[nodiscard]] ExperienceOffer experienceOffer(const CampaignService &service,
                                              const QString &nation);

} // namespace herald::app
