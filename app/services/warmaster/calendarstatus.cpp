#include "app/services/warmaster/calendarstatus.h"

#include "app/services/campaignservice.h"
#include "core/warmaster/stepblockers.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/calendarsteps.h"

#include <QJsonArray>

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

QStringList awaitedKeys(std::span<const Awaited> kinds)
{
    QStringList keys;
    for (Awaited what : kinds)
        keys << db::awaitedKey(what);
    return keys;
}

} // namespace

std::optional<warmaster::CampaignDate> campaignDate(const CampaignService &service)
{
    return service.isOpen() ? db::loadCampaignDate(service.file()->database()) : std::nullopt;
}

std::optional<CalendarStatus> calendarStatus(const CampaignService &service)
{
    const auto date = campaignDate(service);
    if (!date)
        return std::nullopt;
    const QSqlDatabase db = service.file()->database();
    const CampaignStep step = date->step;
    CalendarStatus status;
    status.date = *date;
    status.dateText = date->toString();
    status.nextDateText = nextDate(*date).toString();
    status.stepKey = keyOf(step);
    status.label = stepLabel(step);
    status.name = nameOf(step);
    status.section = stepSection(step);
    status.duty = stepDuty(step);
    for (const Blocker &blocker : blockers(step, db::loadStepSnapshot(db, *date)))
        status.blockers.push_back({db::awaitedKey(blocker.what), awaitedSection(blocker.what),
                                   describe(step, blocker), blocker.items});
    status.byHand = db::handWork(step);
    status.waitsFor = awaitedKeys(waitsFor(step));
    const std::span<const Awaited> computed = db::computedKinds();
    for (Awaited what : waitsFor(step)) {
        if (std::find(computed.begin(), computed.end(), what) == computed.end())
            status.notReadable << db::awaitedKey(what);
    }
    return status;
}

QJsonObject calendarStatusJson(const CalendarStatus &status)
{
    QJsonArray blocking;
    for (const CalendarBlocker &blocker : status.blockers)
        blocking.append(
            QJsonObject{{QStringLiteral("kind"), blocker.kind},
                        {QStringLiteral("section"), blocker.section},
                        {QStringLiteral("text"), blocker.text},
                        {QStringLiteral("items"), QJsonArray::fromStringList(blocker.items)}});
    return {{QStringLiteral("year"), status.date.year},
            {QStringLiteral("month"), status.date.month},
            {QStringLiteral("step"), status.stepKey},
            {QStringLiteral("label"), status.label},
            {QStringLiteral("name"), status.name},
            {QStringLiteral("section"), status.section},
            {QStringLiteral("duty"), status.duty},
            {QStringLiteral("date"), status.dateText},
            {QStringLiteral("next"), status.nextDateText},
            {QStringLiteral("blockers"), blocking},
            {QStringLiteral("byHand"), status.byHand},
            {QStringLiteral("waitsFor"), QJsonArray::fromStringList(status.waitsFor)},
            {QStringLiteral("notReadable"), QJsonArray::fromStringList(status.notReadable)}};
}

QStringList calendarStatusTables()
{
    return {QStringLiteral("campaign"), QStringLiteral("attendance"), QStringLiteral("nation"),
            QStringLiteral("player"), QStringLiteral("army_list"), QStringLiteral("area"),
            QStringLiteral("boundary"), QStringLiteral("landmass"), QStringLiteral("map"),
            QStringLiteral("army"), QStringLiteral("roster"), QStringLiteral("roster_line"),
            QStringLiteral("roster_character"), QStringLiteral("character"),
            QStringLiteral("magic_item_binding"), QStringLiteral("tally_grant"),
            QStringLiteral("setting"), QStringLiteral("decks_magic_item"),
            // the month's and NY-4's choices, which the step forms write
            QStringLiteral("army_order"), QStringLiteral("terrain_check"),
            QStringLiteral("engagement"), QStringLiteral("engagement_army"),
            QStringLiteral("engagement_stance"), QStringLiteral("pending_battle"),
            QStringLiteral("production_choice"), QStringLiteral("colony_choice"),
            // and the players' answers between the steps (schema 13)
            QStringLiteral("terrain_loss"), QStringLiteral("movement_choice"),
            QStringLiteral("faction_split"), QStringLiteral("production_done")};
}

std::vector<NationAttendance> monthAttendance(const CampaignService &service)
{
    std::vector<NationAttendance> rows;
    const auto date = campaignDate(service);
    if (!date || phaseOf(date->step) != CampaignPhase::Month)
        return rows;
    for (const db::AttendanceRecord &record :
         db::loadAttendance(service.file()->database(), date->year, date->month))
        rows.push_back({record.nationId, record.nation, record.present.has_value(),
                        record.present.value_or(false)});
    return rows;
}

QStringList monthAttendanceTables()
{
    return {QStringLiteral("campaign"), QStringLiteral("nation"), QStringLiteral("attendance")};
}

} // namespace herald::app
