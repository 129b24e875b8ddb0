#include "core/skirmish/straymissile.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::StrayMissile)
};

} // namespace

StrayMissile rollStrayMissile(int face)
{
    StrayMissile s;
    s.face = face == 0 ? 10 : face;
    if (s.face <= 6) {
        s.hex = s.face;
        s.explanation =
            Tr::tr("§5.8 rolled %1: the missile falls on hex %1 around the target").arg(s.face);
    } else {
        s.explanation = Tr::tr("§5.8 rolled %1: the missile falls harmlessly").arg(s.face);
    }
    return s;
}

StrayHit strayMissileHits(const Profile &profile, const CharacterState &state, Game game,
                          bool shelteredFromLine, int retreatRoom)
{
    StrayHit hit{state, 0, {}};
    if (shelteredFromLine) {
        hit.explanation = Tr::tr("§5.8 %1 is sheltered from the line of fire").arg(profile.name);
        return hit;
    }
    const auto v = currentValues(profile, state, game);
    if (v && v->armoured) {
        const RetreatOutcome r = applyRetreat(profile, state, 2, retreatRoom, false);
        hit.after = r.after;
        hit.retreatHexes = r.hexes;
        hit.explanation = Tr::tr("§5.8 the armour holds: %1").arg(r.explanation);
        return hit;
    }
    BlowSource source;
    source.missile = true;
    const BlowOutcome b = applyBlow(profile, state, Blow::Wound, source);
    hit.after = b.after;
    hit.explanation = Tr::tr("§5.8 struck by the stray missile: %1").arg(b.explanation);
    return hit;
}

} // namespace herald::skirmish
