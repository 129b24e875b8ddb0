#include "db/battleboard/statejson.h"

#include "core/battleboard/boardkeys.h"

#include <QJsonArray>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::fromKey;
using herald::warmaster::keyOf;

namespace {

QJsonObject unitToJson(const Unit &u)
{
    QJsonObject o{{QStringLiteral("side"), keyOf(u.side)},
                  {QStringLiteral("type"), keyOf(u.type)},
                  {QStringLiteral("space"), spaceKey({u.kind, u.column, u.side})}};
    // Flags only when set: a stored battle of 40 units stays readable.
    const auto flag = [&o](const char *key, bool value) {
        if (value)
            o.insert(QLatin1String(key), true);
    };
    flag("elite", u.elite);
    flag("native", u.native);
    flag("acted", u.acted);
    flag("pursued", u.pursued);
    flag("eliminated", u.eliminated);
    flag("eliminatedInPursuit", u.eliminatedInPursuit);
    if (u.techDrm != 0)
        o.insert(QStringLiteral("tech"), u.techDrm);
    return o;
}

std::optional<Unit> unitFromJson(const QJsonObject &o, int id)
{
    const auto side = fromKey<Side>(o.value(QStringLiteral("side")).toString());
    const auto type = fromKey<UnitType>(o.value(QStringLiteral("type")).toString());
    const QString where = o.value(QStringLiteral("space")).toString();
    if (!side || !type)
        return std::nullopt;
    Unit u;
    u.id = id;
    u.side = *side;
    u.type = *type;
    if (where == keyOf(SpaceKind::Gone)) {
        u.kind = SpaceKind::Gone;
    } else {
        const auto s = parseSpace(where, *side);
        if (!s)
            return std::nullopt;
        u.kind = s->kind;
        u.column = s->column;
    }
    u.elite = o.value(QStringLiteral("elite")).toBool();
    u.native = o.value(QStringLiteral("native")).toBool();
    u.acted = o.value(QStringLiteral("acted")).toBool();
    u.pursued = o.value(QStringLiteral("pursued")).toBool();
    u.eliminated = o.value(QStringLiteral("eliminated")).toBool();
    u.eliminatedInPursuit = o.value(QStringLiteral("eliminatedInPursuit")).toBool();
    u.techDrm = o.value(QStringLiteral("tech")).toInt();
    return u;
}

QJsonArray intArray(const auto &values)
{
    QJsonArray a;
    for (const auto v : values)
        a.append(static_cast<int>(v));
    return a;
}

template <typename Array> bool readInts(const QJsonValue &value, Array &out)
{
    const QJsonArray a = value.toArray();
    if (a.size() != qsizetype(out.size()))
        return false;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<typename Array::value_type>(a.at(qsizetype(i)).toInt());
    return true;
}

} // namespace

QJsonObject battleStateToJson(const BattleState &b)
{
    QJsonArray units;
    for (const Unit &u : b.units)
        units.append(unitToJson(u));
    QJsonArray entrenched;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        for (int column = 1; column <= 3; ++column) {
            if (b.entrenched[std::size_t(sideIndex(side))][std::size_t(column)])
                entrenched.append(spaceKey(space(side, SpaceKind::Line, column)) +
                                  QLatin1Char('@') + keyOf(side));
        }
    }
    QJsonObject o{{QStringLiteral("size"), keyOf(b.size)},
                  {QStringLiteral("units"), units},
                  {QStringLiteral("entrenched"), entrenched},
                  {QStringLiteral("turn"), b.turn},
                  {QStringLiteral("phase"), keyOf(b.phase)},
                  {QStringLiteral("active"), keyOf(b.active)},
                  {QStringLiteral("combatThisTurn"), b.combatThisTurn},
                  {QStringLiteral("humanWave"), intArray(b.humanWave)},
                  {QStringLiteral("nativeRallyLeft"), b.nativeRallyLeft},
                  {QStringLiteral("startBrigades"), intArray(b.startBrigades)},
                  {QStringLiteral("stage"), keyOf(b.stage)},
                  {QStringLiteral("screenAtPursuitStart"), b.screenAtPursuitStart}};
    if (b.end) {
        QJsonObject end{{QStringLiteral("cause"), keyOf(b.end->cause)},
                        {QStringLiteral("column"), b.end->column}};
        if (b.end->retreating)
            end.insert(QStringLiteral("retreating"), keyOf(*b.end->retreating));
        o.insert(QStringLiteral("end"), end);
    }
    return o;
}

std::optional<BattleState> battleStateFromJson(const QJsonObject &o)
{
    BattleState b;
    const auto size = fromKey<BattleSize>(o.value(QStringLiteral("size")).toString());
    const auto phase = fromKey<Phase>(o.value(QStringLiteral("phase")).toString());
    const auto active = fromKey<Side>(o.value(QStringLiteral("active")).toString());
    const auto stage = fromKey<Stage>(o.value(QStringLiteral("stage")).toString());
    if (!size || !phase || !active || !stage)
        return std::nullopt;
    b.size = *size;
    b.phase = *phase;
    b.active = *active;
    b.stage = *stage;
    b.turn = o.value(QStringLiteral("turn")).toInt();
    b.combatThisTurn = o.value(QStringLiteral("combatThisTurn")).toBool();
    b.nativeRallyLeft = o.value(QStringLiteral("nativeRallyLeft")).toInt();
    b.screenAtPursuitStart = o.value(QStringLiteral("screenAtPursuitStart")).toBool();
    if (b.turn < 1 || !readInts(o.value(QStringLiteral("humanWave")), b.humanWave) ||
        !readInts(o.value(QStringLiteral("startBrigades")), b.startBrigades))
        return std::nullopt;
    for (const QJsonValue &v : o.value(QStringLiteral("units")).toArray()) {
        auto u = unitFromJson(v.toObject(), static_cast<int>(b.units.size()));
        if (!u)
            return std::nullopt;
        b.units.push_back(*u);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("entrenched")).toArray()) {
        const QStringList parts = v.toString().split(QLatin1Char('@'));
        const auto side = parts.size() == 2 ? fromKey<Side>(parts.at(1)) : std::nullopt;
        const auto s = side ? parseSpace(parts.at(0), *side) : std::nullopt;
        if (!s || s->kind != SpaceKind::Line)
            return std::nullopt;
        b.entrenched[std::size_t(sideIndex(s->owner))][std::size_t(s->column)] = true;
    }
    if (o.contains(QStringLiteral("end"))) {
        const QJsonObject end = o.value(QStringLiteral("end")).toObject();
        const auto cause = fromKey<EndCause>(end.value(QStringLiteral("cause")).toString());
        if (!cause)
            return std::nullopt;
        BattleEnd e;
        e.cause = *cause;
        e.column = end.value(QStringLiteral("column")).toInt();
        if (end.contains(QStringLiteral("retreating"))) {
            e.retreating = fromKey<Side>(end.value(QStringLiteral("retreating")).toString());
            if (!e.retreating)
                return std::nullopt;
        }
        b.end = e;
    }
    b.unitsChanged();
    return b;
}

} // namespace herald::db::battleboard
