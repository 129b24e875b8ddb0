#pragma once

#include "core/skirmish/settings.h"
#include "db/command.h"
#include "db/skirmish/skirmishstore.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// What every skirmish.* command does first and last: find the skirmish and the characters its
/// arguments name, read the map around them, put a rules outcome on a counter, and write back
/// the counters that changed.

namespace herald::db::skirmish {

/// The skirmish named by the "skirmish" argument, loaded, with the refusal set when it cannot be.
struct Desk
{
    Skirmish s;
    sk::SkirmishSettings settings; ///< the skirmish's §12 D options

    /// The character `key`, or nullptr with *refusal naming the skirmish and the key.
    StoredCharacter *character(const QString &key, CommandOutcome *refusal);
    /// The character named by a text argument; nullptr with *refusal when the argument is
    /// missing or names nobody.
    StoredCharacter *characterArgument(const QJsonObject &args, const QString &argument,
                                       CommandOutcome *refusal);
    /// The characters named by an array argument, in order; empty with *refusal on any problem.
    std::vector<StoredCharacter *> characters(const QJsonObject &args, const QString &argument,
                                              CommandOutcome *refusal);
    /// The terrain of every hex a counter covers: from the map, or flat where the counter is
    /// not placed or the skirmish has no map.
    [[nodiscard]] std::vector<sk::Terrain> terrainUnder(const StoredCharacter &c) const;
    /// True when both counters are placed on the map and some hex of one touches the other's.
    [[nodiscard]] bool adjacent(const StoredCharacter &a, const StoredCharacter &b) const;
    /// Both placed: the fewest hexes from a hex of one to a hex of the other.
    [[nodiscard]] std::optional<int> distance(const StoredCharacter &a,
                                              const StoredCharacter &b) const;
    /// The player a character's side is.
    [[nodiscard]] sk::Side player(const StoredCharacter &c) const;
    /// "Konrad the Just" for a key, for sentences.
    [[nodiscard]] QString nameOf(const StoredCharacter &c) const;

    /// Puts a rules outcome on a counter: the stun's player turn is noted for §6.1 recovery,
    /// and a spellcaster's energy is halved by a new wound (§7.1).
    void applyState(StoredCharacter &c, const sk::CharacterState &after, QStringList &lines);

    /// Writes back every counter that differs from `before`.
    [[nodiscard]] bool saveChanged(QSqlQuery &q, const Skirmish &before) const;

    /// The counters as --json and the page report them.
    [[nodiscard]] QJsonObject characterJson(const StoredCharacter &c) const;
};

/// Loads the desk for the command's "skirmish" argument; nullopt with *refusal set.
[[nodiscard]] std::optional<Desk> openDesk(CommandContext &context, CommandOutcome *refusal);
/// Loads the desk of the skirmish called `name`, to work out odds before any command.
[[nodiscard]] std::optional<Desk> openDesk(const QSqlDatabase &db, const QString &name,
                                           CommandOutcome *refusal);

/// A "done" outcome whose explanation is the core's lines.
[[nodiscard]] CommandOutcome doneWith(const QString &summary, const QStringList &lines,
                                      QJsonObject result);

} // namespace herald::db::skirmish
