#pragma once

#include "core/warmaster/armyseparation.h"
#include "core/warmaster/rebellion.h"
#include "core/warmaster/stepblockers.h"
#include "db/map/maprepository.h"
#include "db/warmaster/calendarsteps.h"

#include <QSqlDatabase>

#include <vector>

namespace herald::db {

/// Notes every town and city each nation holds on the map as one of its towns (§7.4.2: a
/// fallen nation may rise in a town it used to own). False when the storage failed.
[[nodiscard]] bool recordFormerTowns(const QSqlDatabase &db, const StoredMap &stored);

/// NY-2 (§2.16, §7.4.2): lists the captives per owner with their ransom level (I-19) and the
/// fallen nations (no troops, no areas) with the former towns they may rise in. Each ransom
/// and each possible rebellion is left to the referee as a hand item (the Battles issue will
/// settle ransoms); the towns held now are remembered first.
[[nodiscard]] StepWork listRansomsAndRebellions(const CommandContext &context);

/// The rebellion a fallen nation (index into stored.map.nations) may start at NY-2 of `year`:
/// no troops left on last year's roster, no area, and the former towns still standing
/// (§7.4.2, I-66); nullopt while it has troops or land.
[[nodiscard]] std::optional<warmaster::RebellionOffer>
rebellionOffer(const QSqlDatabase &db, const StoredMap &stored, int nation, int year);

/// NY-6 (§2.5, I-17): every present nation's roster for the year checked against last year's
/// (losses restored, types only added) and the roster rules (AP, CP, limits); one item per
/// nation naming each problem.
void addRefillProblems(const QSqlDatabase &db, int year, warmaster::StepSnapshot &snapshot);

/// NY-7 (§1.5, S-6): a present nation with more armies than generals free to lead them (one in
/// year 1) is not finished placing.
void addArmiesBeyondGenerals(const QSqlDatabase &db, int year, warmaster::StepSnapshot &snapshot);

/// The armies of one nation that share an area at NY-7, with the area each started in; taken
/// from what was written when month 1 began (recordSharedStarts()).
[[nodiscard]] std::vector<warmaster::FirstMonthMove> sharedStartMoves(const QSqlDatabase &db,
                                                                      int year);

/// `calendar.next` at NY-7 (§4.3): notes the armies that start the year together, which month
/// 1 must part, with one line per group.
[[nodiscard]] StepWork recordSharedStarts(const CommandContext &context);

} // namespace herald::db
