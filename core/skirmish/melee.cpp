#include "core/skirmish/melee.h"

#include "core/skirmish/wounds.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Melee)
};

bool hasKind(const std::vector<Fighter> &side, Kind kind)
{
    return std::any_of(side.begin(), side.end(),
                       [kind](const Fighter &f) { return f.profile->kind == kind; });
}

bool hasPoison(const std::vector<Fighter> &side)
{
    return std::any_of(side.begin(), side.end(), [](const Fighter &f) {
        return f.profile->hasTrait(QStringLiteral("poison"));
    });
}

/// Does the result wound the harmed defender (venom applies), or the harmed attacker?
bool woundsDefender(CombatTableKind table, CombatResult r)
{
    if (table == CombatTableKind::Foot)
        return r == CombatResult::E;
    return r == CombatResult::E || r == CombatResult::F;
}

FighterOutcome start(const Fighter &f)
{
    FighterOutcome out;
    out.before = out.after = f.state;
    return out;
}

void blow(FighterOutcome &out, const Fighter &f, Blow b, const BlowSource &source)
{
    const BlowOutcome o = applyBlow(*f.profile, out.after, b, source);
    out.after = o.after;
    out.lines << o.explanation;
    if (o.retreatHexes > 0) {
        const RetreatOutcome r = applyRetreat(*f.profile, out.after, o.retreatHexes, f.retreatRoom);
        out.after = r.after;
        out.retreatHexes = r.hexes;
        out.lines << r.explanation;
    }
}

void retreat(FighterOutcome &out, const Fighter &f, int hexes)
{
    if (f.riderlessHorse) {
        out.retreatHexes = std::min(hexes, f.retreatRoom);
        out.lines << Tr::tr("§4.9 the riderless horse retreats %1 hex(es)").arg(out.retreatHexes);
        return;
    }
    const RetreatOutcome r = applyRetreat(*f.profile, out.after, hexes, f.retreatRoom);
    out.after = r.after;
    out.retreatHexes = r.hexes;
    out.lines << r.explanation;
}

/// The rider comes off (§4.9): his horse stands riderless, or lies dead.
void dismount(FighterOutcome &out, bool horseDies)
{
    out.after.horse = horseDies ? HorseState::Dead : HorseState::Riderless;
    out.dismounted = true;
    out.lines << (horseDies ? Tr::tr("§4.9 the horse is killed; the rider's counter goes beside it")
                            : Tr::tr("§4.9 dismounted: the rider's counter goes beside the "
                                     "riderless horse"));
}

/// The horse keeps standing when the rider dies in the saddle (§4.6 E, G).
void riderDiedMounted(FighterOutcome &out)
{
    if (!out.after.alive() && out.after.mounted()) {
        out.after.horse = HorseState::Riderless;
        out.dismounted = true;
        out.lines << Tr::tr("§4.9 the rider falls; the horse stands riderless");
    }
}

bool lostTheCombat(const FighterOutcome &o)
{
    return o.retreatHexes > 0 ||
           (o.before.health != o.after.health &&
            (o.after.health == Health::Stunned || o.after.health == Health::Dead)) ||
           (o.before.horse != HorseState::Dead && o.after.horse == HorseState::Dead);
}

std::optional<Advance> advanceAfter(const MeleeSetup &setup, const MeleeResolution &res,
                                    const SkirmishSettings &settings)
{
    const bool defendersLost =
        std::any_of(res.defenders.begin(), res.defenders.end(), lostTheCombat);
    const bool attackersLost =
        std::any_of(res.attackers.begin(), res.attackers.end(), lostTheCombat);
    if (defendersLost == attackersLost)
        return std::nullopt;
    Advance a;
    a.attackers = defendersLost;
    const auto &winners = a.attackers ? res.attackers : res.defenders;
    if (std::none_of(winners.begin(), winners.end(), [](const FighterOutcome &o) {
            return o.after.alive() && o.after.health != Health::Stunned;
        }))
        return std::nullopt;
    a.everyone = settings.advanceRuleByLevel ? setup.underground : setup.game == Game::DN2;
    const auto &side = a.attackers ? setup.attackers : setup.defenders;
    const bool anyMounted =
        std::any_of(side.begin(), side.end(), [](const Fighter &f) { return f.state.mounted(); });
    a.hexes = a.everyone ? 0 : (anyMounted ? 3 : 2);
    const QString who = a.attackers ? Tr::tr("the attackers") : Tr::tr("the defenders");
    a.text = a.everyone
                 ? Tr::tr("§4.8 %1 may all advance, each up to half its MA, first into a hex "
                          "the enemy left")
                       .arg(who)
                 : Tr::tr("§4.8 one of %1 may advance up to 2 hexes on foot or 3 mounted, "
                          "first into a hex the enemy left")
                       .arg(who);
    return a;
}

} // namespace

QString MeleeResolution::explain() const
{
    if (!odds.legal())
        return odds.refusalText;
    QStringList lines{odds.explain()};
    lines << Tr::tr("§4.10 rolled %1, modified %2: %3 %4 row %5 gives %6 (%7)")
                 .arg(face)
                 .arg(roll)
                 .arg(odds.table == CombatTableKind::Foot ? QStringLiteral("C-F")
                                                          : QStringLiteral("C-M"),
                      columnLabel(odds.column))
                 .arg(roll)
                 .arg(resultLetter(result), describeResult(odds.table, result));
    if (venomFace)
        lines << Tr::tr("§9.3 venom roll %1: %2")
                     .arg(*venomFace)
                     .arg(*venomFace <= 5 ? Tr::tr("the Slayer struck, the wound is mortal")
                                          : Tr::tr("another Krob struck, an ordinary wound"));
    for (const auto *side : {&attackers, &defenders})
        for (const FighterOutcome &o : *side)
            lines << o.lines;
    if (advance)
        lines << advance->text;
    return lines.join(QStringLiteral("; "));
}

bool needsVenomRoll(const MeleeSetup &setup, CombatTableKind table, CombatResult result)
{
    if (woundsDefender(table, result))
        return hasKind(setup.attackers, Kind::Slayer) && setup.attackers.size() > 1;
    if (result == CombatResult::A)
        return hasKind(setup.defenders, Kind::Slayer) && setup.defenders.size() > 1;
    return false;
}

MeleeResolution resolveMelee(const MeleeSetup &setup, int face, std::optional<int> venomFace,
                             const SkirmishSettings &settings)
{
    MeleeResolution res;
    res.odds = meleeOdds(setup, settings);
    if (!res.odds.legal())
        return res;
    res.face = face == 0 ? 10 : face;
    res.roll = modifiedCombatRoll(res.face, res.odds.rollModifier);
    const CombatTable table =
        res.odds.table == CombatTableKind::Foot ? footCombatTable() : mountedCombatTable(settings);
    res.result = table.at(res.odds.column, res.roll);
    const bool venomRoll = needsVenomRoll(setup, res.odds.table, res.result);
    if (venomRoll && !venomFace) {
        res.awaitingVenomRoll = true;
        return res;
    }
    if (venomRoll)
        res.venomFace = *venomFace == 0 ? 10 : *venomFace;
    const bool venomMortal = venomRoll ? *res.venomFace <= 5 : true;

    for (const Fighter &f : setup.attackers)
        res.attackers.push_back(start(f));
    for (const Fighter &f : setup.defenders)
        res.defenders.push_back(start(f));

    // §8.2 Zed's poison and §9.3 the Slayers' venom, on each side's wounds.
    BlowSource onDefender;
    onDefender.poison = hasPoison(setup.attackers);
    onDefender.venom = hasKind(setup.attackers, Kind::Slayer) && venomMortal;
    BlowSource onAttacker;
    onAttacker.poison = hasPoison(setup.defenders);
    onAttacker.venom = hasKind(setup.defenders, Kind::Slayer) && venomMortal;

    const Fighter &harmedAttacker = setup.attackers[std::size_t(setup.attackerTakingHarm)];
    FighterOutcome &attackerOut = res.attackers[std::size_t(setup.attackerTakingHarm)];
    const Fighter &harmed = setup.defenders[std::size_t(setup.defenderTakingHarm)];
    FighterOutcome &defenderOut = res.defenders[std::size_t(setup.defenderTakingHarm)];

    switch (res.result) {
    case CombatResult::None:
        break;
    case CombatResult::A:
        blow(attackerOut, harmedAttacker, Blow::Wound, onAttacker);
        riderDiedMounted(attackerOut);
        break;
    case CombatResult::B:
        for (std::size_t i = 0; i < setup.attackers.size(); ++i)
            retreat(res.attackers[i], setup.attackers[i], 1);
        break;
    case CombatResult::C:
        for (std::size_t i = 0; i < setup.defenders.size(); ++i)
            retreat(res.defenders[i], setup.defenders[i], 1);
        break;
    default:
        if (harmed.riderlessHorse) {
            // §4.9, §12 C14: E-H kill a riderless horse, D does nothing to it.
            if (res.result == CombatResult::D) {
                defenderOut.lines << Tr::tr("§4.9 a riderless horse ignores result D");
            } else {
                defenderOut.after.horse = HorseState::Dead;
                defenderOut.lines << Tr::tr("§4.9 the riderless horse is killed");
            }
        } else if (res.odds.table == CombatTableKind::Foot) {
            const Blow b = res.result == CombatResult::D   ? Blow::Stun
                           : res.result == CombatResult::E ? Blow::Wound
                                                           : Blow::Kill;
            blow(defenderOut, harmed, b, onDefender);
            riderDiedMounted(defenderOut);
        } else {
            switch (res.result) {
            case CombatResult::D:
                blow(defenderOut, harmed, Blow::Stun, onDefender);
                if (defenderOut.after.mounted())
                    dismount(defenderOut, false);
                break;
            case CombatResult::E:
                blow(defenderOut, harmed, Blow::Wound, onDefender);
                riderDiedMounted(defenderOut);
                break;
            case CombatResult::F:
                blow(defenderOut, harmed, Blow::Wound, onDefender);
                dismount(defenderOut, true);
                break;
            case CombatResult::G:
                blow(defenderOut, harmed, Blow::Kill, onDefender);
                riderDiedMounted(defenderOut);
                break;
            default:
                blow(defenderOut, harmed, Blow::Kill, onDefender);
                dismount(defenderOut, true);
                break;
            }
        }
        break;
    }
    res.advance = advanceAfter(setup, res, settings);
    return res;
}

MeleeResolution resolveMelee(const MeleeSetup &setup, dice::Dice &dice,
                             const SkirmishSettings &settings)
{
    const MeleeOdds odds = meleeOdds(setup, settings);
    if (!odds.legal()) {
        MeleeResolution refused;
        refused.odds = odds;
        return refused;
    }
    //: why the die is rolled, for the dice log; %1 is the column, "3-1"
    const int face =
        dice.d(10, Tr::tr("Combat at %1 (§4.10)").arg(columnLabel(odds.column)).toStdString());
    MeleeResolution res = resolveMelee(setup, face, std::nullopt, settings);
    if (res.awaitingVenomRoll)
        res = resolveMelee(setup, face,
                           dice.d(10, Tr::tr("Slayer venom: 1-5 mortal (§9.3)").toStdString()),
                           settings);
    return res;
}

} // namespace herald::skirmish
