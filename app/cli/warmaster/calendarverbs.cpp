#include "app/cli/warmaster/calendarverbs.h"

#include "app/cli/warmaster/verbsupport.h"
#include "db/warmaster/calendarrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::CalendarVerbs)
};

QStringList texts(const QJsonArray &array, const QString &member)
{
    QStringList lines;
    for (const QJsonValue &value : array)
        lines << (member.isEmpty() ? value.toString() : value.toObject().value(member).toString());
    return lines;
}

int calendarShow(CliContext &c, const Words &)
{
    const QJsonObject status = db::calendarStatus(c.service.file()->database());
    if (status.isEmpty()) {
        c.print({}, Tr::tr("The campaign's date cannot be read: the file needs repair."));
        return ExitFile;
    }
    QStringList lines{Tr::tr("%1 (%2)").arg(status.value(QStringLiteral("date")).toString(),
                                            status.value(QStringLiteral("section")).toString()),
                      Tr::tr("Due: %1").arg(status.value(QStringLiteral("duty")).toString())};
    const QStringList blocking =
        texts(status.value(QStringLiteral("blockers")).toArray(), QStringLiteral("text"));
    lines << (blocking.isEmpty()
                  ? Tr::tr("Nothing Herald can see blocks this step.")
                  : Tr::tr("Blocked: %1").arg(blocking.join(QStringLiteral("\n  "))));
    if (const QString hand = status.value(QStringLiteral("byHand")).toString(); !hand.isEmpty())
        lines << Tr::tr("By hand: %1").arg(hand);
    if (const QStringList unread = texts(status.value(QStringLiteral("notReadable")).toArray(), {});
        !unread.isEmpty())
        lines << Tr::tr("Not read from the file yet: %1").arg(unread.join(QStringLiteral(", ")));
    lines << Tr::tr("Next: %1").arg(status.value(QStringLiteral("next")).toString());
    c.print(status, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int calendarNext(CliContext &c, const Words &w)
{
    if (!w.positional.isEmpty())
        return c.usage(Tr::tr("calendar next FILE [--by-hand]"));
    QJsonObject args;
    if (w.has(QStringLiteral("by-hand")))
        args.insert(QStringLiteral("confirmedByHand"), true);
    return c.report(c.service.execute(QStringLiteral("calendar.next"), args));
}

int calendarVerb(CliContext &c, QStringList words)
{
    return dispatch(
        c, std::move(words), QStringLiteral("calendar"),
        {{QStringLiteral("show"), calendarShow}, {QStringLiteral("next"), calendarNext}}, {});
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
    table.add({QStringLiteral("calendar"), QStringLiteral("calendar show|next FILE [--by-hand]"),
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
