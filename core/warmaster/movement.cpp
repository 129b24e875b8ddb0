#include "core/warmaster/movement.h"

#include <QCoreApplication>

namespace herald::warmaster {

QString OrderLeadTime::explain() const
{
    return QCoreApplication::translate(
               "herald::warmaster::Movement",
               "§2.9 %1 area(s) from the nearest own town or city: orders for the "
               "next %2 turn(s)")
        .arg(distance)
        .arg(turns());
}

std::optional<int> distanceToOwnTownOrCity(const StrategicMap &map, const map::AreaGraph &graph,
                                           int area, int nation, bool overSea)
{
    const auto land = [&map](int, int to) {
        return map.areas[static_cast<std::size_t>(to)].isLand();
    };
    const std::vector<int> distance =
        overSea ? graph.distancesFrom(area) : graph.distancesFrom(area, land);
    std::optional<int> best;
    for (std::size_t i = 0; i < distance.size(); ++i) {
        const Area &a = map.areas[i];
        const bool ownCentre = a.owner == nation && (a.centre == PopulationCentre::Town ||
                                                     a.centre == PopulationCentre::City);
        if (ownCentre && distance[i] >= 0 && (!best || distance[i] < *best))
            best = distance[i];
    }
    return best;
}

bool inNaturalHabitat(BarrierType barrier, const QStringList &habitats)
{
    return barrier != BarrierType::None && habitats.contains(keyOf(barrier));
}

int TerrainCheck::used() const
{
    switch (adjustment) {
    case HabitatAdjustment::Minus2:
        return roll - 2;
    case HabitatAdjustment::Plus2:
        return roll + 2;
    case HabitatAdjustment::None:
        break;
    }
    return roll;
}

QString TerrainCheck::explain() const
{
    QString text =
        QCoreApplication::translate("herald::warmaster::Movement", "§4.4 picked %1, rolled %2")
            .arg(pick)
            .arg(roll);
    if (adjustment != HabitatAdjustment::None)
        //: appended to "picked %1, rolled %2": the value used after the habitat adjustment
        text += QCoreApplication::translate("herald::warmaster::Movement",
                                            " (natural habitat: used %1)")
                    .arg(used());
    switch (outcome) {
    case TerrainCheckOutcome::Crossed:
        //: appended to the terrain check explanation
        return text + QCoreApplication::translate("herald::warmaster::Movement",
                                                  ": crosses without delay or loss");
    case TerrainCheckOutcome::Delayed:
        return text + QCoreApplication::translate(
                          "herald::warmaster::Movement",
                          ": held up %1 turn(s), then moves on without a new check")
                          .arg(delayTurns);
    case TerrainCheckOutcome::UnitsLost:
        return text + QCoreApplication::translate(
                          "herald::warmaster::Movement",
                          ": %1 unit(s) lost, for their owner to strike from the roster (terrain "
                          "strike, I-49); the army crosses")
                          .arg(unitsLost);
    }
    return text;
}

std::optional<TerrainCheck> resolveTerrainCheck(int pick, int roll, HabitatAdjustment adjustment,
                                                bool naturalHabitat)
{
    if (pick < 1 || pick > 6 || roll < 1 || roll > 6)
        return std::nullopt;
    if (adjustment != HabitatAdjustment::None && !naturalHabitat)
        return std::nullopt;
    TerrainCheck check{pick, roll, adjustment};
    const int used = check.used();
    if (used > pick) {
        check.outcome = TerrainCheckOutcome::Delayed;
        check.delayTurns = used - pick;
    } else if (used < pick) {
        check.outcome = TerrainCheckOutcome::UnitsLost;
        check.unitsLost = pick - used;
    }
    return check;
}

int rollTerrainCheck(dice::Dice &dice, int pick, const QString &armyName)
{
    //: why a die is rolled, shown in the dice log; %1 is an army name
    const QString purpose = QCoreApplication::translate("herald::warmaster::Movement",
                                                        "Terrain delay check: %1 (picked %2)")
                                .arg(armyName, QString::number(pick));
    return dice.d(6, purpose.toStdString());
}

} // namespace herald::warmaster
