#pragma once

#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/positionformat.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// A Downfall position in the position format with the whole Hardbop state beside it
/// (docs/diplomacy-position-format.md, "Downfall"): unit letters for Multiple armies, cavalry
/// and pirates, the Easterling and starting-unit marks, and one record each for the
/// personalities, absences, the Ring, alignments, the Balrog, the Ents and the rest of
/// HardbopState. Strings only: core reads no files.

namespace herald::diplomacy::downfall {

/// A position and its Hardbop state, or every problem found.
struct HardbopPositionParse
{
    std::optional<Position> position;
    std::optional<HardbopState> state;
    std::vector<PositionError> errors;
};

/// Reads a Downfall position with its Hardbop records. What the text leaves out is as at the
/// start of a game (B1 alignments, the Balrog serving Saruman, the Ents alive, the Ring not
/// yet hidden, Mordor controlling the Nazgul), except that no Easterling waits behind the box
/// unless an EASTERLINGS record says so. A Mordor army in the box is an Easterling. Units,
/// personalities and the Ring must obey the rules of what may stand where (positionedit.h).
[[nodiscard]] HardbopPositionParse parseHardbopPosition(const Variant &variant,
                                                        std::string_view source);

/// Writes them so that parseHardbopPosition gives them back equal.
[[nodiscard]] std::string serializeHardbopPosition(const Position &position,
                                                   const HardbopState &state);

} // namespace herald::diplomacy::downfall
