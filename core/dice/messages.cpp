#include "core/dice/messages.h"

#include <QCoreApplication>
#include <QStringList>

namespace herald::dice {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::dice::Messages)
};

} // namespace

QString describeParseError(const QString &text, const ParseResult &result)
{
    QString why;
    switch (result.error) {
    case ParseError::Empty:
        return Tr::tr("No dice expression was given; write one such as d6, 2d10 or 3d6+2.");
    case ParseError::MissingD:
        why = Tr::tr("a 'd' is expected between the number of dice and the die size, as in 2d6");
        break;
    case ParseError::BadCount:
        why = Tr::tr("the number of dice must be from 1 to 100");
        break;
    case ParseError::BadSides:
        why = Tr::tr("the die size must be from 2 to 1000");
        break;
    case ParseError::BadModifier:
        why = Tr::tr("a modifier is written +K or -K, with K up to 1000");
        break;
    case ParseError::TrailingText:
        why = Tr::tr("nothing may follow the expression");
        break;
    }
    return Tr::tr("\"%1\" is not a dice expression: at character %2, %3.")
        .arg(text, QString::number(result.position + 1), why);
}

QString describeRoll(const Roll &roll)
{
    const QString expression = QString::fromStdString(roll.expression.toString());
    if (roll.faces.size() == 1 && roll.expression.modifier == 0)
        return QStringLiteral("%1: %2").arg(expression).arg(roll.total);
    QStringList parts;
    for (int face : roll.faces)
        parts << QString::number(face);
    QString sum = parts.join(QLatin1Char('+'));
    if (roll.expression.modifier > 0)
        sum += QStringLiteral("+%1").arg(roll.expression.modifier);
    else if (roll.expression.modifier < 0)
        sum += QString::number(roll.expression.modifier);
    return QStringLiteral("%1: %2 = %3").arg(expression, sum).arg(roll.total);
}

} // namespace herald::dice
