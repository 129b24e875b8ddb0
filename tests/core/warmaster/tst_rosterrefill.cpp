// NY-6 filling out the new year's roster (§2.5, §2.3, I-17, §7.5): losses restored, types only
// added, units cut only when the AP fell, characters within CP (captives count), one general
// in year 1 (§12.1 T-15), chaos gifts free for one year; §12.1 T-03.
#include "core/warmaster/rosterrefill.h"

#include <QtTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(herald::warmaster::NewYearProblem)
Q_DECLARE_METATYPE(herald::warmaster::RosterProblem)

namespace {

ArmyList orcs()
{
    ArmyList list;
    list.id = QStringLiteral("orcs");
    list.race = QStringLiteral("Orcs");
    const auto unit = [](const char *name, UnitCategory category, int points) {
        UnitType t;
        t.name = QString::fromLatin1(name);
        t.category = category;
        t.points = Cost::points(points);
        return t;
    };
    list.units = {unit("Orc Warriors", UnitCategory::Infantry, 60),
                  unit("Orc Archers", UnitCategory::Infantry, 60),
                  unit("Wolf Riders", UnitCategory::Cavalry, 60),
                  unit("Trolls", UnitCategory::Monsters, 110)};
    CharacterEntry general;
    general.name = QStringLiteral("Orc General");
    general.type = CharacterType::General;
    CharacterEntry hero = general;
    hero.name = QStringLiteral("Orc Hero");
    hero.type = CharacterType::Hero;
    list.characters = {general, hero};
    return list;
}

RosterLine line(UnitCategory category, int cost, QStringList types, int purchased, int lost = 0,
                int free = 0)
{
    return {category, Cost::points(cost), types, purchased, lost, free};
}

RosterCharacter character(const char *id, CharacterType type,
                          CharacterStatus status = CharacterStatus::Active, bool free = false)
{
    RosterCharacter c;
    c.id = QString::fromLatin1(id);
    c.name = QString::fromLatin1(id);
    c.type = type;
    c.status = status;
    c.free = free;
    return c;
}

/// Last year (year 1): 10 infantry (2 of them chaos gifts, 3 lost), 5 wolf riders of which 3
/// were lost (T-03), 2 trolls; a general, a captured hero, a dead hero, a royal nephew.
Roster lastYear()
{
    Roster r;
    r.nationId = QStringLiteral("n0");
    r.year = 1;
    r.armyPoints = 1500;
    r.characterPoints = 9;
    r.lines = {line(UnitCategory::Infantry, 60, {"Orc Warriors", "Orc Archers"}, 10, 3, 2),
               line(UnitCategory::Cavalry, 60, {"Wolf Riders"}, 5, 3),
               line(UnitCategory::Monsters, 110, {"Trolls"}, 2)};
    r.characters = {character("Gor", CharacterType::General),
                    character("Ukk", CharacterType::Hero, CharacterStatus::Captured),
                    character("Dead", CharacterType::Hero, CharacterStatus::Killed),
                    character("Nephew", CharacterType::RoyalNephew, CharacterStatus::Active, true)};
    return r;
}

/// The year's figures: PT as given, CP as given through a POI bonus (PT + 2 without one).
NationTally tallyOf(int pt, int cp)
{
    NationTally t;
    if (cp != pt + 2)
        t.characterPoints.bonuses = {{0, noIndex, cp - pt - 2, QStringLiteral("POI")}};
    t.population.other = {{0, noIndex, pt, QStringLiteral("test")}};
    t.armyPoints.populationTotal = pt;
    t.characterPoints.populationTotal = pt;
    return t;
}

} // namespace

class TestRosterRefill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void restoredRoster();
    void refill_data();
    void refill();
};

// §2.5, §12.1 T-03: lost units come back; last year's chaos gifts do not (§7.5); living
// characters carry over, captives too since they still cost CP (§2.3); the dead and the royal
// nephew do not (I-21).
void TestRosterRefill::restoredRoster()
{
    const Roster r = herald::warmaster::restoredRoster(lastYear(), tallyOf(7, 9), 2);
    QCOMPARE(r.year, 2);
    QCOMPARE(r.armyPoints, 1900);
    QCOMPARE(r.characterPoints, 9);
    QCOMPARE(r.lines.size(), std::size_t(3));
    QCOMPARE(r.lines[0].purchased, 8);
    QCOMPARE(r.lines[0].lost, 0);
    QCOMPARE(r.lines[0].free, 0);
    QCOMPARE(r.lines[1].available(), 5); // T-03: wolf riders back to 5
    QCOMPARE(r.spent(), Cost::points(8 * 60 + 5 * 60 + 2 * 110));
    QStringList names;
    for (const RosterCharacter &c : r.characters)
        names << c.id;
    QCOMPARE(names, (QStringList{"Gor", "Ukk"}));
}

// I-17, §2.5, §2.3, §7.5: the proposed roster against last year's and the year's figures.
void TestRosterRefill::refill_data()
{
    QTest::addColumn<int>("pt");
    QTest::addColumn<int>("cp");
    QTest::addColumn<int>("infantry");
    QTest::addColumn<int>("cavalry");
    QTest::addColumn<int>("trolls");
    QTest::addColumn<int>("freeMonsters");
    QTest::addColumn<int>("gift");
    QTest::addColumn<int>("generals");
    QTest::addColumn<int>("year");
    QTest::addColumn<QList<NewYearProblem>>("refusals");
    QTest::addColumn<QList<RosterProblem>>("rosterIssues");
    using P = NewYearProblem;
    using R = RosterProblem;
    // Last year's units restored cost 1000 points; PT 2, 3, 4 and 6 give 900, 1100, 1300 and
    // 1700 AP. Points left that would buy another unit only warn (I-16). CP 8 pays for the
    // general (3) and the captive hero (2), and for a second general.
    const QList<R> unspent{R::UnspentArmyPoints};
    QTest::newRow("§12.1 T-03 losses restored, nothing changed")
        << 3 << 8 << 8 << 5 << 2 << 0 << 0 << 1 << 2 << QList<P>{} << unspent;
    QTest::newRow("I-17 AP grew: a unit added")
        << 4 << 8 << 8 << 5 << 3 << 0 << 0 << 1 << 2 << QList<P>{} << unspent;
    QTest::newRow("I-17 cavalry cut although the AP covers last year's units")
        << 3 << 8 << 8 << 3 << 2 << 0 << 0 << 1 << 2 << QList<P>{P::UnitsDropped} << unspent;
    QTest::newRow("I-17 AP fell: units cut to fit")
        << 2 << 8 << 8 << 4 << 1 << 0 << 0 << 1 << 2 << QList<P>{} << unspent;
    QTest::newRow("I-17 AP fell: trolls dropped while points remain for one")
        << 2 << 8 << 8 << 3 << 0 << 0 << 0 << 1 << 2 << QList<P>{P::TypeDropped} << unspent;
    QTest::newRow("I-17 AP fell: trolls dropped with no points left for one")
        << 2 << 8 << 8 << 7 << 0 << 0 << 0 << 1 << 2 << QList<P>{} << QList<R>{};
    QTest::newRow("§2.2 over the AP")
        << 2 << 8 << 8 << 5 << 2 << 0 << 0 << 1 << 2 << QList<P>{} << QList<R>{R::OverArmyPoints};
    QTest::newRow("§7.5 a chaos gift of 2 monsters taken free")
        << 3 << 8 << 8 << 5 << 4 << 2 << 2 << 1 << 2 << QList<P>{} << unspent;
    QTest::newRow("§7.5 a chaos gift not taken")
        << 3 << 8 << 8 << 5 << 2 << 0 << 2 << 1 << 2 << QList<P>{P::FreeUnitsMismatch} << unspent;
    QTest::newRow("§2.3 CP 6: two generals fit, the captive hero makes it 8")
        << 4 << 6 << 8 << 5 << 2 << 0 << 0 << 2 << 2 << QList<P>{}
        << QList<R>{R::CharactersOverPoints, R::UnspentArmyPoints};
    QTest::newRow("§12.1 T-15 year 1: a second general refused")
        << 6 << 8 << 8 << 5 << 2 << 0 << 0 << 2 << 1 << QList<P>{}
        << QList<R>{R::SecondGeneralInYearOne, R::UnspentArmyPoints};
}

void TestRosterRefill::refill()
{
    QFETCH(int, pt);
    QFETCH(int, cp);
    QFETCH(int, infantry);
    QFETCH(int, cavalry);
    QFETCH(int, trolls);
    QFETCH(int, freeMonsters);
    QFETCH(int, gift);
    QFETCH(int, generals);
    QFETCH(int, year);
    QFETCH(QList<NewYearProblem>, refusals);
    QFETCH(QList<RosterProblem>, rosterIssues);
    NationTally tally = tallyOf(pt, cp);
    if (gift > 0)
        tally.freeUnits.push_back({noIndex, UnitCategory::Monsters, gift});
    Roster proposed = herald::warmaster::restoredRoster(lastYear(), tally, year);
    proposed.lines[0].purchased = infantry;
    proposed.lines[1].purchased = cavalry;
    proposed.lines[2].purchased = trolls;
    proposed.lines[2].free = freeMonsters;
    for (int g = 1; g < generals; ++g)
        proposed.characters.push_back(character("Second", CharacterType::General));

    const RefillCheck check = checkRefill(lastYear(), proposed, tally, orcs(), CampaignSettings{});
    QList<NewYearProblem> foundRefusals;
    for (const NewYearIssue &issue : check.refill)
        foundRefusals << issue.problem;
    QList<RosterProblem> foundIssues;
    for (const RosterIssue &issue : check.roster)
        foundIssues << issue.problem;
    QCOMPARE(foundRefusals, refusals);
    QCOMPARE(foundIssues, rosterIssues);
    const bool refused = !refusals.isEmpty() ||
                         std::any_of(rosterIssues.begin(), rosterIssues.end(), [](RosterProblem p) {
                             return p != RosterProblem::UnspentArmyPoints;
                         });
    QCOMPARE(check.ok(), !refused);
    QCOMPARE(check.explain(proposed, CampaignSettings{}).size(),
             qsizetype(refusals.size() + rosterIssues.size()));
}

QTEST_GUILESS_MAIN(TestRosterRefill)
#include "tst_rosterrefill.moc"
