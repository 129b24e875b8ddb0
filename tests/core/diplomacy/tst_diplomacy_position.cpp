// The position text format (docs/diplomacy-position-format.md) and the phase sequence of
// spec A2: round trips, one fixture per kind of mistake, and the calendar of both boards.
#include "testsupport.h"

#include "core/diplomacy/adjudicator.h"
#include "core/diplomacy/positionformat.h"
#include "core/diplomacy/variantformat.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

Q_DECLARE_METATYPE(PositionErrorCode)

namespace {
const std::string kFixtures = HERALD_SOURCE_DIR "/tests/core/diplomacy/fixtures/";
}

class TestPosition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsFixture();
    void roundTrip();
    void errors_data();
    void errors();
    void standardYear();
    void downfallMonths();
    void downfallPiratesAshore();
};

void TestPosition::readsFixture()
{
    const Variant &v = standardVariant();
    const auto parsed = parsePosition(v, readTextFile(kFixtures + "position-valid.txt"));
    QVERIFY(parsed.position);
    const Position &p = *parsed.position;
    QCOMPARE(p.phase, PhaseType::Retreat);
    QCOMPARE(p.season, 1);
    QCOMPARE(p.year, 1901);
    const ProvinceId stp = v.findProvince("StP");
    QCOMPARE(p.units[stp].coast, v.findCoast(stp, "sc"));
    const ProvinceId mun = v.findProvince("Mun");
    QCOMPARE(p.dislodged[mun].attackerFrom, v.findProvince("Bur"));
    QCOMPARE(p.dislodged[v.findProvince("Tys")].attackerFrom, kNoProvince);
    QVERIFY(p.standoffs[v.findProvince("Tyr")]);
    QCOMPARE(p.owners[v.findProvince("Lon")], v.findPower("England"));
    QCOMPARE(p.owners[v.findProvince("Bel")], kNoPower);
}

void TestPosition::roundTrip()
{
    const Variant &v = standardVariant();
    const Position start = initialPosition(v);
    const auto again = parsePosition(v, serializePosition(start));
    QVERIFY(again.position);
    QVERIFY(*again.position == start);
    const auto retreat = parsePosition(v, readTextFile(kFixtures + "position-valid.txt"));
    QVERIFY(retreat.position);
    const auto back = parsePosition(v, serializePosition(*retreat.position));
    QVERIFY(back.position && *back.position == *retreat.position);
}

void TestPosition::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<PositionErrorCode>("code");
    QTest::addColumn<int>("line");
    using C = PositionErrorCode;
    QTest::newRow("unknown record") << "position-unknown-record" << C::UnknownRecord << 5;
    QTest::newRow("wrong variant") << "position-wrong-variant" << C::WrongVariant << 2;
    QTest::newRow("unknown season") << "position-bad-phase" << C::BadPhase << 3;
    QTest::newRow("unknown power") << "position-unknown-power" << C::UnknownPower << 4;
    QTest::newRow("unknown location") << "position-unknown-location" << C::UnknownLocation << 5;
    QTest::newRow("army at sea") << "position-army-at-sea" << C::BadUnit << 4;
    QTest::newRow("fleet on split coasts without a coast")
        << "position-fleet-without-coast" << C::BadUnit << 5;
    QTest::newRow("two units in one province") << "position-two-units" << C::Occupied << 6;
    QTest::newRow("owner of a non-centre") << "position-owner-not-centre" << C::NotACentre << 11;
    QTest::newRow("FROM without a province") << "position-field-count" << C::FieldCount << 8;
}

void TestPosition::errors()
{
    QFETCH(QString, file);
    QFETCH(PositionErrorCode, code);
    QFETCH(int, line);
    const auto parsed =
        parsePosition(standardVariant(), readTextFile(kFixtures + file.toStdString() + ".txt"));
    QVERIFY(!parsed.position);
    QCOMPARE(parsed.errors.size(), std::size_t(1));
    QCOMPARE(parsed.errors[0].code, code);
    QCOMPARE(parsed.errors[0].line, line);
    const std::string message = describe(parsed.errors[0]);
    QVERIFY2(message.find("line " + std::to_string(line)) != std::string::npos, message.c_str());
}

// Spec A2: Spring, Fall, then adjustments (only when someone has any), then next Spring.
void TestPosition::standardYear()
{
    const Variant &v = standardVariant();
    Position p = initialPosition(v);
    QCOMPARE(phaseLabel(p), std::string("Spring 1901 Movement"));
    p = adjudicate(p, {}).next;
    QCOMPARE(phaseLabel(p), std::string("Fall 1901 Movement"));
    // Nobody gained or lost a centre: no adjustment phase.
    p = adjudicate(p, {}).next;
    QCOMPARE(phaseLabel(p), std::string("Spring 1902 Movement"));
}

// Spec B12: months of two turns, builds after every II turn, the year after Foreyule.
void TestPosition::downfallMonths()
{
    const auto parsed =
        parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
    QVERIFY(parsed.variant);
    const Variant &v = *parsed.variant;
    Position p = initialPosition(v);
    QCOMPARE(phaseLabel(p), std::string("Afteryule I 3019 Movement"));
    p.phase = PhaseType::Adjustment;
    p.season = 1;
    p = adjudicate(p, {}).next;
    QCOMPARE(phaseLabel(p), std::string("Solmath I 3019 Movement"));
    p.month = 11;
    p.phase = PhaseType::Adjustment;
    p = adjudicate(p, {}).next;
    QCOMPARE(phaseLabel(p), std::string("Afteryule I 3020 Movement"));
    const auto again = parsePosition(v, serializePosition(p));
    QVERIFY(again.position && *again.position == p);
}

// Spec B6.4: a pirate ashore is written "P", the only letter that reads back on land, and a
// dislodged "P" keeps its right to retreat over land; an army letter stays refused at sea.
void TestPosition::downfallPiratesAshore()
{
    const auto parsed =
        parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
    QVERIFY(parsed.variant);
    const Variant &v = *parsed.variant;
    const std::string text = "VARIANT Hardbop Downfall\nPHASE Afteryule I 3019 Retreat\n"
                             "UNIT Umbar P Hrd\nUNIT Umbar F HUm\nUNIT Mordor A Sut\n"
                             "DISLODGED Umbar P Sut FROM Knd\n";
    const auto read = parsePosition(v, text);
    QVERIFY(read.position);
    const Position &p = *read.position;
    QCOMPARE(p.units[v.findProvince("Hrd")].kind, UnitKind::Fleet);
    QVERIFY(p.dislodged[v.findProvince("Sut")].amphibious);
    const std::string written = serializePosition(p);
    QVERIFY(written.find("UNIT Umbar P Hrd") != std::string::npos);
    QVERIFY(written.find("UNIT Umbar F HUm") != std::string::npos);
    QVERIFY(written.find("DISLODGED Umbar P Sut FROM Knd") != std::string::npos);
    const auto again = parsePosition(v, written);
    QVERIFY(again.position && *again.position == p);
    const auto armyAtSea = parsePosition(v, "VARIANT Hardbop Downfall\nUNIT Umbar A BAY\n");
    QVERIFY(!armyAtSea.position);
    QCOMPARE(armyAtSea.errors.at(0).code, PositionErrorCode::BadUnit);
}

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_diplomacy_position.moc"
