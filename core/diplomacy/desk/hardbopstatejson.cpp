#include "core/diplomacy/desk/hardbopstatejson.h"

#include "core/diplomacy/downfall/events.h"

#include <QJsonArray>

namespace herald::diplomacy::desk {

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;

namespace {

const char *const kAlignments[] = {"good", "neutral", "evil"};
const char *const kClasses[] = {"ordinary", "cavalry", "pirate"};
const char *const kBalrog[] = {"saruman", "mordor", "slain"};
const char *const kRing[] = {"hidden", "lying", "carried", "worn", "destroyed"};

QString abbr(const Variant &v, ProvinceId p)
{
    return QString::fromStdString(v.province(p).abbreviation);
}

template <std::size_t N> int indexOf(const char *const (&names)[N], const QString &name)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names[i]))
            return int(i);
    }
    return -1;
}

QJsonArray traitsToJson(const Variant &v, const std::array<UnitTraits, kMaxProvinces> &traits)
{
    QJsonArray out;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (traits[p] == UnitTraits{})
            continue;
        out.append(QJsonObject{
            {QStringLiteral("at"), abbr(v, ProvinceId(p))},
            {QStringLiteral("multiple"), traits[p].multiple},
            {QStringLiteral("class"), QLatin1String(kClasses[int(traits[p].unitClass)])},
            {QStringLiteral("original"), traits[p].original},
            {QStringLiteral("easterling"), traits[p].easterling}});
    }
    return out;
}

bool traitsFromJson(const Variant &v, const QJsonArray &json,
                    std::array<UnitTraits, kMaxProvinces> &traits)
{
    for (const QJsonValue &value : json) {
        const QJsonObject o = value.toObject();
        const ProvinceId p = v.findProvince(o.value(QStringLiteral("at")).toString().toStdString());
        const int unitClass = indexOf(kClasses, o.value(QStringLiteral("class")).toString());
        if (p == kNoProvince || unitClass < 0)
            return false;
        traits[p] = {std::uint8_t(o.value(QStringLiteral("multiple")).toInt(1)),
                     UnitClass(unitClass), o.value(QStringLiteral("original")).toBool(),
                     o.value(QStringLiteral("easterling")).toBool()};
    }
    return true;
}

QJsonArray provincesToJson(const Variant &v, const std::bitset<kMaxProvinces> &set)
{
    QJsonArray out;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (set[std::size_t(p)])
            out.append(abbr(v, ProvinceId(p)));
    }
    return out;
}

bool provincesFromJson(const Variant &v, const QJsonArray &json, std::bitset<kMaxProvinces> &set)
{
    for (const QJsonValue &value : json) {
        const ProvinceId p = v.findProvince(value.toString().toStdString());
        if (p == kNoProvince)
            return false;
        set.set(p);
    }
    return true;
}

QJsonValue powerToJson(const Variant &v, PowerId p)
{
    return p == kNoPower ? QJsonValue() : QJsonValue(QString::fromStdString(v.power(p).name));
}

PowerId powerFromJson(const Variant &v, const QJsonValue &json)
{
    return json.isString() ? v.findPower(json.toString().toStdString()) : kNoPower;
}

QJsonArray powersToJson(const Variant &v, std::uint16_t bits)
{
    QJsonArray out;
    for (int p = 0; p < v.powerCount(); ++p) {
        if ((bits >> p) & 1u)
            out.append(powerToJson(v, PowerId(p)));
    }
    return out;
}

std::uint16_t powersFromJson(const Variant &v, const QJsonArray &json)
{
    std::uint16_t bits = 0;
    for (const QJsonValue &value : json)
        bits = static_cast<std::uint16_t>(bits | powerBit(powerFromJson(v, value)));
    return bits;
}

QJsonObject ringToJson(const Variant &v, const RingState &ring)
{
    return {{QStringLiteral("status"), QLatin1String(kRing[int(ring.status)])},
            {QStringLiteral("at"),
             ring.at == kNoProvince ? QJsonValue() : QJsonValue(abbr(v, ring.at))},
            {QStringLiteral("power"), powerToJson(v, ring.power)},
            {QStringLiteral("personality"),
             ring.personality ? QJsonValue(QString::fromUtf8(personalityName(*ring.personality)))
                              : QJsonValue()},
            {QStringLiteral("everWornBy"), powerToJson(v, ring.everWornBy)}};
}

/// The Ring back; games stored before the Ring was kept start with it hidden nowhere yet.
RingState ringFromJson(const Variant &v, const QJsonObject &json)
{
    RingState ring;
    const int status = indexOf(kRing, json.value(QStringLiteral("status")).toString());
    ring.status = status < 0 ? RingStatus::Hidden : RingStatus(status);
    const QJsonValue at = json.value(QStringLiteral("at"));
    ring.at = at.isString() ? v.findProvince(at.toString().toStdString()) : kNoProvince;
    ring.power = powerFromJson(v, json.value(QStringLiteral("power")));
    ring.personality =
        findPersonality(json.value(QStringLiteral("personality")).toString().toStdString());
    ring.everWornBy = powerFromJson(v, json.value(QStringLiteral("everWornBy")));
    return ring;
}

} // namespace

QJsonObject hardbopStateToJson(const Variant &v, const HardbopState &state)
{
    QJsonArray alignment;
    for (int i = 0; i < v.powerCount(); ++i)
        alignment.append(QLatin1String(kAlignments[int(state.alignment[std::size_t(i)])]));
    QJsonArray personalities;
    for (const PersonalityUnit &person : state.personalities)
        personalities.append(
            QJsonObject{{QStringLiteral("who"), QString::fromUtf8(personalityName(person.who))},
                        {QStringLiteral("at"), abbr(v, person.at)},
                        {QStringLiteral("doubled"), person.doubled},
                        {QStringLiteral("withDislodged"), person.withDislodged}});
    QJsonArray absences;
    for (const Absence &a : state.absences)
        absences.append(
            QJsonObject{{QStringLiteral("who"), QString::fromUtf8(personalityName(a.who))},
                        {QStringLiteral("turnsLeft"), a.turnsLeft}});
    return {{QStringLiteral("alignment"), alignment},
            {QStringLiteral("traits"), traitsToJson(v, state.traits)},
            {QStringLiteral("dislodgedTraits"), traitsToJson(v, state.dislodgedTraits)},
            {QStringLiteral("personalities"), personalities},
            {QStringLiteral("garrisonLost"), provincesToJson(v, state.garrisonLost)},
            {QStringLiteral("fortressLost"), provincesToJson(v, state.fortressLost)},
            {QStringLiteral("nazgulController"),
             state.nazgulController == kNoPower
                 ? QJsonValue()
                 : QJsonValue(QString::fromStdString(v.power(state.nazgulController).name))},
            {QStringLiteral("faramirLeadsRohan"), state.faramirLeadsRohan},
            {QStringLiteral("balrog"), QLatin1String(kBalrog[int(state.balrog)])},
            {QStringLiteral("entsGone"), state.entsGone},
            {QStringLiteral("ring"), ringToJson(v, state.ring)},
            {QStringLiteral("absences"), absences},
            {QStringLiteral("rangerGrudges"), powersToJson(v, state.rangerGrudges)},
            {QStringLiteral("neutralised"), provincesToJson(v, state.neutralised)},
            {QStringLiteral("pathsWalked"), state.pathsWalked},
            {QStringLiteral("centreLost"), provincesToJson(v, state.centreLost)},
            {QStringLiteral("eliminated"), powersToJson(v, state.eliminated)},
            {QStringLiteral("easterlingsOffBoard"), state.easterlingsOffBoard},
            {QStringLiteral("turnsEvil"), powersToJson(v, state.turnsEvil)}};
}

std::optional<HardbopState> hardbopStateFromJson(const Variant &v, const QJsonObject &json)
{
    HardbopState state;
    const QJsonArray alignment = json.value(QStringLiteral("alignment")).toArray();
    if (alignment.size() != v.powerCount())
        return std::nullopt;
    for (int i = 0; i < v.powerCount(); ++i) {
        const int a = indexOf(kAlignments, alignment.at(i).toString());
        if (a < 0)
            return std::nullopt;
        state.alignment[std::size_t(i)] = Alignment(a);
    }
    if (!traitsFromJson(v, json.value(QStringLiteral("traits")).toArray(), state.traits) ||
        !traitsFromJson(v, json.value(QStringLiteral("dislodgedTraits")).toArray(),
                        state.dislodgedTraits) ||
        !provincesFromJson(v, json.value(QStringLiteral("garrisonLost")).toArray(),
                           state.garrisonLost) ||
        !provincesFromJson(v, json.value(QStringLiteral("fortressLost")).toArray(),
                           state.fortressLost))
        return std::nullopt;
    for (const QJsonValue &value : json.value(QStringLiteral("personalities")).toArray()) {
        const QJsonObject o = value.toObject();
        const auto who = findPersonality(o.value(QStringLiteral("who")).toString().toStdString());
        const ProvinceId at =
            v.findProvince(o.value(QStringLiteral("at")).toString().toStdString());
        if (!who || at == kNoProvince)
            return std::nullopt;
        state.personalities.push_back({*who, at, o.value(QStringLiteral("doubled")).toBool(),
                                       o.value(QStringLiteral("withDislodged")).toBool()});
    }
    const QJsonValue controller = json.value(QStringLiteral("nazgulController"));
    state.nazgulController =
        controller.isString() ? v.findPower(controller.toString().toStdString()) : kNoPower;
    const int balrog = indexOf(kBalrog, json.value(QStringLiteral("balrog")).toString());
    if (balrog < 0)
        return std::nullopt;
    state.balrog = Balrog(balrog);
    state.faramirLeadsRohan = json.value(QStringLiteral("faramirLeadsRohan")).toBool();
    state.entsGone = json.value(QStringLiteral("entsGone")).toBool();
    state.ring = ringFromJson(v, json.value(QStringLiteral("ring")).toObject());
    for (const QJsonValue &value : json.value(QStringLiteral("absences")).toArray()) {
        const auto who =
            findPersonality(value.toObject().value(QStringLiteral("who")).toString().toStdString());
        if (!who)
            return std::nullopt;
        state.absences.push_back(
            {*who, value.toObject().value(QStringLiteral("turnsLeft")).toInt()});
    }
    state.rangerGrudges = powersFromJson(v, json.value(QStringLiteral("rangerGrudges")).toArray());
    state.pathsWalked = json.value(QStringLiteral("pathsWalked")).toBool();
    if (!provincesFromJson(v, json.value(QStringLiteral("neutralised")).toArray(),
                           state.neutralised) ||
        !provincesFromJson(v, json.value(QStringLiteral("centreLost")).toArray(), state.centreLost))
        return std::nullopt;
    state.eliminated = powersFromJson(v, json.value(QStringLiteral("eliminated")).toArray());
    state.easterlingsOffBoard =
        json.value(QStringLiteral("easterlingsOffBoard")).toInt(HardbopState{}.easterlingsOffBoard);
    state.turnsEvil = powersFromJson(v, json.value(QStringLiteral("turnsEvil")).toArray());
    return state;
}

} // namespace herald::diplomacy::desk
