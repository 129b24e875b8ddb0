#pragma once

#include "core/hexwar/gamestate.h"
#include "core/hexwar/hexwarmap.h"

#include <QString>
#include <QStringList>

namespace herald::hexwar {

/// Why an attack may not be made (spec 8.1); attackRuleSection() names the rule.
enum class AttackRefusal
{
    None,
    NotCombatPhase,   ///< attacks belong to the attacker's combat phase (4, C1)
    AftermathOpen,    ///< the last result's retreats are not done (4: each result applied first)
    NoAttackers,      ///< C5
    UnknownUnit,      ///< a named unit is not on the map
    NotOwnUnit,       ///< every attacker belongs to the phasing side (C1)
    DefenderNotEnemy, ///< C1
    NotAdjacent,      ///< C1, C5
    AttackerUsed,     ///< C3: one attack per unit per phase
    DefenderUsed,     ///< C4: one attack per defender per phase
    NoAdUnitNamed,    ///< combat.ad_affects = chosen: name the unit an AD turns first (C6)
};

[[nodiscard]] QString attackRuleSection(AttackRefusal refusal);

struct AttackCheck
{
    AttackRefusal refusal = AttackRefusal::None;
    QString explanation;
    [[nodiscard]] bool ok() const { return refusal == AttackRefusal::None; }
};

/// Whether these units may attack that defender now (spec 8.1, C1-C5).
[[nodiscard]] AttackCheck checkAttack(const HexwarMap &map, const GameState &state,
                                      const QStringList &attackers, const QString &defender);

} // namespace herald::hexwar
