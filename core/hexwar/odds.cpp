#include "core/hexwar/odds.h"

#include "core/hexwar/crt.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Combat)
};

// The exemption holds when the defender lacks the ability and all (or any, A13) attackers have it.
bool exempt(const std::vector<const Unit *> &attackers, const Unit &defender, UnitKind kind,
            SpecialExemption rule)
{
    if (defender.kind == kind || attackers.empty())
        return false;
    const auto has = [kind](const Unit *u) { return u->kind == kind; };
    return rule == SpecialExemption::AllAttackers
               ? std::all_of(attackers.begin(), attackers.end(), has)
               : std::any_of(attackers.begin(), attackers.end(), has);
}

// A free function, so that lupdate sees the Tr context of its sentences.
QString describeOdds(const CombatOdds &v)
{
    QString out = Tr::tr("Attack %1 against %2: difference %3%4, column %5.")
                      .arg(v.attack)
                      .arg(v.defence)
                      .arg(v.difference > 0 ? QStringLiteral("+") : QString())
                      .arg(v.difference)
                      .arg(crtColumnLabel(v.baseColumn));
    if (!v.shifts.isEmpty())
        out += QLatin1Char(' ') + Tr::tr("Shifts: %1.").arg(v.shifts.join(QStringLiteral("; ")));
    if (v.riverAdded)
        out += QLatin1Char(' ') + Tr::tr("The river shift is added to the terrain's (setting).");
    else if (v.shifts.size() > 1)
        out += QLatin1Char(' ') + Tr::tr("Only the worst counts (8.2).");
    out += QLatin1Char(' ') +
           Tr::tr("%1 column(s) left: column %2.").arg(v.shift).arg(crtColumnLabel(v.column));
    return out;
}

} // namespace

CombatOdds combatOdds(const HexwarMap &map, const GameState &state, const QStringList &attackers,
                      const QString &defender, const HexwarSettings &settings)
{
    CombatOdds odds;
    const Unit *def = state.unit(defender);
    std::vector<const Unit *> atts;
    for (const QString &id : attackers) {
        if (const Unit *u = state.unit(id))
            atts.push_back(u);
    }
    if (!def || !def->onMap())
        return odds;
    for (const Unit *u : atts)
        odds.attack += u->strength();
    odds.defence = def->strength();
    odds.difference = odds.attack - odds.defence;
    odds.baseColumn = crtColumn(odds.difference);

    const map::Hex hex = *def->hex;
    const HexInfo info = map.hex(hex);
    int terrain = 0;
    const int natural = terrainShift(info.terrain);
    if (natural > 0) {
        const bool forestExempt = isForest(info.terrain) &&
                                  exempt(atts, *def, UnitKind::Forester, settings.specialExemption);
        const bool hillExempt =
            isHillOrMountain(info.terrain) &&
            exempt(atts, *def, UnitKind::Mountaineer, settings.specialExemption);
        if (forestExempt || hillExempt) {
            odds.shifts.append(
                Tr::tr("%1 %2 (ignored: %3 attack)")
                    .arg(terrainName(info.terrain))
                    .arg(natural)
                    .arg(forestExempt ? Tr::tr("foresters") : Tr::tr("mountaineers")));
        } else {
            terrain = natural;
            odds.shifts.append(Tr::tr("%1 %2").arg(terrainName(info.terrain)).arg(natural));
        }
    }
    if (info.feature != Feature::None) {
        terrain = std::max(terrain, featureShift(info.feature));
        odds.shifts.append(
            Tr::tr("%1 %2").arg(featureName(info.feature)).arg(featureShift(info.feature)));
    }

    int river = 0;
    bool allAcross = !atts.empty();
    bool anyOpen = false;
    for (const Unit *u : atts) {
        const HexsideInfo side = u->hex ? map.side(*u->hex, hex) : HexsideInfo{};
        allAcross = allAcross && side.hasRiver();
        anyOpen = anyOpen || side.isOpenRiver();
    }
    if (allAcross) {
        river = anyOpen ? 3 : 1;
        odds.shifts.append(anyOpen ? Tr::tr("river 3 (every attacker is across it)")
                                   : Tr::tr("bridge 1 (every attacker is across it)"));
    }
    odds.shift =
        settings.riverShiftMode == RiverShiftMode::Max ? std::max(terrain, river) : terrain + river;
    odds.column = std::max(0, odds.baseColumn - odds.shift);
    return odds;
}

QString CombatOdds::explain() const
{
    return describeOdds(*this);
}

} // namespace herald::hexwar
