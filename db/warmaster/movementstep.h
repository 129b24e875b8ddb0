#pragma once

#include "core/warmaster/moveresolution.h"
#include "db/warmaster/calendarsteps.h"
#include "db/warmaster/monthstore.h"

#include <QSqlDatabase>

#include <algorithm>
#include <vector>

namespace herald::db {

/// The movement rules' view of the campaign: the month's map and each nation's natural
/// habitats, from its army list (§4.4, §10). It refers to `month`, which must outlive it.
[[nodiscard]] warmaster::MovementFacts movementFacts(const QSqlDatabase &db, const MonthMap &month);

/// A due terrain delay check (M-2B) with what is recorded of it.
struct StoredCheck
{
    warmaster::TerrainCheckDue due;
    std::optional<warmaster::TerrainCheck> check; ///< nullopt until the player's number is in
    int struck = 0; ///< units already struck from the roster for it (schema 13, I-49)

    /// The units the owning player still has to strike for this check.
    [[nodiscard]] int unitsOwed() const
    {
        return check ? std::max(0, check->unitsLost - struck) : 0;
    }
};
/// The checks this turn's stored orders call for, in army order, with their picks, rolls and
/// the units struck for them.
[[nodiscard]] std::vector<StoredCheck> loadChecks(const QSqlDatabase &db,
                                                  const warmaster::MovementFacts &facts, int turn);

/// The file key of the natural-habitat option (schema 0009): "none", "minus2", "plus2".
[[nodiscard]] QString adjustmentKey(warmaster::HabitatAdjustment adjustment);
[[nodiscard]] std::optional<warmaster::HabitatAdjustment> adjustmentFromKey(const QString &key);

/// M-2A (§4.1): every order of the turn in one list, revealed together; armies without an
/// order hold, and the step says why.
[[nodiscard]] StepWork revealOrders(const CommandContext &context);
/// M-2B (§4.4): each check's pick, roll and outcome; the units a check lost, for the referee
/// to strike from the roster.
[[nodiscard]] StepWork terrainDelays(const CommandContext &context);
/// The players' answers for the move of a turn (schema 13): armies sent back (§4.3) and
/// armies letting a leaving enemy go (I-43).
struct MoveAnswers
{
    QStringList sendBack;
    QStringList letGo;
};
[[nodiscard]] MoveAnswers loadMoveAnswers(const QSqlDatabase &db, int turn);

/// §4.3: only an army that moves this turn can be sent back where it started.
[[nodiscard]] bool maySendBack(const warmaster::Order *order);
/// I-43, §4.8: only an army at a population centre ordered to interdict or sally forth stops a
/// leaving enemy, so only it has one to let go.
[[nodiscard]] bool mayLetGo(const warmaster::Army &army, const warmaster::Order *order);

/// M-2C (§4.1-§4.4, §4.8, §5.4): the armies move (a drawn order of nations under movementMode
/// randomOrder, dice in the history), the step's events are stored, the fleets sail and roll
/// (sailExpeditions(), §7.2), and the engagements of M-3 are built.
[[nodiscard]] StepWork moveArmies(const CommandContext &context);

} // namespace herald::db
