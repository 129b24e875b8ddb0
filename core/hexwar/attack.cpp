#include "core/hexwar/attack.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Combat)
};

} // namespace

QString attackRuleSection(AttackRefusal refusal)
{
    switch (refusal) {
    case AttackRefusal::None:
        return {};
    case AttackRefusal::NotCombatPhase:
    case AttackRefusal::AftermathOpen:
        return QStringLiteral("4");
    case AttackRefusal::NoAttackers:
    case AttackRefusal::NotAdjacent:
        return QStringLiteral("C5");
    case AttackRefusal::UnknownUnit:
    case AttackRefusal::NotOwnUnit:
    case AttackRefusal::DefenderNotEnemy:
        return QStringLiteral("C1");
    case AttackRefusal::AttackerUsed:
        return QStringLiteral("C3");
    case AttackRefusal::DefenderUsed:
        return QStringLiteral("C4");
    case AttackRefusal::NoAdUnitNamed:
        return QStringLiteral("C6, A12");
    }
    return {};
}

AttackCheck checkAttack(const HexwarMap &map, const GameState &state, const QStringList &attackers,
                        const QString &defender)
{
    AttackCheck check;
    const auto refuse = [&check](AttackRefusal r, const QString &what) {
        check.refusal = r;
        check.explanation = Tr::tr("Refused (rule %1): %2.").arg(attackRuleSection(r), what);
        return check;
    };
    if (state.phase != Phase::Combat)
        return refuse(AttackRefusal::NotCombatPhase,
                      Tr::tr("attacks are made in the combat phase, not the movement phase"));
    if (state.aftermath && !state.aftermath->mustRetreat.isEmpty())
        return refuse(AttackRefusal::AftermathOpen,
                      Tr::tr("%1 must retreat before the next attack")
                          .arg(state.aftermath->mustRetreat.join(QStringLiteral(", "))));
    if (attackers.isEmpty())
        return refuse(AttackRefusal::NoAttackers, Tr::tr("an attack needs at least one attacker"));
    const Unit *def = state.unit(defender);
    if (!def || !def->onMap())
        return refuse(AttackRefusal::UnknownUnit,
                      Tr::tr("no unit \"%1\" is on the map to be attacked").arg(defender));
    if (def->side == state.activeSide)
        return refuse(
            AttackRefusal::DefenderNotEnemy,
            Tr::tr("%1 is a %2 unit, not an enemy").arg(def->label(), sideName(def->side)));
    if (state.defendedThisPhase.contains(defender))
        return refuse(AttackRefusal::DefenderUsed,
                      Tr::tr("%1 has already been attacked this phase").arg(def->label()));
    QSet<QString> seen;
    for (const QString &id : attackers) {
        const Unit *u = state.unit(id);
        if (!u || !u->onMap())
            return refuse(AttackRefusal::UnknownUnit,
                          Tr::tr("no unit \"%1\" is on the map").arg(id));
        if (u->side != state.activeSide)
            return refuse(AttackRefusal::NotOwnUnit,
                          Tr::tr("%1 is not a unit of the %2 player, whose combat phase it is")
                              .arg(u->label(), sideName(state.activeSide)));
        if (state.attackedThisPhase.contains(id) || seen.contains(id))
            return refuse(AttackRefusal::AttackerUsed,
                          Tr::tr("%1 is already part of an attack this phase").arg(u->label()));
        seen.insert(id);
        if (u->hex->distanceTo(*def->hex) != 1)
            return refuse(
                AttackRefusal::NotAdjacent,
                Tr::tr("%1 in %2 is not next to %3 in %4")
                    .arg(u->label(), map.number(*u->hex), def->label(), map.number(*def->hex)));
    }
    return check;
}

} // namespace herald::hexwar
