// Each order's result explains itself (spec A4 to A11): outcome, reason, the strengths
// compared, who cut a support, who dislodged a unit and from where.
#include "testsupport.h"

#include "core/diplomacy/adjudicator.h"
#include "core/diplomacy/orderparser.h"
#include "core/diplomacy/positionformat.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

namespace {

/// Plays `orders` ("England: F Lon-Nth", one per line) on a position given as text.
Adjudication play(const std::string &position, const std::string &orders)
{
    const Variant &v = standardVariant();
    const auto parsed = parsePosition(v, "VARIANT Standard\n" + position);
    if (!parsed.position)
        qFatal("bad position: %s", describe(parsed.errors[0]).c_str());
    std::vector<Order> list;
    std::size_t start = 0;
    while (start < orders.size()) {
        const std::size_t end = orders.find('\n', start);
        const std::string line = orders.substr(start, end - start);
        start = end == std::string::npos ? orders.size() : end + 1;
        const OrderParseResult r = parseOrder(v, line);
        if (!r.ok())
            qFatal("bad order: %s", describe(r.error, line, r.detail).c_str());
        list.push_back(r.order);
    }
    return adjudicate(*parsed.position, list);
}

ProvinceId at(const char *name)
{
    return standardVariant().findProvince(name);
}

} // namespace

class TestResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supportedAttackDislodges();
    void cutSupportExplained();
    void standoffStrengths();
    void illegalAndVoidOrders();
    void headToHeadDefence();
    void paradoxConvoy();
    void retreatClash();
    void civilDisorder();
    void describesEveryReason();
};

// Spec A4: attack 2 beats hold 1; the defender records who dislodged it and from where.
void TestResults::supportedAttackDislodges()
{
    const Adjudication a = play("UNIT France A Bur\nUNIT France A Ruh\nUNIT Germany A Mun\n",
                                "France: A Bur-Mun\nFrance: A Ruh S A Bur-Mun\nGermany: A Mun H");
    QCOMPARE(a.results[0].outcome, Outcome::Succeeded);
    QCOMPARE(a.results[0].attack, std::uint8_t(2));
    QCOMPARE(a.results[0].opposing, std::uint8_t(1));
    QCOMPARE(a.results[1].outcome, Outcome::Succeeded);
    QVERIFY(a.results[2].dislodged);
    QCOMPARE(a.results[2].dislodgedFrom, at("Bur"));
    QCOMPARE(a.results[2].outcome, Outcome::Failed);
    QCOMPARE(a.next.phase, PhaseType::Retreat);
    QCOMPARE(a.next.dislodged[at("Mun")].attackerFrom, at("Bur"));
}

// Spec A5: the supporter records the province of the unit that cut it.
void TestResults::cutSupportExplained()
{
    const Adjudication a =
        play("UNIT France A Bur\nUNIT France A Ruh\nUNIT Germany A Mun\nUNIT Germany A Kie\n",
             "France: A Bur-Mun\nFrance: A Ruh S A Bur-Mun\nGermany: A Mun H\nGermany: A Kie-Ruh");
    QCOMPARE(a.results[1].outcome, Outcome::Failed);
    QCOMPARE(a.results[1].reason, Reason::SupportCut);
    QCOMPARE(a.results[1].by, at("Kie"));
    QCOMPARE(a.results[0].reason, Reason::Bounced);
    QCOMPARE(a.results[0].attack, std::uint8_t(1));
    QCOMPARE(a.results[0].opposing, std::uint8_t(1));
    QCOMPARE(a.results[0].by, at("Mun"));
}

// Spec A4: a standoff; each move records the competing prevent strength.
void TestResults::standoffStrengths()
{
    const Adjudication a =
        play("UNIT France A Par\nUNIT Germany A Mun\nUNIT Germany A Ruh\n",
             "France: A Par-Bur\nGermany: A Mun-Bur\nGermany: A Ruh S A Mun-Bur\n"
             "France: A Par-Bur");
    QCOMPARE(a.results[1].outcome, Outcome::Succeeded);
    QCOMPARE(a.results[1].attack, std::uint8_t(2));
    QCOMPARE(a.results[1].prevent, std::uint8_t(0)); // France's two orders cancel (4.D.3)
    QCOMPARE(a.results[0].reason, Reason::DuplicateOrder);
    const Adjudication b =
        play("UNIT France A Par\nUNIT Germany A Mun\n", "France: A Par-Bur\nGermany: A Mun-Bur");
    QCOMPARE(b.results[0].reason, Reason::Bounced);
    QCOMPARE(b.results[0].prevent, std::uint8_t(1));
    QCOMPARE(b.results[0].by, at("Mun"));
}

// Spec A3: illegal orders are ignored with their reason; void supports say they matched
// nothing; units without orders hold.
void TestResults::illegalAndVoidOrders()
{
    const Adjudication a =
        play("UNIT England F Nth\nUNIT France A Bur\nUNIT France A Ruh\nUNIT Germany A Kie\n",
             "England: F Nth-Pic\nFrance: A Ruh S A Bur-Mun\nFrance: A Bur H\nGermany: A Mun H\n"
             "England: A Bur-Par");
    QCOMPARE(a.results[0].outcome, Outcome::Illegal);
    QCOMPARE(a.results[0].reason, Reason::NotAdjacent);
    QCOMPARE(a.results[1].outcome, Outcome::Void);
    QCOMPARE(a.results[1].reason, Reason::SupportNotMatched);
    QCOMPARE(a.results[3].reason, Reason::NoSuchUnit);
    QCOMPARE(a.results[4].reason, Reason::NotOwnUnit);
    QCOMPARE(a.results.back().reason, Reason::DefaultHold); // Germany A Kie
    QCOMPARE(a.results.back().order.unit.province, at("Kie"));
}

// Spec A4: head-to-head: the attack is compared with the opponent's defend strength.
void TestResults::headToHeadDefence()
{
    const Adjudication a =
        play("UNIT Germany A Ber\nUNIT Germany A Sil\nUNIT Russia A Pru\n",
             "Germany: A Ber-Pru\nGermany: A Sil S A Ber-Pru\nRussia: A Pru-Ber");
    QCOMPARE(a.results[0].outcome, Outcome::Succeeded);
    QCOMPARE(a.results[0].opposing, std::uint8_t(1));
    QCOMPARE(a.results[0].defence, std::uint8_t(2));
    QCOMPARE(a.results[2].outcome, Outcome::Failed);
    QVERIFY(a.results[2].dislodged);
    // Lost head-to-head: Russia's army may not retreat to Ber, and leaves no standoff.
    QVERIFY(!a.next.standoffs[at("Ber")]);
}

// Spec A6: the Szykman rule fails the convoy of a paradox (DATC 6.F.14).
void TestResults::paradoxConvoy()
{
    const Adjudication a =
        play("UNIT England F Lon\nUNIT England F Wal\nUNIT France A Bre\nUNIT France F Eng\n",
             "England: F Lon S F Wal-Eng\nEngland: F Wal-Eng\nFrance: A Bre-Lon\n"
             "France: F Eng C A Bre-Lon");
    QCOMPARE(a.results[3].outcome, Outcome::Failed);
    QCOMPARE(a.results[3].reason, Reason::ParadoxConvoy);
    QCOMPARE(a.results[2].reason, Reason::ConvoyFailed);
    QCOMPARE(a.results[1].outcome, Outcome::Succeeded);
}

// Spec A7: two retreats to one province both disband.
void TestResults::retreatClash()
{
    const Adjudication a =
        play("PHASE Spring 1901 Retreat\nUNIT France A Mun\nUNIT France A Ber\n"
             "DISLODGED Germany A Mun FROM Bur\nDISLODGED Russia A Ber FROM Sil\n",
             "Germany: A Mun R Kie\nRussia: A Ber-Kie");
    QCOMPARE(a.results[0].reason, Reason::RetreatClash);
    QCOMPARE(a.results[1].reason, Reason::RetreatClash);
    QVERIFY(!a.next.units[at("Kie")].exists());
    QCOMPARE(a.next.phase, PhaseType::Movement);
    QCOMPARE(a.next.season, 1);
}

// Spec A9: a missing removal is chosen by distance to the nearest owned centre.
void TestResults::civilDisorder()
{
    const Adjudication a = play("PHASE Fall 1901 Adjustment\nUNIT Russia A Mos\nUNIT Russia A Ukr\n"
                                "UNIT Russia F Bar\nOWNER Russia Mos\n",
                                "Russia: Remove A Ukr");
    QCOMPARE(a.results[0].outcome, Outcome::Succeeded);
    QCOMPARE(a.results.size(), std::size_t(2));
    QCOMPARE(a.results[1].reason, Reason::CivilDisorder);
    QCOMPARE(a.results[1].order.unit.province, at("Bar"));
    QCOMPARE(a.next.year, 1902);
}

void TestResults::describesEveryReason()
{
    for (int r = static_cast<int>(Reason::NoSuchUnit);
         r <= static_cast<int>(Reason::EasterlingLimit); ++r)
        QVERIFY(!describe(static_cast<Reason>(r)).empty());
}

QTEST_GUILESS_MAIN(TestResults)
#include "tst_diplomacy_results.moc"
