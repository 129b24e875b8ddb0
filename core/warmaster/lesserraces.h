#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/keys.h"

#include <QString>

#include <map>

namespace herald::warmaster {

// The lesser races of the MINOR NATIONS rules (§1.8, §7.7.1, §7.7.4): each race's box on the
// track everybody sees, and the affiliation markers the nations won with it. Nations are named
// by their id as text throughout, as the map's Nation::id.

/// The five boxes of the track (§7.7.1). Every race starts in box 0; a race in box 3 that wins
/// once more leaves the track as an independent army (§7.7.4).
enum class TrackBox
{
    Box0,
    Box1,
    Box2,
    Box3,
    Independent,
};

/// Keys "0", "1", "2", "3" and "independent".
template <> struct EnumKeys<TrackBox>
{
    static std::span<const KeyName<TrackBox>> table();
};

/// One lesser race in play (§1.8).
struct LesserRace
{
    QString id;   ///< the stored race's id as text
    QString name; ///< the race as its army list names it ("Orcs")
    TrackBox box = TrackBox::Box0;
    /// Affiliation markers per nation id (I-74); nations without markers are absent.
    std::map<QString, int> markers;
    QString armyListId; ///< the army list the race is played from

    [[nodiscard]] int markersOf(const QString &nation) const;
    /// An independent race is on the map and cannot be picked (§7.7.3, §7.7.6).
    [[nodiscard]] bool independent() const { return box == TrackBox::Independent; }

    friend bool operator==(const LesserRace &, const LesserRace &) = default;
};

/// How a pick-up battle ended for one lesser race that fought in it.
enum class PickupOutcome
{
    Won,
    Lost,
    Draw,
};

/// One race's move on the track after a pick-up battle (I-73, I-74), as moveOnTrack made it.
struct TrackMove
{
    QString race; ///< the race's name
    PickupOutcome outcome = PickupOutcome::Draw;
    TrackBox from = TrackBox::Box0;
    TrackBox to = TrackBox::Box0;
    QString commander;           ///< the commanding nation's name, for the explanation
    bool markerGained = false;   ///< the commander won with the race: one more marker
    int markersAfter = 0;        ///< the commander's markers on the race afterwards
    bool markersCleared = false; ///< clearMarkersOnReset removed every marker (I-74)

    /// "§7.7.4 I-73 Elves won in box 3: they become independent, placed by Brown; Brown's
    /// markers 1 → 2", translated.
    [[nodiscard]] QString explain() const;
};

/// Moves a race that fought a pick-up battle (§7.7.4, I-73, I-74): a win moves it up one box and
/// gives its commander one marker, and from box 3 makes it independent; a loss moves it down one
/// box, never below 0, and under clearMarkersOnReset removes its markers; a draw changes
/// nothing. `commanderId` is the nation that commanded it, `commanderName` that nation's name.
TrackMove moveOnTrack(LesserRace &race, PickupOutcome outcome, const QString &commanderId,
                      const QString &commanderName, const CampaignSettings &settings);

} // namespace herald::warmaster
