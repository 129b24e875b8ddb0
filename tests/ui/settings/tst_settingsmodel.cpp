// STYLE 8: the Settings page's list model under QAbstractItemModelTester, on a new campaign
// (§11.S): one row per setting, a change is one command that undo takes back, a refusal is kept
// on its row and changes nothing, a bad stored value is reported on its row.
#include "qml/Settings/settingsmodel.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using herald::settings::SettingsModel;

class TestSettingsModel : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;

    [[nodiscard]] QVariant value(const SettingsModel &model, const QString &key, int role) const
    {
        return model.index(model.rowOf(key)).data(role);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.start(QStringLiteral("Settings"))); }
    void cleanupTestCase() { m_fixture.stop(); }

    // §11.S: every setting is a row with its explanation, default and control.
    void rows()
    {
        SettingsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 35);
        QCOMPARE(model.rowCount(model.index(0)), 0);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(SettingsModel::KeyRole).toString(), QStringLiteral("expeditionDice"));
        QCOMPARE(first.data(SettingsModel::KindRole).toString(), QStringLiteral("choice"));
        QCOMPARE(first.data(SettingsModel::ValueRole).toString(), QStringLiteral("2d10"));
        QCOMPARE(first.data(SettingsModel::ChoiceKeysRole).toStringList(),
                 (QStringList{QStringLiteral("2d10"), QStringLiteral("1d20")}));
        QCOMPARE(first.data(SettingsModel::SectionRole).toString(), QStringLiteral("I-1"));
        QVERIFY(!first.data(SettingsModel::ExplanationRole).toString().isEmpty());
        QVERIFY(first.data(SettingsModel::IsDefaultRole).toBool());
        QCOMPARE(value(model, QStringLiteral("minorCharacters"), SettingsModel::KindRole),
                 QVariant(QStringLiteral("flag")));
        QCOMPARE(value(model, QStringLiteral("deploymentDistance"), SettingsModel::MaximumRole),
                 QVariant(120));
        QCOMPARE(value(model, QStringLiteral("garrisonCap"), SettingsModel::KindRole),
                 QVariant(QStringLiteral("points")));
        QCOMPARE(value(model, QStringLiteral("garrisonCap"), SettingsModel::ValueRole),
                 QVariant(0));
        QCOMPARE(value(model, QStringLiteral("garrisonCap"), SettingsModel::DefaultTextRole),
                 QVariant(QStringLiteral("none")));
        QCOMPARE(model.rowOf(QStringLiteral("bogus")), -1);
    }

    void change_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("newValue");
        QTest::addColumn<QString>("text");
        QTest::newRow("flag, a switch") << "minorCharacters" << QVariant(false) << "off";
        QTest::newRow("choice, a combo box")
            << "mutinyTest" << QVariant(QStringLiteral("2d6:6+")) << "2d6, 6+";
        QTest::newRow("number, a spin box") << "deploymentDistance" << QVariant(18) << "18";
        QTest::newRow("points, a spin box") << "garrisonCap" << QVariant(1000) << "1000 points";
    }
    // §11.S: a change is one command; the row changes in place and undo brings the default back.
    void change()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, newValue);
        QFETCH(QString, text);
        SettingsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QVariant before = value(model, key, SettingsModel::ValueRole);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy done(&model, &SettingsModel::done);
        QSignalSpy commands(&m_fixture.shell().campaign(),
                            &herald::gui::CampaignController::commandDone);
        QVERIFY(model.submitValue(key, newValue));
        QCOMPARE(done.count(), 1);
        QCOMPARE(commands.count(), 1);
        QVERIFY(m_fixture.shell().campaign().undoText().contains(key));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(value(model, key, SettingsModel::ValueRole), newValue);
        QCOMPARE(value(model, key, SettingsModel::ValueTextRole).toString(), text);
        QVERIFY(!value(model, key, SettingsModel::IsDefaultRole).toBool());

        // The same value again is no command.
        QVERIFY(model.submitValue(key, newValue));
        QCOMPARE(commands.count(), 1);

        m_fixture.shell().campaign().undo();
        QCOMPARE(value(model, key, SettingsModel::ValueRole), before);
        QVERIFY(value(model, key, SettingsModel::IsDefaultRole).toBool());
        QCOMPARE(reset.count(), 0);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("badValue");
        QTest::addColumn<QString>("message");
        QTest::newRow("flag given a word")
            << "minorCharacters" << QVariant(QStringLiteral("yes"))
            << "§11.S minorCharacters: \"yes\" is not allowed; the setting is true (on) or false "
               "(off).";
        QTest::newRow("number out of range")
            << "deploymentDistance" << QVariant(500)
            << "§11.S deploymentDistance: 500 is out of range; the setting takes a whole number "
               "from 1 to 120.";
        QTest::newRow("not a choice")
            << "expeditionDice" << QVariant(QStringLiteral("3d6"))
            << "§11.S expeditionDice: \"3d6\" is not one of the choices; the setting takes 2d10 "
               "or 1d20.";
        QTest::newRow("points below the range")
            << "garrisonCap" << QVariant(-5)
            << "§11.S garrisonCap: -5 is not allowed; the setting takes \"none\" or a whole "
               "number of points from 1 to 10000.";
    }
    // §11.S: a refusal is shown on its row, sent with error(), and changes nothing.
    void refused()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, badValue);
        QFETCH(QString, message);
        SettingsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QVariant before = value(model, key, SettingsModel::ValueRole);
        QSignalSpy commands(&m_fixture.shell().campaign(),
                            &herald::gui::CampaignController::commandDone);
        QSignalSpy error(&model, &SettingsModel::error);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(!model.submitValue(key, badValue));
        QCOMPARE(error.count(), 1);
        QCOMPARE(error.at(0).at(0).toString(), message);
        QCOMPARE(value(model, key, SettingsModel::RefusalRole).toString(), message);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(value(model, key, SettingsModel::ValueRole), before);
        QCOMPARE(commands.count(), 0);

        // Choosing the value in effect afterwards clears the refusal, with no command.
        QVERIFY(model.submitValue(key, before));
        QVERIFY(value(model, key, SettingsModel::RefusalRole).toString().isEmpty());
        QCOMPARE(changed.count(), 2);
        QCOMPARE(commands.count(), 0);
    }

    // §11.S: a refusal is stale once the settings change, so a change of another setting clears
    // it; a model given no campaign lists nothing and refuses.
    void refusalGoesAtTheNextChange()
    {
        SettingsModel model;
        QSignalSpy error(&model, &SettingsModel::error);
        QVERIFY(!model.submitValue(QStringLiteral("minorCharacters"), false));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(error.count(), 1);

        model.setCampaign(&m_fixture.shell().campaign());
        QVERIFY(!model.submitValue(QStringLiteral("deploymentDistance"), 500));
        QVERIFY(!value(model, QStringLiteral("deploymentDistance"), SettingsModel::RefusalRole)
                     .toString()
                     .isEmpty());
        QVERIFY(model.submitValue(QStringLiteral("minorCharacters"), false));
        QVERIFY(value(model, QStringLiteral("deploymentDistance"), SettingsModel::RefusalRole)
                    .toString()
                    .isEmpty());
        m_fixture.shell().campaign().undo();
        QVERIFY(value(model, QStringLiteral("minorCharacters"), SettingsModel::ValueRole).toBool());
    }

    // §11.S: an unknown key is refused with the settings named.
    void unknownKey()
    {
        SettingsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QSignalSpy error(&model, &SettingsModel::error);
        QVERIFY(!model.submitValue(QStringLiteral("minorCharacter"), true));
        QVERIFY(error.at(0).at(0).toString().startsWith(
            QStringLiteral("§11.S \"minorCharacter\" is not a campaign setting. The settings "
                           "are: expeditionDice, ")));
    }

    // §11.S: a bad stored value is reported on its row and costs only its own value; a stored
    // key that is no setting is listed on its own.
    void badStoredValue()
    {
        QSqlQuery q(m_fixture.shell().campaign().service().file()->database());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO setting (key, value) VALUES "
                                      "('createdRaceRounding', '\"bankers\"'), "
                                      "('xpCostSpecial', '9'), ('retired', '1')")));
        SettingsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(value(model, QStringLiteral("createdRaceRounding"), SettingsModel::ProblemRole)
                    .toString()
                    .contains(QStringLiteral("\"bankers\" is not one of the choices")));
        QCOMPARE(value(model, QStringLiteral("createdRaceRounding"), SettingsModel::ValueRole),
                 QVariant(QStringLiteral("roundHalfUp")));
        QCOMPARE(value(model, QStringLiteral("xpCostSpecial"), SettingsModel::ValueRole),
                 QVariant(9));
        QVERIFY(value(model, QStringLiteral("xpCostSpecial"), SettingsModel::ProblemRole)
                    .toString()
                    .isEmpty());
        QCOMPARE(model.problems().size(), 1);
        QVERIFY(model.problems().at(0).contains(QStringLiteral("\"retired\"")));

        // Setting it properly clears the problem.
        QVERIFY(
            model.submitValue(QStringLiteral("createdRaceRounding"), QStringLiteral("roundUp")));
        QVERIFY(value(model, QStringLiteral("createdRaceRounding"), SettingsModel::ProblemRole)
                    .toString()
                    .isEmpty());
        QVERIFY(q.exec(QStringLiteral("DELETE FROM setting")));
    }
};

QTEST_MAIN(TestSettingsModel)
#include "tst_settingsmodel.moc"
