#include "db/hexwar/statejson.h"

#include <QJsonArray>

namespace herald::db::hexwar {

using namespace herald::hexwar;

namespace {

QJsonArray sorted(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return QJsonArray::fromStringList(list);
}

QSet<QString> setOf(const QJsonValue &value)
{
    QSet<QString> out;
    for (const QJsonValue &v : value.toArray())
        out.insert(v.toString());
    return out;
}

QStringList listOf(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

QString stateKey(UnitState state)
{
    switch (state) {
    case UnitState::NotEntered:
        return QStringLiteral("notEntered");
    case UnitState::Full:
        return QStringLiteral("full");
    case UnitState::Half:
        return QStringLiteral("half");
    case UnitState::Eliminated:
        return QStringLiteral("eliminated");
    }
    return {};
}

std::optional<UnitState> stateFromKey(const QString &key)
{
    for (UnitState s :
         {UnitState::NotEntered, UnitState::Full, UnitState::Half, UnitState::Eliminated}) {
        if (stateKey(s) == key)
            return s;
    }
    return std::nullopt;
}

} // namespace

QJsonObject stateToJson(const GameState &state, const map::HexGrid &grid)
{
    QJsonArray units;
    for (const Unit &u : state.units) {
        QJsonObject o{{QStringLiteral("id"), u.id}, {QStringLiteral("state"), stateKey(u.state)}};
        if (u.hex)
            o.insert(QStringLiteral("hex"), grid.number(*u.hex));
        if (u.eliminatedOnTurn > 0)
            o.insert(QStringLiteral("eliminatedOnTurn"), u.eliminatedOnTurn);
        units.append(o);
    }
    QJsonObject json{
        {QStringLiteral("turn"), state.turn},
        {QStringLiteral("side"), sideKey(state.activeSide)},
        {QStringLiteral("phase"),
         state.phase == Phase::Movement ? QStringLiteral("movement") : QStringLiteral("combat")},
        {QStringLiteral("units"), units},
        {QStringLiteral("moved"), sorted(state.movedThisPhase)},
        {QStringLiteral("attacked"), sorted(state.attackedThisPhase)},
        {QStringLiteral("defended"), sorted(state.defendedThisPhase)},
        {QStringLiteral("blackEagleHalfVp"), state.blackEagleHalfVp},
        {QStringLiteral("released"), sorted(state.released)},
        {QStringLiteral("objectiveLastSide"), sideKey(state.objectiveLastSide)},
        {QStringLiteral("finished"), state.finished},
    };
    if (state.aftermath) {
        QJsonArray vacated;
        for (const map::Hex &h : state.aftermath->vacated)
            vacated.append(grid.number(h));
        json.insert(QStringLiteral("aftermath"),
                    QJsonObject{{QStringLiteral("mustRetreat"),
                                 QJsonArray::fromStringList(state.aftermath->mustRetreat)},
                                {QStringLiteral("mayAdvance"),
                                 QJsonArray::fromStringList(state.aftermath->mayAdvance)},
                                {QStringLiteral("vacated"), vacated}});
    }
    return json;
}

std::optional<GameState> stateFromJson(const QJsonObject &json, const GameState &fresh,
                                       const map::HexGrid &grid)
{
    GameState state = fresh;
    state.turn = json.value(QStringLiteral("turn")).toInt();
    const auto side = sideFromKey(json.value(QStringLiteral("side")).toString());
    const auto last = sideFromKey(json.value(QStringLiteral("objectiveLastSide")).toString());
    if (state.turn < 1 || !side || !last)
        return std::nullopt;
    state.activeSide = *side;
    state.objectiveLastSide = *last;
    state.phase = json.value(QStringLiteral("phase")).toString() == QLatin1String("combat")
                      ? Phase::Combat
                      : Phase::Movement;
    for (const QJsonValue &v : json.value(QStringLiteral("units")).toArray()) {
        const QJsonObject o = v.toObject();
        Unit *u = state.unit(o.value(QStringLiteral("id")).toString());
        const auto unitState = stateFromKey(o.value(QStringLiteral("state")).toString());
        if (!u || !unitState)
            return std::nullopt;
        u->state = *unitState;
        u->hex = grid.fromNumber(o.value(QStringLiteral("hex")).toString());
        u->eliminatedOnTurn = o.value(QStringLiteral("eliminatedOnTurn")).toInt();
    }
    state.movedThisPhase = setOf(json.value(QStringLiteral("moved")));
    state.attackedThisPhase = setOf(json.value(QStringLiteral("attacked")));
    state.defendedThisPhase = setOf(json.value(QStringLiteral("defended")));
    state.blackEagleHalfVp = json.value(QStringLiteral("blackEagleHalfVp")).toInt();
    state.released = setOf(json.value(QStringLiteral("released")));
    state.finished = json.value(QStringLiteral("finished")).toBool();
    if (json.contains(QStringLiteral("aftermath"))) {
        const QJsonObject a = json.value(QStringLiteral("aftermath")).toObject();
        CombatAftermath aftermath;
        aftermath.mustRetreat = listOf(a.value(QStringLiteral("mustRetreat")));
        aftermath.mayAdvance = listOf(a.value(QStringLiteral("mayAdvance")));
        for (const QString &text : listOf(a.value(QStringLiteral("vacated")))) {
            if (const auto h = grid.fromNumber(text))
                aftermath.vacated.append(*h);
        }
        state.aftermath = aftermath;
    }
    return state;
}

} // namespace herald::db::hexwar
