// The result rows and public news of a Downfall turn judged for the desk (issue 24): build
// rows name the kind of unit built and why a build was refused (rules spec B2, B6.3, B6.4),
// and the Balrog's fate (B7.3) and the Ents' (B7.6) are told when a personality leads a unit in
// as when it walks in alone.
#include "core/diplomacy/desk/downfallorders.h"
#include "core/diplomacy/desk/downfallturn.h"
#include "core/diplomacy/downfall/stateformat.h"
#include "tst_downfall_fixture.h"
#include "tst_downfall_map.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::desk;
using herald::dice::Dice;
using herald::dice::Generator;
using herald::diplomacy::test::downfallMap;

namespace {

/// Judges one turn from `position`, each power's orders typed as on the desk.
DownfallJudgement judged(const Position &position, const HardbopState &state,
                         const QList<QPair<QString, QString>> &orders)
{
    const Variant &v = *position.variant;
    HardbopTurnOrders whole;
    for (const auto &[power, text] : orders) {
        const DownfallOrdersReading reading =
            readDownfallOrders(position, state, text, v.findPower(power.toStdString()));
        if (!reading.ok())
            qFatal("orders: %s", qPrintable(reading.error));
        addTurnOrders(whole, reading.turn);
    }
    Dice dice(Generator(7, 0));
    return judgeDownfallTurn(position, state, whole, dice);
}

/// The row of the order written `order`, or an empty object.
QJsonObject row(const DownfallJudgement &j, const QString &order)
{
    for (const QJsonValue &r : j.judgement.results) {
        if (r.toObject().value(QStringLiteral("order")).toString() == order)
            return r.toObject();
    }
    return {};
}

/// A II turn on the shipped map: Rohan has cavalry in Helm's Deep and Dunharrow, Edoras
/// empty, and `centres` more centres (Entwash, Wold, Osgiliath...).
std::pair<Position, HardbopState> rohanBuilds(const QStringList &centres)
{
    const Variant &v = downfallMap();
    Position b = initialPosition(v);
    b.season = 1;
    HardbopState s = initialState(v);
    b.units[v.findProvince("Edo")] = {};
    s.traits[v.findProvince("Edo")] = {};
    s.traits[v.findProvince("HDe")].unitClass = UnitClass::Cavalry;
    for (const QString &c : centres)
        b.owners[v.findProvince(c.toStdString())] = v.findPower("Rohan");
    return {b, s};
}

} // namespace

class TestDeskDownfallTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void b63BuildRows_data()
    {
        QTest::addColumn<QStringList>("centres");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("reason");
        QTest::newRow("3 centres, 2 cavalry: no 3rd cavalry, and the row says why")
            << QStringList{} << "Build C Edo"
            << "Build C Edo"
            << "illegal"
            << "Rohan's centres allow it no more cavalry";
        QTest::newRow("6 centres: a 3rd cavalry, written C")
            << QStringList{"Ent", "Wol", "Osg"} << "Build C Edo"
            << "Build C Edo"
            << "succeeded"
            << "";
        QTest::newRow("an ordinary army stays A") << QStringList{} << "Build A Edo"
                                                  << "Build A Edo"
                                                  << "succeeded"
                                                  << "";
        QTest::newRow("B6.4: Rohan raises no pirates") << QStringList{} << "Build P Edo"
                                                       << "Build P Edo"
                                                       << "illegal"
                                                       << "only Umbar raises pirates";
    }
    // Spec B2, B6.3, B6.4, step x of B11: the build row names the unit built and the limit.
    void b63BuildRows()
    {
        QFETCH(QStringList, centres);
        QFETCH(QString, order);
        QFETCH(QString, row);
        QFETCH(QString, outcome);
        QFETCH(QString, reason);
        const auto [board, state] = rohanBuilds(centres);
        const DownfallJudgement j = judged(board, state, {{QStringLiteral("Rohan"), order}});
        const QJsonObject r = ::row(j, row);
        QVERIFY2(!r.isEmpty(), qPrintable(QJsonDocument(j.judgement.results).toJson()));
        QCOMPARE(r.value(QStringLiteral("outcome")).toString(), outcome);
        QCOMPARE(r.value(QStringLiteral("reason")).toString(), reason);
        if (outcome == QLatin1String("illegal"))
            QVERIFY(
                r.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("B6.")));
        if (!row.startsWith(QStringLiteral("Build A")))
            QVERIFY(::row(j, QStringLiteral("Build A Edo")).isEmpty());
    }

    void b73BalrogNews_data()
    {
        QTest::addColumn<QString>("personality");
        QTest::addColumn<QString>("power");
        QTest::addColumn<bool>("leads");
        QTest::addColumn<QString>("news");
        const QString slain = QStringLiteral("Gandalf has slain the Balrog of Khazad-Dum.");
        const QString turned = QStringLiteral("The Balrog of Khazad-Dum now serves Sauron.");
        QTest::newRow("Gandalf walks in alone") << "Gandalf"
                                                << "Gondor" << false << slain;
        QTest::newRow("Gandalf leads the Elves in") << "Gandalf"
                                                    << "Elves" << true << slain;
        QTest::newRow("Sauron walks in alone") << "Sauron"
                                               << "Mordor" << false << turned;
        QTest::newRow("Sauron leads Mordor's army in") << "Sauron"
                                                       << "Mordor" << true << turned;
    }
    // Spec B7.3, F9 c, F10, C1: the same public line whether the personality walks in or
    // leads a unit in; the led unit survives.
    void b73BalrogNews()
    {
        QFETCH(QString, personality);
        QFETCH(QString, power);
        QFETCH(bool, leads);
        QFETCH(QString, news);
        using namespace herald::diplomacy::test;
        const Position start = board(
            leads ? QStringLiteral("UNIT %1 A Hol\nOWNER Saruman KDu\n").arg(power).toStdString()
                  : std::string("OWNER Saruman KDu\n"));
        const HardbopState s = stateWith({{*findPersonality(personality.toStdString()), "Hol"}});
        const QString order = leads ? QStringLiteral("Lead %1 A Hol-KDu").arg(personality)
                                    : QStringLiteral("Step %1 KDu").arg(personality);
        const PowerId owner =
            personality == QLatin1String("Sauron") ? powerOf("Mordor") : powerOf("Gondor");
        const QString ordersPower = QString::fromStdString(downfallFixture().power(owner).name);
        QList<QPair<QString, QString>> orders{{ordersPower, order}};
        if (leads && power != ordersPower)
            orders.append({power, QStringLiteral("A Hol-KDu")});
        const DownfallJudgement j = judged(start, s, orders);
        QVERIFY2(j.judgement.events.contains(news), qPrintable(j.judgement.events.join('\n')));
        if (leads)
            QCOMPARE(j.judgement.adjudication.next.units[place("KDu")].power,
                     powerOf(power.toLatin1().constData()));
    }

    void b76EntsNews_data()
    {
        QTest::addColumn<bool>("leads");
        QTest::newRow("Sauron walks into Fangorn") << false;
        QTest::newRow("Sauron leads Mordor's army into Fangorn") << true;
    }
    // Spec B7.6, F16: the Ents' end is public news, whether Sauron walks in or leads an army in.
    void b76EntsNews()
    {
        QFETCH(bool, leads);
        using namespace herald::diplomacy::test;
        const Position start = board(leads ? "UNIT Mordor A Wol\n" : "");
        const DownfallJudgement j =
            judged(start, stateWith({{Personality::Sauron, "Wol"}}),
                   {{"Mordor", leads ? "Lead Sauron A Wol-Fan" : "Step Sauron Fan"}});
        QVERIFY2(j.judgement.events.contains(QStringLiteral("The Ents of Fangorn are destroyed.")),
                 qPrintable(j.judgement.events.join('\n')));
        QVERIFY(j.judgement.nextState->entsGone);
    }

    void b73CavalrySecondHalf_data()
    {
        QTest::addColumn<bool>("gandalf");
        QTest::newRow("unled: the Balrog destroys it") << false;
        QTest::newRow("led by Gandalf: the Balrog dies, the cavalry lives") << true;
    }
    // Spec B7.3, B6.3, E17: a cavalry second half that enters Khazad-Dum meets the Balrog as
    // any unit does; Gandalf leading both halves slays it and leaves the board for d6 turns.
    void b73CavalrySecondHalf()
    {
        QFETCH(bool, gandalf);
        const Variant &v = downfallMap();
        const HardbopPositionParse start = parseHardbopPosition(
            v, "VARIANT Hardbop Downfall\nUNIT Rohan C Gwa\nOWNER Saruman KDu\n"
               "PERSONALITY Gandalf Gwa\n");
        QVERIFY(start.position);
        QList<QPair<QString, QString>> orders{{"Rohan", "C Gwa-Hol\nSecond C Hol-KDu"}};
        if (gandalf)
            orders.append(
                qMakePair(QStringLiteral("Gondor"),
                          QStringLiteral("Lead Gandalf C Gwa-Hol\nSecond Gandalf leads")));
        const DownfallJudgement j = judged(*start.position, *start.state, orders);
        const QString news = j.judgement.events.join('\n');
        const ProvinceId kdu = v.findProvince("KDu");
        QCOMPARE(j.judgement.adjudication.next.units[kdu].exists(), gandalf);
        QCOMPARE(news.contains(QStringLiteral("The Rohan unit in Khazad-Dum is destroyed.")),
                 !gandalf);
        QCOMPARE(news.contains(QStringLiteral("Gandalf has slain the Balrog of Khazad-Dum.")),
                 gandalf);
        const HardbopState &next = *j.judgement.nextState;
        QCOMPARE(next.balrog, gandalf ? Balrog::Slain : Balrog::Saruman);
        QCOMPARE(next.find(Personality::Gandalf) == nullptr, gandalf);
        QCOMPARE(next.absences.size(), gandalf ? std::size_t(1) : std::size_t(0));
        if (gandalf) {
            QCOMPARE(next.traits[kdu].unitClass, UnitClass::Cavalry);
            // B2: the Lead order's row names the cavalry by its letter.
            QCOMPARE(row(j, QStringLiteral("Gandalf L C Gwa-Hol"))
                         .value(QStringLiteral("outcome"))
                         .toString(),
                     QStringLiteral("succeeded"));
        }
    }

    // Spec C2, B2: an encounter note names a cavalry or a pirate for what it is.
    void c2EncounterNamesTheUnit()
    {
        const HardbopPositionParse board = parseHardbopPosition(
            downfallMap(), "VARIANT Hardbop Downfall\nUNIT Rohan C Gwa\nUNIT Umbar P BAY\n"
                           "UNIT Dwarves A Erb\nPERSONALITY Nazgul Gwa\n"
                           "PERSONALITY Gandalf BAY\nPERSONALITY Sauron Erb\n");
        QVERIFY(board.position);
        QStringList notes;
        for (const PrivateNote &n : encounterNotes(downfallMap(), *board.position, *board.state))
            notes << n.text;
        QVERIFY2(
            notes.contains(QStringLiteral("Nazgul (Mordor) met the Rohirric cavalry in Gwaithlo.")),
            qPrintable(notes.join('\n')));
        QVERIFY2(notes.contains(QStringLiteral(
                     "Gandalf (Gondor) met the Umbarian pirate in Bay of Belfalas.")),
                 qPrintable(notes.join('\n')));
        QVERIFY2(notes.contains(QStringLiteral("Sauron (Mordor) met the Dwarvish army in Erebor.")),
                 qPrintable(notes.join('\n')));
    }

    void e24Accompanied_data()
    {
        QTest::addColumn<QString>("records");
        QTest::addColumn<QString>("orders");
        QTest::addColumn<bool>("lives");
        QTest::newRow("E24: Gandalf steps in with it: it lives")
            << "PERSONALITY Gandalf Hol"
            << "Gondor: Step Gandalf KDu" << true;
        QTest::newRow("E24: Sauron already there: it lives") << "PERSONALITY Sauron KDu"
                                                             << "" << true;
        QTest::newRow("E25: Sauron there, the Balrog his: it dies")
            << "PERSONALITY Sauron KDu\nBALROG Mordor"
            << "" << false;
        QTest::newRow("E24: Gandalf goes elsewhere: it dies")
            << "PERSONALITY Gandalf Hol"
            << "Gondor: Step Gandalf Gwa" << false;
    }
    // Spec B7.3, E24, E25: a unit that enters Khazad-Dum unled lives when Gandalf, or Sauron
    // while the Balrog is still Saruman's, ends the same step there.
    void e24Accompanied()
    {
        QFETCH(QString, records);
        QFETCH(QString, orders);
        QFETCH(bool, lives);
        const std::string text = "VARIANT Hardbop Downfall\nUNIT Elves A Hol\nOWNER Saruman KDu\n" +
                                 records.toStdString() + "\n";
        const HardbopPositionParse start = parseHardbopPosition(downfallMap(), text);
        QVERIFY(start.position);
        QString all = QStringLiteral("Elves: A Hol-KDu");
        if (!orders.isEmpty())
            all += QLatin1Char('\n') + orders;
        const DownfallOrdersReading reading = readWholeTurn(*start.position, *start.state, all);
        QVERIFY2(reading.ok(), qPrintable(reading.error));
        Dice dice(Generator(7, 0));
        const DownfallJudgement j =
            judgeDownfallTurn(*start.position, *start.state, reading.turn, dice);
        const ProvinceId kdu = downfallMap().findProvince("KDu");
        QCOMPARE(j.judgement.adjudication.next.units[kdu].exists(), lives);
        QCOMPARE(j.judgement.events.contains(
                     QStringLiteral("The Elves unit in Khazad-Dum is destroyed.")),
                 !lives);
    }

    // Spec B2, B6.3: a refused second half is written as the GM wrote it, a cavalry order.
    void b63RefusedSecondHalfRow()
    {
        const HardbopPositionParse start =
            parseHardbopPosition(downfallMap(), "VARIANT Hardbop Downfall\nUNIT Rohan C Gwa\n");
        const DownfallJudgement j =
            judged(*start.position, *start.state, {{"Rohan", "Second C Lor-Hol"}});
        QCOMPARE(
            row(j, QStringLiteral("Second: C Lor-Hol")).value(QStringLiteral("outcome")).toString(),
            QStringLiteral("void"));
    }

    // Spec B7.3, D5: an army led by nobody dies in Khazad-Dum, which the report tells; the
    // Balrog lives.
    void b73NoNewsWithoutALeader()
    {
        using namespace herald::diplomacy::test;
        const Position start = board("UNIT Elves A Hol\nOWNER Saruman KDu\n");
        const DownfallJudgement j = judged(start, stateWith({}), {{"Elves", "A Hol-KDu"}});
        QVERIFY(!j.judgement.adjudication.next.units[place("KDu")].exists());
        QVERIFY(!j.judgement.events.join('\n').contains(QStringLiteral("Balrog of Khazad-Dum")));
        QVERIFY2(j.judgement.events.contains(
                     QStringLiteral("The Elves unit in Khazad-Dum is destroyed.")),
                 qPrintable(j.judgement.events.join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestDeskDownfallTurn)
#include "tst_desk_downfallturn.moc"
