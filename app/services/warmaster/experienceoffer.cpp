#include "app/services/warmaster/experienceoffer.h"

#include "app/services/campaignservice.h"
#include "core/warmaster/experience.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::ExperienceOffer)
};

} // namespace

ExperienceOffer experienceOffer(const CampaignService &service, const QString &nation)
{
    ExperienceOffer offer;
    if (!service.file())
        return offer;
    const QSqlDatabase db = service.file()->database();
    const auto record = db::findNation(db, nation);
    if (!record)
        return offer;
    offer.nation = record->name;
    const db::ExperienceLedger ledger = db::experienceLedger(db, record->id);
    offer.balance = ledger.balance;
    if (const auto bought = experiencePurchaseFromKey(ledger.purchaseSinceLastBattle))
        offer.alreadyBought = experiencePurchaseName(*bought);
    const db::MonthMap month = db::loadMonthMap(db);
    for (const ExperiencePurchase purchase : experiencePurchases()) {
        const int cost = experienceCost(purchase, month.settings);
        //: one row of the §2.15 purchase list; %1 what it buys, %2 its price in XP
        offer.purchases.push_back(
            {experiencePurchaseKey(purchase),
             Tr::tr("%1 — %2 XP").arg(experiencePurchaseName(purchase)).arg(cost),
             cost <= ledger.balance});
    }
    for (const Army &army : month.map.armies) {
        if (army.nationId.toLongLong() == record->id)
            offer.armies << army.name;
    }
    return offer;
}

} // namespace herald::app
