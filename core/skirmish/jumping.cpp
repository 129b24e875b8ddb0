#include "core/skirmish/jumping.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Jumping)
};

} // namespace

JumpLine jumpLine(const Profile &profile, const CharacterState &state, Game game)
{
    const auto v = currentValues(profile, state, game);
    if (v && v->armoured)
        return JumpLine::Armoured;
    if (profile.kind == Kind::Dog)
        return JumpLine::Lucifer;
    return JumpLine::Unarmoured;
}

JumpDown resolveJumpDown(const Profile &profile, const CharacterState &state, Game game, int face,
                         const SkirmishSettings &settings)
{
    JumpDown jump;
    jump.face = face == 0 ? 10 : face;
    jump.after = state;
    const JumpLine line = jumpLine(profile, state, game);
    // The last unharmed roll and the last wounded roll of each line.
    const int unharmedTo = line == JumpLine::Lucifer ? 6 : line == JumpLine::Unarmoured ? 4 : 1;
    const int woundedTo = line == JumpLine::Lucifer ? 9 : line == JumpLine::Unarmoured ? 7 : 6;
    if (jump.face <= unharmedTo) {
        jump.explanation =
            Tr::tr("§3.5 rolled %1: %2 lands unharmed").arg(jump.face).arg(profile.name);
        return jump;
    }
    if (jump.face <= woundedTo) {
        if (line == JumpLine::Lucifer && !settings.luciferJumpWoundKills) {
            jump.explanation =
                Tr::tr("§3.5 rolled %1: no effect on Lucifer (§12 B9 option)").arg(jump.face);
            return jump;
        }
        const BlowOutcome o = applyBlow(profile, state, Blow::Wound);
        jump.after = o.after;
        jump.explanation = Tr::tr("§3.5 rolled %1: wounded; %2").arg(jump.face).arg(o.explanation);
        return jump;
    }
    const BlowOutcome o = applyBlow(profile, state, Blow::Kill);
    jump.after = o.after;
    jump.explanation =
        Tr::tr("§3.5 rolled %1: the fall kills; %2").arg(jump.face).arg(o.explanation);
    return jump;
}

} // namespace herald::skirmish
