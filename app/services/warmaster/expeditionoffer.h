#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One choice of an Expeditions page dialog: `id` as the command takes it (a row id, an XXYY
/// number, a landmass or army list id), `label` as the referee reads it.
struct ExpeditionChoice
{
    QString id;
    QString label;
};

/// Which of the Expeditions page's actions the campaign's step offers (§3): outfitting at NY-7
/// (§7.2.1), the go-to-sea order at M-1 (§7.2.2), exodus at M-0 (§7.4.1), rebellion at NY-2
/// (§7.4.2), a New Nation at NY-6 or NY-7 (§7.4.3).
struct ExpeditionSteps
{
    bool outfit = false;
    bool orderToSea = false;
    bool exodus = false;
    bool rebellion = false;
    bool newNation = false;

    friend bool operator==(const ExpeditionSteps &, const ExpeditionSteps &) = default;
};

[[nodiscard]] ExpeditionSteps expeditionSteps(const CampaignService &service);

/// What a nation may put into an expedition at NY-7 (§7.2.1, §2.11): the year's roster lines
/// with the units not already aboard another expedition (I-71), the characters free to sail
/// (I-11), and the ports the outfitting accepts (checkOutfit's port rules).
struct OutfitNation
{
    struct Line
    {
        int line = 0;         ///< counted from 1, as expedition.outfit takes it
        QString label;        ///< "Bank Wardens (Infantry)"
        int free = 0;         ///< units left to sail or trade
        bool tradable = true; ///< §7.2.1 Default: specials buy no boat
    };
    QString id;
    QString name;
    bool seaPeople = false; ///< §7.2.7: no boats, no admiral, no units traded
    std::vector<Line> lines;
    std::vector<ExpeditionChoice> characters; ///< id: the name, as the command takes it
    std::vector<ExpeditionChoice> generals;   ///< those of the characters who are generals
    std::vector<ExpeditionChoice> ports;
};

/// Every nation with a roster for the campaign's year, in the map's nation order.
[[nodiscard]] std::vector<OutfitNation> outfitNations(const CampaignService &service);

/// Every nation of the campaign (id, name), for an exodus or a rebellion (§7.4.1, §7.4.2): the
/// commands say why a nation may not take that road.
[[nodiscard]] std::vector<ExpeditionChoice> nationChoices(const CampaignService &service);

/// What a New Nation's package may hold (§7.4.3, I-67): its army list's unit types and
/// character entries (id: the list's name of each, as nation.new takes it; label with the
/// category or the character type and CP).
struct NewNationOffer
{
    QString id;
    QString name;
    std::vector<ExpeditionChoice> units;
    std::vector<ExpeditionChoice> characters;
};

/// Every nation whose army list the campaign holds, with its package choices.
[[nodiscard]] std::vector<NewNationOffer> newNationOffers(const CampaignService &service);

/// Where the arrived expedition `expedition` (its number) may come ashore (I-10, §7.2.7): every
/// area checkLanding() accepts for it; empty for a fleet that has not reached land.
[[nodiscard]] std::vector<ExpeditionChoice> landingChoices(const CampaignService &service,
                                                           const QString &expedition);

/// Every landmass of the map, for the landmass a fleet declares when it sails (§7.2.2, I-12).
[[nodiscard]] std::vector<ExpeditionChoice> landmassChoices(const CampaignService &service);

/// The campaign's army lists, for the sea people an alliance brings (§7.2.7).
[[nodiscard]] std::vector<ExpeditionChoice> armyListChoices(const CampaignService &service);

/// The tables the offers above read.
[[nodiscard]] QStringList expeditionOfferTables();

/// The newest command in effect as the History page explains it: its summary, every roll and
/// every rules decision, one per line; empty when the history has none.
[[nodiscard]] QStringList latestExplanation(const CampaignService &service);

} // namespace herald::app
