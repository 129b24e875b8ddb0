#include "core/warmaster/characterstatus.h"

#include <array>

namespace herald::warmaster {

namespace {

constexpr std::array<KeyName<CharacterStatus>, 5> statusTable{{
    {CharacterStatus::Active, "active", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Active")},
    {CharacterStatus::Captured, "captured",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Captured")},
    {CharacterStatus::Killed, "killed", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Killed")},
    {CharacterStatus::OnExpedition, "onExpedition",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "On expedition")},
    {CharacterStatus::Envoy, "envoy", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Envoy")},
}};

} // namespace

std::span<const KeyName<CharacterStatus>> EnumKeys<CharacterStatus>::table()
{
    return statusTable;
}

} // namespace herald::warmaster
