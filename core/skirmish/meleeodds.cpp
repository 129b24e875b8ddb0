#include "core/skirmish/meleeodds.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Melee)
};

MeleeOdds refuse(MeleeOdds odds, MeleeRefusal why, const QString &text)
{
    odds.refusal = why;
    odds.refusalText = text;
    return odds;
}

bool isMountedTarget(const Fighter &f)
{
    return f.riderlessHorse || f.state.mounted();
}

} // namespace

QString MeleeOdds::explain() const
{
    if (refusal)
        return refusalText;
    return steps.join(QStringLiteral("; "));
}

std::optional<CurrentValues> fighterValues(const Fighter &fighter, Game game)
{
    if (fighter.riderlessHorse) {
        if (fighter.state.horse == HorseState::Dead)
            return std::nullopt;
        return horseValues(*fighter.profile);
    }
    return currentValues(*fighter.profile, fighter.state, game);
}

std::optional<int> fighterTerrain(const Fighter &fighter)
{
    std::vector<int> values;
    for (Terrain t : fighter.hexes) {
        const auto effect = combatEffect(t, *fighter.profile);
        if (!effect)
            return std::nullopt;
        values.push_back(*effect);
    }
    // (T) §4.3: Alkiram and the Black Dragon ignore terrain in combat.
    if (fighter.profile->kind == Kind::Queen || fighter.profile->isDragonPart() || values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    if (fighter.profile->kind == Kind::Guard && values.size() == 3 && !fighter.state.baby)
        return values[1]; // the majority of her three hexes
    return values.front();
}

int modifiedCombatRoll(int face, int modifier)
{
    return std::clamp(face + modifier, 1, 10);
}

MeleeOdds meleeOdds(const MeleeSetup &setup, const SkirmishSettings &settings)
{
    MeleeOdds odds;
    if (setup.attackers.empty())
        return refuse(odds, MeleeRefusal::NoAttacker, Tr::tr("§4.1 a combat needs an attacker"));
    if (setup.defenders.empty())
        return refuse(odds, MeleeRefusal::NoDefender, Tr::tr("§4.1 a combat needs a defender"));
    if (setup.attackerTakingHarm < 0 || setup.attackerTakingHarm >= int(setup.attackers.size()) ||
        setup.defenderTakingHarm < 0 || setup.defenderTakingHarm >= int(setup.defenders.size()))
        return refuse(
            odds, MeleeRefusal::BadChoice,
            Tr::tr("§4.4 the character chosen to take a stun or wound is not in the combat"));

    // §4.10 step 2: the attack.
    QStringList attackParts;
    int slayers = 0;
    for (const Fighter &a : setup.attackers) {
        const auto v = currentValues(*a.profile, a.state, setup.game);
        if (!v || v->attack <= 0)
            return refuse(odds, MeleeRefusal::AttackerCannotFight,
                          Tr::tr("§4.1 %1 cannot attack: %2")
                              .arg(a.profile->name,
                                   !v ? Tr::tr("dead")
                                      : (a.state.health == Health::Stunned ? Tr::tr("stunned")
                                                                           : Tr::tr("no attack "
                                                                                    "strength"))));
        if (a.attacksMade >= v->attacksPerTurn)
            return refuse(odds, MeleeRefusal::AlreadyAttacked,
                          Tr::tr("§4.1 %1 has made %2 attack(s) this player turn, all it may make")
                              .arg(a.profile->name)
                              .arg(a.attacksMade));
        if ((a.profile->kind == Kind::Queen || a.profile->kind == Kind::Guard) &&
            !a.targetInFrontArc)
            return refuse(odds, MeleeRefusal::NotInFrontArc,
                          Tr::tr("§9.3 %1 attacks only to her front").arg(a.profile->name));
        int attack = attackWithSpells(v->attack, a.spells);
        if (setup.guardBetweenLegs && a.profile->kind == Kind::Guard)
            attack *= 2; // §9.3: both attack values against the enemy between her legs
        odds.attack += attack;
        attackParts << QStringLiteral("%1 %2").arg(a.profile->name).arg(attack);
        if (a.profile->kind == Kind::Slayer)
            ++slayers;
    }

    // Step 3: the defence.
    QStringList defenceParts;
    bool allArmoured = true;
    for (const Fighter &d : setup.defenders) {
        const auto v = fighterValues(d, setup.game);
        if (!v)
            return refuse(odds, MeleeRefusal::DefenderDead,
                          Tr::tr("§4.1 %1 is dead and cannot be attacked").arg(d.profile->name));
        const bool rear = d.attackedFromRear &&
                          (d.profile->kind == Kind::Queen || d.profile->kind == Kind::Guard);
        if (d.spells.inMagicCircle)
            return refuse(odds, MeleeRefusal::MagicCircle,
                          Tr::tr("§7.4.4 %1 stands in a magic circle and cannot be attacked")
                              .arg(d.profile->name));
        const int defence = (rear ? v->rearDefence : v->defence) + d.spells.defenceBonus;
        if (defence <= 0)
            return refuse(odds, MeleeRefusal::DefenceZero,
                          Tr::tr("§12 C15 %1 has defence 0 (disabled) and cannot be attacked")
                              .arg(d.profile->name));
        odds.defence += defence;
        defenceParts << (d.riderlessHorse ? Tr::tr("%1's horse %2") : Tr::tr("%1 %2"))
                                .arg(d.profile->name)
                                .arg(defence) +
                            (rear ? Tr::tr(" (rear)") : QString());
        allArmoured = allArmoured && v->armoured;
        // §4.1: no attack into a hex the attacker could not enter (webs excepted, §9.5).
        for (const Fighter &a : setup.attackers) {
            const auto av = currentValues(*a.profile, a.state, setup.game);
            for (Terrain t : d.hexes) {
                if (!combatEffect(t, *d.profile))
                    return refuse(odds, MeleeRefusal::NoCombatInTerrain,
                                  Tr::tr("§4.1 no combat into a %1 hex").arg(terrainName(t)));
                if (t == Terrain::SpiderWeb)
                    continue;
                const auto cost = entryCost(t, *a.profile, a.state);
                const int ma =
                    (a.profile->kind == Kind::Gharv && t != Terrain::Water && t != Terrain::Marsh)
                        ? av->landMove
                        : av->move;
                if (!cost || (ma > 0 && *cost > ma))
                    return refuse(odds, MeleeRefusal::CannotEnterDefenderHex,
                                  Tr::tr("§4.1 %1 could not enter %2's %3 hex, so cannot attack it")
                                      .arg(a.profile->name, d.profile->name, terrainName(t)));
            }
        }
    }
    if (setup.luciferBesideGodiva) {
        for (const Fighter &d : setup.defenders)
            if (d.profile->id == QLatin1String("godiva") && !d.riderlessHorse) {
                odds.defence += *setup.luciferBesideGodiva;
                defenceParts << Tr::tr("Lucifer beside Godiva %1").arg(*setup.luciferBesideGodiva);
                break;
            }
    }

    // Step 4: the ratio, rounded down in the defender's favour.
    odds.ratio = odds.attack / odds.defence;
    odds.steps << Tr::tr("§4.2 attack %1 (%2) against defence %3 (%4): %5")
                      .arg(odds.attack)
                      .arg(attackParts.join(QStringLiteral(" + ")))
                      .arg(odds.defence)
                      .arg(defenceParts.join(QStringLiteral(" + ")))
                      .arg(odds.ratio >= 1 ? columnLabel(std::min(odds.ratio, 12))
                                           : Tr::tr("below 1-1"));
    if (odds.ratio < 1)
        return refuse(odds, MeleeRefusal::OddsBelowOneToOne,
                      Tr::tr("§4.2 attack %1 against defence %2 is below 1-1: the attack cannot be "
                             "made")
                          .arg(odds.attack)
                          .arg(odds.defence));

    // Which table (§4.6): the mounted one when every defender is a rider or a horse (DN1).
    const bool mountedTable =
        setup.game == Game::DN1 &&
        std::all_of(setup.defenders.begin(), setup.defenders.end(), isMountedTarget);
    odds.table = mountedTable ? CombatTableKind::Mounted : CombatTableKind::Foot;

    // Step 5: terrain (§4.3).
    if (setup.gharvAppearanceShift) {
        odds.terrainShift = *setup.gharvAppearanceShift;
        odds.steps << Tr::tr("§9.6 Gharv appearing: %1 column(s) right instead of terrain")
                          .arg(odds.terrainShift);
    } else {
        int attackerValue = 1;
        for (const Fighter &a : setup.attackers)
            attackerValue = std::min(attackerValue, fighterTerrain(a).value_or(-1));
        int defenderValue = settings.defenderTerrain == DefenderTerrain::LeastAdvantageous ? 1 : -1;
        for (const Fighter &d : setup.defenders) {
            const int v = fighterTerrain(d).value_or(-1);
            defenderValue = settings.defenderTerrain == DefenderTerrain::LeastAdvantageous
                                ? std::min(defenderValue, v)
                                : std::max(defenderValue, v);
        }
        odds.terrainShift = attackerValue - defenderValue;
        odds.steps << Tr::tr("§4.3 terrain: attacker %1, defender %2: %3")
                          .arg(effectSign(attackerValue), effectSign(defenderValue),
                               odds.terrainShift == 0 ? Tr::tr("no shift")
                               : odds.terrainShift > 0
                                   ? Tr::tr("%1 column(s) right").arg(odds.terrainShift)
                                   : Tr::tr("%1 column(s) left").arg(-odds.terrainShift));
    }

    // Joint attack (§4.4, §8.4, §12 C18, C19). The dragon's two parts have their own shift
    // (§9.1), which takes the joint bonus's place.
    if (setup.attackers.size() >= 2 && !setup.dragonTwoParts) {
        const auto riders = std::count_if(setup.attackers.begin(), setup.attackers.end(),
                                          [](const Fighter &f) { return f.state.mounted(); });
        const auto dwarves =
            std::count_if(setup.attackers.begin(), setup.attackers.end(),
                          [](const Fighter &f) { return f.profile->kind == Kind::Dwarf; });
        if (mountedTable && riders < 2) {
            odds.steps << Tr::tr("§4.4 joint attack on a rider without two mounted attackers: "
                                 "no bonus");
        } else if (dwarves > 0) {
            odds.jointShift = int(dwarves) + (settings.dwarfBonusCumulative ? 1 : 0);
            odds.steps << Tr::tr("§8.4 joint attack with %1 dwarf(s): %2 column(s) right")
                              .arg(dwarves)
                              .arg(odds.jointShift);
        } else {
            odds.jointShift = 1;
            odds.steps << Tr::tr("§4.4 joint attack: 1 column right");
        }
    }
    if (setup.dragonTwoParts) {
        odds.specialShift += 1;
        odds.steps << Tr::tr("§9.1 the dragon strikes with two parts: 1 column right");
    }
    if (setup.guardBetweenLegs) {
        odds.specialShift += 1;
        odds.steps << Tr::tr("§9.3 enemy between the Guard's legs: attack doubled, 1 column right");
    }

    // Step 6: the column.
    int column = std::min(odds.ratio, 12) + odds.terrainShift + odds.jointShift + odds.specialShift;
    if (column < 1) {
        if (!settings.resolveBelowOneToOne)
            return refuse(odds, MeleeRefusal::ColumnBelowOneToOne,
                          Tr::tr("§12 C2 the shifts take %1 below 1-1: the attack cannot be made")
                              .arg(columnLabel(std::min(odds.ratio, 12))));
        odds.steps << Tr::tr("§12 C2 below 1-1 after shifts: resolved at 1-1 (option)");
        column = 1;
    }
    odds.column = std::min(column, 12);
    odds.steps << Tr::tr("§4.10 column %1 on the %2 table")
                      .arg(columnLabel(odds.column),
                           mountedTable ? Tr::tr("mounted (C-M)") : Tr::tr("foot (C-F)"));

    // Step 7: die modifiers.
    if (allArmoured) {
        odds.rollModifier += 1;
        odds.steps << Tr::tr("§4.5 every defender armoured: +1 to the die");
    }
    if (slayers > 0) {
        odds.rollModifier -= 1;
        odds.steps << Tr::tr("§9.3 a Slayer attacks: −1 to the die");
    }
    return odds;
}

} // namespace herald::skirmish
