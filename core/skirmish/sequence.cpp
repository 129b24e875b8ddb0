#include "core/skirmish/sequence.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Sequence)
};

std::vector<Step> dn1Steps()
{
    std::vector<Step> steps;
    for (int turn = 0; turn < 2; ++turn) {
        const Side side = turn == 0 ? Side::PlayerA : Side::PlayerB;
        for (Phase p :
             {Phase::OffensiveFire, Phase::Movement, Phase::Combat, Phase::StunnedRecovery})
            steps.push_back({side, p, turn});
    }
    return steps;
}

std::vector<Step> dn2Steps()
{
    std::vector<Step> steps;
    for (Phase p : {Phase::OffensiveFire, Phase::Movement, Phase::Combat, Phase::StunnedRecovery})
        steps.push_back({Side::Adventurers, p, 0});
    for (Phase p : {Phase::GharvAppearance, Phase::GharvCombat, Phase::GharvDisappearance})
        steps.push_back({Side::Gharvs, p, 1});
    for (Phase p : {Phase::Movement, Phase::Combat})
        steps.push_back({Side::Krobs, p, 2}); // §2.3: Krobs are never stunned
    for (Phase p : {Phase::GharvAppearance, Phase::GharvCombat, Phase::GharvDisappearance})
        steps.push_back({Side::Gharvs, p, 3});
    return steps;
}

int playerTurnsPerGameTurn(Game game)
{
    return game == Game::DN1 ? 2 : 4;
}

} // namespace

const std::vector<Step> &gameTurnSteps(Game game)
{
    static const std::vector<Step> dn1 = dn1Steps();
    static const std::vector<Step> dn2 = dn2Steps();
    return game == Game::DN1 ? dn1 : dn2;
}

int TurnPosition::playerTurnIndex() const
{
    return (gameTurn - 1) * playerTurnsPerGameTurn(game) + current().playerTurn;
}

bool opensPlayerTurn(const TurnPosition &position)
{
    const std::vector<Step> &steps = gameTurnSteps(position.game);
    const Step &step = position.current();
    return step.side != Side::Gharvs &&
           (position.step == 0 ||
            steps[std::size_t(position.step - 1)].playerTurn != step.playerTurn);
}

TurnPosition nextStep(const TurnPosition &position)
{
    TurnPosition next = position;
    if (++next.step >= int(gameTurnSteps(position.game).size())) {
        next.step = 0;
        ++next.gameTurn;
    }
    return next;
}

QString sideName(Side side)
{
    switch (side) {
    case Side::PlayerA:
        return Tr::tr("Player A");
    case Side::PlayerB:
        return Tr::tr("Player B");
    case Side::Adventurers:
        return Tr::tr("Adventurers");
    case Side::Krobs:
        return Tr::tr("Krobs");
    case Side::Gharvs:
        return Tr::tr("Gharv interphase");
    }
    return {};
}

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::OffensiveFire:
        return Tr::tr("offensive fire");
    case Phase::Movement:
        return Tr::tr("movement");
    case Phase::Combat:
        return Tr::tr("combat");
    case Phase::StunnedRecovery:
        return Tr::tr("stunned characters stand up");
    case Phase::GharvAppearance:
        return Tr::tr("Gharvs appear");
    case Phase::GharvCombat:
        return Tr::tr("Gharvs attack");
    case Phase::GharvDisappearance:
        return Tr::tr("Gharvs withdraw");
    }
    return {};
}

QString describePosition(const TurnPosition &position)
{
    const Step &s = position.current();
    //: %1 game turn number, %2 side, %3 phase
    return Tr::tr("Game turn %1, %2: %3")
        .arg(position.gameTurn)
        .arg(sideName(s.side), phaseName(s.phase));
}

std::optional<Side> defensiveFireSide(const TurnPosition &position)
{
    const Step &s = position.current();
    if (s.phase != Phase::Movement)
        return std::nullopt;
    switch (s.side) {
    case Side::PlayerA:
        return Side::PlayerB;
    case Side::PlayerB:
        return Side::PlayerA;
    case Side::Krobs:
        return Side::Adventurers; // §2.3: the Krobs have no missile weapons
    default:
        return std::nullopt;
    }
}

bool standsUp(const TurnPosition &position, Side side, int stunnedAt,
              const SkirmishSettings &settings)
{
    const Step &s = position.current();
    if (s.side != side || s.phase != Phase::StunnedRecovery)
        return false;
    const int now = position.playerTurnIndex();
    return settings.standUpInAnyOwnTurn ? now >= stunnedAt : now > stunnedAt;
}

} // namespace herald::skirmish
