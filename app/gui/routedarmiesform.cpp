#include "app/gui/routedarmiesform.h"

#include "app/gui/stepchoices.h"
#include "app/services/warmaster/routedoffers.h"

namespace herald::gui {

RoutedArmiesForm::RoutedArmiesForm(QObject *parent) : CampaignForm(app::routedOfferTables(), parent)
{
}

void RoutedArmiesForm::reload()
{
    QVariantList armies;
    QVariantList rallies;
    if (const app::CampaignService *campaign = service()) {
        for (const app::RoutedArmyOffer &offer : app::routedArmyOffers(*campaign))
            armies.append(QVariantMap{{QStringLiteral("armyId"), offer.armyId},
                                      {QStringLiteral("army"), offer.army},
                                      {QStringLiteral("nation"), offer.nation},
                                      {QStringLiteral("area"), offer.area},
                                      {QStringLiteral("explanation"), offer.explanation},
                                      {QStringLiteral("steps"), stepChoiceList(offer.steps)},
                                      {QStringLiteral("chosen"), offer.chosen}});
        for (const app::RallyOffer &offer : app::rallyOffers(*campaign))
            rallies.append(QVariantMap{{QStringLiteral("nation"), offer.nation},
                                       {QStringLiteral("armies"), stepChoiceList(offer.armies)}});
    }
    if (armies == m_armies && rallies == m_rallies)
        return;
    m_armies = armies;
    m_rallies = rallies;
    Q_EMIT changed();
}

bool RoutedArmiesForm::march(qint64 army, const QString &area)
{
    return run(QStringLiteral("army.march"),
               {{QStringLiteral("army"), army}, {QStringLiteral("area"), area}});
}

bool RoutedArmiesForm::rally(qint64 army)
{
    return run(QStringLiteral("army.rally"), {{QStringLiteral("army"), army}});
}

bool RoutedArmiesForm::decline(const QString &nation)
{
    return run(QStringLiteral("army.rally"),
               {{QStringLiteral("nation"), nation}, {QStringLiteral("decline"), true}});
}

} // namespace herald::gui
