#include "core/warmaster/movementorder.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

QStringList drawMovementOrder(const CampaignSettings &settings, dice::Dice &dice,
                              const StrategicMap &map, std::span<const Army> armies)
{
    if (settings.movementMode != MovementMode::RandomOrder)
        return {};
    QStringList left;
    for (const Nation &n : map.nations) {
        const bool hasArmy = std::any_of(armies.begin(), armies.end(),
                                         [&](const Army &a) { return a.nationId == n.id; });
        if (hasArmy)
            left << n.id;
    }
    QStringList order;
    while (left.size() > 1) {
        //: why a die is rolled, shown in the dice log
        const QString purpose =
            QCoreApplication::translate("herald::warmaster::MovementOrder",
                                        "§4.1 Movement order: the nation to move in place %1")
                .arg(order.size() + 1);
        const int drawn = dice.d(static_cast<int>(left.size()), purpose.toStdString());
        order << left.takeAt(drawn - 1);
    }
    return order + left;
}

} // namespace herald::warmaster
