#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/rosterformat.h"
#include "core/skirmish/scenarioformat.h"
#include "core/skirmish/sequence.h"
#include "core/skirmish/settings.h"
#include "core/skirmish/skirmishmap.h"
#include "core/skirmish/spells.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

/// @file
/// The skirmishes kept in a campaign file (schemas 0021_skirmish.sql, 0023_skirmish_gharvs.sql),
/// read whole: the game, where the turn stands, the sides, every counter with its state and the
/// spells in force.

namespace herald::db::skirmish {

namespace sk = herald::skirmish;

/// One counter of a skirmish as stored.
struct StoredCharacter
{
    qint64 id = 0;
    QString key;
    const sk::Profile *profile = nullptr;
    QString side;
    sk::CharacterState state;
    QStringList hexes; ///< map labels, head first; empty when off the map
    std::optional<int> stunnedAt;
    int attacksMade = 0;
    bool moved = false;
    bool firedOwn = false;
    bool firedPhase = false;
    std::optional<int> level; ///< set for spellcasters
    int ep = 0;
    std::optional<int> castTurn;
    std::optional<int> castGameTurn;
    std::optional<int> counterTurn;
    /// A Gharv: the player turn (index) of the interphase it appeared in, and the appearance
    /// table's column shift for its attack in that interphase (§9.6, §12 B6; none on a boat).
    std::optional<int> appearedAt;
    std::optional<int> appearanceShift;

    [[nodiscard]] bool isCaster() const { return level.has_value(); }
};

/// A spell in force on a character (§7.4).
struct StoredSpell
{
    qint64 id = 0;
    qint64 characterId = 0;
    sk::Spell spell = sk::Spell::Fireball;
    int amount = 0;
    int castAt = 0;
    int until = 0;
};

struct Skirmish
{
    qint64 id = 0;
    QString name;
    QString title;
    bool homemade = false;
    bool underground = false;
    int turnLimit = 0;
    sk::TurnPosition position;
    sk::SkirmishSettings settings; ///< the referee's §12 D options (its scenario's flags)
    /// Shared so that the profiles the characters point to live as long as any copy.
    std::shared_ptr<const sk::Roster> roster;
    std::optional<sk::SkirmishMap> map;
    std::vector<sk::ScenarioSide> sides;
    std::vector<StoredCharacter> characters;
    std::vector<StoredSpell> spells;

    [[nodiscard]] sk::Game game() const { return position.game; }
    [[nodiscard]] const StoredCharacter *find(const QString &key) const;
    /// The player (A, B, Adventurers, Krobs, Gharvs) of a side key.
    [[nodiscard]] std::optional<sk::Side> player(const QString &side) const;
    [[nodiscard]] QString sideName(const QString &side) const;
    /// The spells in force on a character, as core adds them up.
    [[nodiscard]] sk::ActiveSpells activeSpells(qint64 characterId) const;
};

/// The names of the file's skirmishes, oldest first.
[[nodiscard]] QStringList skirmishNames(const QSqlDatabase &db);

/// The skirmish called `name`; nullopt with *error set when there is none or it cannot be
/// read (its stored texts no longer parse).
[[nodiscard]] std::optional<Skirmish> loadSkirmish(const QSqlDatabase &db, const QString &name,
                                                   QString *error);

/// One line of a skirmish's log: a skirmish.* command of its history, not undone.
struct LogLine
{
    qint64 historyId = 0;
    QString command; ///< "skirmish.attack"
    QString summary;
    QStringList explanation;
};

/// The log of the skirmish called `name`, newest first, at most `limit` lines.
[[nodiscard]] QList<LogLine> skirmishLog(const QSqlDatabase &db, const QString &name, int limit);

/// Writes a character's changing fields back (state, hexes, turn flags, energy).
[[nodiscard]] bool saveCharacter(QSqlQuery &q, const StoredCharacter &character);
/// Writes where the game turn stands.
[[nodiscard]] bool savePosition(QSqlQuery &q, const Skirmish &skirmish);

/// The hexes column's text: the labels space-separated, "" (never NULL) when off the map.
[[nodiscard]] QString hexesColumn(const QStringList &hexes);

/// The §10.3 player word of a side ("A", "Adventurers").
[[nodiscard]] QString playerKey(sk::Side side);

} // namespace herald::db::skirmish
