#include "core/warmaster/armystatedetail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace herald::warmaster {

ArmyStateDetail withArmies(const QStringList &armies)
{
    ArmyStateDetail detail;
    detail.with = armies;
    return detail;
}

ArmyStateDetail delayedMove(int turnsLeft, std::optional<map::Hex> destination,
                            ArmyLocation location, bool usesCrossing)
{
    ArmyStateDetail detail;
    detail.turnsLeft = turnsLeft;
    detail.destination = destination;
    detail.location = location;
    detail.usesCrossing = usesCrossing;
    return detail;
}

ArmyStateDetail readStateDetail(const QString &json)
{
    ArmyStateDetail detail;
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    detail.turnsLeft = o.value(QLatin1String("turnsLeft")).toInt();
    detail.destination = map::Hex::fromXXYY(o.value(QLatin1String("destination")).toString());
    detail.location = fromKey<ArmyLocation>(o.value(QLatin1String("location")).toString())
                          .value_or(ArmyLocation::Countryside);
    detail.usesCrossing = o.value(QLatin1String("crossing")).toBool();
    for (const QJsonValue &v : o.value(QLatin1String("with")).toArray())
        detail.with << v.toString();
    detail.homeSince = o.value(QLatin1String("homeSince")).toInt();
    detail.marchTo = map::Hex::fromXXYY(o.value(QLatin1String("marchTo")).toString());
    return detail;
}

QString writeStateDetail(const ArmyStateDetail &detail)
{
    QJsonObject o;
    if (detail.destination) {
        o.insert(QLatin1String("turnsLeft"), detail.turnsLeft);
        o.insert(QLatin1String("destination"), detail.destination->toXXYY());
        o.insert(QLatin1String("location"), keyOf(detail.location));
        if (detail.usesCrossing)
            o.insert(QLatin1String("crossing"), true);
    }
    if (!detail.with.isEmpty())
        o.insert(QLatin1String("with"), QJsonArray::fromStringList(detail.with));
    if (detail.homeSince > 0)
        o.insert(QLatin1String("homeSince"), detail.homeSince);
    if (detail.marchTo)
        o.insert(QLatin1String("marchTo"), detail.marchTo->toXXYY());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

void setState(Army &army, ArmyState state, const ArmyStateDetail &detail)
{
    army.state = state;
    army.stateDetail = writeStateDetail(state == ArmyState::Normal ? ArmyStateDetail{} : detail);
}

} // namespace herald::warmaster
