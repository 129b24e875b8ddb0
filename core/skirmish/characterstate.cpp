#include "core/skirmish/characterstate.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::CharacterState)
};

const std::vector<Strength> &levelsFor(const Profile &profile, Game game)
{
    return game == Game::DN2 && !profile.levelsDn2.empty() ? profile.levelsDn2 : profile.levels;
}

} // namespace

std::optional<CurrentValues> currentValues(const Profile &profile, const CharacterState &state,
                                           Game game)
{
    if (!state.alive())
        return std::nullopt;
    Strength s;
    std::size_t level = std::size_t(std::max(0, state.wounds));
    if (state.baby && profile.baby) {
        s = *profile.baby;
        level = 0;
    } else if (state.mounted() && !profile.mounted.empty()) {
        s = profile.mounted[std::min(level, profile.mounted.size() - 1)];
    } else {
        const auto &levels = levelsFor(profile, game);
        s = levels[std::min(level, levels.size() - 1)];
    }
    CurrentValues v;
    v.attack = s.attack;
    v.defence = s.defence;
    v.move = s.move;
    v.armoured = s.armoured;
    v.rearDefence = s.defence;
    v.landMove = s.move;
    v.attacksPerTurn = state.baby ? 1 : profile.attacksPerTurn;
    if (!state.baby && !profile.rearDefence.empty())
        v.rearDefence = profile.rearDefence[std::min(level, profile.rearDefence.size() - 1)];
    if (!profile.landMove.empty())
        v.landMove = profile.landMove[std::min(level, profile.landMove.size() - 1)];
    if (state.health == Health::Stunned) {
        // §6.1: lying down, a character only defends, with its stunned value.
        const Defence d = profile.stunned.value_or(Defence{s.defence, s.armoured});
        v.attack = 0;
        v.move = 0;
        v.landMove = 0;
        v.defence = v.rearDefence = d.value;
        v.armoured = d.armoured;
    }
    return v;
}

std::optional<CurrentValues> horseValues(const Profile &profile)
{
    if (!profile.horse)
        return std::nullopt;
    CurrentValues v;
    v.defence = v.rearDefence = profile.horse->value;
    v.armoured = profile.horse->armoured;
    return v;
}

QString describeState(const Profile &profile, const CharacterState &state, Game game)
{
    QStringList parts{profile.name};
    if (state.baby)
        parts << Tr::tr("baby");
    if (state.mounted())
        parts << Tr::tr("mounted");
    switch (state.health) {
    case Health::Healthy:
        parts << Tr::tr("healthy");
        break;
    case Health::Stunned:
        parts << Tr::tr("stunned");
        break;
    case Health::Wounded:
        parts << (profile.woundsToKill() > 2
                      ? QCoreApplication::translate("herald::skirmish::CharacterState",
                                                    "%n wound(s)", nullptr, state.wounds)
                      : Tr::tr("wounded"));
        break;
    case Health::Dead:
        parts << Tr::tr("dead");
        break;
    }
    const auto v = currentValues(profile, state, game);
    if (!v)
        return parts.join(QStringLiteral(", "));
    const QString defence =
        v->armoured ? QStringLiteral("(%1)").arg(v->defence) : QString::number(v->defence);
    return parts.join(QStringLiteral(", ")) +
           QStringLiteral(": %1/%2-%3").arg(v->attack).arg(defence).arg(v->move);
}

CharacterState initialState(const Profile &profile, Game game)
{
    CharacterState s;
    if (game == Game::DN1 && profile.isRider())
        s.horse = HorseState::WithRider;
    return s;
}

} // namespace herald::skirmish
