#include "app/services/warmaster/expeditionsview.h"

#include "app/services/campaignservice.h"
#include "core/warmaster/voyage.h"
#include "db/warmaster/expeditionstore.h"

namespace herald::app {

ExpeditionsView expeditionsView(const CampaignService &service)
{
    ExpeditionsView view;
    if (!service.file())
        return view;
    const QSqlDatabase db = service.file()->database();
    for (const db::ExpeditionRecord &e : db::loadExpeditions(db)) {
        QJsonObject json = db::expeditionJson(db, e);
        QJsonArray passengers;
        for (const warmaster::FleetCharacter &c : e.fleet.characters) {
            if (warmaster::isMajorPassenger(c))
                passengers.append(c.name);
        }
        json.insert(QStringLiteral("passengers"), passengers);
        view.expeditions.append(json);
    }
    view.piratePool = db::piratePool(db);
    return view;
}

QStringList expeditionsTables()
{
    return {QStringLiteral("expedition"),
            QStringLiteral("expedition_unit"),
            QStringLiteral("expedition_character"),
            QStringLiteral("voyage_roll"),
            QStringLiteral("sea"),
            QStringLiteral("character"),
            QStringLiteral("nation"),
            QStringLiteral("army")};
}

} // namespace herald::app
