#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/settings.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace herald::hexwar {

/// Why a move is refused (spec 5, 6); moveRuleSection() names the rule.
enum class MoveRefusal
{
    None,
    UnknownUnit,         ///< no such unit on the map
    NotItsPhase,         ///< not the unit's side's movement phase (4, M1)
    AlreadyMoved,        ///< each unit moves once a phase (M1)
    EmptyPath,           ///< a move names at least one hex
    MoveEnded,           ///< movement already ended (Z2, M3, M5)
    NotAdjacent,         ///< hex by hex (M1)
    OffMap,              ///< M11
    Water,               ///< sea, lake or an unplayable hex (A28, 2.2)
    EnemyHex,            ///< M9
    NotEnoughMp,         ///< M2
    RiverNotAtStart,     ///< an unbridged river is crossed only from the start hex (M5, A18)
    HeldInZoc,           ///< MA 3 or 4 starting in an enemy ZOC (Z3)
    WithdrawAcrossRiver, ///< an MA 5 withdrawal may not cross a river (Z4, A19)
    EndsStacked,         ///< no unit ends a move in another's hex (M10)
    NotAvailable,        ///< a reinforcement not due, not released or already entered (10, E4)
    NoEntryHex,          ///< the scenario gives no entry hex: the referee chooses one (A4)
    NotAnEntryHex,       ///< a reinforcement enters in its area or, failing that, nearest (E1, E3)
};

/// The rule that forbids, "M5" or "Z3"; empty for None.
[[nodiscard]] QString moveRuleSection(MoveRefusal refusal);

/// Why a move stopped early although MPs may be left.
enum class MoveEnd
{
    No,
    EnteredZoc,    ///< Z2
    OneHexMinimum, ///< M3
    CrossedRiver,  ///< M5
};

/// A unit's move under way: where it is, what it has spent, whether it must stop.
struct MoveProgress
{
    QString unitId;
    map::Hex start;
    map::Hex at;
    int movement = 0; ///< the unit's MA
    int spent = 0;
    int steps = 0;
    MoveEnd ended = MoveEnd::No;
    bool startedInZoc = false; ///< Z5: fixed when the unit starts to move
    QStringList log;           ///< one line per step taken, for the explanation
};

/// The board as one moving unit sees it, built once per unit so a search stays cheap.
struct MoveBoard
{
    const HexwarMap *map = nullptr;
    HexwarSettings settings;
    Side side = Side::BlackEagle;
    UnitKind kind = UnitKind::Plain;
    QHash<map::Hex, Side> occupants; ///< every unit on the map except the mover
    QSet<map::Hex> enemyZoc;
};

/// The answer for one step, without words (for searches).
struct StepOutcome
{
    MoveRefusal refusal = MoveRefusal::None;
    int cost = 0;
    MoveEnd ends = MoveEnd::No;
};

/// The verdict on one step, with the rule and numbers in words.
struct StepCheck
{
    MoveRefusal refusal = MoveRefusal::None;
    int cost = 0;
    MoveProgress after; ///< the progress once the step is taken (unchanged if refused)
    QString explanation;

    [[nodiscard]] bool ok() const { return refusal == MoveRefusal::None; }
};

/// The verdict on a whole path.
struct PathCheck
{
    MoveRefusal refusal = MoveRefusal::None;
    int failedStep = -1; ///< index in the path of the refused hex, -1 if none
    int spent = 0;
    QString explanation; ///< every step's cost, then the verdict

    [[nodiscard]] bool ok() const { return refusal == MoveRefusal::None; }
};

/// The board seen by a unit (nullopt if the unit is not on the map).
[[nodiscard]] std::optional<MoveBoard> moveBoard(const HexwarMap &map, const GameState &state,
                                                 const Unit &unit, const HexwarSettings &settings);

/// A move about to start: the unit's hex, its MA, and whether it starts in an enemy ZOC (Z5).
[[nodiscard]] MoveProgress startMove(const MoveBoard &board, const Unit &unit);

/// One step from progress.at into `to` by spec 5 and 6: cost by the chart, the road hexside,
/// the one-hex minimum, river crossing, ZOC entry and exit, enemy hexes, the map edge. Stacking
/// is checked at the end of a path (checkPath), since units may pass through friends (M10).
[[nodiscard]] StepOutcome evaluateStep(const MoveBoard &board, const MoveProgress &progress,
                                       map::Hex to);

/// evaluateStep with the explanation and the progress after the step.
[[nodiscard]] StepCheck checkStep(const MoveBoard &board, const MoveProgress &progress,
                                  map::Hex to);

/// A whole move for one unit in the current state: the phase, the unit's once-a-phase move
/// (M1), every step, and the end hex free of other units (M10).
[[nodiscard]] PathCheck checkPath(const HexwarMap &map, const GameState &state,
                                  const QString &unitId, const QList<map::Hex> &path,
                                  const HexwarSettings &settings = {});

/// The state after a legal move (the unit in its last hex, marked as moved); nullopt and the
/// refusal in check otherwise.
[[nodiscard]] std::optional<GameState> moveUnit(const HexwarMap &map, const GameState &state,
                                                const QString &unitId, const QList<map::Hex> &path,
                                                PathCheck *check,
                                                const HexwarSettings &settings = {});

} // namespace herald::hexwar
