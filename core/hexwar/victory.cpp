#include "core/hexwar/victory.h"

#include <QCoreApplication>

#include <cstdlib>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Victory)
};

// A free function, so that lupdate sees the Tr context of its sentences.
QString describeVerdict(const VictoryVerdict &v)
{
    const QString margin = formatHalfVp(v.marginHalfVp);
    switch (v.level) {
    case VictoryLevel::Draw:
        return Tr::tr("Margin %1 VP: no victory, a draw (11.4).").arg(margin);
    case VictoryLevel::Marginal:
        return Tr::tr("Margin %1 VP: marginal %2 victory (11.4).").arg(margin, sideName(v.winner));
    case VictoryLevel::Substantial:
        return Tr::tr("Margin %1 VP: substantial %2 victory (11.4).")
            .arg(margin, sideName(v.winner));
    case VictoryLevel::Decisive:
        return Tr::tr("Margin %1 VP: decisive %2 victory (11.4).").arg(margin, sideName(v.winner));
    }
    return {};
}

} // namespace

int eliminationVp(const VictoryRules &rules, int turn)
{
    if (turn < 1 || turn > int(rules.eliminationVp.size()))
        return 0;
    return rules.eliminationVp[std::size_t(turn - 1)];
}

TurnScore blackEagleTurnScore(const HexwarMap &map, const VictoryRules &rules,
                              const GameState &state)
{
    TurnScore score;
    for (const Unit &u : state.units) {
        if (u.side != Side::BlackEagle || !u.onMap())
            continue;
        const bool road = map.isDukesRoad(*u.hex);
        const bool town = map.countsAsTownForVP(*u.hex);
        int vp = 0;
        QString why;
        if (road && town && !rules.roadAndTownStack) {
            vp = std::max(rules.roadVp, rules.townVp);
            why = Tr::tr("on the Duke's Road in a town (one bonus only)");
        } else if (road && town) {
            vp = rules.roadVp + rules.townVp;
            why = Tr::tr("on the Duke's Road and in a town");
        } else if (road) {
            vp = rules.roadVp;
            why = Tr::tr("on the Duke's Road");
        } else if (town) {
            vp = rules.townVp;
            why = Tr::tr("in a town of Karameikos");
        }
        if (vp == 0)
            continue;
        score.halfVp += 2 * vp;
        score.lines.append(
            Tr::tr("%1 in %2: %3, %4 VP").arg(u.label(), map.number(*u.hex), why).arg(vp));
    }
    return score;
}

int karameikanHalfVp(const VictoryRules &rules, const GameState &state, bool endOfGame)
{
    int half = 0;
    for (const Unit &u : state.units) {
        if (u.side == Side::BlackEagle && u.state == UnitState::Eliminated)
            half += 2 * eliminationVp(rules, u.eliminatedOnTurn);
        if (endOfGame && u.side == Side::Karameikan && u.onMap())
            half += u.strength();
        if (endOfGame && u.side == Side::Karameikan && u.state == UnitState::NotEntered &&
            rules.karameikanCountsUnentered)
            half += u.fullStrength;
    }
    return half;
}

int blackEagleHalfVp(const VictoryRules &rules, const GameState &state, bool endOfGame)
{
    int half = state.blackEagleHalfVp;
    if (endOfGame && rules.objectiveHex && state.objectiveLastSide == Side::BlackEagle)
        half += 2 * rules.objectiveVp;
    return half;
}

VictoryVerdict victoryLevel(const VictoryRules &rules, int blackEagleHalf, int karameikanHalf)
{
    VictoryVerdict v;
    v.marginHalfVp = std::abs(blackEagleHalf - karameikanHalf);
    v.winner = blackEagleHalf > karameikanHalf ? Side::BlackEagle : Side::Karameikan;
    v.level = VictoryLevel::Draw;
    const VictoryLevel levels[] = {VictoryLevel::Marginal, VictoryLevel::Substantial,
                                   VictoryLevel::Decisive};
    for (std::size_t i = 0; i < rules.levelMargins.size() && i < 3; ++i) {
        if (v.marginHalfVp >= 2 * rules.levelMargins[i])
            v.level = levels[i];
    }
    return v;
}

QString formatHalfVp(int halfVp)
{
    return halfVp % 2 == 0 ? QString::number(halfVp / 2) : QStringLiteral("%1.5").arg(halfVp / 2);
}

QString VictoryVerdict::explain() const
{
    return describeVerdict(*this);
}

} // namespace herald::hexwar
