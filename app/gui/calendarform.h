#pragma once

#include "app/gui/campaignform.h"
#include "app/services/warmaster/calendarstatus.h"

#include <QStringList>

#include <optional>

namespace herald::gui {

/// The calendar on the Campaign page (§3): the step the campaign stands at, what is due in it,
/// what blocks it and the work the referee still does on paper; next() finishes the step
/// (`calendar.next`) and keeps the lines of what Herald did; setAttendance() records a
/// player at M-0 (`attendance.set`). It follows the tables the step's blockers are read from.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class CalendarForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// Whether a campaign is open and its date can be read.
    Q_PROPERTY(bool readable READ readable NOTIFY changed)
    Q_PROPERTY(QString dateText READ dateText NOTIFY changed)
    Q_PROPERTY(QString nextDateText READ nextDateText NOTIFY changed)
    /// The step's file key ("writeOrders"): what a step's own form is chosen by.
    Q_PROPERTY(QString stepKey READ stepKey NOTIFY changed)
    Q_PROPERTY(QString stepLabel READ stepLabel NOTIFY changed)
    Q_PROPERTY(QString stepName READ stepName NOTIFY changed)
    Q_PROPERTY(QString stepSection READ stepSection NOTIFY changed)
    Q_PROPERTY(QString duty READ duty NOTIFY changed)
    /// What keeps the step from being finished, one sentence each naming its items.
    Q_PROPERTY(QStringList blockers READ blockers NOTIFY changed)
    /// The stop-gap: what the referee does on paper in this step because Herald cannot yet;
    /// empty when Herald does all of it.
    Q_PROPERTY(QString byHand READ byHand NOTIFY changed)
    /// Whether finishing the step needs the referee's word that the paper work is done.
    Q_PROPERTY(bool needsConfirmation READ needsConfirmation NOTIFY changed)
    /// Why the next step cannot be taken now; empty when it can.
    Q_PROPERTY(QString blockedReason READ blockedReason NOTIFY changed)
    Q_PROPERTY(bool canGoOn READ canGoOn NOTIFY changed)
    /// Whether the step records the players' attendance (M-0, §7.6).
    Q_PROPERTY(bool takesAttendance READ takesAttendance NOTIFY changed)
    /// The step finished last from here, "NY-1 Remove old armies", while the campaign still
    /// stands where it led; empty otherwise (an undo, a redo, another campaign).
    Q_PROPERTY(QString finishedStep READ finishedStep NOTIFY changed)
    /// What Herald did in that step, one line per decision or roll, naming the rule.
    Q_PROPERTY(QStringList finishedLines READ finishedLines NOTIFY changed)
    /// Whether the referee confirmed that step as done on paper.
    Q_PROPERTY(bool finishedByHand READ finishedByHand NOTIFY changed)

public:
    explicit CalendarForm(QObject *parent = nullptr);

    [[nodiscard]] bool readable() const { return m_status.has_value(); }
    [[nodiscard]] QString dateText() const { return field(&app::CalendarStatus::dateText); }
    [[nodiscard]] QString nextDateText() const { return field(&app::CalendarStatus::nextDateText); }
    [[nodiscard]] QString stepKey() const { return field(&app::CalendarStatus::stepKey); }
    [[nodiscard]] QString stepLabel() const { return field(&app::CalendarStatus::label); }
    [[nodiscard]] QString stepName() const { return field(&app::CalendarStatus::name); }
    [[nodiscard]] QString stepSection() const { return field(&app::CalendarStatus::section); }
    [[nodiscard]] QString duty() const { return field(&app::CalendarStatus::duty); }
    [[nodiscard]] QStringList blockers() const;
    [[nodiscard]] QString byHand() const;
    [[nodiscard]] bool needsConfirmation() const { return !byHand().isEmpty(); }
    [[nodiscard]] QString blockedReason() const;
    [[nodiscard]] bool canGoOn() const { return blockedReason().isEmpty(); }
    [[nodiscard]] bool takesAttendance() const;
    [[nodiscard]] QString finishedStep() const { return m_finishedStep; }
    [[nodiscard]] QStringList finishedLines() const { return m_finishedLines; }
    [[nodiscard]] bool finishedByHand() const { return m_finishedByHand; }

    /// Finishes the step. A stop-gap step is not run: confirmationNeeded() asks the referee
    /// first, and confirmByHand() runs it. Refused (error()) while something blocks it.
    Q_INVOKABLE void next();
    /// Finishes the step with the referee's word that its paper work is done.
    Q_INVOKABLE void confirmByHand();
    /// Records whether the nation's player attends this month's meeting (M-0, §7.6).
    Q_INVOKABLE void setAttendance(qint64 nationId, bool present);

Q_SIGNALS:
    void changed();
    /// A step was finished from here: finishedStep and finishedLines say what Herald did.
    void stepFinished();
    /// The step needs the referee's word that `work` was done on paper before it is finished.
    void confirmationNeeded(const QString &work);

protected:
    void reload() override;

private:
    [[nodiscard]] QString field(QString app::CalendarStatus::*member) const
    {
        return m_status ? (*m_status).*member : QString();
    }
    void finish(bool confirmedByHand);

    std::optional<app::CalendarStatus> m_status;
    /// Paper work that finishing the step found in this year's data (NY-2a: Last Stand towns,
    /// chaos gifts), kept while the campaign stands at that date.
    QString m_foundHandWork;
    /// No date a campaign can stand at (year 0): what m_foundAt and m_finishedAt hold when unset.
    static constexpr warmaster::CampaignDate NoDate{0, 0, warmaster::CampaignStep::SetupMap};
    warmaster::CampaignDate m_foundAt = NoDate;
    QString m_finishedStep;
    QStringList m_finishedLines;
    bool m_finishedByHand = false;
    /// Where the finished step led, in which campaign file: the lines go when the date moves
    /// (an undo, the next step) or another campaign is open.
    warmaster::CampaignDate m_finishedAt = NoDate;
    QString m_finishedIn;
};

} // namespace herald::gui
