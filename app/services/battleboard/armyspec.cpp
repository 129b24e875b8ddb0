#include "app/services/battleboard/armyspec.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace herald::app::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::ArmySpec)
};

} // namespace

std::optional<QJsonObject> readArmySpec(const QString &text, QString *problem)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString name = colon < 0 ? QString() : text.left(colon).trimmed();
    // "4 infantry", "1 elite cavalry", "2 leaders": a count, "elite" or not, a type word.
    static const QRegularExpression part(
        QStringLiteral("^(\\d+)\\s+(elite\\s+)?(infantry|cavalry|artillery|leaders?)$"));
    QJsonArray units;
    for (const QString &piece : text.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto match = part.match(piece.trimmed().toLower());
        if (!match.hasMatch()) {
            *problem = Tr::tr("\"%1\" is not a count and a unit type (e.g. \"4 infantry\", "
                              "\"1 elite cavalry\", \"2 leaders\").")
                           .arg(piece.trimmed());
            return std::nullopt;
        }
        QString type = match.captured(3);
        if (type == QLatin1String("leaders"))
            type = QStringLiteral("leader");
        units.append(QJsonObject{{QStringLiteral("type"), type},
                                 {QStringLiteral("count"), match.captured(1).toInt()},
                                 {QStringLiteral("elite"), !match.captured(2).isEmpty()}});
    }
    if (units.isEmpty()) {
        *problem = Tr::tr("An army needs units: \"Union: 4 infantry, 1 cavalry, 1 leader\".");
        return std::nullopt;
    }
    return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("units"), units}};
}

} // namespace herald::app::battleboard
