// NY-2 ransom (§2.16, I-19, I-20): ransom.pay buys a captive back with the owner's areas, at
// least the captive's level in population points and no more than the owner's areas make
// necessary; the areas go to the captor and the captive is active again. Every refusal names
// the problem and the numbers and changes nothing; undo restores the areas and the captive.
#include "calendarwalk.h"
#include "tabledump.h"

#include <QJsonArray>

using namespace herald::db;
using namespace herald::warmaster;

class TestRansom : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;
    qint64 m_captive = 0;

    /// Veyra's (nation 1) areas with that centre, in hex order.
    QStringList areasOf(const QString &centre, int nation = 1) const
    {
        QSqlQuery q(m_walk->db());
        q.exec(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = %1 AND centre = '%2' "
                              "ORDER BY hex")
                   .arg(nation)
                   .arg(centre));
        QStringList hexes;
        while (q.next())
            hexes << q.value(0).toString();
        return hexes;
    }
    /// The offer: "village", "town", "city" take the next of Veyra's such areas; "foreign" an
    /// Ironhold area, "again" the area before once more, "nowhere" a hex off the map.
    QJsonArray offer(const QStringList &what) const
    {
        QJsonArray hexes;
        QHash<QString, int> used;
        for (const QString &w : what) {
            if (w == QLatin1String("foreign"))
                hexes.append(areasOf(QStringLiteral("village"), 2).value(0));
            else if (w == QLatin1String("again"))
                hexes.append(hexes.last());
            else if (w == QLatin1String("nowhere"))
                hexes.append(QStringLiteral("9999"));
            else
                hexes.append(areasOf(w).value(used[w]++));
        }
        return hexes;
    }
    ExecuteResult pay(const QJsonArray &areas, qint64 captive = 0)
    {
        return m_walk->run(QStringLiteral("ransom.pay"),
                           {{QStringLiteral("captive"), captive ? captive : m_captive},
                            {QStringLiteral("areas"), areas}});
    }

private Q_SLOTS:
    /// The demo campaign at NY-2 of year 1; Veyra's Duke Aldric held by Ironhold (a fixture:
    /// battles come later in the year).
    void init()
    {
        m_walk = std::make_unique<CalendarWalk>();
        QVERIFY(m_walk->advanceTo(CampaignStep::Ransom));
        QVERIFY(areasOf(QStringLiteral("village")).size() >= 3);
        QVERIFY(areasOf(QStringLiteral("town")).size() >= 2);
        QVERIFY(!areasOf(QStringLiteral("city")).isEmpty());
        m_walk->sql(QStringLiteral("INSERT INTO character (nation_id, name, type, status, "
                                   "captor_nation_id, captured_year, captured_month) VALUES (1, "
                                   "'Duke Aldric', 'general', 'captured', 2, 1, 0)"));
        m_captive = m_walk
                        ->value(QStringLiteral("SELECT id FROM character WHERE name = 'Duke "
                                               "Aldric'"))
                        .toLongLong();
    }

    /// §2.16, I-20: a general (level 3) paid exactly, with three villages or a town and a
    /// village, or a city: the areas go to Ironhold, the general is back; undo restores both.
    void paid_data()
    {
        QTest::addColumn<QStringList>("what");
        QTest::newRow("§2.16 three villages") << QStringList{"village", "village", "village"};
        QTest::newRow("§2.16 a town and a village") << QStringList{"town", "village"};
        QTest::newRow("§2.16 a city") << QStringList{"city"};
    }
    void paid()
    {
        QFETCH(QStringList, what);
        const QJsonArray areas = offer(what);
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = pay(areas);
        QVERIFY2(r.ok(), qPrintable(r.message));
        const auto after = dumpTables(m_walk->db());
        for (const QJsonValue &hex : areas)
            QCOMPARE(m_walk
                         ->value(QStringLiteral("SELECT owner_nation_id FROM area WHERE hex = '%1'")
                                     .arg(hex.toString()))
                         .toInt(),
                     2);
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT status || '/' || (captor_nation_id IS NULL) "
                                            "FROM character WHERE id = %1")
                                 .arg(m_captive))
                     .toString(),
                 QStringLiteral("active/1"));
        QCOMPARE(r.result.value(QStringLiteral("ceded")).toInt(), 3);
        QCOMPARE(r.result.value(QStringLiteral("level")).toInt(), 3);
        QVERIFY2(r.summary.contains(QStringLiteral("Kingdom of Veyra ransoms Duke Aldric from "
                                                   "Ironhold Clans")),
                 qPrintable(r.summary));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(m_walk->runner->redo().ok());
        QCOMPARE(dumpTables(m_walk->db()), after);
        // NY-2 no longer waits for the referee: the captive is home.
        QVERIFY2(m_walk->next().ok(), "NY-2 after the ransom needs no hand work");
    }

    /// §2.16, I-19, I-20: every refusal, with its numbers, and nothing changed.
    void refused_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("§2.16 two villages for a general: too little")
            << "general" << QStringList{"village", "village"}
            << "worth 2 population point(s); the captive's level is 3, so at least 3";
        QTest::newRow("I-20 two towns for a general: 4 when 3 is payable")
            << "general" << QStringList{"town", "town"}
            << "worth 4 population point(s) for a captive of level 3; the owner's areas can pay "
               "3, so no more than 3";
        QTest::newRow("I-20 a city for a hero: 3 when 2 is payable")
            << "hero" << QStringList{"city"}
            << "worth 3 population point(s) for a captive of level 2; the owner's areas can pay "
               "2";
        QTest::newRow("§2.16 an Ironhold area")
            << "general" << QStringList{"foreign"} << "belongs to Ironhold Clans";
        QTest::newRow("§2.16 an area twice")
            << "general" << QStringList{"village", "again", "village"} << "is listed twice";
        QTest::newRow("§2.16 no such area")
            << "general" << QStringList{"nowhere"} << "There is no area 9999";
        QTest::newRow("§2.16 nothing offered")
            << "general" << QStringList{} << "worth 0 population point(s)";
    }
    void refused()
    {
        QFETCH(QString, type);
        QFETCH(QStringList, what);
        QFETCH(QString, expected);
        m_walk->sql(QStringLiteral("UPDATE character SET type = '%1' WHERE id = %2")
                        .arg(type)
                        .arg(m_captive));
        const QJsonArray areas = offer(what);
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult r = pay(areas);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// I-20: a nation whose areas together fall short of the level cannot ransom at all.
    void cannotPay()
    {
        const QString kept = areasOf(QStringLiteral("village")).first();
        m_walk->sql(QStringLiteral("UPDATE area SET owner_nation_id = 3 WHERE owner_nation_id = 1 "
                                   "AND hex <> '%1'")
                        .arg(kept));
        const ExecuteResult r = pay({kept});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("cannot reach the captive's level of 3")),
                 qPrintable(r.message));
    }

    /// §2.16: only a captive is ransomed, and only at NY-2.
    void notACaptiveOrNotNow()
    {
        m_walk->sql(QStringLiteral("INSERT INTO character (nation_id, name, type) VALUES (1, "
                                   "'Captain Mira', 'hero')"));
        const qint64 free =
            m_walk->value(QStringLiteral("SELECT id FROM character WHERE name = 'Captain Mira'"))
                .toLongLong();
        const ExecuteResult notHeld = pay(offer({QStringLiteral("town")}), free);
        QCOMPARE(notHeld.status, CommandStatus::Refused);
        QVERIFY2(notHeld.message.contains(QStringLiteral("is not held captive")),
                 qPrintable(notHeld.message));
        QCOMPARE(m_walk->next(true).status, CommandStatus::Done);
        const ExecuteResult late = pay(offer({QStringLiteral("city")}));
        QCOMPARE(late.status, CommandStatus::Refused);
        QVERIFY2(late.message.contains(QStringLiteral("NY-2")), qPrintable(late.message));
    }
};

QTEST_GUILESS_MAIN(TestRansom)
#include "tst_ransom.moc"
