#pragma once

#include "core/warmaster/calendar.h"
#include "db/command.h"

#include <QJsonArray>
#include <QStringList>

#include <optional>

namespace herald::db {

/// What the referee carries out on paper in the step because Herald cannot do it yet, in a
/// sentence (translated); empty when Herald does all of the step. A stop-gap: `calendar.next`
/// refuses such a step until the referee confirms it by hand, so that nothing is skipped.
[[nodiscard]] QString handWork(warmaster::CampaignStep step);

/// What `calendar.next` did in the automatic part of a step.
struct StepWork
{
    QStringList lines; ///< one line per decision or roll, naming the rule
    /// What this year's data leaves to the referee on top of handWork() (NY-2a: Last Stand
    /// towns, chaos unit gifts); empty when nothing.
    QStringList handItems;
    std::optional<CommandOutcome> failure; ///< the storage failed: give this back
};

/// Carries out the automatic work of the date's step inside the command: NY-1 removes the old
/// armies, NY-2 lists captives and fallen nations, NY-2a rolls the chaos lands (dice in the
/// history) and keeps their gifts as tally grants, NY-3 freezes the tally by opening every
/// present nation's roster, NY-4 explains the production placed, NY-7 notes the armies that
/// start together; M-0 applies the absent players' rules and traces supply, M-2A reveals the
/// orders, M-2B explains the terrain checks, M-2C moves the armies and builds the engagements,
/// M-3 lists the battles' results and M-5 counts occupation. Other steps have no automatic work
/// here.
[[nodiscard]] StepWork carryOutStep(const CommandContext &context,
                                    const warmaster::CampaignDate &date);

} // namespace herald::db
