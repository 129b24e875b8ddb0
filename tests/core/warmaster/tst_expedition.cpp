// Outfitting an expedition (§7.2.1, §2.11, I-11, §12.3 D-20, D-21), landing it (I-10, §7.2.7),
// placing the sea people's realm (§7.2.7, I-8),
// dissolving it at NY-5 (I-9) and losing a nation (§7.4: exodus D-27, rebellion's leader I-66,
// a New Nation's package §12.1 T-18, I-67).
#include "core/warmaster/anothercountry.h"
#include "core/warmaster/aquaticrealm.h"
#include "core/warmaster/expedition.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/nationloss.h"
#include "core/warmaster/population.h"

#include "worldbuilder.h"

#include <QtTest>

using namespace herald::warmaster;
using herald::map::Hex;

namespace {

Hex hex(const char *xxyy)
{
    return Hex::fromXXYY(QString::fromLatin1(xxyy)).value();
}

OutfitPlan goodPlan()
{
    OutfitPlan plan;
    plan.lines = {{"Warriors", UnitCategory::Infantry, 6, 4, 2},
                  {"Bolt Throwers", UnitCategory::Artillery, 1, 0, 1},
                  {"Trolls", UnitCategory::Monsters, 2, 0, 0}};
    plan.characters = {{"Grom", CharacterType::General, CharacterStatus::Active, true, {}},
                       {"Ugla", CharacterType::Hero, CharacterStatus::Active, true, {}}};
    plan.admiral =
        OutfitCharacter{"Salt", CharacterType::Admiral, CharacterStatus::Active, true, {}};
    plan.port = {"0101 Harbour", true, true, true};
    return plan;
}

QStringList messages(const std::vector<OutfitIssue> &issues)
{
    QStringList out;
    for (const OutfitIssue &i : issues)
        out << describe(i);
    return out;
}

/// An ocean 10 columns by 6 rows with a shore of land down column 1 (0101-0106, the Mainland),
/// and, when `reef`, land down column 5 and at 0306 too: a strait of 4 open hexes, 0301-0304.
StrategicMap ocean(bool reef)
{
    WorldBuilder world;
    const int owner = world.nation("Veyra");
    for (int column = 0; column < 10; ++column)
        for (int row = 0; row < 6; ++row) {
            const Hex h = Hex::fromOffset({column, row});
            if (column == 0 || (reef && (column == 4 || h.toXXYY() == QLatin1String("0306"))))
                world.land(h, "", PopulationCentre::Village, owner);
            else
                world.sea(h);
        }
    StrategicMap map = world.map();
    map.reindex();
    return map;
}

} // namespace

class TestExpedition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §2.11: boats per unit traded, by category; specials buy none (§7.2.1 Default).
    void boats_data()
    {
        QTest::addColumn<int>("category");
        QTest::addColumn<int>("boats");
        QTest::newRow("§2.11 infantry: 1 boat") << int(UnitCategory::Infantry) << 1;
        QTest::newRow("§2.11 cavalry: 1 boat") << int(UnitCategory::Cavalry) << 1;
        QTest::newRow("§2.11 monsters: 1 boat") << int(UnitCategory::Monsters) << 1;
        QTest::newRow("§2.11 chariots: 2 boats") << int(UnitCategory::Chariots) << 2;
        QTest::newRow("§2.11 artillery: 2 boats") << int(UnitCategory::Artillery) << 2;
        QTest::newRow("§7.2.1 specials: no boat") << int(UnitCategory::Specials) << 0;
    }
    void boats()
    {
        QFETCH(int, category);
        QFETCH(int, boats);
        TradedUnits traded;
        QCOMPARE(traded.add(static_cast<UnitCategory>(category), 1),
                 category != int(UnitCategory::Specials));
        QCOMPARE(Boats{traded}.count(), boats);
    }

    /// §7.2.1, §2.11, I-11, D-20, D-21: each requirement refused with its numbers.
    void outfit_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("D-20 4 units, 1 artillery + 2 infantry traded: 4 boats, valid")
            << 0 << QStringList{};
        QTest::newRow("D-20 only the artillery traded: 2 boats for 4 units")
            << 1 << QStringList{"§2.11 4 units need 4 boats; there are 2."};
        QTest::newRow("D-21 2 units sailing")
            << 2 << QStringList{"§2.11 An expedition carries at least 3 units, not 2."};
        QTest::newRow("§7.2.1 no general")
            << 3
            << QStringList{"§7.2.1 An expedition sails under exactly one general; none is named."};
        QTest::newRow("§7.2.1 two generals")
            << 4 << QStringList{"§7.2.1 An expedition sails under exactly one general, not 2."};
        QTest::newRow("I-11 the general already leads an expedition")
            << 5
            << QStringList{"§7.2.1, I-11 Grom cannot sail (status: On expedition); a general "
                           "leads one expedition at most."};
        QTest::newRow("I-11 the general leads a land army already")
            << 13
            << QStringList{"§7.2.1, I-11 Grom leads Iron Fist already: a general leads one army "
                           "or one expedition."};
        QTest::newRow("§7.2.1 no admiral")
            << 6
            << QStringList{"§7.2.1 An expedition needs an admiral (2 CP, bought on the roster) "
                           "to command it at sea; none is named."};
        QTest::newRow("§2.3 the admiral is not bought this year")
            << 7
            << QStringList{"§2.3 Salt is not on this year's roster: only characters bought with "
                           "this year's CP sail."};
        QTest::newRow("§2.3 the admiral bought now, 1 CP left")
            << 12 << QStringList{"§2.3 Admiral Salt costs 2 CP; only 1 CP are left this year."};
        QTest::newRow("§7.2.1 a hero named as admiral")
            << 8
            << QStringList{"§7.2.1 Salt is not an admiral: the fleet's commander is an admiral "
                           "bought for 2 CP."};
        QTest::newRow("§7.2.1 a port of another nation, inland, a village")
            << 9
            << QStringList{
                   "§7.2.1 0101 Harbour is not the nation's own: an expedition leaves from "
                   "one of its own ports.",
                   "§7.2.1 0101 Harbour is not on the coast: an expedition leaves from a "
                   "coastal town or city.",
                   "§7.2.1 0101 Harbour has no town or city: an expedition leaves from a port, "
                   "a coastal town or city."};
        QTest::newRow("§7.2.1 a line gives more than it has")
            << 10
            << QStringList{"§7.2.1 Warriors has 6 units left; the expedition asks for 7 "
                           "(sailing and traded)."};
        QTest::newRow("§7.2.1 specials traded for boats")
            << 11 << QStringList{"§7.2.1 Banner: specials cannot be traded for boats (1 offered)."};
        QTest::newRow("§7.2.7 the sea people: no boats, no admiral, an underwater town")
            << 14 << QStringList{};
        QTest::newRow("§7.2.7 the sea people trade units for boats")
            << 15
            << QStringList{"§7.2.7 The sea people sail without boats: Warriors trades no units "
                           "(2 given)."};
        QTest::newRow("D-21 the sea people need 3 units all the same")
            << 16 << QStringList{"§2.11 An expedition carries at least 3 units, not 2."};
    }
    void outfit()
    {
        QFETCH(int, change);
        QFETCH(QStringList, problems);
        OutfitPlan plan = goodPlan();
        switch (change) {
        case 1:
            plan.lines[0].traded = 0;
            break;
        case 2:
            plan.lines[0].sailing = 2;
            break;
        case 3:
            plan.characters.erase(plan.characters.begin());
            break;
        case 4:
            plan.characters[1].type = CharacterType::General;
            break;
        case 5:
            plan.characters[0].status = CharacterStatus::OnExpedition;
            break;
        case 6:
            plan.admiral.reset();
            break;
        case 7:
            plan.admiral->onRoster = false;
            break;
        case 8:
            plan.admiral->type = CharacterType::Hero;
            break;
        case 9:
            plan.port = {"0101 Harbour", false, false, false};
            break;
        case 10:
            plan.lines[0].traded = 3;
            break;
        case 11:
            plan.lines.push_back({"Banner", UnitCategory::Specials, 1, 0, 1});
            break;
        case 12:
            plan.characterPointsLeft = 1;
            break;
        case 13:
            plan.characters[0].leadsArmy = QStringLiteral("Iron Fist");
            break;
        case 14:
        case 15:
        case 16:
            plan.seaPeople = true;
            plan.admiral.reset();
            plan.port.coastal = false;
            for (OutfitLine &line : plan.lines)
                line.traded = change == 15 && line.category == UnitCategory::Infantry ? 2 : 0;
            if (change == 16)
                plan.lines[0].sailing = 2;
            break;
        default:
            break;
        }
        QCOMPARE(messages(checkOutfit(plan)), problems);
        if (change == 14)
            QCOMPARE(plan.boats(), 4); // one per unit sailing, none traded
        if (change == 0) {
            QCOMPARE(plan.boats(), 4);
            QCOMPARE(Boats{plan.traded()}.count(), 4);
            QCOMPARE(plan.unitsSailing() + plan.traded().units(), 7); // D-20: 7 committed
        }
    }

    /// §7.2.7, I-8: Herald puts the sea people's realm on open sea joined together, none of it
    /// beside land, nearest the fleet or grown from the referee's hex, the town at the start;
    /// 7 areas with aquaticTownIsSeventhArea. A hex that will not do is refused with why.
    void aquaticRealm_data()
    {
        QTest::addColumn<bool>("reef");
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("start");
        QTest::addColumn<bool>("seventh");
        QTest::addColumn<QString>("town");
        QTest::addColumn<QString>("problem");
        QTest::newRow("I-8 6 areas, town on the open sea nearest the fleet at 0203")
            << false << "0203"
            << "" << false << "0303"
            << "";
        QTest::newRow("I-8 setting on: 7 areas") << false << "0203"
                                                 << "" << true << "0303"
                                                 << "";
        QTest::newRow("§7.2.7 grown from the referee's hex 0805") << false << "0203"
                                                                  << "0805" << false << "0805"
                                                                  << "";
        QTest::newRow("§7.2.7 the referee's hex borders the shore")
            << false << "0203"
            << "0203" << false << ""
            << "§7.2.7 0203 borders land: the sea people's areas are not coastal, so the realm "
               "needs open sea.";
        QTest::newRow("§7.2.7 the referee's hex is land")
            << false << "0203"
            << "0101" << false << ""
            << "§7.2.7 0101 is not a sea hex of the map: the sea people's realm lies in the ocean.";
        QTest::newRow("§7.2.7 an army on the referee's hex")
            << false << "0505"
            << "0505" << false << ""
            << "§7.2.7 an army marker stands on 0505: choose open sea without one.";
        QTest::newRow("I-8 a strait of 4 open hexes from 0302")
            << true << "0203"
            << "0302" << false << ""
            << "§7.2.7, I-8 only 4 hexes of open sea are joined to 0302; the sea people's realm "
               "needs 6.";
        QTest::newRow("I-8 past the reef: nearest open sea with room") << true << "0203"
                                                                       << "" << false << "0701"
                                                                       << "";
    }
    void aquaticRealm()
    {
        QFETCH(bool, reef);
        QFETCH(QString, fleet);
        QFETCH(QString, start);
        QFETCH(bool, seventh);
        QFETCH(QString, town);
        QFETCH(QString, problem);
        StrategicMap map = ocean(reef);
        Army marker;
        marker.area = Hex::fromXXYY(fleet).value();
        map.armies.push_back(marker);
        CampaignSettings settings;
        settings.aquaticTownIsSeventhArea = seventh;
        const int near = *map.areaAt(marker.area);
        const std::optional<int> from =
            start.isEmpty() ? std::nullopt : map.areaAt(Hex::fromXXYY(start).value());
        const AquaticRealm realm = placeAquaticRealm(map, near, from, settings);
        if (!problem.isEmpty()) {
            QVERIFY(realm.issue);
            QCOMPARE(describe(*realm.issue), problem);
            QVERIFY(realm.areas.empty());
            return;
        }
        QVERIFY(!realm.issue);
        QCOMPARE(int(realm.areas.size()), seventh ? 7 : 6);
        QCOMPARE(map.areas[std::size_t(realm.town)].id(), town);
        QSet<int> taken(realm.areas.begin(), realm.areas.end());
        QCOMPARE(taken.size(), qsizetype(realm.areas.size()));
        for (const int i : realm.areas) {
            const Area &a = map.areas[std::size_t(i)];
            QVERIFY2(a.isSea() && a.hex != marker.area, qPrintable(a.id()));
            bool joined = i == realm.town;
            for (const Hex n : a.hex.neighbours()) {
                const auto other = map.areaAt(n);
                QVERIFY2(!other || map.areas[std::size_t(*other)].isSea(),
                         qPrintable(a.id() + QStringLiteral(" borders land")));
                joined = joined || (other && taken.contains(*other));
            }
            QVERIFY2(joined, qPrintable(a.id()));
        }
    }

    /// I-10, §7.2.5 rows 19 and 20+, §7.2.7: where a fleet may come ashore.
    void landing_data()
    {
        QTest::addColumn<int>("arrival");
        QTest::addColumn<QString>("area");
        QTest::addColumn<QStringList>("problems");
        const auto dest = int(Arrival::Destination);
        QTest::newRow("20+ an empty coastal village of the Isle")
            << dest << "0501" << QStringList{};
        QTest::newRow("I-10 20+ own army there does not bar it") << dest << "0502" << QStringList{};
        QTest::newRow("I-10 20+ another player's army bars it")
            << dest << "0503"
            << QStringList{"I-10 0503 East Cove holds another player's army (Raiders): the "
                           "fleet lands elsewhere."};
        QTest::newRow("I-10 20+ a town of any owner bars it")
            << dest << "0504"
            << QStringList{"I-10 0504 Port Isle holds a population centre (town): fleets "
                           "land only where there is no town and no city."};
        QTest::newRow("§7.2.5 20+ inland")
            << dest << "0505"
            << QStringList{"§7.2.5 0505 Inland is not on the coast: the fleet lands on a "
                           "coastal area."};
        QTest::newRow("§7.2.5 20+ not the declared landmass")
            << dest << "0101"
            << QStringList{"§7.2.5 0101 Home Shore is not on Isle, the landmass declared on "
                           "sailing."};
        QTest::newRow("I-10 the sea") << dest << "0301"
                                      << QStringList{"I-10 A fleet comes ashore on a land area "
                                                     "of the map."};
        QTest::newRow("19 a new island lands anywhere on its coast but the declared landmass")
            << int(Arrival::NewIsland) << "0101" << QStringList{};
        QTest::newRow("19 not on the declared landmass")
            << int(Arrival::NewIsland) << "0501"
            << QStringList{"§7.2.5 0501 West Cove is on Isle, the declared landmass: a new "
                           "island is another landmass, drawn on the map first."};
        QTest::newRow("§7.2.7 18 ashore at home, inland is fine")
            << int(Arrival::EscortAshore) << "0102" << QStringList{};
        QTest::newRow("§7.2.7 18 ashore: not abroad")
            << int(Arrival::EscortAshore) << "0501"
            << QStringList{"§7.2.7 0501 West Cove is not on Mainland: the escorted fleet "
                           "comes ashore on the landmass it left."};
    }
    void landing()
    {
        QFETCH(int, arrival);
        QFETCH(QString, area);
        QFETCH(QStringList, problems);
        WorldBuilder w;
        const int us = w.nation("Orcs");
        const int them = w.nation("Elves");
        const auto V = PopulationCentre::Village;
        w.land(hex("0101"), "Home Shore", V, us);
        w.land(hex("0102"), "Home Inland", V, us);
        w.sea(hex("0301"));
        w.land(hex("0501"), "West Cove", V, noIndex, false, 1);
        w.land(hex("0502"), "Bay", V, noIndex, false, 1);
        w.land(hex("0503"), "East Cove", V, them, false, 1);
        w.land(hex("0504"), "Port Isle", PopulationCentre::Town, us, false, 1);
        w.land(hex("0505"), "Inland", V, noIndex, false, 1);
        StrategicMap &map = w.map();
        for (Area &a : map.areas)
            a.coastal = a.isLand() && a.name != QLatin1String("Inland") &&
                        a.name != QLatin1String("Home Inland");
        Army own;
        own.id = "1";
        own.nationId = map.nations[std::size_t(us)].id;
        own.name = "Second";
        own.area = hex("0502");
        Army foreign = own;
        foreign.id = "2";
        foreign.nationId = map.nations[std::size_t(them)].id;
        foreign.name = "Raiders";
        foreign.area = hex("0503");
        map.armies = {own, foreign};
        map.reindex();
        const LandingFacts facts{map, us, static_cast<Arrival>(arrival), 1, 0};
        QStringList got;
        for (const LandingIssue &i :
             checkLanding(facts, map.areaAt(Hex::fromXXYY(area).value()).value_or(-1)))
            got << describe(i);
        QCOMPARE(got, problems);
    }

    /// NY-5, I-9: unsuccessfulExpeditionFate decides whether the troops come home.
    void dissolution()
    {
        CampaignSettings settings;
        QVERIFY(dissolveAtNewYear("Sea Wolves", settings).returnHome);
        QVERIFY(dissolveAtNewYear("Sea Wolves", settings).explain().contains("rejoin"));
        settings.unsuccessfulExpeditionFate = UnsuccessfulExpeditionFate::LostAtSea;
        QVERIFY(!dissolveAtNewYear("Sea Wolves", settings).returnHome);
        QVERIFY(dissolveAtNewYear("Sea Wolves", settings).explain().contains("lost"));
    }

    /// §7.4.1, D-27, I-65: who may declare exodus, and when.
    void exodus_data()
    {
        QTest::addColumn<int>("armies");
        QTest::addColumn<int>("areas");
        QTest::addColumn<bool>("startOfTurn");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("D-27 1 army, 2 areas: allowed") << 1 << 2 << true << QStringList{};
        QTest::newRow("§7.4.1 no army, no area: allowed") << 0 << 0 << true << QStringList{};
        QTest::newRow("D-27 2 armies, 2 areas: refused")
            << 2 << 2 << true
            << QStringList{"§7.4.1 Exodus is open to a nation with at most 1 army; it has 2."};
        QTest::newRow("D-27 1 army, 3 areas: refused")
            << 1 << 3 << true
            << QStringList{"§7.4.1 Exodus is open to a nation with at most 2 areas; it holds 3."};
        QTest::newRow("I-65 not at M-0")
            << 1 << 1 << false
            << QStringList{"I-65 Exodus is declared at the start of a turn (M-0)."};
    }
    void exodus()
    {
        QFETCH(int, armies);
        QFETCH(int, areas);
        QFETCH(bool, startOfTurn);
        QFETCH(QStringList, problems);
        QStringList got;
        for (const NationLossIssue &i : checkExodus(armies, areas, startOfTurn))
            got << describe(i);
        QCOMPARE(got, problems);
    }

    /// I-65: free boats, one per unit, no admiral.
    void exodusFleetBoats()
    {
        const ExodusFleet fleet = exodusFleet(7, 2);
        QCOMPARE(fleet.boats, 7);
        QCOMPARE(fleet.units, 7);
        QVERIFY(fleet.explain("Orcs").contains("7 free boat(s)"));
    }

    /// §7.4.2, I-66: the rebel leader lives and is free.
    void rebelLeader_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("I-66 an active survivor") << int(CharacterStatus::Active) << true;
        QTest::newRow("I-66 a captive is no survivor") << int(CharacterStatus::Captured) << false;
        QTest::newRow("I-66 the dead lead nothing") << int(CharacterStatus::Killed) << false;
    }
    void rebelLeader()
    {
        QFETCH(int, status);
        QFETCH(bool, allowed);
        QCOMPARE(checkRebelLeader("Grom", static_cast<CharacterStatus>(status)).empty(), allowed);
    }

    /// §7.4.2: the rebellion collapses when its leader is captured or slain, not otherwise.
    void rebellionCollapse_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("collapses");
        QTest::newRow("§7.4.2 leader active") << int(CharacterStatus::Active) << false;
        QTest::newRow("§7.4.2 leader at sea") << int(CharacterStatus::OnExpedition) << false;
        QTest::newRow("§7.4.2 leader taken prisoner") << int(CharacterStatus::Captured) << true;
        QTest::newRow("§7.4.2 leader slain") << int(CharacterStatus::Killed) << true;
    }
    void rebellionCollapse()
    {
        QFETCH(int, status);
        QFETCH(bool, collapses);
        QCOMPARE(rebellionCollapses(static_cast<CharacterStatus>(status)), collapses);
    }

    /// §7.4.2, §12.3 D-26: a rebel nation holding only its old town: PT 2, AP 900, CP 4.
    void rebelTally()
    {
        WorldBuilder w;
        const int rebels = w.nation("Rebels");
        w.land(hex("0101"), "Old Town", PopulationCentre::Town, rebels);
        w.map().reindex();
        const Tally tally = tallyNations(w.map());
        QCOMPARE(tally.nations.front().population.total(), 2);
        QCOMPARE(tally.nations.front().armyPoints.points(), 900);
        QCOMPARE(tally.nations.front().characterPoints.total(), 4);
    }

    /// §7.3, I-70: every area the founder holds on the colony's landmass, and only those,
    /// passes to the new country.
    void anotherCountry()
    {
        WorldBuilder w;
        const int founder = w.nation("Veyra");
        const int other = w.nation("Elves");
        const auto V = PopulationCentre::Village;
        w.land(hex("0101"), "Home", PopulationCentre::City, founder);
        w.land(hex("0501"), "Cove", PopulationCentre::Town, founder, false, 1);
        w.land(hex("0502"), "Bay", V, founder, false, 1);
        w.land(hex("0503"), "Elfhold", V, other, false, 1);
        w.map().reindex();
        const AnotherCountry country = foundAnotherCountry(w.map(), founder, 1);
        QCOMPARE(country.areas, (std::vector<int>{1, 2}));
        QCOMPARE(country.explain(w.map(), QStringLiteral("Heron Coast")),
                 QStringLiteral("§7.3, I-70 2 area(s) on Isle pass from Veyra to Heron Coast: "
                                "0501 Cove, 0502 Bay."));
    }

    /// §7.4.3, T-18, I-67: the New Nation's package.
    void newNation_data()
    {
        QTest::addColumn<QString>("race");
        QTest::addColumn<int>("units");
        QTest::addColumn<QList<int>>("types");
        QTest::addColumn<QStringList>("problems");
        const int G = int(CharacterType::General);
        const int H = int(CharacterType::Hero);
        const int W = int(CharacterType::Wizard);
        const int A = int(CharacterType::Admiral);
        QTest::newRow("T-18 10 units, general + hero: valid")
            << "elves" << 10 << QList<int>{G, H} << QStringList{};
        QTest::newRow("I-67 general + wizard: valid")
            << "elves" << 10 << QList<int>{G, W} << QStringList{};
        QTest::newRow("T-18 a defeated player's old race")
            << "orcs" << 10 << QList<int>{G, H}
            << QStringList{"§7.4.3 orcs was the race of this player's fallen nation: a New "
                           "Nation takes another race."};
        QTest::newRow("I-67 9 units")
            << "elves" << 9 << QList<int>{G, H}
            << QStringList{"§7.4.3, I-67 A New Nation starts with 10 units (counted, not "
                           "costed), not 9."};
        QTest::newRow("I-67 no general")
            << "elves" << 10 << QList<int>{H, W}
            << QStringList{"I-67 A New Nation's characters include exactly one general, not 0."};
        QTest::newRow("§7.4.3 over 5 CP")
            << "elves" << 10 << QList<int>{G, H, W}
            << QStringList{"§7.4.3 A New Nation's characters are worth at most 5 CP; these "
                           "cost 7."};
        QTest::newRow("§7.4.3 the admiral is given, not bought")
            << "elves" << 10 << QList<int>{G, A}
            << QStringList{"§7.4.3 c1 cannot be one of the package's characters (the admiral "
                           "comes with the package; a royal nephew is never bought)."};
    }
    void newNation()
    {
        QFETCH(QString, race);
        QFETCH(int, units);
        QFETCH(QList<int>, types);
        QFETCH(QStringList, problems);
        std::vector<PackageCharacter> characters;
        for (int i = 0; i < types.size(); ++i)
            characters.push_back(
                {QStringLiteral("c%1").arg(i), static_cast<CharacterType>(types[i])});
        QStringList got;
        for (const NationLossIssue &i :
             checkNewNation(race, {"orcs"}, units, characters, CampaignSettings{}))
            got << describe(i);
        QCOMPARE(got, problems);
    }
};

QTEST_APPLESS_MAIN(TestExpedition)
#include "tst_expedition.moc"
