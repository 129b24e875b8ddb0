#pragma once

#include "core/warmaster/newyearissues.h"
#include "core/warmaster/roster.h"

#include <QStringList>

#include <vector>

namespace herald::warmaster {

/// NY-6: the roster a nation starts the year from (§2.5). Last year's lines come back with
/// every loss restored; last year's free chaos units are gone (§7.5 grants them for one year).
/// Characters carry over while alive, captives and envoys included since they still cost CP
/// (§2.3), and with them their items (I-27); the dead, royal nephews (I-21) and free wizards
/// (I-29) do not, as they last until the New Year only. The figures are this year's tally.
[[nodiscard]] Roster restoredRoster(const Roster &lastYear, const NationTally &tally, int year);

/// Everything wrong with the roster the owner proposes for the year.
struct RefillCheck
{
    /// The checks every roster passes (§2.2 AP, §2.3 CP, §1.4 one general in year 1 ...).
    std::vector<RosterIssue> roster;
    /// The New Year's own checks: types only added (I-17), the chaos gift (§7.5).
    std::vector<NewYearIssue> refill;

    /// True when nothing refuses the roster (an unspent-points warning does not).
    [[nodiscard]] bool ok() const { return refill.empty() && !hasRefusal(roster); }
    /// Each issue as a sentence with its rule and numbers.
    [[nodiscard]] QStringList explain(const Roster &proposed,
                                      const CampaignSettings &settings) const;
};

/// Checks the proposed roster against last year's (I-17: lines keep last year's counts while
/// the AP covers them; no type dropped while points remain for one unit of it), this year's
/// free chaos units (§7.5: exactly the granted number per category) and the roster rules.
[[nodiscard]] RefillCheck checkRefill(const Roster &lastYear, const Roster &proposed,
                                      const NationTally &tally, const ArmyList &list,
                                      const CampaignSettings &settings);

} // namespace herald::warmaster
