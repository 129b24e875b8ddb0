#include "app/services/warmaster/monthanswers.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "db/warmaster/factionsplit.h"
#include "db/warmaster/movementstep.h"
#include "db/warmaster/nationrepository.h"

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The date when the campaign stands at one of `steps`; nullopt otherwise.
std::optional<CampaignDate> dateAt(const CampaignService &service,
                                   std::initializer_list<CampaignStep> steps)
{
    const auto date = campaignDate(service);
    if (!date || std::find(steps.begin(), steps.end(), date->step) == steps.end())
        return std::nullopt;
    return date;
}

QString armyNames(const db::MonthMap &month, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const Army *army = month.findArmy(id);
        names << (army ? army->name : id);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

std::vector<StrikeDue> strikesDue(const CampaignService &service)
{
    std::vector<StrikeDue> rows;
    const auto date = dateAt(service, {CampaignStep::TerrainDelays});
    if (!date)
        return rows;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    for (const db::StoredCheck &c :
         db::loadChecks(db, db::movementFacts(db, month), db::turnNumber(*date))) {
        const Army *army = month.findArmy(c.due.armyId);
        if (c.unitsOwed() == 0 || !army)
            continue;
        StrikeDue row{army->id, army->name, month.nationName(army->nationId), c.unitsOwed(), {}};
        if (const auto roster = db::loadRoster(db, army->nationId.toLongLong(), date->year)) {
            for (std::size_t i = 0; i < roster->roster.lines.size(); ++i) {
                const RosterLine &line = roster->roster.lines[i];
                if (line.available() > 0)
                    row.lines.push_back(
                        {int(i) + 1, line.unitTypes.join(QStringLiteral("/")), line.available()});
            }
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<MoveAnswerRow> moveAnswerRows(const CampaignService &service)
{
    std::vector<MoveAnswerRow> rows;
    const auto date = dateAt(
        service, {CampaignStep::RevealOrders, CampaignStep::TerrainDelays, CampaignStep::Move});
    if (!date)
        return rows;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    const int turn = db::turnNumber(*date);
    const std::vector<Order> orders = db::loadOrders(db, turn);
    const db::MoveAnswers answers = db::loadMoveAnswers(db, turn);
    for (const Army &army : month.map.armies) {
        const auto order = std::find_if(orders.cbegin(), orders.cend(),
                                        [&](const Order &o) { return o.armyId == army.id; });
        const Order *given = order == orders.cend() ? nullptr : &*order;
        MoveAnswerRow row{army.id,
                          army.name,
                          month.nationName(army.nationId),
                          given ? month.orderText(*given) : QString(),
                          db::maySendBack(given),
                          db::mayLetGo(army, given),
                          answers.sendBack.contains(army.id),
                          answers.letGo.contains(army.id)};
        if (row.maySendBack || row.mayLetGo)
            rows.push_back(row);
    }
    return rows;
}

std::vector<FactionSeat> factionSeats(const CampaignService &service)
{
    std::vector<FactionSeat> rows;
    const auto date = dateAt(service, {CampaignStep::Combats});
    if (!date)
        return rows;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    for (const db::StoredSplit &split : db::loadSplits(db, month, db::turnNumber(*date))) {
        for (const QString &id : split.split.larger) {
            const Army *army = month.findArmy(id);
            rows.push_back({split.engagementNumber, month.areaText(split.split.area),
                            army ? month.nationName(army->nationId) : QString(),
                            army ? army->name : id, armyNames(month, split.split.opponent),
                            split.faction.count(id) != 0});
        }
    }
    return rows;
}

QStringList monthAnswerTables()
{
    return {QStringLiteral("campaign"),        QStringLiteral("army"),
            QStringLiteral("army_order"),      QStringLiteral("terrain_check"),
            QStringLiteral("terrain_loss"),    QStringLiteral("roster_line"),
            QStringLiteral("movement_choice"), QStringLiteral("faction_split"),
            QStringLiteral("engagement")};
}

} // namespace herald::app
