#include "core/skirmish/casting.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Casting)
};

bool undergroundRules(const CastRequest &r, const SkirmishSettings &s)
{
    return r.game == Game::DN2 || (r.underground && s.dn2MagicLimitsUnderground);
}

/// One roll of §7.2 for a spell of `cost` EPs at `distance` hexes.
bool rollSucceeds(int face, int level, int distance, int range, int cost, QStringList &lines,
                  const QString &who)
{
    const int penalty = std::max(0, distance - range);
    const int total = face + level - penalty;
    const int need = successThreshold(cost);
    //: %1 who rolls, %2 die, %3 level, %4 range penalty, %5 total, %6 cost, %7 threshold
    lines << Tr::tr(
                 "§7.2 %1 rolls %2 + level %3 − range %4 = %5 for %6 EPs (needs more than %7): %8")
                 .arg(who)
                 .arg(face)
                 .arg(level)
                 .arg(penalty)
                 .arg(total)
                 .arg(cost)
                 .arg(need)
                 .arg(total > need ? Tr::tr("success") : Tr::tr("failure"));
    return total > need;
}

} // namespace

int startingEnergy(int level)
{
    return 100 * level;
}

int energyAfterWound(int epLeft)
{
    return epLeft / 2;
}

int energyAfterHealing(int epLeft)
{
    return epLeft * 2;
}

int spellRange(Game game, int level, bool underground, const SkirmishSettings &settings)
{
    if (game == Game::DN2 || (underground && settings.dn2MagicLimitsUnderground))
        return level >= 2 ? 10 : 7;
    return level >= 2 ? settings.levelTwoSurfaceRange : 10;
}

int successThreshold(int cost)
{
    return (cost + 9) / 10;
}

QString CastOutcome::explain() const
{
    if (refusal)
        return *refusal;
    return lines.join(QStringLiteral("; "));
}

std::optional<QString> castingProblem(const CastRequest &r, const SkirmishSettings &s)
{
    const Spellcaster &c = r.caster;
    const SpellInfo &info = spellInfo(r.spell);
    const QString name = c.profile->name;
    if (!c.profile->hasTrait(QStringLiteral("spellcaster")))
        return Tr::tr("§7.1 %1 is no spellcaster").arg(name);
    if (!c.state.alive() || c.state.health == Health::Stunned)
        return Tr::tr("§6.1 %1 is %2 and cannot cast")
            .arg(name, c.state.alive() ? Tr::tr("stunned") : Tr::tr("dead"));
    const bool onCards = r.game == Game::DN1 ? info.onDn1Cards : info.onDn2Cards;
    if (!onCards && !(r.spell == Spell::Levitation && s.levitationForAll))
        return Tr::tr("§7.4 %1 is not on the %2 spellcaster cards")
            .arg(spellName(r.spell),
                 r.game == Game::DN1 ? QStringLiteral("DN1") : QStringLiteral("DN2"));
    if (info.group == SpellGroup::Detection && c.level < 2)
        return Tr::tr("§7.4.5 detection spells need a level-2 caster");
    if (info.group == SpellGroup::TerrainOne && r.underground && !s.groupOneTerrainUnderground)
        return Tr::tr("§7.4.2 group 1 terrain spells work only above ground");
    if (undergroundRules(r, s) && r.otherMap &&
        !(info.group == SpellGroup::Detection && r.adjacentMap))
        return Tr::tr("§7.2 underground a spell works only in the caster's own cavern");
    if (r.cost > c.epLeft)
        return Tr::tr("§7.1 %1 has %2 EPs left, the spell costs %3")
            .arg(name)
            .arg(c.epLeft)
            .arg(r.cost);
    if (r.game == Game::DN1 ? c.castThisPlayerTurn : c.castThisGameTurn)
        return r.game == Game::DN1
                   ? Tr::tr("§7.2 %1 has already cast a spell this player turn").arg(name)
                   : Tr::tr("§7.2 %1 has already cast a spell this game turn").arg(name);
    if (r.counterer) {
        const Spellcaster &k = *r.counterer;
        if (r.game != Game::DN1)
            return Tr::tr("§7.3 there are no counterspells in DN2");
        if (!k.state.alive() || k.state.health == Health::Stunned)
            return Tr::tr("§6.1 %1 cannot counter while %2")
                .arg(k.profile->name, k.state.alive() ? Tr::tr("stunned") : Tr::tr("dead"));
        if (k.counteredThisPlayerTurn)
            return Tr::tr("§7.2 %1 has already countered a spell this player turn")
                .arg(k.profile->name);
        if (2 * r.cost > k.epLeft)
            return Tr::tr("§7.3 %1 has %2 EPs left, the counterspell costs %3")
                .arg(k.profile->name)
                .arg(k.epLeft)
                .arg(2 * r.cost);
    }
    return std::nullopt;
}

CastOutcome castSpell(const CastRequest &r, std::optional<int> counterFace,
                      std::optional<int> casterFace, const SkirmishSettings &s)
{
    CastOutcome out;
    out.casterAfter = r.caster;
    if (const auto problem = castingProblem(r, s)) {
        out.refusal = problem;
        return out;
    }
    const bool under = r.underground || r.game == Game::DN2;
    // §7.2 step 5: the EPs are spent whatever the rolls.
    out.casterAfter.epLeft -= r.cost;
    if (r.game == Game::DN1)
        out.casterAfter.castThisPlayerTurn = true;
    else
        out.casterAfter.castThisGameTurn = true;
    out.lines << Tr::tr("§7.2 %1 casts %2 for %3 EPs (%4 left)")
                     .arg(r.caster.profile->name, spellName(r.spell))
                     .arg(r.cost)
                     .arg(out.casterAfter.epLeft);
    if (r.counterer) {
        Spellcaster k = *r.counterer;
        const int counterCost = 2 * r.cost;
        k.epLeft -= counterCost;
        k.counteredThisPlayerTurn = true;
        out.lines << Tr::tr("§7.3 %1 counters for %2 EPs (%3 left)")
                         .arg(k.profile->name)
                         .arg(counterCost)
                         .arg(k.epLeft);
        out.countererAfter = k;
        out.counterFace = counterFace.value_or(1) == 0 ? 10 : counterFace.value_or(1);
        out.countered = rollSucceeds(*out.counterFace, k.level, r.countererDistance,
                                     spellRange(r.game, k.level, under, s), counterCost, out.lines,
                                     k.profile->name);
        if (out.countered) {
            out.lines << Tr::tr("§7.3 the spell is cancelled");
            return out;
        }
    }
    out.face = casterFace.value_or(1) == 0 ? 10 : casterFace.value_or(1);
    // §7.4.5: a detection spell reaches the caster's map or the next one, without penalty.
    const int distance = spellInfo(r.spell).group == SpellGroup::Detection ? 0 : r.distance;
    out.succeeds = rollSucceeds(*out.face, r.caster.level, distance,
                                spellRange(r.game, r.caster.level, under, s), r.cost, out.lines,
                                r.caster.profile->name);
    return out;
}

CastOutcome castSpell(const CastRequest &r, dice::Dice &dice, const SkirmishSettings &s)
{
    if (const auto problem = castingProblem(r, s)) {
        CastOutcome refused;
        refused.casterAfter = r.caster;
        refused.refusal = problem;
        return refused;
    }
    std::optional<int> counterFace;
    if (r.counterer)
        counterFace = dice.d(
            10, Tr::tr("Counterspell against %1 (§7.3)").arg(spellName(r.spell)).toStdString());
    CastOutcome first = castSpell(r, counterFace, 1, s);
    if (first.countered)
        return first;
    const int face = dice.d(10, Tr::tr("Casting %1 (§7.2)").arg(spellName(r.spell)).toStdString());
    return castSpell(r, counterFace, face, s);
}

FireballOutcome resolveFireball(const Profile &profile, const CharacterState &state, Game game,
                                int face, int retreatRoom)
{
    FireballOutcome out;
    out.face = face == 0 ? 10 : face;
    out.after = state;
    const auto v = currentValues(profile, state, game);
    out.total = out.face + (v && v->armoured ? 3 : 0);
    const bool wounds = out.total <= 6;
    QStringList lines{
        Tr::tr("§7.4.6 fireball: rolled %1, %2 with armour").arg(out.face).arg(out.total)};
    const bool bigKrob = profile.kind == Kind::Queen || profile.kind == Kind::Guard;
    if (bigKrob) {
        if (wounds) {
            const RetreatOutcome r = applyRetreat(profile, out.after, 1, retreatRoom, false);
            out.after = r.after;
            out.retreatHexes = r.hexes;
            lines << Tr::tr("§9.3 the wound becomes a retreat") << r.explanation;
        } else {
            lines << Tr::tr("§9.3 the retreat has no effect on %1").arg(profile.name);
        }
        out.explanation = lines.join(QStringLiteral("; "));
        return out;
    }
    if (wounds) {
        const BlowOutcome b = applyBlow(profile, out.after, Blow::Wound);
        out.after = b.after;
        lines << b.explanation;
    }
    const RetreatOutcome r = applyRetreat(profile, out.after, 1, retreatRoom, false);
    out.after = r.after;
    out.retreatHexes = r.hexes;
    if (!r.explanation.isEmpty())
        lines << r.explanation;
    out.explanation = lines.join(QStringLiteral("; "));
    return out;
}

} // namespace herald::skirmish
