// The Settings page in Herald's window at 1280 x 800, off screen (§11.S): it lists the
// settings, a switch changes one as one command, a refusal shows on its row. It takes pictures
// for a person to look at: into the folder HERALD_SCREENSHOT_DIR names, else its own temporary
// folder.
#include "app/gui/shell.h"
#include "mainwindow.h"
#include "qml/Settings/settingsmodel.h"
#include "testhome.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

using herald::test::findItem;

class TestSettingsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
    QString m_shots;

private Q_SLOTS:
    void initTestCase()
    {
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        QQuickStyle::setStyle(QStringLiteral("Material"));
        m_shots =
            qEnvironmentVariable("HERALD_SCREENSHOT_DIR", m_dir.filePath(QStringLiteral("shots")));
        QDir().mkpath(m_shots);
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().newCampaign(
            QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("page.herald"))),
            QStringLiteral("Settings page")));
    }
    void cleanupTestCase() { m_shell.reset(); }

    void pageInTheWindow();
};

void TestSettingsPage::pageInTheWindow()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
    window->setProperty("currentPage", 11);
    QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("settings"));

    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findItem(window->contentItem(), QStringLiteral("settingsPage"))) != nullptr, 10000);
    auto *list = findItem(page, QStringLiteral("settingsList"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), 35);
    // The page fits the window: it ends inside it, the list scrolls what does not fit.
    const QPointF bottomRight = page->mapToScene(QPointF(page->width(), page->height()));
    QVERIFY(bottomRight.x() <= 1280 && bottomRight.y() <= 800);
    QVERIFY(list->height() > 300);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/settings-1-defaults.png"));

    // A switch: one command, the history grows by one.
    QQuickItem *toggle = nullptr;
    QTRY_VERIFY((toggle = findItem(page, QStringLiteral("switch_aquaticTownIsSeventhArea"))) !=
                nullptr);
    const int history = m_shell->campaign().historyCount();
    QTest::mouseClick(
        window, Qt::LeftButton, {},
        toggle->mapToScene(QPointF(toggle->width() / 2, toggle->height() / 2)).toPoint());
    QTRY_COMPARE(m_shell->campaign().historyCount(), history + 1);
    QVERIFY(toggle->property("checked").toBool());
    QVERIFY(
        m_shell->campaign().latestSummary().contains(QStringLiteral("aquaticTownIsSeventhArea")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/settings-2-switched.png"));

    // Undo from the controller: the switch follows.
    m_shell->campaign().undo();
    QTRY_VERIFY(!toggle->property("checked").toBool());

    // The points row: a spin box showing "none"; a refused value is shown on its row.
    auto *model = page->findChild<herald::settings::SettingsModel *>();
    QVERIFY(model);
    const int row = model->rowOf(QStringLiteral("garrisonCap"));
    QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, row - 1),
                              Q_ARG(int, 1 /* ListView.Beginning */));
    QQuickItem *spin = nullptr;
    QTRY_VERIFY((spin = findItem(page, QStringLiteral("spin_garrisonCap"))) != nullptr);
    QCOMPARE(spin->property("value").toInt(), 0);
    QVERIFY(!model->submitValue(QStringLiteral("deploymentDistance"), 500));
    QQuickItem *refusal = findItem(page, QStringLiteral("refusal_deploymentDistance"));
    QVERIFY(refusal);
    QTRY_VERIFY(refusal->isVisible());
    QVERIFY(refusal->property("text").toString().startsWith(
        QStringLiteral("§11.S deploymentDistance: 500 is out of range")));
    QTest::qWait(300);
    window->grabWindow().save(m_shots + QStringLiteral("/settings-3-refused.png"));
}

QTEST_MAIN(TestSettingsPage)
#include "tst_settingspage.moc"
