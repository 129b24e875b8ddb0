// The variant model and its text format (spec A1, B14.2; docs/diplomacy-variant-format.md):
// the shipped standard board, the reconstructed Downfall board, and one fixture per kind of
// mistake, each reported with its line, province and field.
#include "testsupport.h"

#include "core/diplomacy/variantformat.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

Q_DECLARE_METATYPE(VariantErrorCode)

class TestVariant : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardBoard();
    void standardAdjacency_data();
    void standardAdjacency();
    void nameLookup();
    void downfallBoard();
    void fixtureErrors_data();
    void fixtureErrors();
};

// Spec A1, A8: the standard board's counts.
void TestVariant::standardBoard()
{
    const Variant &v = standardVariant();
    QCOMPARE(v.provinceCount(), 75);
    QCOMPARE(v.powerCount(), 7);
    QCOMPARE(static_cast<int>(v.startingUnits().size()), 22);
    int centres = 0, homes = 0, seas = 0;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const Province &p = v.province(static_cast<ProvinceId>(i));
        centres += p.supplyCentre ? 1 : 0;
        homes += p.home != kNoPower ? 1 : 0;
        seas += p.type == ProvinceType::Sea ? 1 : 0;
    }
    QCOMPARE(centres, 34);
    QCOMPARE(homes, 22);
    QCOMPARE(seas, 19);
    QCOMPARE(v.calendar().seasons.size(), std::size_t(2));
    QCOMPARE(v.options().victoryCentres, 18);
    QCOMPARE(v.province(v.findProvince("Spa")).coasts.size(), std::size_t(2));
}

// Spec A1: borders typed by unit class, fleets following coasts.
void TestVariant::standardAdjacency_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("army");
    QTest::addColumn<bool>("fleet");
    QTest::newRow("Gas-Spa: army; fleet only to the north coast") << "Gas"
                                                                  << "Spa" << true << true;
    QTest::newRow("Edi-Lvp: land only") << "Edi"
                                        << "Lvp" << true << false;
    QTest::newRow("Ank-Smy: land only") << "Ank"
                                        << "Smy" << true << false;
    QTest::newRow("Rom-Ven: land only") << "Rom"
                                        << "Ven" << true << false;
    QTest::newRow("Nth-Lon: sea to coast") << "Nth"
                                           << "Lon" << false << true;
    QTest::newRow("Mun-Kie: inland to coast") << "Mun"
                                              << "Kie" << true << false;
    QTest::newRow("Lvp-Iri: army cannot go to sea") << "Lvp"
                                                    << "Iri" << false << true;
    QTest::newRow("Bre-Lon: not neighbours") << "Bre"
                                             << "Lon" << false << false;
    QTest::newRow("Bur-Mar: inland to coast") << "Bur"
                                              << "Mar" << true << false;
}

void TestVariant::standardAdjacency()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, army);
    QFETCH(bool, fleet);
    const Variant &v = standardVariant();
    const ProvinceId a = v.findProvince(from.toStdString());
    const ProvinceId b = v.findProvince(to.toStdString());
    QVERIFY(a != kNoProvince && b != kNoProvince);
    QCOMPARE(v.armyAdjacent(a, b), army);
    QCOMPARE(v.fleetNeighbourSet(a)[b], fleet);
}

// Names, aliases and coasts resolve ignoring case; coast adjacency is per coast (6.B).
void TestVariant::nameLookup()
{
    const Variant &v = standardVariant();
    QCOMPARE(v.findProvince("mid"), v.findProvince("MAO"));
    QCOMPARE(v.findProvince("Mid-Atlantic Ocean"), v.findProvince("Mid"));
    QCOMPARE(v.findProvince("gulf of lyons"), v.findProvince("Gol"));
    QCOMPARE(v.findProvince("Switzerland"), kNoProvince);
    QCOMPARE(v.findPower("french"), v.findPower("France"));
    const ProvinceId spa = v.findProvince("Spa");
    const CoastId sc = v.findCoast(spa, "SC");
    QVERIFY(sc != kNoCoast);
    QVERIFY(v.fleetReaches({spa, sc}, v.findProvince("Mar")));
    QVERIFY(!v.fleetReaches({spa, v.findCoast(spa, "nc")}, v.findProvince("Mar")));
    QCOMPARE(v.locationName({spa, sc}), std::string("Spa/sc"));
    // Spec A9: civil-disorder distances over any border.
    QCOMPARE(v.distance(v.findProvince("Mos"), v.findProvince("Mos")), 0);
    QCOMPARE(v.distance(v.findProvince("Lon"), v.findProvince("Bel")), 2);
}

// Spec B14: the Downfall map, converted from the reconstruction and labelled as one.
void TestVariant::downfallBoard()
{
    const auto parsed =
        parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/downfall.variant"));
    QVERIFY2(parsed.variant, parsed.errors.empty() ? "" : describe(parsed.errors[0]).c_str());
    const Variant &v = *parsed.variant;
    QVERIFY(v.status().find("RECONSTRUCTION") != std::string::npos);
    QCOMPARE(v.provinceCount(), 109);
    QCOMPARE(v.powerCount(), 7);
    int centres = 0;
    for (int i = 0; i < v.provinceCount(); ++i) {
        const Province &p = v.province(static_cast<ProvinceId>(i));
        centres += p.supplyCentre ? p.centreCount : 0;
    }
    QCOMPARE(centres, 46);
    // Armies never cross a mountain line (B14.2): Hollin to Azanulbizar is one.
    QVERIFY(!v.armyAdjacent(v.findProvince("Hol"), v.findProvince("Aza")));
    // The off-board box is left one way only (B6.2).
    const ProvinceId off = v.findProvince("Off");
    const ProvinceId nurn = v.findProvince("Nrn");
    bool outward = false, inward = false;
    for (const Edge &e : v.edges()) {
        outward = outward || (e.from == off && e.to == nurn);
        inward = inward || (e.from == nurn && e.to == off);
    }
    QVERIFY(outward);
    QVERIFY(!inward);
}

void TestVariant::fixtureErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<VariantErrorCode>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("province");
    QTest::addColumn<QString>("field");
    using C = VariantErrorCode;
    const auto row = [](const char *file, C code, int line, const char *province,
                        const char *field) {
        QTest::newRow(file) << file << code << line << province << field;
    };
    row("variant-missing-header", C::MissingHeader, 0, "", "VARIANT");
    row("variant-unknown-record", C::UnknownRecord, 17, "", "record");
    row("variant-field-count", C::FieldCount, 6, "Bbb", "PROVINCE");
    row("variant-duplicate-province", C::DuplicateName, 6, "AAA", "abbreviation");
    row("variant-bad-province-type", C::BadProvinceType, 6, "Bbb", "type");
    row("variant-unknown-flag", C::UnknownFlag, 6, "Bbb", "flags");
    row("variant-unknown-power", C::UnknownPower, 6, "Bbb", "HOME");
    row("variant-home-without-centre", C::HomeWithoutCentre, 6, "Bbb", "HOME");
    row("variant-bad-coasts", C::BadFlagValue, 7, "Ccc", "COASTS");
    row("variant-edge-unknown-province", C::UnknownProvince, 10, "Zzz", "to");
    row("variant-edge-unknown-coast", C::UnknownCoast, 12, "Ccc", "from");
    row("variant-self-border", C::SelfBorder, 10, "Aaa", "to");
    row("variant-duplicate-border", C::DuplicateBorder, 17, "Bbb", "to");
    row("variant-bad-border-class", C::BadBorderClass, 10, "Aaa", "classes");
    row("variant-army-at-sea", C::BorderTerrain, 11, "Aaa", "classes");
    row("variant-fleet-inland", C::BorderTerrain, 10, "Aaa", "classes");
    row("variant-coast-required", C::CoastRequired, 12, "Ccc", "to");
    row("variant-unknown-edge-flag", C::UnknownFlag, 10, "Aaa", "border flags");
    row("variant-unit-terrain", C::UnitTerrain, 16, "Bbb", "unit");
    row("variant-units-share-province", C::UnitsShareProvince, 17, "Aaa", "location");
    row("variant-unit-unknown-power", C::UnknownPower, 16, "Bbb", "power");
    row("variant-bad-calendar", C::BadCalendar, 17, "", "CALENDAR");
    row("variant-bad-option", C::BadOption, 17, "", "retreat_rule");
}

void TestVariant::fixtureErrors()
{
    QFETCH(QString, file);
    QFETCH(VariantErrorCode, code);
    QFETCH(int, line);
    QFETCH(QString, province);
    QFETCH(QString, field);
    const std::string dir = HERALD_SOURCE_DIR "/tests/core/diplomacy/fixtures/";
    QVERIFY(parseVariant(readTextFile(dir + "variant-valid.variant")).variant);
    const auto parsed = parseVariant(readTextFile(dir + file.toStdString() + ".variant"));
    QVERIFY(!parsed.variant);
    // The first error is the mistake itself; a missing province may cause more later.
    QVERIFY(!parsed.errors.empty());
    const VariantError &e = parsed.errors.front();
    QCOMPARE(e.code, code);
    QCOMPARE(e.line, line);
    QCOMPARE(QString::fromStdString(e.province), province);
    QCOMPARE(QString::fromStdString(e.field), field);
    // The message names where the problem is.
    const std::string message = describe(e);
    QVERIFY2(message.find(e.province) != std::string::npos, message.c_str());
    QVERIFY2(message.find(e.field) != std::string::npos, message.c_str());
}

QTEST_GUILESS_MAIN(TestVariant)
#include "tst_diplomacy_variant.moc"
