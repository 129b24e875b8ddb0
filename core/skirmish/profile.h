#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// A Dragon Noir counter's printed values (rules dragon-noir.md §1.3, §8, §9): what the
/// character table and the creature tables of resources/skirmish/ say about one character.

namespace herald::skirmish {

/// The rules family a character belongs to: it decides which special rules of §8 and §9
/// convert a combat or missile result, and which terrain favours it (§4.3).
enum class Kind
{
    Person,     ///< an ordinary man or ork (§6.1)
    Elf,        ///< §8.4: −1 on missile rolls, trees favourable
    Goblin,     ///< §8.4: 2 MPs per water hex
    Dwarf,      ///< §8.4: +1 column per dwarf in a joint attack
    Troll,      ///< §8.4: never stunned, killed = two wounds
    Dog,        ///< §8.3: stunned = retreat, one wound kills
    CrazyOrk,   ///< §8.2: goes berserk on his first stun or wound
    Queen,      ///< §9.3 Alkiram
    Guard,      ///< §9.3 Royal Guards
    Warrior,    ///< §9.3 Warrior Krobs (shell = armour)
    Slayer,     ///< §9.3 Slayer Krobs (venom)
    Hunter,     ///< §9.3 Hunter Krobs
    Gharv,      ///< §9.6
    BabyDragon, ///< §9.2
    DragonHead, ///< §9.1 Black Dragon parts
    DragonBody,
    DragonTail,
    DragonClaw,
    Spirit, ///< §7.4.6 Living Dead and Gargoyles: never harmed, always pushed back
};

/// The missile weapon a character carries (§5.1).
enum class Weapon
{
    None,
    ShortBow,
    Longbow,
    Crossbow,
};

/// One printed value set `A/D-M`; `(D)` marks armour (§1.3).
struct Strength
{
    int attack = 0;
    int defence = 0;
    int move = 0;
    bool armoured = false;

    friend bool operator==(const Strength &, const Strength &) = default;
};

/// A defence alone, as printed for stunned characters and riderless horses: `(4)` or `1`.
struct Defence
{
    int value = 0;
    bool armoured = false; ///< circled: armour, or a caparisoned horse

    friend bool operator==(const Defence &, const Defence &) = default;
};

/// Everything the tables print for one character (or one kind of identical creature).
struct Profile
{
    QString id;    ///< stable key, "konrad"
    QString name;  ///< as shown to people, "Konrad the Just"
    QString group; ///< "rebels", "orks", "krobs"...
    Kind kind = Kind::Person;
    Weapon weapon = Weapon::None;
    int hexes = 1; ///< footprint (§1.2)
    int count = 1; ///< identical counters sharing these values (Warriors: 16)
    /// Level n = the values after n wounds: [healthy, wounded] for ordinary characters,
    /// three levels for Trolls and Gharvs, five for Alkiram. The last wound kills:
    /// woundsToKill() == levels.size().
    std::vector<Strength> levels;
    /// DN2 values where they differ from DN1 (Sarah, Gotmar; §8.4).
    std::vector<Strength> levelsDn2;
    std::optional<Defence> stunned; ///< the stunned defence (§6.1)
    std::vector<Strength> mounted;  ///< [healthy, wounded] on horseback (DN1)
    std::optional<Defence> horse;   ///< the riderless horse's defence (§4.9)
    std::vector<int> rearDefence;   ///< per level: Alkiram and the Guards (§9.3)
    std::vector<int> landMove;      ///< per level: Gharvs' land MA (§9.6)
    std::optional<Strength> baby;   ///< Krob babies (§9.3)
    int attacksPerTurn = 1;         ///< adult Guards: 2 (§9.3)
    QStringList traits;             ///< "poison" (Zed), "spellcaster", "mountedFire" (Arlon), ...

    [[nodiscard]] int woundsToKill() const { return int(levels.size()); }
    [[nodiscard]] bool isRider() const { return !mounted.empty(); }
    [[nodiscard]] bool hasTrait(const QString &trait) const { return traits.contains(trait); }
    [[nodiscard]] bool isKrob() const;
    [[nodiscard]] bool isDragonPart() const;
    /// Several-wound creatures whose "killed" result counts two wounds (§6.2).
    [[nodiscard]] bool killedCountsTwoWounds() const;
};

/// The name of a kind as the resource files write it ("crazy-ork"); empty never.
[[nodiscard]] QString kindKey(Kind kind);
[[nodiscard]] std::optional<Kind> kindFromKey(const QString &key);
[[nodiscard]] QString weaponKey(Weapon weapon);
[[nodiscard]] std::optional<Weapon> weaponFromKey(const QString &key);

} // namespace herald::skirmish
