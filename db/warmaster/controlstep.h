#pragma once

#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"
#include "db/warmaster/calendarsteps.h"

#include <QSet>
#include <QSqlDatabase>

namespace herald::db {

/// The armies (Army::id) that fought a tabletop battle this turn, which pauses or resets their
/// occupation count (§4.7, I-55): the armies of this turn's pending battles (M-3).
[[nodiscard]] QSet<QString> armiesInBattleThisTurn(const QSqlDatabase &db,
                                                   const warmaster::CampaignDate &date);

/// `calendar.next` at M-5 (§4.7, I-55): counts the occupation of every army at a foreign
/// population centre (the settings arrivalTurnCounts and battleResetsOccupation decide how),
/// hands over the areas whose count is complete, one line per decision, and remembers the
/// towns won (§7.4.2), keeps the POI card a POI battle of the turn drew as its area's POI
/// (§6.9), moves the routed armies a step home (marchRoutedArmies(), §6.8), then
/// rolls the captives' escapes (rollCaptiveEscapes()). `fought` is armiesInBattleThisTurn() in
/// the calendar.
[[nodiscard]] StepWork updateMap(const CommandContext &context, const QSet<QString> &fought);

/// M-5's end-of-turn check: each area holding more armies than §5.9 allows, naming the area
/// and the armies; in month 1, also the armies that started the year together and have not
/// parted (§4.3).
void addCrowdedAreas(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                     warmaster::StepSnapshot &snapshot);

} // namespace herald::db
