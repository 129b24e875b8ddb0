#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"
#include "core/hexwar/settings.h"

#include <QString>
#include <QStringList>

namespace herald::hexwar {

/// How an attack's CRT column is reached (spec 8.2), shown before the roll (C6).
struct CombatOdds
{
    int attack = 0;          ///< the attackers' current strengths added up (8.3)
    int defence = 0;         ///< the defender's current strength
    int difference = 0;      ///< attack - defence
    int baseColumn = 0;      ///< crtColumn(difference): limited first (A21)
    int shift = 0;           ///< leftward shift, worst terrain only (8.2, A20)
    int column = 0;          ///< max(0, baseColumn - shift)
    QStringList shifts;      ///< each candidate shift in words, the exempt ones marked
    bool riverAdded = false; ///< the river shift was added to the terrain's (A20 option)
    [[nodiscard]] QString explain() const;
};

/// The odds of units attacking one defender, by 8.2: strength difference, column limited to
/// the table, the worst single shift of the defender's hex (forest and hill shifts dropped for
/// forester or mountaineer attackers, A13), the river or bridge shift when every attacker is
/// across (3 if any hexside is unbridged, else 1), combined by settings.riverShiftMode (A20).
/// The units must be on the map; checkAttack says whether the attack is allowed.
[[nodiscard]] CombatOdds combatOdds(const HexwarMap &map, const GameState &state,
                                    const QStringList &attackers, const QString &defender,
                                    const HexwarSettings &settings = {});

} // namespace herald::hexwar
