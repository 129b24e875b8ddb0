// The New Year's checks that calendar.next makes (§3.1): NY-2 lists captives for ransom and
// fallen nations for rebellion (§2.16, §7.4.2), NY-6 checks each roster against last year's
// (I-17), NY-7 counts armies against generals (§1.5) and notes the armies that start together,
// which month 1 must part (§4.3).
#include "calendarwalk.h"

using namespace herald::db;
using namespace herald::warmaster;

class TestNewYear : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<CalendarWalk> m_walk;

    ExecuteResult next(bool byHand = false) { return m_walk->next(byHand); }
    void buyGeneral(const QString &nation, const QString &name)
    {
        m_walk->must(QStringLiteral("character.buy"),
                     {{QStringLiteral("nation"), nation},
                      {QStringLiteral("entry"), QStringLiteral("Marshal")},
                      {QStringLiteral("name"), name}});
    }
    void placeArmy(const QString &name, const QString &general, const QString &area)
    {
        m_walk->must(QStringLiteral("army.place"), {{QStringLiteral("nation"), CalendarWalk::veyra},
                                                    {QStringLiteral("name"), name},
                                                    {QStringLiteral("general"), general},
                                                    {QStringLiteral("area"), area}});
    }

private Q_SLOTS:
    void init() { m_walk = std::make_unique<CalendarWalk>(); }

    /// §2.16, I-19: a captive is listed with its owner, captor and level; the step then needs
    /// the referee's confirmation, which a year without captives does not.
    void captivesListed()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::Ransom));
        const auto before = dumpTables(m_walk->db());
        QVERIFY2(next().ok(), "NY-2 without captives or fallen nations needs no hand work");
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        m_walk->sql(QStringLiteral("INSERT INTO character (nation_id, name, type, status, "
                                   "captor_nation_id) VALUES (1, 'Duke Aldric', 'general', "
                                   "'captured', 2)"));
        const ExecuteResult refused = next();
        QCOMPARE(refused.status, CommandStatus::Refused);
        QVERIFY2(refused.message.contains(QStringLiteral("§2.16 Kingdom of Veyra may ransom Duke "
                                                         "Aldric from Ironhold Clans: level 3")),
                 qPrintable(refused.message));
        const ExecuteResult done = next(true);
        QVERIFY2(done.ok(), qPrintable(done.message));
        QVERIFY(done.result.value(QStringLiteral("lines"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral(
                        "§2.16 Kingdom of Veyra may ransom Duke Aldric from Ironhold Clans: level "
                        "3, so at least 3 population points of its own areas (I-19, I-20)."))));
    }

    /// §7.4.2, I-66: a nation that begins year 2 with no troops and no areas is offered its
    /// former towns that still stand; troops left, or no town standing, change the answer.
    void rebellion_data()
    {
        QTest::addColumn<bool>("troopsLeft");
        QTest::addColumn<bool>("townsRazed");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("byHand");
        QTest::newRow("no troops, no land, towns stand: rebellion offered")
            << false << false << QStringLiteral("may seize one of its former towns") << true;
        QTest::newRow("no land but troops left: no offer") << true << false << QString() << false;
        QTest::newRow("no troops, no land, towns gone: only a New Nation")
            << false << true << QStringLiteral("only a New Nation brings it back") << false;
    }
    void rebellion()
    {
        QFETCH(bool, troopsLeft);
        QFETCH(bool, townsRazed);
        QFETCH(QString, expected);
        QFETCH(bool, byHand);
        const QString ash = QStringLiteral("Ash Riders");
        const QString town =
            m_walk
                ->value(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 4 AND centre "
                                       "= 'town' ORDER BY hex"))
                .toString();
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters));
        if (troopsLeft)
            m_walk->must(QStringLiteral("roster.buy"),
                         {{QStringLiteral("nation"), ash},
                          {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                          {QStringLiteral("count"), 2}});
        // Fixture: during year 1 the Mirefolk take every area of the Ash Riders.
        m_walk->sql(
            QStringLiteral("UPDATE area SET owner_nation_id = 3 WHERE owner_nation_id = 4"));
        if (townsRazed)
            m_walk->sql(QStringLiteral("UPDATE area SET centre = 'village' WHERE hex IN (SELECT "
                                       "area FROM former_town WHERE nation_id = 4)"));
        QVERIFY(m_walk->advanceTo(CampaignStep::Ransom, 2));
        const ExecuteResult r = next();
        QCOMPARE(r.ok(), !byHand);
        const QString text = r.ok() ? r.summary : r.message;
        if (expected.isEmpty()) {
            QVERIFY2(!text.contains(QStringLiteral("§7.4.2")), qPrintable(text));
            return;
        }
        QVERIFY2(text.contains(QStringLiteral("§7.4.2 Ash Riders has no troops and no land")) &&
                     text.contains(expected),
                 qPrintable(text));
        QCOMPARE(text.contains(town), !townsRazed);
    }

    /// NY-6 (§2.5, I-17): year 2's roster starts from year 1's with losses restored; dropping
    /// units the AP still covers or striking off losses blocks the step, naming the nation and
    /// the rule; undoing the change lets it pass. (Going over the AP is refused by roster.buy
    /// itself, so no roster reaches NY-6 that way.)
    void refill_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("expected");
        const QJsonObject veyra{{QStringLiteral("nation"), CalendarWalk::veyra}};
        QJsonObject drop = veyra;
        drop.insert(QStringLiteral("unitType"), QStringLiteral("Bank Wardens"));
        drop.insert(QStringLiteral("count"), -4);
        QJsonObject loss = veyra;
        loss.insert(QStringLiteral("line"), 1);
        loss.insert(QStringLiteral("count"), 1);
        QTest::newRow("I-17 units dropped while the AP covers them")
            << QStringLiteral("roster.buy") << drop << QStringLiteral("I-17");
        QTest::newRow("I-17 a loss struck off at the New Year")
            << QStringLiteral("roster.loss") << loss << QStringLiteral("restores every loss");
    }
    void refill()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, args);
        QFETCH(QString, expected);
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters));
        m_walk->must(QStringLiteral("roster.buy"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                      {QStringLiteral("count"), 4}});
        QVERIFY(m_walk->advanceTo(CampaignStep::StartOfTurn));
        m_walk->must(QStringLiteral("roster.loss"),
                     {{QStringLiteral("nation"), CalendarWalk::veyra},
                      {QStringLiteral("line"), 1},
                      {QStringLiteral("count"), 2}});
        QVERIFY(m_walk->advanceTo(CampaignStep::FillRosters, 2));
        QCOMPARE(m_walk
                     ->value(QStringLiteral("SELECT purchased || '/' || lost FROM roster_line "
                                            "l JOIN roster r ON r.id = l.roster_id WHERE "
                                            "r.year = 2 AND r.nation_id = 1"))
                     .toString(),
                 QStringLiteral("4/0"));
        const auto before = dumpTables(m_walk->db());
        QVERIFY(m_walk->run(command, args).ok());
        const ExecuteResult refused = next();
        QCOMPARE(refused.status, CommandStatus::Refused);
        QVERIFY2(refused.message.contains(QStringLiteral("Kingdom of Veyra: ")) &&
                     refused.message.contains(expected),
                 qPrintable(refused.message));
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), before);
        QVERIFY(next().ok());
    }

    /// NY-7 (§1.5): an army whose general is no longer free to lead it holds the step up.
    void armiesBeyondGenerals()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies));
        buyGeneral(CalendarWalk::veyra, QStringLiteral("Duke Aldric"));
        placeArmy(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                  QStringLiteral("0407"));
        const qint64 duke =
            m_walk->value(QStringLiteral("SELECT id FROM character WHERE name = 'Duke Aldric'"))
                .toLongLong();
        m_walk->must(QStringLiteral("character.status"),
                     {{QStringLiteral("character"), duke},
                      {QStringLiteral("status"), QStringLiteral("killed")}});
        const ExecuteResult r = next();
        QCOMPARE(r.status, CommandStatus::Refused);
        QVERIFY2(r.message.contains(QStringLiteral("Kingdom of Veyra (1 armies for 0 free "
                                                   "generals")),
                 qPrintable(r.message));
    }

    /// §4.3: two armies placed together in year 2 are noted when month 1 begins; at M-5 of
    /// month 1 the step is refused while they still share the area, and passes once one left.
    void armiesStartingTogetherPart()
    {
        QVERIFY(m_walk->advanceTo(CampaignStep::PlaceArmies, 2));
        buyGeneral(CalendarWalk::veyra, QStringLiteral("Duke Aldric"));
        buyGeneral(CalendarWalk::veyra, QStringLiteral("Lady Wren"));
        placeArmy(QStringLiteral("Host of the Crown"), QStringLiteral("Duke Aldric"),
                  QStringLiteral("0407"));
        placeArmy(QStringLiteral("River Guard"), QStringLiteral("Lady Wren"),
                  QStringLiteral("0407"));
        const auto placed = dumpTables(m_walk->db());
        const ExecuteResult month = next();
        QVERIFY2(month.ok(), qPrintable(month.message));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT COUNT(*) FROM shared_start")).toInt(), 2);
        QVERIFY(m_walk->runner->undo().ok());
        QCOMPARE(dumpTables(m_walk->db()), placed);
        QVERIFY(m_walk->runner->redo().ok());
        QVERIFY2(month.summary.contains(QStringLiteral("Host of the Crown, River Guard start the "
                                                       "year together at 0407")),
                 qPrintable(month.summary));
        // M-1 (§4.3): the two go to different areas; the River Guard marches to 0408.
        QVERIFY(m_walk->advanceTo(CampaignStep::WriteOrders));
        m_walk->must(QStringLiteral("orders.set"),
                     {{QStringLiteral("army"), QStringLiteral("River Guard")},
                      {QStringLiteral("kind"), QStringLiteral("move")},
                      {QStringLiteral("destination"), QStringLiteral("0408")}});
        QVERIFY(m_walk->advanceTo(CampaignStep::UpdateMap));
        QCOMPARE(m_walk->value(QStringLiteral("SELECT area FROM army WHERE name = 'River Guard'"))
                     .toString(),
                 QStringLiteral("0408"));
        // Fixture: as if the march had failed, the River Guard is back at 0407.
        m_walk->sql(QStringLiteral("UPDATE army SET area = '0407' WHERE name = 'River Guard'"));
        const auto before = dumpTables(m_walk->db());
        const ExecuteResult together = next();
        QCOMPARE(together.status, CommandStatus::Refused);
        QVERIFY2(together.message.contains(QStringLiteral("§4.3 Host of the Crown, River Guard "
                                                          "started the year together")),
                 qPrintable(together.message));
        QCOMPARE(dumpTables(m_walk->db()), before);
        // Fixture: the march to 0408 stands after all.
        m_walk->sql(QStringLiteral("UPDATE army SET area = '0408' WHERE name = 'River Guard'"));
        const ExecuteResult parted = next();
        QVERIFY2(parted.ok(), qPrintable(parted.message));
    }
};

QTEST_GUILESS_MAIN(TestNewYear)
#include "tst_newyear.moc"
