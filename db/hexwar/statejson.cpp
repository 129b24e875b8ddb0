#include "db/hexwar/statejson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db::hexwar {

using namespace herald::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::hexwar::StateJson)
};

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

/// A choice among named values of one setting.
template <typename Enum>
bool readChoice(const QJsonObject &json, const char *key,
                std::initializer_list<std::pair<const char *, Enum>> choices, Enum &out,
                QString *problem)
{
    const QJsonValue value = json.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    QStringList names;
    for (const auto &[name, e] : choices) {
        if (value.toString() == QLatin1String(name)) {
            out = e;
            return true;
        }
        names << QString::fromLatin1(name);
    }
    if (problem)
        *problem = Tr::tr("the setting %1 takes %2").arg(QLatin1String(key), names.join(u", "));
    return false;
}

bool readFlag(const QJsonObject &json, const char *key, bool &out, QString *problem)
{
    const QJsonValue value = json.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isBool()) {
        if (problem)
            *problem = Tr::tr("the setting %1 takes true or false").arg(QLatin1String(key));
        return false;
    }
    out = value.toBool();
    return true;
}

} // namespace

QJsonObject stateToJson(const GameState &state)
{
    QJsonArray units;
    for (const Unit &u : state.units) {
        QJsonObject o{{QStringLiteral("id"), u.id}, {QStringLiteral("state"), stateKey(u.state)}};
        if (u.hex)
            o.insert(QStringLiteral("hex"), u.hex->toXXYY());
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
            vacated.append(h.toXXYY());
        json.insert(QStringLiteral("aftermath"),
                    QJsonObject{{QStringLiteral("mustRetreat"),
                                 QJsonArray::fromStringList(state.aftermath->mustRetreat)},
                                {QStringLiteral("mayAdvance"),
                                 QJsonArray::fromStringList(state.aftermath->mayAdvance)},
                                {QStringLiteral("vacated"), vacated}});
    }
    return json;
}

std::optional<GameState> stateFromJson(const QJsonObject &json, const GameState &fresh)
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
        u->hex = map::Hex::fromXXYY(o.value(QStringLiteral("hex")).toString());
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
            if (const auto h = map::Hex::fromXXYY(text))
                aftermath.vacated.append(*h);
        }
        state.aftermath = aftermath;
    }
    return state;
}

std::optional<HexwarSettings> settingsFromJson(const QJsonObject &json, QString *problem)
{
    HexwarSettings s;
    const QStringList known{QStringLiteral("river.crossing"),
                            QStringLiteral("zoc.withdraw_over_bridge"),
                            QStringLiteral("retreat.over_bridge"),
                            QStringLiteral("combat.special_exemption"),
                            QStringLiteral("combat.river_shift_mode"),
                            QStringLiteral("combat.ad_affects"),
                            QStringLiteral("advance.ignores_zoc_and_river")};
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!known.contains(it.key())) {
            if (problem)
                *problem = Tr::tr("there is no setting %1; the settings are %2")
                               .arg(it.key(), known.join(u", "));
            return std::nullopt;
        }
    }
    const bool ok = readChoice(json, "river.crossing",
                               {{"whole_move", RiverCrossing::WholeMove},
                                {"after_bank_move", RiverCrossing::AfterBankMove}},
                               s.riverCrossing, problem) &&
                    readFlag(json, "zoc.withdraw_over_bridge", s.withdrawOverBridge, problem) &&
                    readFlag(json, "retreat.over_bridge", s.retreatOverBridge, problem) &&
                    readChoice(json, "combat.special_exemption",
                               {{"all_attackers", SpecialExemption::AllAttackers},
                                {"any_attacker", SpecialExemption::AnyAttacker}},
                               s.specialExemption, problem) &&
                    readChoice(json, "combat.river_shift_mode",
                               {{"max", RiverShiftMode::Max}, {"add", RiverShiftMode::Add}},
                               s.riverShiftMode, problem) &&
                    readChoice(json, "combat.ad_affects",
                               {{"all", AttackerDefeat::AllAttackers},
                                {"chosen", AttackerDefeat::ChosenAttacker}},
                               s.adAffects, problem) &&
                    readFlag(json, "advance.ignores_zoc_and_river", s.advanceCrossesRiver, problem);
    if (!ok)
        return std::nullopt;
    return s;
}

} // namespace herald::db::hexwar
