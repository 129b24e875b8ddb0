#pragma once

#include "core/warmaster/characters.h"
#include "core/warmaster/cost.h"
#include "core/warmaster/unitcategory.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// A unit's tabletop profile, printed on briefs; the campaign itself only needs category and
/// points.
struct UnitProfile
{
    int attacks = 0;
    int shots = 0; ///< shooting attacks, printed "attacks/shots"; 0 for none
    int hits = 0;
    int armour = 0;             ///< the save needed on a d6 (4 means 4+); 0 means none
    std::optional<int> command; ///< units have none; characters carry theirs separately
    int size = 3;               ///< stands

    friend bool operator==(const UnitProfile &, const UnitProfile &) = default;
};

/// One unit type of an army list (§1.2).
struct UnitType
{
    QString name;
    UnitCategory category = UnitCategory::Infantry;
    Cost points;
    int minimum = 0;                   ///< per 1,000 points
    std::optional<int> maximumPer1000; ///< nullopt = no limit
    UnitProfile profile;
    QString fromList; ///< created races: the list the type was taken from

    friend bool operator==(const UnitType &, const UnitType &) = default;
};

/// One character type of an army list.
struct CharacterEntry
{
    QString name;
    CharacterType type = CharacterType::Hero;
    Cost points;
    int command = 0;
    int attackBonus = 0;
    std::optional<int> maximumPer1000;
    QString fromList;

    friend bool operator==(const CharacterEntry &, const CharacterEntry &) = default;
};

/// A special or mount taken by a character or unit (a dragon mount, a chariot upgrade).
struct UpgradeEntry
{
    QString name;
    Cost points;
    std::optional<int> maximumPer1000;
    QString fromList;

    friend bool operator==(const UpgradeEntry &, const UpgradeEntry &) = default;
};

/// A race's army list ("the army chart", §1.2, §10 #1): external content the referee imports.
struct ArmyList
{
    QString id;
    QString race;
    bool sample = false;  ///< Herald's invented sample data, not a published list
    bool created = false; ///< a created race (§2.4)
    QString note;
    /// Terrain keys where the race is at home (§4.4, §10 #13); "majorRiver" for river folk.
    QStringList habitats;
    std::vector<UnitType> units;
    std::vector<CharacterEntry> characters;
    std::vector<UpgradeEntry> upgrades;

    [[nodiscard]] const UnitType *unit(QStringView name) const;
    [[nodiscard]] const CharacterEntry *character(QStringView name) const;
    [[nodiscard]] bool hasCharacterType(CharacterType type) const;
    /// The cheapest unit type's cost; nullopt for a list without units.
    [[nodiscard]] std::optional<Cost> cheapestUnit() const;

    friend bool operator==(const ArmyList &, const ArmyList &) = default;
};

/// Reading an army list file: the list, or every problem found, each naming its place.
struct ArmyListParse
{
    std::optional<ArmyList> list;
    QStringList errors;

    [[nodiscard]] bool ok() const { return list.has_value(); }
    /// All problems, one per line.
    [[nodiscard]] QString errorString() const { return errors.join(QLatin1Char('\n')); }
};

/// Parses the JSON format of docs/army-list-format.md from bytes handed in.
[[nodiscard]] ArmyListParse parseArmyList(const QByteArray &json);
/// Writes the same format (created races are stored this way).
[[nodiscard]] QByteArray armyListToJson(const ArmyList &list);

} // namespace herald::warmaster
