// The back ends of the Campaign page's step forms without the window, each on a campaign
// walked to its step by the calendar's own commands: the orders at M-1 (§4.1, §4.2, I-54),
// the terrain delay checks at M-2B (§4.4, I-51), the engagements' secret choices and the
// stop-gap battle winner at M-3 (§5.2, §5.7), the retreats at M-4 (§6.7, §6.8), the new
// centres at NY-4 (§2.7). Each choice is one command in the history that undo takes back, and
// a choice the rules refuse comes back with the command's own refusal; the list models run
// under QAbstractItemModelTester.
#include "app/gui/armyordersform.h"
#include "app/gui/armyordersmodel.h"
#include "app/gui/combatform.h"
#include "app/gui/engagementsmodel.h"
#include "app/gui/productionform.h"
#include "app/gui/productionmodel.h"
#include "app/gui/retreatform.h"
#include "app/gui/retreatsmodel.h"
#include "app/gui/routedarmiesform.h"
#include "app/gui/terraincheckform.h"
#include "app/gui/terraincheckmodel.h"
#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using herald::gui::ArmyOrdersForm;
using herald::gui::ArmyOrdersModel;
using herald::gui::CombatForm;
using herald::gui::EngagementsModel;
using herald::gui::ProductionForm;
using herald::gui::ProductionModel;
using herald::gui::RetreatForm;
using herald::gui::RetreatsModel;
using herald::gui::RoutedArmiesForm;
using herald::gui::TerrainCheckForm;
using herald::gui::TerrainCheckModel;
using herald::warmaster::CampaignStep;

namespace {

const QString veyra = QStringLiteral("Kingdom of Veyra");
const QString ironhold = QStringLiteral("Ironhold Clans");
const QString host = QStringLiteral("Host of the Crown");
const QString guard = QStringLiteral("Iron Guard");
const QString mirefolk = QStringLiteral("Mirefolk Tribes");
const QString horde = QStringLiteral("Bog Horde");
const QStringList nations{veyra, ironhold, mirefolk, QStringLiteral("Ash Riders")};

/// The map of choice `key` in a step form's list of choices, or an empty map.
QVariantMap choice(const QVariant &list, const QString &key)
{
    for (const QVariant &entry : list.toList()) {
        if (entry.toMap().value(QStringLiteral("key")).toString() == key)
            return entry.toMap();
    }
    return {};
}

/// The row whose `role` holds `value`, or an invalid index.
QModelIndex rowOf(const QAbstractItemModel &model, int role, const QVariant &value)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(role) == value)
            return model.index(row, 0);
    }
    return {};
}

} // namespace

class TestStepFormsBackend : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;
    bool m_withHorde = false;

    herald::gui::CampaignController &campaign() { return m_fixture.shell().campaign(); }
    [[nodiscard]] CampaignStep step()
    {
        return herald::app::campaignDate(campaign().service()).value().step;
    }
    bool run(const QString &command, const QJsonObject &args)
    {
        return m_fixture.run(command, args);
    }
    /// A fixture edit no command makes (an army put where the case needs it); the back ends
    /// made afterwards read it.
    void sql(const QString &statement)
    {
        QSqlQuery q(campaign().service().file()->database());
        QVERIFY2(q.exec(statement), qPrintable(statement));
    }
    void put(const QString &army, const QString &area, const QString &location)
    {
        sql(QStringLiteral("UPDATE army SET area = '%1', location = '%2', in_supply = 1 WHERE "
                           "name = '%3'")
                .arg(area, location, army));
    }

    /// A new campaign on the demo map, every nation on a sample list, walked to `target` with
    /// everyone present, Veyra's Host in Carrow, Ironhold's Guard in Gallowmere and, with
    /// `withHorde`, the Mirefolk's Bog Horde in Yewbridge (NY-7).
    void openAt(CampaignStep target, bool withHorde = false)
    {
        m_withHorde = withHorde;
        QVERIFY(campaign().newCampaign(
            QUrl::fromLocalFile(m_fixture.filePath(
                QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".herald"))),
            QStringLiteral("Step forms test")));
        QVERIFY(run(QStringLiteral("map.importDemo"), {}));
        for (const QString &nation : nations)
            QVERIFY(run(QStringLiteral("nation.edit"),
                        {{QStringLiteral("nation"), nation},
                         {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}));
        walkTo(target);
    }
    void walkTo(CampaignStep target)
    {
        for (int guardCount = 0; guardCount < 60 && step() != target; ++guardCount) {
            if (step() == CampaignStep::StartOfTurn)
                for (const QString &nation : nations)
                    QVERIFY(
                        run(QStringLiteral("attendance.set"), {{QStringLiteral("nation"), nation},
                                                               {QStringLiteral("present"), true}}));
            if (step() == CampaignStep::PlaceArmies)
                placeArmies();
            QVERIFY(
                run(QStringLiteral("calendar.next"), {{QStringLiteral("confirmedByHand"), true}}));
        }
        QCOMPARE(step(), target);
    }
    void placeArmies()
    {
        const std::array<std::array<QString, 4>, 3> armies{{
            {veyra, host, QStringLiteral("Duke Aldric"), QStringLiteral("0407")},
            {ironhold, guard, QStringLiteral("Thane Borin"), QStringLiteral("0804")},
            {mirefolk, horde, QStringLiteral("Gutrot"), QStringLiteral("1607")},
        }};
        const std::size_t count = m_withHorde ? armies.size() : 2;
        for (std::size_t i = 0; i < count; ++i) {
            const auto &[nation, army, general, area] = armies.at(i);
            QVERIFY(run(QStringLiteral("character.buy"),
                        {{QStringLiteral("nation"), nation},
                         {QStringLiteral("entry"), QStringLiteral("Marshal")},
                         {QStringLiteral("name"), general}}));
            QVERIFY(run(QStringLiteral("army.place"), {{QStringLiteral("nation"), nation},
                                                       {QStringLiteral("name"), army},
                                                       {QStringLiteral("general"), general},
                                                       {QStringLiteral("area"), area}}));
        }
    }
    void order(const QString &army, const QString &kind, const QString &destination = {})
    {
        QJsonObject args{{QStringLiteral("army"), army}, {QStringLiteral("kind"), kind}};
        if (!destination.isEmpty())
            args.insert(QStringLiteral("destination"), destination);
        QVERIFY(run(QStringLiteral("orders.set"), args));
    }
    /// From M-1 with every order written to `target` (a step of M-2 or M-3).
    void runTo(CampaignStep target)
    {
        for (int guardCount = 0; guardCount < 5 && step() != target; ++guardCount)
            QVERIFY(run(QStringLiteral("calendar.next"), {}));
        QCOMPARE(step(), target);
    }
    /// M-3 of the first month: the Host from Elm's centre and the Guard from 0809 both
    /// marched into Harrowby, one engagement whose locations are chosen (§5.2).
    void meetInHarrowby()
    {
        openAt(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0709"), QStringLiteral("populationCentre"));
        put(guard, QStringLiteral("0809"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0710"));
        order(guard, QStringLiteral("move"), QStringLiteral("0710"));
        runTo(CampaignStep::Combats);
    }
    [[nodiscard]] qint64 armyId(const QString &name)
    {
        QSqlQuery q(campaign().service().file()->database());
        q.prepare(QStringLiteral("SELECT id FROM army WHERE name = ?"));
        q.addBindValue(name);
        return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.start(QStringLiteral("Step forms back ends"))); }
    void cleanupTestCase() { m_fixture.stop(); }

    /// M-1 (§4.1, §5.5): each army's row offers every kind, the refused ones with the
    /// command's reason; an order given is stored, shown in place and taken back by undo; a
    /// refused kind comes back with the same words; clear takes an order back.
    void ordersAreGivenAndTakenBack()
    {
        openAt(CampaignStep::WriteOrders);
        ArmyOrdersModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex row = rowOf(model, ArmyOrdersModel::ArmyRole, host);
        QVERIFY(row.isValid());
        QCOMPARE(row.data(ArmyOrdersModel::NationRole).toString(), veyra);
        QVERIFY(row.data(ArmyOrdersModel::OrderRole).toString().isEmpty());
        QVERIFY(!row.data(ArmyOrdersModel::LockedRole).toBool());
        QVERIFY(row.data(ArmyOrdersModel::NoOrdersRole).toString().isEmpty());
        const QVariant kinds = row.data(ArmyOrdersModel::KindsRole);
        QCOMPARE(kinds.toList().size(), 7);
        QVERIFY(choice(kinds, QStringLiteral("hold"))
                    .value(QStringLiteral("refusal"))
                    .toString()
                    .isEmpty());
        QVERIFY(choice(kinds, QStringLiteral("move"))
                    .value(QStringLiteral("refusal"))
                    .toString()
                    .isEmpty());
        const QString siegeRefused =
            choice(kinds, QStringLiteral("siege")).value(QStringLiteral("refusal")).toString();
        QVERIFY2(siegeRefused.startsWith(QStringLiteral("§5.5")), qPrintable(siegeRefused));
        // Carrow's neighbours, the refused ones with their reason (§4.1).
        const QVariantList destinations = row.data(ArmyOrdersModel::DestinationsRole).toList();
        QCOMPARE(destinations.size(), 6);
        const QVariantMap into = choice(destinations, QStringLiteral("0408"));
        QVERIFY2(into.value(QStringLiteral("refusal")).toString().isEmpty(),
                 qPrintable(into.value(QStringLiteral("refusal")).toString()));
        QVERIFY(into.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("0408 ")));

        ArmyOrdersForm form;
        form.setCampaign(&campaign());
        QSignalSpy done(&form, &ArmyOrdersForm::done);
        QSignalSpy error(&form, &ArmyOrdersForm::error);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const int history = campaign().historyCount();
        const qint64 army = row.data(ArmyOrdersModel::ArmyIdRole).toLongLong();
        const int turn = row.data(ArmyOrdersModel::TurnRole).toInt();
        QVERIFY(form.give(army, turn, QStringLiteral("move"), QStringLiteral("0408"),
                          QStringLiteral("poi"), false));
        QCOMPARE(done.count(), 1);
        QCOMPARE(campaign().historyCount(), history + 1);
        QCOMPARE(reset.count(), 0); // in place: the form keeps its place
        const QString written = row.data(ArmyOrdersModel::OrderRole).toString();
        QVERIFY2(written.contains(QStringLiteral("0408")), qPrintable(written));
        QVERIFY2(written.contains(QStringLiteral("point of interest")), qPrintable(written));
        QCOMPARE(row.data(ArmyOrdersModel::OrderKindRole).toString(), QStringLiteral("move"));

        campaign().undo();
        QVERIFY(row.data(ArmyOrdersModel::OrderRole).toString().isEmpty());
        campaign().redo();
        QCOMPARE(row.data(ArmyOrdersModel::OrderRole).toString(), written);

        // A refused kind: the command's own words, the order as it was.
        QVERIFY(!form.give(army, turn, QStringLiteral("siege"), {}, {}, false));
        QCOMPARE(error.count(), 1);
        QCOMPARE(error.at(0).at(0).toString(), siegeRefused);
        QCOMPARE(campaign().historyCount(), history + 1);
        QCOMPARE(row.data(ArmyOrdersModel::OrderRole).toString(), written);

        QVERIFY(form.clear(army, turn));
        QVERIFY(row.data(ArmyOrdersModel::OrderRole).toString().isEmpty());
        QCOMPARE(campaign().historyCount(), history + 2);
        QVERIFY(!form.clear(army, turn));
        QVERIFY2(error.at(1).at(0).toString().contains(QStringLiteral("no order")),
                 qPrintable(error.at(1).at(0).toString()));
    }

    /// §4.2, I-54: under the communication delay an army far from its towns writes orders for
    /// the turns ahead, one row each; once the turn is played an order written before is
    /// locked and offers no choices.
    void ordersAheadUnderTheCommunicationDelay()
    {
        openAt(CampaignStep::StartOfTurn);
        QVERIFY(run(QStringLiteral("campaign.setting"),
                    {{QStringLiteral("key"), QStringLiteral("communicationDelay")},
                     {QStringLiteral("value"), true}}));
        // Far from Veyra's towns: in the Ash Riders' country, in the east.
        put(host, QStringLiteral("1810"), QStringLiteral("countryside"));
        walkTo(CampaignStep::WriteOrders);
        ArmyOrdersModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<int> turns;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r).data(ArmyOrdersModel::ArmyRole).toString() == host)
                turns << model.index(r).data(ArmyOrdersModel::TurnRole).toInt();
        }
        QVERIFY2(turns.size() > 1, qPrintable(QString::number(turns.size())));
        QCOMPARE(turns.constFirst(), 1);
        QCOMPARE(turns.at(1), 2);
        ArmyOrdersForm form;
        form.setCampaign(&campaign());
        const qint64 army = armyId(host);
        for (const int turn : std::as_const(turns))
            QVERIFY(form.give(army, turn, QStringLiteral("hold"), {}, {}, false));
        order(guard, QStringLiteral("hold"));
        // Month 2: the order for turn 2 was written at turn 1, so it stands.
        QVERIFY(run(QStringLiteral("calendar.next"), {}));
        walkTo(CampaignStep::WriteOrders);
        model.setCampaign(nullptr);
        model.setCampaign(&campaign());
        QModelIndex locked;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QModelIndex index = model.index(r);
            if (index.data(ArmyOrdersModel::ArmyRole).toString() == host &&
                index.data(ArmyOrdersModel::TurnRole).toInt() == 2)
                locked = index;
        }
        QVERIFY(locked.isValid());
        QVERIFY(locked.data(ArmyOrdersModel::LockedRole).toBool());
        QVERIFY(!locked.data(ArmyOrdersModel::OrderRole).toString().isEmpty());
        QVERIFY(locked.data(ArmyOrdersModel::KindsRole).toList().isEmpty());
        QSignalSpy error(&form, &ArmyOrdersForm::error);
        QVERIFY(!form.clear(army, 2));
        QVERIFY2(error.at(0).at(0).toString().contains(QStringLiteral("I-54")),
                 qPrintable(error.at(0).at(0).toString()));
    }

    /// M-2B (§4.4, I-51): the Host crossing the Oakhurst-Bell mountains; the player's number
    /// is refused outside 1-6, recorded with its roll, shown in place and taken back by undo;
    /// the habitat option is refused for a race not at home there.
    void terrainCheckIsPickedThenRolled()
    {
        openAt(CampaignStep::WriteOrders);
        put(host, QStringLiteral("0707"), QStringLiteral("countryside"));
        order(host, QStringLiteral("move"), QStringLiteral("0807"));
        order(guard, QStringLiteral("hold"));
        runTo(CampaignStep::TerrainDelays);
        TerrainCheckModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(TerrainCheckModel::ArmyRole).toString(), host);
        QVERIFY2(
            row.data(TerrainCheckModel::CrossingRole).toString().contains(QStringLiteral("0807")),
            qPrintable(row.data(TerrainCheckModel::CrossingRole).toString()));
        QVERIFY(!row.data(TerrainCheckModel::RolledRole).toBool());

        TerrainCheckForm form;
        form.setCampaign(&campaign());
        QSignalSpy error(&form, &TerrainCheckForm::error);
        const qint64 army = row.data(TerrainCheckModel::ArmyIdRole).toLongLong();
        QVERIFY(!form.pick(army, 7));
        QVERIFY2(error.at(0).at(0).toString().startsWith(QStringLiteral("§4.4")),
                 qPrintable(error.at(0).at(0).toString()));
        const int history = campaign().historyCount();
        QVERIFY(form.pick(army, 3));
        QCOMPARE(campaign().historyCount(), history + 1);
        QVERIFY(row.data(TerrainCheckModel::RolledRole).toBool());
        QCOMPARE(row.data(TerrainCheckModel::PickRole).toInt(), 3);
        const int roll = row.data(TerrainCheckModel::RollRole).toInt();
        QVERIFY(roll >= 1 && roll <= 6);
        QVERIFY2(row.data(TerrainCheckModel::OutcomeRole).toString().contains(QStringLiteral("3")),
                 qPrintable(row.data(TerrainCheckModel::OutcomeRole).toString()));
        QVERIFY(!form.adjust(army, QStringLiteral("plus2")));
        QVERIFY2(error.at(1).at(0).toString().contains(QStringLiteral("natural habitat")),
                 qPrintable(error.at(1).at(0).toString()));
        campaign().undo();
        QVERIFY(!row.data(TerrainCheckModel::RolledRole).toBool());
        QCOMPARE(row.data(TerrainCheckModel::OutcomeRole).toString(), QString());
    }

    /// M-3 (§5.2, §5.7, §1.9): both armies arrive in Harrowby. The first nation's choice shows
    /// only as chosen; a nation with no army there is refused; the second choice reveals both
    /// and leaves a battle, whose winner is marked by hand (the stop-gap) and undone.
    void combatChoicesStaySecret()
    {
        meetInHarrowby();
        EngagementsModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(EngagementsModel::NumberRole).toInt(), 1);
        QVERIFY(!row.data(EngagementsModel::ResolvedRole).toBool());
        const auto side = [&](const QString &nation) {
            for (const QVariant &s : row.data(EngagementsModel::SidesRole).toList()) {
                if (s.toMap().value(QStringLiteral("nation")).toString() == nation)
                    return s.toMap();
            }
            return QVariantMap();
        };
        QCOMPARE(row.data(EngagementsModel::SidesRole).toList().size(), 2);
        QVERIFY(side(veyra).value(QStringLiteral("chooses")).toBool());
        QVERIFY(!side(veyra).value(QStringLiteral("chosen")).toBool());
        QVERIFY(!side(veyra).value(QStringLiteral("declares")).toBool());

        CombatForm form;
        form.setCampaign(&campaign());
        QSignalSpy error(&form, &CombatForm::error);
        QVERIFY(!form.chooseLocation(1, QStringLiteral("Ash Riders"), QStringLiteral("poi")));
        QVERIFY2(error.at(0).at(0).toString().startsWith(QStringLiteral("§5.1")),
                 qPrintable(error.at(0).at(0).toString()));
        const int history = campaign().historyCount();
        QVERIFY(form.chooseLocation(1, veyra, QStringLiteral("countryside")));
        QCOMPARE(campaign().historyCount(), history + 1);
        QVERIFY(side(veyra).value(QStringLiteral("chosen")).toBool());
        QCOMPARE(side(veyra).value(QStringLiteral("location")).toString(), QString());
        QVERIFY(!side(ironhold).value(QStringLiteral("chosen")).toBool());
        QVERIFY(!form.declareStance(1, veyra, QStringLiteral("attack")));
        QVERIFY2(error.at(1).at(0).toString().contains(QStringLiteral("two nations")),
                 qPrintable(error.at(1).at(0).toString()));

        QVERIFY(form.chooseLocation(1, ironhold, QStringLiteral("populationCentre")));
        QVERIFY(row.data(EngagementsModel::ResolvedRole).toBool());
        QCOMPARE(side(veyra).value(QStringLiteral("location")).toString(),
                 QStringLiteral("countryside"));
        QCOMPARE(side(ironhold).value(QStringLiteral("location")).toString(),
                 QStringLiteral("population centre"));
        const QVariantList battles = row.data(EngagementsModel::BattlesRole).toList();
        QCOMPARE(battles.size(), 1);
        const QVariantMap battle = battles.constFirst().toMap();
        QCOMPARE(battle.value(QStringLiteral("winnerSide")).toInt(), -1);
        const QString defender = battle.value(QStringLiteral("defenderNation")).toString();
        QVERIFY(defender == veyra || defender == ironhold);
        QVERIFY(form.markWinner(battle.value(QStringLiteral("number")).toInt(), defender));
        QCOMPARE(row.data(EngagementsModel::BattlesRole)
                     .toList()
                     .constFirst()
                     .toMap()
                     .value(QStringLiteral("winnerSide"))
                     .toInt(),
                 0);
        campaign().undo();
        QCOMPARE(row.data(EngagementsModel::BattlesRole)
                     .toList()
                     .constFirst()
                     .toMap()
                     .value(QStringLiteral("winnerSide"))
                     .toInt(),
                 -1);
    }

    /// §5.7: three nations arrive in Harrowby; once their locations are in, each declares
    /// defend or attack, shown only as declared.
    void threeNationsDeclare()
    {
        openAt(CampaignStep::WriteOrders, true);
        put(host, QStringLiteral("0709"), QStringLiteral("countryside"));
        put(guard, QStringLiteral("0809"), QStringLiteral("countryside"));
        put(horde, QStringLiteral("0711"), QStringLiteral("countryside"));
        for (const QString &army : {host, guard, horde})
            order(army, QStringLiteral("move"), QStringLiteral("0710"));
        runTo(CampaignStep::Combats);
        EngagementsModel model;
        model.setCampaign(&campaign());
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex row = model.index(0);
        CombatForm form;
        form.setCampaign(&campaign());
        QSignalSpy error(&form, &CombatForm::error);
        for (const QString &nation : {veyra, ironhold, mirefolk})
            QVERIFY(form.chooseLocation(1, nation, QStringLiteral("countryside")));
        QVERIFY(!row.data(EngagementsModel::ResolvedRole).toBool());
        const auto declared = [&] {
            QStringList names;
            for (const QVariant &side : row.data(EngagementsModel::SidesRole).toList()) {
                if (side.toMap().value(QStringLiteral("declared")).toBool())
                    names << side.toMap().value(QStringLiteral("nation")).toString();
            }
            return names;
        };
        const QVariantList sides = row.data(EngagementsModel::SidesRole).toList();
        QCOMPARE(sides.size(), 3);
        for (const QVariant &side : sides)
            QVERIFY(side.toMap().value(QStringLiteral("declares")).toBool());
        QCOMPARE(declared(), QStringList());
        QVERIFY(!form.declareStance(1, veyra, QStringLiteral("flee")));
        QCOMPARE(error.count(), 1);
        QVERIFY(form.declareStance(1, veyra, QStringLiteral("attack")));
        QCOMPARE(declared(), QStringList{veyra});
        campaign().undo();
        QCOMPARE(declared(), QStringList());
    }

    /// M-4 (§6.7, §6.8): the side marked beaten in Harrowby comes first with the areas its
    /// retreat list allows; an area off the list is refused naming the rule, a listed one moves
    /// the army, and undo brings it back.
    void beatenArmyRetreats()
    {
        meetInHarrowby();
        CombatForm combat;
        combat.setCampaign(&campaign());
        QVERIFY(combat.chooseLocation(1, veyra, QStringLiteral("countryside")));
        QVERIFY(combat.chooseLocation(1, ironhold, QStringLiteral("populationCentre")));
        EngagementsModel engagements;
        engagements.setCampaign(&campaign());
        const QVariantMap battle =
            engagements.index(0).data(EngagementsModel::BattlesRole).toList().constFirst().toMap();
        QVERIFY(combat.markWinner(battle.value(QStringLiteral("number")).toInt(),
                                  battle.value(QStringLiteral("defenderNation")).toString()));
        const QString beaten = battle.value(QStringLiteral("attackers")).toString();
        walkTo(CampaignStep::Retreats);

        RetreatsModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(RetreatsModel::ArmyRole).toString(), beaten);
        QCOMPARE(row.data(RetreatsModel::LostRole).toString(), QStringLiteral("battle 1"));
        QVERIFY(model.index(1).data(RetreatsModel::LostRole).toString().isEmpty());
        QVERIFY2(
            row.data(RetreatsModel::ExplanationRole).toString().startsWith(QStringLiteral("§6.")),
            qPrintable(row.data(RetreatsModel::ExplanationRole).toString()));
        const QVariantList areas = row.data(RetreatsModel::AreasRole).toList();
        QVERIFY(!areas.isEmpty());

        RetreatForm form;
        form.setCampaign(&campaign());
        QSignalSpy error(&form, &RetreatForm::error);
        const qint64 army = row.data(RetreatsModel::ArmyIdRole).toLongLong();
        QVERIFY(!form.retreat(army, QStringLiteral("2011")));
        QVERIFY2(error.at(0).at(0).toString().startsWith(QStringLiteral("§6.7")),
                 qPrintable(error.at(0).at(0).toString()));
        const QString to = areas.constFirst().toMap().value(QStringLiteral("key")).toString();
        const int history = campaign().historyCount();
        QVERIFY(form.retreat(army, to));
        QCOMPARE(campaign().historyCount(), history + 1);
        // Retreated once this turn, it leaves the list (army.retreat refuses a second one).
        QVERIFY(!rowOf(model, RetreatsModel::ArmyRole, beaten).isValid());
        QCOMPARE(model.rowCount(), 1);
        campaign().undo();
        QVERIFY(rowOf(model, RetreatsModel::ArmyRole, beaten)
                    .data(RetreatsModel::AreaRole)
                    .toString()
                    .startsWith(QStringLiteral("0710")));
    }

    /// M-5 (§6.8, I-58): a routed army is shown with the step the end of the turn takes; the
    /// owner's choice of another area is refused off the list; its nation, left with routed
    /// armies only, is offered the last-ditch rally, which the form takes and undo gives back.
    void routedArmyAndRally()
    {
        openAt(CampaignStep::WriteOrders);
        order(host, QStringLiteral("hold"));
        order(guard, QStringLiteral("hold"));
        walkTo(CampaignStep::UpdateMap);
        sql(QStringLiteral("UPDATE army SET state = 'routed', area = '0408' WHERE name = '%1'")
                .arg(host));
        sql(QStringLiteral("UPDATE army SET state = 'routed' WHERE name = '%1'").arg(guard));
        RoutedArmiesForm form;
        form.setCampaign(&campaign());
        QSignalSpy changed(&form, &RoutedArmiesForm::changed);
        // The fixture's edits are no command: the form reads them when the campaign is given.
        QCOMPARE(form.armies().size(), 2);
        const QVariantMap hostRow = form.armies().constFirst().toMap();
        QCOMPARE(hostRow.value(QStringLiteral("army")).toString(), host);
        QVERIFY2(hostRow.value(QStringLiteral("explanation"))
                     .toString()
                     .startsWith(QStringLiteral("§6.8 ") + host),
                 qPrintable(hostRow.value(QStringLiteral("explanation")).toString()));
        QVERIFY(!hostRow.value(QStringLiteral("chosen")).toString().isEmpty());
        QSignalSpy error(&form, &RoutedArmiesForm::error);
        QVERIFY(!form.march(hostRow.value(QStringLiteral("armyId")).toLongLong(),
                            QStringLiteral("2011")));
        QVERIFY2(error.at(0).at(0).toString().startsWith(QStringLiteral("I-58")),
                 qPrintable(error.at(0).at(0).toString()));

        QCOMPARE(form.rallies().size(), 2);
        const QVariantMap offer = form.rallies().constFirst().toMap();
        QCOMPARE(offer.value(QStringLiteral("nation")).toString(), veyra);
        const QString hostId = offer.value(QStringLiteral("armies"))
                                   .toList()
                                   .constFirst()
                                   .toMap()
                                   .value(QStringLiteral("key"))
                                   .toString();
        QVERIFY(form.rally(hostId.toLongLong()));
        QCOMPARE(form.rallies().size(), 1);
        QCOMPARE(form.armies().size(), 1);
        QVERIFY(form.decline(ironhold));
        QVERIFY(form.rallies().isEmpty());
        campaign().undo();
        campaign().undo();
        QCOMPARE(form.rallies().size(), 2);
        QVERIFY(changed.count() >= 4);
    }

    /// NY-4 (§2.7, D-04): Veyra with 11 villages places one town; only its own villages are
    /// offered, the arithmetic is shown, another nation's area is refused with the rule, and
    /// undo takes the town back.
    void newTownIsPlaced()
    {
        openAt(CampaignStep::Production);
        // Veyra's first 11 areas in hex order are its villages, the rest nobody's.
        QSqlQuery q(campaign().service().file()->database());
        QVERIFY(
            q.exec(QStringLiteral("SELECT hex FROM area WHERE owner_nation_id = 1 ORDER BY hex")));
        QStringList areas;
        while (q.next())
            areas << q.value(0).toString();
        QVERIFY(areas.size() > 11);
        for (int i = 0; i < areas.size(); ++i)
            sql(QStringLiteral("UPDATE area SET centre = 'village', owner_nation_id = %1 WHERE "
                               "hex = '%2'")
                    .arg(i < 11 ? QStringLiteral("1") : QStringLiteral("NULL"), areas.at(i)));
        ProductionModel model;
        model.setCampaign(&campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex row = rowOf(model, ProductionModel::NationRole, veyra);
        QVERIFY(row.isValid());
        QCOMPARE(row.data(ProductionModel::TownsLeftRole).toInt(), 1);
        QCOMPARE(row.data(ProductionModel::CitiesLeftRole).toInt(), 0);
        QCOMPARE(row.data(ProductionModel::ReductionsLeftRole).toInt(), 0);
        QVERIFY(!row.data(ProductionModel::ArithmeticRole).toStringList().isEmpty());
        const QVariantList offered = row.data(ProductionModel::TownAreasRole).toList();
        QCOMPARE(offered.size(), 11);
        QVERIFY(!choice(offered, areas.at(0)).isEmpty());
        QVERIFY(choice(offered, areas.at(11)).isEmpty());
        QVERIFY(row.data(ProductionModel::CityAreasRole).toList().isEmpty());

        ProductionForm form;
        form.setCampaign(&campaign());
        QSignalSpy error(&form, &ProductionForm::error);
        const qint64 nation = row.data(ProductionModel::NationIdRole).toLongLong();
        QVERIFY(!form.place(nation, QStringLiteral("1005"), QStringLiteral("town")));
        QVERIFY2(error.at(0).at(0).toString().startsWith(QStringLiteral("§2.7 1005")),
                 qPrintable(error.at(0).at(0).toString()));
        const int history = campaign().historyCount();
        QVERIFY(form.place(nation, areas.at(0), QStringLiteral("town")));
        QCOMPARE(campaign().historyCount(), history + 1);
        QCOMPARE(row.data(ProductionModel::TownsLeftRole).toInt(), 0);
        QVERIFY(row.data(ProductionModel::TownAreasRole).toList().isEmpty());
        campaign().undo();
        QCOMPARE(row.data(ProductionModel::TownsLeftRole).toInt(), 1);
        QVERIFY(!form.reduce(nation, areas.at(0)));
        QVERIFY2(error.at(1).at(0).toString().contains(QStringLiteral("supported")),
                 qPrintable(error.at(1).at(0).toString()));
        // §2.7 the player may place fewer: nothing is left due, and undo makes the town due again
        QVERIFY(form.finishPlacing(nation));
        QCOMPARE(row.data(ProductionModel::TownsLeftRole).toInt(), 0);
        campaign().undo();
        QCOMPARE(row.data(ProductionModel::TownsLeftRole).toInt(), 1);
    }
};

QTEST_MAIN(TestStepFormsBackend)
#include "tst_stepformsbackend.moc"
