#pragma once

#include "core/map/hex.h"
#include "core/warmaster/keys.h"

#include <QString>

#include <optional>
#include <span>

namespace herald::warmaster {

/// The three locations every area has (§1.3); an army in an area stands at one of them.
enum class ArmyLocation
{
    Countryside,
    PopulationCentre,
    Poi,
};

/// What an army is doing beyond standing where it is (§1.5). The details of each state (turns
/// left, the pending destination, whom it is pre-engaged with) travel as JSON next to it, so
/// that the monthly turn can add fields without a schema change.
enum class ArmyState
{
    Normal,
    Delayed,    ///< held up by a terrain check (§4.4): turns left, pending destination
    Besieging,  ///< §5.5
    Besieged,   ///< §5.5: may only sally or interdict
    PreEngaged, ///< §5.8: with whom
    Routed,     ///< §6.8: no longer an army; turns stationary and uncontacted
};

/// An army marker on the strategic map (§1.5). It owns no troops: its battle force is rated
/// from the national roster each time it fights (§5.10). Nations and characters are named by
/// the ids their storage gives them (Nation::id, RosterCharacter::id).
struct Army
{
    QString id;
    QString nationId;
    QString name;
    QString generalId;
    QString generalName; ///< for lists and the map; the general's own record holds the truth
    map::Hex area;
    ArmyLocation location = ArmyLocation::PopulationCentre;
    std::optional<map::Hex> originArea; ///< where it began this turn (§4.3 send-back)
    bool moved = false;                 ///< moved this turn (I-55 occupation count)
    ArmyState state = ArmyState::Normal;
    QString stateDetail = QStringLiteral("{}"); ///< JSON object with the state's details
    int occupation = 0;     ///< turns held at a foreign population centre (§4.7)
    bool inSupply = true;   ///< §4.5, computed at M-0
    bool interdict = false; ///< interdict order given (§4.8)
    QString expeditionId;   ///< the expedition it is, or empty (§7.2)

    friend bool operator==(const Army &, const Army &) = default;
};

template <> struct EnumKeys<ArmyLocation>
{
    static std::span<const KeyName<ArmyLocation>> table();
};

template <> struct EnumKeys<ArmyState>
{
    static std::span<const KeyName<ArmyState>> table();
};

} // namespace herald::warmaster
