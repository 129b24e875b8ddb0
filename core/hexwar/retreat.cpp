#include "core/hexwar/retreat.h"

#include "core/hexwar/combat.h"
#include "core/hexwar/zoc.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Retreat)
};

bool owesRetreat(const GameState &state, const QString &unitId)
{
    return state.aftermath && state.aftermath->mustRetreat.contains(unitId);
}

} // namespace

QString retreatRuleSection(RetreatRefusal refusal)
{
    switch (refusal) {
    case RetreatRefusal::None:
        return {};
    case RetreatRefusal::NoRetreatDue:
    case RetreatRefusal::NotAdjacent:
        return QStringLiteral("R1");
    case RetreatRefusal::OffMap:
        return QStringLiteral("R2.4");
    case RetreatRefusal::Water:
    case RetreatRefusal::AcrossRiver:
        return QStringLiteral("R2.3");
    case RetreatRefusal::Occupied:
        return QStringLiteral("R2.1");
    case RetreatRefusal::EnemyZoc:
        return QStringLiteral("R2.2");
    case RetreatRefusal::LegalHexExists:
        return QStringLiteral("R3");
    }
    return {};
}

RetreatCheck checkRetreat(const HexwarMap &map, const GameState &state, const QString &unitId,
                          map::Hex to, const HexwarSettings &settings)
{
    RetreatCheck check;
    const auto refuse = [&check](RetreatRefusal r, const QString &what) {
        check.refusal = r;
        check.explanation = Tr::tr("Refused (rule %1): %2.").arg(retreatRuleSection(r), what);
        return check;
    };
    const Unit *u = state.unit(unitId);
    if (!u || !u->onMap() || !owesRetreat(state, unitId))
        return refuse(RetreatRefusal::NoRetreatDue,
                      Tr::tr("\"%1\" has no retreat to make").arg(unitId));
    const map::Hex from = *u->hex;
    if (from.distanceTo(to) != 1)
        return refuse(RetreatRefusal::NotAdjacent,
                      Tr::tr("%1 retreats exactly one hex from %2, and %3 is not next to it")
                          .arg(u->label(), map.number(from), map.number(to)));
    if (!map.contains(to))
        return refuse(RetreatRefusal::OffMap,
                      Tr::tr("%1 cannot retreat off the map").arg(u->label()));
    if (!map.isLand(to))
        return refuse(RetreatRefusal::Water,
                      Tr::tr("%1 cannot retreat into water in %2").arg(u->label(), map.number(to)));
    if (const Unit *other = state.unitAt(to))
        return refuse(RetreatRefusal::Occupied,
                      Tr::tr("%1 holds %2").arg(map.number(to), other->label()));
    if (inEnemyZoc(state, to, u->side))
        return refuse(RetreatRefusal::EnemyZoc,
                      Tr::tr("%1 is next to an enemy unit").arg(map.number(to)));
    const HexsideInfo side = map.side(from, to);
    if (side.isOpenRiver() || (side.bridge && !settings.retreatOverBridge))
        return refuse(RetreatRefusal::AcrossRiver,
                      side.bridge ? Tr::tr("%1 may not retreat over the bridge between %2 and %3")
                                        .arg(u->label(), map.number(from), map.number(to))
                                  : Tr::tr("%1 may not retreat across the river between %2 and %3")
                                        .arg(u->label(), map.number(from), map.number(to)));
    return check;
}

QList<map::Hex> legalRetreatHexes(const HexwarMap &map, const GameState &state,
                                  const QString &unitId, const HexwarSettings &settings)
{
    QList<map::Hex> out;
    const Unit *u = state.unit(unitId);
    if (!u || !u->onMap())
        return out;
    for (const map::Hex n : u->hex->neighbours()) {
        if (checkRetreat(map, state, unitId, n, settings).ok())
            out.append(n);
    }
    return out;
}

std::optional<GameState> retreatUnit(const HexwarMap &map, const GameState &state,
                                     const QString &unitId, std::optional<map::Hex> to,
                                     RetreatCheck *check, const HexwarSettings &settings)
{
    RetreatCheck verdict;
    const Unit *u = state.unit(unitId);
    if (!u || !u->onMap() || !owesRetreat(state, unitId)) {
        verdict.refusal = RetreatRefusal::NoRetreatDue;
        verdict.explanation =
            Tr::tr("Refused (rule R1): \"%1\" has no retreat to make.").arg(unitId);
    } else if (to) {
        verdict = checkRetreat(map, state, unitId, *to, settings);
    } else if (const auto legal = legalRetreatHexes(map, state, unitId, settings);
               !legal.isEmpty()) {
        verdict.refusal = RetreatRefusal::LegalHexExists;
        QStringList ids;
        for (const map::Hex h : legal)
            ids.append(map.number(h));
        verdict.explanation = Tr::tr("Refused (rule R3): %1 can still retreat into %2.")
                                  .arg(u->label(), ids.join(QStringLiteral(", ")));
    }
    const bool ok = verdict.ok();
    if (ok) {
        verdict.explanation = to ? Tr::tr("%1 retreats from %2 to %3.")
                                       .arg(u->label(), map.number(*u->hex), map.number(*to))
                                 : Tr::tr("%1 has no legal retreat hex from %2 and is eliminated "
                                          "(R3).")
                                       .arg(u->label(), map.number(*u->hex));
    }
    if (check)
        *check = verdict;
    if (!ok)
        return std::nullopt;
    GameState next = state;
    next.aftermath->mustRetreat.removeAll(unitId);
    next.aftermath->vacated.append(*u->hex);
    if (to) {
        next.unit(unitId)->hex = *to;
        next.noteEntered(*to, u->side);
    } else
        eliminateUnit(next, unitId);
    return next;
}

} // namespace herald::hexwar
