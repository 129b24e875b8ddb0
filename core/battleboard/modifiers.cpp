#include "core/battleboard/modifiers.h"

namespace herald::battleboard {

namespace {

/// Fire and charge attacks against a brigade in an entrenched space or a fort (§5.4, §8).
void addDefences(Drms &drms, const BattleState &battle, const Ruleset &rules, const Unit &target)
{
    if (battle.isEntrenched(target.where()))
        drms.add(DrmSource::Entrenched, -1);
    if (inFort(target, rules))
        drms.add(DrmSource::Fort, -2);
}

} // namespace

bool inFort(const Unit &unit, const Ruleset &rules)
{
    return rules.settings.waoi.enabled && rules.settings.waoi.fortSide == unit.side &&
           unit.kind == SpaceKind::Line;
}

int numbersBonus(int chargers, int defenders)
{
    if (defenders <= 0)
        return 0;
    const int k = chargers / defenders;
    return k >= 2 ? k - 1 : 0;
}

Check fireCheck(const BattleState &battle, const Ruleset &rules, const Unit &firer,
                const Unit &target, int range)
{
    Check c;
    const Unit &keyed = rules.settings.toHitKey == RowKey::Firer ? firer : target;
    const TypeNumbers &row = rules.tables.numbers(rowOf(keyed));
    c.target = range == 2 ? row.toHit2.value_or(row.toHit1) : row.toHit1;
    if (firer.elite && (firer.type == UnitType::Infantry || firer.type == UnitType::Artillery))
        c.drms.add(DrmSource::Elite, 1);
    addDefences(c.drms, battle, rules, target);
    if (firer.native)
        c.drms.add(DrmSource::Native, -1);
    c.drms.add(DrmSource::Tech, firer.techDrm);
    if (rules.tables.leaderDrmUse.fire && battle.drmLeaderIn(firer.where(), firer.side) >= 0)
        c.drms.add(DrmSource::Leader, rules.tables.leaderDrm);
    return c;
}

int fireResultNumber(const Ruleset &rules, const Unit &firer, const Unit &target)
{
    const auto f = static_cast<std::size_t>(rowOf(firer));
    const auto t = static_cast<std::size_t>(rowOf(target));
    if (const auto &pair = rules.tables.resultOverrides[f][t])
        return *pair;
    const Unit &keyed = rules.settings.resultKey == RowKey::Firer ? firer : target;
    return rules.tables.numbers(rowOf(keyed)).result;
}

Check chargerCheck(const BattleState &battle, const Ruleset &rules, const Unit &charger,
                   const Unit &target, int bonus, bool leaderHelps)
{
    Check c;
    c.drms.add(DrmSource::TypeCharge, rules.tables.numbers(rowOf(charger)).chargeMod);
    if (leaderHelps)
        c.drms.add(DrmSource::Leader, 1); // the rules' +1, not a table number (§5.2.5)
    if (charger.isEliteCavalry())
        c.drms.add(DrmSource::Elite, 1);
    c.drms.add(DrmSource::Numbers, bonus);
    c.drms.add(DrmSource::Tech, charger.techDrm);
    addDefences(c.drms, battle, rules, target);
    if (charger.native) {
        c.drms.add(DrmSource::Native, -1);
        c.drms.add(DrmSource::HumanWave,
                   battle.humanWave[std::size_t(spaceIndex(charger.where()))]);
    }
    return c;
}

Check chargedCheck(const BattleState &battle, const Ruleset &rules, const Unit &target)
{
    Check c;
    c.drms.add(DrmSource::TypeCharge, rules.tables.numbers(rowOf(target)).chargeMod);
    if (target.isEliteCavalry())
        c.drms.add(DrmSource::Elite, 1);
    c.drms.add(DrmSource::Tech, target.techDrm);
    if (rules.settings.defenderLeaderDrm && battle.drmLeaderIn(target.where(), target.side) >= 0)
        c.drms.add(DrmSource::Leader, 1);
    if (target.native && rules.settings.waoi.nativePenaltyWhenCharged)
        c.drms.add(DrmSource::Native, -1);
    return c;
}

Check entrenchCheck(const BattleState &battle, const Ruleset &rules, const Unit &unit)
{
    Check c;
    c.target = rules.tables.entrenchBase;
    if (!rules.settings.waoi.enabled)
        c.drms.add(DrmSource::Year, rules.tables.yearModifier(rules.settings.year));
    if (rules.tables.leaderDrmUse.entrench && battle.drmLeaderIn(unit.where(), unit.side) >= 0)
        c.drms.add(DrmSource::Leader, rules.tables.leaderDrm);
    if (rules.settings.waoi.techAppliesToEntrench)
        c.drms.add(DrmSource::Tech, unit.techDrm);
    return c;
}

Check rallyCheck(const Ruleset &rules, const Unit *leader, const Unit &brigade)
{
    Check c;
    c.target = leader ? rules.tables.numbers(rowOf(brigade)).rally : 8;
    if (brigade.elite)
        c.drms.add(DrmSource::Elite, 1);
    c.drms.add(DrmSource::Tech, brigade.techDrm);
    if (leader && rules.tables.leaderDrmUse.rally)
        c.drms.add(DrmSource::Leader, rules.tables.leaderDrm);
    return c;
}

Check leaderPursuitCheck(const Ruleset &rules, const Unit &mover)
{
    Check c;
    c.target = rules.tables.leaderPursuitHit;
    if (mover.isEliteCavalry())
        c.drms.add(DrmSource::Elite, 1);
    c.drms.add(DrmSource::Tech, mover.techDrm);
    return c;
}

Check pursuitCheck(const BattleState &battle, const Ruleset &rules, const Unit &pursuer,
                   const Unit &target)
{
    Check c;
    c.target = target.isBrigade() ? rules.tables.numbers(rowOf(target)).pursuitHit
                                  : rules.tables.leaderPursuitHit;
    if (target.kind == SpaceKind::Reserve || target.kind == SpaceKind::Retreat)
        c.drms.add(DrmSource::TargetInBox, -1);
    if (pursuer.isEliteCavalry())
        c.drms.add(DrmSource::Elite, 1);
    c.drms.add(DrmSource::Tech, pursuer.techDrm);
    if (rules.tables.leaderDrmUse.pursuit && battle.drmLeaderIn(pursuer.where(), pursuer.side) >= 0)
        c.drms.add(DrmSource::Leader, rules.tables.leaderDrm);
    return c;
}

} // namespace herald::battleboard
