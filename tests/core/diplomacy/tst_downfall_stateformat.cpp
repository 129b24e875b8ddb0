// A Downfall position with its whole Hardbop state in the position format (issue 24,
// docs/diplomacy-position-format.md "Downfall"): written and read back equal, and every
// problem named with its line (rules spec B2, B4, B6, B7, B9, B10, E31).
#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/stateformat.h"
#include "tst_downfall_map.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using herald::diplomacy::test::downfallMap;

namespace {

ProvinceId at(const char *name)
{
    return downfallMap().findProvince(name);
}

PowerId power(const char *name)
{
    return downfallMap().findPower(name);
}

/// The first problem read, for a failure's message.
std::string firstProblem(const HardbopPositionParse &r)
{
    return r.errors.empty() ? std::string() : describe(r.errors.front());
}

/// A game well under way: every part of HardbopState away from its start.
std::pair<Position, HardbopState> underWay()
{
    const Variant &v = downfallMap();
    Position b = initialPosition(v);
    HardbopState s = initialState(v);
    fillEasterlingBox(b, s);
    b.units[at("NHa")] = b.units[at("Cit")]; // the pirate ashore (B6.4)
    b.units[at("Cit")] = {};
    s.traits[at("NHa")] = s.traits[at("Cit")];
    s.traits[at("Cit")] = {};
    b.owners[at("Osg")] = kNoPower;
    s.alignment[power("Dwarves")] = Alignment::Evil;
    s.personalities = {{Personality::Fellowship, at("Shi"), false, false},
                       {Personality::Nazgul, at("Udu"), false, false},
                       {Personality::Ranger, at("Ech"), true, false},
                       {Personality::Sauron, at("Bar"), false, false}};
    s.absences = {{Personality::Gandalf, 3}};
    s.ring = {RingStatus::Carried, at("Shi"), power("Elves"), Personality::Fellowship, kNoPower};
    s.balrog = Balrog::Slain;
    s.entsGone = true;
    s.faramirLeadsRohan = true;
    s.pathsWalked = true;
    s.rangerGrudges = powerBit(power("Umbar"));
    s.turnsEvil = powerBit(power("Saruman"));
    s.neutralised.set(at("Osg"));
    s.centreLost.set(at("Ise"));
    s.garrisonLost.set(at("Shi"));
    s.fortressLost.set(at("Shi"));
    return {b, s};
}

} // namespace

class TestDownfallStateFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // B2, B4, B6, B7, B9, B10, E31: everything written is read back equal.
    void theWholeStateRoundTrips()
    {
        const auto [b, s] = underWay();
        const std::string text = serializeHardbopPosition(b, s);
        QVERIFY(text.find("UNIT Mordor 2A Bar ORIGINAL\n") != std::string::npos);
        QVERIFY(text.find("UNIT Rohan C Edo ORIGINAL\n") != std::string::npos);
        QVERIFY(text.find("UNIT Umbar P NHa ORIGINAL\n") != std::string::npos);
        QVERIFY(text.find("UNIT Mordor A Off EASTERLING ORIGINAL\n") != std::string::npos);
        QVERIFY(text.find("PERSONALITY Ranger Ech DOUBLED\n") != std::string::npos);
        QVERIFY(text.find("RING Carried BY Fellowship\n") != std::string::npos);
        const HardbopPositionParse back = parseHardbopPosition(downfallMap(), text);
        QVERIFY2(back.errors.empty(), firstProblem(back).c_str());
        QCOMPARE(*back.position, b);
        QVERIFY(*back.state == s);
        QCOMPARE(serializeHardbopPosition(*back.position, *back.state), text);
    }

    // B6.1, B9.5, E39: a Dwarf army wearing the Ring and doubled, then the Ring lost; a
    // retreat phase keeps the traits of the units waiting to retreat.
    void ringWornAndRetreatsRoundTrip()
    {
        const Variant &v = downfallMap();
        Position b = initialPosition(v);
        HardbopState s = initialState(v);
        b.phase = PhaseType::Retreat;
        b.dislodged[at("Edo")] = {b.units[at("Edo")], at("WEm"), false};
        s.dislodgedTraits[at("Edo")] = s.traits[at("Edo")];
        b.units[at("Edo")] = {power("Saruman"), UnitKind::Army, kNoCoast};
        s.traits[at("Edo")] = {};
        s.traits[at("Erb")].multiple = 2;
        s.ring = {RingStatus::Worn, at("Erb"), power("Dwarves"), std::nullopt, power("Dwarves")};
        s.personalities = {{Personality::Faramir, at("Edo"), false, true}};
        const std::string text = serializeHardbopPosition(b, s);
        QVERIFY(text.find("DISLODGED Rohan C Edo FROM WEm ORIGINAL\n") != std::string::npos);
        QVERIFY(text.find("PERSONALITY Faramir Edo RETREATING\n") != std::string::npos);
        const HardbopPositionParse back = parseHardbopPosition(v, text);
        QVERIFY2(back.errors.empty(), firstProblem(back).c_str());
        QCOMPARE(*back.position, b);
        QVERIFY(*back.state == s);
        // Lost again: it lies where its wearer fell, the wearer remembered (B9.5).
        s.ring = {RingStatus::Lying, at("Erb"), kNoPower, std::nullopt, power("Dwarves")};
        const HardbopPositionParse lost = parseHardbopPosition(v, serializeHardbopPosition(b, s));
        QVERIFY(lost.state && lost.state->ring == s.ring);
    }

    // Without Hardbop records a Downfall board reads as at the start of a game (B1), its
    // units ordinary, and the army in Mordor's box an Easterling (B6.2).
    void aPlainPositionReadsAsTheStart()
    {
        const HardbopPositionParse r =
            parseHardbopPosition(downfallMap(), "VARIANT Hardbop Downfall\n"
                                                "UNIT Mordor A Off\nUNIT Rohan A Edo\n");
        QVERIFY(r.errors.empty());
        QCOMPARE(r.state->alignment[power("Rohan")], Alignment::Good);
        QVERIFY(r.state->traits[at("Off")].easterling);
        QCOMPARE(r.state->traits[at("Edo")], UnitTraits{});
        QCOMPARE(r.state->ring.status, RingStatus::Hidden);
        QCOMPARE(r.state->ring.at, kNoProvince);
        QCOMPARE(r.state->easterlingsOffBoard, 0);
    }

    void problemsNameTheirLine_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("detail");
        const int rule = int(PositionErrorCode::BreaksRule);
        const int word = int(PositionErrorCode::UnknownWord);
        QTest::newRow("B6.3: Gondor's cavalry") << "UNIT Gondor C Wol" << rule << "B6.3";
        QTest::newRow("B7.8: a cavalry in a marsh") << "UNIT Rohan C DMa" << rule << "B7.8";
        QTest::newRow("B6.4: a fourth pirate")
            << "UNIT Umbar P BAY\nUNIT Umbar P SOU\nUNIT Umbar P TOL\nUNIT Umbar P WES" << rule
            << "B6.4";
        QTest::newRow("B7.5: Faramir in Erech") << "PERSONALITY Faramir Ech" << rule << "B7.5";
        QTest::newRow("B9.5: the Elves wear the Ring")
            << "UNIT Elves A Lor\nRING Worn Lor" << rule << "B9.5";
        QTest::newRow("B9.1: carried by the absent Gandalf")
            << "RING Carried BY Gandalf" << rule << "B9.1";
        QTest::newRow("B7.3: a sleeping Balrog") << "BALROG Sleeping" << word << "Sleeping";
        QTest::newRow("B2: an unknown personality") << "PERSONALITY Frodo Shi" << word << "Frodo";
        QTest::newRow("an unknown record")
            << "SMAUG Erb" << int(PositionErrorCode::UnknownRecord) << "SMAUG";
    }
    // Every problem is reported on its own line, and no position comes back.
    void problemsNameTheirLine()
    {
        QFETCH(QString, record);
        QFETCH(int, code);
        QFETCH(QString, detail);
        const std::string text = "VARIANT Hardbop Downfall\n" + record.toStdString() + "\n";
        const HardbopPositionParse r = parseHardbopPosition(downfallMap(), text);
        QVERIFY(!r.position && !r.state);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(int(r.errors[0].code), code);
        QCOMPARE(r.errors[0].line, 2 + int(record.count(QLatin1Char('\n'))));
        QVERIFY2(QString::fromStdString(describe(r.errors[0])).contains(detail),
                 describe(r.errors[0]).c_str());
    }
};

QTEST_GUILESS_MAIN(TestDownfallStateFormat)
#include "tst_downfall_stateformat.moc"
