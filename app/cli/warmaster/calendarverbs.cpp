#include "app/cli/warmaster/calendarverbs.h"

#include "app/cli/warmaster/verbsupport.h"
#include "app/services/warmaster/calendarstatus.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::CalendarVerbs)
};

int calendarShow(CliContext &c, const Words &)
{
    const auto status = app::calendarStatus(c.service);
    if (!status) {
        c.print({}, Tr::tr("The campaign's date cannot be read: the file needs repair."));
        return ExitFile;
    }
    QStringList lines{Tr::tr("%1 (%2)").arg(status->dateText, status->section),
                      Tr::tr("Due: %1").arg(status->duty)};
    QStringList blocking;
    for (const app::CalendarBlocker &blocker : status->blockers)
        blocking << blocker.text;
    lines << (blocking.isEmpty()
                  ? Tr::tr("Nothing Herald can see blocks this step.")
                  : Tr::tr("Blocked: %1").arg(blocking.join(QStringLiteral("\n  "))));
    // What Herald cannot check yet is said in words by the by-hand line; the kinds' file keys
    // stay in --json (notReadable) for scripts.
    if (!status->byHand.isEmpty())
        lines << Tr::tr("By hand: %1").arg(status->byHand);
    lines << Tr::tr("Next: %1").arg(status->nextDateText);
    c.print(app::calendarStatusJson(*status), lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int calendarNext(CliContext &c, const Words &w)
{
    if (!w.positional.isEmpty())
        return c.usage(Tr::tr("calendar next FILE [--by-hand] [--typed F,F...]"));
    QJsonObject args;
    if (w.has(QStringLiteral("by-hand")))
        args.insert(QStringLiteral("confirmedByHand"), true);
    // The dice the step rolls (the expedition chart at M-2C, §7.2.3) as real dice showed them.
    if (w.options.contains(QStringLiteral("typed"))) {
        const auto typed = typedFaces(w.options.value(QStringLiteral("typed")));
        if (!typed)
            return c.usage(Tr::tr("--typed takes whole numbers separated by commas."));
        args.insert(QStringLiteral("typed"), *typed);
    }
    return c.report(c.service.execute(QStringLiteral("calendar.next"), args));
}

int calendarVerb(CliContext &c, QStringList words)
{
    return dispatch(
        c, std::move(words), QStringLiteral("calendar"),
        {{QStringLiteral("show"), calendarShow}, {QStringLiteral("next"), calendarNext}},
        {QStringLiteral("typed")});
}

int attendanceVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    const QString word = w.positional.value(1);
    if (w.positional.size() != 2 ||
        (word != QLatin1String("present") && word != QLatin1String("absent")))
        return c.usage(Tr::tr("attendance FILE NATION present|absent"));
    return c.report(
        c.service.execute(QStringLiteral("attendance.set"),
                          {{QStringLiteral("nation"), w.positional.at(0)},
                           {QStringLiteral("present"), word == QLatin1String("present")}}));
}

} // namespace

void addCalendarVerbs(VerbTable &table)
{
    table.add({QStringLiteral("calendar"),
               QStringLiteral("calendar show|next FILE [--by-hand] [--typed F,F...]"),
               Tr::tr("the campaign's date (§3): show the step, what is due and what blocks it; "
                      "finish the step and move on (--by-hand confirms work done on paper)"),
               true, calendarVerb});
    table.add({QStringLiteral("attendance"),
               QStringLiteral("attendance FILE NATION present|absent"),
               Tr::tr("record at M-0 whether a nation's player attends this month's meeting "
                      "(§7.6: an absent player's nation is NPP)"),
               true, attendanceVerb});
}

} // namespace herald::cli
