#include "app/services/warmaster/terraindelaychecks.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/movementstep.h"

#include <QCoreApplication>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::TerrainDelayChecks)
};

} // namespace

std::vector<TerrainDelayCheck> terrainDelayChecks(const CampaignService &service)
{
    std::vector<TerrainDelayCheck> rows;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::TerrainDelays)
        return rows;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    for (const db::StoredCheck &stored :
         db::loadChecks(db, db::movementFacts(db, month), db::turnNumber(*date))) {
        TerrainDelayCheck row;
        const Army *army = month.findArmy(stored.due.armyId);
        row.armyId = stored.due.armyId.toLongLong();
        row.army = army ? army->name : stored.due.armyId;
        row.nation = army ? month.nationName(army->nationId) : QString();
        //: %1 the barrier ("Mountains"), %2 the area entered
        row.crossing =
            Tr::tr("%1 into %2").arg(nameOf(stored.due.barrier), month.areaText(stored.due.to));
        row.naturalHabitat = stored.due.naturalHabitat;
        row.adjustment = db::adjustmentKey(HabitatAdjustment::None);
        if (const auto &check = stored.check) {
            row.rolled = true;
            row.pick = check->pick;
            row.roll = check->roll;
            row.adjustment = db::adjustmentKey(check->adjustment);
            row.outcome = check->explain();
        }
        rows.push_back(row);
    }
    return rows;
}

QStringList terrainDelayCheckTables()
{
    return {
        QStringLiteral("campaign"),      QStringLiteral("army"),      QStringLiteral("army_order"),
        QStringLiteral("terrain_check"), QStringLiteral("nation"),    QStringLiteral("area"),
        QStringLiteral("boundary"),      QStringLiteral("army_list"), QStringLiteral("setting")};
}

} // namespace herald::app
