#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/settings.h"

#include <QList>
#include <QString>

#include <optional>

namespace herald::hexwar {

/// Why a retreat hex is refused (spec 9.1).
enum class RetreatRefusal
{
    None,
    NoRetreatDue,   ///< the unit has no retreat to make
    NotAdjacent,    ///< exactly one hex (R1)
    OffMap,         ///< R2.4, M11
    Water,          ///< R2.3
    Occupied,       ///< R2.1
    EnemyZoc,       ///< R2.2, strength 0 included
    AcrossRiver,    ///< R2.3 (bridges too unless retreat.over_bridge, A19)
    LegalHexExists, ///< elimination is only for a unit with no legal hex (R3)
};

[[nodiscard]] QString retreatRuleSection(RetreatRefusal refusal);

struct RetreatCheck
{
    RetreatRefusal refusal = RetreatRefusal::None;
    QString explanation;
    [[nodiscard]] bool ok() const { return refusal == RetreatRefusal::None; }
};

/// Whether the unit, which owes a retreat, may retreat into `to` (R1, R2).
[[nodiscard]] RetreatCheck checkRetreat(const HexwarMap &map, const GameState &state,
                                        const QString &unitId, map::Hex to,
                                        const HexwarSettings &settings = {});

/// Every hex the unit may retreat into now; its owner picks one (R4, A24).
[[nodiscard]] QList<map::Hex> legalRetreatHexes(const HexwarMap &map, const GameState &state,
                                                const QString &unitId,
                                                const HexwarSettings &settings = {});

/// Makes a retreat owed by the last combat: into `to`, or, with no hex given, the unit is
/// eliminated because no legal hex exists (R3). Retreats are made one at a time in the order
/// the owner chooses, so an earlier retreat can close a hex for a later one (R5). nullopt and
/// the refusal in check when not allowed.
[[nodiscard]] std::optional<GameState> retreatUnit(const HexwarMap &map, const GameState &state,
                                                   const QString &unitId,
                                                   std::optional<map::Hex> to, RetreatCheck *check,
                                                   const HexwarSettings &settings = {});

} // namespace herald::hexwar
