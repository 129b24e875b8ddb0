#pragma once

#include <QByteArray>
#include <QString>

/// @file
/// The Dragon Noir data Herald ships (resources/skirmish): the §8 and §9 tables, and the
/// home-made demo scenario of rules §10.4 with its map.

namespace herald::db::skirmish {

/// The character and creature tables (docs/skirmish-roster-format.md).
[[nodiscard]] QString shippedRoster();
/// The home-made demo scenario "The Ford" (JSON).
[[nodiscard]] QByteArray demoScenario();
/// The shipped map sheet with this id ("DEMO_FORD"); empty when Herald ships none.
[[nodiscard]] QByteArray shippedMap(const QString &id);

} // namespace herald::db::skirmish
