// Writing a variant and its layout back to text (docs/diplomacy-variant-format.md,
// docs/diplomacy-variant-editor.md): reading what was written gives the same variant for both
// shipped boards (spec A1 for the standard board, B14.2 for the Downfall map format), and a
// layout keeps its positions and background picture.
#include "testsupport.h"

#include "core/diplomacy/layoutformat.h"
#include "core/diplomacy/variantformat.h"
#include "core/diplomacy/variantwriter.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

class TestVariantWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedRoundTrip_data();
    void shippedRoundTrip();
    void draftKeepsWrittenBorders();
    void uncheckedBuildMatchesReader();
    void writtenMistakeIsReported();
    void layoutRoundTrip_data();
    void layoutRoundTrip();
    void shippedLayoutReads();
};

namespace {

Variant readVariant(const std::string &text)
{
    VariantParseResult parsed = parseVariant(text);
    if (!parsed.variant)
        qFatal("variant does not read: %s", describe(parsed.errors.front()).c_str());
    return std::move(*parsed.variant);
}

std::string shippedText(const QString &key)
{
    return readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/" + key.toStdString() + ".variant");
}

} // namespace

void TestVariantWriter::shippedRoundTrip_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("standard board (A1)") << "standard";
    QTest::newRow("Downfall, Hardbop map format (B14.2)") << "downfall";
}

// load(write(v)) == v: every record, flag, coast, alias, special passage and unit survives.
void TestVariantWriter::shippedRoundTrip()
{
    QFETCH(QString, key);
    const Variant original = readVariant(shippedText(key));
    const std::string written = writeVariant(draftOf(original));
    const VariantParseResult reread = parseVariant(written);
    QVERIFY2(reread.variant, reread.errors.empty() ? "" : describe(reread.errors.front()).c_str());
    QCOMPARE(reread.variant->edges().size(), original.edges().size());
    QVERIFY(std::equal(original.edges().begin(), original.edges().end(),
                       reread.variant->edges().begin()));
    QVERIFY(draftOf(*reread.variant) == draftOf(original));
    // Writing again gives the same bytes: the writer is a fixed point after one pass.
    QCOMPARE(writeVariant(draftOf(*reread.variant)), written);
    // What the adjudicator derives is the same too.
    for (int a = 0; a < original.provinceCount(); ++a) {
        for (int b = 0; b < original.provinceCount(); ++b) {
            QCOMPARE(reread.variant->armyAdjacent(ProvinceId(a), ProvinceId(b)),
                     original.armyAdjacent(ProvinceId(a), ProvinceId(b)));
            QCOMPARE(reread.variant->distance(ProvinceId(a), ProvinceId(b)),
                     original.distance(ProvinceId(a), ProvinceId(b)));
        }
    }
}

// A1: each two-way border is one EDGE record in the draft, split coasts kept per coast.
void TestVariantWriter::draftKeepsWrittenBorders()
{
    const VariantDraft d = draftOf(standardVariant());
    QCOMPARE(d.edges.size() * 2, standardVariant().edges().size());
    const Variant &v = standardVariant();
    const ProvinceId spa = v.findProvince("Spa");
    const ProvinceId por = v.findProvince("Por");
    int spaPor = 0;
    for (const Edge &e : d.edges) {
        if ((e.from == spa && e.to == por) || (e.from == por && e.to == spa))
            ++spaPor;
    }
    QCOMPARE(spaPor, 3); // armies, the north coast, the south coast
    QCOMPARE(d.aliases.size(), std::size_t(5));
}

// The editor draws a draft through buildUnchecked(): for a valid draft it is the reader's.
void TestVariantWriter::uncheckedBuildMatchesReader()
{
    const VariantDraft d = draftOf(standardVariant());
    const Variant built = buildUnchecked(d);
    QVERIFY(draftOf(built) == d);
    QVERIFY(std::equal(built.edges().begin(), built.edges().end(),
                       standardVariant().edges().begin(), standardVariant().edges().end()));
    QCOMPARE(built.findProvince("Gulf of Lyons"), standardVariant().findProvince("GoL"));
}

// B14.2 validation still applies to written text: an army border into a sea is named.
void TestVariantWriter::writtenMistakeIsReported()
{
    VariantDraft d = draftOf(standardVariant());
    const Variant &v = standardVariant();
    d.edges.push_back(
        {v.findProvince("Par"), kNoCoast, v.findProvince("Eng"), kNoCoast, true, false, 0});
    const VariantParseResult parsed = parseVariant(writeVariant(d));
    QVERIFY(!parsed.variant);
    QCOMPARE(parsed.errors.size(), std::size_t(1));
    QCOMPARE(parsed.errors.front().province, std::string("Par"));
    QCOMPARE(parsed.errors.front().field, std::string("classes"));
    QCOMPARE(parsed.errors.front().code, VariantErrorCode::BorderTerrain);
}

void TestVariantWriter::layoutRoundTrip_data()
{
    QTest::addColumn<bool>("withBackground");
    QTest::addColumn<QString>("file");
    QTest::newRow("positions only") << false << "";
    QTest::newRow("background with a blank in its name") << true << "scans/old map.png";
}

void TestVariantWriter::layoutRoundTrip()
{
    QFETCH(bool, withBackground);
    QFETCH(QString, file);
    BoardLayoutText layout;
    layout.points = {{"Par", 321.5, 410}, {"Bur", 0, 999.9}, {"Eng", 12, 7.5}};
    if (withBackground)
        layout.background = LayoutBackground{file.toStdString(), 0.35};
    const std::string text = writeLayout(layout);
    QCOMPARE(parseLayout(text), layout);
    QCOMPARE(writeLayout(parseLayout(text)), text);
}

// The shipped layouts read as the desk reads them: one position per line of the file.
void TestVariantWriter::shippedLayoutReads()
{
    const BoardLayoutText layout =
        parseLayout(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/standard.layout"));
    QCOMPARE(int(layout.points.size()), standardVariant().provinceCount());
    QVERIFY(!layout.background);
    QCOMPARE(layout.points.front(), (LayoutPoint{"Nat", 110, 190}));
}

QTEST_APPLESS_MAIN(TestVariantWriter)
#include "tst_diplomacy_variantwriter.moc"
