#include "db/diceserialization.h"

#include <QJsonObject>

namespace herald::db {

QJsonArray rollsToJson(const std::vector<dice::Roll> &rolls)
{
    QJsonArray array;
    for (const dice::Roll &roll : rolls) {
        QJsonArray faces;
        for (int face : roll.faces)
            faces.append(face);
        array.append(
            QJsonObject{{QStringLiteral("purpose"), QString::fromStdString(roll.purpose)},
                        {QStringLiteral("expression"),
                         QString::fromStdString(roll.notation.empty() ? roll.expression.toString()
                                                                      : roll.notation)},
                        {QStringLiteral("faces"), faces},
                        {QStringLiteral("total"), roll.total},
                        {QStringLiteral("typed"), roll.typed}});
    }
    return array;
}

} // namespace herald::db
