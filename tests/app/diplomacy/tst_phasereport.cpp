// The Diplomacy desk's phase reports: the public one for everybody, a private one for each
// power with only what it may know (rules spec hardbop-downfall.md part C).
#include "app/services/diplomacy/phasereport.h"
#include "diplomacy/testdesk.h"

#include <QJsonArray>

using namespace herald::app::diplomacy;
using namespace herald::db::diplomacy;
using namespace herald::test;

class TestPhaseReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Spec C1, C2: hidden personalities and GM hints reach only their power's report.
    void privateThingsStayOutOfThePublicReport()
    {
        Desk desk(QStringLiteral("downfall"));
        auto &runner = desk.runner;
        QVERIFY(runner
                    .execute(QStringLiteral("diplomacy.personality"),
                             {{QStringLiteral("game"), desk.game},
                              {QStringLiteral("who"), QStringLiteral("Gandalf")},
                              {QStringLiteral("at"), QStringLiteral("Dol")}})
                    .ok());
        QVERIFY(runner
                    .execute(QStringLiteral("diplomacy.note"),
                             {{QStringLiteral("game"), desk.game},
                              {QStringLiteral("power"), QStringLiteral("Mordor")},
                              {QStringLiteral("text"),
                               QStringLiteral("The Ring may lie in Bree or Tharbad")}})
                    .ok());
        // A hidden personality's step is secret (C1); the unit order beside it is not.
        QVERIFY(desk.orders(QStringLiteral("Gondor"), QStringLiteral("A MTi H\nStep Gandalf Dol"))
                    .ok());
        QVERIFY(desk.adjudicate().ok());
        const Game g = desk.theGame();
        const auto first = phase(desk.campaign.file->database(), g, 1);
        const auto second = phase(desk.campaign.file->database(), g, 2);
        QVERIFY(first && second);
        const QString publicText = publicReport(g, *first, second).toText();
        QVERIFY(publicText.contains(QStringLiteral("A MTi H")));
        QVERIFY2(!publicText.contains(QStringLiteral("Gandalf")), qPrintable(publicText));
        for (const QJsonValue &r : publicReport(g, *first, second).results)
            QVERIFY(!r.toObject()
                         .value(QStringLiteral("order"))
                         .toString()
                         .contains(QStringLiteral("Gandalf")));
        QVERIFY(!publicText.contains(QStringLiteral("Ring may lie")));
        const QString gondor = privateReport(g, *first, second, QStringLiteral("Gondor")).toText();
        QVERIFY2(gondor.contains(QStringLiteral("Gandalf is in Dol Guldur")), qPrintable(gondor));
        QVERIFY2(gondor.contains(QStringLiteral("Gandalf steps Dol")), qPrintable(gondor));
        QVERIFY(!gondor.contains(QStringLiteral("Ring may lie")));
        const QString mordor = privateReport(g, *first, second, QStringLiteral("Mordor")).toText();
        QVERIFY(mordor.contains(QStringLiteral("Ring may lie")));
        QVERIFY2(mordor.contains(QStringLiteral("Gandalf (Gondor) met")),
                 qPrintable(mordor)); // the encounter (C2)
        QVERIFY(runner.undo().ok());
        QCOMPARE(count(desk.campaign.file->database(), QStringLiteral("dip_note")), 1);
    }
};

QTEST_GUILESS_MAIN(TestPhaseReport)
#include "tst_phasereport.moc"
