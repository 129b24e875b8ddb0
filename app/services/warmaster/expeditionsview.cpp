#include "app/services/warmaster/expeditionsview.h"

#include "app/services/campaignservice.h"
#include "db/warmaster/expeditionstore.h"

namespace herald::app {

ExpeditionsView expeditionsView(const CampaignService &service)
{
    ExpeditionsView view;
    if (!service.file())
        return view;
    const QSqlDatabase db = service.file()->database();
    for (const db::ExpeditionRecord &e : db::loadExpeditions(db))
        view.expeditions.append(db::expeditionJson(db, e));
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
