#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/keys.h"
#include "core/warmaster/lesserraces.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

// The pick-up round of a month with a campaign battle (§5.12, §7.7.2-§7.7.5): the free nations
// pick in a drawn order, and the picks are matched into pick-up battles by the reconstruction of
// I-72. The round is kept as its order and its picks; everything else is replayed from them.

/// The three options of §7.7.3.
enum class PickOption
{
    A, ///< command a lesser race
    B, ///< send the nation's own army against the lesser races
    C, ///< pass, or play a game without campaign effect
};

/// Keys "A", "B", "C".
template <> struct EnumKeys<PickOption>
{
    static std::span<const KeyName<PickOption>> table();
};

/// One nation's pick.
struct Pick
{
    QString nation;
    PickOption option = PickOption::C;
    QString race; ///< the lesser race's id, option A only
    /// Nations that agreed to an affiliation request for this pick (§7.7.5); the automatic
    /// agreements are worked out, not listed.
    QStringList granted;
};

/// A month's round as stored: who picks, in which order, and what was picked so far.
struct PickupRound
{
    QStringList order;              ///< the free nations in the order drawn (§7.7.3)
    QSet<QString> inCampaignBattle; ///< nations fighting a campaign battle this month
    std::vector<Pick> picks;        ///< made so far, in the order of `order`
    QHash<QString, QString> nationNames;

    [[nodiscard]] QString nationName(const QString &id) const { return nationNames.value(id, id); }
    /// The nation whose turn it is, or empty when everybody has picked.
    [[nodiscard]] QString nextPicker() const;
    [[nodiscard]] bool finished() const { return picks.size() >= std::size_t(order.size()); }
    [[nodiscard]] bool hasPicked(const QString &nation) const;
};

/// The kind of a pick-up battle.
enum class PickupGameKind
{
    Races,             ///< A after A: two lesser races, each led by its picker
    RaceAgainstNation, ///< A and B: a lesser race against a nation's own army
    NoCampaignEffect,  ///< leftovers paired at the end of the round (I-72)
};

/// One side of a pick-up battle: a nation's player, leading a lesser race or his own army.
struct PickupSide
{
    QString nation;
    QString race; ///< the lesser race's id; empty when the nation's own army fights

    friend bool operator==(const PickupSide &, const PickupSide &) = default;
};

struct PickupGame
{
    PickupGameKind kind = PickupGameKind::NoCampaignEffect;
    PickupSide first; ///< the earlier pick
    PickupSide second;

    friend bool operator==(const PickupGame &, const PickupGame &) = default;
};

/// The round replayed from its picks (I-72).
struct RoundState
{
    /// The A or B pick waiting for a partner, as an index into PickupRound::picks.
    std::optional<std::size_t> openPick;
    /// The battles with campaign effect, in the order they were matched (numbered from 1).
    std::vector<PickupGame> games;
    /// Once the round is finished: the unmatched open pick and the C picks, paired in picking
    /// order, for games without campaign effect.
    std::vector<PickupGame> friendlies;
    /// Once finished: the one left over when the friendlies are an odd number; he watches.
    QString watching;
};

/// Replays the picks in order (I-72). Picks are taken as checkPick accepted them.
[[nodiscard]] RoundState replayRound(const PickupRound &round);

/// How one holder of more markers answers an affiliation request (§7.7.5, I-74).
enum class PermissionSource
{
    AlreadyPicked,  ///< he picked earlier this round: granted automatically
    CampaignBattle, ///< he fights a campaign battle this month: granted automatically
    Agreed,         ///< he said yes (Pick::granted)
    Missing,        ///< he has not agreed and may still refuse
};

struct PermissionHolder
{
    QString nation;
    int markers = 0;
    PermissionSource source = PermissionSource::Missing;
};

/// The request a nation picking A must make (§7.7.5, I-74): to every nation holding more
/// markers on the race than it does.
struct AffiliationRequest
{
    QString requester; ///< the picking nation's name
    QString race;      ///< the race's name
    int requesterMarkers = 0;
    std::vector<PermissionHolder> holders; ///< holders' names, most markers first

    [[nodiscard]] bool needed() const { return !holders.empty(); }
    [[nodiscard]] bool granted() const;
    /// The holders whose answer is still missing, by name.
    [[nodiscard]] QStringList missing() const;
    /// "§7.7.5 I-74 White asks to lead Orcs: Red holds 2 markers to White's 0 and fights a
    /// campaign battle, so the request is granted", translated.
    [[nodiscard]] QString explain() const;
};

[[nodiscard]] AffiliationRequest affiliationRequest(const PickupRound &round,
                                                    const LesserRace &race, const Pick &pick);

/// Why a pick was refused.
enum class PickRefusalCode
{
    RoundFinished,     ///< everybody has picked
    NotInRound,        ///< the nation is not among the free nations (a campaign battle, absent)
    NotYourTurn,       ///< another nation picks first
    RaceMissing,       ///< option A without a race
    RaceNotWanted,     ///< a race named with option B or C
    UnknownRace,       ///< no lesser race of that id
    RaceAlreadyPicked, ///< picked by an earlier A this round
    RaceIndependent,   ///< on the map as an independent army
    SecondB,           ///< B while another B is open
    PermissionMissing, ///< a holder of more markers has not agreed
};

struct PickRefusal
{
    PickRefusalCode code = PickRefusalCode::RoundFinished;
    QString message; ///< translated, names the rule, nations and race
};

/// What a pick did, once accepted.
struct PickEffect
{
    std::optional<AffiliationRequest> request; ///< option A on a race others hold markers on
    std::optional<PickupGame> game;            ///< the battle this pick completed
    QStringList lines;                         ///< explanations: the request, the matching
};

/// Checks a pick against the round and the races (§7.7.3, §7.7.5, I-72, I-74); on success the
/// effect says what it does. The round itself is not changed: append the pick to accept it.
struct PickCheck
{
    std::optional<PickRefusal> refusal;
    PickEffect effect;
};
[[nodiscard]] PickCheck checkPick(const PickupRound &round, std::span<const LesserRace> races,
                                  const Pick &pick);

/// The side of a game for people: "Elves (Brown)" or "Purple's army".
[[nodiscard]] QString sideText(const PickupRound &round, std::span<const LesserRace> races,
                               const PickupSide &side);
/// "Elves (Brown) against Orcs (White)".
[[nodiscard]] QString gameText(const PickupRound &round, std::span<const LesserRace> races,
                               const PickupGame &game);

/// Whether a month has a pick-up round (§5.12, I-80): only with a campaign battle, unless the
/// setting pickupRoundEveryTurn holds one every month.
[[nodiscard]] bool pickupRoundHeld(bool campaignBattleThisMonth, const CampaignSettings &settings);

/// The nations free to pick (§7.7.2, §5.12): every nation of `nations` (in their order) that
/// neither fights a campaign battle this month nor is absent.
[[nodiscard]] QStringList freeNations(const QStringList &nations, const QSet<QString> &fighting,
                                      const QSet<QString> &absent);

/// The picking order (§7.7.3): the free nations in an order drawn with the dice, one die per
/// place left (like drawing lots, the last place needs none).
[[nodiscard]] QStringList drawPickOrder(QStringList freeNations, dice::Dice &dice,
                                        const QHash<QString, QString> &names);

} // namespace herald::warmaster
