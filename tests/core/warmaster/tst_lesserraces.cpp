// Lesser races (§7.7, §1.8, §2.18): the track and its markers (I-73, I-74), the pick-up round's
// matching (§7.7.3, I-72), affiliation requests (§7.7.5, I-74), pick-up results and experience
// (§2.15, §7.8, I-77, I-78), and the worked example of §12.2 end to end.
#include "core/warmaster/counts.h"
#include "core/warmaster/lesserraces.h"
#include "core/warmaster/pickupresult.h"
#include "core/warmaster/pickupround.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

using Markers = std::map<QString, int>;

LesserRace race(const QString &id, TrackBox box, Markers markers = {})
{
    return {id, id, box, std::move(markers), {}};
}

Pick pickA(const QString &nation, const QString &race, QStringList granted = {})
{
    return {nation, PickOption::A, race, std::move(granted)};
}

Pick pickB(const QString &nation)
{
    return {nation, PickOption::B, {}, {}};
}

Pick pickC(const QString &nation)
{
    return {nation, PickOption::C, {}, {}};
}

/// The §12.2 set-up: Red and Blue in a campaign battle, the others in the drawn order.
PickupRound example()
{
    PickupRound round;
    round.order = {QStringLiteral("White"), QStringLiteral("Brown"), QStringLiteral("Yellow"),
                   QStringLiteral("Purple")};
    round.inCampaignBattle = {QStringLiteral("Red"), QStringLiteral("Blue")};
    return round;
}

std::vector<LesserRace> exampleRaces()
{
    return {race(QStringLiteral("Orcs"), TrackBox::Box2, {{QStringLiteral("Red"), 2}}),
            race(QStringLiteral("Elves"), TrackBox::Box3,
                 {{QStringLiteral("Brown"), 1},
                  {QStringLiteral("Blue"), 1},
                  {QStringLiteral("Yellow"), 1}}),
            race(QStringLiteral("Undead"), TrackBox::Box1, {{QStringLiteral("Blue"), 1}})};
}

/// Checks a pick and appends it; fails the test when it is refused.
PickEffect accept(PickupRound &round, const std::vector<LesserRace> &races, const Pick &pick)
{
    const PickCheck check = checkPick(round, races, pick);
    if (check.refusal)
        qFatal("pick refused: %s", qPrintable(check.refusal->message));
    round.picks.push_back(pick);
    return check.effect;
}

LesserRace *find(std::vector<LesserRace> &races, const QString &id)
{
    for (LesserRace &r : races) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

} // namespace

Q_DECLARE_METATYPE(TrackBox)
Q_DECLARE_METATYPE(PickupOutcome)
Q_DECLARE_METATYPE(PickRefusalCode)

class TestLesserRaces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void racesInPlay_data();
    void racesInPlay();
    void trackMoves_data();
    void trackMoves();
    void pairings();
    void refusedPicks_data();
    void refusedPicks();
    void leftoversPaired();
    void requests_data();
    void requests();
    void pickOrderFromDice();
    void roundHeld_data();
    void roundHeld();
    void freeNationsOfTheMonth();
    void resultNeedsVp();
    void commandersEarnXpSetting();
    void workedExampleElvesWin();
    void workedExampleOrcsWin();
    void workedExamplePurpleGames_data();
    void workedExamplePurpleGames();
    void workedExampleRequestRefused();
};

// §2.18, §7.7.1, §12.1 T-19: player countries − 2, never below 0.
void TestLesserRaces::racesInPlay_data()
{
    QTest::addColumn<int>("countries");
    QTest::addColumn<int>("races");
    QTest::newRow("2 countries: none") << 2 << 0;
    QTest::newRow("3 countries: 1") << 3 << 1;
    QTest::newRow("5 countries: 3") << 5 << 3;
    QTest::newRow("§12.1 T-19 6 countries: 4") << 6 << 4;
}

void TestLesserRaces::racesInPlay()
{
    QFETCH(int, countries);
    QFETCH(int, races);
    QCOMPARE(lesserRacesInPlay(countries), races);
}

// §7.7.4, I-73, I-74: win +1 box and a marker, loss −1 floored at 0, draw nothing, box 3 win ->
// Independent; clearMarkersOnReset removes markers when the race drops.
void TestLesserRaces::trackMoves_data()
{
    QTest::addColumn<TrackBox>("from");
    QTest::addColumn<PickupOutcome>("outcome");
    QTest::addColumn<bool>("clearOnReset");
    QTest::addColumn<TrackBox>("to");
    QTest::addColumn<int>("whiteMarkers"); // the commander's, afterwards
    QTest::addColumn<int>("redMarkers");   // another holder's, afterwards (1 before)
    QTest::addColumn<QString>("phrase");

    const auto W = PickupOutcome::Won, L = PickupOutcome::Lost, D = PickupOutcome::Draw;
    QTest::newRow("I-73 win in box 0: box 1, a marker")
        << TrackBox::Box0 << W << false << TrackBox::Box1 << 1 << 1 << "box 0 → box 1";
    QTest::newRow("I-73 win in box 2: box 3")
        << TrackBox::Box2 << W << false << TrackBox::Box3 << 1 << 1 << "box 2 → box 3";
    QTest::newRow("I-73 win in box 3: independent")
        << TrackBox::Box3 << W << false << TrackBox::Independent << 1 << 1 << "independent";
    QTest::newRow("I-73 loss in box 2: box 1, markers stay")
        << TrackBox::Box2 << L << false << TrackBox::Box1 << 0 << 1 << "markers stay";
    QTest::newRow("I-73 loss in box 0: stays at 0")
        << TrackBox::Box0 << L << false << TrackBox::Box0 << 0 << 1 << "cannot drop";
    QTest::newRow("§7.7.4 draw in box 1: no change")
        << TrackBox::Box1 << D << false << TrackBox::Box1 << 0 << 1 << "drew";
    QTest::newRow("I-74 clearMarkersOnReset, loss in box 3: box 2, markers gone")
        << TrackBox::Box3 << L << true << TrackBox::Box2 << 0 << 0 << "removes";
    QTest::newRow("I-74 clearMarkersOnReset, loss in box 0: nothing drops, markers stay")
        << TrackBox::Box0 << L << true << TrackBox::Box0 << 0 << 1 << "cannot drop";
    QTest::newRow("I-74 clearMarkersOnReset, a win keeps markers")
        << TrackBox::Box1 << W << true << TrackBox::Box2 << 1 << 1 << "box 1 → box 2";
}

void TestLesserRaces::trackMoves()
{
    QFETCH(TrackBox, from);
    QFETCH(PickupOutcome, outcome);
    QFETCH(bool, clearOnReset);
    QFETCH(TrackBox, to);
    QFETCH(int, whiteMarkers);
    QFETCH(int, redMarkers);
    QFETCH(QString, phrase);

    CampaignSettings settings;
    settings.clearMarkersOnReset = clearOnReset;
    LesserRace r = race(QStringLiteral("Goblins"), from, {{QStringLiteral("Red"), 1}});
    const TrackMove move =
        moveOnTrack(r, outcome, QStringLiteral("White"), QStringLiteral("White"), settings);
    QCOMPARE(r.box, to);
    QCOMPARE(move.from, from);
    QCOMPARE(move.to, to);
    QCOMPARE(r.markersOf(QStringLiteral("White")), whiteMarkers);
    QCOMPARE(r.markersOf(QStringLiteral("Red")), redMarkers);
    QCOMPARE(move.markerGained, outcome == PickupOutcome::Won);
    QVERIFY2(move.explain().contains(phrase), qPrintable(move.explain()));
    QVERIFY(move.explain().startsWith(QStringLiteral("§7.7.4")));
}

// §7.7.3, I-72: A+A, A+B, B+A pairings; C changes nothing; a new A or B with no open pick waits.
void TestLesserRaces::pairings()
{
    const std::vector<LesserRace> races{race(QStringLiteral("Orcs"), TrackBox::Box0),
                                        race(QStringLiteral("Elves"), TrackBox::Box0),
                                        race(QStringLiteral("Undead"), TrackBox::Box0)};
    PickupRound round;
    round.order = {"P1", "P2", "P3", "P4", "P5", "P6", "P7"};

    // A, C, A: the C in between leaves White's A open; the second A meets it.
    QVERIFY(!accept(round, races, pickA("P1", "Orcs")).game);
    QCOMPARE(replayRound(round).openPick, std::optional<std::size_t>(0));
    QVERIFY(!accept(round, races, pickC("P2")).game);
    QCOMPARE(replayRound(round).openPick, std::optional<std::size_t>(0));
    const PickEffect aa = accept(round, races, pickA("P3", "Elves"));
    QVERIFY(aa.game);
    QCOMPARE(aa.game->kind, PickupGameKind::Races);
    QCOMPARE(aa.game->first, (PickupSide{"P1", "Orcs"}));
    QCOMPARE(aa.game->second, (PickupSide{"P3", "Elves"}));
    QVERIFY(!replayRound(round).openPick);

    // B, A: the lesser race fights the earlier player's national army.
    QVERIFY(!accept(round, races, pickB("P4")).game);
    const PickEffect ba = accept(round, races, pickA("P5", "Undead"));
    QCOMPARE(ba.game->kind, PickupGameKind::RaceAgainstNation);
    QCOMPARE(ba.game->first, (PickupSide{"P4", {}}));
    QCOMPARE(ba.game->second, (PickupSide{"P5", "Undead"}));
    QVERIFY2(ba.lines.last().contains("Undead (P5) against P4's army"),
             qPrintable(ba.lines.last()));

    const RoundState state = replayRound(round);
    QCOMPARE(state.games.size(), std::size_t(2));
    QCOMPARE(state.games[1], *ba.game);
    QVERIFY(state.friendlies.empty()); // not finished yet

    // A, B on a fresh round: the national army fights that lesser race.
    PickupRound second;
    second.order = {"P1", "P2"};
    accept(second, races, pickA("P1", "Orcs"));
    const PickEffect ab = accept(second, races, pickB("P2"));
    QCOMPARE(ab.game->kind, PickupGameKind::RaceAgainstNation);
    QCOMPARE(ab.game->first, (PickupSide{"P1", "Orcs"}));
    QCOMPARE(ab.game->second, (PickupSide{"P2", {}}));
    QVERIFY(replayRound(second).friendlies.empty());
    QVERIFY(replayRound(second).watching.isEmpty());
}

// §7.7.3, §7.7.6, I-72: every refused pick, with its code and a message naming the rule.
void TestLesserRaces::refusedPicks_data()
{
    QTest::addColumn<QStringList>("before"); // "A:nation:race", "B:nation", "C:nation"
    QTest::addColumn<QString>("pick");
    QTest::addColumn<PickRefusalCode>("code");
    QTest::addColumn<QString>("phrase");

    using C = PickRefusalCode;
    QTest::newRow("I-72 B after an open B")
        << QStringList{"B:P1"} << "B:P2" << C::SecondB << "§7.7.3 I-72";
    QTest::newRow("I-72 B after B with a C between")
        << QStringList{"B:P1", "C:P2"} << "B:P3" << C::SecondB << "open pick B";
    QTest::newRow("§7.7.3 race already picked")
        << QStringList{"A:P1:Orcs"} << "A:P2:Orcs" << C::RaceAlreadyPicked << "picked by P1";
    QTest::newRow("§7.7.3 race picked in a matched game")
        << QStringList{"A:P1:Orcs", "B:P2"} << "A:P3:Orcs" << C::RaceAlreadyPicked << "Orcs";
    QTest::newRow("§7.7.6 independent race")
        << QStringList{} << "A:P1:Kislev" << C::RaceIndependent << "§7.7.6";
    QTest::newRow("§7.7.1 unknown race")
        << QStringList{} << "A:P1:Dwarfs" << C::UnknownRace << "Dwarfs";
    QTest::newRow("§7.7.3 A without a race")
        << QStringList{} << "A:P1:" << C::RaceMissing << "Option A";
    QTest::newRow("§7.7.3 B naming a race")
        << QStringList{} << "B:P1:Orcs" << C::RaceNotWanted << "Only option A";
    QTest::newRow("§7.7.3 out of turn") << QStringList{} << "C:P2" << C::NotYourTurn << "P1's turn";
    QTest::newRow("§7.7.2 a nation in the campaign battle")
        << QStringList{} << "C:Red" << C::NotInRound << "not among";
    QTest::newRow("§7.7.3 round finished")
        << QStringList{"C:P1", "C:P2", "C:P3"} << "C:P1" << C::RoundFinished << "Every free";
}

void TestLesserRaces::refusedPicks()
{
    QFETCH(QStringList, before);
    QFETCH(QString, pick);
    QFETCH(PickRefusalCode, code);
    QFETCH(QString, phrase);

    const std::vector<LesserRace> races{race(QStringLiteral("Orcs"), TrackBox::Box1),
                                        race(QStringLiteral("Kislev"), TrackBox::Independent)};
    const auto parse = [](const QString &text) {
        const QStringList p = text.split(':');
        Pick result{p.value(1), *fromKey<PickOption>(p.value(0)), p.value(2), {}};
        return result;
    };
    PickupRound round;
    round.order = {"P1", "P2", "P3"};
    round.inCampaignBattle = {"Red"};
    for (const QString &b : before)
        accept(round, races, parse(b));
    const PickCheck check = checkPick(round, races, parse(pick));
    QVERIFY(check.refusal);
    QCOMPARE(check.refusal->code, code);
    QVERIFY2(check.refusal->message.contains(phrase), qPrintable(check.refusal->message));
    QVERIFY(check.refusal->message.startsWith(QStringLiteral("§")));
}

// I-72: when all have picked, the unmatched open pick and the C players pair off in picking
// order without campaign effect; an odd one out watches.
void TestLesserRaces::leftoversPaired()
{
    const std::vector<LesserRace> races{race(QStringLiteral("Orcs"), TrackBox::Box0)};
    PickupRound round;
    round.order = {"P1", "P2", "P3"};
    accept(round, races, pickC("P1"));
    accept(round, races, pickB("P2"));
    QVERIFY(replayRound(round).friendlies.empty());
    accept(round, races, pickC("P3"));
    RoundState state = replayRound(round);
    QVERIFY(state.games.empty());
    QCOMPARE(state.friendlies.size(), std::size_t(1));
    QCOMPARE(state.friendlies[0].kind, PickupGameKind::NoCampaignEffect);
    QCOMPARE(state.friendlies[0].first.nation, QStringLiteral("P1"));
    QCOMPARE(state.friendlies[0].second.nation, QStringLiteral("P2"));
    QCOMPARE(state.watching, QStringLiteral("P3"));

    // An open A left at the end plays without its race; four leftovers make two games.
    PickupRound even;
    even.order = {"P1", "P2", "P3", "P4"};
    accept(even, races, pickC("P1"));
    accept(even, races, pickA("P2", "Orcs"));
    accept(even, races, pickC("P3"));
    accept(even, races, pickC("P4"));
    state = replayRound(even);
    QCOMPARE(state.friendlies.size(), std::size_t(2));
    QCOMPARE(state.friendlies[0].first, (PickupSide{"P1", {}}));
    QCOMPARE(state.friendlies[0].second, (PickupSide{"P2", {}}));
    QCOMPARE(state.friendlies[1].second, (PickupSide{"P4", {}}));
    QVERIFY(state.watching.isEmpty());
}

// §7.7.5, I-74: who must consent, and when consent is automatic.
void TestLesserRaces::requests_data()
{
    QTest::addColumn<Markers>("markers");
    QTest::addColumn<QStringList>("granted");
    QTest::addColumn<bool>("needed");
    QTest::addColumn<bool>("granted_");
    QTest::addColumn<QStringList>("missing");

    // The requester is P2; P1 picked before him, Red fights a campaign battle, P3 picks later.
    QTest::newRow("no markers anywhere: no request")
        << Markers{} << QStringList{} << false << true << QStringList{};
    QTest::newRow("equal markers: no request")
        << Markers{{"P2", 1}, {"P3", 1}} << QStringList{} << false << true << QStringList{};
    QTest::newRow("holder already picked: automatic")
        << Markers{{"P1", 2}} << QStringList{} << true << true << QStringList{};
    QTest::newRow("holder in a campaign battle: automatic")
        << Markers{{"Red", 1}} << QStringList{} << true << true << QStringList{};
    QTest::newRow("holder picks later: his consent is missing")
        << Markers{{"P3", 1}} << QStringList{} << true << false << QStringList{"P3"};
    QTest::newRow("holder picks later and agreed")
        << Markers{{"P3", 1}} << QStringList{"P3"} << true << true << QStringList{};
    QTest::newRow("I-74 every holder: one agreed, one missing")
        << Markers{{"P3", 2}, {"P4", 1}} << QStringList{"P4"} << true << false << QStringList{"P3"};
    QTest::newRow("I-74 every holder: one automatic, one agreed")
        << Markers{{"Red", 3}, {"P3", 1}} << QStringList{"P3"} << true << true << QStringList{};
    QTest::newRow("requester holds more than the others: no request")
        << Markers{{"P2", 2}, {"P3", 1}} << QStringList{} << false << true << QStringList{};
}

void TestLesserRaces::requests()
{
    QFETCH(Markers, markers);
    QFETCH(QStringList, granted);
    QFETCH(bool, needed);
    QFETCH(bool, granted_);
    QFETCH(QStringList, missing);

    const std::vector<LesserRace> races{race(QStringLiteral("Orcs"), TrackBox::Box1, markers)};
    PickupRound round;
    round.order = {"P1", "P2", "P3", "P4"};
    round.inCampaignBattle = {"Red"};
    accept(round, races, pickC("P1"));
    const Pick pick = pickA("P2", "Orcs", granted);
    const AffiliationRequest request = affiliationRequest(round, races[0], pick);
    QCOMPARE(request.needed(), needed);
    QCOMPARE(request.granted(), granted_);
    QCOMPARE(request.missing(), missing);
    QVERIFY(request.explain().startsWith(QStringLiteral("§7.7.5")));

    const PickCheck check = checkPick(round, races, pick);
    QCOMPARE(!check.refusal.has_value(), granted_);
    if (check.refusal) {
        QCOMPARE(check.refusal->code, PickRefusalCode::PermissionMissing);
        QVERIFY2(check.refusal->message.contains(missing.join(", ")),
                 qPrintable(check.refusal->message));
    }
}

// §7.7.3, §9: the picking order comes from the dice, one die per place left.
void TestLesserRaces::pickOrderFromDice()
{
    herald::dice::Dice dice(herald::dice::Generator(3, 0));
    dice.queueTyped({3, 1, 2}); // d4 = 3, d3 = 1, d2 = 2
    const QStringList order =
        drawPickOrder({"White", "Brown", "Yellow", "Purple"}, dice, {{"White", "Snow"}});
    QCOMPARE(order, (QStringList{"Yellow", "White", "Purple", "Brown"}));
    QCOMPARE(dice.rolls().size(), std::size_t(3));
    QVERIFY(QString::fromStdString(dice.rolls()[0].purpose).contains("Snow, Brown"));
    QCOMPARE(dice.unusedTyped(), std::size_t(0));
}

// §5.12, I-80: a pick-up round only in a month with a campaign battle, unless the setting.
void TestLesserRaces::roundHeld_data()
{
    QTest::addColumn<bool>("battle");
    QTest::addColumn<bool>("everyTurn");
    QTest::addColumn<bool>("held");
    QTest::newRow("I-80 campaign battle, default: held") << true << false << true;
    QTest::newRow("I-80 no campaign battle, default: none") << false << false << false;
    QTest::newRow("I-80 no campaign battle, pickupRoundEveryTurn: held") << false << true << true;
    QTest::newRow("I-80 campaign battle, pickupRoundEveryTurn: held") << true << true << true;
}

void TestLesserRaces::roundHeld()
{
    QFETCH(bool, battle);
    QFETCH(bool, everyTurn);
    QFETCH(bool, held);
    CampaignSettings settings;
    settings.pickupRoundEveryTurn = everyTurn;
    QCOMPARE(pickupRoundHeld(battle, settings), held);
}

// §7.7.2, §5.12: the nations of the campaign battle and the absent ones do not pick.
void TestLesserRaces::freeNationsOfTheMonth()
{
    const QStringList all{"Red", "Blue", "White", "Brown", "Yellow", "Purple", "Grey"};
    QCOMPARE(freeNations(all, {"Red", "Blue"}, {"Grey"}),
             (QStringList{"White", "Brown", "Yellow", "Purple"}));
    QCOMPARE(freeNations(all, {}, {}), all);
}

// §2.15, I-77: a national army's VP are needed for its XP; no result for a leftover game.
void TestLesserRaces::resultNeedsVp()
{
    std::vector<LesserRace> races{race(QStringLiteral("Orcs"), TrackBox::Box1)};
    PickupRound round;
    round.order = {"P1", "P2"};
    const PickupGame game{PickupGameKind::RaceAgainstNation, {"P1", "Orcs"}, {"P2", {}}};
    PickupResolution r = resolvePickupGame(round, races, game, {1, {}}, {});
    QVERIFY2(r.refusal.contains("P2's army"), qPrintable(r.refusal));
    QCOMPARE(races[0].box, TrackBox::Box1); // nothing changed
    r = resolvePickupGame(round, races, game, {1, {std::nullopt, -5}}, {});
    QVERIFY2(r.refusal.contains("-5"), qPrintable(r.refusal));
    r = resolvePickupGame(round, races, game, {2, {std::nullopt, 100}}, {});
    QVERIFY2(r.refusal.contains("not 2"), qPrintable(r.refusal));
    const PickupGame friendly{PickupGameKind::NoCampaignEffect, {"P1", {}}, {"P2", {}}};
    r = resolvePickupGame(round, races, friendly, {0, {100, 100}}, {});
    QVERIFY2(r.refusal.contains("no campaign effect"), qPrintable(r.refusal));

    // A draw: no track move, experience at the loser's rate.
    r = resolvePickupGame(round, races, game, {std::nullopt, {std::nullopt, 450}}, {});
    QVERIFY(r.refusal.isEmpty());
    QCOMPARE(races[0].box, TrackBox::Box1);
    QCOMPARE(r.experience.size(), std::size_t(1));
    QCOMPARE(r.experience[0].earned.points(), 2);
}

// I-77: lesserCommandersEarnXP lets the race's commander earn XP too (off: markers only).
void TestLesserRaces::commandersEarnXpSetting()
{
    PickupRound round;
    round.order = {"P1", "P2"};
    const PickupGame game{PickupGameKind::Races, {"P1", "Orcs"}, {"P2", "Elves"}};
    CampaignSettings settings;
    std::vector<LesserRace> races{race("Orcs", TrackBox::Box0), race("Elves", TrackBox::Box0)};
    PickupResolution r = resolvePickupGame(round, races, game, {0, {}}, settings);
    QVERIFY(r.refusal.isEmpty());
    QVERIFY(r.experience.empty());

    settings.lesserCommandersEarnXP = true;
    r = resolvePickupGame(round, races, game, {0, {}}, settings);
    QVERIFY2(r.refusal.contains("lesserCommandersEarnXP"), qPrintable(r.refusal));
    r = resolvePickupGame(round, races, game, {0, {350, 350}}, settings);
    QCOMPARE(r.experience.size(), std::size_t(2));
    QCOMPARE(r.experience[0].nation, QStringLiteral("P1"));
    QCOMPARE(r.experience[0].earned.points(), 3); // §2.15 won with 350
    QCOMPARE(r.experience[1].earned.points(), 1); // lost with 350
    QCOMPARE(races[0].box, TrackBox::Box2);       // the two wins moved Orcs twice
    QCOMPARE(races[1].box, TrackBox::Box0);
}

// §12.2 T-40a..T-40e: the round as the example plays it, then Elves beat Orcs.
void TestLesserRaces::workedExampleElvesWin()
{
    std::vector<LesserRace> races = exampleRaces();
    PickupRound round = example();

    // T-40a: White asks for Orcs; Red (2 markers) fights the campaign battle: granted; open.
    PickEffect a = accept(round, races, pickA("White", "Orcs"));
    QVERIFY(a.request && a.request->needed() && a.request->granted());
    QCOMPARE(a.request->holders.size(), std::size_t(1));
    QCOMPARE(a.request->holders[0].nation, QStringLiteral("Red"));
    QCOMPARE(a.request->holders[0].markers, 2);
    QCOMPARE(a.request->holders[0].source, PermissionSource::CampaignBattle);
    QVERIFY(!a.game);
    QCOMPARE(replayRound(round).openPick, std::optional<std::size_t>(0));

    // T-40b: Brown picks Elves: nobody has more than his 1; matched with White's Orcs.
    const PickEffect b = accept(round, races, pickA("Brown", "Elves"));
    QVERIFY(b.request && !b.request->needed());
    QCOMPARE(b.game->kind, PickupGameKind::Races);
    QCOMPARE(gameText(round, races, *b.game), QStringLiteral("Elves (Brown) against Orcs (White)"));
    QVERIFY(!replayRound(round).openPick);

    // T-40c: Yellow asks for Undead; Blue (1 marker) is engaged: granted; open.
    const PickEffect c = accept(round, races, pickA("Yellow", "Undead"));
    QVERIFY(c.request->needed() && c.request->granted());
    QCOMPARE(c.request->holders[0].nation, QStringLiteral("Blue"));
    QVERIFY(!c.game);

    // T-40d: Purple picks B: his national army against Undead (Yellow).
    const PickEffect d = accept(round, races, pickB("Purple"));
    QCOMPARE(d.game->kind, PickupGameKind::RaceAgainstNation);
    QCOMPARE(gameText(round, races, *d.game),
             QStringLiteral("Purple's army against Undead (Yellow)"));
    const RoundState state = replayRound(round);
    QVERIFY(round.finished());
    QCOMPARE(state.games.size(), std::size_t(2));
    QVERIFY(state.friendlies.empty());
    QVERIFY(state.watching.isEmpty());

    // T-40e: Elves (second side) beat Orcs: Elves independent, placed by Brown, Brown 1 -> 2;
    // Orcs 2 -> 1.
    const PickupResolution r = resolvePickupGame(round, races, state.games[0], {1, {}}, {});
    QVERIFY(r.refusal.isEmpty());
    QCOMPARE(find(races, "Elves")->box, TrackBox::Independent);
    QCOMPARE(find(races, "Elves")->markersOf("Brown"), 2);
    QCOMPARE(find(races, "Orcs")->box, TrackBox::Box1);
    QCOMPARE(find(races, "Orcs")->markersOf("Red"), 2);
    QCOMPARE(find(races, "Orcs")->markersOf("White"), 0);
    QVERIFY(r.experience.empty()); // I-77: commanders of lesser races earn markers, not XP
    QVERIFY2(r.lines.join('\n').contains("placed on the map by Brown"),
             qPrintable(r.lines.join('\n')));
}

// §12.2 T-40f: the alternative, Orcs beat Elves.
void TestLesserRaces::workedExampleOrcsWin()
{
    std::vector<LesserRace> races = exampleRaces();
    PickupRound round = example();
    accept(round, races, pickA("White", "Orcs"));
    const PickEffect b = accept(round, races, pickA("Brown", "Elves"));
    const PickupResolution r = resolvePickupGame(round, races, *b.game, {0, {}}, {});
    QVERIFY(r.refusal.isEmpty());
    QCOMPARE(find(races, "Orcs")->box, TrackBox::Box3);
    QCOMPARE(find(races, "Orcs")->markersOf("White"), 1);
    QCOMPARE(find(races, "Elves")->box, TrackBox::Box2);
    QCOMPARE(find(races, "Elves")->markersOf("Brown"), 1); // kept (clearMarkersOnReset off)
    QCOMPARE(r.moves.size(), std::size_t(2));
}

// §12.2 T-40g, T-40h: Purple's army against Undead (Yellow), Purple scoring 450 VP.
void TestLesserRaces::workedExamplePurpleGames_data()
{
    QTest::addColumn<int>("winner"); // side: 0 Undead (Yellow), 1 Purple
    QTest::addColumn<int>("xp");
    QTest::addColumn<TrackBox>("undead");
    QTest::addColumn<int>("yellowMarkers");
    QTest::newRow("§12.2 T-40g Purple wins with 450 VP: +4 XP, Undead 1 -> 0")
        << 1 << 4 << TrackBox::Box0 << 0;
    QTest::newRow("§12.2 T-40h Undead win, Purple 450 VP: +2 XP, Undead 1 -> 2, Yellow marker")
        << 0 << 2 << TrackBox::Box2 << 1;
}

void TestLesserRaces::workedExamplePurpleGames()
{
    QFETCH(int, winner);
    QFETCH(int, xp);
    QFETCH(TrackBox, undead);
    QFETCH(int, yellowMarkers);

    std::vector<LesserRace> races = exampleRaces();
    PickupRound round = example();
    accept(round, races, pickA("White", "Orcs"));
    accept(round, races, pickA("Brown", "Elves"));
    accept(round, races, pickA("Yellow", "Undead"));
    const PickEffect d = accept(round, races, pickB("Purple"));
    const PickupResolution r =
        resolvePickupGame(round, races, *d.game, {winner, {std::nullopt, 450}}, {});
    QVERIFY(r.refusal.isEmpty());
    QCOMPARE(r.experience.size(), std::size_t(1));
    QCOMPARE(r.experience[0].nation, QStringLiteral("Purple"));
    QCOMPARE(r.experience[0].earned.points(), xp);
    QCOMPARE(find(races, "Undead")->box, undead);
    QCOMPARE(find(races, "Undead")->markersOf("Yellow"), yellowMarkers);
    QCOMPARE(find(races, "Undead")->markersOf("Blue"), 1);
    QVERIFY2(r.lines.join('\n').contains("I-78"), qPrintable(r.lines.join('\n')));
}

// §12.2 T-40i: Red not engaged and later in the order; White asks for Orcs; Red may refuse,
// White picks again, and Red need not pick Orcs later.
void TestLesserRaces::workedExampleRequestRefused()
{
    std::vector<LesserRace> races = exampleRaces();
    PickupRound round;
    round.order = {"White", "Brown", "Red", "Yellow"};
    round.inCampaignBattle = {"Blue"};
    PickCheck check = checkPick(round, races, pickA("White", "Orcs"));
    QVERIFY(check.refusal);
    QCOMPARE(check.refusal->code, PickRefusalCode::PermissionMissing);
    QVERIFY2(check.refusal->message.contains("consent of Red"), qPrintable(check.refusal->message));
    QVERIFY(round.picks.empty());

    // White picks again (C); later Red is free to pick something else.
    accept(round, races, pickC("White"));
    accept(round, races, pickB("Brown"));
    const PickEffect red = accept(round, races, pickA("Red", "Undead"));
    QVERIFY(red.request->granted()); // Blue is engaged
    QCOMPARE(red.game->kind, PickupGameKind::RaceAgainstNation);

    // With Red's consent, White's request goes through.
    PickupRound agreed = round;
    agreed.picks.clear();
    check = checkPick(agreed, races, pickA("White", "Orcs", {"Red"}));
    QVERIFY(!check.refusal);
    QCOMPARE(check.effect.request->holders[0].source, PermissionSource::Agreed);
}

QTEST_GUILESS_MAIN(TestLesserRaces)
#include "tst_lesserraces.moc"
