#pragma once

#include "core/warmaster/strategicmap.h"

#include <QList>

#include <optional>

namespace herald::maprender {

/// The hexes the renderer draws differently in `after` than in `before`: areas added, removed
/// or changed, and both hexes of a boundary that changed. Each hex's drawing stays within its
/// own cell, so a view redraws only around these. nullopt when the change reaches the whole
/// map (its layout, nations, landmasses or armies): everything is drawn again.
[[nodiscard]] std::optional<QList<map::Hex>> changedHexes(const warmaster::StrategicMap &before,
                                                          const warmaster::StrategicMap &after);

} // namespace herald::maprender
