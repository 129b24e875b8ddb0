#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/characterfate.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace herald::warmaster {

/// Where a fallen general's successor comes from (§6.6), in the order the rule offers them.
enum class ReplacementLevel
{
    PresentHero, ///< a hero who fought in that battle and is still alive and free
    RosterHero,  ///< a hero from the national roster
    RoyalNephew, ///< an untried stand-in, "+1", until the next New Year (I-21)
};

/// Whether a general's fate after a battle calls for a successor (§6.6): killed always; captured
/// when captureCountsAsDeath is on (I-22).
[[nodiscard]] bool generalNeedsReplacement(CharacterFate fate, const CampaignSettings &settings);

/// The successors the rule allows: only the first level that has anyone (§6.6: never a later
/// option while an earlier one exists); the royal nephew when neither level has a hero.
struct ReplacementOptions
{
    ReplacementLevel level = ReplacementLevel::RoyalNephew;
    QStringList heroes; ///< the ids the level offers; empty for the royal nephew

    /// "§6.6 a hero who fought in the battle must take over: Captain Hald" (names given).
    [[nodiscard]] QString explain(const QStringList &names) const;
};

/// `presentHeroes`: the nation's heroes who fought in the battle and are still alive and free;
/// `rosterHeroes`: its other active heroes on this year's roster (not on an expedition).
[[nodiscard]] ReplacementOptions replacementOptions(const QStringList &presentHeroes,
                                                    const QStringList &rosterHeroes);

enum class ReplacementProblem
{
    EarlierLevelOpen, ///< the choice is from a later level while an earlier one has heroes
    NotOffered,       ///< the hero is not among the level's heroes
};

/// Checks the owner's choice: a hero's id (at `level`), or the royal nephew.
[[nodiscard]] std::optional<ReplacementProblem>
checkReplacement(const ReplacementOptions &options, ReplacementLevel level, const QString &heroId);

/// The key the commands and the file use: "presentHero", "rosterHero", "royalNephew".
[[nodiscard]] const char *replacementKey(ReplacementLevel level);
/// The level in words: "a hero who fought in the battle".
[[nodiscard]] QString replacementName(ReplacementLevel level);

} // namespace herald::warmaster
