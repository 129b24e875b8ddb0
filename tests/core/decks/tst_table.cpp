// Rolling on tables (rules §9: every roll recorded with its purpose), modifiers, clamping at the
// ends (§7.2.3 "20+"), nested rolls, two-way charts, lookups, and validation of malformed tables.
#include "core/decks/content.h"
#include "core/decks/table.h"
#include "testsupport.h"

#include <QtTest>

using namespace herald::decks;
using herald::decks::test::fixture;
using herald::decks::test::typed;

namespace {

Row rangeRow(int from, int to, const char *result, std::vector<NestedRoll> again = {})
{
    Row r;
    r.from = from;
    r.to = to;
    r.entries.push_back(Entry{QString::fromUtf8(result), {}, std::move(again)});
    return r;
}

Table rollTable(const char *id, const char *dice, std::vector<Row> rows)
{
    Table t;
    t.id = QLatin1String(id);
    t.title = QLatin1String(id);
    t.dice = *herald::dice::parse(dice).expression;
    t.rows = std::move(rows);
    return t;
}

/// A chart shaped like the expedition chart: 2d10 plus advantages, "20+" at the end.
Table voyage()
{
    Table t = rollTable("voyage", "2d10",
                        {rangeRow(2, 3, "Mutiny"), rangeRow(4, 12, "Sailing"),
                         rangeRow(13, 19, "Weather"), rangeRow(20, 20, "Landfall")});
    t.title = QStringLiteral("Voyage");
    t.provenance = {Origin::Rule, QStringLiteral("§7.2.5")};
    t.modifiers = {{QStringLiteral("advantages"), QStringLiteral("Advantages"), 0, std::nullopt}};
    return t;
}

Content load(const char *name)
{
    const auto parsed = parseContent(fixture(QLatin1String(name)));
    if (!parsed)
        qFatal("%s: %s", name, qPrintable(parsed.error().errorString()));
    return parsed.value();
}

} // namespace

class TestTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rollPicksTheRow_data();
    void rollPicksTheRow();
    void modifiersAndClamping_data();
    void modifiersAndClamping();
    void explanationLines();
    void diceOverrideNaturalOne();
    void nestedRolls();
    void nestedRollErrors();
    void rowLabels_data();
    void rowLabels();
    void twoWayChart_data();
    void twoWayChart();
    void columnErrors_data();
    void columnErrors();
    void lookupErrors();
    void typedFaceRejected();
    void explanationJson();
    void validationFixtures_data();
    void validationFixtures();
    void validationIssueFields();
    void validationOfColumnsAndKeys_data();
    void validationOfColumnsAndKeys();
    void existingTablesResolveNestedRolls();
};

void TestTable::rollPicksTheRow_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<QString>("result");
    QTest::newRow("1+1 = 2: first row") << 1 << 1 << "Mutiny";
    QTest::newRow("2+1 = 3: first row's upper end") << 2 << 1 << "Mutiny";
    QTest::newRow("2+2 = 4: next row starts") << 2 << 2 << "Sailing";
    QTest::newRow("6+7 = 13") << 6 << 7 << "Weather";
    QTest::newRow("10+10 = 20: last row") << 10 << 10 << "Landfall";
}

void TestTable::rollPicksTheRow()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(QString, result);
    auto dice = typed({first, second});
    const RollResult r = roll(voyage(), {}, dice);
    QVERIFY(r);
    QCOMPARE(r.value().entry.result, result);
    QCOMPARE(r.value().roll.faces, (std::vector<int>{first, second}));
    QVERIFY(r.value().roll.typed);
    QCOMPARE(dice.rolls().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(dice.rolls().front().purpose), QStringLiteral("Voyage"));
}

// §7.2.3: advantages add to the roll; totals past the last row read as "20+".
void TestTable::modifiersAndClamping_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<int>("advantages");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("rowLabel");
    QTest::addColumn<QString>("result");
    QTest::newRow("9 + 3 advantages = 12") << 4 << 5 << 3 << 12 << 12 << "4–12"
                                           << "Sailing";
    QTest::newRow("10+10 + 3 = 23, read as 20+") << 10 << 10 << 3 << 23 << 20 << "20+"
                                                 << "Landfall";
    QTest::newRow("1+1 + 0 = 2") << 1 << 1 << 0 << 2 << 2 << "2–3"
                                 << "Mutiny";
}

void TestTable::modifiersAndClamping()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, advantages);
    QFETCH(int, total);
    QFETCH(int, value);
    QFETCH(QString, rowLabel);
    QFETCH(QString, result);
    auto dice = typed({first, second});
    RollRequest request;
    request.modifiers = {{QStringLiteral("advantages"), advantages}};
    request.purpose = QStringLiteral("Blue's fleet");
    const RollResult r = roll(voyage(), request, dice);
    QVERIFY(r);
    QCOMPARE(r.value().total, total);
    QCOMPARE(r.value().value, value);
    QCOMPARE(r.value().clamped, total != value);
    QCOMPARE(r.value().rowLabel, rowLabel);
    QCOMPARE(r.value().entry.result, result);
    QCOMPARE(QString::fromStdString(dice.rolls().front().purpose),
             QStringLiteral("Voyage: Blue's fleet"));
}

void TestTable::explanationLines()
{
    auto dice = typed({10, 10});
    RollRequest request;
    request.modifiers = {{QStringLiteral("advantages"), 3}};
    const RollExplanation x = roll(voyage(), request, dice).value();
    QCOMPARE(x.lines(),
             (QStringList{QStringLiteral("Table: Voyage (Rules §7.2.5)"),
                          QStringLiteral("Dice: 2d10 10+10 = 20"),
                          QStringLiteral("Modifier advantages: +3"), QStringLiteral("Total: 23"),
                          QStringLiteral("23 is past the end of the table: read as 20"),
                          QStringLiteral("Row 20+: Landfall")}));
    QCOMPARE(
        x.summary(),
        QStringLiteral(
            "Voyage (Rules §7.2.5): 2d10 10+10 = 20, advantages +3 = 23, read as 20+ → Landfall"));
}

// §7.2.3, I-1: with the 1d20 setting, a natural 1 reads as the 2–3 row.
void TestTable::diceOverrideNaturalOne()
{
    auto dice = typed({1});
    RollRequest request;
    request.diceOverride = herald::dice::Expression{1, 20, 0};
    const RollExplanation x = roll(voyage(), request, dice).value();
    QCOMPARE(x.total, 1);
    QCOMPARE(x.value, 2);
    QVERIFY(x.clamped);
    QCOMPARE(x.entry.result, QStringLiteral("Mutiny"));
    QCOMPARE(x.roll.expression.toString(), std::string("d20"));
}

void TestTable::nestedRolls()
{
    const Table events = rollTable(
        "events", "d6",
        {rangeRow(1, 5, "Quiet"), rangeRow(6, 6, "Omen", {{QStringLiteral("omens"), {}}})});
    const Table omens = rollTable("omens", "d6", {rangeRow(1, 3, "Fair"), rangeRow(4, 6, "Foul")});
    const TableResolver resolver = [&](const QString &id) {
        return id == omens.id ? &omens : nullptr;
    };
    auto dice = typed({6, 2});
    const RollExplanation x = roll(events, {}, dice, resolver).value();
    QCOMPARE(x.entry.result, QStringLiteral("Omen"));
    QCOMPARE(x.nested.size(), std::size_t(1));
    QCOMPARE(x.nested.front().tableId, QStringLiteral("omens"));
    QCOMPARE(x.nested.front().entry.result, QStringLiteral("Fair"));
    QCOMPARE(dice.rolls().size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(dice.rolls()[1].purpose), QStringLiteral("omens"));
    QVERIFY(x.summary().endsWith(QStringLiteral("→ Omen; then omens (Custom): d6 2 → Fair")));
    QVERIFY(x.lines().contains(QStringLiteral("  Row 1–3: Fair")));
}

void TestTable::nestedRollErrors()
{
    const Table loop =
        rollTable("loop", "d6", {rangeRow(1, 6, "Again", {{QStringLiteral("loop"), {}}})});
    auto dice = herald::decks::test::seeded();
    const RollResult unknown = roll(loop, {}, dice);
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().code, RollErrorCode::UnknownNestedTable);
    QCOMPARE(describe(unknown.error()),
             QStringLiteral("Table 'loop' says to roll again on 'loop', which does not exist."));

    const TableResolver self = [&](const QString &) { return &loop; };
    const RollResult deep = roll(loop, {}, dice, self);
    QVERIFY(!deep);
    QCOMPARE(deep.error().code, RollErrorCode::NestedTooDeep);
}

void TestTable::rowLabels_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<bool>("openModifier");
    QTest::addColumn<int>("rowIndex");
    QTest::addColumn<QString>("label");
    QTest::newRow("2d10, middle row") << "2d10" << false << 1 << "4–12";
    QTest::newRow("2d10, single value") << "2d10" << false << 3 << "20";
    QTest::newRow("2d10 + advantages, last row") << "2d10" << true << 3 << "20+";
    QTest::newRow("3d10 runs past the last row") << "3d10" << false << 3 << "20+";
    QTest::newRow("d20 runs under the first row") << "d20" << false << 0 << "3 or less";
}

void TestTable::rowLabels()
{
    QFETCH(QString, dice);
    QFETCH(bool, openModifier);
    QFETCH(int, rowIndex);
    QFETCH(QString, label);
    Table t = voyage();
    t.dice = *herald::dice::parse(dice.toStdString()).expression;
    if (!openModifier)
        t.modifiers.clear();
    QCOMPARE(rowLabel(t, rowIndex), label);
}

// A two-way chart of another rules file fits the same engine: The Fall of the Black Eagle's
// CRT (its §2.4), column by strength difference, clamped at −1 and +10, shifted left by terrain.
void TestTable::twoWayChart_data()
{
    QTest::addColumn<int>("difference");
    QTest::addColumn<int>("shift");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("result");
    QTest::newRow("difference -3 reads as -1, die 6") << -3 << 0 << 6 << "-1"
                                                      << "AD";
    QTest::newRow("difference 0, die 1") << 0 << 0 << 1 << "0"
                                         << "DR";
    QTest::newRow("difference 3, die 3") << 3 << 0 << 3 << "+2, +3"
                                         << "DR";
    QTest::newRow("difference 12 reads as +10, die 6") << 12 << 0 << 6 << "+10"
                                                       << "DR";
    QTest::newRow("difference 5, two shifts left, die 4") << 5 << -2 << 4 << "+1"
                                                          << "AR";
    QTest::newRow("difference 0, three shifts left stop at -1, die 2") << 0 << -3 << 2 << "-1"
                                                                       << "-";
}

void TestTable::twoWayChart()
{
    QFETCH(int, difference);
    QFETCH(int, shift);
    QFETCH(int, die);
    QFETCH(QString, column);
    QFETCH(QString, result);
    const Content content = load("crt-black-eagle.json");
    RollRequest request;
    request.column.value = difference;
    request.column.shift = shift;
    auto dice = typed({die});
    const RollExplanation x = roll(content.tables.front(), request, dice).value();
    QCOMPARE(x.columnLabel, column);
    QCOMPARE(x.entry.result, result);
}

void TestTable::columnErrors_data()
{
    QTest::addColumn<QString>("columnId");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("no column chosen")
        << QString() << int(RollErrorCode::ColumnRequired)
        << "Table 'blackEagleCrt' has several columns: say which one to read.";
    QTest::newRow("unknown column") << "p99" << int(RollErrorCode::UnknownColumn)
                                    << "Table 'blackEagleCrt' has no column 'p99'.";
}

void TestTable::columnErrors()
{
    QFETCH(QString, columnId);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Content content = load("crt-black-eagle.json");
    RollRequest request;
    request.column.id = columnId;
    auto dice = herald::decks::test::seeded();
    const RollResult r = roll(content.tables.front(), request, dice);
    QVERIFY(!r);
    QCOMPARE(int(r.error().code), code);
    QCOMPARE(describe(r.error()), message);
    QVERIFY(dice.rolls().empty()); // refused before any die is rolled
}

void TestTable::lookupErrors()
{
    const auto notLookup = lookup(voyage(), QStringLiteral("x"));
    QVERIFY(!notLookup);
    QCOMPARE(notLookup.error().code, RollErrorCode::NotLookup);

    Table keyed;
    keyed.id = QStringLiteral("terrain");
    keyed.kind = TableKind::Lookup;
    Row plains;
    plains.key = QStringLiteral("plains");
    plains.entries = {Entry{QStringLiteral("Keep 1"), {}, {}}};
    keyed.rows = {plains};
    const auto unknown = lookup(keyed, QStringLiteral("tundra"));
    QVERIFY(!unknown);
    QCOMPARE(describe(unknown.error()), QStringLiteral("Table 'terrain' has no row 'tundra'."));
    auto dice = herald::decks::test::seeded();
    QCOMPARE(roll(keyed, {}, dice).error().code, RollErrorCode::NotRollable);
}

void TestTable::typedFaceRejected()
{
    auto dice = typed({11, 3});
    const RollResult r = roll(voyage(), {}, dice);
    QVERIFY(!r);
    QCOMPARE(r.error().code, RollErrorCode::DiceEntryRejected);
    QVERIFY(describe(r.error()).contains(QStringLiteral("a d10 cannot show 11")));
}

void TestTable::explanationJson()
{
    auto dice = typed({10, 10});
    RollRequest request;
    request.modifiers = {{QStringLiteral("advantages"), 3}};
    const QJsonObject o = explanationToJson(roll(voyage(), request, dice).value());
    QCOMPARE(o.value(QStringLiteral("table")).toString(), QStringLiteral("voyage"));
    QCOMPARE(o.value(QStringLiteral("total")).toInt(), 23);
    QCOMPARE(o.value(QStringLiteral("value")).toInt(), 20);
    QCOMPARE(o.value(QStringLiteral("rowLabel")).toString(), QStringLiteral("20+"));
    QCOMPARE(o.value(QStringLiteral("origin")).toString(), QStringLiteral("rule"));
    QCOMPARE(o.value(QStringLiteral("section")).toString(), QStringLiteral("§7.2.5"));
    QCOMPARE(o.value(QStringLiteral("faces")).toArray().size(), 2);
}

// Malformed tables are refused as a whole, naming the table, the row and the JSON path.
void TestTable::validationFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");
    QTest::newRow("overlapping rows")
        << "overlapping.json"
        << "tables[0].rows[1].from: Table 'weather', row 2: the row (3–6) overlaps "
           "row 1 (1–3) at 3.";
    QTest::newRow("gap between rows")
        << "gap.json"
        << "tables[0].rows[1].from: Table 'weather', row 2: no row covers 7–8, "
           "between row 1 (2–6) and this row (9–12).";
    QTest::newRow("row out of the dice's range")
        << "out-of-range.json"
        << "tables[0].rows[2]: Table 'weather', row 3: no roll can reach "
           "8–9: d6 with its modifiers gives 0 to 7.";
    QTest::newRow("inverted range")
        << "inverted.json"
        << "tables[0].rows[1].to: Table 'weather', row 2: the row runs from 6 down to 4.";
    QTest::newRow("unknown nested table")
        << "unknown-nested.json"
        << "tables[0].rows[1].rollAgain[0]: Table 'events', row 2: 'roll again' "
           "names table 'oddities', which does not exist.";
    QTest::newRow("cycle of nested tables")
        << "cycle.json"
        << "tables[0].rows[1].rollAgain[0]: Table 'omens', row 2: 'roll again' "
           "goes round in a circle: omens → portents → omens.";
    QTest::newRow("duplicate table id")
        << "duplicate-table.json"
        << "tables[1].id: Table 'weather': tables[0] already has the id 'weather'.";
}

void TestTable::validationFixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, error);
    const auto parsed = parseContent(fixture(file));
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().errorString(), error);
}

void TestTable::validationIssueFields()
{
    // Parse the structure of the cycle fixture without its nested rolls, then put them back
    // to see every issue validateTables reports and the row it names.
    Content content = load("crt-black-eagle.json");
    Table a = rollTable("a", "d6", {rangeRow(1, 6, "A", {{QStringLiteral("b"), {}}})});
    Table b = rollTable(
        "b", "d6", {rangeRow(1, 3, "B"), rangeRow(4, 6, "B again", {{QStringLiteral("a"), {}}})});
    Table c = rollTable("c", "d6", {rangeRow(1, 6, "C", {{QStringLiteral("blackEagleCrt"), {}}})});
    const std::vector<TableIssue> issues = validateTables({a, b, c, content.tables.front()});
    QCOMPARE(issues.size(), std::size_t(2));
    QCOMPARE(issues[0].code, TableIssueCode::NestedCycle);
    QCOMPARE(issues[0].tableId, QStringLiteral("a"));
    QCOMPARE(issues[0].row, 0);
    QCOMPARE(issues[1].code, TableIssueCode::NestedColumnRequired);
    QCOMPARE(issues[1].tableId, QStringLiteral("c"));
    QCOMPARE(issues[1].path, QStringLiteral("tables[2].rows[0].rollAgain[0]"));
}

void TestTable::validationOfColumnsAndKeys_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("path");
    QTest::newRow("row with too few cells")
        << 0 << int(TableIssueCode::EntryCountMismatch) << "rows[0].cells";
    QTest::newRow("duplicate column id")
        << 1 << int(TableIssueCode::DuplicateColumnId) << "columns[1].id";
    QTest::newRow("column ranges with a gap")
        << 2 << int(TableIssueCode::ColumnRangeInvalid) << "columns[2].from";
    QTest::newRow("column range on some columns only")
        << 3 << int(TableIssueCode::ColumnRangeInvalid) << "columns";
    QTest::newRow("modifier min above max")
        << 4 << int(TableIssueCode::BadModifierBounds) << "modifiers[0].min";
    QTest::newRow("no rows") << 5 << int(TableIssueCode::NoRows) << "rows";
    QTest::newRow("rows out of order")
        << 6 << int(TableIssueCode::RowsOutOfOrder) << "rows[1].from";
}

void TestTable::validationOfColumnsAndKeys()
{
    QFETCH(int, breakage);
    QFETCH(int, code);
    QFETCH(QString, path);
    Table t = load("crt-black-eagle.json").tables.front();
    QVERIFY(validateTable(t).empty());
    switch (breakage) {
    case 0:
        t.rows[0].entries.pop_back();
        break;
    case 1:
        t.columns[1].id = t.columns[0].id;
        break;
    case 2:
        t.columns[2].from = 2;
        t.columns[2].to = 2;
        break;
    case 3:
        t.columns[5].from.reset();
        t.columns[5].to.reset();
        break;
    case 4:
        t.modifiers = {{QStringLiteral("terrain"), {}, 2, -2}};
        break;
    case 5:
        t.rows.clear();
        break;
    case 6:
        std::swap(t.rows[0], t.rows[1]);
        break;
    }
    const std::vector<TableIssue> issues = validateTable(t);
    QVERIFY(!issues.empty());
    QCOMPARE(int(issues.front().code), code);
    QCOMPARE(issues.front().path, path);
}

// An import may roll again on a table the campaign already has.
void TestTable::existingTablesResolveNestedRolls()
{
    const Table omens = rollTable("oddities", "d6", {rangeRow(1, 6, "Odd")});
    const TableResolver existing = [&](const QString &id) {
        return id == omens.id ? &omens : nullptr;
    };
    const auto parsed = parseContent(fixture(QStringLiteral("unknown-nested.json")), existing);
    QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().errorString()));
}

QTEST_GUILESS_MAIN(TestTable)
#include "tst_table.moc"
