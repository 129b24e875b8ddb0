#include "core/hexwar/combat.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Combat)
};

QStringList labels(const GameState &state, const QStringList &ids)
{
    QStringList out;
    for (const QString &id : ids) {
        if (const Unit *u = state.unit(id))
            out.append(u->label());
    }
    return out;
}

} // namespace

void eliminateUnit(GameState &state, const QString &unitId)
{
    Unit *u = state.unit(unitId);
    if (!u)
        return;
    u->state = UnitState::Eliminated;
    u->hex.reset();
    u->eliminatedOnTurn = state.turn;
}

CombatResolution resolveAttack(const HexwarMap &map, const GameState &state,
                               const QStringList &attackers, const QString &defender,
                               dice::Dice &dice, const HexwarSettings &settings,
                               const QString &adChosen)
{
    CombatResolution out;
    out.check = checkAttack(map, state, attackers, defender);
    if (!out.check.ok()) {
        out.explanation = out.check.explanation;
        return out;
    }
    const bool chosenOnly = settings.adAffects == AttackerDefeat::ChosenAttacker;
    const QString chosen = attackers.size() == 1 ? attackers.first() : adChosen;
    if (chosenOnly && !attackers.contains(chosen)) {
        out.check.refusal = AttackRefusal::NoAdUnitNamed;
        out.check.explanation =
            Tr::tr("Refused (rule C6, A12): name which attacker turns over on an AD before the "
                   "roll, one of %1.")
                .arg(labels(state, attackers).join(QStringLiteral(", ")));
        out.explanation = out.check.explanation;
        return out;
    }
    out.odds = combatOdds(map, state, attackers, defender, settings);
    const Unit *def = state.unit(defender);
    const QString purpose = Tr::tr("Combat: %1 attack %2 in %3")
                                .arg(labels(state, attackers).join(QStringLiteral(" + ")),
                                     def->label(), map.number(*def->hex));
    out.roll = dice.d(6, purpose.toStdString());
    out.result = crtResult(out.roll, out.odds.column);

    GameState next = state;
    for (const QString &id : attackers)
        next.attackedThisPhase.insert(id);
    next.defendedThisPhase.insert(defender);

    const bool attackerLost = out.result == CombatResult::AttackerRetreats ||
                              out.result == CombatResult::AttackerDefeated;
    const bool defeated = out.result == CombatResult::AttackerDefeated ||
                          out.result == CombatResult::DefenderDefeated;
    const QStringList losers = attackerLost ? attackers : QStringList{defender};
    CombatAftermath aftermath;
    aftermath.mayAdvance = attackerLost ? QStringList{defender} : attackers;
    if (out.result != CombatResult::NoEffect) {
        for (const QString &id : losers) {
            Unit *u = next.unit(id);
            const bool hit = defeated && (!attackerLost || !chosenOnly || id == chosen);
            if (hit && u->state == UnitState::Half) {
                aftermath.vacated.append(*u->hex);
                eliminateUnit(next, id);
                out.eliminated.append(id);
                continue;
            }
            if (hit) {
                u->state = UnitState::Half;
                out.turned.append(id);
            }
            out.mustRetreat.append(id);
        }
        aftermath.mustRetreat = out.mustRetreat;
        next.aftermath = aftermath;
    }

    out.explanation = out.odds.explain() + QLatin1Char(' ') +
                      Tr::tr("Roll %1 on column %2: %3 (%4).")
                          .arg(out.roll)
                          .arg(crtColumnLabel(out.odds.column))
                          .arg(combatResultCode(out.result), combatResultText(out.result));
    if (!out.turned.isEmpty())
        out.explanation +=
            QLatin1Char(' ') +
            Tr::tr("Turned to half strength: %1.").arg(labels(next, out.turned).join(", "));
    if (!out.eliminated.isEmpty())
        out.explanation +=
            QLatin1Char(' ') + Tr::tr("Eliminated, already at half strength (R6): %1.")
                                   .arg(labels(state, out.eliminated).join(", "));
    if (!out.mustRetreat.isEmpty())
        out.explanation +=
            QLatin1Char(' ') +
            Tr::tr("To retreat one hex: %1.").arg(labels(next, out.mustRetreat).join(", "));
    out.after = std::move(next);
    return out;
}

} // namespace herald::hexwar
