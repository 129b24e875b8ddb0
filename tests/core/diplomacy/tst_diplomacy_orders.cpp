// Order notation (spec A3, A7, A8): every form the parser reads, and a typed error naming
// the order and the word at fault for every way an order text can be wrong.
#include "testsupport.h"

#include "core/diplomacy/orderparser.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

Q_DECLARE_METATYPE(OrderError)
Q_DECLARE_METATYPE(OrderType)

class TestOrders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsNotation_data();
    void readsNotation();
    void powerPrefix();
    void errors_data();
    void errors();
};

void TestOrders::readsNotation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<OrderType>("type");
    QTest::addColumn<QString>("canonical");
    const auto row = [](const char *text, OrderType type, const char *canonical) {
        QTest::newRow(text) << text << type << canonical;
    };
    row("A Bre-Pic", OrderType::Move, "A Bre-Pic");
    row("a bre - pic", OrderType::Move, "A Bre-Pic");
    row("A Bre -> Pic", OrderType::Move, "A Bre-Pic");
    row("F Gol S A Mar-Spa", OrderType::SupportMove, "F Gol S A Mar-Spa");
    row("F mar supports F gas-spa/nc", OrderType::SupportMove, "F Mar S F Gas-Spa/nc");
    row("A hol Supports lon - bel", OrderType::SupportMove, "A Hol S Lon-Bel");
    row("A Bur S A Mun", OrderType::SupportHold, "A Bur S A Mun");
    row("F tri supports F tri H", OrderType::SupportHold, "F Tri S F Tri");
    row("F NTH C A Lon-Bel", OrderType::Convoy, "F Nth C A Lon-Bel");
    row("F nth convoys A yor - yor", OrderType::Convoy, "F Nth C A Yor-Yor");
    row("A Bre H", OrderType::Hold, "A Bre H");
    row("A ven HOLD", OrderType::Hold, "A Ven H");
    row("A Par", OrderType::Hold, "A Par H");
    row("A Par-Bur via convoy", OrderType::Move, "A Par-Bur via convoy");
    row("A bel-hol via Convoy", OrderType::Move, "A Bel-Hol via convoy");
    row("A Bur R Par", OrderType::Retreat, "A Bur R Par");
    row("A Bur D", OrderType::Disband, "A Bur D");
    row("A pic disband", OrderType::Disband, "A Pic D");
    row("Build F StP/nc", OrderType::Build, "Build F StP/nc");
    row("Build F stp(sc)", OrderType::Build, "Build F StP/sc");
    row("Build F stp", OrderType::Build, "Build F StP");
    row("Remove A Mun", OrderType::Remove, "Remove A Mun");
    row("Remove pic", OrderType::Remove, "Remove Pic");
    row("waive", OrderType::Waive, "Waive");
}

void TestOrders::readsNotation()
{
    QFETCH(QString, text);
    QFETCH(OrderType, type);
    QFETCH(QString, canonical);
    const Variant &v = standardVariant();
    const OrderParseResult r = parseOrder(v, text.toStdString());
    QVERIFY2(r.ok(), describe(r.error, text.toStdString(), r.detail).c_str());
    QCOMPARE(r.order.type, type);
    QCOMPARE(QString::fromStdString(formatOrder(v, r.order)), canonical);
    // The canonical form reads back to the same order.
    QCOMPARE(parseOrder(v, formatOrder(v, r.order)).order, r.order);
}

void TestOrders::powerPrefix()
{
    const Variant &v = standardVariant();
    const OrderParseResult r = parseOrder(v, "England: F nth-pic");
    QVERIFY(r.ok());
    QCOMPARE(r.order.power, v.findPower("England"));
    const OrderParseResult given = parseOrder(v, "F nth-pic", v.findPower("France"));
    QCOMPARE(given.order.power, v.findPower("France"));
}

void TestOrders::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<OrderError>("error");
    QTest::addColumn<QString>("detail");
    const auto row = [](const char *name, const char *text, OrderError e, const char *detail) {
        QTest::newRow(name) << text << e << detail;
    };
    row("empty", "   ", OrderError::Empty, "");
    row("power prefix naming nobody", "Narnia: A Par H", OrderError::UnknownPower, "Narnia");
    row("unit letter", "X Par-Bur", OrderError::UnknownUnitKind, "X");
    row("unknown province", "A Xyz-Bur", OrderError::UnknownProvince, "Xyz");
    row("unknown destination", "A Par-Qqq", OrderError::UnknownProvince, "Qqq");
    row("unknown coast", "F Mid-Spa/wc", OrderError::UnknownCoast, "Spa/wc");
    row("coast on a province without coasts", "F Nth-Lon/nc", OrderError::UnknownCoast, "Lon/nc");
    row("destination missing", "A Par-", OrderError::MissingLocation, "");
    row("supported unit missing", "A Bur S", OrderError::MissingLocation, "");
    row("unknown order word", "A Par Q Bur", OrderError::UnknownOrderKind, "Q");
    row("convoy without a move", "F Nth C A Lon", OrderError::MissingMove, "");
    row("words after the order", "A Par-Bur now", OrderError::TrailingText, "now");
    row("via without convoy", "A Par-Bur via land", OrderError::TrailingText, "land");
    row("build without a place", "Build A", OrderError::MissingLocation, "");
}

void TestOrders::errors()
{
    QFETCH(QString, text);
    QFETCH(OrderError, error);
    QFETCH(QString, detail);
    const OrderParseResult r = parseOrder(standardVariant(), text.toStdString());
    QCOMPARE(r.error, error);
    QCOMPARE(QString::fromStdString(r.detail), detail);
    // The message quotes the order and the word at fault.
    const std::string message = describe(r.error, text.toStdString(), r.detail);
    QVERIFY2(message.find(text.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find(detail.toStdString()) != std::string::npos, message.c_str());
}

QTEST_GUILESS_MAIN(TestOrders)
#include "tst_diplomacy_orders.moc"
