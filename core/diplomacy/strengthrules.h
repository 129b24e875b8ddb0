#pragma once

#include "core/diplomacy/types.h"

#include <array>
#include <bitset>
#include <cstdint>

/// @file
/// The strength terms a rules layer may feed into the movement equations (spec D1, D2):
/// the standard game is the default value of every field. Hardbop fills them from its
/// Multiple armies, Lead orders, fortresses, garrisons, alignments and the Nazgul's fear.

namespace herald::diplomacy {

struct StrengthRules
{
    /// base(u) + lead(u) of the unit in each province: 1 for an ordinary unit, n for a
    /// Multiple army, plus the value of the personalities leading it. It is the unit's
    /// strength in attack, defence, prevent and hold, and the value of its support.
    std::array<std::uint8_t, kMaxProvinces> strength;
    /// The part of `strength` that personalities of each power give the unit in each
    /// province (spec E9): like a support, it never helps to dislodge a unit of that power,
    /// nor to beat that power's garrison (D2).
    std::array<std::array<std::uint8_t, kMaxPowers>, kMaxProvinces> leadBy{};
    /// fort(u): a bonus that counts in the unit's hold strength only.
    std::array<std::uint8_t, kMaxProvinces> fort{};
    /// The part of `strength` that supports the unit's move without being a unit (Gandalf,
    /// B4): it counts in attack, defend and prevent, but a mover that fails keeps no
    /// support in its hold strength (spec D2), so hold strength leaves it out.
    std::array<std::uint8_t, kMaxProvinces> moveOnly{};
    /// Bit p set: the province's garrison resists power p (spec D1 garr); 0: no garrison.
    std::array<std::uint16_t, kMaxProvinces> garrisonAgainst{};
    /// The power the garrison fights for: its supports and leaders never count against it.
    std::array<PowerId, kMaxProvinces> garrisonOwner;
    /// Bit q of supportForbidden[p]: power p may not support power q (alignment, B10).
    std::array<std::uint16_t, kMaxPowers> supportForbidden{};
    /// A province that holds `boxExtra` more units than the position shows, copies of the
    /// one standing there, each with its own order: Hardbop's Easterlings entering together
    /// from their off-board box (B6.2). Nothing may enter the box, so they only ever leave.
    ProvinceId box = kNoProvince;
    std::uint8_t boxExtra = 0;
    /// Units that step over army and fleet borders alike, in moves, supports and retreats
    /// (Hardbop's pirates, B6.4); for everything else they stay what their kind says.
    std::bitset<kMaxProvinces> amphibious;
    /// Units that may neither move nor support this turn (Nazgul fear); they hold.
    std::bitset<kMaxProvinces> paralysed;
    /// Bit p set: units of power p may not enter the province, nor support into it (B7.6).
    std::array<std::uint16_t, kMaxProvinces> closedTo{};
    /// Units that may enter a closed province all the same (led by Sauron, B7.6).
    std::bitset<kMaxProvinces> passClosed;
    /// A province whose attackers may be supported only from their own side (the Hollin
    /// gateway of Khazad-Dum, B7.4), and the side of each neighbour (0: neither).
    ProvinceId gateway = kNoProvince;
    std::array<std::uint8_t, kMaxProvinces> gatewaySide{};

    StrengthRules()
    {
        strength.fill(1);
        garrisonOwner.fill(kNoPower);
    }

    /// What the personalities of `power` add to the unit in `p` (0 for kNoPower).
    [[nodiscard]] int leadFrom(ProvinceId p, PowerId power) const
    {
        return power < kMaxPowers ? leadBy[p][power] : 0;
    }

    /// Whether the garrison of `p` fights against `attacker`.
    [[nodiscard]] bool garrisonResists(ProvinceId p, PowerId attacker) const
    {
        return attacker < kMaxPowers && ((garrisonAgainst[p] >> attacker) & 1u);
    }
};

} // namespace herald::diplomacy
