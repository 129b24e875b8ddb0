// The JSON format of decks and tables (docs/decks-and-tables-format.md): bad documents are
// refused at the JSON path of their first problem; good ones read back to equal values.
#include "core/decks/content.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QtTest>

using namespace herald::decks;
using herald::decks::test::fixture;
using herald::decks::test::shippedDocuments;
using herald::decks::test::sourceFile;

class TestFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void malformedDocuments_data();
    void malformedDocuments();
    void syntaxErrorHasLineAndColumn();
    void shippedContentRoundTrips();
    void roundTripKeepsEveryPart();
    void copiesExpand();
    void contentSetResolvesAcrossDocuments();
    void contentSetRefusesDuplicateIds();
    void tableFromJsonValidates();
};

void TestFormat::malformedDocuments_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");
    QTest::newRow("a string where a number belongs, deep in the third table")
        << "bad-path.json"
        << "tables[2].rows[5].to: expected a whole number, found a string";
    QTest::newRow("misspelt member") << "unknown-member.json"
                                     << "tables[0].rows[0].reslut: unknown member (expected one "
                                        "of: from, to, result, effects, rollAgain, "
                                        "origin, section)";
    QTest::newRow("newer format version")
        << "newer-version.json"
        << "version: version 2 is newer than this Herald reads (up to 1); update Herald";
    QTest::newRow("rules table without its section")
        << "rule-without-section.json"
        << "tables[0].section: missing (a string is required)";
    QTest::newRow("deck state with a card in two piles")
        << "deck-bad-state.json"
        << "decks[0].state: Card 'rain' of deck 'Events' is in two places at once.";
    QTest::newRow("bad dice expression") << "bad-dice.json"
                                         << "tables[0].dice: \"2x6\" is not a dice expression: "
                                            "expected 'd' between the number of dice and the die "
                                            "size, as in 2d6 (at character 2)";
}

void TestFormat::malformedDocuments()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    const auto parsed = parseContent(fixture(file));
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().errorString(), error);
}

void TestFormat::syntaxErrorHasLineAndColumn()
{
    const auto parsed = parseContent(fixture(QStringLiteral("syntax-error.json")));
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().line, 5);
    QVERIFY(parsed.error().path.isEmpty());
    QVERIFY2(parsed.error().errorString().startsWith(QStringLiteral("line 5, column ")),
             qPrintable(parsed.error().errorString()));
}

// Every shipped file reads, writes and reads again to the same value.
void TestFormat::shippedContentRoundTrips()
{
    const auto all = parseContentSet(shippedDocuments());
    QVERIFY2(all, all ? "" : qPrintable(all.error().errorString()));
    const QByteArray written = serializeContent(all.value());
    const auto again = parseContent(written);
    QVERIFY2(again, again ? "" : qPrintable(again.error().errorString()));
    QCOMPARE(again.value(), all.value());
    QCOMPARE(serializeContent(again.value()), written);
}

void TestFormat::roundTripKeepsEveryPart()
{
    Table t;
    t.id = QStringLiteral("t");
    t.title = QStringLiteral("T");
    t.description = QStringLiteral("d");
    t.provenance = {Origin::Rule, QStringLiteral("§9")};
    t.dice = {2, 6, 1};
    t.modifiers = {{QStringLiteral("m"), QStringLiteral("M"), -1, 4}};
    t.columns = {{QStringLiteral("a"), QStringLiteral("A"), 1, 2}, {QStringLiteral("b"), {}, 3, 4}};
    Row row;
    row.from = 3;
    row.to = 17;
    row.entries = {Entry{QStringLiteral("x"), {{QStringLiteral("k"), QStringLiteral("v")}}, {}},
                   Entry{QStringLiteral("y"), {}, {{QStringLiteral("u"), QStringLiteral("b")}}}};
    row.provenance = Provenance{Origin::HouseDefault, QStringLiteral("I-77")};
    t.rows = {row};
    Table u;
    u.id = QStringLiteral("u");
    u.title = QStringLiteral("U");
    u.provenance = {Origin::Custom, {}};
    u.dice = {1, 6, 0};
    u.columns = {{QStringLiteral("b"), {}, {}, {}}};
    Row uRow;
    uRow.from = 1;
    uRow.to = 6;
    uRow.entries = {Entry{QStringLiteral("z"), {}, {}}};
    u.rows = {uRow};
    Content content;
    content.tables = {t, u};
    const auto back = parseContent(serializeContent(content));
    QVERIFY2(back, back ? "" : qPrintable(back.error().errorString()));
    QCOMPARE(back.value(), content);
}

// "copies" is shorthand for several identical cards; each gets its own id.
void TestFormat::copiesExpand()
{
    const auto parsed =
        parseContent(sourceFile(QStringLiteral("resources/warmaster/decks/terrain.json")));
    QVERIFY(parsed);
    const Deck &terrain = parsed.value().decks.front();
    QCOMPARE(terrain.cards.size(), std::size_t(36));
    QVERIFY(terrain.card(QStringLiteral("wood-1")));
    QVERIFY(terrain.card(QStringLiteral("wood-6")));
    QVERIFY(!terrain.card(QStringLiteral("wood-7")));
    QCOMPARE(terrain.drawPile.size(), 36);
}

void TestFormat::contentSetResolvesAcrossDocuments()
{
    // experience-purchases.json rolls again on tables of two other files.
    const QByteArray purchases =
        sourceFile(QStringLiteral("resources/warmaster/tables/experience-purchases.json"));
    const auto alone = parseContent(purchases);
    QVERIFY(!alone);
    QVERIFY(alone.error().errorString().contains(
        QStringLiteral("'battleHonours', which does not exist")));

    const auto together = parseContentSet(
        {{QStringLiteral("experience-purchases.json"), purchases},
         {QStringLiteral("battle-honours.json"),
          sourceFile(QStringLiteral("resources/warmaster/tables/battle-honours.json"))},
         {QStringLiteral("random-scenarios.json"),
          sourceFile(QStringLiteral("resources/warmaster/tables/random-scenarios.json"))}});
    QVERIFY2(together, together ? "" : qPrintable(together.error().errorString()));
    QCOMPARE(together.value().tables.size(), std::size_t(3));
}

void TestFormat::contentSetRefusesDuplicateIds()
{
    const QByteArray gap = fixture(QStringLiteral("overlapping.json"));
    const auto twice =
        parseContentSet({{QStringLiteral("one.json"), gap}, {QStringLiteral("two.json"), gap}});
    QVERIFY(!twice);
    QCOMPARE(twice.error().errorString(),
             QStringLiteral("two.json: tables[0].id: one.json already has a table with "
                            "the id 'weather'"));
    const auto broken =
        parseContentSet({{QStringLiteral("gap.json"), fixture(QStringLiteral("gap.json"))}});
    QVERIFY(!broken);
    QVERIFY(broken.error().errorString().startsWith(
        QStringLiteral("gap.json: tables[0].rows[1].from: ")));
}

void TestFormat::tableFromJsonValidates()
{
    const QJsonObject gap = QJsonDocument::fromJson(fixture(QStringLiteral("gap.json")))
                                .object()[QStringLiteral("tables")][0]
                                .toObject();
    const auto table = tableFromJson(gap);
    QVERIFY(!table);
    QCOMPARE(table.error().path, QStringLiteral("rows[1].from"));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
