#include "core/warmaster/armylist.h"

#include "core/warmaster/jsonfields.h"
#include "core/warmaster/terrain.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace herald::warmaster {

namespace {

constexpr int maxPoints = 100000;

/// Points: whole numbers, or with one decimal in a created race (kept fractions, §2.4).
std::optional<Cost> readPoints(FieldReader &in, const QJsonObject &object, bool created)
{
    const QJsonValue v = object.value(QLatin1String("points"));
    const double tenths = v.toDouble(-1.0) * 10.0;
    if (created && v.isDouble() && tenths > 0 && tenths == std::floor(tenths) &&
        tenths <= maxPoints * 10.0)
        return Cost::tenths(static_cast<int>(tenths));
    if (created && v.isDouble()) {
        in.fail("points",
                QCoreApplication::translate("herald::warmaster::ArmyList",
                                            "must be a positive number with at most one decimal"));
        return std::nullopt;
    }
    if (const auto whole = in.whole("points", 1, maxPoints))
        return Cost::points(*whole);
    return std::nullopt;
}

std::optional<int> readMaximum(FieldReader &in)
{
    return in.whole("max", 1, 1000, false);
}

void readUnit(const QJsonValue &value, const QString &place, bool created, ArmyList &list,
              QStringList &errors)
{
    FieldReader in(value.toObject(), place, errors);
    if (!value.isObject()) {
        in.failHere(
            QCoreApplication::translate("herald::warmaster::ArmyList", "must be an object"));
        return;
    }
    const qsizetype before = errors.size();
    UnitType unit;
    unit.name = in.text("name");
    unit.category = in.choice<UnitCategory>("category").value_or(UnitCategory::Infantry);
    unit.points = readPoints(in, value.toObject(), created).value_or(Cost());
    unit.minimum = in.whole("min", 0, 1000, false).value_or(0);
    unit.maximumPer1000 = readMaximum(in);
    if (unit.maximumPer1000 && unit.minimum > *unit.maximumPer1000)
        in.fail("min",
                QCoreApplication::translate("herald::warmaster::ArmyList", "is more than max (%1)")
                    .arg(*unit.maximumPer1000));
    unit.fromList = in.text("fromList", false);
    FieldReader profile(in.object("profile"), place + QStringLiteral(".profile"), errors);
    unit.profile.attacks = profile.whole("attacks", 0, 99).value_or(0);
    unit.profile.shots = profile.whole("shots", 0, 99, false).value_or(0);
    unit.profile.hits = profile.whole("hits", 1, 99).value_or(1);
    unit.profile.armour = profile.whole("armour", 0, 6).value_or(0);
    unit.profile.command = profile.whole("command", 1, 12, false);
    unit.profile.size = profile.whole("size", 1, 12).value_or(3);
    if (errors.size() == before && list.unit(unit.name))
        in.fail("name", QCoreApplication::translate("herald::warmaster::ArmyList",
                                                    "another unit already has this name"));
    list.units.push_back(unit);
}

void readCharacter(const QJsonValue &value, const QString &place, bool created, ArmyList &list,
                   QStringList &errors)
{
    FieldReader in(value.toObject(), place, errors);
    if (!value.isObject()) {
        in.failHere(
            QCoreApplication::translate("herald::warmaster::ArmyList", "must be an object"));
        return;
    }
    CharacterEntry entry;
    entry.name = in.text("name");
    entry.type = in.choice<CharacterType>("type").value_or(CharacterType::Hero);
    if (entry.type == CharacterType::RoyalNephew)
        in.fail("type", QCoreApplication::translate("herald::warmaster::ArmyList",
                                                    "a royal nephew is not bought from a list"));
    entry.points = readPoints(in, value.toObject(), created).value_or(Cost());
    entry.command = in.whole("command", 0, 12).value_or(0);
    entry.attackBonus = in.whole("attack", 0, 12).value_or(0);
    entry.maximumPer1000 = readMaximum(in);
    entry.fromList = in.text("fromList", false);
    if (!entry.name.isEmpty() && list.character(entry.name))
        in.fail("name", QCoreApplication::translate("herald::warmaster::ArmyList",
                                                    "another character already has this name"));
    list.characters.push_back(entry);
}

void readUpgrade(const QJsonValue &value, const QString &place, bool created, ArmyList &list,
                 QStringList &errors)
{
    FieldReader in(value.toObject(), place, errors);
    if (!value.isObject()) {
        in.failHere(
            QCoreApplication::translate("herald::warmaster::ArmyList", "must be an object"));
        return;
    }
    UpgradeEntry entry;
    entry.name = in.text("name");
    entry.points = readPoints(in, value.toObject(), created).value_or(Cost());
    entry.maximumPer1000 = readMaximum(in);
    entry.fromList = in.text("fromList", false);
    list.upgrades.push_back(entry);
}

bool isHabitatKey(const QString &key)
{
    return key == QLatin1String("majorRiver") ||
           (fromKey<Terrain>(key).has_value() && key != QLatin1String("sea"));
}

QJsonValue pointsJson(Cost cost)
{
    if (cost.isWhole())
        return cost.wholePoints();
    return cost.inTenths() / 10.0;
}

void putOptional(QJsonObject &o, const char *key, const std::optional<int> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

void putFromList(QJsonObject &o, const QString &fromList)
{
    if (!fromList.isEmpty())
        o.insert(QStringLiteral("fromList"), fromList);
}

} // namespace

const UnitType *ArmyList::unit(QStringView name) const
{
    const auto it = std::find_if(units.begin(), units.end(),
                                 [name](const UnitType &u) { return u.name == name; });
    return it == units.end() ? nullptr : &*it;
}

const CharacterEntry *ArmyList::character(QStringView name) const
{
    const auto it = std::find_if(characters.begin(), characters.end(),
                                 [name](const CharacterEntry &c) { return c.name == name; });
    return it == characters.end() ? nullptr : &*it;
}

bool ArmyList::hasCharacterType(CharacterType type) const
{
    return std::any_of(characters.begin(), characters.end(),
                       [type](const CharacterEntry &c) { return c.type == type; });
}

std::optional<Cost> ArmyList::cheapestUnit() const
{
    std::optional<Cost> cheapest;
    for (const UnitType &u : units) {
        if (!cheapest || u.points < *cheapest)
            cheapest = u.points;
    }
    return cheapest;
}

ArmyListParse parseArmyList(const QByteArray &json)
{
    ArmyListParse result;
    const auto document = readDocument(json, "herald-army-list", result.errors);
    if (!document)
        return result;
    const QJsonObject &root = *document;
    QStringList &errors = result.errors;
    FieldReader in(root, QString(), errors);

    ArmyList list;
    list.id = in.text("id");
    list.race = in.text("race");
    list.sample = in.flag("sample", false);
    list.created = in.flag("created", false);
    list.note = in.text("note", false);
    const QJsonArray habitats = in.array("habitats", false);
    for (qsizetype i = 0; i < habitats.size(); ++i) {
        const QString key = habitats.at(i).toString();
        if (!isHabitatKey(key))
            //: habitats[%1] is a file path and majorRiver a file keyword: keep them in English
            errors << QCoreApplication::translate(
                          "herald::warmaster::ArmyList",
                          "habitats[%1]: '%2' is not a land terrain key or majorRiver")
                          .arg(i)
                          .arg(habitats.at(i).toVariant().toString());
        else
            list.habitats << key;
    }
    const QJsonArray units = in.array("units");
    if (units.isEmpty() && root.value(QLatin1String("units")).isArray())
        in.fail("units", QCoreApplication::translate("herald::warmaster::ArmyList",
                                                     "a list needs at least one unit type"));
    for (qsizetype i = 0; i < units.size(); ++i)
        readUnit(units.at(i), elementPlace(QStringLiteral("units"), i, units.at(i)), list.created,
                 list, errors);
    const QJsonArray characters = in.array("characters");
    for (qsizetype i = 0; i < characters.size(); ++i)
        readCharacter(characters.at(i),
                      elementPlace(QStringLiteral("characters"), i, characters.at(i)), list.created,
                      list, errors);
    if (!characters.isEmpty() && !list.hasCharacterType(CharacterType::General))
        in.fail("characters", QCoreApplication::translate("herald::warmaster::ArmyList",
                                                          "a list needs a general"));
    const QJsonArray upgrades = in.array("upgrades", false);
    for (qsizetype i = 0; i < upgrades.size(); ++i)
        readUpgrade(upgrades.at(i), elementPlace(QStringLiteral("upgrades"), i, upgrades.at(i)),
                    list.created, list, errors);
    if (errors.isEmpty())
        result.list = std::move(list);
    return result;
}

QByteArray armyListToJson(const ArmyList &list)
{
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("herald-army-list")},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("id"), list.id},
                     {QStringLiteral("race"), list.race}};
    if (list.sample)
        root.insert(QStringLiteral("sample"), true);
    if (list.created)
        root.insert(QStringLiteral("created"), true);
    if (!list.note.isEmpty())
        root.insert(QStringLiteral("note"), list.note);
    root.insert(QStringLiteral("habitats"), QJsonArray::fromStringList(list.habitats));
    QJsonArray units;
    for (const UnitType &u : list.units) {
        QJsonObject profile{{QStringLiteral("attacks"), u.profile.attacks},
                            {QStringLiteral("hits"), u.profile.hits},
                            {QStringLiteral("armour"), u.profile.armour},
                            {QStringLiteral("size"), u.profile.size}};
        if (u.profile.shots > 0)
            profile.insert(QStringLiteral("shots"), u.profile.shots);
        putOptional(profile, "command", u.profile.command);
        QJsonObject o{{QStringLiteral("name"), u.name},
                      {QStringLiteral("category"), keyOf(u.category)},
                      {QStringLiteral("points"), pointsJson(u.points)},
                      {QStringLiteral("profile"), profile}};
        if (u.minimum > 0)
            o.insert(QStringLiteral("min"), u.minimum);
        putOptional(o, "max", u.maximumPer1000);
        putFromList(o, u.fromList);
        units.append(o);
    }
    root.insert(QStringLiteral("units"), units);
    QJsonArray characters;
    for (const CharacterEntry &c : list.characters) {
        QJsonObject o{{QStringLiteral("name"), c.name},
                      {QStringLiteral("type"), keyOf(c.type)},
                      {QStringLiteral("points"), pointsJson(c.points)},
                      {QStringLiteral("command"), c.command},
                      {QStringLiteral("attack"), c.attackBonus}};
        putOptional(o, "max", c.maximumPer1000);
        putFromList(o, c.fromList);
        characters.append(o);
    }
    root.insert(QStringLiteral("characters"), characters);
    QJsonArray upgrades;
    for (const UpgradeEntry &u : list.upgrades) {
        QJsonObject o{{QStringLiteral("name"), u.name},
                      {QStringLiteral("points"), pointsJson(u.points)}};
        putOptional(o, "max", u.maximumPer1000);
        putFromList(o, u.fromList);
        upgrades.append(o);
    }
    if (!upgrades.isEmpty())
        root.insert(QStringLiteral("upgrades"), upgrades);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace herald::warmaster
