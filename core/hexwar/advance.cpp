#include "core/hexwar/advance.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Advance)
};

} // namespace

AdvanceCheck checkAdvance(const HexwarMap &map, const GameState &state, const QString &unitId,
                          map::Hex to, const HexwarSettings &settings)
{
    AdvanceCheck check;
    const auto refuse = [&check](AdvanceRefusal r, const QString &what) {
        check.refusal = r;
        check.explanation = Tr::tr("Refused (rule V1): %1.").arg(what);
        if (r == AdvanceRefusal::NotAdjacent || r == AdvanceRefusal::AcrossRiver)
            check.explanation = Tr::tr("Refused (rule V2): %1.").arg(what);
        return check;
    };
    if (!state.aftermath || state.aftermath->vacated.isEmpty())
        return refuse(AdvanceRefusal::NothingToAdvanceInto, Tr::tr("no combat has emptied a hex"));
    if (!state.aftermath->mustRetreat.isEmpty())
        return refuse(AdvanceRefusal::RetreatsPending,
                      Tr::tr("the retreats come first: %1 still to retreat")
                          .arg(state.aftermath->mustRetreat.join(QStringLiteral(", "))));
    const Unit *u = state.unit(unitId);
    if (!u || !u->onMap() || !state.aftermath->mayAdvance.contains(unitId))
        return refuse(AdvanceRefusal::NotAWinner,
                      Tr::tr("\"%1\" is not a winning unit of this combat").arg(unitId));
    if (!state.aftermath->vacated.contains(to))
        return refuse(AdvanceRefusal::NotVacated,
                      Tr::tr("%1 was not emptied by this combat").arg(map.number(to)));
    if (u->hex->distanceTo(to) != 1)
        return refuse(AdvanceRefusal::NotAdjacent,
                      Tr::tr("%1 in %2 is not next to %3")
                          .arg(u->label(), map.number(*u->hex), map.number(to)));
    if (const Unit *other = state.unitAt(to))
        return refuse(AdvanceRefusal::Occupied,
                      Tr::tr("%1 holds %2").arg(map.number(to), other->label()));
    if (!settings.advanceCrossesRiver && map.side(*u->hex, to).isOpenRiver())
        return refuse(AdvanceRefusal::AcrossRiver,
                      Tr::tr("this campaign's setting bans advancing across the river between %1 "
                             "and %2")
                          .arg(map.number(*u->hex), map.number(to)));
    check.explanation = Tr::tr("%1 advances from %2 into %3 (V1).")
                            .arg(u->label(), map.number(*u->hex), map.number(to));
    return check;
}

std::optional<GameState> advanceAfterCombat(const HexwarMap &map, const GameState &state,
                                            const QString &unitId, map::Hex to, AdvanceCheck *check,
                                            const HexwarSettings &settings)
{
    AdvanceCheck verdict = checkAdvance(map, state, unitId, to, settings);
    const bool ok = verdict.ok();
    if (check)
        *check = verdict;
    if (!ok)
        return std::nullopt;
    GameState next = state;
    next.unit(unitId)->hex = to;
    next.noteEntered(to, next.unit(unitId)->side);
    next.aftermath.reset();
    return next;
}

std::optional<GameState> closeCombat(const GameState &state)
{
    if (state.aftermath && !state.aftermath->mustRetreat.isEmpty())
        return std::nullopt;
    GameState next = state;
    next.aftermath.reset();
    return next;
}

} // namespace herald::hexwar
