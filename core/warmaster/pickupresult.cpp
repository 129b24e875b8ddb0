#include "core/warmaster/pickupresult.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::PickupResult)
};

PickupOutcome outcomeOf(const PickupResultEntry &entry, int side)
{
    if (!entry.winner)
        return PickupOutcome::Draw;
    return *entry.winner == side ? PickupOutcome::Won : PickupOutcome::Lost;
}

} // namespace

PickupResolution resolvePickupGame(const PickupRound &round, std::vector<LesserRace> &races,
                                   const PickupGame &game, const PickupResultEntry &entry,
                                   const CampaignSettings &settings)
{
    PickupResolution r;
    if (game.kind == PickupGameKind::NoCampaignEffect) {
        r.refusal = Tr::tr("§7.7.3 I-72 A game between leftover picks has no campaign effect: "
                           "there is no result to enter.");
        return r;
    }
    if (entry.winner && *entry.winner != 0 && *entry.winner != 1) {
        r.refusal = Tr::tr("§7.7.4 The winner is side 0 or 1 (or none for a draw), not %1.")
                        .arg(*entry.winner);
        return r;
    }
    const std::array<const PickupSide *, 2> sides{&game.first, &game.second};
    // Check everything before changing anything.
    for (int s = 0; s < 2; ++s) {
        const PickupSide &side = *sides[static_cast<std::size_t>(s)];
        const bool earns = side.race.isEmpty() || settings.lesserCommandersEarnXP;
        const auto vp = entry.vp[static_cast<std::size_t>(s)];
        if (earns && !vp)
            r.refusal = side.race.isEmpty()
                            ? Tr::tr("§2.15 I-77 %1's army earns experience from the victory "
                                     "points it scored: enter them.")
                                  .arg(round.nationName(side.nation))
                            : Tr::tr("§2.15 I-77 lesserCommandersEarnXP is on: %1 earns "
                                     "experience from the victory points its %2 scored: enter "
                                     "them.")
                                  .arg(round.nationName(side.nation), sideText(round, races, side));
        else if (vp && *vp < 0)
            r.refusal = Tr::tr("§2.13 Victory points are 0 or more, not %1 (%2).")
                            .arg(*vp)
                            .arg(sideText(round, races, side));
        if (!side.race.isEmpty() && std::none_of(races.begin(), races.end(),
                                                 [&](auto &race) { return race.id == side.race; }))
            r.refusal = Tr::tr("§7.7.1 There is no lesser race \"%1\".").arg(side.race);
        if (!r.refusal.isEmpty())
            return r;
    }
    const QString result =
        entry.winner
            ? Tr::tr("%1 won").arg(sideText(round, races, *sides[std::size_t(*entry.winner)]))
            : Tr::tr("a draw");
    r.lines << Tr::tr("§7.7.4 %1: %2").arg(gameText(round, races, game), result);
    for (int s = 0; s < 2; ++s) {
        const PickupSide &side = *sides[static_cast<std::size_t>(s)];
        const PickupOutcome outcome = outcomeOf(entry, s);
        if (!side.race.isEmpty()) {
            auto race = std::find_if(races.begin(), races.end(),
                                     [&](const LesserRace &x) { return x.id == side.race; });
            r.moves.push_back(
                moveOnTrack(*race, outcome, side.nation, round.nationName(side.nation), settings));
            r.lines << r.moves.back().explain();
        }
        const auto vp = entry.vp[static_cast<std::size_t>(s)];
        if (!vp || (!side.race.isEmpty() && !settings.lesserCommandersEarnXP))
            continue;
        const ExperienceEarned earned{*vp, outcome == PickupOutcome::Won};
        r.experience.push_back({side.nation, earned});
        //: %1 a nation, %2 the experience sentence
        r.lines << Tr::tr("%1: %2").arg(round.nationName(side.nation), earned.explain());
        if (side.race.isEmpty())
            r.lines << (settings.pickupRosterLosses
                            ? Tr::tr("I-78 pickupRosterLosses is on: strike %1's losses in this "
                                     "battle from its roster (roster loss)")
                                  .arg(round.nationName(side.nation))
                            : Tr::tr("I-78 %1's roster takes no losses from a pick-up battle")
                                  .arg(round.nationName(side.nation)));
    }
    return r;
}

} // namespace herald::warmaster
