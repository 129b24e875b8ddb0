#pragma once

#include "core/hexwar/terrain.h"
#include "core/map/hex.h"

#include <QString>

#include <optional>

namespace herald::hexwar {

/// The two players (spec 1).
enum class Side
{
    BlackEagle,
    Karameikan,
};

[[nodiscard]] constexpr Side enemyOf(Side side)
{
    return side == Side::BlackEagle ? Side::Karameikan : Side::BlackEagle;
}

/// Translated side name for messages.
[[nodiscard]] QString sideName(Side side);
/// The files' word for a side: "blackEagle" or "karameikan" (scenario format, stored games).
[[nodiscard]] QString sideKey(Side side);
/// The side a file's word names, or nullopt.
[[nodiscard]] std::optional<Side> sideFromKey(const QString &key);

/// Where a counter is in its life (spec 3).
enum class UnitState
{
    NotEntered, ///< a reinforcement not yet on the map
    Full,
    Half, ///< turned over to its half-strength side
    Eliminated,
};

/// One counter (spec 2.6, 3). Both strengths are data: half strength is not a formula.
struct Unit
{
    QString id;   ///< stable key ("K6", "B1")
    QString name; ///< "Sword of Halav"
    Side side = Side::Karameikan;
    int fullStrength = 0;
    int halfStrength = 0;
    int movement = 3; ///< movement allowance, the same on both sides (3, 4 or 5: spec Z6)
    UnitKind kind = UnitKind::Plain;
    UnitState state = UnitState::Full;
    std::optional<map::Hex> hex; ///< set while the unit is on the map
    int eliminatedOnTurn = 0;    ///< game turn of its elimination, for VPs (spec 9.2, 11.2)

    /// Current combat strength: the printed full value, or the half value once turned (8.3).
    [[nodiscard]] int strength() const
    {
        return state == UnitState::Half ? halfStrength
                                        : (state == UnitState::Full ? fullStrength : 0);
    }
    [[nodiscard]] bool onMap() const
    {
        return hex.has_value() && (state == UnitState::Full || state == UnitState::Half);
    }
    /// "Sword of Halav (6-3)" or "Sword of Halav (3-3, half strength)".
    [[nodiscard]] QString label() const;
};

} // namespace herald::hexwar
