#pragma once

#include "core/warmaster/battlelist.h"

#include <QString>

namespace herald::app {

class CampaignService;

/// A player's typed battle army checked against a pending battle (§5.10, §2.5, §2.6).
struct TypedListCheck
{
    /// Why nothing could be checked (no such battle this month, a nation not in it, no roster
    /// or army list); empty when the list was checked.
    QString refusal;
    warmaster::BattleListCheck check; ///< with the unreadable lines first among its issues

    [[nodiscard]] bool ok() const { return refusal.isEmpty() && check.ok(); }
    /// Every issue, one sentence each, or the refusal.
    [[nodiscard]] QStringList problems() const;
};

/// Checks `text` (one entry per line: "3 Spearmen", "2 mobs", a character's name) as the
/// battle army of `nation` (name or id) in pending battle `battle` of the month: the nation's
/// roster of the year, its army list, the battle's points per side and the magic items'
/// points from the campaign's magic item deck.
[[nodiscard]] TypedListCheck checkTypedList(const CampaignService &service, int battle,
                                            const QString &nation, const QString &text);

} // namespace herald::app
