#pragma once

#include "core/warmaster/armylist.h"
#include "core/warmaster/roster.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace herald::warmaster {

/// A player's battle army as typed at the table (§5.10, §2.5): one line per entry, "3 Spearmen"
/// (a count and a unit type of the army list), "2 mobs" (§2.6) or a character's name.
struct BattleList
{
    struct Units
    {
        QString type;
        int count = 0;
        int line = 0; ///< the typed line, from 1
    };
    std::vector<Units> units;
    QStringList characters;
    int mobs = 0;
};

/// What is wrong with a typed list (§5.10, §2.5, §2.6).
enum class BattleListProblem
{
    Unreadable,       ///< a line is neither "N unit type", "N mobs" nor a name
    UnknownUnit,      ///< no such unit type in the nation's army list
    NotOnRoster,      ///< the type is in the list but not on this year's roster
    OverRoster,       ///< more units than the roster lines have left
    OverListMaximum,  ///< more than the list's maximum per 1,000 points allows
    UnderListMinimum, ///< fewer than the list's minimum per 1,000 points
    UnknownCharacter, ///< no active character of that name on the roster
    CharacterTwice,   ///< one character typed twice
    TooManyMobs,      ///< more mobs than the year's mob limit
    OverPoints,       ///< the army costs more than the battle allows
};

struct BattleListIssue
{
    BattleListProblem problem = BattleListProblem::Unreadable;
    QString subject; ///< the unit type, character or typed text concerned
    int number = 0;  ///< what the list has
    int limit = 0;   ///< what the rule allows
    int line = 0;    ///< the typed line, from 1; 0 for the list as a whole
    /// OverRoster: units of the type's roster lines that other types of the list took first
    /// (two types sharing a line, I-15).
    int sharedTaken = 0;

    /// "Line 3: 5 Knights, but the roster has 4 left (§2.5)" (translated).
    [[nodiscard]] QString explain() const;
};

/// The list checked: its cost in parts and every problem, in list order.
struct BattleListCheck
{
    Cost units;
    Cost characters; ///< their army-list entries and the magic items they carry (§2.3, I-32)
    Cost mobs;
    std::vector<BattleListIssue> issues;
    /// The arithmetic: each entry's cost and the total against the allowance (translated).
    QStringList lines;

    [[nodiscard]] Cost total() const { return units + characters + mobs; }
    [[nodiscard]] bool ok() const { return issues.empty(); }
};

/// Reads the typed text, one entry per line; blank lines are skipped. Lines that cannot be
/// read come back as Unreadable issues.
[[nodiscard]] BattleList parseBattleList(const QString &text,
                                         std::vector<BattleListIssue> *unreadable);

/// Checks the list against the nation's roster of the year and its army list for a battle of
/// `pointsAllowed` points (§5.10, §2.5, §2.6): unit types and roster counts (a type on several
/// lines may use all of them), the list's per-1,000 limits scaled to the battle, characters
/// active on the roster and each taken once, mobs within the year's limit, and the total.
/// `itemPoints`: the points of each magic item by the name the roster carries it under.
[[nodiscard]] BattleListCheck checkBattleList(const BattleList &list, const Roster &roster,
                                              const ArmyList &armyList, int pointsAllowed,
                                              const QHash<QString, int> &itemPoints);

} // namespace herald::warmaster
