#include "app/services/historyexplanation.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace herald::app {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::HistoryExplanation)
};

} // namespace

QStringList rollLines(const QJsonArray &rolls)
{
    QStringList lines;
    for (const QJsonValue &value : rolls) {
        const QJsonObject roll = value.toObject();
        QStringList faces;
        for (const QJsonValue &face : roll.value(QStringLiteral("faces")).toArray())
            faces << QString::number(face.toInt());
        lines << QStringLiteral("%1: %2 [%3] = %4%5")
                     .arg(roll.value(QStringLiteral("purpose")).toString(),
                          roll.value(QStringLiteral("expression")).toString(),
                          faces.join(QLatin1Char(' ')),
                          QString::number(roll.value(QStringLiteral("total")).toInt()),
                          roll.value(QStringLiteral("typed")).toBool() ? Tr::tr(" (typed)")
                                                                       : QString());
    }
    return lines;
}

QStringList explanationLines(const db::HistoryEntry &entry)
{
    //: %1 the history entry's number, %2 its date, %3 the command's name ("calendar.next")
    QStringList lines{
        Tr::tr("#%1, %2, %3").arg(QString::number(entry.id), entry.date.toString(), entry.command),
        entry.summary};
    if (entry.undone)
        lines << Tr::tr("Undone: redo brings it back.");
    const QStringList rolls = rollLines(entry.rolls);
    lines << (rolls.isEmpty() ? Tr::tr("Dice: none rolled.") : Tr::tr("Dice:"));
    for (const QString &roll : rolls)
        lines << QStringLiteral("  ") + roll;
    if (entry.explanation.isEmpty()) {
        lines << Tr::tr("Decisions: none recorded beyond the summary.");
    } else {
        lines << Tr::tr("Decisions:");
        for (const QString &decision : entry.explanation)
            lines << QStringLiteral("  ") + decision;
    }
    return lines;
}

} // namespace herald::app
