#include "core/warmaster/voyage.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::Voyage)
};

/// The rows that only move the advantages (§7.2.5, I-6: never below 0).
int advantageChange(VoyageEvent event)
{
    switch (event) {
    case VoyageEvent::LostAtSea:
        return -2;
    case VoyageEvent::GoodWeather:
        return 1;
    case VoyageEvent::ExcellentWeather:
        return 2;
    case VoyageEvent::GodsSmile:
        return 3;
    default:
        return 0;
    }
}

/// Works through one row's effects on a copy of the fleet.
class Voyage
{
public:
    Voyage(const Fleet &fleet, int piratePool)
    {
        m_out.fleet = fleet;
        m_out.piratePool = piratePool;
    }

    VoyageOutcome &out() { return m_out; }
    Fleet &fleet() { return m_out.fleet; }

    void say(const QString &line) { m_out.explanation << line; }

    /// Strikes up to count units, in the order listed; only those of `category` when given,
    /// only units on ships when onShips. Returns how many went.
    int loseUnits(int count, std::optional<UnitCategory> category = std::nullopt,
                  bool onShips = false)
    {
        int lost = 0;
        for (FleetUnits &u : fleet().units) {
            if (lost == count)
                break;
            if ((category && u.category != *category) || (onShips && !u.needsShip))
                continue;
            const int n = std::min(u.count, count - lost);
            if (n == 0)
                continue;
            u.count -= n;
            lost += n;
            FleetUnits gone = u;
            gone.count = n;
            m_out.unitsLost.push_back(gone);
        }
        std::erase_if(fleet().units, [](const FleetUnits &u) { return u.count == 0; });
        return lost;
    }

    int loseBoats(int count)
    {
        const int n = std::min(count, fleet().boats);
        fleet().boats -= n;
        m_out.boatsLost += n;
        return n;
    }

    /// Ships lost with their units, empty ships first (I-5).
    void loseShips(int count)
    {
        const int empty = fleet().emptyShips();
        const int ships = loseBoats(count);
        const int units = loseUnits(std::max(0, ships - empty), std::nullopt, true);
        say(Tr::tr("I-5 %1 ship(s) lost, %2 of them empty; %3 unit(s) went down with them.")
                .arg(ships)
                .arg(std::min(ships, empty))
                .arg(units));
    }

    void changeAdvantages(int change)
    {
        const int before = fleet().advantages;
        fleet().advantages = std::max(0, before + change);
        m_out.advantagesGained += fleet().advantages - before;
        say(Tr::tr("§7.2.5, I-6 advantages %1 → %2.").arg(before).arg(fleet().advantages));
    }

    void mutiny(const std::vector<int> &rallies)
    {
        const auto failed = static_cast<int>(
            std::count_if(rallies.begin(), rallies.end(), [](int total) { return total < 6; }));
        say(Tr::tr("§7.2.5, I-4 %1 ship(s) test to rally on 6 or more: %2 fail and turn "
                   "pirate.")
                .arg(rallies.size())
                .arg(failed));
        loseShips(failed);
        m_out.piratePool += failed;
    }

    void disease()
    {
        const int loss = fleet().hasHealer() ? 1 : 2;
        const int boats = loseBoats(loss);
        const int units = loseUnits(loss);
        say(fleet().hasHealer()
                ? Tr::tr("§7.2.5 a healer sails: disease costs %1 boat(s) and %2 unit(s).")
                      .arg(boats)
                      .arg(units)
                : Tr::tr("§7.2.5 no healer sails: disease costs %1 boat(s) and %2 unit(s).")
                      .arg(boats)
                      .arg(units));
    }

    void storm(StormChoice choice)
    {
        if (choice == StormChoice::GiveAdvantage && fleet().advantages > 0) {
            say(Tr::tr("§7.2.5 the admiral gives up an advantage to ride out the storm."));
            changeAdvantages(-1);
            return;
        }
        if (choice == StormChoice::GiveAdvantage)
            say(Tr::tr("I-6 no advantage to give up: the storm takes a boat and a unit."));
        const int boats = loseBoats(1);
        const int units = loseUnits(1);
        say(Tr::tr("§7.2.5 the storm takes %1 boat(s) and %2 unit(s).").arg(boats).arg(units));
    }

    void mountHardship()
    {
        const int lost = loseUnits(2, UnitCategory::Cavalry);
        say(Tr::tr("§7.2.5, I-7 %1 cavalry unit(s) struck from the expedition roster (2 at "
                   "most).")
                .arg(lost));
    }

    void seaMonster(const QString &fighterId, int face)
    {
        const FleetCharacter *fighter = fleet().character(fighterId);
        if (fighterId.isEmpty() || !fighter || !isMajorPassenger(*fighter)) {
            if (!fighterId.isEmpty())
                say(Tr::tr("§7.2.5 the character named to face the monster cannot (not aboard, "
                           "or the general or admiral): 2 ships are given up."));
            else
                say(Tr::tr("§7.2.5 no one faces the monster: 2 ships are given up."));
            loseShips(2);
            return;
        }
        const CharacterFate fate = characterResultChart(face);
        m_out.monsterFight = fate;
        const QString name = fighter->name;
        switch (fate) {
        case CharacterFate::Killed:
            say(Tr::tr("§7.2.5, I-23 %1 faces the monster, rolls %2 and is killed: gone from "
                       "the roster, not replaced.")
                    .arg(name)
                    .arg(face));
            m_out.charactersLost << fighterId;
            std::erase_if(fleet().characters,
                          [&](const FleetCharacter &c) { return c.id == fighterId; });
            break;
        case CharacterFate::Escaped:
            say(Tr::tr("§7.2.5 %1 faces the monster, rolls %2 and escapes: 1 ship is destroyed.")
                    .arg(name)
                    .arg(face));
            loseShips(1);
            break;
        case CharacterFate::Captured:
            say(Tr::tr("§7.2.5 %1 faces the monster, rolls %2 and enslaves it: +1 monster unit "
                       "that needs no ship, and +1 advantage.")
                    .arg(name)
                    .arg(face));
            fleet().units.push_back({{}, Tr::tr("Sea monster"), UnitCategory::Monsters, 1, false});
            changeAdvantages(1);
            break;
        }
    }

    void pirates(int face)
    {
        if (fleet().exodus) {
            say(Tr::tr("§7.4.1, I-65 an exodus fleet is left alone by the pirates."));
            return;
        }
        const int pool = m_out.piratePool;
        const int attackers = pool + face;
        const int defence = fleet().boats + static_cast<int>(fleet().characters.size());
        const int destroyed = std::min(attackers, defence / 2);
        m_out.piratePool = std::max(0, pool - destroyed);
        const int survivors = attackers - destroyed;
        const int sunk = survivors / 3;
        say(Tr::tr("§7.2.6, I-5 %1 pirates (pool %2 + d6 %3) meet %4 ships and characters: "
                   "%5 destroyed, pool now %6; %7 survivors sink %8 ship(s).")
                .arg(attackers)
                .arg(pool)
                .arg(face)
                .arg(defence)
                .arg(destroyed)
                .arg(m_out.piratePool)
                .arg(survivors)
                .arg(sunk));
        loseShips(sunk);
    }

private:
    VoyageOutcome m_out;
};

} // namespace

int Fleet::unitCount() const
{
    int n = 0;
    for (const FleetUnits &u : units)
        n += u.count;
    return n;
}

int Fleet::shippedUnits() const
{
    int n = 0;
    for (const FleetUnits &u : units)
        n += u.needsShip ? u.count : 0;
    return n;
}

int Fleet::cavalry() const
{
    int n = 0;
    for (const FleetUnits &u : units)
        n += u.category == UnitCategory::Cavalry ? u.count : 0;
    return n;
}

int Fleet::emptyShips() const
{
    return std::max(0, boats - shippedUnits());
}

bool Fleet::hasHealer() const
{
    return std::any_of(characters.begin(), characters.end(),
                       [](const FleetCharacter &c) { return c.healer; });
}

const FleetCharacter *Fleet::character(const QString &id) const
{
    const auto it = std::find_if(characters.begin(), characters.end(),
                                 [&](const FleetCharacter &c) { return c.id == id; });
    return it == characters.end() ? nullptr : &*it;
}

bool isMajorPassenger(const FleetCharacter &character)
{
    return character.role == FleetRole::Other &&
           (character.type == CharacterType::Hero || character.type == CharacterType::Wizard);
}

VoyageOutcome resolveVoyage(const Fleet &fleet, const VoyageDice &dice,
                            const VoyageChoices &choices, const CampaignSettings &settings,
                            int piratePool)
{
    Voyage v(fleet, piratePool);
    VoyageOutcome &out = v.out();
    out.roll = voyageTotal(dice.chart, fleet.advantages, fleet.aquaticAlly, settings);
    out.event = voyageChartRow(out.roll.total);
    v.say(out.roll.explain() + QStringLiteral(": ") + nameOf(out.event) + QLatin1Char('.'));
    switch (out.event) {
    case VoyageEvent::Mutiny:
        v.mutiny(dice.mutiny);
        break;
    case VoyageEvent::Disease:
        v.disease();
        break;
    case VoyageEvent::Storm:
        v.storm(choices.storm);
        break;
    case VoyageEvent::MountHardship:
        v.mountHardship();
        break;
    case VoyageEvent::SeaMonster:
        v.seaMonster(choices.monsterFighter, dice.monster);
        break;
    case VoyageEvent::Pirates:
        v.pirates(dice.pirates);
        break;
    case VoyageEvent::LostAtSea:
    case VoyageEvent::GoodWeather:
    case VoyageEvent::ExcellentWeather:
    case VoyageEvent::GodsSmile:
        v.changeAdvantages(advantageChange(out.event));
        break;
    case VoyageEvent::Sailing:
        break;
    case VoyageEvent::AquaticNation:
        out.escortHome = true;
        v.say(Tr::tr("§7.2.7 the sea people escort the fleet back to its home port next turn; "
                     "an alliance needs a major character left with them as envoy."));
        break;
    case VoyageEvent::NewIsland:
        out.arrives = true;
        v.say(Tr::tr("§7.2.5 a new island of 6 areas, at least one on the coast, is drawn on the "
                     "map; the fleet lands on its coast (I-10)."));
        break;
    case VoyageEvent::DestinationReached:
        out.arrives = true;
        v.say(Tr::tr("§7.2.5, I-10 the fleet lands on a coastal area of the declared landmass "
                     "with no other player's army and no town or city."));
        break;
    }
    return out;
}

VoyageOutcome rollVoyage(dice::Dice &dice, const Fleet &fleet, const VoyageChoices &choices,
                         const CampaignSettings &settings, int piratePool)
{
    const std::string name = fleet.name.toStdString();
    VoyageDice faces;
    faces.chart = dice.roll(expeditionChartDice(settings), "Expedition chart: " + name).faces;
    const VoyageTotal total =
        voyageTotal(faces.chart, fleet.advantages, fleet.aquaticAlly, settings);
    switch (voyageChartRow(total.total)) {
    case VoyageEvent::Mutiny:
        for (int ship = 1; ship <= fleet.boats; ++ship)
            faces.mutiny.push_back(
                dice.roll(mutinyRallyDice(settings),
                          "Mutiny rally: " + name + ", ship " + std::to_string(ship))
                    .total);
        break;
    case VoyageEvent::Pirates:
        if (!fleet.exodus)
            faces.pirates = dice.d(6, "Pirates: " + name);
        break;
    case VoyageEvent::SeaMonster:
        if (const FleetCharacter *c = fleet.character(choices.monsterFighter);
            c && isMajorPassenger(*c))
            faces.monster = dice.d(6, "Sea monster: " + c->name.toStdString() + " of " + name);
        break;
    default:
        break;
    }
    return resolveVoyage(fleet, faces, choices, settings, piratePool);
}

} // namespace herald::warmaster
