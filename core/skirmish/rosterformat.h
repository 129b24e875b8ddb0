#pragma once

#include "core/skirmish/profile.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// Reading the character and creature tables (§8, §9) from their text form
/// (docs/skirmish-roster-format.md). Core reads text handed in; it never opens the file.

namespace herald::skirmish {

/// One problem in a roster text, naming the line, the character and the field.
struct RosterError
{
    int line = 0;
    QString id;
    QString field;
    QString message;

    /// "line 12 (konrad), field levels: ..." for the referee or the file's author.
    [[nodiscard]] QString describe() const;
};

/// Every profile of a roster text, in file order, or the problems that stopped it.
struct Roster
{
    std::vector<Profile> profiles;

    /// The profile with this id, or nullptr.
    [[nodiscard]] const Profile *find(const QString &id) const;
};

struct RosterParseResult
{
    std::optional<Roster> roster;
    std::vector<RosterError> errors;
};

/// Parses a roster text; on any error no roster is returned and every error is listed.
[[nodiscard]] RosterParseResult parseRoster(const QString &text);

/// Reads `A/D-M` or `A/(D)-M`; nullopt if malformed.
[[nodiscard]] std::optional<Strength> parseStrength(const QString &text);

} // namespace herald::skirmish
