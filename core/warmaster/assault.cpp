#include "core/warmaster/assault.h"

#include <QCoreApplication>

namespace herald::warmaster {

int assaultFortifications(PopulationCentre centre)
{
    switch (centre) {
    case PopulationCentre::Town:
        return 4;
    case PopulationCentre::City:
        return 8;
    default:
        return 0;
    }
}

QString Garrisons::explain() const
{
    return QCoreApplication::translate("herald::warmaster::Assault",
                                       "§2.17 %1 garrison(s) × %2 points = %3 points")
        .arg(count)
        .arg(garrisonPoints)
        .arg(points());
}

} // namespace herald::warmaster
