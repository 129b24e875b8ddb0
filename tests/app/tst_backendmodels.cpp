// STYLE 8: the History and Dice pages' list models (Herald.Backend) under
// QAbstractItemModelTester, on a new campaign: each command is a history line (DESIGN "The
// campaign file"), each roll a line of the dice log.
#include "app/gui/dicelogmodel.h"
#include "app/gui/historymodel.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using herald::gui::DiceLogModel;
using herald::gui::HistoryModel;

namespace {

/// A model that reads only the players, to see when it is told to reload.
class PlayerWatcher : public herald::gui::CampaignListModel
{
public:
    PlayerWatcher() : CampaignListModel({QStringLiteral("player")}) {}
    [[nodiscard]] QVariant data(const QModelIndex &, int) const override { return {}; }

protected:
    void fill(const herald::app::CampaignService *) override {}
    [[nodiscard]] int rows() const override { return 0; }
};

} // namespace

class TestBackendModels : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;

    bool roll(const QString &purpose)
    {
        const bool ok = m_fixture.shell().campaign().execute(
            QStringLiteral("dice.roll"), {{QStringLiteral("expression"), QStringLiteral("2d6")},
                                          {QStringLiteral("purpose"), purpose}});
        if (!ok)
            qWarning() << m_fixture.shell().campaign().lastError();
        return ok;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.start(QStringLiteral("Models"))); }
    void cleanupTestCase() { m_fixture.stop(); }

    // A roll adds a line at the top; undo marks it undone, redo brings it back.
    void history()
    {
        HistoryModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        QVERIFY(roll(QStringLiteral("Scouting")));
        QCOMPARE(model.rowCount(), before + 1);
        const QModelIndex newest = model.index(0);
        QCOMPARE(newest.data(HistoryModel::CommandRole).toString(), QStringLiteral("dice.roll"));
        QVERIFY(
            newest.data(HistoryModel::SummaryRole).toString().contains(QStringLiteral("Scouting")));
        QVERIFY(!newest.data(HistoryModel::UndoneRole).toBool());
        m_fixture.shell().campaign().undo();
        QVERIFY(model.index(0).data(HistoryModel::UndoneRole).toBool());
        m_fixture.shell().campaign().redo();
        QVERIFY(!model.index(0).data(HistoryModel::UndoneRole).toBool());
    }

    // Change events (issue 16): a model reloads when it is given the campaign and when what it
    // reads changed; a dice roll, its undo and its redo leave a model of the players alone.
    void aModelReloadsOnlyOnWhatConcernsIt()
    {
        PlayerWatcher watcher;
        QSignalSpy resets(&watcher, &QAbstractItemModel::modelReset);
        watcher.setCampaign(&m_fixture.shell().campaign());
        QCOMPARE(resets.count(), 1);
        QVERIFY(roll(QStringLiteral("Weather")));
        m_fixture.shell().campaign().undo();
        m_fixture.shell().campaign().redo();
        QCOMPARE(resets.count(), 1);
        QVERIFY(m_fixture.shell().campaign().execute(
            QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Ada")}}));
        QCOMPARE(resets.count(), 2);
    }

    // Only commands in effect that rolled dice are listed, one line per roll.
    void diceLog()
    {
        DiceLogModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        QVERIFY(roll(QStringLiteral("Ambush")));
        QCOMPARE(model.rowCount(), before + 1);
        const QModelIndex newest = model.index(0);
        QCOMPARE(newest.data(DiceLogModel::PurposeRole).toString(), QStringLiteral("Ambush"));
        const int total = newest.data(DiceLogModel::TotalRole).toInt();
        QVERIFY(total >= 2 && total <= 12);
        m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), before);
    }
};

QTEST_MAIN(TestBackendModels)
#include "tst_backendmodels.moc"
