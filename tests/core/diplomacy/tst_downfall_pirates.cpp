// Umbar's pirates on the Downfall map: amphibious moves, supports and retreats over army and
// fleet borders alike (rules spec B6.4, the B2 unit table, B7.8, B14.2).
#include "tst_downfall_map.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/turn.h"
#include "core/diplomacy/positionformat.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::test;

namespace {

ProvinceId at(const QString &name)
{
    const ProvinceId p = downfallMap().findProvince(name.toStdString());
    if (p == kNoProvince)
        qFatal("no province %s", qPrintable(name));
    return p;
}

/// A board from "Umbar F HUm; Mordor A Hrd" (a pirate ashore written "P") with a pirate in
/// each space of `pirates`.
std::pair<Position, HardbopState> boardWith(const QString &units, const QString &pirates)
{
    std::string text = "VARIANT Hardbop Downfall\n";
    for (const QString &unit : units.split(';', Qt::SkipEmptyParts))
        text += "UNIT " + unit.trimmed().toStdString() + "\n";
    const auto parsed = parsePosition(downfallMap(), text);
    if (!parsed.position)
        qFatal("position: %s", describe(parsed.errors[0]).c_str());
    HardbopState state = initialState(downfallMap());
    state.traits.fill({});
    for (const QString &space : pirates.split(' ', Qt::SkipEmptyParts))
        state.traits[at(space)].unitClass = UnitClass::Pirate;
    return {*parsed.position, state};
}

/// Orders separated by ';', read with Hardbop's unit letters.
std::vector<Order> ordersOf(const QString &text)
{
    std::vector<Order> out;
    for (const QString &line : text.split(';', Qt::SkipEmptyParts)) {
        const HardbopOrderParse parsed = parseHardbopOrder(downfallMap(), line.toStdString());
        if (!parsed.parsed.ok())
            qFatal("order: %s", qPrintable(line));
        out.push_back(parsed.parsed.order);
    }
    return out;
}

void addOrderColumns()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("pirates");
    QTest::addColumn<QString>("orders");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("space");
    QTest::addColumn<QString>("holder");
}

/// Judges the row's movement turn: the first order's outcome and reason, and who stands in
/// `space` afterwards.
void checkOrderRow()
{
    QFETCH(QString, units);
    QFETCH(QString, pirates);
    QFETCH(QString, orders);
    QFETCH(int, outcome);
    QFETCH(int, reason);
    QFETCH(QString, space);
    QFETCH(QString, holder);
    const auto [board, state] = boardWith(units, pirates);
    TurnOrders turn;
    turn.units = ordersOf(orders);
    const TurnResult r = adjudicateMovementTurn(board, state, turn);
    const OrderResult &first = r.adjudication.results.at(0);
    QCOMPARE(int(first.outcome), outcome);
    QCOMPARE(int(first.reason), reason);
    const Unit &there = r.adjudication.next.units[at(space)];
    QCOMPARE(there.power, downfallMap().findPower(holder.toStdString()));
    // A pirate that moved is a pirate still where it landed.
    if (first.order.type == OrderType::Move && first.outcome == Outcome::Succeeded &&
        !pirates.isEmpty())
        QCOMPARE(r.next.traits[first.order.destination.province].unitClass, UnitClass::Pirate);
}

} // namespace

class TestDownfallPirates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b64Moves_data();
    void b64Moves();
    void b64Supports_data();
    void b64Supports();
    void b64Retreats_data();
    void b64Retreats();
};

void TestDownfallPirates::b64Moves_data()
{
    addOrderColumns();
    const int ok = int(Outcome::Succeeded);
    const int illegal = int(Outcome::Illegal);
    const int none = int(Reason::None);
    const int notAdjacent = int(Reason::NotAdjacent);
    QTest::newRow("B6.4: a pirate steps over a land border (HUm-Hrd)")
        << "Umbar F HUm"
        << "HUm"
        << "Umbar: P HUm-Hrd" << ok << none << "Hrd"
        << "Umbar";
    QTest::newRow("B6.4: a pirate still sails (HUm-BAY)")
        << "Umbar F HUm"
        << "HUm"
        << "Umbar: P HUm-BAY" << ok << none << "BAY"
        << "Umbar";
    QTest::newRow("B7.8: a pirate enters a marsh (Emy-DMa)")
        << "Umbar P Emy"
        << "Emy"
        << "Umbar: P Emy-DMa" << ok << none << "DMa"
        << "Umbar";
    QTest::newRow("B7.8: no pirate crosses a mountain line (Ent-Lam)")
        << "Umbar P Ent"
        << "Ent"
        << "Umbar: P Ent-Lam" << illegal << notAdjacent << "Ent"
        << "Umbar";
    QTest::newRow("B7.5: Erech admits no pirate (Lam-Ech)")
        << "Umbar P Lam"
        << "Lam"
        << "Umbar: P Lam-Ech" << illegal << notAdjacent << "Lam"
        << "Umbar";
    QTest::newRow("B6.4: one step only, inland to the sea (Hrd-BAY)")
        << "Umbar P Hrd"
        << "Hrd"
        << "Umbar: P Hrd-BAY" << illegal << notAdjacent << "Hrd"
        << "Umbar";
    QTest::newRow("B14.2: an ordinary fleet keeps to fleet borders (F HUm-Hrd)")
        << "Umbar F HUm"
        << ""
        << "Umbar: F HUm-Hrd" << illegal << notAdjacent << "HUm"
        << "Umbar";
}

// Spec B6.4, B7.8, B14.2: a pirate moves over army or fleet borders, marshes included, never
// over a mountain line or into Erech; ordinary fleets keep to fleet borders.
void TestDownfallPirates::b64Moves()
{
    checkOrderRow();
}

void TestDownfallPirates::b64Supports_data()
{
    addOrderColumns();
    const int ok = int(Outcome::Succeeded);
    const int illegal = int(Outcome::Illegal);
    const int cannotReach = int(Reason::CannotReachTarget);
    QTest::newRow("B6.4: a pirate supports a move inland (HUm S Hdw-Hrd)")
        << "Umbar F HUm; Umbar A Hdw; Mordor A Hrd"
        << "HUm"
        << "Umbar: P HUm S A Hdw-Hrd; Umbar: A Hdw-Hrd" << ok << int(Reason::None) << "Hrd"
        << "Umbar";
    QTest::newRow("B6.4: a pirate on land cannot support at sea (Hrd S HUm-BAY)")
        << "Umbar P Hrd; Umbar F HUm"
        << "Hrd"
        << "Umbar: P Hrd S F HUm-BAY; Umbar: F HUm-BAY" << illegal << cannotReach << "BAY"
        << "Umbar";
    QTest::newRow("B14.2: an ordinary fleet cannot support inland (F HUm S Hdw-Hrd)")
        << "Umbar F HUm; Umbar A Hdw; Mordor A Hrd"
        << ""
        << "Umbar: F HUm S A Hdw-Hrd; Umbar: A Hdw-Hrd" << illegal << cannotReach << "Hrd"
        << "Mordor";
}

// Spec B2 (pirates support), B6.4, B14.2: a pirate supports into any space it could step into.
void TestDownfallPirates::b64Supports()
{
    checkOrderRow();
}

void TestDownfallPirates::b64Retreats_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("pirate");
    QTest::addColumn<QString>("attack");
    QTest::addColumn<QString>("retreat");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("reason");
    const int ok = int(Outcome::Succeeded);
    const int illegal = int(Outcome::Illegal);
    const int none = int(Reason::None);
    const QString inland = "Umbar P Hrd; Mordor A Hdw; Mordor A NHa";
    const QString fromHdw = "Mordor: A Hdw-Hrd; Mordor: A NHa S A Hdw-Hrd";
    const QString entwash = "Umbar P Ent; Rohan A EEm; Rohan A WEm";
    const QString fromEEm = "Rohan: A EEm-Ent; Rohan: A WEm S A EEm-Ent";
    QTest::newRow("B6.4: a pirate inland retreats over land (Hrd-Sut)")
        << inland << "Hrd" << fromHdw << "Umbar: P Hrd-Sut" << ok << none;
    QTest::newRow("B6.4: a pirate retreats to sea (HUm-BAY)")
        << "Umbar F HUm; Mordor A Hrd; Mordor A Hdw"
        << "HUm"
        << "Mordor: A Hrd-HUm; Mordor: A Hdw S A Hrd-HUm"
        << "Umbar: P HUm-BAY" << ok << none;
    QTest::newRow("B7.8: a pirate retreats into a marsh (Ent-Nin)")
        << entwash << "Ent" << fromEEm << "Umbar: P Ent-Nin" << ok << none;
    QTest::newRow("B7.8: no retreat over a mountain line (Ent-Lam)")
        << entwash << "Ent" << fromEEm << "Umbar: P Ent-Lam" << illegal << int(Reason::NotAdjacent);
    QTest::newRow("B6.4: one step only, inland to the sea (Hrd-BAY)")
        << inland << "Hrd" << fromHdw << "Umbar: P Hrd-BAY" << illegal << int(Reason::NotAdjacent);
    QTest::newRow("A7: not where the attacker came from (Hrd-Hdw)")
        << inland << "Hrd" << fromHdw << "Umbar: P Hrd-Hdw" << illegal
        << int(Reason::RetreatToAttacker);
}

// Spec B2 (retreat: 1 step, land or sea), B6.4, B7.8: a dislodged pirate waits to retreat
// even where only land borders lead on, and lands there still a pirate.
void TestDownfallPirates::b64Retreats()
{
    QFETCH(QString, units);
    QFETCH(QString, pirate);
    QFETCH(QString, attack);
    QFETCH(QString, retreat);
    QFETCH(int, outcome);
    QFETCH(int, reason);
    const auto [board, state] = boardWith(units, pirate);
    TurnOrders turn;
    turn.units = ordersOf(attack);
    const TurnResult moved = adjudicateMovementTurn(board, state, turn);
    const Position &after = moved.adjudication.next;
    QCOMPARE(after.phase, PhaseType::Retreat);
    QVERIFY(after.dislodged[at(pirate)].unit.exists());
    const std::vector<Order> orders = ordersOf(retreat);
    const TurnResult r = adjudicateRetreatTurn(after, moved.next, orders);
    const OrderResult &result = r.adjudication.results.at(0);
    QCOMPARE(int(result.outcome), outcome);
    QCOMPARE(int(result.reason), reason);
    const ProvinceId to = orders.at(0).destination.province;
    QCOMPARE(r.adjudication.next.units[to].power == downfallMap().findPower("Umbar"),
             outcome == int(Outcome::Succeeded));
    if (outcome == int(Outcome::Succeeded))
        QCOMPARE(r.next.traits[to].unitClass, UnitClass::Pirate);
}

QTEST_GUILESS_MAIN(TestDownfallPirates)
#include "tst_downfall_pirates.moc"
