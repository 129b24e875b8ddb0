#pragma once

#include "core/warmaster/calendar.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::app {

class CampaignService;

/// One reason the current step cannot be finished yet (§3), as the front ends show it.
struct CalendarBlocker
{
    QString kind;    ///< the file key of what is awaited: "ordersMissing"
    QString section; ///< the rules section behind it: "§4.1"
    QString text;    ///< the sentence naming the step, the section and every item (translated)
    QStringList items;
};

/// Where the calendar stands, for `calendar show` and the Campaign page.
struct CalendarStatus
{
    warmaster::CampaignDate date;
    QString dateText;     ///< "Year 2, month 3, M-1 Write orders"
    QString nextDateText; ///< the date after this step
    QString stepKey;      ///< the step's file key: "writeOrders"
    QString label;        ///< "M-1"
    QString name;         ///< "Write orders"
    QString section;      ///< "§3.2"
    QString duty;         ///< what Herald works out in the step and what it asks
    std::vector<CalendarBlocker> blockers;
    /// What the referee carries out on paper in this step because Herald cannot yet (a
    /// stop-gap, confirmed when the step is finished); empty when Herald does all of it.
    QString byHand;
    QStringList waitsFor;    ///< the kinds of open business the step waits for (file keys)
    QStringList notReadable; ///< those of them Herald cannot read from the file yet
};

/// The open campaign's date; nullopt when it cannot be read or no campaign is open.
[[nodiscard]] std::optional<warmaster::CampaignDate> campaignDate(const CampaignService &service);

/// Where the open campaign's calendar stands; nullopt when its date cannot be read (the file
/// needs repair) or no campaign is open.
[[nodiscard]] std::optional<CalendarStatus> calendarStatus(const CampaignService &service);

/// The status as `calendar show --json` writes it.
[[nodiscard]] QJsonObject calendarStatusJson(const CalendarStatus &status);

/// The tables calendarStatus() reads: the date and everything a step's blockers are read from.
[[nodiscard]] QStringList calendarStatusTables();

/// One nation's attendance at the current month's meeting (M-0, §7.6).
struct NationAttendance
{
    qint64 nationId = 0;
    QString nation;
    bool recorded = false; ///< false until the referee marks the player present or absent
    bool present = false;

    friend bool operator==(const NationAttendance &, const NationAttendance &) = default;
};

/// Every nation with its attendance in the campaign's current month; empty outside the
/// monthly turns or with no campaign open.
[[nodiscard]] std::vector<NationAttendance> monthAttendance(const CampaignService &service);

/// The tables monthAttendance() reads.
[[nodiscard]] QStringList monthAttendanceTables();

} // namespace herald::app
