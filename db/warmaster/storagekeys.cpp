#include "db/warmaster/storagekeys.h"

#include <array>
#include <utility>

namespace herald::db {

using warmaster::CharacterStatus;

namespace {

constexpr std::array<std::pair<CharacterStatus, const char *>, 5> statusKeys{{
    {CharacterStatus::Active, "active"},
    {CharacterStatus::Captured, "captured"},
    {CharacterStatus::Killed, "killed"},
    {CharacterStatus::OnExpedition, "onExpedition"},
    {CharacterStatus::Envoy, "envoy"},
}};

} // namespace

QString characterStatusKey(CharacterStatus status)
{
    for (const auto &[value, key] : statusKeys) {
        if (value == status)
            return QString::fromLatin1(key);
    }
    return {};
}

std::optional<CharacterStatus> characterStatusFromKey(const QString &key)
{
    for (const auto &[value, text] : statusKeys) {
        if (key == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

} // namespace herald::db
