#pragma once

#include "core/decks/provenance.h"

namespace herald::app::decks {

/// "Rules §7.5", "House default, not a rule (§10 #3)", "Custom": how lists label where a table,
/// deck or row comes from, so a house default is never taken for a rule (translated).
[[nodiscard]] QString originLabel(const herald::decks::Provenance &provenance);

} // namespace herald::app::decks
