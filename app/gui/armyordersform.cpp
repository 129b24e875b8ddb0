#include "app/gui/armyordersform.h"

namespace herald::gui {

// The orders shown come from ArmyOrdersModel: the form follows only which campaign is open.
ArmyOrdersForm::ArmyOrdersForm(QObject *parent) : CampaignForm({}, parent)
{
}

bool ArmyOrdersForm::give(qint64 army, int turn, const QString &kind, const QString &target,
                          const QString &location, bool crossing)
{
    QJsonObject args{{QStringLiteral("army"), army},
                     {QStringLiteral("turn"), turn},
                     {QStringLiteral("kind"), kind}};
    if (kind == QLatin1String("move")) {
        args.insert(QStringLiteral("destination"), target);
        args.insert(QStringLiteral("location"), location);
        args.insert(QStringLiteral("crossing"), crossing);
    } else if (kind == QLatin1String("goToSea")) {
        args.insert(QStringLiteral("seaDestination"), target);
    }
    return run(QStringLiteral("orders.set"), args);
}

bool ArmyOrdersForm::clear(qint64 army, int turn)
{
    return run(QStringLiteral("orders.clear"),
               {{QStringLiteral("army"), army}, {QStringLiteral("turn"), turn}});
}

} // namespace herald::gui
