#pragma once

#include "db/warmaster/calendarsteps.h"

#include <QSet>

namespace herald::db {

/// M-2C for the sea (§7.2.3, §7.2.7, I-1, I-10, I-12): fleets the sea people escort come home,
/// every expedition at sea since an earlier turn rolls on the chart (dice in the history,
/// effects stored, landings left to expedition.land), and this turn's go-to-sea orders put
/// their expeditions to sea.
[[nodiscard]] StepWork sailExpeditions(const CommandContext &context);

/// NY-5 (I-9): every expedition of an earlier year still afloat or in port is dissolved as the
/// setting unsuccessfulExpeditionFate says; the crews of those that landed are free again.
/// With `returning`, only those nations' expeditions: the New Year that waited for an absent
/// player runs for him at his return (§7.6 rule 3); otherwise absent players' wait.
[[nodiscard]] StepWork dissolveExpeditions(const CommandContext &context,
                                           const QSet<qint64> &returning = {});

/// M-6 (I-10): every fleet the chart brought to land this month and not yet ashore is left to
/// the referee as a hand item (expedition.land), so that the month does not end with it waiting.
[[nodiscard]] StepWork fleetsToLand(const CommandContext &context);

/// NY-6 (§7.2.7): an underwater alliance lapses when its land nation has no envoy on this
/// year's roster (the envoy's CP are paid every year): the sea people are no longer its ally.
[[nodiscard]] StepWork lapseAlliances(const CommandContext &context);

} // namespace herald::db
