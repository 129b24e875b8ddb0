#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/profile.h"
#include "core/skirmish/skirmishmap.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

/// @file
/// The Gharvs' appearance, attack shift and attempt on a boat (§9.6, §12 B6, C10, C11, C21) and
/// spider webs (§9.5).

namespace herald::skirmish {

/// The four kinds of hex that call for an appearance roll (§12 C21).
enum class GharvHex
{
    Water,
    Beach,
    Boat,
    Marsh,
};

/// The hex word of a file or argument ("water", "beach", "boat", "marsh"); nullopt for any other.
[[nodiscard]] std::optional<GharvHex> gharvHexFromKey(const QString &key);

/// At most eight Gharvs: with all eight on the map no more appear (§12 C11).
inline constexpr int kGharvCounters = 8;

struct GharvAppearance
{
    int face = 0;
    int total = 0;
    bool appears = false;
    /// The columns right of the attack made in this interphase, instead of terrain (§12 B6);
    /// nullopt on a boat, where the Gharv tries to capsize it instead.
    std::optional<int> attackShift;
    QString explanation;
};

/// The roll for a character on such a hex: water 1-2 (wounded −2), beach 1, boat 1, marsh 1-3
/// (wounded −1).
[[nodiscard]] GharvAppearance rollGharvAppearance(GharvHex hex, bool wounded, int face,
                                                  int gharvsOnMap = 0);

/// The hexes a Gharv that came up for a character may be put on (§9.6): the free water and
/// marsh hexes beside any of the character's hexes, by label; when none is free, (T) the free
/// water or marsh hexes nearest to it. `occupied` holds the hexes of every living counter.
[[nodiscard]] QStringList gharvPlaces(const SkirmishMap &map, const QStringList &characterHexes,
                                      const QSet<QString> &occupied);

/// §9.6: with several hexes to choose from they are numbered 1..count and the die rolled until
/// one of the numbers comes up: the index `face` picks, or nullopt to roll again.
[[nodiscard]] std::optional<int> numberedPick(int count, int face);

/// A boat carries one character on each of its two hexes (§12 C10).
inline constexpr int kBoatCapacity = 2;

struct CapsizeRoll
{
    int face = 0;
    bool capsized = false;
    QString explanation;
};

/// A Gharv against a boat, instead of its attack: 1-3 capsizes it, 4-10 does nothing (§9.6,
/// §12 C10).
[[nodiscard]] CapsizeRoll rollCapsize(int face);

/// §12 C10: a passenger thrown into the water by a capsize drowns when it could not enter a
/// water hex (armour, §3.11); the others are left swimming where the boat was.
[[nodiscard]] bool drownsInCapsize(const Profile &profile, const CharacterState &state);

/// What an Adventurer's attack on a web achieved (§9.5).
struct WebOutcome
{
    bool destroyed = false;
    bool automaticAdvance = false;
    QString explanation;
};

/// An empty web is destroyed and gives an automatic advance; with a Krob on it, the web goes
/// only when that Krob is driven back or slain and the Adventurer advances into the hex.
[[nodiscard]] WebOutcome attackWeb(bool krobOnWeb, bool krobDrivenOffOrSlain,
                                   bool adventurerAdvancesIn);

} // namespace herald::skirmish
