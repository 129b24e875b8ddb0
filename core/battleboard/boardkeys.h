#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/settings.h"
#include "core/warmaster/keys.h"

#include <optional>

/// @file
/// The battle board's words in the campaign file and in command arguments ("attacker",
/// "cavalry", "line:2"): each enum's keys written down once (core/warmaster/keys.h's tables),
/// so storage, commands and herald-cli read and write the same words (docs/cli-battleboard.md).

namespace herald::warmaster {

template <> struct EnumKeys<battleboard::Side>
{
    static std::span<const KeyName<battleboard::Side>> table();
};
template <> struct EnumKeys<battleboard::UnitType>
{
    static std::span<const KeyName<battleboard::UnitType>> table();
};
template <> struct EnumKeys<battleboard::SpaceKind>
{
    static std::span<const KeyName<battleboard::SpaceKind>> table();
};
template <> struct EnumKeys<battleboard::Phase>
{
    static std::span<const KeyName<battleboard::Phase>> table();
};
template <> struct EnumKeys<battleboard::Stage>
{
    static std::span<const KeyName<battleboard::Stage>> table();
};
template <> struct EnumKeys<battleboard::EndCause>
{
    static std::span<const KeyName<battleboard::EndCause>> table();
};
template <> struct EnumKeys<battleboard::BattleSize>
{
    static std::span<const KeyName<battleboard::BattleSize>> table();
};

} // namespace herald::warmaster

namespace herald::battleboard {

/// A space as arguments and files write it: "reserve", "retreat", "line:2", "middle:1"; the
/// owner of a reserve, line or retreat box is `owner` (the acting unit's side).
[[nodiscard]] std::optional<herald::battleboard::Space> parseSpace(QStringView text,
                                                                   herald::battleboard::Side owner);
/// The words of a space ("line:2"), without its owner.
[[nodiscard]] QString spaceKey(const herald::battleboard::Space &space);

} // namespace herald::battleboard
