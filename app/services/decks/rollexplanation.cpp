#include "app/services/decks/rollexplanation.h"

#include "app/services/decks/effectsentence.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app::decks {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::decks::RollExplanation)
};

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace

QStringList explanationLines(const QJsonObject &x)
{
    QStringList faces;
    for (const QJsonValue &f : x.value(QStringLiteral("faces")).toArray())
        faces << QString::number(f.toInt());
    const QString how =
        x.value(QStringLiteral("typed")).toBool() ? Tr::tr("typed") : Tr::tr("rolled");
    QStringList lines{Tr::tr("%1 %2: %3 = %4")
                          .arg(x.value(QStringLiteral("expression")).toString(), how,
                               faces.join(QLatin1Char('+')))
                          .arg(x.value(QStringLiteral("diceTotal")).toInt())};
    const QJsonArray modifiers = x.value(QStringLiteral("modifiers")).toArray();
    for (const QJsonValue &m : modifiers)
        lines << Tr::tr("Modifier %1: %2")
                     .arg(m.toObject().value(QStringLiteral("name")).toString(),
                          signedNumber(m.toObject().value(QStringLiteral("value")).toInt()));
    if (!modifiers.isEmpty())
        lines << Tr::tr("Total: %1").arg(x.value(QStringLiteral("total")).toInt());
    if (x.value(QStringLiteral("clamped")).toBool())
        lines << Tr::tr("%1 is past the end of the table, so it reads row %2")
                     .arg(x.value(QStringLiteral("total")).toInt())
                     .arg(x.value(QStringLiteral("rowLabel")).toString());
    if (const QString column = x.value(QStringLiteral("columnLabel")).toString(); !column.isEmpty())
        lines << Tr::tr("Column: %1").arg(column);
    lines << Tr::tr("Row %1: %2")
                 .arg(x.value(QStringLiteral("rowLabel")).toString(),
                      x.value(QStringLiteral("result")).toString());
    const QJsonObject effects = x.value(QStringLiteral("effects")).toObject();
    if (!effects.isEmpty()) {
        QStringList sentences;
        for (auto it = effects.begin(); it != effects.end(); ++it)
            sentences << effectSentence(it.key(), it.value().toVariant().toString());
        //: %1 lists what the row's result does, e.g. "1 machine unit; 2 character points"
        lines << Tr::tr("Effects: %1").arg(sentences.join(QStringLiteral("; ")));
    }
    for (const QJsonValue &nested : x.value(QStringLiteral("nested")).toArray()) {
        lines << Tr::tr("Roll again on %1:")
                     .arg(nested.toObject().value(QStringLiteral("title")).toString());
        for (const QString &line : explanationLines(nested.toObject()))
            lines << QStringLiteral("    ") + line;
    }
    return lines;
}

} // namespace herald::app::decks
