#pragma once

#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/scenario.h"

#include <QString>
#include <QStringList>

namespace herald::db::hexwar {

/// A scenario Herald ships (resources/hexwar), read once, with the map it is played on.
struct ShippedScenario
{
    QString key; ///< "black-eagle": what a game row names
    herald::hexwar::Scenario scenario;
    herald::hexwar::HexwarMap map;
};

/// The shipped scenario with this key, or nullptr.
[[nodiscard]] const ShippedScenario *shippedScenario(const QString &key);
/// Every key, for messages and menus.
[[nodiscard]] QStringList shippedScenarioKeys();

} // namespace herald::db::hexwar
