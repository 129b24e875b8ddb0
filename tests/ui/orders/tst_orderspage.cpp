// The Orders page in Herald's window at 1280 x 800, off screen (§4): a campaign whose nations
// have no army yet says when orders come; the demo campaign at M-1 of month 1 (made with
// herald-cli's scripts: the Host of the Crown in 0407 Carrow, the Iron Guard in 0804 Gallowmere)
// lists both armies with their nation, area, order and supply, and an order given through the
// page's form is one command, undone again; at M-2A the orders are read-only with the step that
// writes them, and an army at a foreign village counts towards gaining it (§4.7, I-55); at M-2B
// the terrain delay check is recorded and rolled on the page (§4.4). Nothing
// on the page is cut or laid over another item. Pictures go where HERALD_SCREENSHOT_DIR says,
// else into the test's own temporary folder.
#include "../../cli/clirun.h"
#include "app/gui/shell.h"
#include "lookproblems.h"
#include "mainwindow.h"
#include "qml/Orders/ordersform.h"
#include "testhome.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using herald::test::findItem;
using herald::test::lookProblems;

namespace {

constexpr int OrdersPage = 3; // the rail's fourth page

/// The army's row of the form, by name.
QVariantMap armyOf(const herald::orders::OrdersForm &form, const QString &name)
{
    for (const QVariant &army : form.armies()) {
        if (army.toMap().value(QStringLiteral("army")).toString() == name)
            return army.toMap();
    }
    return {};
}

/// Scrolls the page's view until `item` is at its top.
void scrollTo(QQuickItem *page, QQuickItem *item)
{
    for (auto *flickable : page->findChildren<QQuickItem *>()) {
        if (!flickable->inherits("QQuickFlickable"))
            continue;
        auto *content = flickable->property("contentItem").value<QQuickItem *>();
        flickable->setProperty("contentY", item->mapToItem(content, QPointF(0, 0)).y());
        return;
    }
}

} // namespace

class TestOrdersPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
    QString m_shots;
    QString m_empty;
    QString m_month;

    /// The Orders page in a new window on the open campaign, with its back end; both stay
    /// nullptr when the page does not load.
    static void openPage(QQmlApplicationEngine &engine, QQuickItem *&page,
                         herald::orders::OrdersForm *&form)
    {
        QQuickWindow *window = herald::test::openMainWindow(engine);
        QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
        window->setProperty("currentPage", OrdersPage);
        QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("orders"));
        QTRY_VERIFY_WITH_TIMEOUT(
            (page = findItem(window->contentItem(), QStringLiteral("ordersPage"))) != nullptr,
            10000);
        form = page->findChild<herald::orders::OrdersForm *>();
    }
    void shoot(QQuickItem *page, const QString &name)
    {
        QTest::qWait(200);
        page->window()->grabWindow().save(m_shots + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        QQuickStyle::setStyle(QStringLiteral("Material"));
        m_shots =
            qEnvironmentVariable("HERALD_SCREENSHOT_DIR", m_dir.filePath(QStringLiteral("shots")));
        QDir().mkpath(m_shots);
        m_empty = m_dir.filePath(QStringLiteral("empty.herald"));
        QCOMPARE(cli({"new", m_empty, "--seed", "1"}).exitCode, 0);
        const Run nations = runScript(m_empty, m_dir.filePath(QStringLiteral("empty.txt")),
                                      HERALD_DEMO_NATIONS_SCRIPT);
        QVERIFY2(nations.exitCode == 0, nations.text().toUtf8().constData());
        m_month = m_dir.filePath(QStringLiteral("month.herald"));
        QCOMPARE(cli({"new", m_month, "--seed", "1"}).exitCode, 0);
        const Run month =
            runScript(m_month, m_dir.filePath(QStringLiteral("month.txt")),
                      HERALD_DEMO_MONTH_ONE_SCRIPT "attendance \"Kingdom of Veyra\" present\n"
                                                   "attendance \"Ironhold Clans\" present\n"
                                                   "attendance \"Mirefolk Tribes\" present\n"
                                                   "attendance \"Ash Riders\" present\n"
                                                   "calendar next --by-hand\n"); // M-0 -> M-1
        QVERIFY2(month.exitCode == 0, month.text().toUtf8().constData());
        m_shell = std::make_unique<herald::gui::Shell>();
    }
    void cleanupTestCase() { m_shell.reset(); }

    void noArmiesYet();
    void ordersWrittenAtM1();
    void readOnlyAfterM1();
    void terrainChecksAtM2B();
};

// §3.1 NY-7: before the armies are placed the page says when they and their orders come.
void TestOrdersPage::noArmiesYet()
{
    QVERIFY(m_shell->campaign().openPath(m_empty));
    QQmlApplicationEngine engine;
    QQuickItem *page = nullptr;
    herald::orders::OrdersForm *form = nullptr;
    openPage(engine, page, form);
    QVERIFY(page && form);
    QVERIFY(form->armies().isEmpty());
    QCOMPARE(form->turn(), 0); // the set-up plays no turn
    QQuickItem *hint = findItem(page, QStringLiteral("ordersEmptyHint"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY2(hint->property("text").toString().contains(QStringLiteral("NY-7")),
             qPrintable(hint->property("text").toString()));
    QVERIFY(hint->property("text").toString().contains(QStringLiteral("M-1")));
    QTRY_COMPARE(lookProblems(page), QString());
    shoot(page, QStringLiteral("orders-1-empty.png"));
}

// §4.1: at M-1 every army is listed with its nation, area, order and supply, and the order is
// given on the page through the Campaign page's form: one command, undone again.
void TestOrdersPage::ordersWrittenAtM1()
{
    QVERIFY(m_shell->campaign().openPath(m_month));
    QQmlApplicationEngine engine;
    QQuickItem *page = nullptr;
    herald::orders::OrdersForm *form = nullptr;
    openPage(engine, page, form);
    QVERIFY(page && form);
    QVERIFY(form->writeStep());
    QVERIFY(form->writeHint().isEmpty());
    QCOMPARE(form->turn(), 1);
    QVERIFY2(form->dateText().contains(QStringLiteral("M-1")), qPrintable(form->dateText()));
    QCOMPARE(form->armies().size(), 2);
    const QVariantMap host = armyOf(*form, QStringLiteral("Host of the Crown"));
    QCOMPARE(host.value(QStringLiteral("nation")).toString(), QStringLiteral("Kingdom of Veyra"));
    QCOMPARE(host.value(QStringLiteral("area")).toString(), QStringLiteral("0407 Carrow"));
    QCOMPARE(host.value(QStringLiteral("order")).toString(),
             QStringLiteral("no order written yet"));
    QVERIFY(host.value(QStringLiteral("inSupply")).toBool());
    QVERIFY(!host.value(QStringLiteral("supply")).toString().isEmpty());
    const QVariantMap guard = armyOf(*form, QStringLiteral("Iron Guard"));
    QCOMPARE(guard.value(QStringLiteral("nation")).toString(), QStringLiteral("Ironhold Clans"));
    QCOMPARE(guard.value(QStringLiteral("area")).toString(), QStringLiteral("0804 Gallowmere"));
    QVERIFY(findItem(page, QStringLiteral("ordersArmy_Host of the Crown")));
    QVERIFY(!findItem(page, QStringLiteral("ordersWriteHint"))->isVisible());

    // The Campaign page's M-1 form, on this page: the Host's order, hold.
    QQuickItem *row = nullptr;
    QTRY_VERIFY((row = findItem(page, QStringLiteral("orders_Host of the Crown"))) != nullptr);
    QQuickItem *give = findItem(row, QStringLiteral("giveOrder"));
    QVERIFY(give && give->isEnabled());
    QCOMPARE(findItem(row, QStringLiteral("orderKind"))->property("currentValue").toString(),
             QStringLiteral("hold"));
    auto &campaign = m_shell->campaign();
    const int history = campaign.historyCount();
    QVERIFY(QMetaObject::invokeMethod(give, "clicked"));
    QTRY_COMPARE(campaign.historyCount(), history + 1);
    QTRY_COMPARE(armyOf(*form, QStringLiteral("Host of the Crown"))
                     .value(QStringLiteral("order"))
                     .toString(),
                 QStringLiteral("hold"));
    QTRY_COMPARE(findItem(row, QStringLiteral("orderText"))->property("text").toString(),
                 QStringLiteral("hold"));
    QTRY_COMPARE(lookProblems(page), QString());
    shoot(page, QStringLiteral("orders-2-m1.png"));
    // The form further down, scrolled to as a person would.
    scrollTo(page, row);
    QTRY_COMPARE(lookProblems(page), QString());
    shoot(page, QStringLiteral("orders-3-m1-form.png"));

    campaign.undo();
    QTRY_COMPARE(armyOf(*form, QStringLiteral("Host of the Crown"))
                     .value(QStringLiteral("order"))
                     .toString(),
                 QStringLiteral("no order written yet"));
}

// §3.2: past M-1 the orders are shown, not edited, with the step that writes them; an army at a
// village of another nation counts towards taking its area at M-5 (§4.7, I-55).
void TestOrdersPage::readOnlyAfterM1()
{
    auto &campaign = m_shell->campaign();
    QVERIFY(campaign.openPath(m_month));
    QVERIFY2(campaign.execute(QStringLiteral("orders.set"),
                              {{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("kind"), QStringLiteral("hold")}}),
             qPrintable(campaign.lastError()));
    QVERIFY2(campaign.execute(QStringLiteral("orders.set"),
                              {{QStringLiteral("army"), QStringLiteral("Iron Guard")},
                               {QStringLiteral("kind"), QStringLiteral("hold")}}),
             qPrintable(campaign.lastError()));
    QVERIFY2(campaign.execute(QStringLiteral("calendar.next"), {}),
             qPrintable(campaign.lastError()));
    // A fixture no command makes: the Iron Guard at the village of Veyra's Ivel since last turn.
    QSqlQuery q(campaign.service().file()->database());
    QVERIFY(q.exec(QStringLiteral("UPDATE army SET area = '0406', location = 'populationCentre', "
                                  "moved = 0 WHERE name = 'Iron Guard'")));

    QQmlApplicationEngine engine;
    QQuickItem *page = nullptr;
    herald::orders::OrdersForm *form = nullptr;
    openPage(engine, page, form);
    QVERIFY(page && form);
    QVERIFY(!form->writeStep());
    QVERIFY2(form->dateText().contains(QStringLiteral("M-2A")), qPrintable(form->dateText()));
    QQuickItem *hint = findItem(page, QStringLiteral("ordersWriteHint"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY2(hint->property("text").toString().contains(QStringLiteral("M-1")),
             qPrintable(hint->property("text").toString()));
    QVERIFY(!findItem(page, QStringLiteral("giveOrder")));
    QCOMPARE(armyOf(*form, QStringLiteral("Host of the Crown")).value(QStringLiteral("order")),
             QVariant(QStringLiteral("hold")));
    QVERIFY(findItem(page, QStringLiteral("terrainChecksHint"))->isVisible());

    QCOMPARE(form->occupations().size(), 1);
    const QVariantMap occupation = form->occupations().at(0).toMap();
    QCOMPARE(occupation.value(QStringLiteral("army")).toString(), QStringLiteral("Iron Guard"));
    QCOMPARE(occupation.value(QStringLiteral("area")).toString(), QStringLiteral("0406 Ivel"));
    QCOMPARE(occupation.value(QStringLiteral("held")).toInt(), 0);
    QCOMPARE(occupation.value(QStringLiteral("needed")).toInt(), 1); // a village (§2.8)
    QVERIFY2(occupation.value(QStringLiteral("atUpdate"))
                 .toString()
                 .contains(QStringLiteral("Ironhold Clans")),
             qPrintable(occupation.value(QStringLiteral("atUpdate")).toString()));
    QVERIFY(findItem(page, QStringLiteral("occupation_Iron Guard")));
    QTRY_COMPARE(lookProblems(page), QString());
    shoot(page, QStringLiteral("orders-4-m2a.png"));
}

// §4.4: at M-2B the page holds the Campaign page's terrain check form: the player's number is
// recorded there and the die rolled, one command. Back at M-1 (undo), the Host is put below the
// Oakhurst-Bell mountains (a fixture no command makes, as in tst_stepforms) and ordered across.
void TestOrdersPage::terrainChecksAtM2B()
{
    auto &campaign = m_shell->campaign();
    QVERIFY(campaign.openPath(m_month));
    for (int step = 0; step < 3; ++step) // calendar.next and the two orders of readOnlyAfterM1
        campaign.undo();
    QCOMPARE(campaign.service().info().date.step, QStringLiteral("writeOrders"));
    QSqlQuery q(campaign.service().file()->database());
    QVERIFY(q.exec(QStringLiteral("UPDATE army SET area = '0707', location = 'countryside' "
                                  "WHERE name = 'Host of the Crown'")));
    QVERIFY2(campaign.execute(QStringLiteral("orders.set"),
                              {{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("kind"), QStringLiteral("move")},
                               {QStringLiteral("destination"), QStringLiteral("0807")}}),
             qPrintable(campaign.lastError()));
    QVERIFY2(campaign.execute(QStringLiteral("orders.set"),
                              {{QStringLiteral("army"), QStringLiteral("Iron Guard")},
                               {QStringLiteral("kind"), QStringLiteral("hold")}}),
             qPrintable(campaign.lastError()));
    for (int step = 0; step < 2; ++step) // M-1 -> M-2A -> M-2B
        QVERIFY2(campaign.execute(QStringLiteral("calendar.next"), {}),
                 qPrintable(campaign.lastError()));

    QQmlApplicationEngine engine;
    QQuickItem *page = nullptr;
    herald::orders::OrdersForm *form = nullptr;
    openPage(engine, page, form);
    QVERIFY(page && form);
    QVERIFY(form->terrainStep());
    QVERIFY(!findItem(page, QStringLiteral("terrainChecksHint"))->isVisible());
    QQuickItem *check = nullptr;
    QTRY_VERIFY((check = findItem(page, QStringLiteral("terrain_Host of the Crown"))) != nullptr);
    findItem(check, QStringLiteral("terrainPick"))->setProperty("value", 3);
    const int history = campaign.historyCount();
    QVERIFY(QMetaObject::invokeMethod(findItem(check, QStringLiteral("terrainRoll")), "clicked"));
    QTRY_COMPARE(campaign.historyCount(), history + 1);
    QQuickItem *outcome = nullptr;
    QTRY_VERIFY((outcome = findItem(page, QStringLiteral("terrainOutcome"))) != nullptr &&
                outcome->isVisible());
    QVERIFY2(outcome->property("text").toString().contains(QLatin1Char('3')),
             qPrintable(outcome->property("text").toString()));
    scrollTo(page, findItem(page, QStringLiteral("terrain_Host of the Crown")));
    QTRY_COMPARE(lookProblems(page), QString());
    shoot(page, QStringLiteral("orders-5-m2b.png"));
}

QTEST_MAIN(TestOrdersPage)
#include "tst_orderspage.moc"
