#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Wounds)
};

/// Adds `count` wounds; the last level's wound kills (§6.2).
CharacterState addWounds(const Profile &profile, CharacterState s, int count)
{
    s.wounds += count;
    const int toKill = s.baby ? 1 : profile.woundsToKill();
    s.health = s.wounds >= toKill ? Health::Dead : Health::Wounded;
    if (s.health == Health::Dead)
        s.wounds = toKill;
    return s;
}

CharacterState dead(CharacterState s)
{
    s.health = Health::Dead;
    return s;
}

QString outcomeWords(const Profile &profile, const CharacterState &s)
{
    if (s.health == Health::Dead)
        return Tr::tr("%1 is dead").arg(profile.name);
    if (s.health == Health::Stunned)
        return Tr::tr("%1 is stunned").arg(profile.name);
    if (s.health == Health::Wounded)
        return Tr::tr("%1 has %n wound(s)", nullptr, s.wounds).arg(profile.name);
    return Tr::tr("%1 is unharmed").arg(profile.name);
}

/// "Simple retreat" instead of a stun (§6.2, §12 C30): Hunters and Krob babies go 2 hexes.
int stunRetreat(const Profile &profile, const CharacterState &state)
{
    if (state.baby || profile.kind == Kind::Hunter)
        return 2;
    return 1;
}

bool stunBecomesRetreat(const Profile &profile)
{
    return profile.kind == Kind::Dog || profile.kind == Kind::Troll || profile.isKrob() ||
           profile.kind == Kind::Gharv;
}

} // namespace

BlowOutcome applyBlow(const Profile &profile, const CharacterState &state, Blow blow,
                      const BlowSource &source)
{
    BlowOutcome out{state, 0, false, {}};
    if (!state.alive()) {
        out.explanation = Tr::tr("%1 is already dead").arg(profile.name);
        return out;
    }
    const bool immuneToPoison =
        profile.isKrob() || profile.isDragonPart() || profile.kind == Kind::BabyDragon;
    const bool mortalWound = source.venom || (source.poison && !immuneToPoison);

    // §9.1, §9.2: every harmful result is one wound to a dragon (or to the part struck).
    if (profile.isDragonPart() || profile.kind == Kind::BabyDragon) {
        out.after = addWounds(profile, state, 1);
        out.explanation = Tr::tr("§9.1 a dragon takes any stun, wound or kill as one wound: %1")
                              .arg(outcomeWords(profile, out.after));
        return out;
    }

    // §7.4.6, §12 C30: spirits are never harmed; every such result is a simple retreat.
    if (profile.kind == Kind::Spirit) {
        if (source.missile)
            out.retreatAsMissileA = true;
        else
            out.retreatHexes = 1;
        out.explanation =
            Tr::tr("§7.4.6 %1 cannot be harmed: the result becomes a retreat").arg(profile.name);
        return out;
    }

    if (blow == Blow::Stun && stunBecomesRetreat(profile)) {
        const int hexes = stunRetreat(profile, state);
        if (source.missile)
            out.retreatAsMissileA = true;
        else
            out.retreatHexes = hexes;
        out.explanation =
            source.missile
                ? Tr::tr("§6.2 %1 is never stunned: the result counts as missile "
                         "result A (§12 C30)")
                      .arg(profile.name)
                : Tr::tr("§6.2 %1 is never stunned: retreats %n hex(es) instead", nullptr, hexes)
                      .arg(profile.name);
        return out;
    }

    if (profile.kind == Kind::CrazyOrk) {
        // §8.2, §12 A14: berserk is his wounded level; while berserk he shrugs off stuns.
        const bool berserk = state.wounds > 0;
        if (blow == Blow::Kill || (blow == Blow::Wound && (berserk || source.venom))) {
            out.after = dead(state);
            out.explanation = Tr::tr("§8.2 %1 is killed").arg(profile.name);
        } else if (berserk) {
            out.explanation = Tr::tr("§8.2 berserk, %1 ignores being stunned").arg(profile.name);
        } else if (blow == Blow::Wound && source.poison) {
            out.after = dead(state);
            out.explanation = Tr::tr("§8.2 poisoned by Zed, %1 dies").arg(profile.name);
        } else {
            out.after = addWounds(profile, state, 1);
            out.explanation = Tr::tr("§8.2 %1 goes berserk (24/16-8)").arg(profile.name);
        }
        return out;
    }

    if (blow == Blow::Kill) {
        if (profile.killedCountsTwoWounds() && !state.baby) {
            out.after = addWounds(profile, state, 2);
            out.explanation = Tr::tr("§6.2 a killing result counts two wounds: %1")
                                  .arg(outcomeWords(profile, out.after));
        } else {
            out.after = dead(state);
            out.explanation = Tr::tr("§6.1 %1 is killed").arg(profile.name);
        }
        return out;
    }

    if (blow == Blow::Wound && mortalWound) {
        out.after = dead(state);
        out.explanation = source.venom
                              ? Tr::tr("§9.3 the Slayer's venom kills %1").arg(profile.name)
                              : Tr::tr("§8.2 Zed's poison kills %1").arg(profile.name);
        return out;
    }

    // §6.1: a stunned or wounded ordinary character dies of any further stun or wound.
    const bool ordinary = profile.woundsToKill() <= 2 && !profile.isKrob() &&
                          profile.kind != Kind::Gharv && profile.kind != Kind::Troll;
    if (ordinary && state.health != Health::Healthy) {
        out.after = dead(state);
        out.explanation =
            Tr::tr("§6.1 %1 was already %2: a further %3 kills")
                .arg(profile.name,
                     state.health == Health::Stunned ? Tr::tr("stunned") : Tr::tr("wounded"),
                     blow == Blow::Stun ? Tr::tr("stun") : Tr::tr("wound"));
        return out;
    }
    if (blow == Blow::Stun) {
        out.after.health = Health::Stunned;
        out.explanation = Tr::tr("§6.1 %1 is stunned").arg(profile.name);
        return out;
    }
    out.after = addWounds(profile, state, 1);
    out.explanation = Tr::tr("§6.1 %1").arg(outcomeWords(profile, out.after));
    return out;
}

RetreatOutcome applyRetreat(const Profile &profile, const CharacterState &state, int hexes,
                            int possible, bool fromMelee)
{
    RetreatOutcome out{state, hexes, false, {}};
    if (!state.alive() || hexes <= 0) {
        out.hexes = 0;
        return out;
    }
    if (profile.isDragonPart()) {
        out.hexes = 0;
        out.ignored = true;
        out.explanation = Tr::tr("§9.1 the Black Dragon never retreats");
        return out;
    }
    if (fromMelee && profile.kind == Kind::CrazyOrk && state.wounds > 0) {
        out.hexes = 0;
        out.ignored = true;
        out.explanation = Tr::tr("§8.2 berserk, %1 ignores the retreat").arg(profile.name);
        return out;
    }
    if (state.health == Health::Stunned) {
        out.hexes = 0;
        out.after = dead(state);
        out.explanation = Tr::tr("§4.7 %1 is stunned and cannot retreat: killed").arg(profile.name);
        return out;
    }
    if (possible >= hexes) {
        out.explanation = Tr::tr("§4.7 %1 retreats %n hex(es)", nullptr, hexes).arg(profile.name);
        return out;
    }
    out.hexes = std::max(0, possible);
    const BlowOutcome wound = applyBlow(profile, state, Blow::Wound);
    out.after = wound.after;
    out.explanation =
        Tr::tr("§4.7 %1 can retreat only %2 of %n hex(es) and takes a wound: %3", nullptr, hexes)
            .arg(profile.name)
            .arg(out.hexes)
            .arg(wound.explanation);
    return out;
}

} // namespace herald::skirmish
