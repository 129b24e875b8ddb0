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

/// Each option's sentence, in the order of settingNames().
constexpr std::array<const char *, 16> kDescriptions{{
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 A1: the mounted table's 11-1 and 12-1+ rows continue the printed "
                      "pattern (off: they read as 10-1)"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C2: a column shifted below 1-1 is fought at 1-1 instead of refused"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C18: the Black Dwarves' column per dwarf comes on top of the joint "
                      "attack's column"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C3: a wounded shooter adds 1 in DN2 as well"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C4: a missile roll below a weapon's first printed value reads the "
                      "rows above it"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 B5: a Warrior Krob target's +1 adds to its shell's armour +1"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§5.8 Errare humanum est: a missed shot may land beside its target"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§4.8: advance after combat by the DN1 rule above ground and the DN2 rule "
                      "below"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 B9: a jump that would wound Lucifer kills him"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 B3: baby Hunters roll on the challenge table"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C1: a stunned character stands up in its side's next recovery "
                      "phase, however late it fell"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§7.4.2: group 1 terrain spells work underground"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§7.2: DN1 underground maps use DN2's spell ranges and one-map limit"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C26: every spellcaster may levitate, above and below ground"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C5: several defenders count their best terrain, not their worst"),
    QT_TRANSLATE_NOOP("herald::skirmish::SettingsFormat",
                      "§12 C27: a level-2 caster's range above ground, in hexes"),
}};

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

QJsonValue settingValue(const SkirmishSettings &s, const QString &name)
{
    if (name == QLatin1String(kRange))
        return s.levelTwoSurfaceRange;
    for (const auto &[key, member] : kFlags)
        if (name == QLatin1String(key))
            return member ? s.*member : s.defenderTerrain == DefenderTerrain::MostAdvantageous;
    return {QJsonValue::Undefined};
}

QString settingDescription(const QString &name)
{
    const qsizetype index = settingNames().indexOf(name);
    return index < 0 ? QString() : Tr::tr(kDescriptions[std::size_t(index)]);
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
