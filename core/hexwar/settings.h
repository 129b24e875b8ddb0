#pragma once

namespace herald::hexwar {

/// How an unbridged river is crossed (spec M5, A18).
enum class RiverCrossing
{
    WholeMove,     ///< the crossing is the unit's only move: from its start hex, then it stops
    AfterBankMove, ///< a unit that started next to a river may move along it, then cross
};

/// Whether the forester or mountaineer exemption needs every attacker (spec A13).
enum class SpecialExemption
{
    AllAttackers,
    AnyAttacker,
};

/// How a river or bridge shift combines with the defender's terrain (spec A20).
enum class RiverShiftMode
{
    Max, ///< only the worst single value counts
    Add,
};

/// Which attackers an AD result turns over (spec 2.5, A12).
enum class AttackerDefeat
{
    AllAttackers,   ///< every attacker is turned (or eliminated if already at half strength)
    ChosenAttacker, ///< only the one the attacker named before the roll (C6)
};

/// The referee's settings for the Black Eagle rules, each the spec's default (section 16).
/// Each member names its configuration key.
struct HexwarSettings
{
    RiverCrossing riverCrossing = RiverCrossing::WholeMove; ///< river.crossing (M5, A18)
    bool withdrawOverBridge = false;                        ///< zoc.withdraw_over_bridge (Z4, A19)
    bool retreatOverBridge = false;                         ///< retreat.over_bridge (R2.3, A19)
    SpecialExemption specialExemption =
        SpecialExemption::AllAttackers;                      ///< combat.special_exemption
    RiverShiftMode riverShiftMode = RiverShiftMode::Max;     ///< combat.river_shift_mode (A20)
    AttackerDefeat adAffects = AttackerDefeat::AllAttackers; ///< combat.ad_affects (A12)
    bool advanceCrossesRiver = true;                         ///< advance.ignores_zoc_and_river (V2)
};

} // namespace herald::hexwar
