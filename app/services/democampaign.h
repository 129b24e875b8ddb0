#pragma once

#include "db/fileproblem.h"

namespace herald::app {

/// The bundled demo campaign (resources/demo/demo-campaign.json) as a file in `folder`,
/// written there from the bundled JSON the first time it is asked for. Returns its path, or
/// an empty string with `error` set.
[[nodiscard]] QString ensureDemoCampaign(const QString &folder, db::FileError *error);

} // namespace herald::app
