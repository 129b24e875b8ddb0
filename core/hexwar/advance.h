#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/settings.h"

#include <QString>

#include <optional>

namespace herald::hexwar {

/// Why an advance after combat is refused (spec 9.3).
enum class AdvanceRefusal
{
    None,
    NothingToAdvanceInto, ///< no combat emptied a hex (V1)
    RetreatsPending,      ///< every retreat comes first
    NotAWinner,           ///< only a winning unit of this combat advances (V1)
    NotVacated,           ///< only into a hex the combat emptied (V1)
    NotAdjacent,          ///< a single step (V2)
    Occupied,             ///< one unit per hex (7)
    AcrossRiver,          ///< only with advance.ignores_zoc_and_river = false (V2)
};

struct AdvanceCheck
{
    AdvanceRefusal refusal = AdvanceRefusal::None;
    QString explanation;
    [[nodiscard]] bool ok() const { return refusal == AdvanceRefusal::None; }
};

/// Whether one winning unit may step into a hex the combat emptied (V1, V2, A23).
[[nodiscard]] AdvanceCheck checkAdvance(const HexwarMap &map, const GameState &state,
                                        const QString &unitId, map::Hex to,
                                        const HexwarSettings &settings = {});

/// The advance made (free, ignoring ZOC), closing the combat; nullopt and the refusal otherwise.
[[nodiscard]] std::optional<GameState>
advanceAfterCombat(const HexwarMap &map, const GameState &state, const QString &unitId, map::Hex to,
                   AdvanceCheck *check, const HexwarSettings &settings = {});

/// Declines the advance and closes the combat (only once every retreat is made).
[[nodiscard]] std::optional<GameState> closeCombat(const GameState &state);

} // namespace herald::hexwar
