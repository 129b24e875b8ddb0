// Diplomacy games in the campaign file: new game, orders, adjudication, retreats, hidden
// personalities and private notes, each a command that undo takes back (issue 11; rules spec
// hardbop-downfall.md parts A and C).
#include "testdesk.h"

#include "core/diplomacy/downfall/events.h"

#include <QJsonArray>

using namespace herald::db;
using namespace herald::db::diplomacy;
using namespace herald::test;

namespace {

QJsonObject resultFor(const QJsonArray &results, const QString &order)
{
    for (const QJsonValue &r : results) {
        if (r.toObject().value(QStringLiteral("order")).toString() == order)
            return r.toObject();
    }
    return {};
}

} // namespace

class TestDiplomacyGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aNewGameStartsFromTheVariant_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("label");
        QTest::addColumn<int>("units");
        QTest::newRow("standard: Spring 1901, 22 units")
            << QStringLiteral("standard") << QStringLiteral("Spring 1901 Movement") << 22;
        // B6.2: 27 on the board and one Easterling army standing in Mordor's box.
        QTest::newRow("downfall: Afteryule I 3019, 27 units and the box")
            << QStringLiteral("downfall") << QStringLiteral("Afteryule I 3019 Movement") << 28;
    }
    // Spec A2 (the first phase), B1 (Downfall's starting units).
    void aNewGameStartsFromTheVariant()
    {
        QFETCH(QString, variant);
        QFETCH(QString, label);
        QFETCH(int, units);
        Desk desk(variant);
        const Phase p = desk.current();
        QCOMPARE(p.seq, 1);
        QCOMPARE(p.label, label);
        int onBoard = 0;
        for (const auto &u : p.position.units)
            onBoard += u.exists() ? 1 : 0;
        QCOMPARE(onBoard, units);
        QCOMPARE(p.state.has_value(), variant == QLatin1String("downfall"));
    }

    void refusedOrdersChangeNothing_data()
    {
        QTest::addColumn<QString>("power");
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown province") << "France"
                                          << "A Par-Bur\nA Mar-Xyz"
                                          << "Line 2";
        QTest::newRow("unknown province names the word") << "France"
                                                         << "A Mar-Xyz"
                                                         << "Xyz";
        QTest::newRow("another power's order") << "France"
                                               << "Germany: A Mun-Bur"
                                               << "Germany";
        QTest::newRow("unit letter") << "France"
                                     << "Q Par H"
                                     << "Q Par H";
        QTest::newRow("trailing words") << "Italy"
                                        << "A Ven-Tri now"
                                        << "A Ven-Tri now";
    }
    // Spec A3: an order that cannot be read is refused with the order and the problem named.
    void refusedOrdersChangeNothing()
    {
        QFETCH(QString, power);
        QFETCH(QString, orders);
        QFETCH(QString, mentions);
        Desk desk(QStringLiteral("standard"));
        const int before = count(desk.campaign.file->database(), QStringLiteral("history"));
        const ExecuteResult r = desk.orders(power, orders);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
        QVERIFY2(r.message.contains(power), qPrintable(r.message));
        QCOMPARE(count(desk.campaign.file->database(), QStringLiteral("dip_orders")), 0);
        QCOMPARE(count(desk.campaign.file->database(), QStringLiteral("history")), before);
    }

    // Spec A4: equal attacks bounce; the result names the strengths and who stopped it.
    void aStandoffIsExplainedAndUndone()
    {
        Desk desk(QStringLiteral("standard"));
        QVERIFY(desk.orders(QStringLiteral("France"), QStringLiteral("A Par-Bur")).ok());
        QVERIFY(desk.orders(QStringLiteral("Germany"), QStringLiteral("A Mun-Bur")).ok());
        const ExecuteResult r = desk.adjudicate();
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonObject paris = resultFor(r.result.value(QStringLiteral("results")).toArray(),
                                            QStringLiteral("A Par-Bur"));
        QCOMPARE(paris.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QCOMPARE(paris.value(QStringLiteral("power")).toString(), QStringLiteral("France"));
        QCOMPARE(paris.value(QStringLiteral("attack")).toInt(), 1);
        QCOMPARE(paris.value(QStringLiteral("prevent")).toInt(), 1);
        QVERIFY2(
            paris.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("Mun")),
            qPrintable(paris.value(QStringLiteral("explanation")).toString()));
        QCOMPARE(desk.current().label, QStringLiteral("Fall 1901 Movement"));
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(desk.current().label, QStringLiteral("Spring 1901 Movement"));
        QVERIFY(!desk.current().adjudicated);
        QCOMPARE(desk.current().orders.size(), 2);
        QVERIFY(desk.runner.redo().ok());
        QCOMPARE(desk.current().label, QStringLiteral("Fall 1901 Movement"));
    }

    // Spec A4, A7: a supported attack dislodges; the loser retreats in the retreat phase.
    void aDislodgedUnitRetreats()
    {
        Desk desk(QStringLiteral("standard"));
        QVERIFY(desk.orders(QStringLiteral("France"), QStringLiteral("A Par-Bur")).ok());
        QVERIFY(
            desk.orders(QStringLiteral("Germany"), QStringLiteral("A Mun-Ruh\nA Ber-Mun")).ok());
        QVERIFY(desk.adjudicate().ok());
        QVERIFY(
            desk.orders(QStringLiteral("Germany"), QStringLiteral("A Ruh-Bur\nA Mun S A Ruh-Bur"))
                .ok());
        const ExecuteResult fall = desk.adjudicate();
        QVERIFY2(fall.ok(), qPrintable(fall.message));
        const QJsonArray results = fall.result.value(QStringLiteral("results")).toArray();
        const QJsonObject attack = resultFor(results, QStringLiteral("A Ruh-Bur"));
        QCOMPARE(attack.value(QStringLiteral("outcome")).toString(), QStringLiteral("succeeded"));
        QCOMPARE(attack.value(QStringLiteral("attack")).toInt(), 2);
        const QJsonObject held = resultFor(results, QStringLiteral("A Bur H"));
        QVERIFY(held.value(QStringLiteral("dislodged")).toBool());
        QCOMPARE(held.value(QStringLiteral("dislodgedFrom")).toString(), QStringLiteral("Ruh"));
        QVERIFY(
            held.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("Ruh")));
        QCOMPARE(desk.current().label, QStringLiteral("Fall 1901 Retreat"));
        const ExecuteResult toRuhr =
            desk.orders(QStringLiteral("France"), QStringLiteral("A Bur-Ruh"));
        QVERIFY(toRuhr.ok()); // legal to write; the judge refuses the attacker's province
        QVERIFY(desk.orders(QStringLiteral("France"), QStringLiteral("A Bur-Pic")).ok());
        const ExecuteResult retreat = desk.adjudicate();
        QVERIFY2(retreat.ok(), qPrintable(retreat.message));
        QCOMPARE(resultFor(retreat.result.value(QStringLiteral("results")).toArray(),
                           QStringLiteral("A Bur-Pic"))
                     .value(QStringLiteral("outcome"))
                     .toString(),
                 QStringLiteral("succeeded"));
        const Phase next = desk.current();
        QVERIFY(next.label.startsWith(QStringLiteral("Spring 1902")) ||
                next.label.contains(QStringLiteral("Adjustment")));
        const auto pic = next.position.variant->findProvince("Pic");
        QVERIFY(next.position.units[pic].exists());
    }

    void downfallNotation_data()
    {
        QTest::addColumn<QString>("power");
        QTest::addColumn<QString>("orders");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("B5: a Lead order") << "Gondor"
                                          << "Lead Faramir A MTi-Osg" << 1 << "";
        QTest::newRow("B5: the spec's own form, with the power's name")
            << "Gondor"
            << "Gondor: Faramir L A MTi-Osg" << 1 << "";
        QTest::newRow("B4: Gandalf's support, command and steps")
            << "Gondor"
            << "Gandalf S A Lam\nGandalf command A Edo-WEm\nStep Gandalf Dol Dag\n"
               "Second Gandalf leads"
            << 4 << "";
        QTest::newRow("B4: the Nazgul's fear, its flight and a return")
            << "Mordor"
            << "Fear A Osg\nNazgul flees Bar\nReturn Nazgul Udu" << 3 << "";
        QTest::newRow("B9: Ring pass, wear, destroy")
            << "Gondor"
            << "Ring pass Fellowship\nSecond Ring pass MTi\nRing wear\nRing destroy" << 4 << "";
        QTest::newRow("B11: retreats, second halves, destruction, builds")
            << "Rohan"
            << "Retreat A HDe-Wes\nSecond C Edo-WEm\nDestroy Saruman\nBuild C Edo" << 4 << "";
        QTest::newRow("B10, E52, B4: declarations, neutralising, the Ents")
            << "Elves"
            << "Declare Good\nEnts march" << 2 << "";
        QTest::newRow("I-50: Rohan's leave for Faramir")
            << "Rohan"
            << "Allow Faramir\nAllow Faramir always\nForbid Faramir" << 3 << "";
        QTest::newRow("I-50: only Rohan gives the leave") << "Gondor"
                                                          << "Allow Faramir" << -1 << "Rohan";
        QTest::newRow("I-50: the leave's wording") << "Rohan"
                                                   << "Forbid Faramir always" << -1 << "Allow";
        QTest::newRow("B5: only the owner leads")
            << "Rohan"
            << "A HDe H\nLead Faramir A MTi-Osg" << -1 << "Line 2";
        QTest::newRow("B4: only the Nazgul's controller frightens")
            << "Gondor"
            << "Fear A Osg" << -1 << "Mordor";
        QTest::newRow("B9.3: claims are not orders") << "Gondor"
                                                     << "Ring claim" << -1 << "B9.3";
        QTest::newRow("B9.2: the GM hides the Ring") << "Gondor"
                                                     << "Ring hide" << -1 << "diplomacy.ring";
        QTest::newRow("a step into an unknown space") << "Gondor"
                                                      << "Step Gandalf Xyz" << -1 << "Xyz";
        QTest::newRow("a Lead order's unit order is read")
            << "Gondor"
            << "Lead Faramir A MTi-Qqq" << -1 << "Qqq";
        QTest::newRow("another power's line") << "Gondor"
                                              << "Rohan: Lead Faramir A MTi-Osg" << -1 << "Rohan";
    }
    // Spec B4, B5, B9, B11: every order of a Downfall turn is entered as a line of the power's
    // orders; a line that does not read is refused with its number and the problem.
    void downfallNotation()
    {
        QFETCH(QString, power);
        QFETCH(QString, orders);
        QFETCH(int, count);
        QFETCH(QString, mentions);
        Desk desk(QStringLiteral("downfall"));
        const ExecuteResult r = desk.orders(power, orders);
        if (count < 0) {
            QCOMPARE(r.status, CommandStatus::Refused);
            QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
            QCOMPARE(::count(desk.campaign.file->database(), QStringLiteral("dip_orders")), 0);
            return;
        }
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.result.value(QStringLiteral("orders")).toInt(), count);
        QCOMPARE(desk.current().orders.value(power), orders);
    }

    // Spec B5, D1, B11: a Downfall turn is judged whole; Faramir's lead adds 1 and he goes
    // with the unit. Undo takes the turn back.
    void aLedMoveIsJudgedAndUndone()
    {
        Desk desk(QStringLiteral("downfall"));
        QVERIFY(desk.place(QStringLiteral("Faramir"), QStringLiteral("MTi")).ok());
        QVERIFY(
            desk.orders(QStringLiteral("Gondor"), QStringLiteral("Lead Faramir A MTi-Osg")).ok());
        const ExecuteResult r = desk.adjudicate();
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonArray results = r.result.value(QStringLiteral("results")).toArray();
        const QJsonObject lead = resultFor(results, QStringLiteral("Faramir L A MTi-Osg"));
        QCOMPARE(lead.value(QStringLiteral("outcome")).toString(), QStringLiteral("succeeded"));
        QCOMPARE(lead.value(QStringLiteral("power")).toString(), QStringLiteral("Gondor"));
        const QJsonObject move = resultFor(results, QStringLiteral("A MTi-Osg"));
        QCOMPARE(move.value(QStringLiteral("outcome")).toString(), QStringLiteral("succeeded"));
        QCOMPARE(move.value(QStringLiteral("attack")).toInt(), 2);
        const Phase next = desk.current();
        QCOMPARE(next.label, QStringLiteral("Afteryule II 3019 Movement"));
        const auto *faramir = next.state->find(herald::diplomacy::downfall::Personality::Faramir);
        QVERIFY(faramir);
        QCOMPARE(faramir->at, next.position.variant->findProvince("Osg"));
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(desk.current().label, QStringLiteral("Afteryule I 3019 Movement"));
        QVERIFY(desk.runner.redo().ok());
        QCOMPARE(desk.current().label, QStringLiteral("Afteryule II 3019 Movement"));
    }

    // Spec B4, D3: a lead that names a unit ordered otherwise has no effect, and says why.
    void aMismatchedLeadIsExplained()
    {
        Desk desk(QStringLiteral("downfall"));
        QVERIFY(desk.place(QStringLiteral("Faramir"), QStringLiteral("MTi")).ok());
        QVERIFY(
            desk.orders(QStringLiteral("Gondor"), QStringLiteral("A MTi H\nLead Faramir A MTi-Osg"))
                .ok());
        const ExecuteResult r = desk.adjudicate();
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QJsonObject lead = resultFor(r.result.value(QStringLiteral("results")).toArray(),
                                           QStringLiteral("Faramir L A MTi-Osg"));
        QCOMPARE(lead.value(QStringLiteral("outcome")).toString(), QStringLiteral("void"));
        QVERIFY(!lead.value(QStringLiteral("explanation")).toString().isEmpty());
    }

    void theGmHidesTheRing_data()
    {
        QTest::addColumn<QString>("at");
        QTest::addColumn<bool>("hidden");
        QTest::newRow("B9.2: in the Shire, far from Mordor") << "Shi" << true;
        QTest::newRow("E32: never in Orodruin") << "Oro" << false;
        QTest::newRow("E32: never next to Mordor's armies") << "Gor" << false;
    }
    // Spec B9.2, E32, C1: the GM hides the Ring; it stays in the GM's state, undoably.
    void theGmHidesTheRing()
    {
        QFETCH(QString, at);
        QFETCH(bool, hidden);
        Desk desk(QStringLiteral("downfall"));
        const ExecuteResult r =
            desk.runner.execute(QStringLiteral("diplomacy.ring"),
                                {{QStringLiteral("game"), desk.game}, {QStringLiteral("at"), at}});
        QCOMPARE(r.ok(), hidden);
        const auto current = desk.current(); // a copy: the ring below is read from it
        const auto &ring = current.state->ring;
        QCOMPARE(ring.status, herald::diplomacy::downfall::RingStatus::Hidden);
        QCOMPARE(ring.at, hidden ? current.position.variant->findProvince(at.toStdString())
                                 : herald::diplomacy::kNoProvince);
        if (hidden) {
            QVERIFY(desk.runner.undo().ok());
            QCOMPARE(desk.current().state->ring.at, herald::diplomacy::kNoProvince);
        }
    }

    void personalitiesAreDownfallOnly()
    {
        Desk desk(QStringLiteral("standard"));
        const ExecuteResult r =
            desk.runner.execute(QStringLiteral("diplomacy.personality"),
                                {{QStringLiteral("game"), desk.game},
                                 {QStringLiteral("who"), QStringLiteral("Gandalf")},
                                 {QStringLiteral("at"), QStringLiteral("Par")}});
        QCOMPARE(r.status, CommandStatus::Refused);
    }
};

QTEST_GUILESS_MAIN(TestDiplomacyGame)
#include "tst_diplomacygame.moc"
