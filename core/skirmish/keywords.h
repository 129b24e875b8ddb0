#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/spells.h"
#include "core/skirmish/terrain.h"

#include <QString>

#include <optional>

/// @file
/// The plain words the scenario and map files (docs/skirmish-scenario-format.md), the
/// commands' arguments and the campaign file use for terrains, spells and states. They are
/// file keywords, never shown translated.

namespace herald::skirmish {

/// "flat", "scrub", "steepSlope", "tree", "web", "crevasse", "water", "marsh", "bridge",
/// "rubble", "steppingStones", "paved", "doorway", "stairway" (the §3.2 names of §10.3).
[[nodiscard]] QString terrainKey(Terrain terrain);
[[nodiscard]] std::optional<Terrain> terrainFromKey(const QString &key);

/// "none", "light", "medium", "heavy", "infinite" (§5.4).
[[nodiscard]] QString coverKey(Cover cover);
[[nodiscard]] std::optional<Cover> coverFromKey(const QString &key);

/// "fireball", "double-attack", "heal-wounded"... one word per spell of §7.4.
[[nodiscard]] QString spellKey(Spell spell);
[[nodiscard]] std::optional<Spell> spellFromKey(const QString &key);

/// "healthy", "stunned", "wounded", "dead" (§6.1).
[[nodiscard]] QString healthKey(Health health);
[[nodiscard]] std::optional<Health> healthFromKey(const QString &key);

/// "none", "with-rider", "riderless", "dead" (§4.9).
[[nodiscard]] QString horseKey(HorseState horse);
[[nodiscard]] std::optional<HorseState> horseFromKey(const QString &key);

} // namespace herald::skirmish
