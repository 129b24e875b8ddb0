// Dragon Noir magic (§7): energy (§7.1), every spell's cost, duration and availability
// (§7.4, §12 C12, C26), range and the success roll (§7.2, §12 C27), frequency and
// counterspells (§7.2, §7.3), fireballs (§7.4.6, §12 C13), spirits (§7.4.6, §12 C30), and the
// worked examples 51-60 of §13.4.
#include "skirmishfiles.h"

#include "core/skirmish/casting.h"
#include "core/skirmish/melee.h"
#include "core/skirmish/missile.h"
#include "core/skirmish/spells.h"
#include "core/skirmish/wounds.h"

#include <QtTest>

using namespace herald::skirmish;

namespace {

Spellcaster caster(const char *id, int level = 1, int ep = 100)
{
    Spellcaster c;
    c.profile = &skirmishfiles::profile(id);
    c.level = level;
    c.epLeft = ep;
    return c;
}

CharacterState woundedState(bool mounted = false)
{
    CharacterState s;
    s.health = Health::Wounded;
    s.wounds = 1;
    s.horse = mounted ? HorseState::WithRider : HorseState::None;
    return s;
}

CastRequest request(Spell spell, Spellcaster c, int distance, Game game = Game::DN1)
{
    CastRequest r;
    r.game = game;
    r.spell = spell;
    r.caster = c;
    r.distance = distance;
    return r;
}

} // namespace

class TestSkirmishMagic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void energy();
    void fixedCosts_data();
    void fixedCosts();
    void variableCosts_data();
    void variableCosts();
    void durations_data();
    void durations();
    void ranges_data();
    void ranges();
    void thresholds_data();
    void thresholds();
    void refusals_data();
    void refusals();
    void levitationByDefault();
    void workedExamples_data();
    void workedExamples();
    void counterFailsThenCasterRolls();
    void castingThroughDice();
    void fireball_data();
    void fireball();
    void spirits();
    void spellsInCombat();
};

// §7.1; §13 ex.53: 73 → 36 when wounded → 72 when healed.
void TestSkirmishMagic::energy()
{
    QCOMPARE(startingEnergy(1), 100);
    QCOMPARE(startingEnergy(2), 200);
    QCOMPARE(energyAfterWound(73), 36);
    QCOMPARE(energyAfterHealing(energyAfterWound(73)), 72);
}

// §7.4.2, §7.4.3, §7.4.5, §7.4.6 fixed costs, with the cards they are on.
void TestSkirmishMagic::fixedCosts_data()
{
    QTest::addColumn<int>("spell");
    QTest::addColumn<int>("cost");
    QTest::addColumn<bool>("dn1");
    QTest::addColumn<bool>("dn2");
    const struct
    {
        Spell s;
        int cost;
        bool dn1;
        bool dn2;
    } rows[] = {
        {Spell::TreeSmall, 7, true, false},
        {Spell::TreeMedium, 12, true, false},
        {Spell::TreeLarge, 20, true, false},
        {Spell::HouseSmall, 15, true, false},
        {Spell::HouseMedium, 20, true, false},
        {Spell::HouseLarge, 25, true, false},
        {Spell::Tower, 35, true, false},
        {Spell::SpringSmall, 10, true, false},
        {Spell::SpringMedium, 15, true, false},
        {Spell::SpringLarge, 20, true, false},
        {Spell::CrevasseSmall, 12, true, false},
        {Spell::CrevasseMedium, 20, true, false},
        {Spell::CrevasseLarge, 25, true, false},
        {Spell::EntranceOneHex, 20, true, false},
        {Spell::EntranceTwoHex, 30, true, false},
        {Spell::BridgeSmall, 12, true, true},
        {Spell::BridgeMedium, 20, true, true},
        {Spell::BridgeLarge, 25, false, true},
        {Spell::TunnelOneHex, 12, true, true},
        {Spell::TunnelTwoHexOrJunction, 20, true, true},
        {Spell::Detect, 30, false, true},
        {Spell::DetectAndEnumerate, 40, false, true},
        {Spell::DetectAndIdentify, 50, false, true},
        {Spell::DetectAndLocate, 50, false, true},
        {Spell::Fireball, 10, true, true},
        {Spell::RaiseLivingDead, 25, true, true},
        {Spell::RaiseGargoyles, 20, true, true},
    };
    for (const auto &r : rows)
        QTest::addRow("§7.4 %s: %d EPs", qPrintable(spellName(r.s)), r.cost)
            << int(r.s) << r.cost << r.dn1 << r.dn2;
}

void TestSkirmishMagic::fixedCosts()
{
    QFETCH(int, spell);
    QFETCH(int, cost);
    QFETCH(bool, dn1);
    QFETCH(bool, dn2);
    QCOMPARE(spellCost(Spell(spell), {}), std::optional<int>(cost));
    QCOMPARE(spellInfo(Spell(spell)).onDn1Cards, dn1);
    QCOMPARE(spellInfo(Spell(spell)).onDn2Cards, dn2);
    QCOMPARE(spellInfo(Spell(spell)).spell, Spell(spell));
}

// §7.4.1, §7.4.4, §12 C12: costs from a magnitude or the target's current values;
// §13 ex.52, 54, 58, 60.
void TestSkirmishMagic::variableCosts_data()
{
    QTest::addColumn<int>("spell");
    QTest::addColumn<int>("magnitude");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>(
        "targetCase"); // 0 healthy foot, 1 wounded foot, 2 mounted, 3 dead mounted
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("cost");
    QTest::newRow("§7.4.1 own movement: 1 per MP")
        << int(Spell::IncreaseOwnMovement) << 4 << "" << 0 << 1 << 4;
    QTest::newRow("§7.4.1 own attack: 1 per point")
        << int(Spell::IncreaseOwnAttack) << 6 << "" << 0 << 1 << 6;
    QTest::newRow("§7.4.1 own defence: 1 per point")
        << int(Spell::IncreaseOwnDefence) << 3 << "" << 0 << 1 << 3;
    QTest::newRow("§7.4.1 teleportation: 3 per hex")
        << int(Spell::Teleportation) << 5 << "" << 0 << 1 << 15;
    QTest::newRow("§7.4.1 invisibility level 1: 15")
        << int(Spell::Invisibility) << 0 << "" << 0 << 1 << 15;
    QTest::newRow("§7.4.1 invisibility level 2: 12")
        << int(Spell::Invisibility) << 0 << "" << 0 << 2 << 12;
    QTest::newRow("§13 ex.60 Zacharie heals himself: 4")
        << int(Spell::HealOwnWound) << 0 << "zacharie" << 1 << 1 << 4;
    QTest::newRow("§13 ex.60 Shaman heals himself: 3")
        << int(Spell::HealOwnWound) << 0 << "shaman" << 1 << 1 << 3;
    QTest::newRow("§7.4.3 demolish 2 wall hexes: 20")
        << int(Spell::DemolishWall) << 2 << "" << 0 << 1 << 20;
    QTest::newRow("§13 ex.58 immobilize Gromrak: 10 + 6")
        << int(Spell::Immobilization) << 0 << "gromrak" << 0 << 1 << 16;
    QTest::newRow("§13 ex.52 double mounted Konrad's attack: 30")
        << int(Spell::DoubleAttack) << 0 << "konrad" << 2 << 1 << 30;
    QTest::newRow("§7.4.4 halve Gromrak's attack: 16")
        << int(Spell::HalveAttack) << 0 << "gromrak" << 0 << 1 << 16;
    QTest::newRow("§13 ex.54 heal wounded Konrad on foot: 19")
        << int(Spell::HealWounded) << 0 << "konrad" << 1 << 1 << 19;
    QTest::newRow("§12 C12 revive Konrad dead in the saddle: 30 + 28")
        << int(Spell::Revive) << 0 << "konrad" << 3 << 1 << 58;
    QTest::newRow("§12 C12 revive Gromrak: 16 + 10")
        << int(Spell::Revive) << 0 << "gromrak" << 0 << 1 << 26;
    QTest::newRow("§7.4.4 magic circle of 7 hexes: 70")
        << int(Spell::MagicCircle) << 7 << "" << 0 << 1 << 70;
    QTest::newRow("§7.4.4 movement +3 for a healthy target: 6")
        << int(Spell::IncreaseMovement) << 3 << "gromrak" << 0 << 1 << 6;
    QTest::newRow("§7.4.4 movement +3 for a wounded target: 9")
        << int(Spell::IncreaseMovement) << 3 << "gromrak" << 1 << 1 << 9;
    QTest::newRow("§7.4.4 improve shooting by 2: 6")
        << int(Spell::ImproveShooting) << 2 << "" << 0 << 1 << 6;
    QTest::newRow("§7.4.4 levitate Simon 2 hexes: 16")
        << int(Spell::Levitation) << 2 << "simon" << 0 << 1 << 16;
    QTest::newRow("§7.4.4 levitate armoured Aldus 2 hexes: 24")
        << int(Spell::Levitation) << 2 << "aldus" << 0 << 1 << 24;
    QTest::newRow("§8.4 levitate a Troll 1 hex: 12")
        << int(Spell::Levitation) << 1 << "gnurr" << 0 << 1 << 12;
    QTest::newRow("§8.1 levitate Thrugg 1 hex: 12")
        << int(Spell::Levitation) << 1 << "thrugg" << 0 << 1 << 12;
}

void TestSkirmishMagic::variableCosts()
{
    QFETCH(int, spell);
    QFETCH(int, magnitude);
    QFETCH(QString, target);
    QFETCH(int, targetCase);
    QFETCH(int, level);
    QFETCH(int, cost);
    SpellCostInput in;
    in.magnitude = magnitude;
    in.casterLevel = level;
    if (!target.isEmpty())
        in.target = &skirmishfiles::profile(qPrintable(target));
    if (targetCase == 1)
        in.targetState = woundedState();
    else if (targetCase == 2)
        in.targetState.horse = HorseState::WithRider;
    else if (targetCase == 3)
        in.targetState = CharacterState{Health::Dead, 1, HorseState::WithRider, false};
    QCOMPARE(spellCost(Spell(spell), in), std::optional<int>(cost));
}

// §7.4 durations, §12 C12; spirits count the casting turn as half a turn (§7.4.6).
void TestSkirmishMagic::durations_data()
{
    QTest::addColumn<int>("spell");
    QTest::addColumn<bool>("underground");
    QTest::addColumn<int>("after"); // -1 no lasting effect
    QTest::newRow("§12 C12 one turn: the next player turn")
        << int(Spell::DoubleAttack) << false << 1;
    QTest::newRow("§12 C12 magic circle: the casting turn only")
        << int(Spell::MagicCircle) << false << 0;
    QTest::newRow("§7.4.6 Living Dead above ground: 2 turns")
        << int(Spell::RaiseLivingDead) << false << 3;
    QTest::newRow("§7.4.6 Living Dead underground: 1 turn")
        << int(Spell::RaiseLivingDead) << true << 1;
    QTest::newRow("§7.4.6 Gargoyles above ground: 4 turns")
        << int(Spell::RaiseGargoyles) << false << 7;
    QTest::newRow("§7.4.6 Gargoyles underground: 2 turns")
        << int(Spell::RaiseGargoyles) << true << 3;
    QTest::newRow("§7.4 healing is immediate") << int(Spell::HealWounded) << false << -1;
    QTest::newRow("§7.4 terrain lasts the scenario") << int(Spell::BridgeSmall) << false << -1;
    QTest::newRow("§7.4.6 fireball: one turn") << int(Spell::Fireball) << false << 1;
}

void TestSkirmishMagic::durations()
{
    QFETCH(int, spell);
    QFETCH(bool, underground);
    QFETCH(int, after);
    QCOMPARE(playerTurnsAfterCasting(Spell(spell), underground).value_or(-1), after);
}

// §7.2 step 4, §12 C27.
void TestSkirmishMagic::ranges_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("underground");
    QTest::addColumn<bool>("dn2Limits");
    QTest::addColumn<int>("range");
    const int dn1 = int(Game::DN1), dn2 = int(Game::DN2);
    QTest::newRow("§7.2 DN1 level 1: 10") << dn1 << 1 << false << true << 10;
    QTest::newRow("§12 C27 DN1 level 2 above ground: 15") << dn1 << 2 << false << true << 15;
    QTest::newRow("§7.2 DN2 level 1: 7") << dn2 << 1 << true << true << 7;
    QTest::newRow("§7.2 DN2 level 2: 10") << dn2 << 2 << true << true << 10;
    QTest::newRow("§7.2 (T) DN1 underground level 1: 7") << dn1 << 1 << true << true << 7;
    QTest::newRow("§7.2 (T) option off: DN1 underground level 1: 10")
        << dn1 << 1 << true << false << 10;
}

void TestSkirmishMagic::ranges()
{
    QFETCH(int, game);
    QFETCH(int, level);
    QFETCH(bool, underground);
    QFETCH(bool, dn2Limits);
    QFETCH(int, range);
    SkirmishSettings s;
    s.dn2MagicLimitsUnderground = dn2Limits;
    QCOMPARE(spellRange(Game(game), level, underground, s), range);
}

// §7.2 step 2: 1-10 EPs need more than 1, 11-20 more than 2...
void TestSkirmishMagic::thresholds_data()
{
    QTest::addColumn<int>("cost");
    QTest::addColumn<int>("threshold");
    const int rows[][2] = {{1, 1},  {10, 1}, {11, 2}, {20, 2}, {21, 3},
                           {30, 3}, {50, 5}, {60, 6}, {61, 7}};
    for (const auto &r : rows)
        QTest::addRow("§7.2 %d EPs: more than %d", r[0], r[1]) << r[0] << r[1];
}

void TestSkirmishMagic::thresholds()
{
    QFETCH(int, cost);
    QFETCH(int, threshold);
    QCOMPARE(successThreshold(cost), threshold);
    // Literal checks of the printed bands.
    QCOMPARE(successThreshold(10), 1);
    QCOMPARE(successThreshold(11), 2);
    QCOMPARE(successThreshold(30), 3);
    QCOMPARE(successThreshold(16), 2); // §13 ex.58: immobilizing Gromrak needs more than 2
    QCOMPARE(successThreshold(19), 2); // §13 ex.54
}

// §7.1-§7.4: what cannot be cast, each naming why.
void TestSkirmishMagic::refusals_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("starts");
    QTest::newRow("§7.1 not a spellcaster") << 0 << "§7.1 Konrad the Just is no spellcaster";
    QTest::newRow("§7.1 not enough EPs") << 1 << "§7.1 Zacharie the Lightning-Bringer has 5 EPs";
    QTest::newRow("§7.2 DN1 one spell per player turn") << 2 << "§7.2";
    QTest::newRow("§7.2 DN2 one spell per game turn") << 3 << "§7.2";
    QTest::newRow("§7.4 group 1 terrain not on DN2 cards") << 4 << "§7.4 Small tree is not on";
    QTest::newRow("§7.4.2 group 1 terrain underground in DN1") << 5 << "§7.4.2";
    QTest::newRow("§7.4.5 detection needs level 2") << 6 << "§7.4";
    QTest::newRow("§13 ex.59 DN2 target on another map") << 7 << "§7.2 underground";
    QTest::newRow("§7.3 no counterspell in DN2") << 8 << "§7.3 there are no counterspells";
    QTest::newRow("§7.3 counterer short of EPs") << 9 << "§7.3 Shaman has 50 EPs left";
    QTest::newRow("§6.1 a stunned caster") << 10 << "§6.1";
    QTest::newRow("§12 C26 option off: no Levitation in DN1") << 11 << "§7.4 Levitation is not on";
}

void TestSkirmishMagic::refusals()
{
    QFETCH(int, which);
    QFETCH(QString, starts);
    SkirmishSettings s;
    CastRequest r = request(Spell::Fireball, caster("zacharie"), 3);
    r.cost = 10;
    switch (which) {
    case 0:
        r.caster = caster("konrad");
        break;
    case 1:
        r.caster.epLeft = 5;
        break;
    case 2:
        r.caster.castThisPlayerTurn = true;
        break;
    case 3:
        r.game = Game::DN2;
        r.caster.castThisGameTurn = true;
        break;
    case 4:
        r.game = Game::DN2;
        r.spell = Spell::TreeSmall;
        r.cost = 7;
        break;
    case 5:
        r.underground = true;
        r.spell = Spell::TreeSmall;
        r.cost = 7;
        break;
    case 6:
        r.game = Game::DN2;
        r.spell = Spell::Detect;
        r.cost = 30;
        break;
    case 7:
        r.game = Game::DN2;
        r.otherMap = true;
        break;
    case 8:
        r.game = Game::DN2;
        r.counterer = caster("shaman");
        break;
    case 9:
        r.cost = 30;
        r.counterer = caster("shaman", 1, 50);
        break;
    case 10:
        r.caster.state.health = Health::Stunned;
        break;
    default:
        s.levitationForAll = false;
        r.spell = Spell::Levitation;
        r.cost = 8;
        break;
    }
    const CastOutcome o = castSpell(r, 5, 5, s);
    QVERIFY(o.refusal);
    QVERIFY2(o.explain().startsWith(starts), qPrintable(o.explain()));
    QCOMPARE(o.casterAfter.epLeft, r.caster.epLeft); // a refused spell costs nothing
}

// §12 C26: Levitation, printed on the DN2 cards, is allowed to every caster by default.
void TestSkirmishMagic::levitationByDefault()
{
    CastRequest r = request(Spell::Levitation, caster("zacharie"), 2);
    r.cost = 8;
    const CastOutcome o = castSpell(r, std::nullopt, 1, {});
    QVERIFY2(!o.refusal, qPrintable(o.explain()));
    QVERIFY(o.succeeds);
    QCOMPARE(o.casterAfter.epLeft, 92);
}

// §13.4 examples 51, 52, 54, 57, 59, 60.
void TestSkirmishMagic::workedExamples_data()
{
    QTest::addColumn<int>("example");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("succeeds");
    QTest::addColumn<int>("epAfter");
    QTest::newRow("§13 ex.51 fireball at 13 hexes, roll 3: 3 + 1 − 3 = 1, fails")
        << 51 << 3 << false << 90;
    QTest::newRow("§13 ex.51 roll 4: 2, succeeds") << 51 << 4 << true << 90;
    QTest::newRow("§13 ex.54 heal Konrad (19), roll 1: 1 + 1 = 2, fails") << 54 << 1 << false << 81;
    QTest::newRow("§13 ex.54 roll 2: 3, succeeds") << 54 << 2 << true << 81;
    QTest::newRow("§13 ex.57 level 2 detect and identify, roll 4: 6 > 5") << 57 << 4 << true << 150;
    QTest::newRow("§13 ex.57 roll 3: 5, fails") << 57 << 3 << false << 150;
    QTest::newRow("§13 ex.59 level 1 at 9 hexes in DN2: −2, a 10-EP spell on 2 fails")
        << 59 << 2 << false << 90;
    QTest::newRow("§13 ex.59 roll 3: 3 + 1 − 2 = 2, succeeds") << 59 << 3 << true << 90;
    QTest::newRow("§13 ex.60 Zacharie heals himself, roll 1: always succeeds")
        << 60 << 1 << true << 96;
}

void TestSkirmishMagic::workedExamples()
{
    QFETCH(int, example);
    QFETCH(int, face);
    QFETCH(bool, succeeds);
    QFETCH(int, epAfter);
    CastRequest r;
    switch (example) {
    case 51:
        r = request(Spell::Fireball, caster("zacharie"), 13);
        r.cost = *spellCost(Spell::Fireball, {});
        break;
    case 54: {
        r = request(Spell::HealWounded, caster("zacharie"), 4);
        SpellCostInput in;
        in.target = &skirmishfiles::profile("konrad");
        in.targetState = woundedState();
        r.cost = *spellCost(Spell::HealWounded, in);
        break;
    }
    case 57:
        r = request(Spell::DetectAndIdentify, caster("zacharie", 2, 200), 12, Game::DN2);
        r.otherMap = true;
        r.adjacentMap = true;
        r.cost = *spellCost(Spell::DetectAndIdentify, {});
        break;
    case 59:
        r = request(Spell::Fireball, caster("shaman"), 9, Game::DN2);
        r.cost = 10;
        break;
    default: {
        Spellcaster z = caster("zacharie");
        z.state = woundedState();
        r = request(Spell::HealOwnWound, z, 0);
        SpellCostInput in;
        in.target = z.profile;
        in.targetState = z.state;
        r.cost = *spellCost(Spell::HealOwnWound, in);
        break;
    }
    }
    const CastOutcome o = castSpell(r, std::nullopt, face, {});
    QVERIFY2(!o.refusal, qPrintable(o.explain()));
    QCOMPARE(o.succeeds, succeeds);
    QCOMPARE(o.casterAfter.epLeft, epAfter);
    QVERIFY(o.explain().contains(QStringLiteral("§7.2")));
}

// §7.3, §13 ex.52: Shaman counters Zacharie's Double attack (30) at 60 EPs and rolls 7.
void TestSkirmishMagic::counterFailsThenCasterRolls()
{
    CastRequest r = request(Spell::DoubleAttack, caster("zacharie"), 4);
    r.cost = 30;
    r.counterer = caster("shaman");
    r.countererDistance = 8;
    CastOutcome o = castSpell(r, 7, std::nullopt, {});
    QVERIFY(o.countered);
    QVERIFY(!o.face);
    QCOMPARE(o.casterAfter.epLeft, 70);
    QCOMPARE(o.countererAfter->epLeft, 40);
    QVERIFY(o.countererAfter->counteredThisPlayerTurn);
    QVERIFY(o.explain().contains(QStringLiteral("§7.3 the spell is cancelled")));
    // Counter rolls 5: 5 + 1 = 6, not more than 6: it fails; the caster then rolls 3: 4 > 3.
    o = castSpell(r, 5, 3, {});
    QVERIFY(!o.countered);
    QVERIFY(o.succeeds);
    QCOMPARE(o.casterAfter.epLeft, 70);
    QCOMPARE(o.countererAfter->epLeft, 40);
    // Both may fail: the caster rolls 2: 3, not more than 3.
    o = castSpell(r, 5, 2, {});
    QVERIFY(!o.countered);
    QVERIFY(!o.succeeds);
}

// §7.2: the rolls go through the dice: the counter's first, the caster's only if needed.
void TestSkirmishMagic::castingThroughDice()
{
    CastRequest r = request(Spell::DoubleAttack, caster("zacharie"), 4);
    r.cost = 30;
    r.counterer = caster("shaman");
    herald::dice::Dice dice(herald::dice::Generator(3, 0));
    dice.queueTyped({7});
    CastOutcome o = castSpell(r, dice, {});
    QVERIFY(o.countered);
    QCOMPARE(dice.rolls().size(), std::size_t(1));
    herald::dice::Dice again(herald::dice::Generator(3, 0));
    again.queueTyped({5, 9});
    o = castSpell(r, again, {});
    QVERIFY(!o.countered);
    QVERIFY(o.succeeds);
    QCOMPARE(again.rolls().size(), std::size_t(2));
}

// §7.4.6, §12 C13; §13 ex.55, 56.
void TestSkirmishMagic::fireball_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("retreat");
    const int ok = int(Health::Healthy), wd = int(Health::Wounded), dd = int(Health::Dead);
    QTest::newRow("§7.4.6 roll 6 unarmoured: wounded and retreats") << "simon" << 6 << wd << 1;
    QTest::newRow("§7.4.6 roll 7 unarmoured: retreats") << "simon" << 7 << ok << 1;
    QTest::newRow("§13 ex.55 armoured, roll 4: 7, retreats only") << "aldus" << 4 << ok << 1;
    QTest::newRow("§7.4.6 armoured, roll 3: 6, wounded") << "aldus" << 3 << wd << 1;
    QTest::newRow("§13 ex.56 Guard, roll 3: the wound becomes a retreat")
        << "migam" << 3 << ok << 1;
    QTest::newRow("§9.3 Guard, roll 9: the retreat has no effect") << "migam" << 9 << ok << 0;
    QTest::newRow("§8.3 a dog's wound kills it") << "lucifer" << 2 << dd << 0;
}

void TestSkirmishMagic::fireball()
{
    QFETCH(QString, who);
    QFETCH(int, face);
    QFETCH(int, health);
    QFETCH(int, retreat);
    const FireballOutcome o =
        resolveFireball(skirmishfiles::profile(qPrintable(who)), {}, Game::DN2, face);
    QCOMPARE(int(o.after.health), health);
    QCOMPARE(o.retreatHexes, retreat);
    QVERIFY(o.explanation.startsWith(QStringLiteral("§7.4.6")));
}

// §7.4.6, §12 C30: spirits turn every harm into a simple retreat; values of §9.8.
void TestSkirmishMagic::spirits()
{
    const Profile &dead = skirmishfiles::profile("living-dead");
    const Profile &gargoyle = skirmishfiles::profile("gargoyle");
    QCOMPARE(dead.levels.front(), (Strength{15, 9, 6, false}));
    QCOMPARE(gargoyle.levels.front(), (Strength{12, 6, 10, false}));
    QCOMPARE(dead.count, 4);
    QCOMPARE(gargoyle.count, 2);
    for (Blow b : {Blow::Stun, Blow::Wound, Blow::Kill}) {
        const BlowOutcome melee = applyBlow(dead, {}, b);
        QCOMPARE(melee.after.health, Health::Healthy);
        QCOMPARE(melee.retreatHexes, 1);
        BlowSource missile;
        missile.missile = true;
        QVERIFY(applyBlow(gargoyle, {}, b, missile).retreatAsMissileA);
    }
}

// §4.10 steps 2-3 with §7.4.1, §7.4.4: doubled, halved and increased strengths, magic circles,
// immobilization.
void TestSkirmishMagic::spellsInCombat()
{
    ActiveSpells doubled;
    doubled.attackDoubled = true;
    QCOMPARE(attackWithSpells(15, doubled), 30);
    ActiveSpells halved;
    halved.attackHalved = true;
    QCOMPARE(attackWithSpells(15, halved), 7);
    ActiveSpells both = doubled;
    both.attackHalved = true;
    both.attackBonus = 3;
    QCOMPARE(attackWithSpells(15, both), 18);
    ActiveSpells still;
    still.immobilized = true;
    still.movementBonus = 4;
    QCOMPARE(movementWithSpells(6, still), 0);
    still.immobilized = false;
    QCOMPARE(movementWithSpells(6, still), 10);

    // §13 ex.52 had the counter failed: Konrad mounted doubled, 60 against Gromrak's 10.
    Fighter konrad;
    konrad.profile = &skirmishfiles::profile("konrad");
    konrad.state.horse = HorseState::WithRider;
    konrad.hexes = {Terrain::Flat, Terrain::Flat};
    konrad.spells = doubled;
    Fighter gromrak;
    gromrak.profile = &skirmishfiles::profile("gromrak");
    MeleeSetup s;
    s.attackers = {konrad};
    s.defenders = {gromrak};
    MeleeOdds o = meleeOdds(s, {});
    QCOMPARE(o.attack, 60);
    QCOMPARE(o.column, 6);
    // Increase defence on the defender.
    s.defenders[0].spells.defenceBonus = 5;
    QCOMPARE(meleeOdds(s, {}).defence, 15);
    // A magic circle stops attacks and shots.
    s.defenders[0].spells.inMagicCircle = true;
    o = meleeOdds(s, {});
    QCOMPARE(*o.refusal, MeleeRefusal::MagicCircle);
    Shot shot;
    shot.shooter = &skirmishfiles::profile("laberne");
    shot.target = &skirmishfiles::profile("gromrak");
    shot.distance = 4;
    shot.line.targetHexes = {Terrain::Flat};
    QVERIFY(shotOdds(shot, {}).legal());
    shot.targetInMagicCircle = true;
    QCOMPARE(*shotOdds(shot, {}).refusal, MissileRefusal::MagicCircle);
}

QTEST_GUILESS_MAIN(TestSkirmishMagic)
#include "tst_skirmish_magic.moc"
