#include "core/battleboard/explanations.h"

#include "core/battleboard/words.h"

#include <QCoreApplication>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Explanations)
};

QString unitText(const BattleState &battle, int id)
{
    const Unit *u = battle.unit(id);
    return u ? unitName(*u) : Tr::tr("unit #%1 (no such unit)").arg(id);
}

QString drmName(DrmSource source)
{
    switch (source) {
    case DrmSource::TypeCharge:
        return Tr::tr("type's charge modifier");
    case DrmSource::Leader:
        return Tr::tr("leader");
    case DrmSource::Elite:
        return Tr::tr("elite");
    case DrmSource::Numbers:
        return Tr::tr("numbers");
    case DrmSource::Entrenched:
        return Tr::tr("entrenched");
    case DrmSource::Fort:
        return Tr::tr("fort");
    case DrmSource::Native:
        return Tr::tr("native");
    case DrmSource::HumanWave:
        return Tr::tr("human wave");
    case DrmSource::Tech:
        return Tr::tr("technology/school");
    case DrmSource::Year:
        return Tr::tr("year");
    case DrmSource::TargetInBox:
        return Tr::tr("target in reserve or retreat box");
    }
    return {};
}

} // namespace

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Cavalry:
        return Tr::tr("cavalry phase");
    case Phase::Artillery:
        return Tr::tr("artillery phase");
    case Phase::Infantry:
        return Tr::tr("infantry phase");
    case Phase::Leader:
        break;
    }
    return Tr::tr("leader phase");
}

namespace {

QString modifiers(const Check &check)
{
    QString text;
    for (std::size_t i = 0; i < check.drms.size(); ++i) {
        const Drm &d = check.drms[i];
        text += QStringLiteral(" %1%2 (%3)")
                    .arg(d.value > 0 ? QStringLiteral("+") : QString())
                    .arg(int(d.value))
                    .arg(drmName(d.source));
    }
    return text;
}

} // namespace

QString describeCheck(const Check &check)
{
    //: a roll: natural, the modifiers, the total, the number to reach
    return Tr::tr("natural %1%2 = %3 against %4")
        .arg(check.natural)
        .arg(modifiers(check))
        .arg(check.total())
        .arg(check.target);
}

QString explainRefusal(const Refusal &r, const BattleState &battle)
{
    const QString unit = unitText(battle, r.unit);
    const QString other = unitText(battle, r.other);
    const QString where = spaceName(r.space);
    switch (r.code) {
    case RefusalCode::None:
        return {};
    case RefusalCode::BattleOver:
        return Tr::tr("§4 The battle has ended; no more actions.");
    case RefusalCode::NotPursuit:
        return Tr::tr("§7.5 Pursuit is not running.");
    case RefusalCode::UnknownUnit:
        return Tr::tr("There is no unit #%1 in this battle.").arg(r.unit);
    case RefusalCode::UnitGone:
        return Tr::tr("%1 has been eliminated.").arg(unit);
    case RefusalCode::NotActiveSide:
        return Tr::tr("§4 It is %1's half of the %2; %3 cannot act now.")
            .arg(sideName(battle.active), phaseName(battle.phase), unit);
    case RefusalCode::WrongPhase:
        return Tr::tr("§4 In the %1 only that type acts; %2 cannot.")
            .arg(phaseName(static_cast<Phase>(r.a)), unit);
    case RefusalCode::AlreadyActed:
        return Tr::tr("§4 %1 has already taken its action this phase.").arg(unit);
    case RefusalCode::UnitMustAct:
        return Tr::tr("§4 (B-5) Every unit acts in its phase in this battle (actions.optional is "
                      "off), and %1 still can.")
            .arg(unit);
    case RefusalCode::CannotFire:
        return Tr::tr("§5 Leaders never fire (%1).").arg(unit);
    case RefusalCode::NativeMayNotFire:
        return Tr::tr("§8 Only \"++\" native brigades may fire; %1's army is rated %2 \"+\".")
            .arg(unit)
            .arg(r.a);
    case RefusalCode::NothingInFront:
        return Tr::tr("§2.4 Nothing is in front of %1 in %2: no fire and no charge from there.")
            .arg(unit, where);
    case RefusalCode::TargetNotEnemy:
        return Tr::tr("§5 %1 is on the same side as %2.").arg(other, unit);
    case RefusalCode::TargetNotBrigade:
        return Tr::tr("§5.1 (B-19) Fire and charges target brigades; %1 is a leader.").arg(other);
    case RefusalCode::NotInFront:
        return Tr::tr("§2.4 (G1) %1 in %2 is not in front of %3: attacks go straight ahead "
                      "along the column, never diagonally.")
            .arg(other, where, unit);
    case RefusalCode::OutOfRange:
        return Tr::tr("§5.1, B-26 %1 is %2 spaces away; %3 reaches %4 space.")
            .arg(other)
            .arg(r.a)
            .arg(unit)
            .arg(r.b);
    case RefusalCode::LineOfFireBlocked:
        return Tr::tr("§5.1 %1 cannot fire 2 spaces: %2 holds %3 brigade(s) in between.")
            .arg(unit, where)
            .arg(r.a);
    case RefusalCode::CannotCharge:
        return Tr::tr("§5.2 Only infantry and cavalry charge; %1 cannot.").arg(unit);
    case RefusalCode::ChargersApart:
        return Tr::tr("§5.2 All chargers of one declaration stand in one space; %1 is not with "
                      "%2.")
            .arg(unit, other);
    case RefusalCode::TargetsApart:
        return Tr::tr("§5.2 A declaration charges one space; %1 is in %2.").arg(other, where);
    case RefusalCode::NoChargers:
        return Tr::tr("§5.2 A charge needs at least one charging brigade.");
    case RefusalCode::DuplicateCharger:
        return Tr::tr("§5.2 %1 is listed twice; each brigade charges once.").arg(unit);
    case RefusalCode::ArtilleryScreened:
        return Tr::tr("§5.2 %1 cannot be charged while its side's infantry or cavalry share %2.")
            .arg(other, where);
    case RefusalCode::NotEvadable:
        return Tr::tr("§5.2 Only cavalry charged by infantry may evade; %1 may not.").arg(unit);
    case RefusalCode::NotAdjacent:
        return Tr::tr("§2.3, §5.3 %1 moves one orthogonal step; %2 is not next to it.")
            .arg(unit, where);
    case RefusalCode::ForbiddenSpace:
        return Tr::tr("§5.3 %1 may not enter %2: only its own reserve and line spaces and the "
                      "middle.")
            .arg(unit, where);
    case RefusalCode::EnemyBrigadesThere:
        return Tr::tr("§5.3 %1 holds %2 enemy brigade(s); %3 may not enter it.")
            .arg(where)
            .arg(r.a)
            .arg(unit);
    case RefusalCode::ZoneToZone:
        return Tr::tr("§5.3 %1 is next to enemy brigades and so is %2: no move from one such "
                      "space to another.")
            .arg(unit, where);
    case RefusalCode::LeaderIntoLeaders:
        return Tr::tr("§5.3 %1 may not enter %2, which holds enemy leaders.").arg(unit, where);
    case RefusalCode::NotInfantry:
        return Tr::tr("§5.4 Only infantry entrenches; %1 cannot.").arg(unit);
    case RefusalCode::NotOwnLine:
        return Tr::tr("§5.4 %1 is in %2; infantry entrenches only in its own line space.")
            .arg(unit, where);
    case RefusalCode::AlreadyEntrenched:
        return Tr::tr("§5.4 (B-20) %1 is already entrenched.").arg(where);
    case RefusalCode::InFort:
        return Tr::tr("§8 %1 is in a fort, where brigades may not entrench.").arg(unit);
    case RefusalCode::NativeMayNotEntrench:
        return Tr::tr("§8 (B-16) Only \"++\" natives entrench; %1's army is rated %2 \"+\".")
            .arg(unit)
            .arg(r.a);
    case RefusalCode::NotALeader:
        return Tr::tr("§5.5 Only a leader rallies; %1 is not one.").arg(unit);
    case RefusalCode::LeaderNotInReserve:
        return Tr::tr("§5.5 %1 is in %2; a leader rallies only from his own reserve box.")
            .arg(unit, where);
    case RefusalCode::NotInRetreatBox:
        return Tr::tr("§5.5 %1 is not in its side's retreat box, so there is nothing to rally.")
            .arg(other);
    case RefusalCode::NativeRallyUsedUp:
        return Tr::tr("§8 The native army's %1 rally attempt(s) this leader phase are used.")
            .arg(r.a);
    case RefusalCode::NativeArmyNoLeader:
        return r.unit >= 0 ? Tr::tr("§8 A native army rallies without leaders.")
                           : Tr::tr("§5.5 A rally needs a leader in the reserve.");
    case RefusalCode::RetreatTooEarly:
        return Tr::tr("§7.2 A retreat by choice is allowed from turn 2; this is turn %1.").arg(r.a);
    case RefusalCode::RetreatNotOwnHalf:
        return Tr::tr("§7.2 (B-27) A player retreats by choice during his own half of a phase; "
                      "it is %1's half of the %2.")
            .arg(sideName(battle.active), phaseName(static_cast<Phase>(r.b)));
    case RefusalCode::NotAPursuer:
        return Tr::tr("§7.5 Only the winner's cavalry and infantry pursue; %1 cannot.").arg(unit);
    case RefusalCode::AlreadyPursued:
        return Tr::tr("§7.5 %1 has already pursued.").arg(unit);
    case RefusalCode::InRetreatBox:
        return Tr::tr("§2.3, §7.5 %1 is in the retreat box; it leaves it only by rally.").arg(unit);
    case RefusalCode::CavalryScreen:
        return Tr::tr("§7.5 The retreating cavalry screens: only cavalry pursues, and only "
                      "against that cavalry, until it is all eliminated (%1 against %2).")
            .arg(unit, other);
    case RefusalCode::ScreenBarsInfantry:
        return Tr::tr("§7.5 (B-11) The retreating army had cavalry when pursuit began, so %1 "
                      "does not pursue (pursuit.infantry_after_screen is off).")
            .arg(unit);
    }
    return {};
}

QString explainEvent(const Event &e, const BattleState &battle)
{
    const QString unit = unitText(battle, e.unit);
    const QString other = unitText(battle, e.other);
    switch (e.kind) {
    case EventKind::FireRoll:
        return (e.roll.reached() ? Tr::tr("§5.1 %1 fires at %2 (%3 space(s)): %4, a hit.")
                                 : Tr::tr("§5.1 %1 fires at %2 (%3 space(s)): %4, a miss."))
            .arg(unit, other)
            .arg(e.value)
            .arg(describeCheck(e.roll));
    case EventKind::FireResult:
        return (e.roll.reached() ? Tr::tr("§5.1 Result roll %1: eliminated.")
                                 : Tr::tr("§5.1 Result roll %1: the target retreats."))
            .arg(describeCheck(e.roll));
    case EventKind::ChargeRolls: {
        const int delta = e.roll.total() - e.second.total();
        QString line = Tr::tr("§5.2 %1 charges %2: charger natural %3%4 = %5; defender natural "
                              "%6%7 = %8.")
                           .arg(unit, other)
                           .arg(e.roll.natural)
                           .arg(modifiers(e.roll))
                           .arg(e.roll.total())
                           .arg(e.second.natural)
                           .arg(modifiers(e.second))
                           .arg(e.second.total());
        if (delta == 0)
            return line + QLatin1Char(' ') + Tr::tr("A tie: no effect.");
        return line + QLatin1Char(' ') +
               Tr::tr("%1 loses by %2.").arg(delta > 0 ? other : unit).arg(std::abs(delta));
    }
    case EventKind::ChargeNoTarget:
        return e.value == 1
                   ? Tr::tr("§5.2 %1's target evaded: its action is spent, no dice.").arg(unit)
                   : Tr::tr("§5.2 %1 has no brigade left to charge; its action is "
                            "spent.")
                         .arg(unit);
    case EventKind::Evaded:
        return Tr::tr("§5.2 %1 evades the infantry charge to its reserve.").arg(unit);
    case EventKind::Moved:
        return Tr::tr("§5.3 %1 moves to %2.").arg(unit, spaceName(e.space));
    case EventKind::LeaderPursuit:
        return (e.roll.reached()
                    ? Tr::tr("§5.3 %1 enters and rolls against %2: %3, the leader is caught.")
                    : Tr::tr("§5.3 %1 enters and rolls against %2: %3, the leader escapes."))
            .arg(unit, other, describeCheck(e.roll));
    case EventKind::Entrenched:
        return (e.roll.reached() ? Tr::tr("§5.4 %1 entrenches %2: %3, entrenched.")
                                 : Tr::tr("§5.4 %1 tries to entrench %2: %3, failed."))
            .arg(unit, spaceName(e.space), describeCheck(e.roll));
    case EventKind::RallyRoll:
        return (e.roll.reached() ? Tr::tr("§5.5 Rally of %1: %2, rallied.")
                                 : Tr::tr("§5.5 Rally of %1: %2, not rallied."))
            .arg(other, describeCheck(e.roll));
    case EventKind::LeaderKilled:
        return Tr::tr("§6 A natural 11-12 by %1 kills %2.").arg(other, unit);
    case EventKind::Retreated:
        return Tr::tr("G2 %1 retreats from %2 to its retreat box.").arg(unit, spaceName(e.space));
    case EventKind::Eliminated:
        return Tr::tr("%1 is eliminated in %2.").arg(unit, spaceName(e.space));
    case EventKind::ToReserve:
        return Tr::tr("%1 goes to %2.").arg(unit, spaceName(e.space));
    case EventKind::BattleEnded:
        switch (static_cast<EndCause>(e.value)) {
        case EndCause::Broken:
            return Tr::tr("§7.1 %1 has no brigade left in column %2: the battle ends and %1 "
                          "retreats.")
                .arg(sideName(e.side))
                .arg(e.space.column);
        case EndCause::Declared:
            return Tr::tr("§7.2 The battle ends: %1 retreats by choice.").arg(sideName(e.side));
        case EndCause::ForcedRoll:
            return Tr::tr("§7.3 The battle ends: the attacker must retreat.");
        case EndCause::TurnCap:
            return Tr::tr("§15.4 The auto-resolver's turn cap is reached: undecided.");
        }
        return {};
    case EventKind::ForcedRetreatRoll:
        return (e.roll.natural < e.roll.target
                    ? Tr::tr("§7.3 End of turn %1 with no fire, no charge and an empty middle: "
                             "d6 = %2, less than %1.")
                    : Tr::tr("§7.3 End of turn %1 with no fire, no charge and an empty middle: "
                             "d6 = %2, not less than %1; the battle goes on."))
            .arg(e.value)
            .arg(e.roll.natural);
    case EventKind::NoForcedRetreatRoll:
        return e.other == 1 ? Tr::tr("§7.3 End of turn %1: there was fire or a charge, no roll.")
                                  .arg(e.value)
                            : Tr::tr("§7.3 End of turn %1: units stand in the middle, no roll.")
                                  .arg(e.value);
    case EventKind::PhaseBegins:
        return Tr::tr("§4 %1's half of the %2.")
            .arg(sideName(e.side), phaseName(static_cast<Phase>(e.value)));
    case EventKind::TurnBegins:
        return Tr::tr("§4 Turn %1 begins.").arg(e.value);
    case EventKind::RetreatDeclared:
        return Tr::tr("§7.2 %1 declares a retreat on turn %2.").arg(sideName(e.side)).arg(e.value);
    case EventKind::PursuitRoll:
        return (e.roll.reached() ? Tr::tr("§7.5 %1 pursues %2: %3, eliminated.")
                                 : Tr::tr("§7.5 %1 pursues %2: %3, a miss."))
            .arg(unit, other, describeCheck(e.roll));
    case EventKind::PursuitBegins:
        return e.value == 1 ? Tr::tr("§7.5 %1 pursues; the retreating cavalry screens the army.")
                                  .arg(sideName(e.side))
                            : Tr::tr("§7.5 %1 pursues.").arg(sideName(e.side));
    case EventKind::PursuitEnds:
        return Tr::tr("§7.5 Pursuit is over; what is left leaves with the retreating army.");
    }
    return {};
}

QStringList explain(const Outcome &outcome, const BattleState &battle)
{
    if (outcome.refused())
        return {explainRefusal(outcome.refusal, battle)};
    QStringList lines;
    for (const Event &e : outcome.events)
        lines << explainEvent(e, battle);
    return lines;
}

} // namespace herald::battleboard
