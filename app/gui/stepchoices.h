#pragma once

#include "app/services/warmaster/stepchoice.h"

#include <vector>

#include <QVariantList>

namespace herald::gui {

/// The choices of a step form as QML reads them: one map per choice with its key, text,
/// refusal (empty when open) and crossing.
[[nodiscard]] QVariantList stepChoiceList(const std::vector<app::StepChoice> &choices);

} // namespace herald::gui
