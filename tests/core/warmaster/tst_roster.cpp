// The national roster (§1.4, §2.2-§2.5, §8, I-13..I-17): validation refusals, losses, items.
#include "core/warmaster/armylist.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/roster.h"

#include "testfiles.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

ArmyList horde()
{
    const ArmyListParse parse =
        parseArmyList(testfiles::read(testfiles::fixtures + QStringLiteral("test-horde.json")));
    if (!parse.ok())
        qFatal("%s", qPrintable(parse.errorString()));
    return *parse.list;
}

RosterLine line(UnitCategory category, int cost, const QString &type, int purchased)
{
    RosterLine l;
    l.category = category;
    l.cost = Cost::points(cost);
    l.unitTypes = QStringList{type};
    l.purchased = purchased;
    return l;
}

RosterCharacter character(const char *id, const char *name, CharacterType type,
                          CharacterStatus status = CharacterStatus::Active)
{
    RosterCharacter c;
    c.id = QString::fromLatin1(id);
    c.name = QString::fromLatin1(name);
    c.type = type;
    c.status = status;
    return c;
}

/// §12.1 T-01 in shape: Dread Riders 5, Raider Horse 10, infantry 8, monsters 5, chariots 2,
/// no artillery in the list. PT 13 → AP 3100, CP 15.
Roster t01()
{
    Roster r;
    r.nationId = QStringLiteral("horde");
    r.year = 2;
    r.populationTotal = 13;
    r.armyPoints = ArmyPoints{13}.points();
    r.characterPoints = 15;
    r.lines = {line(UnitCategory::Cavalry, 200, QStringLiteral("Dread Riders"), 5),
               line(UnitCategory::Cavalry, 90, QStringLiteral("Raider Horse"), 10),
               line(UnitCategory::Infantry, 60, QStringLiteral("Warband"), 8),
               line(UnitCategory::Monsters, 110, QStringLiteral("Hill Giants"), 5),
               line(UnitCategory::Chariots, 95, QStringLiteral("Spiked Chariots"), 2)};
    return r;
}

/// A valid year-2 roster: 2 generals, 2 heroes (10 of 15 CP).
Roster valid()
{
    Roster r = t01();
    r.lines = {line(UnitCategory::Infantry, 60, QStringLiteral("Warband"), 20),
               line(UnitCategory::Cavalry, 90, QStringLiteral("Raider Horse"), 10),
               line(UnitCategory::Monsters, 110, QStringLiteral("Hill Giants"), 2),
               line(UnitCategory::Chariots, 95, QStringLiteral("Spiked Chariots"), 2)};
    // 1200 + 900 + 220 + 190 = 2510 of 3100; 590 unspent... fill with infantry below
    r.lines[0].purchased = 29; // 1740 → total 3050, 50 left < 60
    r.characters = {
        character("c1", "Grak", CharacterType::General),
        character("c2", "Murg", CharacterType::General),
        character("c3", "Tusk", CharacterType::Hero),
        character("c4", "Skab", CharacterType::Hero),
    };
    return r;
}

} // namespace

class TestRoster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void t01ChaosExample();
    void validRosterHasNoIssues();
    void refusals_data();
    void refusals();
    void losses();
    void magicItemsAreBound();
    void fromTally();
    void characterStatusKeys_data();
    void characterStatusKeys();
};

// §12.1 T-01, I-13, I-15, §8: two cavalry lines, 30 units, artillery printed at 0
void TestRoster::t01ChaosExample()
{
    const Roster r = t01();
    const auto sheet = sheetCategories(r);
    QCOMPARE(sheet.size(), std::size_t(5)); // the five basic categories, no specials
    int units = 0;
    for (const SheetCategory &c : sheet) {
        units += c.purchased;
        if (c.category == UnitCategory::Cavalry) {
            QCOMPARE(c.lines.size(), std::size_t(2));
            QCOMPARE(c.purchased, 15);
        }
        if (c.category == UnitCategory::Artillery) {
            QVERIFY(c.lines.empty());
            QCOMPARE(c.purchased, 0);
        }
    }
    QCOMPARE(units, 30);
    // I-13: a 3,000-point pool is no (2 × PT + 5) × 100; PT 12 → 2900, PT 13 → 3100.
    QCOMPARE(ArmyPoints{12}.points(), 2900);
    QCOMPARE(ArmyPoints{13}.points(), 3100);
    QVERIFY(3000 % 200 != 100);
    // Validation uses the computed AP: this roster spends far more than 3100.
    const auto issues = validateRoster(r, horde(), CampaignSettings{});
    QVERIFY(hasRefusal(issues));
    QCOMPARE(issues.front().problem, RosterProblem::OverArmyPoints);
    QCOMPARE(issues.front().amount, r.spent() - Cost::points(3100));
}

void TestRoster::validRosterHasNoIssues()
{
    const auto issues = validateRoster(valid(), horde(), CampaignSettings{});
    QVERIFY2(issues.empty(), issues.empty() ? "" : qPrintable(describe(issues.front())));
}

// One row per refusal (and the I-16 warning); each must name its rule section.
void TestRoster::refusals_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<int>("problem");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("message");

    QTest::newRow("§2.2 over the army points by 130")
        << 0 << int(RosterProblem::OverArmyPoints) << true
        << "§2.2 The units cost 130 points more than the army points allow.";
    QTest::newRow("§1.2 a unit type the list does not have")
        << 1 << int(RosterProblem::UnitTypeNotInList) << true
        << "§1.2 'Steam Tank' is not a unit type of the nation's army list.";
    QTest::newRow("I-15 a type on a line of another category")
        << 2 << int(RosterProblem::WrongCategory) << true
        << "I-15 'Raider Horse' belongs to another category than its roster line.";
    QTest::newRow("I-15 a line priced unlike its type")
        << 3 << int(RosterProblem::WrongCost) << true
        << "I-15 'Hill Giants' costs 110 points in the list, not the line's 120; types of "
           "different cost go on separate lines.";
    QTest::newRow("I-15 a line with no type") << 4 << int(RosterProblem::LineWithoutType) << true
                                              << "I-15 Roster line 5 names no unit type.";
    QTest::newRow("§1.4 more lost than purchased")
        << 5 << int(RosterProblem::BadCount) << true
        << "§1.4 Roster line 3 (Hill Giants): counts must not be negative, and lost or free "
           "units cannot outnumber those purchased.";
    QTest::newRow("§2.3 characters over CP: a captured general still counts")
        << 6 << int(RosterProblem::CharactersOverPoints) << true
        << "§2.3 The characters cost 1 character points more than the nation has (captured and "
           "killed characters still count).";
    QTest::newRow("§12.1 T-15 year 1: two generals refused")
        << 7 << int(RosterProblem::SecondGeneralInYearOne) << true
        << "§1.4 In the first year a nation may have one general, not 2.";
    QTest::newRow("§1.4 a wizard for a list without wizards")
        << 8 << int(RosterProblem::CharacterTypeNotInList) << true
        << "§1.4 Mage: the nation's army list has no character of this type.";
    QTest::newRow("§2.3 minor characters switched off")
        << 9 << int(RosterProblem::CharacterNotBuyable) << true
        << "§2.3 Snaga: this character type cannot be bought in this campaign.";
    QTest::newRow("§1.4 one magic item on two characters")
        << 10 << int(RosterProblem::ItemOnTwoCharacters) << true
        << "§1.4 The magic item 'Crown of Ash' is carried by two characters; an item stays with "
           "the character it was given to.";
    QTest::newRow("I-16 warning: 350 unspent, cheapest unit 60")
        << 11 << int(RosterProblem::UnspentArmyPoints) << false
        << "I-16 350 army points are unspent, enough for another unit (cheapest 60); unspent "
           "points are lost.";
}

void TestRoster::refusals()
{
    QFETCH(int, change);
    QFETCH(int, problem);
    QFETCH(bool, refused);
    QFETCH(QString, message);
    Roster r = valid();
    CampaignSettings settings;
    switch (change) {
    case 0:
        r.lines[0].purchased += 3; // +180 on 50 spare
        break;
    case 1:
        r.lines[0].unitTypes << QStringLiteral("Steam Tank");
        break;
    case 2:
        r.lines[1].category = UnitCategory::Infantry;
        r.lines[1].cost = Cost::points(90);
        break;
    case 3:
        r.lines[2].cost = Cost::points(120);
        break;
    case 4:
        r.lines.push_back(line(UnitCategory::Infantry, 60, QString(), 0));
        r.lines.back().unitTypes.clear();
        break;
    case 5:
        r.lines[2].lost = 3;
        break;
    case 6:
        r.characters.push_back(
            character("c5", "Gash", CharacterType::General, CharacterStatus::Captured));
        r.characters.push_back(
            character("c6", "Rot", CharacterType::Hero, CharacterStatus::Killed));
        r.characterPoints = 14;
        break;
    case 7:
        r.year = 1;
        r.characterPoints = 9;
        r.characters.resize(2);
        break;
    case 8:
        r.characters.push_back(character("c7", "Mage", CharacterType::Wizard));
        break;
    case 9:
        settings.minorCharacters = false;
        r.characters.push_back(character("c8", "Snaga", CharacterType::Minor));
        break;
    case 10:
        r.characters[0].magicItems << QStringLiteral("Crown of Ash");
        r.characters[2].magicItems << QStringLiteral("Crown of Ash");
        break;
    case 11:
        r.lines[0].purchased -= 5; // 50 + 300 unspent
        break;
    }
    const auto issues = validateRoster(r, horde(), settings);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(int(issues.front().problem), problem);
    QCOMPARE(hasRefusal(issues), refused);
    QCOMPARE(describe(issues.front()), message);
}

// §2.5, §6.3, §12.1 T-02/T-03: losses strike units off for the year
void TestRoster::losses()
{
    Roster r = valid();
    r.lines[1].purchased = 5; // T-03: 5 wolf-rider-like cavalry
    const RosterChange lost = markLosses(r, 1, 3);
    QVERIFY(lost.ok());
    QCOMPARE(lost.roster->lines[1].available(), 2);
    QCOMPARE(r.lines[1].available(), 5); // the input is untouched
    const RosterChange tooMany = markLosses(*lost.roster, 1, 3);
    QVERIFY(!tooMany.ok());
    QCOMPARE(tooMany.refusal, QStringLiteral("§2.5 Line 2 (Raider Horse) has 2 units available; "
                                             "3 cannot be struck off."));
    QVERIFY(!markLosses(r, 9, 1).ok());
    QVERIFY(!markLosses(r, 1, 0).ok());
}

// §1.4 magic items stay with the character they were given to
void TestRoster::magicItemsAreBound()
{
    const Roster r = valid();
    const RosterChange given =
        bindMagicItem(r, QStringLiteral("c1"), QStringLiteral("Ember Blade"));
    QVERIFY(given.ok());
    QCOMPARE(given.roster->characters[0].magicItems, QStringList{QStringLiteral("Ember Blade")});
    const RosterChange moved =
        bindMagicItem(*given.roster, QStringLiteral("c3"), QStringLiteral("Ember Blade"));
    QVERIFY(!moved.ok());
    QVERIFY(moved.refusal.contains(QStringLiteral("already carried by Grak")));
    QVERIFY(!bindMagicItem(r, QStringLiteral("nobody"), QStringLiteral("Ring")).ok());
}

// §12.3 D-02: PT 15 → CP 17, AP 3500, mob limit 15 on the roster header
void TestRoster::fromTally()
{
    NationTally tally;
    tally.population.cityAreas = {0};
    tally.population.townAreas = {1, 2};
    tally.population.villageAreas = {3, 4, 5, 6, 7, 8, 9, 10};
    tally.armyPoints.populationTotal = 15;
    tally.characterPoints.populationTotal = 15;
    const Roster r = Roster::fromTally(QStringLiteral("n"), 3, tally);
    QCOMPARE(r.populationTotal, 15);
    QCOMPARE(r.characterPoints, 17);
    QCOMPARE(r.armyPoints, 3500);
    QCOMPARE(r.mobLimit, 15);
    QCOMPARE(r.year, 3);
}

QTEST_APPLESS_MAIN(TestRoster)
// §1.4, §2.3, §6.4, §6.6, §7.2.7: every status a character may have, with the key the campaign
// file stores and the commands take, and its name; an unknown key is no status.
void TestRoster::characterStatusKeys_data()
{
    QTest::addColumn<CharacterStatus>("status");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::newRow("§1.4 active") << CharacterStatus::Active << "active"
                                 << "Active";
    QTest::newRow("§2.3 captured, held by a captor") << CharacterStatus::Captured << "captured"
                                                     << "Captured";
    QTest::newRow("§6.4 killed") << CharacterStatus::Killed << "killed"
                                 << "Killed";
    QTest::newRow("§6.6 on an expedition") << CharacterStatus::OnExpedition << "onExpedition"
                                           << "On expedition";
    QTest::newRow("§7.2.7 envoy") << CharacterStatus::Envoy << "envoy"
                                  << "Envoy";
}

void TestRoster::characterStatusKeys()
{
    QFETCH(CharacterStatus, status);
    QFETCH(QString, key);
    QFETCH(QString, name);
    QCOMPARE(keyOf(status), key);
    QCOMPARE(nameOf(status), name);
    QCOMPARE(fromKey<CharacterStatus>(key), std::optional<CharacterStatus>(status));
    QCOMPARE(EnumKeys<CharacterStatus>::table().size(), std::size_t(5));
    QCOMPARE(fromKey<CharacterStatus>(u"dead"), std::nullopt);
}

#include "tst_roster.moc"
