// Dragon Noir characters and creatures: the shipped tables of §8 and §9 (resources/skirmish),
// their values in every state (§1.2, §1.3, §6.1), the roster format's refusals, and the §6
// state machine with the conversions of §6.2, §8 and §9.
#include "skirmishfiles.h"

#include "core/skirmish/characterstate.h"
#include "core/skirmish/wounds.h"

#include <QtTest>

#include <map>

using namespace herald::skirmish;

namespace {

QString valuesText(const std::optional<CurrentValues> &v)
{
    if (!v)
        return QStringLiteral("dead");
    const QString d =
        v->armoured ? QStringLiteral("(%1)").arg(v->defence) : QString::number(v->defence);
    QString text = QStringLiteral("%1/%2-%3").arg(v->attack).arg(d).arg(v->move);
    if (v->rearDefence != v->defence)
        text += QStringLiteral(" rear %1").arg(v->rearDefence);
    if (v->landMove != v->move)
        text += QStringLiteral(" land %1").arg(v->landMove);
    return text;
}

CharacterState makeState(int health, int wounds, bool mounted, bool baby = false)
{
    CharacterState s;
    s.health = Health(health);
    s.wounds = wounds;
    s.horse = mounted ? HorseState::WithRider : HorseState::None;
    s.baby = baby;
    return s;
}

} // namespace

class TestSkirmishCharacters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counterMix_data();
    void counterMix();
    void values_data();
    void values();
    void horse();
    void describe();
    void rosterErrors_data();
    void rosterErrors();
    void blows_data();
    void blows();
    void retreats_data();
    void retreats();
};

// §1.2 counter totals: 72 Adventurers, 60 Krobs, 8 Gharvs; §8.2 the Ork count of §12 A15.
void TestSkirmishCharacters::counterMix_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("count");
    QTest::newRow("§8.1 22 Rebels of Haloven") << "rebels" << 22;
    QTest::newRow("§8.2 §12 A15 26 Orks with the Wardogs") << "orks" << 26;
    QTest::newRow("§1.2 7 Goblins") << "goblins" << 7;
    QTest::newRow("§1.2 6 'Elves' with Sarah and Gotmar") << "elves" << 6;
    QTest::newRow("§1.2 3 Trolls") << "trolls" << 3;
    QTest::newRow("§1.2 8 Black Dwarves") << "dwarves" << 8;
    QTest::newRow("§1.2 60 Krobs") << "krobs" << 60;
    QTest::newRow("§9.6 8 Gharvs") << "gharvs" << 8;
}

void TestSkirmishCharacters::counterMix()
{
    QFETCH(QString, group);
    QFETCH(int, count);
    int total = 0;
    for (const Profile &p : skirmishfiles::shippedRoster().profiles)
        if (p.group == group)
            total += p.count;
    QCOMPARE(total, count);
}

// §8, §9: a character's values in each state: rows of the tables as read back from the data.
void TestSkirmishCharacters::values_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("wounds");
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<bool>("baby");
    QTest::addColumn<QString>("expected");

    const int dn1 = int(Game::DN1), dn2 = int(Game::DN2);
    const int ok = int(Health::Healthy), st = int(Health::Stunned), wd = int(Health::Wounded),
              dd = int(Health::Dead);
    QTest::newRow("§8.1 Konrad mounted")
        << "konrad" << dn1 << ok << 0 << true << false << "30/(28)-12";
    QTest::newRow("§8.1 Konrad mounted wounded")
        << "konrad" << dn1 << wd << 1 << true << false << "15/(14)-12";
    QTest::newRow("§8.1 Konrad on foot")
        << "konrad" << dn1 << ok << 0 << false << false << "20/(18)-8";
    QTest::newRow("§8.1 Konrad on foot wounded")
        << "konrad" << dn1 << wd << 1 << false << false << "10/(9)-4";
    QTest::newRow("§8.1 Konrad stunned")
        << "konrad" << dn1 << st << 0 << false << false << "0/(4)-0";
    QTest::newRow("§8.1 Konrad dead") << "konrad" << dn1 << dd << 1 << false << false << "dead";
    QTest::newRow("§8.1 Zacharie mounted")
        << "zacharie" << dn1 << ok << 0 << true << false << "8/5-10";
    QTest::newRow("§8.1 Thrugg on foot wounded")
        << "thrugg" << dn1 << wd << 1 << false << false << "10/6-2";
    QTest::newRow("§8.1 §12 A13 Jon on foot")
        << "jon" << dn1 << ok << 0 << false << false << "4/3-8";
    QTest::newRow("§8.1 §12 A13 Arlon mounted wounded")
        << "arlon" << dn1 << wd << 1 << true << false << "4/(3)-12";
    QTest::newRow("§8.1 Lucifer") << "lucifer" << dn1 << ok << 0 << false << false << "14/10-12";
    QTest::newRow("§8.2 Black Fox mounted")
        << "black-fox" << dn1 << ok << 0 << true << false << "28/(18)-12";
    QTest::newRow("§8.2 Black Fox stunned")
        << "black-fox" << dn1 << st << 0 << false << false << "0/(5)-0";
    QTest::newRow("§8.2 §12 A13 Guruz wounded 4/(4)-3")
        << "guruz" << dn1 << wd << 1 << false << false << "4/(4)-3";
    QTest::newRow("§8.2 §12 A14 Crazy Ork berserk")
        << "crazy-ork" << dn1 << wd << 1 << false << false << "24/16-8";
    QTest::newRow("§8.2 Wardog") << "wardog" << dn1 << ok << 0 << false << false << "10/(6)-8";
    QTest::newRow("§8.4 Gerfindel")
        << "gerfindel" << dn1 << ok << 0 << false << false << "16/(10)-8";
    QTest::newRow("§8.4 Troll two wounds")
        << "throda" << dn1 << wd << 2 << false << false << "10/6-2";
    QTest::newRow("§8.4 Sarah in DN1") << "sarah" << dn1 << ok << 0 << false << false << "3/2-6";
    QTest::newRow("§8.4 Sarah in DN2") << "sarah" << dn2 << ok << 0 << false << false << "7/4-6";
    QTest::newRow("§8.4 Gotmar wounded in DN2")
        << "gotmar" << dn2 << wd << 1 << false << false << "6/5-4";
    QTest::newRow("§9.1 dragon head after two wounds")
        << "dragon-head" << dn1 << wd << 2 << false << false << "30/0-0";
    QTest::newRow("§9.1 dragon body after one wound")
        << "dragon-body" << dn1 << wd << 1 << false << false << "0/20-5";
    QTest::newRow("§9.2 Baby Dragon one wound")
        << "baby-dragon" << dn1 << wd << 1 << false << false << "30/15-8";
    QTest::newRow("§9.3 Alkiram healthy")
        << "alkiram" << dn2 << ok << 0 << false << false << "80/35-2 rear 7";
    QTest::newRow("§9.3 Alkiram strength IV")
        << "alkiram" << dn2 << wd << 4 << false << false << "15/7-1 rear 3";
    QTest::newRow("§9.3 Migam one wound")
        << "migam" << dn2 << wd << 1 << false << false << "19/19-3 rear 4";
    QTest::newRow("§9.3 Zym baby") << "zym" << dn2 << ok << 0 << false << true << "6/6-8";
    QTest::newRow("§9.3 Warrior shell is armour")
        << "warrior" << dn2 << ok << 0 << false << false << "10/(8)-5";
    QTest::newRow("§9.3 Warrior baby") << "warrior" << dn2 << ok << 0 << false << true << "5/4-10";
    QTest::newRow("§9.3 Slayer 4 wounded")
        << "slayer-4" << dn2 << wd << 1 << false << false << "8/3-4";
    QTest::newRow("§9.3 Hunter wounded") << "hunter" << dn2 << wd << 1 << false << false << "4/2-6";
    QTest::newRow("§9.6 Gharv two wounds")
        << "gharv" << dn2 << wd << 2 << false << false << "9/6-3 land 1";
}

void TestSkirmishCharacters::values()
{
    QFETCH(QString, id);
    QFETCH(int, game);
    QFETCH(int, health);
    QFETCH(int, wounds);
    QFETCH(bool, mounted);
    QFETCH(bool, baby);
    QFETCH(QString, expected);
    const Profile &p = skirmishfiles::profile(qPrintable(id));
    QCOMPARE(valuesText(currentValues(p, makeState(health, wounds, mounted, baby), Game(game))),
             expected);
}

// §4.9, §8.1: the riderless horse has its own defence; circled = caparisoned = armoured.
void TestSkirmishCharacters::horse()
{
    QCOMPARE(valuesText(horseValues(skirmishfiles::profile("konrad"))), QStringLiteral("0/(5)-0"));
    QCOMPARE(valuesText(horseValues(skirmishfiles::profile("godiva"))), QStringLiteral("0/2-0"));
    QVERIFY(!horseValues(skirmishfiles::profile("gromrak")));
    QCOMPARE(initialState(skirmishfiles::profile("konrad"), Game::DN1).horse,
             HorseState::WithRider);
    QCOMPARE(initialState(skirmishfiles::profile("konrad"), Game::DN2).horse, HorseState::None);
}

void TestSkirmishCharacters::describe()
{
    QCOMPARE(describeState(skirmishfiles::profile("konrad"), makeState(2, 1, true), Game::DN1),
             QStringLiteral("Konrad the Just, mounted, wounded: 15/(14)-12"));
    QCOMPARE(describeState(skirmishfiles::profile("throda"), makeState(2, 2, false), Game::DN1),
             QStringLiteral("Throda, 2 wound(s): 10/6-2"));
}

// The roster format (docs/skirmish-roster-format.md): each refusal names line, id and field.
void TestSkirmishCharacters::rosterErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("too few cells") << "a | A | g | person | -"
                                   << "line 1 (-), field -: expected 6 cells separated by '|' "
                                      "(id, name, group, kind, weapon, values), found 5";
    QTest::newRow("unknown kind") << "# c\na | A | g | wizard | - | levels=1/1-1"
                                  << "line 2 (a), field kind: unknown kind 'wizard'";
    QTest::newRow("unknown weapon") << "a | A | g | person | sling | levels=1/1-1"
                                    << "line 1 (a), field weapon: unknown weapon 'sling'";
    QTest::newRow("bad strength") << "a | A | g | person | - | levels=1/1-1;2/(2-1"
                                  << "line 1 (a), field levels: cannot read '1/1-1;2/(2-1'";
    QTest::newRow("bad defence") << "a | A | g | person | - | levels=1/1-1 stunned=(x)"
                                 << "line 1 (a), field stunned: cannot read '(x)'";
    QTest::newRow("no levels") << "a | A | g | person | - | stunned=1"
                               << "line 1 (a), field levels: every character needs its levels";
    QTest::newRow("unknown field") << "a | A | g | person | - | levels=1/1-1 colour=red"
                                   << "line 1 (a), field colour: unknown field";
    QTest::newRow("duplicate id") << "a | A | g | person | - | levels=1/1-1\n"
                                     "a | B | g | person | - | levels=1/1-1"
                                  << "line 2 (a), field id: the id is used twice";
    QTest::newRow("rider without horse")
        << "a | A | g | person | - | levels=1/1-1;1/1-1 mounted=2/2-2;1/1-1"
        << "line 1 (a), field mounted: a rider needs two mounted value sets and the horse's "
           "defence";
    QTest::newRow("rear defences short") << "a | A | g | guard | - | levels=1/1-1;1/1-1 rear=5"
                                         << "line 1 (a), field rear: 1 rear defences for 2 levels";
}

void TestSkirmishCharacters::rosterErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const RosterParseResult r = parseRoster(text);
    QVERIFY(!r.roster);
    QVERIFY(!r.errors.empty());
    QCOMPARE(r.errors.front().describe(), error);
}

// §6.1 state machine and the conversions of §6.2, §8.2-§8.4, §9.1-§9.6; §13 examples 5, 12,
// 13, 15, 16, 19.
void TestSkirmishCharacters::blows_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("wounds");
    QTest::addColumn<bool>("baby");
    QTest::addColumn<int>("blow");
    QTest::addColumn<int>("source"); // 0 none, 1 poison, 2 venom, 3 missile
    QTest::addColumn<int>("afterHealth");
    QTest::addColumn<int>("afterWounds");
    QTest::addColumn<int>("retreat"); // hexes; -1 = as missile A

    const int ok = int(Health::Healthy), st = int(Health::Stunned), wd = int(Health::Wounded),
              dd = int(Health::Dead);
    const int stun = int(Blow::Stun), wound = int(Blow::Wound), kill = int(Blow::Kill);
    QTest::newRow("§6.1 healthy stunned")
        << "gromrak" << ok << 0 << false << stun << 0 << st << 0 << 0;
    QTest::newRow("§6.1 healthy wounded")
        << "gromrak" << ok << 0 << false << wound << 0 << wd << 1 << 0;
    QTest::newRow("§6.1 healthy killed")
        << "gromrak" << ok << 0 << false << kill << 0 << dd << 0 << 0;
    QTest::newRow("§6.1 stunned stunned again")
        << "gromrak" << st << 0 << false << stun << 0 << dd << 0 << 0;
    QTest::newRow("§6.1 §13 ex.5 stunned then wounded")
        << "zugun" << st << 0 << false << wound << 0 << dd << 0 << 0;
    QTest::newRow("§6.1 wounded stunned")
        << "gromrak" << wd << 1 << false << stun << 0 << dd << 1 << 0;
    QTest::newRow("§6.1 wounded wounded")
        << "gromrak" << wd << 1 << false << wound << 0 << dd << 1 << 0;
    QTest::newRow("§8.2 §13 ex.15 Zed's poison")
        << "davrich" << ok << 0 << false << wound << 1 << dd << 0 << 0;
    QTest::newRow("§8.2 poison does not turn a stun")
        << "davrich" << ok << 0 << false << stun << 1 << st << 0 << 0;
    QTest::newRow("§8.2 §13 ex.16 Krobs immune to poison")
        << "hunter" << ok << 0 << false << wound << 1 << wd << 1 << 0;
    QTest::newRow("§9.3 §13 ex.13 Slayer venom")
        << "aldus" << ok << 0 << false << wound << 2 << dd << 0 << 0;
    QTest::newRow("§8.2 Crazy Ork stunned goes berserk")
        << "crazy-ork" << ok << 0 << false << stun << 0 << wd << 1 << 0;
    QTest::newRow("§8.2 Crazy Ork wounded goes berserk")
        << "crazy-ork" << ok << 0 << false << wound << 0 << wd << 1 << 0;
    QTest::newRow("§8.2 berserk ignores a stun")
        << "crazy-ork" << wd << 1 << false << stun << 0 << wd << 1 << 0;
    QTest::newRow("§8.2 berserk dies of a wound")
        << "crazy-ork" << wd << 1 << false << wound << 0 << dd << 1 << 0;
    QTest::newRow("§8.2 a Slayer's wound kills the Crazy Ork outright")
        << "crazy-ork" << ok << 0 << false << wound << 2 << dd << 0 << 0;
    QTest::newRow("§8.3 §13 ex.12 dog stunned retreats")
        << "lucifer" << ok << 0 << false << stun << 0 << ok << 0 << 1;
    QTest::newRow("§8.3 §12 C30 dog stunned by missile = missile A")
        << "lucifer" << ok << 0 << false << stun << 3 << ok << 0 << -1;
    QTest::newRow("§8.3 one wound kills a dog")
        << "wardog" << ok << 0 << false << wound << 0 << dd << 1 << 0;
    QTest::newRow("§8.4 Troll never stunned")
        << "gnurr" << ok << 0 << false << stun << 0 << ok << 0 << 1;
    QTest::newRow("§8.4 §13 ex.19 Troll killed = two wounds")
        << "throda" << ok << 0 << false << kill << 0 << wd << 2 << 0;
    QTest::newRow("§8.4 Troll third wound kills")
        << "throda" << wd << 2 << false << wound << 0 << dd << 3 << 0;
    QTest::newRow("§8.4 Troll poisoned dies at once")
        << "gnurr" << ok << 0 << false << wound << 1 << dd << 0 << 0;
    QTest::newRow("§9.3 Guard killed = two wounds")
        << "tiom" << ok << 0 << false << kill << 0 << wd << 2 << 0;
    QTest::newRow("§9.3 Guard stunned retreats 1")
        << "tiom" << ok << 0 << false << stun << 0 << ok << 0 << 1;
    QTest::newRow("§9.3 Alkiram dies at the 5th wound")
        << "alkiram" << wd << 3 << false << kill << 0 << dd << 5 << 0;
    QTest::newRow("§9.3 Hunter stunned retreats 2")
        << "hunter" << ok << 0 << false << stun << 0 << ok << 0 << 2;
    QTest::newRow("§9.3 Warrior stunned retreats 1")
        << "warrior" << ok << 0 << false << stun << 0 << ok << 0 << 1;
    QTest::newRow("§9.3 baby Warrior stunned retreats 2")
        << "warrior" << ok << 0 << true << stun << 0 << ok << 0 << 2;
    QTest::newRow("§9.3 baby Krob dies at its first wound")
        << "migam" << ok << 0 << true << wound << 0 << dd << 1 << 0;
    QTest::newRow("§9.3 Warrior second wound kills")
        << "warrior" << wd << 1 << false << wound << 0 << dd << 2 << 0;
    QTest::newRow("§9.3 Warrior killed")
        << "warrior" << ok << 0 << false << kill << 0 << dd << 0 << 0;
    QTest::newRow("§9.6 §12 C11 Gharv stunned retreats 1")
        << "gharv" << ok << 0 << false << stun << 0 << ok << 0 << 1;
    QTest::newRow("§9.6 Gharv third wound kills")
        << "gharv" << wd << 2 << false << wound << 0 << dd << 3 << 0;
    QTest::newRow("§9.6 Zed kills a Gharv at the first cut")
        << "gharv" << ok << 0 << false << wound << 1 << dd << 0 << 0;
    QTest::newRow("§9.1 dragon part: a stun is one wound")
        << "dragon-body" << ok << 0 << false << stun << 0 << wd << 1 << 0;
    QTest::newRow("§9.1 dragon part: a kill is one wound")
        << "dragon-tail" << wd << 1 << false << kill << 0 << wd << 2 << 0;
    QTest::newRow("§9.1 third body wound kills the dragon")
        << "dragon-body" << wd << 2 << false << wound << 0 << dd << 3 << 0;
    QTest::newRow("§12 B7 dragons immune to poison")
        << "dragon-head" << ok << 0 << false << wound << 1 << wd << 1 << 0;
    QTest::newRow("§9.2 Baby Dragon killed = one wound")
        << "baby-dragon" << ok << 0 << false << kill << 0 << wd << 1 << 0;
}

void TestSkirmishCharacters::blows()
{
    QFETCH(QString, id);
    QFETCH(int, health);
    QFETCH(int, wounds);
    QFETCH(bool, baby);
    QFETCH(int, blow);
    QFETCH(int, source);
    QFETCH(int, afterHealth);
    QFETCH(int, afterWounds);
    QFETCH(int, retreat);
    BlowSource from;
    from.poison = source == 1;
    from.venom = source == 2;
    from.missile = source == 3;
    const BlowOutcome out = applyBlow(skirmishfiles::profile(qPrintable(id)),
                                      makeState(health, wounds, false, baby), Blow(blow), from);
    QCOMPARE(int(out.after.health), afterHealth);
    QCOMPARE(out.after.wounds, afterWounds);
    QCOMPARE(retreat < 0 ? -1 : out.retreatHexes, retreat);
    QCOMPARE(out.retreatAsMissileA, retreat < 0);
    QVERIFY(out.explanation.startsWith(QStringLiteral("§")));
}

// §4.7, §6.1 "must retreat" column; §12 C7.
void TestSkirmishCharacters::retreats_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("health");
    QTest::addColumn<int>("wounds");
    QTest::addColumn<int>("possible");
    QTest::addColumn<int>("afterHealth");
    QTest::addColumn<int>("hexes");
    QTest::addColumn<bool>("ignored");
    const int ok = int(Health::Healthy), st = int(Health::Stunned), wd = int(Health::Wounded),
              dd = int(Health::Dead);
    QTest::newRow("§6.1 healthy retreats") << "gromrak" << ok << 0 << 1 << ok << 1 << false;
    QTest::newRow("§6.1 healthy cannot retreat: wounded")
        << "gromrak" << ok << 0 << 0 << wd << 0 << false;
    QTest::newRow("§6.1 wounded retreats") << "gromrak" << wd << 1 << 5 << wd << 1 << false;
    QTest::newRow("§6.1 wounded cannot retreat: dead")
        << "gromrak" << wd << 1 << 0 << dd << 0 << false;
    QTest::newRow("§6.1 stunned must retreat: dead")
        << "gromrak" << st << 0 << 1 << dd << 0 << false;
    QTest::newRow("§4.7 the Black Dragon never retreats")
        << "dragon-head" << ok << 0 << 1 << ok << 0 << true;
    QTest::newRow("§8.2 berserk Crazy Ork ignores retreats")
        << "crazy-ork" << wd << 1 << 1 << wd << 0 << true;
    QTest::newRow("§6.2 Troll cannot retreat: one more wound")
        << "gnurr" << wd << 1 << 0 << wd << 0 << false;
}

void TestSkirmishCharacters::retreats()
{
    QFETCH(QString, id);
    QFETCH(int, health);
    QFETCH(int, wounds);
    QFETCH(int, possible);
    QFETCH(int, afterHealth);
    QFETCH(int, hexes);
    QFETCH(bool, ignored);
    const RetreatOutcome out = applyRetreat(skirmishfiles::profile(qPrintable(id)),
                                            makeState(health, wounds, false), 1, possible);
    QCOMPARE(int(out.after.health), afterHealth);
    QCOMPARE(out.hexes, hexes);
    QCOMPARE(out.ignored, ignored);
    QVERIFY(!out.explanation.isEmpty());
}

QTEST_GUILESS_MAIN(TestSkirmishCharacters)
#include "tst_skirmish_characters.moc"
