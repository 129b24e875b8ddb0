#include "app/services/hexwar/gameview.h"

#include "app/services/hexwar/gamequery.h"
#include "core/hexwar/reinforcement.h"
#include "core/hexwar/victory.h"
#include "db/hexwar/statejson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app::hexwar {

using namespace herald::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::hexwar::GameView)
};

QString arrivalText(const HexwarMap &map, const Arrival &a)
{
    switch (a.kind) {
    case Arrival::Kind::SetUp:
        return Tr::tr("sets up in %1").arg(a.area.describe(map));
    case Arrival::Kind::OnTurn:
        return Tr::tr("due on game turn %1 in %2")
            .arg(QString::number(a.turn), a.area.describe(map));
    case Arrival::Kind::OnVictoryPoints:
        return Tr::tr("released at %1 VP, enters in %2")
            .arg(QString::number(a.threshold), a.area.describe(map));
    }
    return {};
}

QString stateText(const HexwarMap &map, const Unit &u)
{
    switch (u.state) {
    case UnitState::NotEntered:
        return Tr::tr("not on the map");
    case UnitState::Full:
    case UnitState::Half:
        return u.hex ? map.number(*u.hex) : QString();
    case UnitState::Eliminated:
        return Tr::tr("eliminated on game turn %1").arg(u.eliminatedOnTurn);
    }
    return {};
}

} // namespace

QString phaseLabel(const db::hexwar::Game &game)
{
    const GameState &s = game.state;
    if (s.finished)
        return Tr::tr("Game over after game turn %1").arg(s.turn);
    return (s.phase == Phase::Movement ? Tr::tr("Game turn %1 of %2, %3 movement phase")
                                       : Tr::tr("Game turn %1 of %2, %3 combat phase"))
        .arg(QString::number(s.turn), QString::number(game.scenario().turns),
             sideName(s.activeSide));
}

Score score(const db::hexwar::Game &game)
{
    Score out;
    out.final = game.state.finished;
    const VictoryRules &rules = game.scenario().victory;
    out.blackEagleHalf = blackEagleHalfVp(rules, game.state, out.final);
    out.karameikanHalf = karameikanHalfVp(rules, game.state, out.final);
    if (out.final)
        out.verdict = victoryLevel(rules, out.blackEagleHalf, out.karameikanHalf).explain();
    return out;
}

Report showReport(const db::hexwar::Game &game)
{
    const GameState &s = game.state;
    QStringList lines{Tr::tr("%1 (%2): %3").arg(game.name, game.scenario().name, phaseLabel(game))};
    const Score vp = score(game);
    lines << Tr::tr("Victory points: Black Eagle %1, Karameikan %2")
                 .arg(formatHalfVp(vp.blackEagleHalf), formatHalfVp(vp.karameikanHalf));
    QJsonArray units;
    for (Side side : {Side::BlackEagle, Side::Karameikan}) {
        lines << QString() << Tr::tr("%1 units:").arg(sideName(side));
        for (const ScenarioUnit &su : game.scenario().units) {
            const Unit *u = s.unit(su.unit.id);
            if (u->side != side)
                continue;
            const bool mayEnter = availableReinforcements(game.scenario(), s, side).contains(u->id);
            QString where = stateText(game.map, *u);
            if (u->state == UnitState::NotEntered)
                where = mayEnter
                            ? Tr::tr("may enter now (%1)").arg(arrivalText(game.map, su.arrival))
                            : arrivalText(game.map, su.arrival);
            lines << QStringLiteral("  %1  %2  %3").arg(u->id, u->label(), where);
            QJsonObject o{{QStringLiteral("id"), u->id},
                          {QStringLiteral("name"), u->name},
                          {QStringLiteral("side"), herald::hexwar::sideKey(u->side)},
                          {QStringLiteral("strength"), u->strength()},
                          {QStringLiteral("movement"), u->movement},
                          {QStringLiteral("state"), stateText(game.map, *u)},
                          {QStringLiteral("mayEnter"), mayEnter}};
            if (u->onMap())
                o.insert(QStringLiteral("hex"), game.map.number(*u->hex));
            units.append(o);
        }
    }
    QJsonObject json = db::hexwar::stateToJson(s, game.map.grid());
    json.insert(QStringLiteral("game"), game.name);
    json.insert(QStringLiteral("phaseLabel"), phaseLabel(game));
    json.insert(QStringLiteral("units"), units);
    json.insert(QStringLiteral("blackEagleVp"), vp.blackEagleHalf / 2.0);
    json.insert(QStringLiteral("karameikanVp"), vp.karameikanHalf / 2.0);
    if (s.aftermath) {
        lines << QString();
        QJsonObject retreats;
        for (const QString &id : s.aftermath->mustRetreat) {
            QStringList hexes;
            for (const map::Hex &h : retreatHexes(game, id))
                hexes << game.map.number(h);
            retreats.insert(id, QJsonArray::fromStringList(hexes));
            lines << (hexes.isEmpty()
                          ? Tr::tr("To retreat: %1, with no legal hex (R3)").arg(id)
                          : Tr::tr("To retreat: %1, to one of %2").arg(id, hexes.join(u", ")));
        }
        json.insert(QStringLiteral("retreatHexes"), retreats);
        if (!s.aftermath->mustRetreat.isEmpty())
            lines << Tr::tr("The owner picks the hex and, with several units, the order (R4, R5).");
        else
            lines
                << Tr::tr("May advance after combat: %1").arg(s.aftermath->mayAdvance.join(u", "));
    }
    return {json, lines.join(QLatin1Char('\n'))};
}

Report scoreReport(const db::hexwar::Game &game)
{
    const Score vp = score(game);
    QString text = (vp.final ? Tr::tr("Final score: Black Eagle %1 VP, Karameikan %2 VP.")
                             : Tr::tr("Score so far: Black Eagle %1 VP, Karameikan %2 VP."))
                       .arg(formatHalfVp(vp.blackEagleHalf), formatHalfVp(vp.karameikanHalf));
    if (vp.final)
        text += QLatin1Char('\n') + vp.verdict;
    return {{{QStringLiteral("game"), game.name},
             {QStringLiteral("blackEagleVp"), vp.blackEagleHalf / 2.0},
             {QStringLiteral("karameikanVp"), vp.karameikanHalf / 2.0},
             {QStringLiteral("final"), vp.final},
             {QStringLiteral("verdict"), vp.verdict}},
            text};
}

} // namespace herald::app::hexwar
