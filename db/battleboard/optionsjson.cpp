#include "db/battleboard/optionsjson.h"

#include "core/battleboard/boardkeys.h"

#include <QCoreApplication>

namespace herald::db::battleboard {

using namespace herald::battleboard;
using herald::warmaster::fromKey;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::battleboard::OptionsJson)
};

/// One key's reading: the value, or a problem recorded against the key.
class Reader
{
public:
    explicit Reader(const QJsonObject &json) : m_json(json) {}

    void flag(const char *key, bool &out)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isBool())
            return fail(key, Tr::tr("must be true or false"));
        out = v.toBool();
    }
    void number(const char *key, int &out, int low, int high)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        const double d = v.toDouble(-1e9);
        if (!v.isDouble() || d != int(d) || d < low || d > high)
            return fail(key, Tr::tr("must be a whole number from %1 to %2").arg(low).arg(high));
        out = int(d);
    }
    void fraction(const char *key, double &out)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 1)
            return fail(key, Tr::tr("must be a number from 0 to 1"));
        out = v.toDouble();
    }
    /// One of two words; `first` chosen by the first.
    void choice(const char *key, const char *first, const char *second, bool &isFirst)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (v.toString() != QLatin1String(first) && v.toString() != QLatin1String(second))
            return fail(
                key, Tr::tr("must be %1 or %2").arg(QLatin1String(first), QLatin1String(second)));
        isFirst = v.toString() == QLatin1String(first);
    }
    /// "attacker", "defender" or "none".
    void side(const char *key, std::optional<Side> &out)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (v.toString() == QLatin1String("none")) {
            out.reset();
            return;
        }
        const auto s = fromKey<Side>(v.toString());
        if (!s)
            return fail(key, Tr::tr("must be attacker, defender or none"));
        out = s;
    }
    void unknownKeys(const QStringList &known)
    {
        for (auto it = m_json.begin(); it != m_json.end(); ++it) {
            if (!known.contains(it.key()))
                m_errors << Tr::tr("%1: is not an option of the battle board").arg(it.key());
        }
    }
    [[nodiscard]] const QStringList &errors() const { return m_errors; }

private:
    void fail(const char *key, const QString &problem)
    {
        m_errors << QStringLiteral("%1: %2").arg(QLatin1String(key), problem);
    }

    const QJsonObject &m_json;
    QStringList m_errors;
};

QJsonValue sideValue(const std::optional<Side> &side)
{
    return side ? keyOf(*side) : QStringLiteral("none");
}

} // namespace

QJsonObject settingsToJson(const BattleSettings &s)
{
    const auto word = [](bool first, const char *a, const char *b) {
        return QString::fromLatin1(first ? a : b);
    };
    return {
        {QStringLiteral("year"), s.year},
        {QStringLiteral("board.lateral_moves"), s.lateralMoves},
        {QStringLiteral("actions.optional"), s.actionsOptional},
        {QStringLiteral("fire.to_hit_key"), word(s.toHitKey == RowKey::Firer, "firer", "target")},
        {QStringLiteral("fire.result_key"), word(s.resultKey == RowKey::Firer, "firer", "target")},
        {QStringLiteral("charge.defender_leader_drm"), s.defenderLeaderDrm},
        {QStringLiteral("leader_death.count"), word(!s.leaderDeathKillsAll, "one", "all")},
        {QStringLiteral("move.leader_pursuit"),
         word(!s.leaderPursuitOneRoll, "per_leader", "one_roll")},
        {QStringLiteral("pursuit.infantry_after_screen"), s.infantryAfterScreen},
        {QStringLiteral("endcheck.evasion_counts"), s.evasionCounts},
        {QStringLiteral("endcheck.middle_includes_leaders"), s.middleIncludesLeaders},
        {QStringLiteral("retreat.when"),
         word(s.retreatWhen == RetreatWhen::OwnHalf, "own_half", "any_phase")},
        {QStringLiteral("waoi"), s.waoi.enabled},
        {QStringLiteral("natives.side"), sideValue(s.waoi.nativeSide)},
        {QStringLiteral("natives.rating"), s.waoi.nativeRating},
        {QStringLiteral("natives.penalty_when_charged"), s.waoi.nativePenaltyWhenCharged},
        {QStringLiteral("fort.side"), sideValue(s.waoi.fortSide)},
        {QStringLiteral("tech.applies_to_result"), s.waoi.techAppliesToResult},
        {QStringLiteral("tech.applies_to_entrench"), s.waoi.techAppliesToEntrench},
        {QStringLiteral("autoresolve.declare_retreat_below"), s.autoResolve.declareRetreatBelow},
        {QStringLiteral("autoresolve.max_turns"), s.autoResolve.maxTurns},
    };
}

SettingsRead settingsFromJson(const QJsonObject &json)
{
    BattleSettings s;
    Reader r(json);
    r.number("year", s.year, 1861, 1865);
    r.flag("board.lateral_moves", s.lateralMoves);
    r.flag("actions.optional", s.actionsOptional);
    bool firer = s.toHitKey == RowKey::Firer;
    r.choice("fire.to_hit_key", "firer", "target", firer);
    s.toHitKey = firer ? RowKey::Firer : RowKey::Target;
    firer = s.resultKey == RowKey::Firer;
    r.choice("fire.result_key", "firer", "target", firer);
    s.resultKey = firer ? RowKey::Firer : RowKey::Target;
    r.flag("charge.defender_leader_drm", s.defenderLeaderDrm);
    bool one = !s.leaderDeathKillsAll;
    r.choice("leader_death.count", "one", "all", one);
    s.leaderDeathKillsAll = !one;
    bool perLeader = !s.leaderPursuitOneRoll;
    r.choice("move.leader_pursuit", "per_leader", "one_roll", perLeader);
    s.leaderPursuitOneRoll = !perLeader;
    r.flag("pursuit.infantry_after_screen", s.infantryAfterScreen);
    r.flag("endcheck.evasion_counts", s.evasionCounts);
    r.flag("endcheck.middle_includes_leaders", s.middleIncludesLeaders);
    bool ownHalf = s.retreatWhen == RetreatWhen::OwnHalf;
    r.choice("retreat.when", "own_half", "any_phase", ownHalf);
    s.retreatWhen = ownHalf ? RetreatWhen::OwnHalf : RetreatWhen::AnyPhase;
    r.flag("waoi", s.waoi.enabled);
    r.side("natives.side", s.waoi.nativeSide);
    r.number("natives.rating", s.waoi.nativeRating, 0, 2);
    r.flag("natives.penalty_when_charged", s.waoi.nativePenaltyWhenCharged);
    r.side("fort.side", s.waoi.fortSide);
    r.flag("tech.applies_to_result", s.waoi.techAppliesToResult);
    r.flag("tech.applies_to_entrench", s.waoi.techAppliesToEntrench);
    r.fraction("autoresolve.declare_retreat_below", s.autoResolve.declareRetreatBelow);
    r.number("autoresolve.max_turns", s.autoResolve.maxTurns, 1, 1000);
    r.unknownKeys(settingsToJson(BattleSettings{}).keys());
    QStringList errors = r.errors();
    if (!s.waoi.enabled && (s.waoi.nativeSide || s.waoi.fortSide))
        errors << Tr::tr("natives.side, fort.side: natives and forts belong to the War! Age of "
                         "Imperialism options (§8); set waoi to true");
    if (!errors.isEmpty())
        return {std::nullopt, errors};
    return {s, {}};
}

} // namespace herald::db::battleboard
