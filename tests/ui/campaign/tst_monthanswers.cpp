// The players' answers on the Campaign page without the window (§4.3, §4.4, I-43, I-49, §5.7
// option B): the lists show what each step still asks, the form's actions run their commands,
// the lists follow the campaign (an undo brings a row back), and a refusal reaches the page.
// The demo map's four nations, as in tst_db_month: Veyra's Host of the Crown, Ironhold's Iron
// Guard and a Mirefolk band.
#include "app/gui/factionseatsmodel.h"
#include "app/gui/monthanswersform.h"
#include "app/gui/moveanswersmodel.h"
#include "app/gui/strikesmodel.h"
#include "app/services/warmaster/calendarstatus.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using herald::gui::FactionSeatsModel;
using herald::gui::MonthAnswersForm;
using herald::gui::MoveAnswersModel;
using herald::gui::StrikesModel;
using herald::warmaster::CampaignStep;

namespace {

const QString veyra = QStringLiteral("Kingdom of Veyra");
const QString ironhold = QStringLiteral("Ironhold Clans");
const QString mirefolk = QStringLiteral("Mirefolk Tribes");
const QString host = QStringLiteral("Host of the Crown");
const QString guard = QStringLiteral("Iron Guard");

} // namespace

class TestMonthAnswers : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;

    herald::gui::CampaignController &campaign() { return m_fixture.shell().campaign(); }
    CampaignStep step() { return herald::app::campaignDate(campaign().service()).value().step; }
    void must(const QString &command, const QJsonObject &args = {})
    {
        QVERIFY2(m_fixture.run(command, args), qPrintable(command));
    }
    void sql(const QString &statement)
    {
        QSqlQuery q(campaign().service().file()->database());
        QVERIFY2(q.exec(statement), qPrintable(statement));
    }
    void put(const QString &army, const QString &area, const QString &location)
    {
        sql(QStringLiteral("UPDATE army SET area = '%1', location = '%2' WHERE name = '%3'")
                .arg(area, location, army));
    }
    void order(const QString &army, const QString &kind, const QString &to = {})
    {
        QJsonObject args{{QStringLiteral("army"), army}, {QStringLiteral("kind"), kind}};
        if (!to.isEmpty())
            args.insert(QStringLiteral("destination"), to);
        must(QStringLiteral("orders.set"), args);
    }
    void next()
    {
        must(QStringLiteral("calendar.next"), {{QStringLiteral("confirmedByHand"), true}});
    }

    /// A new campaign on the demo map at month 1's M-1: rosters bought for Veyra, Veyra's and
    /// Ironhold's armies placed at NY-7, every player present.
    void startAtWriteOrders()
    {
        QVERIFY(m_fixture.start(QStringLiteral("Answers")));
        must(QStringLiteral("map.importDemo"));
        for (const QString &nation : {veyra, ironhold, mirefolk, QStringLiteral("Ash Riders")})
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        for (int guardCount = 0; guardCount < 40 && step() != CampaignStep::StartOfTurn;
             ++guardCount) {
            if (step() == CampaignStep::PlaceArmies) {
                for (const auto &[nation, army, general, area] :
                     {std::tuple{veyra, host, QStringLiteral("Duke Aldric"),
                                 QStringLiteral("0407")},
                      std::tuple{ironhold, guard, QStringLiteral("Thane Borin"),
                                 QStringLiteral("0804")}}) {
                    must(QStringLiteral("character.buy"),
                         {{QStringLiteral("nation"), nation},
                          {QStringLiteral("entry"), QStringLiteral("Marshal")},
                          {QStringLiteral("name"), general}});
                    must(QStringLiteral("army.place"), {{QStringLiteral("nation"), nation},
                                                        {QStringLiteral("name"), army},
                                                        {QStringLiteral("general"), general},
                                                        {QStringLiteral("area"), area}});
                }
            }
            next();
        }
        for (const QString &nation : {veyra, ironhold, mirefolk, QStringLiteral("Ash Riders")})
            must(QStringLiteral("attendance.set"),
                 {{QStringLiteral("nation"), nation}, {QStringLiteral("present"), true}});
        next();
        QCOMPARE(step(), CampaignStep::WriteOrders);
    }

private Q_SLOTS:
    void init() { startAtWriteOrders(); }
    void cleanup() { m_fixture.stop(); }

    /// §4.4, I-49: a pick of 4 and a typed 1 cost Veyra 3 units; the list offers the lines
    /// with units left, a strike of 2 leaves 1 owed, undo brings the 3 back, a strike beyond
    /// what is owed is refused on the page, and the row goes once all are struck.
    void strikes()
    {
        must(QStringLiteral("roster.buy"),
             {{QStringLiteral("nation"), veyra},
              {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
              {QStringLiteral("count"), 4}});
        put(host, QStringLiteral("0707"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0807"));
        order(guard, QStringLiteral("hold"));
        next();
        next();
        StrikesModel model;
        QAbstractItemModelTester tester(&model);
        model.setCampaign(&campaign());
        QCOMPARE(model.rowCount(), 0);
        must(QStringLiteral("terrain.pick"), {{QStringLiteral("army"), host},
                                              {QStringLiteral("pick"), 4},
                                              {QStringLiteral("typed"), QJsonArray{1}}});
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(StrikesModel::ArmyRole).toString(), host);
        QCOMPARE(row.data(StrikesModel::OwedRole).toInt(), 3);
        const QStringList labels = row.data(StrikesModel::LineLabelsRole).toStringList();
        QCOMPARE(labels.size(), 1);
        QVERIFY2(labels.first().contains(QStringLiteral("Bank Wardens (4 left)")),
                 qPrintable(labels.first()));
        const QString armyId = row.data(StrikesModel::ArmyIdRole).toString();
        const int line = row.data(StrikesModel::LineNumbersRole).toList().first().toInt();

        MonthAnswersForm form;
        form.setCampaign(&campaign());
        QSignalSpy done(&form, &MonthAnswersForm::done);
        QSignalSpy error(&form, &MonthAnswersForm::error);
        form.strike(armyId, line, 4);
        QCOMPARE(error.size(), 1);
        QVERIFY2(error.first().first().toString().contains(QStringLiteral("still owes 3")),
                 qPrintable(error.first().first().toString()));
        form.strike(armyId, line, 2);
        QCOMPARE(done.size(), 1);
        QCOMPARE(model.index(0).data(StrikesModel::OwedRole).toInt(), 1);
        campaign().undo();
        QCOMPARE(model.index(0).data(StrikesModel::OwedRole).toInt(), 3);
        form.strike(armyId, line, 3);
        QCOMPARE(model.rowCount(), 0);
    }

    /// §4.3, I-43: from M-2A the moving army may be sent back and the interdicting one may let
    /// a leaving enemy go; the answers show in the list and go with an undo.
    void moveAnswers()
    {
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0709"), QStringLiteral("poi"));
        order(host, QStringLiteral("interdict"));
        order(guard, QStringLiteral("move"), QStringLiteral("0710"));
        MoveAnswersModel model;
        QAbstractItemModelTester tester(&model);
        model.setCampaign(&campaign());
        QCOMPARE(model.rowCount(), 0); // M-1: nobody answers yet
        next();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data(MoveAnswersModel::ArmyRole).toString(), host);
        QVERIFY(model.index(0).data(MoveAnswersModel::MayLetGoRole).toBool());
        QVERIFY(!model.index(0).data(MoveAnswersModel::MaySendBackRole).toBool());
        QVERIFY(model.index(1).data(MoveAnswersModel::MaySendBackRole).toBool());
        MonthAnswersForm form;
        form.setCampaign(&campaign());
        form.answer(model.index(0).data(MoveAnswersModel::ArmyIdRole).toString(),
                    QStringLiteral("letGo"), true);
        QVERIFY(model.index(0).data(MoveAnswersModel::LetsGoRole).toBool());
        campaign().undo();
        QVERIFY(!model.index(0).data(MoveAnswersModel::LetsGoRole).toBool());
    }

    /// §5.7 option B: three nations in 0710, Veyra and Ironhold attacking the Mirefolk; the
    /// two attackers' seats are listed, a joined seat shows as joined without its faction, and
    /// the last one settles the split.
    void factionSeats()
    {
        must(QStringLiteral("campaign.setting"),
             {{QStringLiteral("key"), QStringLiteral("multiArmyOption")},
              {QStringLiteral("value"), QStringLiteral("B")}});
        sql(QStringLiteral("INSERT INTO character (nation_id, name, type) SELECT id, 'Chief Ogg', "
                           "'general' FROM nation WHERE name = 'Mirefolk Tribes'"));
        sql(QStringLiteral("INSERT INTO army (nation_id, name, general_id, area, location) SELECT "
                           "c.nation_id, 'Bog Band', c.id, '0711', 'countryside' FROM character c "
                           "WHERE c.name = 'Chief Ogg'"));
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0809"), QStringLiteral("countryside"));
        for (const QString &army : {host, guard, QStringLiteral("Bog Band")})
            order(army, QStringLiteral("move"), QStringLiteral("0710"));
        for (int i = 0; i < 4; ++i)
            next();
        QCOMPARE(step(), CampaignStep::Combats);
        for (const auto &[nation, stance] : {std::pair{veyra, QStringLiteral("attack")},
                                             std::pair{ironhold, QStringLiteral("attack")},
                                             std::pair{mirefolk, QStringLiteral("defend")}}) {
            must(QStringLiteral("location.choose"),
                 {{QStringLiteral("engagement"), 1},
                  {QStringLiteral("nation"), nation},
                  {QStringLiteral("location"), QStringLiteral("countryside")}});
            must(QStringLiteral("stance.declare"), {{QStringLiteral("engagement"), 1},
                                                    {QStringLiteral("nation"), nation},
                                                    {QStringLiteral("stance"), stance}});
        }
        FactionSeatsModel model;
        QAbstractItemModelTester tester(&model);
        model.setCampaign(&campaign());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data(FactionSeatsModel::NationRole).toString(), veyra);
        QCOMPARE(model.index(0).data(FactionSeatsModel::OpponentsRole).toString(),
                 QStringLiteral("Bog Band"));
        MonthAnswersForm form;
        form.setCampaign(&campaign());
        QSignalSpy done(&form, &MonthAnswersForm::done);
        form.joinFaction(1, veyra, 1);
        QVERIFY(model.index(0).data(FactionSeatsModel::JoinedRole).toBool());
        QVERIFY(!model.index(1).data(FactionSeatsModel::JoinedRole).toBool());
        form.joinFaction(1, ironhold, 2);
        QCOMPARE(done.size(), 2);
        QVERIFY2(done.last().first().toString().contains(QStringLiteral("§5.7")),
                 qPrintable(done.last().first().toString()));
        QVERIFY(model.index(1).data(FactionSeatsModel::JoinedRole).toBool());
    }
};

QTEST_MAIN(TestMonthAnswers)
#include "tst_monthanswers.moc"
