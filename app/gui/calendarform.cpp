#include "app/gui/calendarform.h"

#include "app/gui/campaigncontroller.h"

#include <QJsonArray>

namespace herald::gui {

CalendarForm::CalendarForm(QObject *parent) : CampaignForm(app::calendarStatusTables(), parent)
{
}

QStringList CalendarForm::blockers() const
{
    QStringList texts;
    if (m_status) {
        for (const app::CalendarBlocker &blocker : m_status->blockers)
            texts << blocker.text;
    }
    return texts;
}

QString CalendarForm::byHand() const
{
    QStringList work;
    if (m_status && !m_status->byHand.isEmpty())
        work << m_status->byHand;
    if (!m_foundHandWork.isEmpty())
        work << m_foundHandWork;
    return work.join(QLatin1Char('\n'));
}

QString CalendarForm::blockedReason() const
{
    if (!service())
        return tr("Open a campaign first.");
    if (!m_status)
        return tr("The campaign's date cannot be read: the file needs repair.");
    if (!m_status->blockers.empty())
        //: %1 is a step such as "M-1"
        return tr("%1 cannot be finished yet: see what blocks it below.").arg(m_status->label);
    return {};
}

bool CalendarForm::takesAttendance() const
{
    return m_status && m_status->date.step == warmaster::CampaignStep::StartOfTurn;
}

void CalendarForm::reload()
{
    const app::CampaignService *open = service();
    m_status = open ? app::calendarStatus(*open) : std::nullopt;
    const auto standsAt = [this](const warmaster::CampaignDate &date) {
        return m_status && m_status->date == date;
    };
    if (!standsAt(m_foundAt)) {
        m_foundHandWork.clear();
        m_foundAt = NoDate;
    }
    if (!standsAt(m_finishedAt) || !campaign() || campaign()->path() != m_finishedIn) {
        m_finishedStep.clear();
        m_finishedLines.clear();
        m_finishedByHand = false;
        m_finishedAt = NoDate;
        m_finishedIn.clear();
    }
    Q_EMIT changed();
}

void CalendarForm::next()
{
    if (const QString why = blockedReason(); !why.isEmpty()) {
        refuse(why);
        return;
    }
    if (needsConfirmation()) {
        Q_EMIT confirmationNeeded(byHand());
        return;
    }
    finish(false);
}

void CalendarForm::confirmByHand()
{
    if (const QString why = blockedReason(); !why.isEmpty()) {
        refuse(why);
        return;
    }
    finish(true);
}

void CalendarForm::finish(bool confirmedByHand)
{
    const app::CalendarStatus before = *m_status;
    QJsonObject args;
    if (confirmedByHand)
        args.insert(QStringLiteral("confirmedByHand"), true);
    if (!run(QStringLiteral("calendar.next"), args)) {
        // Nothing blocked the step, so a refusal is the paper work this year's data asks for
        // (found only while the step runs): the referee confirms it as any other stop-gap.
        if (!confirmedByHand && campaign()->lastResult().status == db::CommandStatus::Refused) {
            m_foundHandWork = campaign()->lastError();
            m_foundAt = before.date;
            Q_EMIT changed();
            Q_EMIT confirmationNeeded(byHand());
        }
        return;
    }
    const QJsonObject result = campaign()->lastResult().result;
    m_finishedStep = before.label + QLatin1Char(' ') + before.name;
    m_finishedLines.clear();
    for (const QJsonValue &line : result.value(QStringLiteral("lines")).toArray())
        m_finishedLines << line.toString();
    m_finishedByHand = result.value(QStringLiteral("byHand")).toBool();
    m_finishedAt = m_status ? m_status->date : NoDate;
    m_finishedIn = campaign()->path();
    Q_EMIT changed();
    Q_EMIT stepFinished();
}

void CalendarForm::setAttendance(qint64 nationId, bool present)
{
    run(QStringLiteral("attendance.set"),
        {{QStringLiteral("nation"), nationId}, {QStringLiteral("present"), present}});
}

} // namespace herald::gui
