#pragma once

#include "core/diplomacy/downfall/hardbop.h"

#include <QJsonObject>

#include <optional>

namespace herald::diplomacy::desk {

/// The Hardbop state of a Downfall phase as stored in dip_phase.state: provinces and powers
/// by name, so the text stays readable in an export.
[[nodiscard]] QJsonObject
hardbopStateToJson(const herald::diplomacy::Variant &variant,
                   const herald::diplomacy::downfall::HardbopState &state);
/// The state back; nothing when the JSON names a province, power or personality the variant lacks.
[[nodiscard]] std::optional<herald::diplomacy::downfall::HardbopState>
hardbopStateFromJson(const herald::diplomacy::Variant &variant, const QJsonObject &json);

} // namespace herald::diplomacy::desk
