#include "app/services/warmaster/ordersview.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "app/services/warmaster/monthreport.h"
#include "core/warmaster/areacontrol.h"
#include "core/warmaster/movement.h"
#include "db/warmaster/controlstep.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <map>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::OrdersView)
};

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

/// Each army's orders for the turns after `turn`, written under the communication delay (§4.2).
QStringList ordersAhead(const QSqlDatabase &db, const db::MonthMap &month, const QString &armyId,
                        int turn)
{
    QStringList ahead;
    for (const QueuedOrder &queued : db::loadQueue(db, armyId, turn + 1))
        //: %1 the turn number, %2 the order in words
        ahead << Tr::tr("turn %1: %2").arg(queued.turn).arg(month.orderText(queued.order));
    return ahead;
}

/// The armies at a foreign population centre (§4.7, I-55): their count so far and, while the
/// turn is still to be counted at M-5, what M-5 would decide as the map stands now.
QJsonArray occupations(const QSqlDatabase &db, const db::MonthMap &month, const CampaignDate &date)
{
    const bool counted =
        phaseOf(date.step) != CampaignPhase::Month || date.step == CampaignStep::Advance;
    std::map<QString, QString> atUpdate;
    if (!counted) {
        const ControlResult preview = countOccupation(
            month.map, month.map.armies, db::armiesInBattleThisTurn(db, date), month.settings);
        for (const MonthDecision &decision : preview.decisions) {
            for (const QString &army : decision.armies)
                atUpdate[army] = decision.text;
        }
    }
    QJsonArray rows;
    for (const Army &army : month.map.armies) {
        const auto decided = atUpdate.find(army.id);
        if (army.occupation == 0 && decided == atUpdate.end())
            continue;
        const auto area = month.map.areaAt(army.area);
        if (!area)
            continue;
        const Area &held = month.map.areas[static_cast<std::size_t>(*area)];
        QJsonObject row{{QStringLiteral("army"), army.name},
                        {QStringLiteral("nation"), month.nationName(army.nationId)},
                        {QStringLiteral("area"), month.areaText(army.area)},
                        {QStringLiteral("held"), army.occupation},
                        {QStringLiteral("needed"), turnsToGainControl(held.centre)}};
        if (decided != atUpdate.end())
            row.insert(QStringLiteral("atUpdate"), decided->second);
        rows.append(row);
    }
    return rows;
}

} // namespace

OrdersView ordersView(const CampaignService &service)
{
    OrdersView view;
    const auto status = service.file() ? calendarStatus(service) : std::nullopt;
    if (!status)
        return view;
    const CampaignDate &date = status->date;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    view.dateText = status->dateText;
    // In the New Year phase (month 0) the turn at hand is the coming month 1; the set-up has
    // none.
    if (phaseOf(date.step) != CampaignPhase::Setup)
        view.turn = db::turnNumber(date.year, std::max(1, date.month));
    view.writeStep = date.step == CampaignStep::WriteOrders;
    view.terrainStep = date.step == CampaignStep::TerrainDelays;
    if (!view.writeStep)
        //: %1 the step's label ("M-1"), %2 where the calendar stands now
        view.writeHint = Tr::tr("Orders are written at %1 of each month (§3.2, §4.1); the "
                                "calendar stands at %2.")
                             .arg(stepLabel(CampaignStep::WriteOrders), status->dateText);
    if (month.map.armies.empty()) {
        view.emptyHint =
            Tr::tr("No army is on the map yet. The nations place their armies in the New Year "
                   "(%1, §3.1); from then on each army is given its order at %2 of every month.")
                .arg(stepLabel(CampaignStep::PlaceArmies), stepLabel(CampaignStep::WriteOrders));
        return view;
    }
    for (const QString &nation : reportNations(service)) {
        const MonthReportResult result = monthReport(service, nation);
        if (!result.report)
            continue;
        for (const ReportedArmy &army : result.report->armies) {
            view.armies.append(
                QJsonObject{{QStringLiteral("id"), army.id},
                            {QStringLiteral("army"), army.name},
                            {QStringLiteral("nation"), result.report->nation},
                            {QStringLiteral("area"), army.area},
                            {QStringLiteral("location"), army.location},
                            {QStringLiteral("order"), army.order},
                            {QStringLiteral("ahead"),
                             strings(ordersAhead(db, month, QString::number(army.id), view.turn))},
                            {QStringLiteral("inSupply"), army.inSupply},
                            {QStringLiteral("supply"), army.supplyExplanation},
                            {QStringLiteral("state"), strings(army.situation)}});
        }
    }
    view.occupations = occupations(db, month, date);
    return view;
}

QStringList ordersViewTables()
{
    QStringList tables = monthReportTables();
    tables << QStringLiteral("boundary") << QStringLiteral("landmass") << QStringLiteral("map")
           << QStringLiteral("setting");
    tables.removeDuplicates();
    return tables;
}

} // namespace herald::app
