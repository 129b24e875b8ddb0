#include "core/hexwar/movement.h"

#include "core/hexwar/entrycost.h"
#include "core/hexwar/zoc.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Movement)
};

// Words for a refused step: what is wrong, where, with the numbers.
QString refusalText(const MoveBoard &board, const MoveProgress &p, map::Hex to,
                    const StepOutcome &o)
{
    const QString rule = moveRuleSection(o.refusal);
    QString what;
    switch (o.refusal) {
    case MoveRefusal::MoveEnded:
        what = p.ended == MoveEnd::EnteredZoc
                   ? Tr::tr("its move ended when it entered an enemy zone of control in %1")
                         .arg(board.map->number(p.at))
               : p.ended == MoveEnd::OneHexMinimum
                   ? Tr::tr("its move ended with the one-hex minimum move into %1")
                         .arg(board.map->number(p.at))
                   : Tr::tr("its move ended when it crossed the river into %1")
                         .arg(board.map->number(p.at));
        break;
    case MoveRefusal::NotAdjacent:
        what = Tr::tr("%1 is not next to %2").arg(board.map->number(to), board.map->number(p.at));
        break;
    case MoveRefusal::OffMap:
        what = Tr::tr("the step leaves the map");
        break;
    case MoveRefusal::Water:
        what = Tr::tr("%1 is water or not playable").arg(board.map->number(to));
        break;
    case MoveRefusal::EnemyHex:
        what = Tr::tr("%1 holds an enemy unit").arg(board.map->number(to));
        break;
    case MoveRefusal::NotEnoughMp: {
        const auto cost = entryCost(*board.map, board.kind, p.at, to);
        what = Tr::tr("entering %1 costs %2 MP (%3) but only %4 of %5 MP are left")
                   .arg(board.map->number(to))
                   .arg(cost.mp.value_or(0))
                   .arg(cost.reason)
                   .arg(p.movement - p.spent)
                   .arg(p.movement);
        break;
    }
    case MoveRefusal::RiverNotAtStart:
        what =
            board.settings.riverCrossing == RiverCrossing::WholeMove
                ? Tr::tr("the river between %1 and %2 can only be crossed as the whole move, "
                         "straight from the start hex %3")
                      .arg(board.map->number(p.at), board.map->number(to),
                           board.map->number(p.start))
                : Tr::tr("the river between %1 and %2 can only be crossed by a unit that started "
                         "next to a river, with MPs left")
                      .arg(board.map->number(p.at), board.map->number(to));
        break;
    case MoveRefusal::HeldInZoc:
        what = Tr::tr("it started in an enemy zone of control in %1 and its MA is %2, not 5")
                   .arg(board.map->number(p.start))
                   .arg(p.movement);
        break;
    case MoveRefusal::WithdrawAcrossRiver:
        what = Tr::tr("a withdrawal from an enemy zone of control may not cross the river between "
                      "%1 and %2")
                   .arg(board.map->number(p.at), board.map->number(to));
        break;
    default:
        break;
    }
    return Tr::tr("Refused (rule %1): %2.").arg(rule, what);
}

QString stepText(const MoveBoard &board, const MoveProgress &p, map::Hex to, const StepOutcome &o)
{
    QString line;
    if (board.map->side(p.at, to).isOpenRiver())
        line = Tr::tr("%1 -> %2: crosses the river, all %3 MP (M5)")
                   .arg(board.map->number(p.at), board.map->number(to))
                   .arg(o.cost);
    else if (o.ends == MoveEnd::OneHexMinimum)
        line = Tr::tr("%1 -> %2: one-hex minimum move, all %3 MP (M3)")
                   .arg(board.map->number(p.at), board.map->number(to))
                   .arg(o.cost);
    else
        line = Tr::tr("%1 -> %2: %3 MP (%4)")
                   .arg(board.map->number(p.at), board.map->number(to))
                   .arg(o.cost)
                   .arg(entryCost(*board.map, board.kind, p.at, to).reason);
    if (board.enemyZoc.contains(to))
        line += Tr::tr("; enters an enemy zone of control and stops (Z2)");
    return line;
}

} // namespace

QString moveRuleSection(MoveRefusal refusal)
{
    switch (refusal) {
    case MoveRefusal::None:
        return {};
    case MoveRefusal::UnknownUnit:
    case MoveRefusal::NotItsPhase:
    case MoveRefusal::AlreadyMoved:
    case MoveRefusal::EmptyPath:
    case MoveRefusal::NotAdjacent:
        return QStringLiteral("M1");
    case MoveRefusal::MoveEnded:
        return QStringLiteral("Z2, M3, M5");
    case MoveRefusal::OffMap:
        return QStringLiteral("M11");
    case MoveRefusal::Water:
        return QStringLiteral("A28");
    case MoveRefusal::EnemyHex:
        return QStringLiteral("M9");
    case MoveRefusal::NotEnoughMp:
        return QStringLiteral("M2");
    case MoveRefusal::RiverNotAtStart:
        return QStringLiteral("M5");
    case MoveRefusal::HeldInZoc:
        return QStringLiteral("Z3");
    case MoveRefusal::WithdrawAcrossRiver:
        return QStringLiteral("Z4");
    case MoveRefusal::EndsStacked:
        return QStringLiteral("M10");
    case MoveRefusal::NotAvailable:
        return QStringLiteral("10, E4");
    case MoveRefusal::NoEntryHex:
        return QStringLiteral("A4");
    case MoveRefusal::NotAnEntryHex:
        return QStringLiteral("E1, E3");
    }
    return {};
}

std::optional<MoveBoard> moveBoard(const HexwarMap &map, const GameState &state, const Unit &unit,
                                   const HexwarSettings &settings)
{
    if (!unit.onMap())
        return std::nullopt;
    MoveBoard board;
    board.map = &map;
    board.settings = settings;
    board.side = unit.side;
    board.kind = unit.kind;
    for (const Unit &u : state.units) {
        if (u.onMap() && u.id != unit.id)
            board.occupants.insert(*u.hex, u.side);
    }
    board.enemyZoc = enemyZoc(state, unit.side);
    return board;
}

MoveProgress startMove(const MoveBoard &board, const Unit &unit)
{
    MoveProgress p;
    p.unitId = unit.id;
    p.start = unit.hex.value_or(map::Hex{});
    p.at = p.start;
    p.movement = unit.movement;
    p.startedInZoc = board.enemyZoc.contains(p.start);
    return p;
}

StepOutcome evaluateStep(const MoveBoard &board, const MoveProgress &p, map::Hex to)
{
    StepOutcome o;
    const auto refuse = [&o](MoveRefusal r) {
        o.refusal = r;
        return o;
    };
    if (p.ended != MoveEnd::No)
        return refuse(MoveRefusal::MoveEnded);
    if (p.at.distanceTo(to) != 1)
        return refuse(MoveRefusal::NotAdjacent);
    const HexwarMap &map = *board.map;
    if (!map.contains(to))
        return refuse(MoveRefusal::OffMap);
    if (!map.isLand(to))
        return refuse(MoveRefusal::Water);
    const auto occupant = board.occupants.constFind(to);
    if (occupant != board.occupants.constEnd() && *occupant != board.side)
        return refuse(MoveRefusal::EnemyHex);

    const HexsideInfo side = map.side(p.at, to);
    const int left = p.movement - p.spent;
    if (p.startedInZoc) {
        if (p.movement < 5)
            return refuse(MoveRefusal::HeldInZoc);
        const bool bridgeClosed = side.bridge && !board.settings.withdrawOverBridge;
        if (p.steps == 0 && (side.isOpenRiver() || bridgeClosed))
            return refuse(MoveRefusal::WithdrawAcrossRiver);
    }

    if (side.isOpenRiver()) {
        const bool allowed = board.settings.riverCrossing == RiverCrossing::WholeMove
                                 ? p.steps == 0
                                 : map.isRiverHex(p.start) && left > 0;
        if (!allowed)
            return refuse(MoveRefusal::RiverNotAtStart);
        o.cost = left;
        o.ends = MoveEnd::CrossedRiver;
    } else {
        const int cost = *entryMp(map, board.kind, p.at, to);
        if (cost <= left) {
            o.cost = cost;
        } else if (p.steps == 0) {
            o.cost = p.movement;
            o.ends = MoveEnd::OneHexMinimum;
        } else {
            return refuse(MoveRefusal::NotEnoughMp);
        }
    }
    if (board.enemyZoc.contains(to))
        o.ends = MoveEnd::EnteredZoc;
    return o;
}

StepCheck checkStep(const MoveBoard &board, const MoveProgress &progress, map::Hex to)
{
    StepCheck check;
    check.after = progress;
    const StepOutcome o = evaluateStep(board, progress, to);
    check.refusal = o.refusal;
    check.cost = o.cost;
    if (!check.ok()) {
        check.explanation = refusalText(board, progress, to, o);
        return check;
    }
    check.explanation = stepText(board, progress, to, o);
    check.after.at = to;
    check.after.spent += o.cost;
    check.after.steps += 1;
    check.after.ended = o.ends;
    check.after.log.append(check.explanation);
    return check;
}

PathCheck checkPath(const HexwarMap &map, const GameState &state, const QString &unitId,
                    const QList<map::Hex> &path, const HexwarSettings &settings)
{
    PathCheck check;
    const auto refuse = [&check](MoveRefusal r, const QString &what) {
        check.refusal = r;
        check.explanation += (check.explanation.isEmpty() ? QString() : QStringLiteral("\n")) +
                             Tr::tr("Refused (rule %1): %2.").arg(moveRuleSection(r), what);
        return check;
    };
    const Unit *unit = state.unit(unitId);
    if (!unit || !unit->onMap())
        return refuse(MoveRefusal::UnknownUnit, Tr::tr("no unit \"%1\" is on the map").arg(unitId));
    if (state.phase != Phase::Movement || state.activeSide != unit->side)
        return refuse(MoveRefusal::NotItsPhase, Tr::tr("%1 moves only in the %2 movement phase")
                                                    .arg(unit->label(), sideName(unit->side)));
    if (state.movedThisPhase.contains(unitId))
        return refuse(MoveRefusal::AlreadyMoved,
                      Tr::tr("%1 has already moved this phase").arg(unit->label()));
    if (path.isEmpty())
        return refuse(MoveRefusal::EmptyPath,
                      Tr::tr("the move for %1 names no hex").arg(unit->label()));

    const MoveBoard board = *moveBoard(map, state, *unit, settings);
    MoveProgress progress = startMove(board, *unit);
    for (int i = 0; i < path.size(); ++i) {
        StepCheck step = checkStep(board, progress, path.at(i));
        if (!step.ok()) {
            check.refusal = step.refusal;
            check.failedStep = i;
            progress.log.append(Tr::tr("%1: %2").arg(unit->label(), step.explanation));
            check.explanation = progress.log.join(QLatin1Char('\n'));
            check.spent = progress.spent;
            return check;
        }
        progress = step.after;
    }
    check.spent = progress.spent;
    check.explanation = progress.log.join(QLatin1Char('\n'));
    if (board.occupants.contains(progress.at)) {
        check.failedStep = int(path.size()) - 1;
        return refuse(MoveRefusal::EndsStacked,
                      Tr::tr("%1 may pass through %2 but not end there: another unit holds it")
                          .arg(unit->label(), board.map->number(progress.at)));
    }
    check.explanation +=
        QStringLiteral("\n") + Tr::tr("%1 moves to %2, %3 of %4 MP spent.")
                                   .arg(unit->label(), board.map->number(progress.at))
                                   .arg(progress.spent)
                                   .arg(progress.movement);
    return check;
}

std::optional<GameState> moveUnit(const HexwarMap &map, const GameState &state,
                                  const QString &unitId, const QList<map::Hex> &path,
                                  PathCheck *check, const HexwarSettings &settings)
{
    PathCheck verdict = checkPath(map, state, unitId, path, settings);
    const bool ok = verdict.ok();
    if (check)
        *check = std::move(verdict);
    if (!ok)
        return std::nullopt;
    GameState next = state;
    next.unit(unitId)->hex = path.constLast();
    next.movedThisPhase.insert(unitId);
    for (const map::Hex hex : path)
        next.noteEntered(hex, next.unit(unitId)->side);
    return next;
}

} // namespace herald::hexwar
