#pragma once

#include "core/diplomacy/desk/privatenote.h"
#include "core/diplomacy/downfall/hardbop.h"

#include <QList>

/// @file
/// The Hardbop personalities as the desk words them: whose orders they take and whom they met.

namespace herald::diplomacy::desk {

/// The owner of a Hardbop personality (spec B2), as downfall::personalityOwner gives it, except
/// that the Nazgul of a stored state without a controller (files written before the controller
/// was kept) follows Mordor.
[[nodiscard]] PowerId ownerOf(const Variant &variant, const downfall::HardbopState &state,
                              downfall::Personality who);

/// The encounter notes after a turn (spec C2): one for each personality that shares its space on
/// `next` with another power's unit, for both powers.
[[nodiscard]] QList<PrivateNote> encounterNotes(const Variant &variant, const Position &next,
                                                const downfall::HardbopState &state);

} // namespace herald::diplomacy::desk
