#include "db/dicemessages.h"

#include <QCoreApplication>
#include <QStringList>

namespace herald::db {

QString describeParseError(const QString &text, const dice::ParseResult &result)
{
    const auto tr = [](const char *s) {
        return QCoreApplication::translate("herald::db::DiceMessages", s);
    };
    QString why;
    switch (result.error) {
    case dice::ParseError::Empty:
        return tr("No dice expression was given; write one such as d6, 2d10 or 3d6+2.");
    case dice::ParseError::MissingD:
        why = tr("a 'd' is expected between the number of dice and the die size, as in 2d6");
        break;
    case dice::ParseError::BadCount:
        why = tr("the number of dice must be from 1 to 100");
        break;
    case dice::ParseError::BadSides:
        why = tr("the die size must be from 2 to 1000");
        break;
    case dice::ParseError::BadModifier:
        why = tr("a modifier is written +K or -K, with K up to 1000");
        break;
    case dice::ParseError::TrailingText:
        why = tr("nothing may follow the expression");
        break;
    }
    return tr("\"%1\" is not a dice expression: at character %2, %3.")
        .arg(text, QString::number(result.position + 1), why);
}

QString describeRoll(const dice::Roll &roll)
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

} // namespace herald::db
