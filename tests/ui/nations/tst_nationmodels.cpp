// STYLE 8: the Nations & Rosters page's list models under QAbstractItemModelTester, on a new
// campaign with the demo map (§1.2 nations, §2.1-2.3 tally, §1.4/§8 roster, §2.3 characters).
#include "qml/Nations/armyform.h"
#include "qml/Nations/armylistmodel.h"
#include "qml/Nations/characterform.h"
#include "qml/Nations/characterlistmodel.h"
#include "qml/Nations/nationeditform.h"
#include "qml/Nations/nationform.h"
#include "qml/Nations/nationlistmodel.h"
#include "qml/Nations/rosterlinemodel.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using herald::nations::ArmyForm;
using herald::nations::ArmyListModel;
using herald::nations::CharacterForm;
using herald::nations::CharacterListModel;
using herald::nations::NationEditForm;
using herald::nations::NationForm;
using herald::nations::NationListModel;
using herald::nations::RosterLineModel;

class TestNationModels : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;
    int m_veyra = 0;

    bool run(const QString &command, const QJsonObject &args)
    {
        return m_fixture.run(command, args);
    }
    herald::gui::CampaignController *campaign() { return &m_fixture.shell().campaign(); }
    /// A back end given the test's campaign, as the page gives it `campaign: CampaignController`.
    template <typename T> void follow(T &backEnd) { backEnd.setCampaign(campaign()); }
    [[nodiscard]] QStringList players()
    {
        NationListModel model;
        follow(model);
        return model.players();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fixture.start(QStringLiteral("Models")));
        QVERIFY(run(QStringLiteral("map.importDemo"), {}));
        QVERIFY(run(QStringLiteral("nation.edit"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}));
        QVERIFY(run(QStringLiteral("roster.open"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")}}));
    }
    void cleanupTestCase() { m_fixture.stop(); }

    // §2.1-2.3: one row per nation with its tally; a purchase reloads the model.
    void nationList()
    {
        NationListModel model;
        follow(model);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        const QModelIndex veyra = model.index(model.rowOf(1));
        QCOMPARE(veyra.data(NationListModel::NameRole).toString(),
                 QStringLiteral("Kingdom of Veyra"));
        QCOMPARE(veyra.data(NationListModel::PopulationTotalRole).toInt(), 27);
        QCOMPARE(veyra.data(NationListModel::ArmyPointsRole).toInt(), 5900);
        QVERIFY(veyra.data(NationListModel::HasRosterRole).toBool());
        QVERIFY(!veyra.data(NationListModel::TallyLinesRole).toStringList().isEmpty());
        QCOMPARE(model.rowCount(veyra), 0);
        m_veyra = veyra.data(NationListModel::NationIdRole).toInt();

        // The same nations after a command: rows change in place (no reset), so the page keeps
        // its selection and scroll position.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(run(QStringLiteral("roster.buy"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                     {QStringLiteral("count"), 3}}));
        QCOMPARE(reset.count(), 0);
        QVERIFY(changed.count() >= 1);
        QVERIFY(model.index(model.rowOf(m_veyra))
                    .data(NationListModel::RosterSummaryRole)
                    .toString()
                    .contains(QStringLiteral("135")));
        m_fixture.shell().campaign().undo();

        // A nation more: the rows are made again.
        QVERIFY(run(QStringLiteral("nation.add"),
                    {{QStringLiteral("name"), QStringLiteral("Frost Court")},
                     {QStringLiteral("colour"), QStringLiteral("#4060a0")}}));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 5);
        m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), 4);
    }

    // NY-3: an open roster keeps the year's tally it was opened with; when the map has changed
    // since, the row shows the roster's figures and says what the next New Year will give.
    void rosterKeepsTheYearsTally()
    {
        NationListModel model;
        follow(model);
        const auto veyra = [&] { return model.index(model.rowOf(m_veyra)); };
        QVERIFY(veyra().data(NationListModel::TallyChangeRole).toString().isEmpty());
        QVERIFY(run(QStringLiteral("tally.grant"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("kind"), QStringLiteral("population")},
                     {QStringLiteral("points"), 3},
                     {QStringLiteral("reason"), QStringLiteral("a town founded by hand")}}));
        QCOMPARE(veyra().data(NationListModel::PopulationTotalRole).toInt(), 27);
        QCOMPARE(veyra().data(NationListModel::ArmyPointsRole).toInt(), 5900);
        const QString change = veyra().data(NationListModel::TallyChangeRole).toString();
        QVERIFY2(change.contains(QStringLiteral("PT 27")) &&
                     change.contains(QStringLiteral("PT 30")),
                 qPrintable(change));
        m_fixture.shell().campaign().undo();
        QVERIFY(veyra().data(NationListModel::TallyChangeRole).toString().isEmpty());
    }

    // §8: every basic category of the sheet is a heading, bought lines sit beneath it.
    void rosterLines()
    {
        RosterLineModel model;
        follow(model);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy nationChanged(&model, &RosterLineModel::nationIdChanged);
        model.setNationId(m_veyra);
        QCOMPARE(nationChanged.count(), 1);
        model.setNationId(m_veyra);
        QCOMPARE(nationChanged.count(), 1);
        QCOMPARE(model.rowCount(), 5); // infantry, cavalry, chariots, monsters, artillery
        for (int row = 0; row < 5; ++row)
            QVERIFY(model.index(row).data(RosterLineModel::IsCategoryRole).toBool());

        QVERIFY(run(QStringLiteral("roster.buy"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                     {QStringLiteral("count"), 4}}));
        QCOMPARE(model.rowCount(), 6);
        const QModelIndex line = model.index(1);
        QVERIFY(!line.data(RosterLineModel::IsCategoryRole).toBool());
        QCOMPARE(line.data(RosterLineModel::LineRole).toInt(), 1);
        QCOMPARE(line.data(RosterLineModel::UnitTypesRole).toString(),
                 QStringLiteral("Bank Wardens"));
        QCOMPARE(line.data(RosterLineModel::PurchasedRole).toInt(), 4);
        QCOMPARE(model.index(0).data(RosterLineModel::AvailableRole).toInt(), 4);
        m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), 5);
    }

    // §2.3, §6.4: characters with their id, cost and status.
    void characters()
    {
        CharacterListModel model;
        follow(model);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNationId(m_veyra);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(run(QStringLiteral("character.buy"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("entry"), QStringLiteral("Marshal")},
                     {QStringLiteral("name"), QStringLiteral("Aldric")}}));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex aldric = model.index(0);
        QCOMPARE(aldric.data(CharacterListModel::NameRole).toString(), QStringLiteral("Aldric"));
        QCOMPARE(aldric.data(CharacterListModel::StatusRole).toString(), QStringLiteral("active"));
        QCOMPARE(aldric.data(CharacterListModel::CharacterPointsRole).toInt(), 3);
        const int id = aldric.data(CharacterListModel::CharacterIdRole).toInt();
        QVERIFY(run(QStringLiteral("character.status"),
                    {{QStringLiteral("character"), id},
                     {QStringLiteral("status"), QStringLiteral("killed")}}));
        QCOMPARE(model.index(0).data(CharacterListModel::StatusRole).toString(),
                 QStringLiteral("killed"));
        m_fixture.shell().campaign().undo();
        m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), 0);
    }

    // NY-7, §4.9: the form offers the free general and the nation's towns and cities, places
    // the army, and then says why no other can be placed; §1.5 the list shows the army.
    void armies()
    {
        ArmyListModel model;
        follow(model);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNationId(m_veyra);
        QCOMPARE(model.rowCount(), 0);
        ArmyForm form;
        follow(form);
        form.setNationId(m_veyra);
        QVERIFY(form.generals().isEmpty());
        QVERIFY2(form.blocked().contains(QStringLiteral("§2.3")) ||
                     form.blocked().contains(QStringLiteral("§1.5")),
                 qPrintable(form.blocked()));
        QVERIFY(run(QStringLiteral("character.buy"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("entry"), QStringLiteral("Marshal")},
                     {QStringLiteral("name"), QStringLiteral("Aldric")}}));
        QCOMPARE(form.generals(), QStringList{QStringLiteral("Aldric")});
        QVERIFY(form.areas().contains(QStringLiteral("0407 Carrow")));
        QVERIFY(!form.areas().contains(QStringLiteral("0408 Scar"))); // a village
        QCOMPARE(form.blocked(), QString());

        QSignalSpy done(&form, &ArmyForm::done);
        form.setProperty("name", QStringLiteral("Host of the Crown"));
        form.setProperty("generalIndex", 0);
        form.setProperty("areaIndex", int(form.areas().indexOf(QStringLiteral("0407 Carrow"))));
        form.place();
        QCOMPARE(done.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex army = model.index(0);
        QCOMPARE(army.data(ArmyListModel::NameRole).toString(),
                 QStringLiteral("Host of the Crown"));
        QCOMPARE(army.data(ArmyListModel::GeneralRole).toString(), QStringLiteral("Aldric"));
        QCOMPARE(army.data(ArmyListModel::AreaRole).toString(), QStringLiteral("0407 Carrow"));
        QVERIFY(form.generals().isEmpty());
        QVERIFY2(form.blocked().contains(QStringLiteral("§1.5")), qPrintable(form.blocked()));

        form.rename(army.data(ArmyListModel::ArmyIdRole).toInt(), QStringLiteral("Royal Host"));
        QCOMPARE(model.index(0).data(ArmyListModel::NameRole).toString(),
                 QStringLiteral("Royal Host"));
        form.remove(model.index(0).data(ArmyListModel::ArmyIdRole).toInt());
        QCOMPARE(model.rowCount(), 0);
        for (int i = 0; i < 4; ++i)
            m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), 0);
    }
    // §1.2: founding a nation for a player the campaign does not know is one command: refused
    // as a whole (no player stays behind) and, once done, undone in one step.
    void foundingWithANewPlayerIsOneCommand()
    {
        NationForm form;
        follow(form);
        QSignalSpy done(&form, &NationForm::done);
        QSignalSpy error(&form, &NationForm::error);
        const QString before = campaign()->undoText();
        form.setProperty("name", QStringLiteral("Kingdom of Veyra")); // taken
        form.setProperty("player", QStringLiteral("Zed"));
        form.submit();
        QCOMPARE(error.count(), 1);
        QVERIFY(!players().contains(QStringLiteral("Zed")));
        QCOMPARE(campaign()->undoText(), before);

        form.setProperty("name", QStringLiteral("Frost Court"));
        form.submit();
        QCOMPARE(done.count(), 1);
        QVERIFY2(done.at(0).at(0).toString().contains(QStringLiteral("Zed")),
                 qPrintable(done.at(0).at(0).toString()));
        QVERIFY(players().contains(QStringLiteral("Zed")));
        QCOMPARE(campaign()->undoText(), done.at(0).at(0).toString());
        campaign()->undo();
        QCOMPARE(campaign()->undoText(), before);
        QVERIFY(!players().contains(QStringLiteral("Zed")));
        NationListModel nations;
        follow(nations);
        QCOMPARE(nations.rowCount(), 4);
    }

    // §1.2: an edit sends only what changed; a new player's name comes with it, in one command.
    void editingWithANewPlayerIsOneCommand()
    {
        NationEditForm form;
        follow(form);
        form.setNationId(m_veyra);
        QCOMPARE(form.property("name").toString(), QStringLiteral("Kingdom of Veyra"));
        QSignalSpy done(&form, &NationEditForm::done);
        QSignalSpy error(&form, &NationEditForm::error);
        form.submit();
        QCOMPARE(error.count(), 1); // nothing was changed
        const QString before = campaign()->undoText();
        form.setProperty("player", QStringLiteral("Yara"));
        form.submit();
        QCOMPARE(done.count(), 1);
        QCOMPARE(campaign()->undoText(), done.at(0).at(0).toString());
        QVERIFY(players().contains(QStringLiteral("Yara")));
        QCOMPARE(form.property("player").toString(), QStringLiteral("Yara"));
        campaign()->undo();
        QCOMPARE(campaign()->undoText(), before);
        QVERIFY(!players().contains(QStringLiteral("Yara")));
        QCOMPARE(form.property("player").toString(), QString());
    }

    // Change events (issue 16): each model reloads when a table it reads changed, and only
    // then; the nation list changes its rows in place.
    void modelsReloadOnlyOnWhatTheyRead()
    {
        RosterLineModel lines;
        ArmyListModel armies;
        NationListModel nations;
        follow(lines);
        follow(armies);
        follow(nations);
        lines.setNationId(m_veyra);
        armies.setNationId(m_veyra);
        QSignalSpy lineResets(&lines, &QAbstractItemModel::modelReset);
        QSignalSpy armyResets(&armies, &QAbstractItemModel::modelReset);
        QSignalSpy nationChanges(&nations, &QAbstractItemModel::dataChanged);
        QVERIFY(
            run(QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Ada")}}));
        QCOMPARE(lineResets.count(), 0);
        QCOMPARE(armyResets.count(), 0);
        QCOMPARE(nationChanges.count(), 1);
        QVERIFY(run(QStringLiteral("roster.buy"),
                    {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                     {QStringLiteral("unitType"), QStringLiteral("Bank Wardens")},
                     {QStringLiteral("count"), 1}}));
        QCOMPARE(lineResets.count(), 1);
        QCOMPARE(armyResets.count(), 0);
        QCOMPARE(nationChanges.count(), 2);
        QVERIFY(run(QStringLiteral("dice.roll"),
                    {{QStringLiteral("expression"), QStringLiteral("d6")},
                     {QStringLiteral("purpose"), QStringLiteral("weather")}}));
        QCOMPARE(armyResets.count(), 0);
        campaign()->undo();
        campaign()->undo();
        campaign()->undo();
        QCOMPARE(armyResets.count(), 0);
        QCOMPARE(lines.rowCount(), 5);
    }

    // §1.4, §6.4, §6.6, §7.2.7: the status choice lists every status in the rules' order, by
    // the key the command takes and a name to read.
    void characterStatusChoices()
    {
        CharacterForm form;
        const QVariantList choices = form.statusChoices();
        QCOMPARE(choices.size(), 5);
        QStringList keys;
        for (const QVariant &choice : choices) {
            keys << choice.toMap().value(QStringLiteral("value")).toString();
            QVERIFY(!choice.toMap().value(QStringLiteral("text")).toString().isEmpty());
        }
        QCOMPARE(keys, (QStringList{QStringLiteral("active"), QStringLiteral("captured"),
                                    QStringLiteral("killed"), QStringLiteral("onExpedition"),
                                    QStringLiteral("envoy")}));
    }
};

QTEST_MAIN(TestNationModels)
#include "tst_nationmodels.moc"
