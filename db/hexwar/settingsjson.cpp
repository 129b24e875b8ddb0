#include "db/hexwar/settingsjson.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <utility>

namespace herald::db::hexwar {

using namespace herald::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::hexwar::SettingsJson)
};

template <typename Enum> using Names = std::array<std::pair<const char *, Enum>, 2>;

/// Calls `choice(key, member, names)` for each setting with named values and `flag(key,
/// member)` for each true-or-false one, in the order of spec 16: reading and writing walk the
/// same list.
template <typename Settings, typename Choice, typename Flag>
void forEachSetting(Settings &s, Choice &&choice, Flag &&flag)
{
    choice("river.crossing", s.riverCrossing,
           Names<RiverCrossing>{{{"whole_move", RiverCrossing::WholeMove},
                                 {"after_bank_move", RiverCrossing::AfterBankMove}}});
    flag("zoc.withdraw_over_bridge", s.withdrawOverBridge);
    flag("retreat.over_bridge", s.retreatOverBridge);
    choice("combat.special_exemption", s.specialExemption,
           Names<SpecialExemption>{{{"all_attackers", SpecialExemption::AllAttackers},
                                    {"any_attacker", SpecialExemption::AnyAttacker}}});
    choice("combat.river_shift_mode", s.riverShiftMode,
           Names<RiverShiftMode>{{{"max", RiverShiftMode::Max}, {"add", RiverShiftMode::Add}}});
    choice("combat.ad_affects", s.adAffects,
           Names<AttackerDefeat>{{{"all", AttackerDefeat::AllAttackers},
                                  {"chosen", AttackerDefeat::ChosenAttacker}}});
    flag("advance.ignores_zoc_and_river", s.advanceCrossesRiver);
}

} // namespace

std::optional<HexwarSettings> settingsFromJson(const QJsonObject &json, QString *problem)
{
    HexwarSettings s;
    QStringList known;
    QString bad;
    forEachSetting(
        s,
        [&](const char *key, auto &member, const auto &names) {
            known << QString::fromLatin1(key);
            const QJsonValue value = json.value(QLatin1String(key));
            if (value.isUndefined() || !bad.isEmpty())
                return;
            QStringList words;
            for (const auto &[word, e] : names) {
                if (value.toString() == QLatin1String(word)) {
                    member = e;
                    return;
                }
                words << QString::fromLatin1(word);
            }
            bad = Tr::tr("the setting %1 takes %2").arg(QLatin1String(key), words.join(u", "));
        },
        [&](const char *key, bool &member) {
            known << QString::fromLatin1(key);
            const QJsonValue value = json.value(QLatin1String(key));
            if (value.isUndefined() || !bad.isEmpty())
                return;
            if (value.isBool())
                member = value.toBool();
            else
                bad = Tr::tr("the setting %1 takes true or false").arg(QLatin1String(key));
        });
    for (auto it = json.begin(); it != json.end() && bad.isEmpty(); ++it) {
        if (!known.contains(it.key()))
            bad = Tr::tr("there is no setting %1; the settings are %2")
                      .arg(it.key(), known.join(u", "));
    }
    if (!bad.isEmpty()) {
        if (problem)
            *problem = bad;
        return std::nullopt;
    }
    return s;
}

QJsonObject settingsToJson(const HexwarSettings &settings)
{
    QJsonObject out;
    forEachSetting(
        settings,
        [&out](const char *key, const auto &member, const auto &names) {
            for (const auto &[word, e] : names) {
                if (e == member)
                    out.insert(QLatin1String(key), QLatin1String(word));
            }
        },
        [&out](const char *key, const bool &member) { out.insert(QLatin1String(key), member); });
    return out;
}

} // namespace herald::db::hexwar
