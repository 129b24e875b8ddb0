// NY-4 through its commands (§2.7, §7.1, §7.3, I-60): the §12 worked examples placed and
// reduced with production.place and production.remove until calendar.next lets the step go,
// every refusal naming its rule and changing nothing, the colony question, and undo.
#include "calendarwalk.h"

#include "core/warmaster/campaignsettings.h"
#include "db/warmaster/productionstep.h"

using namespace herald::db;
using namespace herald::warmaster;

namespace {

/// Kingdom of Veyra's 22 areas on the demo map, in hex order.
const QStringList veyraAreas{
    QStringLiteral("0307"), QStringLiteral("0308"), QStringLiteral("0309"), QStringLiteral("0406"),
    QStringLiteral("0407"), QStringLiteral("0408"), QStringLiteral("0409"), QStringLiteral("0410"),
    QStringLiteral("0506"), QStringLiteral("0507"), QStringLiteral("0508"), QStringLiteral("0509"),
    QStringLiteral("0510"), QStringLiteral("0605"), QStringLiteral("0606"), QStringLiteral("0607"),
    QStringLiteral("0608"), QStringLiteral("0609"), QStringLiteral("0706"), QStringLiteral("0707"),
    QStringLiteral("0708"), QStringLiteral("0709")};

/// One production choice: "place" an area as "town"/"city", or "remove" it.
struct Choice
{
    QString action;
    QString area;
    QString centre;
};
using Choices = QList<Choice>;

} // namespace

Q_DECLARE_METATYPE(Choice)
Q_DECLARE_METATYPE(Choices)
Q_DECLARE_METATYPE(herald::warmaster::PopulationCounts)

class TestProduction : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;

    /// Veyra holds `cities` cities, then `towns` towns, then `villages` villages, in hex order
    /// of its areas; its other areas become uncontrolled villages. The Last Stand and chaos
    /// steps are past, so only NY-4 sees this shape.
    void shapeVeyra(int villages, int towns, int cities)
    {
        QVERIFY(villages + towns + cities <= veyraAreas.size());
        for (int i = 0; i < veyraAreas.size(); ++i) {
            const QString centre = i < cities           ? QStringLiteral("city")
                                   : i < cities + towns ? QStringLiteral("town")
                                                        : QStringLiteral("village");
            const QString owner =
                i < villages + towns + cities ? QStringLiteral("1") : QStringLiteral("NULL");
            m_walk->sql(QStringLiteral("UPDATE area SET centre = '%1', owner_nation_id = %2 "
                                       "WHERE hex = '%3'")
                            .arg(centre, owner, veyraAreas.at(i)));
        }
    }
    [[nodiscard]] PopulationCounts veyraCounts() const
    {
        const auto count = [this](const char *centre) {
            return m_walk
                ->value(QStringLiteral("SELECT COUNT(*) FROM area WHERE owner_nation_id = 1 AND "
                                       "centre = '%1'")
                            .arg(QLatin1String(centre)))
                .toInt();
        };
        return {count("village"), count("town"), count("city")};
    }
    ExecuteResult choose(const Choice &c)
    {
        QJsonObject args{{QStringLiteral("nation"), CalendarWalk::veyra},
                         {QStringLiteral("area"), c.area}};
        if (c.action == QLatin1String("place"))
            args.insert(QStringLiteral("centre"), c.centre);
        return m_walk->run(QStringLiteral("production.") + c.action, args);
    }
    void setting(const QString &key, const QString &value)
    {
        m_walk->must(QStringLiteral("campaign.setting"),
                     {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}});
    }

private Q_SLOTS:
    void init()
    {
        m_walk = std::make_unique<CalendarWalk>();
        QVERIFY(m_walk->advanceTo(CampaignStep::Production));
    }

    /// §2.7, §12 T-07, T-08, D-04 to D-07: the plan's dues, the owner's choices made by
    /// command, the step refused while any is open, and the counts at the end.
    void workedExamples_data()
    {
        QTest::addColumn<PopulationCounts>("start");
        QTest::addColumn<QString>("removalMode");
        QTest::addColumn<Choices>("choices");
        QTest::addColumn<QString>("blockerWhileOpen");
        QTest::addColumn<PopulationCounts>("end");
        const Choice town1{QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")};
        const Choice town2{QStringLiteral("place"), QStringLiteral("0308"), QStringLiteral("town")};
        const Choice town3{QStringLiteral("place"), QStringLiteral("0309"), QStringLiteral("town")};
        const Choice city{QStringLiteral("place"), QStringLiteral("0406"), QStringLiteral("city")};
        QTest::newRow("T-07: 19 villages give 3 towns, then 1 city: 15/3/1")
            << PopulationCounts{19, 0, 0} << QStringLiteral("downgrade")
            << Choices{town1, town2, town3, city}
            << QStringLiteral("Kingdom of Veyra: 3 towns, 1 city") << PopulationCounts{15, 3, 1};
        QTest::newRow("T-08: 18 villages give 3 towns and no city")
            << PopulationCounts{18, 0, 0} << QStringLiteral("downgrade")
            << Choices{town1, town2, town3} << QStringLiteral("Kingdom of Veyra: 3 towns")
            << PopulationCounts{15, 3, 0};
        QTest::newRow("D-04: 12 villages give 2 towns")
            << PopulationCounts{12, 0, 0} << QStringLiteral("downgrade") << Choices{town1, town2}
            << QStringLiteral("Kingdom of Veyra: 2 towns") << PopulationCounts{10, 2, 0};
        QTest::newRow("D-04: 11 villages give 1 town")
            << PopulationCounts{11, 0, 0} << QStringLiteral("downgrade") << Choices{town1}
            << QStringLiteral("Kingdom of Veyra: 1 town") << PopulationCounts{10, 1, 0};
        QTest::newRow("D-04: 6 villages give 1 town")
            << PopulationCounts{6, 0, 0} << QStringLiteral("downgrade") << Choices{town1}
            << QStringLiteral("Kingdom of Veyra: 1 town") << PopulationCounts{5, 1, 0};
        QTest::newRow("D-04: 5 villages give none")
            << PopulationCounts{5, 0, 0} << QStringLiteral("downgrade") << Choices{} << QString()
            << PopulationCounts{5, 0, 0};
        QTest::newRow("D-05: 15 villages and 2 towns give none")
            << PopulationCounts{15, 2, 0} << QStringLiteral("downgrade") << Choices{} << QString()
            << PopulationCounts{15, 2, 0};
        // Veyra's areas in hex order: 0307 the city, 0308 and 0309 the towns.
        QTest::newRow("D-06 downgrade: the city becomes a town, then 2 towns become villages")
            << PopulationCounts{7, 2, 1} << QStringLiteral("downgrade")
            << Choices{{QStringLiteral("remove"), QStringLiteral("0307"), {}},
                       {QStringLiteral("remove"), QStringLiteral("0308"), {}},
                       {QStringLiteral("remove"), QStringLiteral("0309"), {}}}
            << QStringLiteral("Kingdom of Veyra: 2 towns, 1 city") << PopulationCounts{9, 1, 0};
        QTest::newRow("D-06 remove: the city goes, then 1 town becomes a village")
            << PopulationCounts{7, 2, 1} << QStringLiteral("remove")
            << Choices{{QStringLiteral("remove"), QStringLiteral("0307"), {}},
                       {QStringLiteral("remove"), QStringLiteral("0308"), {}}}
            << QStringLiteral("Kingdom of Veyra: 1 town, 1 city") << PopulationCounts{9, 1, 0};
        QTest::newRow("D-07: the last town stays with 3 villages")
            << PopulationCounts{3, 1, 0} << QStringLiteral("downgrade") << Choices{} << QString()
            << PopulationCounts{3, 1, 0};
    }
    void workedExamples()
    {
        QFETCH(PopulationCounts, start);
        QFETCH(QString, removalMode);
        QFETCH(Choices, choices);
        QFETCH(QString, blockerWhileOpen);
        QFETCH(PopulationCounts, end);
        shapeVeyra(start.villages, start.towns, start.cities);
        setting(QStringLiteral("cityRemovalMode"), removalMode);
        QCOMPARE(veyraCounts(), start);
        const QJsonObject status = productionStatus(m_walk->db(), 1);
        QVERIFY(!status.value(QStringLiteral("nations"))[0][QStringLiteral("explanation")]
                     .toArray()
                     .isEmpty());
        for (const Choice &c : choices) {
            const auto before = dumpTables(m_walk->db());
            const ExecuteResult refused = m_walk->run(QStringLiteral("calendar.next"));
            QCOMPARE(refused.status, CommandStatus::Refused);
            QVERIFY2(refused.message.contains(QStringLiteral("§2.7")) &&
                         refused.message.contains(CalendarWalk::veyra),
                     qPrintable(refused.message));
            if (&c == &choices.front())
                QVERIFY2(refused.message.contains(blockerWhileOpen), qPrintable(refused.message));
            QCOMPARE(dumpTables(m_walk->db()), before);
            const ExecuteResult r = choose(c);
            QVERIFY2(r.ok(), qPrintable(c.action + c.area + QStringLiteral(": ") + r.message));
        }
        const ExecuteResult next = m_walk->run(QStringLiteral("calendar.next"));
        QVERIFY2(next.ok(), qPrintable(next.message));
        // the arithmetic is in the step's lines: "§2.7 Kingdom of Veyra holds V=.. T=.. C=.."
        QVERIFY2(next.summary.contains(QStringLiteral("holds ") + start.toString()),
                 qPrintable(next.summary));
        QCOMPARE(veyraCounts(), end);
        QCOMPARE(m_walk->date().step, CampaignStep::RemoveExpeditions);
    }

    /// §2.7, I-60, §1.3, §7.3: each refusal names its rule and leaves every table as it was.
    void refusals_data()
    {
        QTest::addColumn<PopulationCounts>("start");
        QTest::addColumn<Choices>("before");
        QTest::addColumn<Choice>("refused");
        QTest::addColumn<QString>("expected");
        const PopulationCounts v19{19, 0, 0};
        const Choice town1{QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")};
        QTest::newRow("§2.7 another nation's area")
            << v19 << Choices{}
            << Choice{QStringLiteral("place"), QStringLiteral("1005"), QStringLiteral("town")}
            << QStringLiteral("§2.7 1005");
        QTest::newRow("§1.3 no such area")
            << v19 << Choices{}
            << Choice{QStringLiteral("place"), QStringLiteral("9999"), QStringLiteral("town")}
            << QStringLiteral("§1.3");
        QTest::newRow("§2.7, I-60 a town already stands there")
            << v19 << Choices{town1} << town1 << QStringLiteral("§2.7, I-60 0307");
        QTest::newRow("§2.7 no city before the towns")
            << v19 << Choices{}
            << Choice{QStringLiteral("place"), QStringLiteral("0308"), QStringLiteral("city")}
            << QStringLiteral("may place 0 new city");
        QTest::newRow("§2.7 a fourth town from 19 villages")
            << v19
            << Choices{town1,
                       {QStringLiteral("place"), QStringLiteral("0308"), QStringLiteral("town")},
                       {QStringLiteral("place"), QStringLiteral("0309"), QStringLiteral("town")}}
            << Choice{QStringLiteral("place"), QStringLiteral("0406"), QStringLiteral("town")}
            << QStringLiteral("may place 3 new town(s) this year; this would be number 4");
        QTest::newRow("§2.7 no town after a city")
            << PopulationCounts{16, 3, 0}
            << Choices{{QStringLiteral("place"), QStringLiteral("0506"), QStringLiteral("city")}}
            << Choice{QStringLiteral("place"), QStringLiteral("0507"), QStringLiteral("town")}
            << QStringLiteral("no town can follow");
        QTest::newRow("§2.7 nothing to reduce")
            << v19 << Choices{} << Choice{QStringLiteral("remove"), QStringLiteral("0307"), {}}
            << QStringLiteral("Every centre of Kingdom of Veyra is supported");
        QTest::newRow("§2.7 cities before towns")
            << PopulationCounts{7, 2, 1} << Choices{}
            << Choice{QStringLiteral("remove"), QStringLiteral("0308"), {}}
            << QStringLiteral("must first deal with its cities");
        QTest::newRow("§2.7 a village is no town to reduce")
            << PopulationCounts{7, 2, 1}
            << Choices{{QStringLiteral("remove"), QStringLiteral("0307"), {}}}
            << Choice{QStringLiteral("remove"), QStringLiteral("0406"), {}}
            << QStringLiteral("is not a town of Kingdom of Veyra");
        QTest::newRow("§7.3 no colony question open")
            << v19 << Choices{}
            << Choice{QStringLiteral("colony"), QStringLiteral("0307"), QStringLiteral("colony")}
            << QStringLiteral("§7.3 No new centre");
    }
    void refusals()
    {
        QFETCH(PopulationCounts, start);
        QFETCH(Choices, before);
        QFETCH(Choice, refused);
        QFETCH(QString, expected);
        shapeVeyra(start.villages, start.towns, start.cities);
        for (const Choice &c : before)
            QVERIFY2(choose(c).ok(), qPrintable(c.area));
        const auto tables = dumpTables(m_walk->db());
        QJsonObject args{{QStringLiteral("nation"), CalendarWalk::veyra},
                         {QStringLiteral("area"), refused.area}};
        args.insert(refused.action == QLatin1String("colony") ? QStringLiteral("choice")
                                                              : QStringLiteral("centre"),
                    refused.centre);
        const ExecuteResult r = m_walk->run(QStringLiteral("production.") + refused.action, args);
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(m_walk->db()), tables);
    }

    /// §2.7: outside NY-4 the production commands are refused, naming the step.
    void onlyAtNewYearStepFour()
    {
        shapeVeyra(19, 0, 0);
        QVERIFY(m_walk->run(QStringLiteral("calendar.next")).status == CommandStatus::Refused);
        const Choice town{QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")};
        for (const Choice &c :
             {town, Choice{QStringLiteral("place"), QStringLiteral("0308"), QStringLiteral("town")},
              Choice{QStringLiteral("place"), QStringLiteral("0309"), QStringLiteral("town")},
              Choice{QStringLiteral("place"), QStringLiteral("0406"), QStringLiteral("city")}})
            QVERIFY(choose(c).ok());
        QVERIFY(m_walk->run(QStringLiteral("calendar.next")).ok());
        const ExecuteResult late =
            choose({QStringLiteral("place"), QStringLiteral("0408"), QStringLiteral("town")});
        QCOMPARE(late.status, CommandStatus::Refused);
        QVERIFY2(late.message.contains(QStringLiteral("§2.7")) &&
                     late.message.contains(QStringLiteral("NY-4")),
                 qPrintable(late.message));
    }

    /// §2.7 "the player may place fewer": 19 villages allow 3 towns and 1 city; Veyra places
    /// one town and stops. The step then lets go, the map keeps only that town, and undo of
    /// production.done makes the step wait again. Placing after it, or stopping twice, or
    /// stopping with nothing left to place, is refused.
    void placingFewer()
    {
        shapeVeyra(19, 0, 0);
        const QJsonObject veyra{{QStringLiteral("nation"), CalendarWalk::veyra}};
        QVERIFY(
            choose({QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")}).ok());
        const ExecuteResult waiting = m_walk->run(QStringLiteral("calendar.next"));
        QCOMPARE(waiting.status, CommandStatus::Refused);
        QVERIFY2(waiting.message.contains(QStringLiteral("2 towns, 1 city")),
                 qPrintable(waiting.message));
        const ExecuteResult done = m_walk->run(QStringLiteral("production.done"), veyra);
        QVERIFY2(done.ok(), qPrintable(done.message));
        QCOMPARE(done.result.value(QStringLiteral("townsLeft")).toInt(), 2);
        QCOMPARE(done.result.value(QStringLiteral("citiesLeft")).toInt(), 1);
        const ExecuteResult late =
            choose({QStringLiteral("place"), QStringLiteral("0308"), QStringLiteral("town")});
        QCOMPARE(late.status, CommandStatus::Refused);
        QVERIFY2(late.message.contains(QStringLiteral("no more")), qPrintable(late.message));
        const ExecuteResult twice = m_walk->run(QStringLiteral("production.done"), veyra);
        QCOMPARE(twice.status, CommandStatus::Refused);
        QVERIFY2(twice.message.contains(QStringLiteral("already")), qPrintable(twice.message));

        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(m_walk->run(QStringLiteral("calendar.next")).status, CommandStatus::Refused);
        QVERIFY(m_walk->runner->redo().ok());
        const ExecuteResult next = m_walk->run(QStringLiteral("calendar.next"));
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(veyraCounts(), (PopulationCounts{18, 1, 0}));
    }

    /// §2.7: a nation with nothing to place has nothing to stop placing.
    void placingFewerNeedsSomethingLeft()
    {
        shapeVeyra(4, 0, 0);
        const ExecuteResult r = m_walk->run(QStringLiteral("production.done"),
                                            {{QStringLiteral("nation"), CalendarWalk::veyra}});
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("no new centre left")), qPrintable(r.message));
    }

    /// §7.3: a first town on another landmass (Ember Isle) asks colony or new country; the
    /// step waits for the answer, which is recorded; undo takes it back.
    void colonyQuestion()
    {
        const QString ember =
            m_walk
                ->value(QStringLiteral("SELECT a.hex FROM area a JOIN landmass l ON l.id = "
                                       "a.landmass_id WHERE l.key = 'ember' ORDER BY a.hex"))
                .toString();
        QVERIFY(!ember.isEmpty());
        shapeVeyra(11, 0, 0);
        m_walk->sql(
            QStringLiteral("UPDATE area SET owner_nation_id = 1 WHERE hex = '%1'").arg(ember));
        // 12 villages: 2 towns, one of them overseas
        QVERIFY(
            choose({QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")}).ok());
        const ExecuteResult overseas =
            choose({QStringLiteral("place"), ember, QStringLiteral("town")});
        QVERIFY2(overseas.ok(), qPrintable(overseas.message));
        QVERIFY2(overseas.summary.contains(QStringLiteral("§7.3")), qPrintable(overseas.summary));
        const ExecuteResult waiting = m_walk->run(QStringLiteral("calendar.next"));
        QCOMPARE(waiting.status, CommandStatus::Refused);
        QVERIFY2(waiting.message.contains(QStringLiteral("colony or new country")) &&
                     waiting.message.contains(ember),
                 qPrintable(waiting.message));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult answer =
            m_walk->run(QStringLiteral("production.colony"),
                        {{QStringLiteral("nation"), CalendarWalk::veyra},
                         {QStringLiteral("area"), ember},
                         {QStringLiteral("choice"), QStringLiteral("colony")}});
        QVERIFY2(answer.ok(), qPrintable(answer.message));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT choice FROM colony_choice")).toString(),
                 QStringLiteral("colony"));
        QVERIFY(m_walk->run(QStringLiteral("calendar.next")).ok());
        QVERIFY(m_walk->runner->undo().ok());
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
    }

    /// Undo of production.place and production.remove leaves every table as before (the map
    /// and the noted choice together), and redo does them again.
    void undoLeavesTablesAsBefore_data()
    {
        QTest::addColumn<PopulationCounts>("start");
        QTest::addColumn<Choice>("choice");
        QTest::addColumn<QString>("centreAfter");
        QTest::newRow("production.place a town")
            << PopulationCounts{19, 0, 0}
            << Choice{QStringLiteral("place"), QStringLiteral("0307"), QStringLiteral("town")}
            << QStringLiteral("town");
        QTest::newRow("production.remove a city, downgraded")
            << PopulationCounts{7, 2, 1}
            << Choice{QStringLiteral("remove"), QStringLiteral("0307"), {}}
            << QStringLiteral("town");
    }
    void undoLeavesTablesAsBefore()
    {
        QFETCH(PopulationCounts, start);
        QFETCH(Choice, choice);
        QFETCH(QString, centreAfter);
        shapeVeyra(start.villages, start.towns, start.cities);
        const auto before = dumpTables(m_walk->db());
        QVERIFY(choose(choice).ok());
        const QString centre =
            QStringLiteral("SELECT centre FROM area WHERE hex = '%1'").arg(choice.area);
        QCOMPARE(m_walk->value(centre).toString(), centreAfter);
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(m_walk->runner->redo().ok());
        QCOMPARE(m_walk->value(centre).toString(), centreAfter);
    }
};

QTEST_GUILESS_MAIN(TestProduction)
#include "tst_production.moc"
