// What a nation's armies may field in a battle (§7.2, I-71), on the demo campaign's first voyage
// (tests/cli/warmaster/voyagescript.h, made with herald-cli): Veyra's roster of year 1 is 6 Bank
// Wardens (line 1), 1 Barge Bolt-thrower (line 2) and 2 Meadow Riders (line 3); the Sea Wolves
// traded 2 Bank Wardens and the Bolt-thrower for boats and carry 2 Bank Wardens and 2 Meadow
// Riders with Aldric (general) and Brann. Those 4 units are the expedition's, not the land
// armies', until the New Year; landed, the expedition's army fields exactly them.
#include "../../cli/warmaster/voyagescript.h"
#include "app/services/campaignservice.h"
#include "app/services/warmaster/currentroster.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/nationrepository.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// Units left per roster line number ("line 1" → 2), over every category.
QMap<int, int> unitsLeft(const QJsonObject &roster)
{
    QMap<int, int> left;
    for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray())
        for (const QJsonValue &l : c.toObject().value(QStringLiteral("lines")).toArray())
            left.insert(l.toObject().value(QStringLiteral("line")).toInt(),
                        l.toObject().value(QStringLiteral("available")).toInt());
    return left;
}

/// "Aldric active" for each character of the roster.
QStringList characters(const QJsonObject &roster)
{
    QStringList out;
    for (const QJsonValue &v : roster.value(QStringLiteral("characters")).toArray())
        out << v.toObject().value(QStringLiteral("name")).toString() + QLatin1Char(' ') +
                   v.toObject().value(QStringLiteral("status")).toString();
    return out;
}

} // namespace

class TestFieldableRoster : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    herald::app::CampaignService m_service;
    qint64 m_veyra = 0;
    qint64 m_fleet = 0;

private Q_SLOTS:
    void initTestCase()
    {
        const QString file = m_dir.filePath(QStringLiteral("v.herald"));
        QCOMPARE(cli({"new", file}).exitCode, 0);
        const Run made = runScript(file, m_dir.filePath(QStringLiteral("voyage.txt")),
                                   demoNy7RosterScript() + demoVoyageScript());
        QVERIFY2(made.exitCode == 0, made.text().toUtf8().constData());
        QVERIFY(m_service.open(file).ok());
        const QSqlDatabase db = m_service.file()->database();
        const auto veyra = herald::db::findNation(db, QStringLiteral("Kingdom of Veyra"));
        const auto fleet = herald::db::findExpedition(db, QStringLiteral("Sea Wolves"));
        QVERIFY(veyra && fleet);
        m_veyra = veyra->id;
        m_fleet = fleet->id;
    }

    /// §7.2.1, I-71: the units aboard are not the land armies' to field; the roster itself
    /// still counts them (only the traded ones were struck, §2.11).
    void landArmiesFieldWhatTheFleetLeft()
    {
        using herald::app::currentRoster;
        using herald::app::fieldableRoster;
        const QMap<int, int> roster{{1, 4}, {2, 0}, {3, 2}};
        QCOMPARE(unitsLeft(currentRoster(m_service, m_veyra)), roster);
        const QMap<int, int> land{{1, 2}, {2, 0}, {3, 0}};
        QCOMPARE(unitsLeft(fieldableRoster(m_service, m_veyra, 0)), land);
        QVERIFY(!fieldableRoster(m_service, m_veyra, 0).contains(QStringLiteral("expedition")));
        // I-11: the crew is on the expedition, not free for a land army.
        QVERIFY(!characters(fieldableRoster(m_service, m_veyra, 0))
                     .contains(QStringLiteral("Aldric active")));
    }

    /// I-71: landed, the expedition's army fights from its expedition roster: its own lines
    /// with the units aboard, its crew, until the New Year.
    void landedExpeditionFightsFromItsRoster()
    {
        const auto landed =
            m_service.execute(QStringLiteral("expedition.land"),
                              {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                               {QStringLiteral("area"), QStringLiteral("1315")}});
        QVERIFY2(landed.status == herald::db::CommandStatus::Done, qPrintable(landed.message));
        const QJsonObject roster = herald::app::fieldableRoster(m_service, m_veyra, m_fleet);
        QCOMPARE(roster.value(QStringLiteral("expedition")).toString(),
                 QStringLiteral("Sea Wolves"));
        const QMap<int, int> aboard{{1, 2}, {3, 2}};
        QCOMPARE(unitsLeft(roster), aboard);
        QCOMPARE(characters(roster),
                 (QStringList{QStringLiteral("Aldric active"), QStringLiteral("Brann active")}));
        // Still the expedition's after landing: the land armies keep only what it left.
        const QMap<int, int> land{{1, 2}, {2, 0}, {3, 0}};
        QCOMPARE(unitsLeft(herald::app::fieldableRoster(m_service, m_veyra, 0)), land);
        QVERIFY(herald::app::fieldableRoster(m_service, m_veyra, m_fleet + 7).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFieldableRoster)
#include "tst_fieldableroster.moc"
