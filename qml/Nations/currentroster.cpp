#include "currentroster.h"

#include "app/gui/campaigncontroller.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/nationrepository.h"

namespace herald::nations {

QJsonObject currentRoster(qint64 nationId)
{
    auto *controller = gui::CampaignController::instance();
    if (!controller || !controller->isOpen() || nationId <= 0)
        return {};
    const QSqlDatabase db = controller->service().file()->database();
    const auto nation = db::findNation(db, QString::number(nationId));
    if (!nation)
        return {};
    const auto list = db::loadArmyList(db, nation->armyListId);
    const auto stored = db::loadRoster(db, nation->id, controller->service().info().date.year);
    if (!list || !stored)
        return {};
    return app::rosterToJson(*nation, stored->roster, *list, db::loadSettings(db));
}

} // namespace herald::nations
