#include "db/commandregistry.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/calendarsteps.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/warmastercommands.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CalendarCommands)
};

const QString ConfirmedByHand = QStringLiteral("confirmedByHand");

std::optional<warmaster::CampaignDate> commandDate(const CommandContext &context)
{
    return dateFromStored(context.date.year, context.date.month, context.date.step);
}

CommandOutcome unreadableDate(const CommandContext &context)
{
    return CommandOutcome::storageFailed(
        Tr::tr("The campaign's date (year %1, month %2, step \"%3\") is not one the calendar "
               "knows; the file needs repair.")
            .arg(QString::number(context.date.year), QString::number(context.date.month),
                 context.date.step));
}

/// §3: finishes the current step and moves the date on. Refused while the step waits for
/// something (the blockers named), and, for work Herald cannot do yet, until the referee
/// confirms it was done by hand; either refusal leaves the file as it was.
CommandOutcome calendarNext(CommandContext &context)
{
    const auto date = commandDate(context);
    if (!date)
        return unreadableDate(context);
    const QJsonValue confirmed = context.args.value(ConfirmedByHand);
    if (!confirmed.isUndefined() && !confirmed.isBool())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"confirmedByHand\" must be true or false."));
    const CampaignStep step = date->step;

    QStringList blocking;
    for (const Blocker &blocker : blockers(step, loadStepSnapshot(context.db, *date)))
        blocking << describe(step, blocker);
    if (!blocking.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("%1 is not finished, the date stays:\n%2")
                .arg(date->toString(), blocking.join(QLatin1Char('\n'))));

    const StepWork work = carryOutStep(context, *date);
    if (work.failure)
        return *work.failure;
    QStringList hand = work.handItems;
    if (const QString fixed = handWork(step); !fixed.isEmpty())
        hand.prepend(fixed);
    const bool byHand = !hand.isEmpty();
    if (byHand && !confirmed.toBool())
        return CommandOutcome::refused(
            Tr::tr("%1 needs the referee's own work, the date stays:\n%2\nCarry it out on paper, "
                   "then confirm it with calendar.next {\"confirmedByHand\": true} "
                   "(herald-cli calendar next FILE --by-hand).")
                .arg(date->toString(), hand.join(QLatin1Char('\n'))));

    const warmaster::CampaignDate next = nextDate(*date);
    if (!saveCampaignDate(context.db, next))
        return CommandOutcome::storageFailed(Tr::tr("The campaign's date could not be written."));
    //: %1 the step's label and name ("NY-1 Remove old armies"), %2 the new date
    QString summary = byHand ? Tr::tr("%1 done by hand (stop-gap: confirmed by the referee, "
                                      "Herald did not check it); now %2")
                             : Tr::tr("%1 done; now %2");
    summary = summary.arg(stepLabel(step) + QLatin1Char(' ') + nameOf(step), next.toString());
    if (!work.lines.isEmpty())
        summary += QStringLiteral(". ") + work.lines.join(QLatin1Char(' ')); // sentences each
    CommandOutcome outcome = CommandOutcome::done(
        summary, {{QStringLiteral("from"), keyOf(step)},
                  {QStringLiteral("to"), keyOf(next.step)},
                  {QStringLiteral("year"), next.year},
                  {QStringLiteral("month"), next.month},
                  {QStringLiteral("date"), next.toString()},
                  {QStringLiteral("byHand"), byHand},
                  {QStringLiteral("handWork"), QJsonArray::fromStringList(hand)},
                  {QStringLiteral("lines"), QJsonArray::fromStringList(work.lines)}});
    outcome.explanation = work.lines;
    for (const QString &item : std::as_const(hand))
        //: a line of `explain`: work the referee confirmed doing on paper
        outcome.explanation << Tr::tr("By hand: %1").arg(item);
    return outcome;
}

/// M-0 (§7.6): whether the nation's player attends this month's meeting. An absent player's
/// nation is NPP until marked present again.
CommandOutcome setAttendance(CommandContext &context)
{
    const auto date = commandDate(context);
    if (!date)
        return unreadableDate(context);
    if (date->step != CampaignStep::StartOfTurn)
        return CommandOutcome::refused(
            Tr::tr("§7.6 Attendance is recorded at M-0, the start of a month; the campaign "
                   "stands at %1.")
                .arg(date->toString()));
    const QJsonValue present = context.args.value(QStringLiteral("present"));
    if (!present.isBool())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"present\" must be true or false."));
    const nations::NationArgument n = nations::nationArgument(context);
    if (!n.nation)
        return n.refusal;

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO attendance (nation_id, year, month, present) VALUES "
                             "(?, ?, ?, ?) ON CONFLICT (nation_id, year, month) DO UPDATE SET "
                             "present = excluded.present"));
    if (!nations::run(q, {n.nation->id, date->year, date->month, present.toBool() ? 1 : 0}))
        return CommandOutcome::storageFailed(q);
    q.prepare(QStringLiteral("UPDATE nation SET npp = ? WHERE id = ?"));
    if (!nations::run(q, {present.toBool() ? 0 : 1, n.nation->id}))
        return CommandOutcome::storageFailed(q);
    const QString month = QString::number(date->month);
    return CommandOutcome::done(
        present.toBool()
            ? Tr::tr("%1's player attends the meeting of month %2").arg(n.nation->name, month)
            : Tr::tr("%1's player is absent in month %2: the nation is NPP (§7.6)")
                  .arg(n.nation->name, month),
        {{QStringLiteral("nation"), n.nation->name}, {QStringLiteral("present"), present}});
}

} // namespace

void registerCalendarCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("calendar.next"),
                  QStringLiteral("Finish the current step of the calendar (§3) and move the date "
                                 "on: {confirmedByHand?}"),
                  calendarNext});
    registry.add({QStringLiteral("attendance.set"),
                  QStringLiteral("Record at M-0 whether a nation's player attends (§7.6): "
                                 "{nation, present}"),
                  setAttendance});
}

} // namespace herald::db
