#pragma once

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/hardbop.h"

/// @file
/// Alignment changes and centre ownership in a Hardbop turn (spec B8.3, B10, E11, E30,
/// E44, E45): declarations at step i, ownership at step x, turning Evil at step xi.

namespace herald::diplomacy::downfall {

/// Step i: a Neutral power declares itself Good or Evil, for ever (B10, E44). False (and
/// nothing changes) for a power that is not Neutral or a declaration of Neutral.
bool declareAlignment(HardbopState &state, PowerId power, Alignment side,
                      std::vector<Event> &events);

/// Step x: each centre goes to the power whose unit stands in it, except that a Good power
/// never takes a home centre of another Good power still in the game (B8.3, F15). Lost
/// centres (Isengard after the Ents) go to nobody; the Shire taken by Evil loses its fortress
/// and garrison for ever (B7.7, E30); a Neutral captor of a Good home is marked to turn Evil.
void updateOwnership(Position &board, HardbopState &state, std::vector<Event> &events);

/// Step xi: the Neutral powers that captured a Good home centre become Evil (B10, E45).
void applyCaptures(HardbopState &state, std::vector<Event> &events);

} // namespace herald::diplomacy::downfall
