// Dragon Noir missile fire (§5): both missile tables cell by cell and the weapon rows (§5.6,
// §12 A3, C4), ranges (§5.3), lines of fire and cover (§5.4, §12 C20), frequency of fire and
// the shooter's restrictions (§5.2, §5.7, §3.8.3), modifiers (§5.5, §12 B5, C3), results
// offensive and defensive (§5.6, §4.9), and the worked examples 22-34 of §13.2.
#include "skirmishfiles.h"

#include "core/skirmish/missile.h"
#include "core/skirmish/straymissile.h"

#include <QtTest>

using namespace herald::skirmish;

namespace {

// §5.6 as printed, one string per row, cover columns left to right.
const char *const kFoot[8] = {"CCCB", "CCBA", "CBBA", "BBA-", "BAA-", "AA--", "A---", "----"};
const char *const kMounted[7] = {"FED", "EDC", "DCB", "CBA", "BA-", "A--", "---"};

Shot shot(const char *shooter, const char *target, int distance, Game game = Game::DN1)
{
    Shot s;
    s.game = game;
    s.shooter = &skirmishfiles::profile(shooter);
    s.target = &skirmishfiles::profile(target);
    s.distance = distance;
    s.line.targetHexes = {Terrain::Flat};
    return s;
}

Shot mountedTarget(Shot s, Terrain second = Terrain::Flat)
{
    s.targetState.horse = HorseState::WithRider;
    s.line.targetHexes = {Terrain::Flat, second};
    return s;
}

} // namespace

class TestSkirmishMissile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void footTable_data();
    void footTable();
    void mountedTable_data();
    void mountedTable();
    void weaponRows_data();
    void weaponRows();
    void ranges_data();
    void ranges();
    void cover_data();
    void cover();
    void shooterRules_data();
    void shooterRules();
    void modifiers_data();
    void modifiers();
    void workedExamples_data();
    void workedExamples();
    void results_data();
    void results();
    void hexLine();
    void throughDice();
    void strayMissile_data();
    void strayMissile();
};

// §5.6 M-F, every row and cover column.
void TestSkirmishMissile::footTable_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("cover");
    QTest::addColumn<QString>("letter");
    for (int r = 1; r <= 8; ++r)
        for (int c = 0; c < 4; ++c)
            QTest::addRow("§5.6 M-F row %d %s", r, qPrintable(coverName(Cover(c))))
                << r << c << QString(QLatin1Char(kFoot[r - 1][c]));
}

void TestSkirmishMissile::footTable()
{
    QFETCH(int, row);
    QFETCH(int, cover);
    QFETCH(QString, letter);
    QCOMPARE(missileLetter(footMissileTable().at(row, Cover(cover))), letter);
    QCOMPARE(footMissileTable().lastRow(), 8);
}

// §5.6 M-M, every row and cover column (no heavy column).
void TestSkirmishMissile::mountedTable_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("cover");
    QTest::addColumn<QString>("letter");
    for (int r = 1; r <= 7; ++r)
        for (int c = 0; c < 3; ++c)
            QTest::addRow("§5.6 M-M row %d %s", r, qPrintable(coverName(Cover(c))))
                << r << c << QString(QLatin1Char(kMounted[r - 1][c]));
}

void TestSkirmishMissile::mountedTable()
{
    QFETCH(int, row);
    QFETCH(int, cover);
    QFETCH(QString, letter);
    QCOMPARE(missileLetter(mountedMissileTable().at(row, Cover(cover))), letter);
    QCOMPARE(mountedMissileTable().heaviestCover(), Cover::Medium);
}

// §5.6 the weapon columns: every printed roll of each weapon lands on its row; §12 C4 rolls
// below the first printed value extend upward (default) or clamp (option).
void TestSkirmishMissile::weaponRows_data()
{
    QTest::addColumn<int>("weapon");
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("foot");
    QTest::addColumn<bool>("extend");
    QTest::addColumn<int>("row");
    const int xbow = int(Weapon::Crossbow), lbow = int(Weapon::Longbow),
              sbow = int(Weapon::ShortBow);
    for (int roll = 1; roll <= 8; ++roll)
        QTest::addRow("§5.6 M-F crossbow %d", roll) << xbow << roll << true << true << roll;
    for (int roll = 1; roll <= 7; ++roll)
        QTest::addRow("§5.6 M-F longbow %d", roll) << lbow << roll << true << true << roll + 1;
    for (int roll = 1; roll <= 6; ++roll)
        QTest::addRow("§5.6 M-F short bow %d", roll) << sbow << roll << true << true << roll + 2;
    for (int roll = 1; roll <= 7; ++roll)
        QTest::addRow("§5.6 M-M crossbow %d", roll) << xbow << roll << false << true << roll;
    for (int roll = 1; roll <= 6; ++roll)
        QTest::addRow("§5.6 M-M longbow %d", roll) << lbow << roll << false << true << roll + 1;
    for (int roll = 1; roll <= 5; ++roll)
        QTest::addRow("§5.6 M-M short bow %d", roll) << sbow << roll << false << true << roll + 2;
    QTest::newRow("§5.6 M-F crossbow 12 = last row") << xbow << 12 << true << true << 8;
    QTest::newRow("§5.6 M-M short bow 9 = last row") << sbow << 9 << false << true << 7;
    QTest::newRow("§12 C4 longbow 0 extends to row 1") << lbow << 0 << true << true << 1;
    QTest::newRow("§12 C4 short bow −1 extends to row 1") << sbow << -1 << true << true << 1;
    QTest::newRow("§12 C4 option clamp: longbow 0 reads row 2") << lbow << 0 << true << false << 2;
    QTest::newRow("§12 C4 option clamp: short bow 0 reads row 3")
        << sbow << 0 << true << false << 3;
    QTest::newRow("§12 C4 crossbow 0 reads row 1") << xbow << 0 << true << false << 1;
}

void TestSkirmishMissile::weaponRows()
{
    QFETCH(int, weapon);
    QFETCH(int, roll);
    QFETCH(bool, foot);
    QFETCH(bool, extend);
    QFETCH(int, row);
    SkirmishSettings settings;
    settings.missileRowsExtend = extend;
    QCOMPARE(missileRow(roll, Weapon(weapon), foot ? footMissileTable() : mountedMissileTable(),
                        settings),
             row);
}

// §5.3 DN1 range bands at each boundary; underground 5 hexes, always short.
void TestSkirmishMissile::ranges_data()
{
    QTest::addColumn<int>("weapon");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("underground");
    QTest::addColumn<int>("band"); // -1 none
    const int s = int(Weapon::ShortBow), x = int(Weapon::Crossbow), l = int(Weapon::Longbow);
    const struct
    {
        int weapon;
        int bands[3];
        const char *name;
    } weapons[] = {{s, {10, 25, 50}, "short bow"},
                   {x, {15, 30, 75}, "crossbow"},
                   {l, {12, 30, 90}, "longbow"}};
    for (const auto &w : weapons) {
        QTest::addRow("§5.3 %s 1 hex: short", w.name) << w.weapon << 1 << false << 0;
        for (int b = 0; b < 3; ++b) {
            QTest::addRow("§5.3 %s %d hexes: band %d", w.name, w.bands[b], b)
                << w.weapon << w.bands[b] << false << b;
            QTest::addRow("§5.3 %s %d hexes: band %d", w.name, w.bands[b] + 1, b + 1)
                << w.weapon << w.bands[b] + 1 << false << (b == 2 ? -1 : b + 1);
        }
        QTest::addRow("§5.3 %s underground 5: short", w.name) << w.weapon << 5 << true << 0;
        QTest::addRow("§5.3 %s underground 6: none", w.name) << w.weapon << 6 << true << -1;
    }
}

void TestSkirmishMissile::ranges()
{
    QFETCH(int, weapon);
    QFETCH(int, distance);
    QFETCH(bool, underground);
    QFETCH(int, band);
    const auto b = rangeBand(Weapon(weapon), distance, underground);
    QCOMPARE(b ? int(*b) : -1, band);
}

// §5.4 line of fire and cover, case by case.
void TestSkirmishMissile::cover_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("cover"); // Cover; Infinite = no shot
    const int none = int(Cover::None), light = int(Cover::Light), medium = int(Cover::Medium),
              heavy = int(Cover::Heavy), inf = int(Cover::Infinite);
    QTest::newRow("§5.4 flat, clear: none") << 0 << none;
    QTest::newRow("§5.4 target on scrub: light") << 1 << light;
    QTest::newRow("§5.4 a tree between: no shot") << 2 << inf;
    QTest::newRow("§5.4 target in a tree: light") << 3 << light;
    QTest::newRow("§5.4 §13 ex.32 crossbow through a standing character: no shot") << 4 << inf;
    QTest::newRow("§5.4 §13 ex.32 stunned character: allowed") << 5 << none;
    QTest::newRow("§5.4 bow over a standing character at short range: no shot") << 6 << inf;
    QTest::newRow("§5.4 bow over a standing character at medium range: allowed") << 7 << none;
    QTest::newRow("§5.4 a character in water never blocks") << 8 << none;
    QTest::newRow("§5.4 §8.3 DN2 a dog does not block an Ork crossbow") << 9 << none;
    QTest::newRow("§5.4 §8.4 DN2 a dog blocks a dwarf archer") << 10 << inf;
    QTest::newRow("§5.4 DN2 characters on a lower level do not block") << 11 << none;
    QTest::newRow("§5.4 a wall: infinite") << 12 << inf;
    QTest::newRow("§5.4 through a doorway: medium") << 13 << medium;
    QTest::newRow("§5.4 through a window: medium") << 14 << medium;
    QTest::newRow("§5.4 through cell bars: light") << 15 << light;
    QTest::newRow("§5.4 DN1 underground: no cover on scrub") << 16 << none;
    QTest::newRow("§5.4 DN1 underground entrance hex: medium") << 17 << medium;
    QTest::newRow("§5.4 arrow-slit from outside: heavy (map)") << 18 << heavy;
    QTest::newRow("§5.4 §13 ex.25 rider on flat and scrub: light") << 19 << light;
    QTest::newRow("§5.4 §9.5 Krob on a web: light") << 20 << light;
    QTest::newRow("§5.4 §12 B1 marsh: light") << 21 << light;
    QTest::newRow("§5.4 rubble: medium") << 22 << medium;
    QTest::newRow("§5.4 a web between: no shot") << 23 << inf;
    QTest::newRow("§5.4 scrub between: no cover") << 24 << none;
}

void TestSkirmishMissile::cover()
{
    QFETCH(int, which);
    QFETCH(int, cover);
    LineOfFire line;
    line.targetHexes = {Terrain::Flat};
    const char *shooter = "arlon"; // crossbow
    const char *target = "gromrak";
    RangeBand band = RangeBand::Short;
    Game game = Game::DN1;
    LofHex standing;
    standing.standingCharacter = true;
    switch (which) {
    case 1:
        line.targetHexes = {Terrain::Scrub};
        break;
    case 2:
        line.crossed = {LofHex{Terrain::Tree}};
        break;
    case 3:
        line.targetHexes = {Terrain::Tree};
        break;
    case 4:
        line.crossed = {standing};
        break;
    case 5:
        line.crossed = {LofHex{}};
        break;
    case 6:
        shooter = "laberne";
        line.crossed = {standing};
        break;
    case 7:
        shooter = "laberne";
        band = RangeBand::Medium;
        line.crossed = {standing};
        break;
    case 8:
        standing.terrain = Terrain::Water;
        line.crossed = {standing};
        break;
    case 9:
        game = Game::DN2;
        standing.smallCharacter = true;
        line.crossed = {standing};
        shooter = "attrag"; // a crossbow, but not a dwarf's: the dog does not block
        break;
    case 10:
        game = Game::DN2;
        standing.smallCharacter = true;
        line.crossed = {standing};
        shooter = "hurin";
        break;
    case 11:
        game = Game::DN2;
        standing.lowerLevel = true;
        line.crossed = {standing};
        break;
    case 12:
        line.crossed = {LofHex{Terrain::Flat, false, false, false, true}};
        break;
    case 13:
        line.crossed = {LofHex{Terrain::Flat, false, false, false, false, true}};
        break;
    case 14:
        line.crossed = {LofHex{Terrain::Flat, false, false, false, false, false, true}};
        break;
    case 15:
        line.crossed = {LofHex{Terrain::Flat, false, false, false, false, false, false, true}};
        break;
    case 16:
        line.underground = true;
        line.targetHexes = {Terrain::Scrub};
        break;
    case 17:
        line.underground = true;
        line.targetOnEntrance = true;
        break;
    case 18:
        line.extraCover = Cover::Heavy;
        break;
    case 19:
        line.targetHexes = {Terrain::Flat, Terrain::Scrub};
        break;
    case 20:
        game = Game::DN2;
        target = "hunter";
        line.targetHexes = {Terrain::SpiderWeb};
        break;
    case 21:
        line.targetHexes = {Terrain::Marsh};
        break;
    case 22:
        line.targetHexes = {Terrain::Rubble};
        break;
    case 23:
        line.crossed = {LofHex{Terrain::SpiderWeb}};
        break;
    case 24:
        line.crossed = {LofHex{Terrain::Scrub}};
        break;
    default:
        break;
    }
    const LofVerdict v = judgeLineOfFire(line, skirmishfiles::profile(shooter), band, game,
                                         skirmishfiles::profile(target));
    QCOMPARE(int(v.cover), cover);
    QVERIFY(v.explanation.startsWith(QStringLiteral("§5.4")));
}

// §5.2, §5.7, §3.8.3, §5.4: who may shoot.
void TestSkirmishMissile::shooterRules_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("refusal"); // -1 allowed
    QTest::newRow("§5.1 no missile weapon") << 0 << int(MissileRefusal::NoMissileWeapon);
    QTest::newRow("§5.2 in melee") << 1 << int(MissileRefusal::InMelee);
    QTest::newRow("§5.4 in water") << 2 << int(MissileRefusal::InWater);
    QTest::newRow("§3.8.3 longbow from the saddle") << 3 << int(MissileRefusal::MountedLongbow);
    QTest::newRow("§3.8.3 Arlon shoots mounted") << 4 << -1;
    QTest::newRow("§3.8.3 Arlon unloaded in the saddle")
        << 5 << int(MissileRefusal::MountedCrossbow);
    QTest::newRow("§5.2 longbow moved: no defensive fire")
        << 6 << int(MissileRefusal::FrequencyOfFire);
    QTest::newRow("§5.2 longbow stayed: defensive fire") << 7 << -1;
    QTest::newRow("§5.2 crossbow shot offensively: no defensive fire")
        << 8 << int(MissileRefusal::FrequencyOfFire);
    QTest::newRow("§5.2 short bow shot offensively: defensive fire too") << 9 << -1;
    QTest::newRow("§5.2 once per fire phase") << 10 << int(MissileRefusal::FrequencyOfFire);
    QTest::newRow("§6.1 a stunned shooter") << 11 << int(MissileRefusal::ShooterCannotShoot);
    QTest::newRow("§5.4 §13 ex.30 DN2 Krob beside an Adventurer")
        << 12 << int(MissileRefusal::EngagedKrob);
    QTest::newRow("§5.9 dead target") << 13 << int(MissileRefusal::TargetDead);
    QTest::newRow("§5.2 crossbow moved: no defensive fire")
        << 14 << int(MissileRefusal::FrequencyOfFire);
}

void TestSkirmishMissile::shooterRules()
{
    QFETCH(int, which);
    QFETCH(int, refusal);
    Shot s = shot("laberne", "gromrak", 5);
    switch (which) {
    case 0:
        s.shooter = &skirmishfiles::profile("konrad");
        break;
    case 1:
        s.status.inMelee = true;
        break;
    case 2:
        s.status.inWater = true;
        break;
    case 3:
        s.shooterState.horse = HorseState::WithRider;
        break;
    case 4:
        s.shooter = &skirmishfiles::profile("arlon");
        s.shooterState.horse = HorseState::WithRider;
        break;
    case 5:
        s.shooter = &skirmishfiles::profile("arlon");
        s.shooterState.horse = HorseState::WithRider;
        s.status.crossbowUnloaded = true;
        break;
    case 6:
        s.fire = FireKind::Defensive;
        s.status.movedInOwnTurn = true;
        break;
    case 7:
        s.fire = FireKind::Defensive;
        s.status.firedInOwnTurn = true;
        break;
    case 8:
        s.shooter = &skirmishfiles::profile("graz");
        s.fire = FireKind::Defensive;
        s.status.firedInOwnTurn = true;
        s.target = &skirmishfiles::profile("simon");
        break;
    case 9:
        s.shooter = &skirmishfiles::profile("fnarad");
        s.fire = FireKind::Defensive;
        s.status.firedInOwnTurn = true;
        s.status.movedInOwnTurn = true;
        s.target = &skirmishfiles::profile("simon");
        break;
    case 10:
        s.status.firedThisPhase = true;
        break;
    case 11:
        s.shooterState.health = Health::Stunned;
        break;
    case 12:
        s = shot("hurin", "hunter", 3, Game::DN2);
        s.targetEngagedWithFriend = true;
        break;
    case 13:
        s.targetState.health = Health::Dead;
        break;
    default:
        s.shooter = &skirmishfiles::profile("graz");
        s.fire = FireKind::Defensive;
        s.status.movedInOwnTurn = true;
        s.target = &skirmishfiles::profile("simon");
        break;
    }
    const ShotOdds o = shotOdds(s, {});
    QCOMPARE(o.refusal ? int(*o.refusal) : -1, refusal);
    QVERIFY(!o.explain().isEmpty());
}

// §5.5 each modifier; §12 B5, C3 options.
void TestSkirmishMissile::modifiers_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("modifier");
    QTest::newRow("§5.5 short range, unarmoured: 0") << 0 << 0;
    QTest::newRow("§5.5 medium range +1") << 1 << 1;
    QTest::newRow("§5.5 long range +2") << 2 << 2;
    QTest::newRow("§5.5 wounded shooter DN1 +1") << 3 << 1;
    QTest::newRow("§12 C3 wounded shooter DN2: 0") << 4 << 0;
    QTest::newRow("§12 C3 option: wounded shooter DN2 +1") << 5 << 1;
    QTest::newRow("§5.5 armoured target +1") << 6 << 1;
    QTest::newRow("§5.5 §12 B5 Warrior +1") << 7 << 1;
    QTest::newRow("§12 B5 option cumulative: Warrior +2") << 8 << 2;
    QTest::newRow("§5.5 Royal Guard +2") << 9 << 2;
    QTest::newRow("§5.5 Alkiram +4") << 10 << 4;
    QTest::newRow("§5.5 Elf −1") << 11 << -1;
    QTest::newRow("§5.5 spell −2") << 12 << -2;
    QTest::newRow("§5.5 caparisoned riderless horse +1") << 13 << 1;
    QTest::newRow("§5.3 DN2 underground: range never adds") << 14 << 0;
}

void TestSkirmishMissile::modifiers()
{
    QFETCH(int, which);
    QFETCH(int, modifier);
    Shot s = shot("attrag", "gromrak", 5);
    SkirmishSettings settings;
    switch (which) {
    case 1:
        s.distance = 20;
        break;
    case 2:
        s.distance = 40;
        break;
    case 3:
        s.shooterState.health = Health::Wounded;
        s.shooterState.wounds = 1;
        break;
    case 4:
    case 5:
        s.game = Game::DN2;
        s.shooterState.health = Health::Wounded;
        s.shooterState.wounds = 1;
        settings.woundedShooterInDn2 = which == 5;
        break;
    case 6:
        s.target = &skirmishfiles::profile("aldus");
        break;
    case 7:
    case 8:
        s = shot("hurin", "warrior", 3, Game::DN2);
        settings.warriorModifierCumulative = which == 8;
        break;
    case 9:
        s = shot("hurin", "migam", 3, Game::DN2);
        break;
    case 10:
        s = shot("hurin", "alkiram", 3, Game::DN2);
        break;
    case 11:
        s.shooter = &skirmishfiles::profile("findarfin");
        break;
    case 12:
        s.spellBonus = 2;
        break;
    case 13:
        s.target = &skirmishfiles::profile("konrad");
        s.targetState.horse = HorseState::Riderless;
        s.targetIsRiderlessHorse = true;
        break;
    default:
        s.game = Game::DN2;
        s.distance = 5;
        break;
    }
    const ShotOdds o = shotOdds(s, settings);
    QVERIFY2(o.legal(), qPrintable(o.refusalText));
    QCOMPARE(o.modifier, modifier);
}

// §13.2 worked examples 22-34.
void TestSkirmishMissile::workedExamples_data()
{
    QTest::addColumn<int>("example");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("option");
    QTest::addColumn<QString>("letter"); // empty: shot refused
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("retreat");

    QTest::newRow("§13 ex.22 Laberne at Gromrak on scrub, 14 hexes, roll 3: A")
        << 22 << 3 << false << "A"
        << "Gromrak, healthy: 16/10-6" << 2;
    QTest::newRow("§13 ex.22 as defensive fire: MA −2") << 122 << 3 << false << "A"
                                                        << "Gromrak, healthy: 16/10-6" << 0;
    QTest::newRow("§13 ex.23 Gerfindel at Grast, roll 2: C killed") << 23 << 2 << false << "C"
                                                                    << "Grast, dead" << 0;
    QTest::newRow("§13 ex.24 wounded Kommog at mounted Davrich, 30 hexes: A, retreat 4")
        << 24 << 1 << false << "A"
        << "Davrich, mounted, healthy: 14/6-15" << 4;
    QTest::newRow("§13 ex.25 Arlon at mounted Black Fox: C wounded")
        << 25 << 2 << false << "C"
        << "Black Fox, mounted, wounded: 14/(9)-12" << 0;
    QTest::newRow("§13 ex.26 Laberne at 95 hexes: refused") << 26 << 1 << false << ""
                                                            << "" << 0;
    QTest::newRow("§13 ex.27 Hurin at Migam, roll 1: C, two wounds")
        << 27 << 1 << false << "C"
        << "Migam, 2 wound(s): 14/14-2" << 0;
    QTest::newRow("§13 ex.28 crossbow at a Warrior, roll 6: A")
        << 28 << 6 << false << "A"
        << "Warrior Krob, healthy: 10/(8)-5" << 2;
    QTest::newRow("§13 ex.28 cumulative option: miss") << 28 << 6 << true << "-"
                                                       << "Warrior Krob, healthy: 10/(8)-5" << 0;
    QTest::newRow("§13 ex.29 6 hexes underground: refused") << 29 << 1 << false << ""
                                                            << "" << 0;
    QTest::newRow("§13 ex.29 5 hexes: allowed") << 129 << 9 << false << "-"
                                                << "Gromrak, healthy: 16/10-6" << 0;
    QTest::newRow("§13 ex.31 Gerfindel, heavy cover, roll 1: B wounded")
        << 31 << 1 << false << "B"
        << "Simon, wounded: 3/2-4" << 0;
    QTest::newRow("§13 ex.31 clamp option: A") << 31 << 1 << true << "A"
                                               << "Simon, healthy: 6/4-8" << 2;
    QTest::newRow("§13 ex.33 Baby Dragon, roll 3: D wounded")
        << 33 << 3 << false << "D"
        << "Baby Dragon, 1 wound(s): 30/15-8" << 0;
    QTest::newRow("§13 ex.33 roll 6: A no effect") << 33 << 6 << false << "A"
                                                   << "Baby Dragon, healthy: 40/20-10" << 0;
    QTest::newRow("§13 ex.34 the Black Dragon: refused") << 34 << 1 << false << ""
                                                         << "" << 0;
}

void TestSkirmishMissile::workedExamples()
{
    QFETCH(int, example);
    QFETCH(int, face);
    QFETCH(bool, option);
    QFETCH(QString, letter);
    QFETCH(QString, after);
    QFETCH(int, retreat);
    SkirmishSettings settings;
    Shot s;
    switch (example) {
    case 22:
    case 122:
        s = shot("laberne", "gromrak", 14);
        s.line.targetHexes = {Terrain::Scrub};
        if (example == 122)
            s.fire = FireKind::Defensive;
        break;
    case 23:
        s = shot("gerfindel", "grast", 8);
        break;
    case 24:
        s = mountedTarget(shot("kommog", "davrich", 30));
        s.shooterState.health = Health::Wounded;
        s.shooterState.wounds = 1;
        break;
    case 25:
        s = mountedTarget(shot("arlon", "black-fox", 10), Terrain::Scrub);
        break;
    case 26:
        s = shot("laberne", "gromrak", 95);
        break;
    case 27:
        s = shot("hurin", "migam", 4, Game::DN2);
        break;
    case 28:
        s = shot("hurin", "warrior", 3, Game::DN2);
        settings.warriorModifierCumulative = option;
        break;
    case 29:
        s = shot("hurin", "gromrak", 6, Game::DN2);
        break;
    case 129:
        s = shot("hurin", "gromrak", 5, Game::DN2);
        break;
    case 31:
        s = shot("gerfindel", "simon", 5);
        s.line.extraCover = Cover::Heavy;
        settings.missileRowsExtend = !option;
        break;
    case 33:
        s = shot("arlon", "baby-dragon", 5);
        break;
    default:
        s = shot("arlon", "dragon-body", 5);
        break;
    }
    const ShotResolution r = resolveShot(s, face, settings);
    if (letter.isEmpty()) {
        QVERIFY(!r.odds.legal());
        QVERIFY(r.explain().startsWith(QStringLiteral("§5")));
        return;
    }
    QVERIFY2(r.odds.legal(), qPrintable(r.odds.refusalText));
    QCOMPARE(missileLetter(r.result), letter);
    QCOMPARE(describeState(*s.target, r.after, s.game), after);
    QCOMPARE(r.retreatHexes, retreat);
    if (example == 122)
        QCOMPARE(r.maReduction, 2);
    QVERIFY(r.explain().contains(QStringLiteral("§5.9 rolled")));
}

// §5.6 results offensive and defensive, on foot, mounted, riderless horse (§4.9).
void TestSkirmishMissile::results_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("defensive");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("horse");
    QTest::addColumn<int>("retreat");
    QTest::addColumn<int>("maReduction");
    QTest::addColumn<bool>("halve");
    const int ok = int(Health::Healthy), st = int(Health::Stunned), wd = int(Health::Wounded),
              dd = int(Health::Dead);
    const int no = int(HorseState::None), with = int(HorseState::WithRider),
              alone = int(HorseState::Riderless), dead = int(HorseState::Dead);
    // Crossbow, short range, no cover: the roll is the row.
    QTest::newRow("§5.6 M-F B defensive: wounded, half MA")
        << 0 << 4 << true << "B" << wd << no << 0 << 0 << true;
    QTest::newRow("§5.6 M-F C: killed") << 0 << 1 << false << "C" << dd << no << 0 << 0 << false;
    QTest::newRow("§5.6 M-M F: horse and rider killed")
        << 1 << 1 << false << "F" << dd << dead << 0 << 0 << false;
    QTest::newRow("§5.6 M-M E: rider killed, horse riderless")
        << 1 << 2 << false << "E" << dd << alone << 0 << 0 << false;
    QTest::newRow("§5.6 M-M D: horse killed, rider wounded")
        << 1 << 3 << false << "D" << wd << dead << 0 << 0 << false;
    QTest::newRow("§5.6 M-M C defensive: wounded and MA −4")
        << 1 << 4 << true << "C" << wd << with << 0 << 4 << false;
    QTest::newRow("§5.6 M-M B: stunned and dismounted")
        << 1 << 5 << false << "B" << st << alone << 0 << 0 << false;
    QTest::newRow("§5.6 M-M A defensive: MA −4")
        << 1 << 6 << true << "A" << ok << with << 0 << 4 << false;
    QTest::newRow("§5.6 M-M 7: miss") << 1 << 7 << false << "-" << ok << with << 0 << 0 << false;
    QTest::newRow("§4.9 riderless horse, C: killed")
        << 2 << 4 << false << "C" << ok << dead << 0 << 0 << false;
    QTest::newRow("§12 C14 riderless horse, B: no effect")
        << 2 << 5 << false << "B" << ok << alone << 0 << 0 << false;
    QTest::newRow("§12 C14 riderless horse, A offensive: retreats")
        << 2 << 6 << false << "A" << ok << alone << 4 << 0 << false;
    QTest::newRow("§12 C14 riderless horse, A defensive: no effect")
        << 2 << 6 << true << "A" << ok << alone << 0 << 0 << false;
    QTest::newRow("§8.4 a Troll killed by a missile: two wounds")
        << 3 << 1 << false << "C" << wd << no << 0 << 0 << false;
    QTest::newRow("§4.7 a stunned target told to retreat dies")
        << 4 << 6 << false << "A" << dd << no << 0 << 0 << false;
}

void TestSkirmishMissile::results()
{
    QFETCH(int, which);
    QFETCH(int, face);
    QFETCH(bool, defensive);
    QFETCH(QString, letter);
    QFETCH(int, health);
    QFETCH(int, horse);
    QFETCH(int, retreat);
    QFETCH(int, maReduction);
    QFETCH(bool, halve);
    Shot s = shot("attrag", "simon", 3);
    switch (which) {
    case 1:
        s = mountedTarget(shot("attrag", "davrich", 3));
        break;
    case 2:
        s = shot("attrag", "davrich", 3);
        s.targetState.horse = HorseState::Riderless;
        s.targetIsRiderlessHorse = true;
        break;
    case 3:
        s = shot("attrag", "gnurr", 3);
        break;
    case 4:
        s.targetState.health = Health::Stunned;
        break;
    default:
        break;
    }
    if (defensive)
        s.fire = FireKind::Defensive;
    const ShotResolution r = resolveShot(s, face, {});
    QVERIFY2(r.odds.legal(), qPrintable(r.odds.refusalText));
    QCOMPARE(missileLetter(r.result), letter);
    QCOMPARE(int(r.after.health), health);
    QCOMPARE(int(r.after.horse), horse);
    QCOMPARE(r.retreatHexes, retreat);
    QCOMPARE(r.maReduction, maReduction);
    QCOMPARE(r.halveRemainingMa, halve);
}

// §5.4 the straight line between hex centres; §12 C20 a line along hex edges has two
// readings, lenient keeps the lighter.
void TestSkirmishMissile::hexLine()
{
    using herald::map::Hex;
    const auto straight = hexesBetween(Hex(0, 0), Hex(0, 4));
    QCOMPARE(straight.size(), std::size_t(3));
    QCOMPARE(straight[0], Hex(0, 1));
    QCOMPARE(straight[2], Hex(0, 3));
    QVERIFY(hexesBetween(Hex(0, 0), Hex(1, 0)).empty());
    // (0,0) to (2,-1) runs along the edge between (1,-1) and (1,0).
    const auto one = hexesBetween(Hex(0, 0), Hex(2, -1), 1);
    const auto other = hexesBetween(Hex(0, 0), Hex(2, -1), -1);
    QCOMPARE(one.size(), std::size_t(1));
    QCOMPARE(other.size(), std::size_t(1));
    QVERIFY(one[0] != other[0]);
    QVERIFY((one[0] == Hex(1, -1) || one[0] == Hex(1, 0)));
    QVERIFY((other[0] == Hex(1, -1) || other[0] == Hex(1, 0)));
    const LofVerdict clear{Cover::None, QStringLiteral("clear")};
    const LofVerdict tree{Cover::Infinite, QStringLiteral("tree")};
    QCOMPARE(alongEdge(clear, tree, false).cover, Cover::None);
    QCOMPARE(alongEdge(tree, clear, false).cover, Cover::None);
    QCOMPARE(alongEdge(clear, tree, true).cover, Cover::Infinite);
}

// §5.9 the shot's d10 goes through the dice with its purpose.
void TestSkirmishMissile::throughDice()
{
    herald::dice::Dice dice(herald::dice::Generator(7, 0));
    dice.queueTyped({0});
    const ShotResolution r = resolveShot(shot("attrag", "simon", 3), dice, {});
    QCOMPARE(r.face, 10);
    QCOMPARE(r.row, 8);
    QCOMPARE(r.result, MissileResult::Miss);
    QCOMPARE(dice.rolls().size(), std::size_t(1));
    QVERIFY(dice.rolls().front().typed);
}

// §5.8 "Errare humanum est": 1-6 a numbered hex around the target, 7-10 nothing; a wound, or
// a 2-hex retreat in armour; nothing behind an obstacle.
void TestSkirmishMissile::strayMissile_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("sheltered");
    QTest::addColumn<int>("hex"); // -1 none
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("retreat");
    const int ok = int(Health::Healthy), wd = int(Health::Wounded);
    for (int face = 1; face <= 6; ++face)
        QTest::addRow("§5.8 roll %d: hex %d, Simon wounded", face, face)
            << face << "simon" << false << face << wd << 0;
    for (int face : {7, 8, 9, 0})
        QTest::addRow("§5.8 roll %d: falls harmlessly", face)
            << face << "simon" << false << -1 << ok << 0;
    QTest::newRow("§5.8 armoured Aldus retreats 2") << 3 << "aldus" << false << 3 << ok << 2;
    QTest::newRow("§5.8 sheltered: untouched") << 3 << "simon" << true << 3 << ok << 0;
}

void TestSkirmishMissile::strayMissile()
{
    QFETCH(int, face);
    QFETCH(QString, who);
    QFETCH(bool, sheltered);
    QFETCH(int, hex);
    QFETCH(int, health);
    QFETCH(int, retreat);
    // A miss calls for the stray roll only with the option on.
    SkirmishSettings settings;
    QVERIFY(!resolveShot(shot("attrag", "simon", 3), 8, settings).strayMissileRoll);
    settings.errareHumanumEst = true;
    QVERIFY(resolveShot(shot("attrag", "simon", 3), 8, settings).strayMissileRoll);
    QVERIFY(!resolveShot(shot("attrag", "simon", 3), 1, settings).strayMissileRoll);
    const StrayMissile s = rollStrayMissile(face);
    QCOMPARE(s.hex.value_or(-1), hex);
    QVERIFY(s.explanation.startsWith(QStringLiteral("§5.8")));
    if (!s.hex)
        return;
    const StrayHit hit =
        strayMissileHits(skirmishfiles::profile(qPrintable(who)), {}, Game::DN1, sheltered);
    QCOMPARE(int(hit.after.health), health);
    QCOMPARE(hit.retreatHexes, retreat);
}

QTEST_GUILESS_MAIN(TestSkirmishMissile)
#include "tst_skirmish_missile.moc"
