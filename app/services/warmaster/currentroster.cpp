#include "app/services/warmaster/currentroster.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/nationrepository.h"

namespace herald::app {

QJsonObject currentRoster(const CampaignService &service, qint64 nationId)
{
    const QSqlDatabase db = service.file()->database();
    const auto nation = db::findNation(db, QString::number(nationId));
    if (!nation)
        return {};
    const auto list = db::loadArmyList(db, nation->armyListId);
    const auto stored = db::loadRoster(db, nation->id, service.info().date.year);
    if (!list || !stored)
        return {};
    return rosterToJson(*nation, stored->roster, *list, db::loadSettings(db));
}

QStringList currentRosterTables()
{
    return {QStringLiteral("nation"),
            QStringLiteral("army_list"),
            QStringLiteral("roster"),
            QStringLiteral("roster_line"),
            QStringLiteral("roster_character"),
            QStringLiteral("character"),
            QStringLiteral("magic_item_binding"),
            QStringLiteral("setting"),
            QStringLiteral("campaign")};
}

} // namespace herald::app
