#include "core/skirmish/settingsformat.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>

namespace herald::skirmish {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::SettingsFormat)
};

/// The yes-or-no options, each a member of SkirmishSettings.
constexpr std::array<std::pair<const char *, bool SkirmishSettings::*>, 15> kFlags{{
    {"mountedRowsExtrapolated", &SkirmishSettings::mountedRowsExtrapolated},
    {"resolveBelowOneToOne", &SkirmishSettings::resolveBelowOneToOne},
    {"dwarfBonusCumulative", &SkirmishSettings::dwarfBonusCumulative},
    {"woundedShooterInDn2", &SkirmishSettings::woundedShooterInDn2},
    {"missileRowsExtend", &SkirmishSettings::missileRowsExtend},
    {"warriorModifierCumulative", &SkirmishSettings::warriorModifierCumulative},
    {"errareHumanumEst", &SkirmishSettings::errareHumanumEst},
    {"advanceRuleByLevel", &SkirmishSettings::advanceRuleByLevel},
    {"luciferJumpWoundKills", &SkirmishSettings::luciferJumpWoundKills},
    {"babyHuntersUseChallengeTable", &SkirmishSettings::babyHuntersUseChallengeTable},
    {"standUpInAnyOwnTurn", &SkirmishSettings::standUpInAnyOwnTurn},
    {"groupOneTerrainUnderground", &SkirmishSettings::groupOneTerrainUnderground},
    {"dn2MagicLimitsUnderground", &SkirmishSettings::dn2MagicLimitsUnderground},
    {"levitationForAll", &SkirmishSettings::levitationForAll},
    {"mostAdvantageousDefenderTerrain", nullptr},
}};

constexpr const char *kRange = "levelTwoSurfaceRange";

} // namespace

const QStringList &settingNames()
{
    static const QStringList names = [] {
        QStringList list;
        for (const auto &[name, member] : kFlags)
            list << QString::fromLatin1(name);
        list << QString::fromLatin1(kRange);
        return list;
    }();
    return names;
}

QJsonObject settingsToJson(const SkirmishSettings &s)
{
    const SkirmishSettings defaults;
    QJsonObject json;
    for (const auto &[name, member] : kFlags)
        if (member && s.*member != defaults.*member)
            json.insert(QLatin1String(name), s.*member);
    if (s.defenderTerrain != defaults.defenderTerrain)
        json.insert(QStringLiteral("mostAdvantageousDefenderTerrain"), true);
    if (s.levelTwoSurfaceRange != defaults.levelTwoSurfaceRange)
        json.insert(QLatin1String(kRange), s.levelTwoSurfaceRange);
    return json;
}

std::optional<QString> setSetting(SkirmishSettings &s, const QString &name, const QJsonValue &value)
{
    if (name == QLatin1String(kRange)) {
        if (!value.isDouble() || value.toInt() < 1)
            return Tr::tr("§12 D option %1 takes a number of hexes.").arg(name);
        s.levelTwoSurfaceRange = value.toInt();
        return std::nullopt;
    }
    for (const auto &[key, member] : kFlags) {
        if (name != QLatin1String(key))
            continue;
        if (!value.isBool())
            return Tr::tr("§12 D option %1 takes true or false.").arg(name);
        if (member)
            s.*member = value.toBool();
        else
            s.defenderTerrain = value.toBool() ? DefenderTerrain::MostAdvantageous
                                               : DefenderTerrain::LeastAdvantageous;
        return std::nullopt;
    }
    return Tr::tr("\"%1\" is not an option of §12 D (options: %2).")
        .arg(name, settingNames().join(QStringLiteral(", ")));
}

SkirmishSettings scenarioSettings(const QJsonObject &scenario, QStringList *errors)
{
    SkirmishSettings s;
    for (const QJsonValue &rule : scenario.value(QStringLiteral("rules")).toArray()) {
        const QJsonObject flags = rule.toObject().value(QStringLiteral("flags")).toObject();
        for (auto it = flags.begin(); it != flags.end(); ++it)
            if (const auto problem = setSetting(s, it.key(), it.value()))
                *errors << *problem;
    }
    return s;
}

QJsonObject withDeskOption(QJsonObject scenario, const QString &name, const QJsonValue &value)
{
    QJsonArray rules = scenario.value(QStringLiteral("rules")).toArray();
    qsizetype desk = -1;
    for (qsizetype i = 0; i < rules.size(); ++i)
        if (rules.at(i).toObject().value(QStringLiteral("desk")).toBool())
            desk = i;
    QJsonObject rule = desk < 0 ? QJsonObject{{QStringLiteral("text"),
                                               QStringLiteral("Options set at the umpire's desk")},
                                              {QStringLiteral("desk"), true}}
                                : rules.at(desk).toObject();
    QJsonObject flags = rule.value(QStringLiteral("flags")).toObject();
    flags.insert(name, value);
    rule.insert(QStringLiteral("flags"), flags);
    if (desk < 0)
        rules.append(rule);
    else
        rules.replace(desk, rule);
    scenario.insert(QStringLiteral("rules"), rules);
    return scenario;
}

} // namespace herald::skirmish
