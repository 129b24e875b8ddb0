#pragma once

#include "core/warmaster/keys.h"
#include "core/warmaster/roster.h"

namespace herald::warmaster {

// Keys and names of a character's status (§1.4, §2.3, §6.4, §6.6, §7.2.7), in the rules'
// order: keyOf(CharacterStatus::OnExpedition) == "onExpedition", nameOf() "On expedition".
// The keys are what the campaign file stores and the commands take.
template <> struct EnumKeys<CharacterStatus>
{
    static std::span<const KeyName<CharacterStatus>> table();
};

} // namespace herald::warmaster
