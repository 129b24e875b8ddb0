#pragma once

#include "db/skirmish/skirmishdesk.h"

#include <QStringList>

/// @file
/// The disappearance step of a Gharv interphase on the skirmish's map (§2.3, §9.6, §12 C11).

namespace herald::db::skirmish {

/// Moves every Gharv on the map that came up from the water and touches no living character
/// toward the nearest water (core/skirmish/gharvwithdrawal.h) and takes off the map those that
/// reach it; a Gharv still in contact stays, and so does one that never came up (the Pit's
/// prisoners cannot climb out, §9.6). Without a map the step is the referee's, and a line says
/// so.
void withdrawGharvs(Desk &desk, QStringList &lines);

} // namespace herald::db::skirmish
