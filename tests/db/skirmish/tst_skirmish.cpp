// The skirmish umpire's commands (issue 22) against the rules file dragon-noir.md: every test
// cites the section and, where there is one, the worked example of §13 it replays. Dice are
// typed (the "typed" argument) so each roll is the example's.

#include "../testcampaign.h"
#include "core/skirmish/sequence.h"
#include "core/skirmish/skirmishmap.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/skirmish/skirmishstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTest>

using namespace herald;
using namespace herald::db::skirmish;

namespace {

QString fixture(const QString &name)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/tests/db/skirmish/fixtures/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return QString::fromUtf8(file.readAll());
}

QJsonArray keys(std::initializer_list<const char *> list)
{
    QJsonArray array;
    for (const char *k : list)
        array.append(QString::fromLatin1(k));
    return array;
}

/// A campaign with one skirmish and the commands that play it.
struct Table
{
    TestCampaign campaign;
    db::CommandRunner runner{*campaign.file, db::standardCommands()};
    QString name = QStringLiteral("Club night");

    explicit Table(const QString &scenario = fixture(QStringLiteral("club.scenario.json")))
    {
        QJsonObject args{{QStringLiteral("skirmish"), name}};
        if (!scenario.isEmpty())
            args.insert(QStringLiteral("scenario"), scenario);
        const auto r = runner.execute(QStringLiteral("skirmish.new"), args);
        if (!r.ok())
            qFatal("skirmish.new failed: %s", qPrintable(r.message));
    }
    db::ExecuteResult run(const QString &command, QJsonObject args, QJsonArray typed = {})
    {
        args.insert(QStringLiteral("skirmish"), name);
        if (!typed.isEmpty())
            args.insert(QStringLiteral("typed"), typed);
        return runner.execute(QStringLiteral("skirmish.") + command, args);
    }
    Skirmish load()
    {
        QString error;
        auto s = loadSkirmish(campaign.file->database(), name, &error);
        if (!s)
            qFatal("cannot load: %s", qPrintable(error));
        return *s;
    }
    StoredCharacter who(const QString &key) { return *load().find(key); }
    /// Steps on until the step is `phase` of `side`.
    void goTo(skirmish::Side side, skirmish::Phase phase)
    {
        for (int i = 0; i < 16; ++i) {
            const auto s = load();
            if (s.position.current().side == side && s.position.current().phase == phase)
                return;
            if (!run(QStringLiteral("next"), {}).ok())
                break;
        }
        qFatal("could not reach the step asked for");
    }
    /// The referee puts a counter on `hexes` (skirmish.state).
    bool place(const QString &key, const QString &hexes)
    {
        return run(QStringLiteral("state"),
                   {{QStringLiteral("character"), key}, {QStringLiteral("hexes"), hexes}})
            .ok();
    }
    /// `character` rolls `face` for a Gharv and the counter `gharv` comes up on `at`.
    bool gharvFor(const QString &character, const QString &gharv, const QString &at, int face)
    {
        return run(QStringLiteral("gharv"),
                   {{QStringLiteral("character"), character},
                    {QStringLiteral("gharv"), gharv},
                    {QStringLiteral("at"), at}},
                   {face})
            .ok();
    }
    void dismount(const QString &key)
    {
        const auto r =
            run(QStringLiteral("state"), {{QStringLiteral("character"), key},
                                          {QStringLiteral("horse"), QStringLiteral("riderless")}});
        if (!r.ok())
            qFatal("dismount failed: %s", qPrintable(r.message));
    }
    QStringList explanation(qint64 historyId)
    {
        QSqlQuery q(campaign.file->database());
        q.prepare(QStringLiteral("SELECT explanation FROM history WHERE id = ?"));
        q.addBindValue(historyId);
        q.exec();
        q.next();
        QStringList lines;
        for (const QJsonValue &v : QJsonDocument::fromJson(q.value(0).toByteArray()).array())
            lines << v.toString();
        return lines;
    }
};

} // namespace

class TstSkirmish : public QObject
{
    Q_OBJECT

private slots:
    /// §10.4: the home-made demo ships and starts as the rules file lays it out.
    void demoScenarioStarts()
    {
        Table t{QString()};
        const Skirmish s = t.load();
        QVERIFY(s.homemade);
        QVERIFY(s.title.contains(QStringLiteral("home-made")));
        QCOMPARE(s.characters.size(), std::size_t(8));
        QVERIFY(s.map.has_value());
        QCOMPARE(s.map->at(QStringLiteral("F4")).terrain, skirmish::Terrain::Bridge);
        QCOMPARE(s.map->at(QStringLiteral("F5")).terrain, skirmish::Terrain::Water);
        const StoredCharacter konrad = *s.find(QStringLiteral("konrad"));
        QCOMPARE(konrad.hexes, (QStringList{QStringLiteral("B4"), QStringLiteral("A4")}));
        QVERIFY(konrad.state.mounted());
        const StoredCharacter zacharie = *s.find(QStringLiteral("zacharie"));
        QCOMPARE(zacharie.level, std::optional<int>(1));
        QCOMPARE(zacharie.ep, 100);                                 // §7.1 level × 100
        QCOMPARE(zacharie.state.horse, skirmish::HorseState::None); // "horse": null
        QCOMPARE(s.position.gameTurn, 1);
        QCOMPARE(s.position.current().side, skirmish::Side::PlayerA);
    }

    /// Several skirmishes per file, by name; a second one of the same name is refused.
    void namesAreUnique()
    {
        Table t;
        const auto again = t.runner.execute(QStringLiteral("skirmish.new"),
                                            {{QStringLiteral("skirmish"), t.name}});
        QCOMPARE(again.status, db::CommandStatus::Refused);
        QVERIFY(again.message.contains(t.name));
        QVERIFY(t.runner
                    .execute(QStringLiteral("skirmish.new"),
                             {{QStringLiteral("skirmish"), QStringLiteral("Second table")}})
                    .ok());
        QCOMPARE(skirmishNames(t.campaign.file->database()).size(), 2);
    }

    /// §10.3: a force naming a character of no table is refused by name, and nothing is stored.
    void unknownCharacterRefused()
    {
        TestCampaign campaign;
        db::CommandRunner runner{*campaign.file, db::standardCommands()};
        const auto r =
            runner.execute(QStringLiteral("skirmish.new"),
                           {{QStringLiteral("skirmish"), QStringLiteral("Bad")},
                            {QStringLiteral("scenario"),
                             fixture(QStringLiteral("unknown-character.scenario.json"))}});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("Nobody Known")), qPrintable(r.message));
        QVERIFY(skirmishNames(campaign.file->database()).isEmpty());
    }

    /// §2.2, §4.1: only the side whose combat phase it is attacks.
    void attackOutsideCombatPhaseRefused()
    {
        Table t;
        const auto r = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"grast"})},
                              {QStringLiteral("defenders"), keys({"zugun"})}},
                             {5});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("§2.2")) &&
                     r.message.contains(QStringLiteral("Grast")),
                 qPrintable(r.message));
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const auto orks = t.run(QStringLiteral("attack"),
                                {{QStringLiteral("attackers"), keys({"zugun"})},
                                 {QStringLiteral("defenders"), keys({"grast"})}},
                                {5});
        QCOMPARE(orks.status, db::CommandStatus::Refused);
    }

    /// §13.1 example 2: Konrad on foot (20) against Gromrak (10), roll 3: 2-1, C, Gromrak retreats.
    void konradPushesGromrakBack()
    {
        Table t;
        t.dismount(QStringLiteral("konrad"));
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const auto r = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"konrad"})},
                              {QStringLiteral("defenders"), keys({"gromrak"})}},
                             {3});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("column")).toString(), QStringLiteral("2-1"));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("C"));
        QCOMPARE(r.rolls.size(), 1);
        QVERIFY(r.rolls.at(0).toObject().value(QStringLiteral("typed")).toBool());
        QCOMPARE(t.who(QStringLiteral("gromrak")).state.health, skirmish::Health::Healthy);
        QCOMPARE(t.who(QStringLiteral("konrad")).attacksMade, 1);
        const QString why = t.explanation(r.historyId).join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("retreat")), qPrintable(why));
        // §4.1: one attack per player turn
        const auto again = t.run(QStringLiteral("attack"),
                                 {{QStringLiteral("attackers"), keys({"konrad"})},
                                  {QStringLiteral("defenders"), keys({"gromrak"})}},
                                 {3});
        QCOMPARE(again.status, db::CommandStatus::Refused);
    }

    /// §13.1 examples 4 and 5: a joint attack from a stairway stuns Zugun (roll 2); a second
    /// joint attack at 12-1+ on the stunned Zugun (roll 9) kills him. Undo brings him back.
    void jointAttacksStunThenKill()
    {
        Table t;
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const auto first =
            t.run(QStringLiteral("attack"),
                  {{QStringLiteral("attackers"), keys({"grast", "hohmley"})},
                   {QStringLiteral("defenders"), keys({"zugun"})},
                   {QStringLiteral("terrain"),
                    QJsonObject{{QStringLiteral("grast"), QStringLiteral("stairway")}}}},
                  {2});
        QVERIFY2(first.ok(), qPrintable(first.message));
        QCOMPARE(first.result.value(QStringLiteral("column")).toString(), QStringLiteral("3-1"));
        QCOMPARE(first.result.value(QStringLiteral("result")).toString(), QStringLiteral("D"));
        const StoredCharacter stunned = t.who(QStringLiteral("zugun"));
        QCOMPARE(stunned.state.health, skirmish::Health::Stunned);
        QCOMPARE(stunned.stunnedAt, std::optional<int>(0));

        const auto second = t.run(QStringLiteral("attack"),
                                  {{QStringLiteral("attackers"), keys({"aldus", "matt"})},
                                   {QStringLiteral("defenders"), keys({"zugun"})}},
                                  {9});
        QVERIFY2(second.ok(), qPrintable(second.message));
        QCOMPARE(second.result.value(QStringLiteral("column")).toString(), QStringLiteral("12-1+"));
        QCOMPARE(t.who(QStringLiteral("zugun")).state.health, skirmish::Health::Dead);

        QVERIFY(t.runner.undo().ok());
        QCOMPARE(t.who(QStringLiteral("zugun")).state.health, skirmish::Health::Stunned);
        QCOMPARE(t.who(QStringLiteral("aldus")).attacksMade, 0);
        QVERIFY(t.runner.redo().ok());
        QCOMPARE(t.who(QStringLiteral("zugun")).state.health, skirmish::Health::Dead);
    }

    /// §6.1, §12 C1: Zugun, stunned in the Rebels' turn, stands up in the Orks' own recovery phase.
    void stunnedStandsUpInOwnRecovery()
    {
        Table t;
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        QVERIFY(t.run(QStringLiteral("attack"),
                      {{QStringLiteral("attackers"), keys({"grast", "hohmley"})},
                       {QStringLiteral("defenders"), keys({"zugun"})},
                       {QStringLiteral("terrain"),
                        QJsonObject{{QStringLiteral("grast"), QStringLiteral("stairway")}}}},
                      {2})
                    .ok());
        t.goTo(skirmish::Side::PlayerB, skirmish::Phase::Combat);
        QCOMPARE(t.who(QStringLiteral("zugun")).state.health, skirmish::Health::Stunned);
        const auto r = t.run(QStringLiteral("next"), {});
        QVERIFY(r.ok());
        QCOMPARE(t.load().position.current().phase, skirmish::Phase::StunnedRecovery);
        QCOMPARE(t.who(QStringLiteral("zugun")).state.health, skirmish::Health::Healthy);
        QVERIFY(t.explanation(r.historyId).join(QLatin1Char(' ')).contains(QStringLiteral("§6.1")));
    }

    /// §4.5, §1.4: a typed 0 counts 10 and the armour +1 stays at 10: 4-1 on the foot table gives
    /// B.
    void typedZeroCountsTen()
    {
        Table t;
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        // Grast (14) + Hohmley (14) + Aldus (10) = 38 against Gromrak (10): 3-1, joint +1 = 4-1;
        // Gromrak is unarmoured, so the roll of 10 reads B on the 4-1 row.
        const auto r = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"grast", "hohmley", "aldus"})},
                              {QStringLiteral("defenders"), keys({"gromrak"})}},
                             {0});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("column")).toString(), QStringLiteral("4-1"));
        QCOMPARE(r.result.value(QStringLiteral("roll")).toInt(), 10);
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("B"));
    }

    /// §13.2 example 22: Laberne's longbow at Gromrak on scrub, 14 hexes, roll 3: row 5, light
    /// cover, A: Gromrak must retreat 2 hexes.
    void laberneShootsGromrak()
    {
        Table t;
        const auto r = t.run(QStringLiteral("fire"),
                             {{QStringLiteral("shooter"), QStringLiteral("laberne")},
                              {QStringLiteral("target"), QStringLiteral("gromrak")},
                              {QStringLiteral("distance"), 14},
                              {QStringLiteral("targetTerrain"), QStringLiteral("scrub")}},
                             {3});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("fire")).toString(), QStringLiteral("offensive"));
        QCOMPARE(r.result.value(QStringLiteral("row")).toInt(), 5);
        QCOMPARE(r.result.value(QStringLiteral("cover")).toString(), QStringLiteral("light"));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("A"));
        QCOMPARE(r.result.value(QStringLiteral("retreatHexes")).toInt(), 2);
        QVERIFY(t.who(QStringLiteral("laberne")).firedOwn);
        // §5.2: one shot per fire phase
        QCOMPARE(t.run(QStringLiteral("fire"),
                       {{QStringLiteral("shooter"), QStringLiteral("laberne")},
                        {QStringLiteral("target"), QStringLiteral("gromrak")},
                        {QStringLiteral("distance"), 14}},
                       {3})
                     .status,
                 db::CommandStatus::Refused);
    }

    /// §13.2 example 26: no shot beyond the longbow's 90 hexes; the refusal says so.
    void shotOutOfRangeRefused()
    {
        Table t;
        const auto r = t.run(QStringLiteral("fire"),
                             {{QStringLiteral("shooter"), QStringLiteral("laberne")},
                              {QStringLiteral("target"), QStringLiteral("gromrak")},
                              {QStringLiteral("distance"), 95}},
                             {3});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("95")), qPrintable(r.message));
    }

    /// §13.4 example 52: Shaman counters Zacharie's Double attack on mounted Konrad (30 EPs) at
    /// 60 EPs and rolls 7: the spell is cancelled; both pay.
    void counterspellCancels()
    {
        Table t;
        const auto r = t.run(QStringLiteral("cast"),
                             {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                              {QStringLiteral("spell"), QStringLiteral("double-attack")},
                              {QStringLiteral("target"), QStringLiteral("konrad")},
                              {QStringLiteral("counterer"), QStringLiteral("shaman")}},
                             {7});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("cost")).toInt(), 30);
        QVERIFY(r.result.value(QStringLiteral("countered")).toBool());
        QCOMPARE(t.who(QStringLiteral("zacharie")).ep, 70);
        QCOMPARE(t.who(QStringLiteral("shaman")).ep, 40);
        QVERIFY(t.load().spells.empty());
        // §7.2 step 6: one spell per player turn
        QCOMPARE(t.run(QStringLiteral("cast"),
                       {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                        {QStringLiteral("spell"), QStringLiteral("fireball")}},
                       {9})
                     .status,
                 db::CommandStatus::Refused);
    }

    /// §7.4.4, §12 C12: Double attack works, doubles Konrad's attack in the odds, and runs out
    /// after the player turn that follows the casting one.
    void doubleAttackLastsOneTurn()
    {
        Table t;
        const auto r = t.run(QStringLiteral("cast"),
                             {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                              {QStringLiteral("spell"), QStringLiteral("double-attack")},
                              {QStringLiteral("target"), QStringLiteral("konrad")}},
                             {9});
        QVERIFY2(r.ok() && r.result.value(QStringLiteral("succeeds")).toBool(),
                 qPrintable(r.message));
        QCOMPARE(t.load().spells.size(), std::size_t(1));
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const auto blow = t.run(QStringLiteral("attack"),
                                {{QStringLiteral("attackers"), keys({"konrad"})},
                                 {QStringLiteral("defenders"), keys({"gromrak"})}},
                                {10});
        QVERIFY2(blow.ok(), qPrintable(blow.message));
        QCOMPARE(blow.result.value(QStringLiteral("attack")).toInt(), 60); // mounted 30 × 2
        t.goTo(skirmish::Side::PlayerB, skirmish::Phase::StunnedRecovery);
        QCOMPARE(t.load().spells.size(), std::size_t(1));
        QVERIFY(t.run(QStringLiteral("next"), {}).ok());
        QVERIFY(t.load().spells.empty());
    }

    /// §13.4 example 54: healing wounded Konrad on foot (10/(9)) costs 19 EPs; roll 1 fails.
    /// With roll 5 it works and he is healthy again.
    void healingWoundedKonrad()
    {
        Table t;
        t.dismount(QStringLiteral("konrad"));
        QVERIFY(
            t.run(QStringLiteral("state"), {{QStringLiteral("character"), QStringLiteral("konrad")},
                                            {QStringLiteral("health"), QStringLiteral("wounded")}})
                .ok());
        const auto fails = t.run(QStringLiteral("cast"),
                                 {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                                  {QStringLiteral("spell"), QStringLiteral("heal-wounded")},
                                  {QStringLiteral("target"), QStringLiteral("konrad")}},
                                 {1});
        QVERIFY2(fails.ok(), qPrintable(fails.message));
        QCOMPARE(fails.result.value(QStringLiteral("cost")).toInt(), 19);
        QVERIFY(!fails.result.value(QStringLiteral("succeeds")).toBool());
        QCOMPARE(t.who(QStringLiteral("zacharie")).ep, 81);
        QCOMPARE(t.who(QStringLiteral("konrad")).state.health, skirmish::Health::Wounded);
        t.goTo(skirmish::Side::PlayerB, skirmish::Phase::OffensiveFire);
        QVERIFY(t.run(QStringLiteral("cast"),
                      {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                       {QStringLiteral("spell"), QStringLiteral("heal-wounded")},
                       {QStringLiteral("target"), QStringLiteral("konrad")}},
                      {5})
                    .ok());
        QCOMPARE(t.who(QStringLiteral("konrad")).state.health, skirmish::Health::Healthy);
    }

    /// §4.9, §12 C14: a riderless horse is attacked on the mounted table; E kills it and the
    /// rider is untouched. A horse that is not riderless cannot be singled out.
    void riderlessHorseKilled()
    {
        Table t;
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        QJsonObject args{{QStringLiteral("attackers"), keys({"grast", "hohmley"})},
                         {QStringLiteral("defenders"), keys({"zugun"})},
                         {QStringLiteral("horses"), keys({"zugun"})}};
        const auto noHorse = t.run(QStringLiteral("attack"), args, {1});
        QCOMPARE(noHorse.status, db::CommandStatus::Refused); // Zugun has no horse
        QVERIFY2(noHorse.message.contains(QStringLiteral("§4.9")), qPrintable(noHorse.message));
        // Shaman's horse (defence 2) stands riderless: 28 against 2 is 12-1+; roll 1 reads H.
        args.insert(QStringLiteral("defenders"), keys({"shaman"}));
        args.insert(QStringLiteral("horses"), keys({"shaman"}));
        const auto r = t.run(QStringLiteral("attack"), args, {1});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("table")).toString(), QStringLiteral("C-M"));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("H"));
        const StoredCharacter shaman = t.who(QStringLiteral("shaman"));
        QCOMPARE(shaman.state.horse, skirmish::HorseState::Dead);
        QCOMPARE(shaman.state.health, skirmish::Health::Healthy);
    }

    /// §12 C2, §13.1 example 7: a column shifted below 1-1 is refused by default; with the
    /// option "resolveBelowOneToOne" it is fought at 1-1. Grast (14) against Zugun (9) in a
    /// doorway: 1-1, one column left.
    void optionResolvesBelowOneToOne()
    {
        Table t;
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const QJsonObject blow{{QStringLiteral("attackers"), keys({"grast"})},
                               {QStringLiteral("defenders"), keys({"zugun"})},
                               {QStringLiteral("terrain"),
                                QJsonObject{{QStringLiteral("zugun"), QStringLiteral("doorway")}}}};
        const auto refused = t.run(QStringLiteral("attack"), blow, {7});
        QCOMPARE(refused.status, db::CommandStatus::Refused);
        QVERIFY2(refused.message.contains(QStringLiteral("§12 C2")), qPrintable(refused.message));
        const auto bad = t.run(QStringLiteral("option"),
                               {{QStringLiteral("option"), QStringLiteral("resolveBelow")},
                                {QStringLiteral("value"), true}});
        QCOMPARE(bad.status, db::CommandStatus::BadArguments);
        QVERIFY(bad.message.contains(QStringLiteral("resolveBelowOneToOne"))); // the names listed
        QVERIFY(t.run(QStringLiteral("option"),
                      {{QStringLiteral("option"), QStringLiteral("resolveBelowOneToOne")},
                       {QStringLiteral("value"), true}})
                    .ok());
        QVERIFY(t.load().settings.resolveBelowOneToOne);
        const auto fought = t.run(QStringLiteral("attack"), blow, {7});
        QVERIFY2(fought.ok(), qPrintable(fought.message));
        QCOMPARE(fought.result.value(QStringLiteral("column")).toString(), QStringLiteral("1-1"));
        QVERIFY(t.runner.undo().ok());
        QVERIFY(t.runner.undo().ok());
        QVERIFY(!t.load().settings.resolveBelowOneToOne);
    }

    /// §7.1, §13.4 example 53: a wounded spellcaster's energy is halved (73 → 36).
    void woundedCasterLosesHalfHisEnergy()
    {
        Table t;
        QVERIFY(t.run(QStringLiteral("state"),
                      {{QStringLiteral("character"), QStringLiteral("zacharie")},
                       {QStringLiteral("ep"), 73}})
                    .ok());
        QVERIFY(t.run(QStringLiteral("state"),
                      {{QStringLiteral("character"), QStringLiteral("zacharie")},
                       {QStringLiteral("health"), QStringLiteral("wounded")}})
                    .ok());
        QCOMPARE(t.who(QStringLiteral("zacharie")).ep, 36);
    }

    /// DN2 underground (§2.3, §5.3, §13.2 examples 27 and 29): Hurin's crossbow at Guard Migam,
    /// 4 hexes, no cover, roll 1: +2 for a Guard, row 3, C, a killing blow that costs the Guard
    /// two wounds; at 6 hexes there is no shot below ground. Two Warriors share one profile.
    void dn2CrossbowAtGuard()
    {
        Table t{fixture(QStringLiteral("deep.scenario.json"))};
        const Skirmish s = t.load();
        QVERIFY(s.underground);
        QCOMPARE(s.position.current().side, skirmish::Side::Adventurers);
        QVERIFY(s.find(QStringLiteral("warrior")) && s.find(QStringLiteral("warrior-2")));
        const auto far = t.run(QStringLiteral("fire"),
                               {{QStringLiteral("shooter"), QStringLiteral("hurin")},
                                {QStringLiteral("target"), QStringLiteral("migam")},
                                {QStringLiteral("distance"), 6}},
                               {1});
        QCOMPARE(far.status, db::CommandStatus::Refused);
        QVERIFY2(far.message.contains(QStringLiteral("§5.3")), qPrintable(far.message));
        const auto r = t.run(QStringLiteral("fire"),
                             {{QStringLiteral("shooter"), QStringLiteral("hurin")},
                              {QStringLiteral("target"), QStringLiteral("migam")},
                              {QStringLiteral("distance"), 4}},
                             {1});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("row")).toInt(), 3);
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("C"));
        QCOMPARE(t.who(QStringLiteral("migam")).state.wounds, 2);
        QVERIFY(t.who(QStringLiteral("migam")).state.alive());
    }

    /// §3.7, §13.3 example 40: wounded Laberne (+2) slips past Gromrak and Zugun (unarmoured,
    /// 0): a 5 makes 7, no effect; a 6 makes 8, wounded again: dead. One command, two dice.
    void challengesOneByOne()
    {
        Table t;
        QVERIFY(t.run(QStringLiteral("state"),
                      {{QStringLiteral("character"), QStringLiteral("laberne")},
                       {QStringLiteral("health"), QStringLiteral("wounded")}})
                    .ok());
        const auto friendly = t.run(QStringLiteral("challenge"),
                                    {{QStringLiteral("mover"), QStringLiteral("laberne")},
                                     {QStringLiteral("challengers"), keys({"grast"})}},
                                    {5});
        QCOMPARE(friendly.status, db::CommandStatus::Refused);
        const auto r = t.run(QStringLiteral("challenge"),
                             {{QStringLiteral("mover"), QStringLiteral("laberne")},
                              {QStringLiteral("challengers"), keys({"gromrak", "zugun"})}},
                             {5, 6});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.rolls.size(), 2);
        QCOMPARE(r.result.value(QStringLiteral("rolled")).toInt(), 2);
        QCOMPARE(t.who(QStringLiteral("laberne")).state.health, skirmish::Health::Dead);
    }

    /// §3.5, §13.3 example 44: a 6 wounds armoured Grast; an 8 kills unarmoured Laberne.
    void jumpsDown()
    {
        Table t;
        QVERIFY(t.run(QStringLiteral("jump"),
                      {{QStringLiteral("character"), QStringLiteral("grast")}}, {6})
                    .ok());
        QCOMPARE(t.who(QStringLiteral("grast")).state.health, skirmish::Health::Wounded);
        QVERIFY(t.run(QStringLiteral("jump"),
                      {{QStringLiteral("character"), QStringLiteral("laberne")}}, {8})
                    .ok());
        QCOMPARE(t.who(QStringLiteral("laberne")).state.health, skirmish::Health::Dead);
        // A rider does not jump down (Konrad starts mounted).
        QCOMPARE(t.run(QStringLiteral("jump"),
                       {{QStringLiteral("character"), QStringLiteral("konrad")}}, {1})
                     .status,
                 db::CommandStatus::Refused);
    }

    /// §3, §10.3: moving a counter on the demo map checks the hex, and the map gives the
    /// distance and the terrain of a shot (Attrag's crossbow from I5 at Laberne on B6).
    void mapGivesDistanceAndTerrain()
    {
        Table t{QString()};
        const auto off = t.run(QStringLiteral("state"),
                               {{QStringLiteral("character"), QStringLiteral("laberne")},
                                {QStringLiteral("hexes"), QStringLiteral("K9")}});
        QCOMPARE(off.status, db::CommandStatus::Refused);
        QVERIFY(off.message.contains(QStringLiteral("K9")));
        t.goTo(skirmish::Side::PlayerB, skirmish::Phase::OffensiveFire);
        const QJsonObject shot{{QStringLiteral("shooter"), QStringLiteral("attrag")},
                               {QStringLiteral("target"), QStringLiteral("laberne")}};
        // §5.4, §13.2 example 32: Zugun stands on G5, on the line: the crossbow may not shoot.
        const auto blocked = t.run(QStringLiteral("fire"), shot, {9});
        QCOMPARE(blocked.status, db::CommandStatus::Refused);
        QVERIFY2(blocked.message.contains(QStringLiteral("§5.4")), qPrintable(blocked.message));
        QVERIFY(t.place(QStringLiteral("zugun"), QStringLiteral("J8")));
        const auto r = t.run(QStringLiteral("fire"), shot, {9});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("distance")).toInt(), 7);
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("-"));
    }
    /// §2.3, §9.6, §12 B6, §13.3 example 21: in the first Gharv interphase Jon, in water,
    /// rolls 2 and a Gharv appears beside him; its attack (17 against 3: 5-1) takes the water
    /// shift of 2 instead of terrain: 7-1, roll 6, D, Jon stunned.
    void gharvAppearsAndAttacks()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        using skirmish::Phase;
        using skirmish::Side;
        const QJsonObject roll{{QStringLiteral("character"), QStringLiteral("jon")},
                               {QStringLiteral("gharv"), QStringLiteral("gharv")},
                               {QStringLiteral("at"), QStringLiteral("F2")}};
        const auto early = t.run(QStringLiteral("gharv"), roll, {2});
        QCOMPARE(early.status, db::CommandStatus::Refused);
        QVERIFY2(early.message.contains(QStringLiteral("§2.3")), qPrintable(early.message));
        t.goTo(Side::Gharvs, Phase::GharvAppearance);
        const auto r = t.run(QStringLiteral("gharv"), roll, {2});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.result.value(QStringLiteral("appears")).toBool());
        const StoredCharacter gharv = t.who(QStringLiteral("gharv"));
        QCOMPARE(gharv.hexes, QStringList{QStringLiteral("F2")});
        QCOMPARE(gharv.appearanceShift, std::optional<int>(2));
        t.goTo(Side::Gharvs, Phase::GharvCombat);
        const auto a = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"gharv"})},
                              {QStringLiteral("defenders"), keys({"jon"})}},
                             {6});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QCOMPARE(a.result.value(QStringLiteral("column")).toString(), QStringLiteral("7-1"));
        QCOMPARE(a.result.value(QStringLiteral("result")).toString(), QStringLiteral("D"));
        QCOMPARE(t.who(QStringLiteral("jon")).state.health, skirmish::Health::Stunned);
    }

    /// §9.6: with no hex named, the desk places the Gharv: Jon on F3 has one free water hex
    /// beside him (F2); Hurin, swimming on F6, has two (F5 and F7): numbered 1 and 2, a 5 is
    /// rolled again and a 2 puts the second Gharv on F7.
    void gharvPlacedByTheDesk()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvAppearance);
        const auto one = t.run(QStringLiteral("gharv"),
                               {{QStringLiteral("character"), QStringLiteral("jon")},
                                {QStringLiteral("gharv"), QStringLiteral("gharv")}},
                               {1});
        QVERIFY2(one.ok(), qPrintable(one.message));
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("F2")});
        QVERIFY(t.place(QStringLiteral("hurin"), QStringLiteral("F6")));
        const auto two = t.run(QStringLiteral("gharv"),
                               {{QStringLiteral("character"), QStringLiteral("hurin")},
                                {QStringLiteral("gharv"), QStringLiteral("gharv-2")}},
                               {1, 5, 2});
        QVERIFY2(two.ok(), qPrintable(two.message));
        QCOMPARE(t.who(QStringLiteral("gharv-2")).hexes, QStringList{QStringLiteral("F7")});
        const QString lines = t.explanation(two.historyId).join(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("F5 F7 numbered 1-2, rolled 5")), qPrintable(lines));
    }
    /// §9.6, §12 C10, §13.3 example 50: a Gharv comes up beside the boat that carries Jon and
    /// Grast (appearance roll 1) and, in the combat step, rolls 2 against it: the boat capsizes,
    /// Grast in his armour drowns and Jon is left in the water. It may not bite Jon instead; the
    /// try at the boat was its attack, and in contact with Jon it stays through the disappearance
    /// step.
    void gharvCapsizesBoat()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        using skirmish::Phase;
        using skirmish::Side;
        t.goTo(Side::Gharvs, Phase::GharvAppearance);
        QVERIFY(t.place(QStringLiteral("grast"), QStringLiteral("F2")));
        const auto appears = t.run(QStringLiteral("gharv"),
                                   {{QStringLiteral("character"), QStringLiteral("jon")},
                                    {QStringLiteral("gharv"), QStringLiteral("gharv")},
                                    {QStringLiteral("at"), QStringLiteral("G3")},
                                    {QStringLiteral("hex"), QStringLiteral("boat")}},
                                   {1});
        QVERIFY2(appears.ok(), qPrintable(appears.message));
        QVERIFY(appears.result.value(QStringLiteral("appears")).toBool());
        const QJsonObject boat{{QStringLiteral("gharv"), QStringLiteral("gharv")},
                               {QStringLiteral("aboard"), keys({"jon", "grast"})}};
        const QJsonObject bite{{QStringLiteral("attackers"), keys({"gharv"})},
                               {QStringLiteral("defenders"), keys({"jon"})}};
        const auto early = t.run(QStringLiteral("capsize"), boat, {2});
        QCOMPARE(early.status, db::CommandStatus::Refused);
        QVERIFY2(early.message.contains(QStringLiteral("§2.3")), qPrintable(early.message));
        t.goTo(Side::Gharvs, Phase::GharvCombat);
        const auto attack = t.run(QStringLiteral("attack"), bite, {1});
        QCOMPARE(attack.status, db::CommandStatus::Refused);
        QVERIFY2(attack.message.contains(QStringLiteral("capsize")), qPrintable(attack.message));
        const auto r = t.run(QStringLiteral("capsize"), boat, {2});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.result.value(QStringLiteral("capsized")).toBool());
        QCOMPARE(t.who(QStringLiteral("grast")).state.health, skirmish::Health::Dead);
        const StoredCharacter jon = t.who(QStringLiteral("jon"));
        QCOMPARE(jon.state.health, skirmish::Health::Healthy);
        QCOMPARE(jon.hexes, QStringList{QStringLiteral("F3")});
        QVERIFY(
            t.explanation(r.historyId).join(QLatin1Char('\n')).contains(QStringLiteral("§12 C10")));
        const auto again = t.run(QStringLiteral("capsize"), boat, {1});
        QCOMPARE(again.status, db::CommandStatus::Refused);
        QVERIFY2(again.message.contains(QStringLiteral("already")), qPrintable(again.message));
        const auto next = t.run(QStringLiteral("next"), {});
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("G3")});
        QVERIFY(t.runner.undo().ok());
        QVERIFY(t.runner.undo().ok());
        QCOMPARE(t.who(QStringLiteral("grast")).state.health, skirmish::Health::Healthy);
    }
    /// §9.6, §12 C7, B6: a Gharv come up beside Jon attacks Guard Migam (H3 I3 H4) from behind:
    /// 17 against her rear 5 is 3-1, 5-1 with the water shift; roll 6, C. Her three hexes
    /// retreat together one hex away, and the Gharv advances into H3, which she left.
    void gharvAdvancesAfterGuardRetreats()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvAppearance);
        QVERIFY(t.place(QStringLiteral("migam"), QStringLiteral("H3 I3 H4")));
        QVERIFY(
            t.gharvFor(QStringLiteral("jon"), QStringLiteral("gharv"), QStringLiteral("G3"), 1));
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvCombat);
        const auto a = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"gharv"})},
                              {QStringLiteral("defenders"), keys({"migam"})},
                              {QStringLiteral("rear"), true}},
                             {6});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QCOMPARE(a.result.value(QStringLiteral("column")).toString(), QStringLiteral("5-1"));
        QCOMPARE(a.result.value(QStringLiteral("result")).toString(), QStringLiteral("C"));
        const QStringList before{QStringLiteral("H3"), QStringLiteral("I3"), QStringLiteral("H4")};
        const QStringList after = t.who(QStringLiteral("migam")).hexes;
        QCOMPARE(after.size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(skirmish::hexOfLabel(after[i])->distanceTo(*skirmish::hexOfLabel(before[i])),
                     1);
        QVERIFY(!after.contains(QStringLiteral("H3")));
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("H3")});
    }
    /// §2.3 step 3, §9.6 disappearance, §12 C11: with Jon gone from beside it, the Gharv at G3
    /// reaches the river (1 MP) and leaves the map; a second Gharv, come up beside Hurin and
    /// carried by hand to J5, 4 hexes from the water, goes 3 hexes (its land MA) toward it and
    /// stays on the map. Undo puts both back.
    void gharvsDisappear()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        using skirmish::Phase;
        using skirmish::Side;
        t.goTo(Side::Gharvs, Phase::GharvAppearance);
        QVERIFY(
            t.gharvFor(QStringLiteral("jon"), QStringLiteral("gharv"), QStringLiteral("G3"), 1));
        QVERIFY(t.place(QStringLiteral("hurin"), QStringLiteral("F6")));
        QVERIFY(t.gharvFor(QStringLiteral("hurin"), QStringLiteral("gharv-2"), QStringLiteral("F5"),
                           1));
        for (const auto &[key, hexes] :
             {std::pair{"jon", "B5"}, std::pair{"hurin", "B7"}, std::pair{"gharv-2", "J5"}})
            QVERIFY(t.place(QString::fromLatin1(key), QString::fromLatin1(hexes)));
        t.goTo(Side::Gharvs, Phase::GharvCombat);
        const auto step = t.run(QStringLiteral("next"), {});
        QVERIFY2(step.ok(), qPrintable(step.message));
        QCOMPARE(t.load().position.current().phase, Phase::GharvDisappearance);
        QVERIFY(t.who(QStringLiteral("gharv")).hexes.isEmpty());
        const QStringList second = t.who(QStringLiteral("gharv-2")).hexes;
        QCOMPARE(second.size(), 1);
        const auto j5 = skirmish::hexOfLabel(QStringLiteral("J5"));
        QCOMPARE(skirmish::hexOfLabel(second.front())->distanceTo(*j5), 3);
        QVERIFY(
            t.explanation(step.historyId).join(QLatin1Char('\n')).contains(QStringLiteral("§9.6")));
        QVERIFY(t.runner.undo().ok());
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("G3")});
        QCOMPARE(t.who(QStringLiteral("gharv-2")).hexes, QStringList{QStringLiteral("J5")});
    }
    /// §9.6: a Gharv of the Pit (set on the map, never come up from the water) attacks Jon beside
    /// it before the Adventurers' player turn (their first step; 17 against 3 at 5-1, roll 10:
    /// B), but not later in that turn.
    void pitGharvAttacksBeforeEachPlayerTurn()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        QVERIFY(t.place(QStringLiteral("gharv"), QStringLiteral("G3")));
        const QJsonObject bite{{QStringLiteral("attackers"), keys({"gharv"})},
                               {QStringLiteral("defenders"), keys({"jon"})}};
        const auto a = t.run(QStringLiteral("attack"), bite, {10});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QCOMPARE(a.result.value(QStringLiteral("result")).toString(), QStringLiteral("B"));
        QVERIFY(t.run(QStringLiteral("next"), {}).ok());
        const auto later = t.run(QStringLiteral("attack"), bite, {1});
        QCOMPARE(later.status, db::CommandStatus::Refused);
        QVERIFY2(later.message.contains(QStringLiteral("§2.3")), qPrintable(later.message));
    }
    /// §9.6: a Gharv on the map that never came up from the water (one of the Pit's prisoners,
    /// which cannot climb out, or one the referee set down) stays through the disappearance step.
    void pitGharvStays()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        QVERIFY(t.place(QStringLiteral("gharv"), QStringLiteral("C5")));
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvCombat);
        const auto step = t.run(QStringLiteral("next"), {});
        QVERIFY2(step.ok(), qPrintable(step.message));
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("C5")});
        QVERIFY(t.explanation(step.historyId)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("never came up")));
    }

    /// §9.6, §12 C21: no Gharv roll on flat ground, none placed away from the character, and
    /// a healthy character in water who rolls 3 calls no Gharv (it appears on 1-2).
    void gharvRollRefusedOrMissed()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvAppearance);
        const auto dry = t.run(QStringLiteral("gharv"),
                               {{QStringLiteral("character"), QStringLiteral("hurin")},
                                {QStringLiteral("gharv"), QStringLiteral("gharv")}},
                               {1});
        QCOMPARE(dry.status, db::CommandStatus::Refused);
        QVERIFY2(dry.message.contains(QStringLiteral("§12 C21")), qPrintable(dry.message));
        const auto far = t.run(QStringLiteral("gharv"),
                               {{QStringLiteral("character"), QStringLiteral("jon")},
                                {QStringLiteral("gharv"), QStringLiteral("gharv")},
                                {QStringLiteral("at"), QStringLiteral("F7")}},
                               {1});
        QCOMPARE(far.status, db::CommandStatus::Refused);
        QVERIFY2(far.message.contains(QStringLiteral("F7")), qPrintable(far.message));
        const auto miss = t.run(QStringLiteral("gharv"),
                                {{QStringLiteral("character"), QStringLiteral("jon")},
                                 {QStringLiteral("gharv"), QStringLiteral("gharv-2")},
                                 {QStringLiteral("at"), QStringLiteral("F4")}},
                                {3});
        QVERIFY2(miss.ok(), qPrintable(miss.message));
        QVERIFY(!miss.result.value(QStringLiteral("appears")).toBool());
        QVERIFY(t.who(QStringLiteral("gharv-2")).hexes.isEmpty());
    }
    /// §4.7, §9.6: at 7-1 a roll of 8 is C; the desk moves Jon one hex back on the map, away
    /// from the Gharv, and the Gharv always advances into the hex he left.
    void retreatAndGharvAdvanceMoveCounters()
    {
        Table t{fixture(QStringLiteral("gharvs.scenario.json"))};
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvAppearance);
        QVERIFY(
            t.gharvFor(QStringLiteral("jon"), QStringLiteral("gharv"), QStringLiteral("F2"), 1));
        t.goTo(skirmish::Side::Gharvs, skirmish::Phase::GharvCombat);
        const auto a = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"gharv"})},
                              {QStringLiteral("defenders"), keys({"jon"})}},
                             {8});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QCOMPARE(a.result.value(QStringLiteral("result")).toString(), QStringLiteral("C"));
        const StoredCharacter jon = t.who(QStringLiteral("jon"));
        QCOMPARE(jon.hexes.size(), 1);
        const auto f3 = skirmish::hexOfLabel(QStringLiteral("F3"));
        const auto f2 = skirmish::hexOfLabel(QStringLiteral("F2"));
        const auto now = skirmish::hexOfLabel(jon.hexes.front());
        QCOMPARE(now->distanceTo(*f3), 1);
        QCOMPARE(now->distanceTo(*f2), 2);
        QCOMPARE(t.who(QStringLiteral("gharv")).hexes, QStringList{QStringLiteral("F3")});
        const QStringList lines = t.explanation(a.historyId);
        QVERIFY2(lines.join(QLatin1Char('\n')).contains(QStringLiteral("§4.7")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
    }
    /// §4.7, §12 C7: mounted Konrad (30) attacks Gromrak (10) at 3-1 and rolls 8, B: the
    /// attacker retreats 1 hex, and the desk moves both hexes of his counter together.
    void riderRetreatsWholeCounter()
    {
        Table t{QString()};
        QVERIFY(t.place(QStringLiteral("gromrak"), QStringLiteral("C4")));
        t.goTo(skirmish::Side::PlayerA, skirmish::Phase::Combat);
        const QStringList before = t.who(QStringLiteral("konrad")).hexes;
        QCOMPARE(before.size(), 2);
        const auto a = t.run(QStringLiteral("attack"),
                             {{QStringLiteral("attackers"), keys({"konrad"})},
                              {QStringLiteral("defenders"), keys({"gromrak"})}},
                             {8});
        QVERIFY2(a.ok(), qPrintable(a.message));
        QCOMPARE(a.result.value(QStringLiteral("result")).toString(), QStringLiteral("B"));
        const QStringList after = t.who(QStringLiteral("konrad")).hexes;
        QCOMPARE(after.size(), 2);
        const auto c4 = skirmish::hexOfLabel(QStringLiteral("C4"));
        for (int i = 0; i < 2; ++i) {
            const auto was = skirmish::hexOfLabel(before[i]);
            const auto now = skirmish::hexOfLabel(after[i]);
            QCOMPARE(now->distanceTo(*was), 1);
            QVERIFY(now->distanceTo(*c4) >= 2);
        }
        QVERIFY(t.explanation(a.historyId)
                    .join(QLatin1Char('\n'))
                    .contains(after.join(QLatin1Char(' '))));
    }
    /// §7.4.6, §12 C13, §4.7: Zacharie's fireball (cast roll 9) lands on Gromrak, whose roll of
    /// 7 is no wound but a retreat of 1 hex: the desk moves him one hex, no nearer Zacharie.
    void fireballTargetRetreatsOnTheMap()
    {
        Table t{QString()};
        const auto r = t.run(QStringLiteral("cast"),
                             {{QStringLiteral("caster"), QStringLiteral("zacharie")},
                              {QStringLiteral("spell"), QStringLiteral("fireball")},
                              {QStringLiteral("target"), QStringLiteral("gromrak")}},
                             {9, 7});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.result.value(QStringLiteral("succeeds")).toBool());
        const StoredCharacter gromrak = t.who(QStringLiteral("gromrak"));
        QCOMPARE(gromrak.state.health, skirmish::Health::Healthy);
        QCOMPARE(gromrak.hexes.size(), 1);
        const auto g3 = skirmish::hexOfLabel(QStringLiteral("G3"));
        const auto a5 = skirmish::hexOfLabel(QStringLiteral("A5"));
        const auto now = skirmish::hexOfLabel(gromrak.hexes.front());
        QCOMPARE(now->distanceTo(*g3), 1);
        QVERIFY(now->distanceTo(*a5) >= g3->distanceTo(*a5));
        QVERIFY(
            t.explanation(r.historyId).join(QLatin1Char('\n')).contains(QStringLiteral("§4.7")));
    }
    /// §4.7, §5.6: offensive fire result A (roll 5, light cover) sends the target 2 hexes back
    /// at once; on the demo map the desk moves Gromrak from G3 to a free hex 2 away, no nearer
    /// Laberne.
    void shotTargetRetreatsOnTheMap()
    {
        Table t{QString()};
        const auto r = t.run(QStringLiteral("fire"),
                             {{QStringLiteral("shooter"), QStringLiteral("laberne")},
                              {QStringLiteral("target"), QStringLiteral("gromrak")},
                              {QStringLiteral("extraCover"), QStringLiteral("light")}},
                             {5});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("result")).toString(), QStringLiteral("A"));
        const auto g3 = skirmish::hexOfLabel(QStringLiteral("G3"));
        const auto b6 = skirmish::hexOfLabel(QStringLiteral("B6"));
        const QStringList hexes = t.who(QStringLiteral("gromrak")).hexes;
        QCOMPARE(hexes.size(), 1);
        const auto now = skirmish::hexOfLabel(hexes.front());
        QCOMPARE(now->distanceTo(*g3), 2);
        QVERIFY(now->distanceTo(*b6) >= g3->distanceTo(*b6));
    }
};

QTEST_GUILESS_MAIN(TstSkirmish)
#include "tst_skirmish.moc"
