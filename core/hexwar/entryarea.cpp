#include "core/hexwar/entryarea.h"

#include <QCoreApplication>

namespace herald::hexwar {

QList<map::Hex> EntryArea::resolve(const HexwarMap &map) const
{
    QList<map::Hex> candidates = hexes;
    if (!set.isEmpty())
        candidates += map.hexSet(set);
    QList<map::Hex> away = awayFrom;
    for (const QString &name : awayFromSets)
        away += map.hexSet(name);
    QList<map::Hex> out;
    for (const map::Hex hex : candidates) {
        if (near) {
            const int d = near->distanceTo(hex);
            if (d < nearMin || d > nearMax)
                continue;
        }
        const bool tooClose = std::any_of(away.begin(), away.end(), [&](map::Hex a) {
            return a.distanceTo(hex) <= awayMoreThan;
        });
        if (tooClose || out.contains(hex))
            continue;
        out.append(hex);
    }
    return out;
}

QString EntryArea::describe(const HexwarMap &map) const
{
    QStringList parts;
    QStringList ids;
    for (const map::Hex h : hexes)
        ids.append(map.number(h));
    if (!ids.isEmpty())
        parts.append(QCoreApplication::translate("herald::hexwar::Scenario", "hex %1")
                         .arg(ids.join(QStringLiteral(" or "))));
    if (!set.isEmpty())
        parts.append(
            QCoreApplication::translate("herald::hexwar::Scenario", "hex set %1").arg(set));
    if (near)
        parts.append(QCoreApplication::translate("herald::hexwar::Scenario", "%1-%2 hexes from %3")
                         .arg(nearMin)
                         .arg(nearMax)
                         .arg(map.number(*near)));
    if (!awayFrom.isEmpty() || !awayFromSets.isEmpty()) {
        QStringList places;
        for (const map::Hex h : awayFrom)
            places.append(map.number(h));
        places += awayFromSets;
        parts.append(
            QCoreApplication::translate("herald::hexwar::Scenario", "more than %1 hexes from %2")
                .arg(awayMoreThan)
                .arg(places.join(QStringLiteral(", "))));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace herald::hexwar
