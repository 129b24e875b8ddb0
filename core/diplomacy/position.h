#pragma once

#include "core/diplomacy/types.h"
#include "core/diplomacy/variant.h"

#include <array>
#include <bitset>
#include <string>

/// @file
/// A position: everything the judge needs to adjudicate the next phase (spec A2, A7, A8).
/// Kept in flat per-province arrays so that copying and scanning it is cheap.

namespace herald::diplomacy {

/// A unit waiting to retreat, with what restricts its retreat (spec A7).
struct DislodgedUnit
{
    Unit unit;
    /// Province the dislodging attack came from, or kNoProvince when that attack came by
    /// convoy (the unit may then retreat there, spec A6).
    ProvinceId attackerFrom = kNoProvince;
    /// It retreats over land and sea borders alike (Hardbop's pirate, B6.4).
    bool amphibious = false;

    friend bool operator==(const DislodgedUnit &, const DislodgedUnit &) = default;
};

/// The state of a game at the start of a phase.
struct Position
{
    /// The variant played; not owned, it must outlive the position.
    const Variant *variant = nullptr;
    int year = 1901;
    /// Index into the variant's calendar months (0 when the calendar has none).
    int month = 0;
    /// Index into the variant's calendar seasons.
    int season = 0;
    PhaseType phase = PhaseType::Movement;
    /// The unit in each province (at most one, spec A1).
    std::array<Unit, kMaxProvinces> units{};
    /// Units dislodged in the last movement phase; used only in a retreat phase.
    std::array<DislodgedUnit, kMaxProvinces> dislodged{};
    /// Provinces left empty by a standoff in the last movement phase (retreat phase only).
    std::bitset<kMaxProvinces> standoffs;
    /// Owner of each supply centre, or kNoPower.
    std::array<PowerId, kMaxProvinces> owners{};

    Position() { owners.fill(kNoPower); }

    friend bool operator==(const Position &, const Position &) = default;
};

/// The game's first position: starting units, starting owners, first season's movement.
[[nodiscard]] Position initialPosition(const Variant &variant);

/// "Spring 1901 Movement", or "Afteryule I 3019 Movement" with a month calendar.
[[nodiscard]] std::string phaseLabel(const Position &position);

/// Units of a power on the board.
[[nodiscard]] int unitCount(const Position &position, PowerId power);
/// Supply centres a power owns, counting a multiple centre as many (spec B6.2).
[[nodiscard]] int centreCount(const Position &position, PowerId power);
/// Builds (positive) or removals (negative) a power is due in an adjustment phase.
[[nodiscard]] int adjustmentBalance(const Position &position, PowerId power);
/// The power that has reached the variant's victory centres, or kNoPower.
[[nodiscard]] PowerId victor(const Position &position);

} // namespace herald::diplomacy
