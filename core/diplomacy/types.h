#pragma once

#include <cstdint>

/// @file
/// Small value types shared by the whole Diplomacy adjudicator (spec A1, A2).
/// Everything is indexed by small integer ids so that the engine can keep its
/// working state in flat arrays instead of maps.

namespace herald::diplomacy {

/// Index of a province in its Variant. Fits a byte so per-province tables stay small.
using ProvinceId = std::uint8_t;
/// Index of a power in its Variant.
using PowerId = std::uint8_t;
/// Coast of a province: 0 means "no named coast" (the whole province); 1..n name
/// the coasts declared by the variant for that province.
using CoastId = std::uint8_t;

/// The largest number of provinces a variant may declare (ids 0..kMaxProvinces-1).
inline constexpr int kMaxProvinces = 255;
/// The largest number of powers a variant may declare.
inline constexpr int kMaxPowers = 16;
/// The largest number of named coasts on one province.
inline constexpr int kMaxCoasts = 4;
/// The largest number of units on the board at once; bounds the engine's work arrays.
inline constexpr int kMaxUnits = 128;

inline constexpr ProvinceId kNoProvince = 255;
inline constexpr PowerId kNoPower = 255;
inline constexpr CoastId kNoCoast = 0;

/// Unit kinds of standard Diplomacy. Variant layers (Hardbop) keep their own kinds on top.
enum class UnitKind : std::uint8_t
{
    Army,
    Fleet,
};

/// A place a unit can stand: a province and, for fleets on split coasts, the coast.
struct Location
{
    ProvinceId province = kNoProvince;
    CoastId coast = kNoCoast;

    friend bool operator==(const Location &, const Location &) = default;
    [[nodiscard]] bool isValid() const { return province != kNoProvince; }
};

/// A unit on the board. A default-constructed Unit (power == kNoPower) means "empty".
struct Unit
{
    PowerId power = kNoPower;
    UnitKind kind = UnitKind::Army;
    CoastId coast = kNoCoast;

    friend bool operator==(const Unit &, const Unit &) = default;
    [[nodiscard]] bool exists() const { return power != kNoPower; }
};

/// The three kinds of phase of a Diplomacy year (spec A2).
enum class PhaseType : std::uint8_t
{
    Movement,
    Retreat,
    Adjustment,
};

} // namespace herald::diplomacy
