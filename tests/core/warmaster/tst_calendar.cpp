// §3 the campaign's state machine (S-1..S-6, NY-1..NY-7 with NY-2a, M-0..M-6 with M-2A/B/C in
// the merged order of I-69): the date, the step after each, keys and names, and what each
// step waits for before the campaign goes on.
#include "core/warmaster/calendar.h"
#include "core/warmaster/stepblockers.h"

#include <QtTest>

using namespace herald::warmaster;
using S = CampaignStep;

Q_DECLARE_METATYPE(herald::warmaster::CampaignDate)
Q_DECLARE_METATYPE(herald::warmaster::CampaignStep)
Q_DECLARE_METATYPE(herald::warmaster::Awaited)

class TestCalendar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nextDate_data();
    void nextDate();
    void wholeYearTakesEveryStepOnce();
    void keysAndLabels();
    void validity_data();
    void validity();
    void storedDate_data();
    void storedDate();
    void dateText_data();
    void dateText();
    void newYearStepsOfANation();
    void waitsFor_data();
    void waitsFor();
    void blockerSentence_data();
    void blockerSentence();
    void blockersReadOnlyTheStepsOwnKinds();
};

// §3: the step after each step, every step a row, and the three turns of the year.
void TestCalendar::nextDate_data()
{
    QTest::addColumn<CampaignDate>("from");
    QTest::addColumn<CampaignDate>("to");
    const auto row = [](const char *name, CampaignDate from, CampaignDate to) {
        QTest::newRow(name) << from << to;
    };
    row("§3.0 S-1 → S-2", {1, 0, S::SetupMap}, {1, 0, S::SetupRaces});
    row("§3.0 S-2 → S-3", {1, 0, S::SetupRaces}, {1, 0, S::SetupMagicItems});
    row("§3.0 S-3 → S-4", {1, 0, S::SetupMagicItems}, {1, 0, S::SetupPoi});
    row("§3.0 S-4 → S-5", {1, 0, S::SetupPoi}, {1, 0, S::SetupLesserRaces});
    row("§3.0 S-5 → S-6", {1, 0, S::SetupLesserRaces}, {1, 0, S::SetupStart});
    row("§3.0 S-6 → year 1 NY-1", {1, 0, S::SetupStart}, {1, 0, S::RemoveArmies});
    row("§3.1 NY-1 → NY-2", {3, 0, S::RemoveArmies}, {3, 0, S::Ransom});
    row("§3.1 NY-2 → NY-2a", {3, 0, S::Ransom}, {3, 0, S::PreTally});
    row("§3.1 NY-2a → NY-3", {3, 0, S::PreTally}, {3, 0, S::Tally});
    row("§3.1 NY-3 → NY-4", {3, 0, S::Tally}, {3, 0, S::Production});
    row("§3.1 NY-4 → NY-5", {3, 0, S::Production}, {3, 0, S::RemoveExpeditions});
    row("§3.1 NY-5 → NY-6", {3, 0, S::RemoveExpeditions}, {3, 0, S::FillRosters});
    row("§3.1 NY-6 → NY-7", {3, 0, S::FillRosters}, {3, 0, S::PlaceArmies});
    row("§3.1 NY-7 → month 1 M-0", {3, 0, S::PlaceArmies}, {3, 1, S::StartOfTurn});
    row("§3.2 M-0 → M-1", {3, 4, S::StartOfTurn}, {3, 4, S::WriteOrders});
    row("§3.2 M-1 → M-2A", {3, 4, S::WriteOrders}, {3, 4, S::RevealOrders});
    row("§3.2 M-2A → M-2B", {3, 4, S::RevealOrders}, {3, 4, S::TerrainDelays});
    row("§3.2 M-2B → M-2C", {3, 4, S::TerrainDelays}, {3, 4, S::Move});
    row("§3.2 M-2C → M-3", {3, 4, S::Move}, {3, 4, S::Combats});
    row("§3.2 M-3 → M-4", {3, 4, S::Combats}, {3, 4, S::Retreats});
    row("§3.2 M-4 → M-5", {3, 4, S::Retreats}, {3, 4, S::UpdateMap});
    row("§3.2 M-5 → M-6", {3, 4, S::UpdateMap}, {3, 4, S::Advance});
    row("§3.2 M-6 of month 1 → month 2 M-0", {3, 1, S::Advance}, {3, 2, S::StartOfTurn});
    row("§3.2 M-6 of month 11 → month 12 M-0", {3, 11, S::Advance}, {3, 12, S::StartOfTurn});
    row("§3.2 M-6 of month 12 → next year's NY-1", {3, 12, S::Advance}, {4, 0, S::RemoveArmies});
    row("an invalid date stays as it is", {3, 0, S::Advance}, {3, 0, S::Advance});
}

void TestCalendar::nextDate()
{
    QFETCH(CampaignDate, from);
    QFETCH(CampaignDate, to);
    QCOMPARE(herald::warmaster::nextDate(from), to);
}

// §3: from one New Year to the next, 8 New Year steps and 12 months of 9 steps.
void TestCalendar::wholeYearTakesEveryStepOnce()
{
    CampaignDate date{2, 0, S::RemoveArmies};
    int steps = 0;
    do {
        date = herald::warmaster::nextDate(date);
        ++steps;
        QVERIFY(date.isValid());
    } while (date.step != S::RemoveArmies);
    QCOMPARE(steps, 8 + 12 * 9);
    QCOMPARE(date, (CampaignDate{3, 0, S::RemoveArmies}));
}

// §3, I-69: each step has a file key that reads back, an English name and its rules label.
void TestCalendar::keysAndLabels()
{
    QStringList labels;
    QStringList keys;
    for (const auto &entry : EnumKeys<CampaignStep>::table()) {
        QVERIFY(fromKey<CampaignStep>(keyOf(entry.value)) == entry.value);
        QVERIFY(!nameOf(entry.value).isEmpty());
        QVERIFY(!stepDuty(entry.value).isEmpty());
        labels << stepLabel(entry.value);
        keys << keyOf(entry.value);
    }
    QCOMPARE(labels.size(), 23);
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), 23);
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), 23);
    QCOMPARE(stepLabel(S::PreTally), QStringLiteral("NY-2a"));
    QCOMPARE(stepLabel(S::TerrainDelays), QStringLiteral("M-2B"));
    QCOMPARE(keyOf(S::WriteOrders), QStringLiteral("writeOrders"));
    QCOMPARE(stepSection(S::SetupPoi), QStringLiteral("§3.0"));
    QCOMPARE(stepSection(S::Tally), QStringLiteral("§3.1"));
    QCOMPARE(stepSection(S::Combats), QStringLiteral("§3.2"));
    QCOMPARE(phaseOf(S::SetupStart), CampaignPhase::Setup);
    QCOMPARE(phaseOf(S::RemoveArmies), CampaignPhase::NewYear);
    QCOMPARE(phaseOf(S::PlaceArmies), CampaignPhase::NewYear);
    QCOMPARE(phaseOf(S::StartOfTurn), CampaignPhase::Month);
}

// §1.1: month 0 is the set-up and the New Year (as the campaign file keeps it), 1..12 the turns.
void TestCalendar::validity_data()
{
    QTest::addColumn<CampaignDate>("date");
    QTest::addColumn<bool>("valid");
    QTest::newRow("set-up in year 1") << CampaignDate{1, 0, S::SetupPoi} << true;
    QTest::newRow("set-up in year 2") << CampaignDate{2, 0, S::SetupPoi} << false;
    QTest::newRow("set-up with a month") << CampaignDate{1, 3, S::SetupMap} << false;
    QTest::newRow("New Year, month 0") << CampaignDate{5, 0, S::Production} << true;
    QTest::newRow("New Year with a month") << CampaignDate{5, 2, S::Production} << false;
    QTest::newRow("month 1") << CampaignDate{5, 1, S::WriteOrders} << true;
    QTest::newRow("month 12") << CampaignDate{5, 12, S::Advance} << true;
    QTest::newRow("month 13") << CampaignDate{5, 13, S::Advance} << false;
    QTest::newRow("monthly step in month 0") << CampaignDate{5, 0, S::Move} << false;
    QTest::newRow("year 0") << CampaignDate{0, 0, S::RemoveArmies} << false;
}

void TestCalendar::validity()
{
    QFETCH(CampaignDate, date);
    QFETCH(bool, valid);
    QCOMPARE(date.isValid(), valid);
}

void TestCalendar::storedDate_data()
{
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("month");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("ok");
    QTest::newRow("year 2, month 3, writeOrders") << 2 << 3 << "writeOrders" << true;
    QTest::newRow("year 1, New Year, preTally") << 1 << 0 << "preTally" << true;
    QTest::newRow("an unknown key") << 1 << 0 << "setup" << false;
    QTest::newRow("a step in the wrong month") << 1 << 4 << "tally" << false;
}

void TestCalendar::storedDate()
{
    QFETCH(int, year);
    QFETCH(int, month);
    QFETCH(QString, key);
    QFETCH(bool, ok);
    const auto date = dateFromStored(year, month, key);
    QCOMPARE(date.has_value(), ok);
    if (ok)
        QCOMPARE(keyOf(date->step), key);
}

void TestCalendar::dateText_data()
{
    QTest::addColumn<CampaignDate>("date");
    QTest::addColumn<QString>("text");
    QTest::newRow("set-up") << CampaignDate{1, 0, S::SetupMap} << "Set-up, S-1 Map";
    QTest::newRow("New Year") << CampaignDate{2, 0, S::PreTally}
                              << "Year 2, New Year, NY-2a Pre-tally adjustments";
    QTest::newRow("month") << CampaignDate{2, 3, S::WriteOrders}
                           << "Year 2, month 3, M-1 Write orders";
}

void TestCalendar::dateText()
{
    QFETCH(CampaignDate, date);
    QFETCH(QString, text);
    QCOMPARE(date.toString(), text);
}

// §7.6 rule 3: the New Year steps an absent player's nation keeps pending are NY-1..NY-7.
void TestCalendar::newYearStepsOfANation()
{
    const auto steps = nationNewYearSteps();
    const std::vector<CampaignStep> expected{S::RemoveArmies, S::Ransom,     S::PreTally,
                                             S::Tally,        S::Production, S::RemoveExpeditions,
                                             S::FillRosters,  S::PlaceArmies};
    QCOMPARE(std::vector<CampaignStep>(steps.begin(), steps.end()), expected);
}

// §3.0-§3.2 "Asks" columns: what each step waits for; steps Herald does alone wait for nothing.
void TestCalendar::waitsFor_data()
{
    QTest::addColumn<CampaignStep>("step");
    QTest::addColumn<QList<Awaited>>("awaited");
    using A = Awaited;
    const auto row = [](CampaignStep step, QList<Awaited> awaited) {
        QTest::newRow(qPrintable(stepLabel(step) + QLatin1Char(' ') + nameOf(step)))
            << step << awaited;
    };
    row(S::SetupMap, {A::MapProblems});
    row(S::SetupRaces, {A::NationsWithoutRace});
    row(S::SetupMagicItems, {A::MagicItemsOverLimit});
    row(S::SetupPoi, {A::PoiCardsUnplaced});
    row(S::SetupLesserRaces, {A::LesserRacesUnchosen});
    row(S::SetupStart, {});
    row(S::RemoveArmies, {});
    row(S::Ransom, {A::RansomsUndecided, A::RebellionsUndecided});
    row(S::PreTally, {A::LastStandsUnplaced, A::ChaosUnitsUnchosen});
    row(S::Tally, {A::NationsNotTallied});
    row(S::Production, {A::CentresToPlace, A::CentresToReduce, A::ColonyDecisions});
    row(S::RemoveExpeditions, {});
    row(S::FillRosters, {A::RostersIncomplete, A::MagicItemsUnassigned});
    row(S::PlaceArmies, {A::ArmyPlacementsOpen});
    row(S::StartOfTurn, {A::AttendanceUnrecorded, A::NewYearStepsPending, A::ExodusOffersOpen});
    row(S::WriteOrders, {A::OrdersMissing});
    row(S::RevealOrders, {});
    row(S::TerrainDelays, {A::DelayNumbersMissing, A::DelayLossesUnchosen});
    row(S::Move, {A::StackingUnresolved});
    row(S::Combats, {A::LocationChoicesMissing, A::BattlesUnresolved, A::IndependentMeetings});
    row(S::Retreats, {A::GeneralsUnreplaced, A::RetreatsUnchosen});
    row(S::UpdateMap, {A::AreasCrowded, A::RallyOffersOpen});
    row(S::Advance, {});
}

void TestCalendar::waitsFor()
{
    QFETCH(CampaignStep, step);
    QFETCH(QList<Awaited>, awaited);
    const auto kinds = herald::warmaster::waitsFor(step);
    QCOMPARE(QList<Awaited>(kinds.begin(), kinds.end()), awaited);
}

// Each blocker names its step, its rules section, the count and the items, in one sentence.
void TestCalendar::blockerSentence_data()
{
    QTest::addColumn<CampaignStep>("step");
    QTest::addColumn<Awaited>("what");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("§4.1 orders missing for 2 armies")
        << S::WriteOrders << Awaited::OrdersMissing
        << QStringList{"Host of the Crown", "Iron Guard"}
        << "M-1 (§4.1): orders missing for 2 armies: Host of the Crown, Iron Guard.";
    QTest::newRow("§4.1 orders missing for 1 army")
        << S::WriteOrders << Awaited::OrdersMissing << QStringList{"Iron Guard"}
        << "M-1 (§4.1): orders missing for 1 army: Iron Guard.";
    QTest::newRow("§7.6 attendance not recorded")
        << S::StartOfTurn << Awaited::AttendanceUnrecorded << QStringList{"Red", "Blue", "White"}
        << "M-0 (§7.6): attendance not recorded for 3 players: Red, Blue, White.";
    QTest::newRow("§2.7 new centres to place")
        << S::Production << Awaited::CentresToPlace << QStringList{"Veyra: 2 towns"}
        << "NY-4 (§2.7): 1 nation still places new centres: Veyra: 2 towns.";
    QTest::newRow("§2.1 tallies not frozen")
        << S::Tally << Awaited::NationsNotTallied << QStringList{"Veyra", "Ostmark"}
        << "NY-3 (§2.1): 2 nations' tallies are not frozen yet: Veyra, Ostmark.";
}

void TestCalendar::blockerSentence()
{
    QFETCH(CampaignStep, step);
    QFETCH(Awaited, what);
    QFETCH(QStringList, items);
    QFETCH(QString, sentence);
    StepSnapshot snapshot;
    for (const QString &item : items)
        snapshot.add(what, item);
    const auto found = blockers(step, snapshot);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(describe(step, found.front()), sentence);
}

// §3: a step reports only what it waits for; every kind belongs to a step and names a section.
void TestCalendar::blockersReadOnlyTheStepsOwnKinds()
{
    StepSnapshot snapshot;
    snapshot.add(Awaited::OrdersMissing, QStringLiteral("Iron Guard"));
    QVERIFY(blockers(S::Move, snapshot).empty());
    QVERIFY(blockers(S::WriteOrders, StepSnapshot{}).empty());
    snapshot.open[Awaited::BattlesUnresolved] = {};
    QVERIFY(blockers(S::Combats, snapshot).empty());

    int kinds = 0;
    for (int s = 0; s <= int(S::Advance); ++s) {
        for (const Awaited what : herald::warmaster::waitsFor(CampaignStep(s))) {
            ++kinds;
            QVERIFY(awaitedSection(what).startsWith(QStringLiteral("§")));
            const QString text = describe(CampaignStep(s), Blocker{what, {"A", "B"}});
            QVERIFY2(text.contains(QStringLiteral("2 ")) && text.endsWith(QStringLiteral("A, B.")),
                     qPrintable(text));
        }
    }
    QCOMPARE(kinds, int(Awaited::RallyOffersOpen) + 1);
}

QTEST_GUILESS_MAIN(TestCalendar)
#include "tst_calendar.moc"
