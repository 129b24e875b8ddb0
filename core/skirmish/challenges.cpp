#include "core/skirmish/challenges.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Challenges)
};

bool armoured(const Profile &p, const CharacterState &s)
{
    const auto v = currentValues(p, s, Game::DN1);
    return v && v->armoured;
}

bool isBabyHunter(const Profile &p, const CharacterState &s)
{
    return s.baby && p.kind == Kind::Hunter;
}

bool wounded(const CharacterState &s)
{
    return s.wounds > 0 && s.alive();
}

/// The infiltrator's line of the modifier table (§3.7).
int moverModifier(const Profile &p, const CharacterState &s, QStringList &why)
{
    int m = 0;
    if (p.kind == Kind::Dog || isBabyHunter(p, s)) {
        m = -3;
        why << Tr::tr("dog or Baby Hunter −3");
    } else if (s.mounted() && armoured(p, s)) {
        m = -2;
        why << Tr::tr("armoured rider −2");
    } else if ((!s.mounted() && armoured(p, s)) || s.mounted() || s.baby ||
               p.kind == Kind::Hunter || p.kind == Kind::Warrior) {
        m = -1;
        why << Tr::tr("armour, rider, Hunter, Warrior or baby −1");
    }
    if (wounded(s)) {
        m += 2;
        why << Tr::tr("wounded +2");
    }
    return m;
}

/// The opponent's line (§3.7).
int enemyModifier(const Profile &p, const CharacterState &s, QStringList &why)
{
    int m = 0;
    if (isBabyHunter(p, s)) {
        m = -3;
        why << Tr::tr("Baby Hunter opposing −3");
    } else if (s.baby) {
        m = -1;
        why << Tr::tr("baby Krob opposing −1");
    } else if (p.kind == Kind::Queen) {
        m = 4;
        why << Tr::tr("Alkiram +4");
    } else if (p.kind == Kind::Guard || (s.mounted() && armoured(p, s))) {
        m = 2;
        why << Tr::tr("Guard or armoured rider opposing +2");
    } else if (s.mounted() || armoured(p, s) || p.kind == Kind::Warrior || p.kind == Kind::Slayer) {
        m = 1;
        why << Tr::tr("rider, armour, Warrior or Slayer opposing +1");
    }
    if (wounded(s)) {
        m -= 2;
        why << Tr::tr("wounded opponent −2");
    }
    return m;
}

ChallengeCheck none(const QString &why)
{
    return {false, 0, why};
}

} // namespace

ChallengeCheck checkChallenge(const Profile &mover, const CharacterState &moverState,
                              const Challenger &enemy, bool advancingAfterCombat,
                              const SkirmishSettings &settings)
{
    const Profile &e = *enemy.profile;
    if (!enemy.state.alive() || enemy.state.health == Health::Stunned)
        return none(Tr::tr("§6.1 %1 lies stunned or dead and challenges no one").arg(e.name));
    if (mover.isDragonPart() || mover.kind == Kind::BabyDragon)
        return none(Tr::tr("§3.7 dragons ignore challenges"));
    if (mover.kind == Kind::Dog && !e.isKrob())
        return none(Tr::tr("§3.7 §12 B4 a dog ignores challenges except from Krobs"));
    if (!settings.babyHuntersUseChallengeTable &&
        (isBabyHunter(mover, moverState) || isBabyHunter(e, enemy.state)))
        return none(Tr::tr("§9.3 §12 B3 Baby Hunters neither suffer nor make challenges"));
    if ((e.kind == Kind::Queen || e.kind == Kind::Guard) && !enemy.state.baby &&
        !enemy.hexInFrontArc)
        return none(Tr::tr("§3.7 %1 challenges only hexes in her front arc").arg(e.name));
    if (advancingAfterCombat && enemy.engagedThisPhase)
        return none(Tr::tr("§4.8 %1 fights in this combat phase and does not challenge the "
                           "advance")
                        .arg(e.name));
    QStringList why;
    const int m = moverModifier(mover, moverState, why) + enemyModifier(e, enemy.state, why);
    ChallengeCheck c{true, m, {}};
    c.explanation = why.isEmpty() ? Tr::tr("§3.7 challenge by %1, no modifier").arg(e.name)
                                  : Tr::tr("§3.7 challenge by %1: %2 = %3")
                                        .arg(e.name, why.join(QStringLiteral(", ")))
                                        .arg(m);
    return c;
}

ChallengeOutcome resolveChallenge(const Profile &mover, const CharacterState &moverState,
                                  const Challenger &enemy, bool advancingAfterCombat, int face,
                                  const SkirmishSettings &settings)
{
    ChallengeOutcome out;
    out.check = checkChallenge(mover, moverState, enemy, advancingAfterCombat, settings);
    out.after = moverState;
    if (!out.check.rolls) {
        out.explanation = out.check.explanation;
        return out;
    }
    out.face = face == 0 ? 10 : face;
    out.total = out.face + out.check.modifier;
    QString effect;
    if (out.total <= 7) {
        effect = Tr::tr("no effect");
    } else {
        // 10 or more kills, which for a several-wound creature is two wounds (§3.7).
        const int wounds = out.total >= 10 ? 2 : 1;
        QStringList lines;
        for (int i = 0; i < wounds && out.after.alive(); ++i) {
            const BlowOutcome o = applyBlow(mover, out.after, Blow::Wound);
            out.after = o.after;
            lines << o.explanation;
        }
        effect = lines.join(QStringLiteral("; "));
    }
    out.explanation = Tr::tr("%1; rolled %2, total %3: %4")
                          .arg(out.check.explanation)
                          .arg(out.face)
                          .arg(out.total)
                          .arg(effect);
    return out;
}

std::vector<ChallengeCheck>
challengesAlongPath(const Profile &mover, const CharacterState &moverState,
                    const std::vector<std::vector<Challenger>> &enemiesBeside,
                    bool advancingAfterCombat, const SkirmishSettings &settings)
{
    std::vector<ChallengeCheck> checks;
    // The last hex is where the move ends: it never triggers a roll.
    for (std::size_t i = 0; i + 1 < enemiesBeside.size(); ++i)
        for (const Challenger &enemy : enemiesBeside[i]) {
            ChallengeCheck c =
                checkChallenge(mover, moverState, enemy, advancingAfterCombat, settings);
            if (c.rolls)
                checks.push_back(c);
        }
    return checks;
}

} // namespace herald::skirmish
