// The skirmish umpire's desk in Herald's window at 1280 x 800, off screen (issue 22): a campaign
// holding the home-made demo "The Ford" (made with herald-cli) opened in the Toolkit; the roster
// with values; Konrad moved beside Gromrak, the turn taken to the Rebels' combat (§2.2) and the
// combat resolved with a typed die (§4.10), explained on the page; a spell paid in EPs (§7.2);
// the map drawn; undo takes the spell back; then a DN2 table's Gharv interphase on the Gharvs tab
// (§2.3, §9.6). Pictures go where HERALD_SCREENSHOT_DIR says, else into the test's own temporary
// folder.
#include "../../cli/clirun.h"
#include "app/gui/campaigncontroller.h"
#include "app/gui/shell.h"
#include "mainwindow.h"
#include "qml/Skirmish/skirmishdesk.h"
#include "testhome.h"
#include "windowfixture.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using herald::test::findItem;

namespace {

QVariantMap character(const herald::gui::SkirmishDesk &desk, const QString &key)
{
    for (const QVariant &c : desk.characters())
        if (c.toMap().value(QStringLiteral("key")).toString() == key)
            return c.toMap();
    return {};
}

/// The texts and one-line buttons under `root` that show less than their text (the check of
/// tests/ui/look/tst_fit.cpp, for a page the rail does not reach): elided, or wider than
/// their item when they do not wrap.
QStringList cutTexts(QQuickItem *root)
{
    QStringList cut;
    herald::test::forEachVisibleItem(root, [&cut](QQuickItem *item) {
        const bool text = item->inherits("QQuickText");
        const bool button =
            item->inherits("QQuickAbstractButton") && !item->inherits("QQuickItemDelegate");
        if ((!text && !button) || item->property("text").toString().trimmed().isEmpty() ||
            herald::test::scrolledOutOfView(item))
            return true;
        const QRectF scene = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        if (scene.right() > 1280 + 1.0) {
            cut << herald::test::describeItem(item) + QStringLiteral(" (past the window)");
            return true;
        }
        const bool wraps = text && item->property("wrapMode").toInt() != 0;
        const qreal over = wraps ? item->property("contentWidth").toReal() - item->width()
                                 : item->implicitWidth() - item->width();
        if (item->property("truncated").toBool() || over > 1.0)
            cut << herald::test::describeItem(item);
        return true;
    });
    return cut;
}

} // namespace

class TestSkirmishPage : public QObject
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
        const QString file = m_dir.filePath(QStringLiteral("ford.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        const Run made = cli(
            {QStringLiteral("skirmish"), QStringLiteral("new"), file, QStringLiteral("The Ford")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().openPath(file));
    }
    void cleanupTestCase() { m_shell.reset(); }

    void umpireDesk();
    void gharvInterphase();

private:
    struct Opened
    {
        QQuickWindow *window = nullptr;
        QQuickItem *page = nullptr;
        herald::gui::SkirmishDesk *desk = nullptr;
    };
    /// Herald's window at 1280 x 800 with the Toolkit's skirmish page open.
    void openPage(QQmlApplicationEngine &engine, Opened *opened);
};

void TestSkirmishPage::openPage(QQmlApplicationEngine &engine, Opened *opened)
{
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
    window->setProperty("currentPage", 10);
    QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("toolkit"));
    QQuickItem *entry = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (entry = findItem(window->contentItem(), QStringLiteral("toolkit-skirmish"))) != nullptr,
        10000);
    QVERIFY2(entry->property("enabled").toBool(), "the Toolkit lists the skirmish desk as coming");
    QVERIFY(QMetaObject::invokeMethod(entry, "clicked"));
    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findItem(window->contentItem(), QStringLiteral("skirmishPage"))) != nullptr, 10000);
    auto *desk = page->findChild<herald::gui::SkirmishDesk *>();
    QVERIFY(desk);
    *opened = {window, page, desk};
}

void TestSkirmishPage::umpireDesk()
{
    QQmlApplicationEngine engine;
    Opened opened;
    openPage(engine, &opened);
    if (QTest::currentTestFailed())
        return;
    auto [window, page, desk] = opened;

    // §10.4: the demo's eight counters with their values now; its title says it is home-made.
    QQuickItem *roster = findItem(page, QStringLiteral("rosterList"));
    QTRY_COMPARE(roster->property("count").toInt(), 8);
    QVERIFY(findItem(page, QStringLiteral("scenarioTitle"))
                ->property("text")
                .toString()
                .contains(QStringLiteral("home-made")));
    QCOMPARE(character(*desk, QStringLiteral("konrad")).value(QStringLiteral("values")).toString(),
             QStringLiteral("30/(28)-12"));
    const QPointF bottomRight = page->mapToScene(QPointF(page->width(), page->height()));
    QVERIFY(bottomRight.x() <= 1280 && bottomRight.y() <= 800);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-1-roster.png"));

    // §2.2, §4.10: Konrad rides beside Gromrak; at the Rebels' combat, mounted Konrad's 30
    // against Gromrak's 10 is 3-1 on the foot table (Gromrak is on foot): a typed 3 reads D.
    QSignalSpy error(desk, &herald::gui::SkirmishDesk::error);
    QVERIFY(desk->move(QStringLiteral("konrad"), QStringLiteral("G4 F4")));
    QVERIFY(desk->next());
    QVERIFY(desk->next());
    QTRY_VERIFY(findItem(page, QStringLiteral("positionLabel"))
                    ->property("text")
                    .toString()
                    .contains(QStringLiteral("combat")));
    // The calculator's odds before the roll: 30 against 10, 3-1, nothing changed.
    const int beforeOdds = m_shell->campaign().historyCount();
    const QVariantMap odds =
        desk->attackOdds({QStringLiteral("konrad")}, {QStringLiteral("gromrak")}, {});
    QVERIFY(odds.value(QStringLiteral("legal")).toBool());
    QVERIFY2(odds.value(QStringLiteral("text")).toString().contains(QStringLiteral("3-1")),
             qPrintable(odds.value(QStringLiteral("text")).toString()));
    // §2.2: no shot in a combat phase, and the calculator says why.
    const QVariantMap shot =
        desk->shotOdds(QStringLiteral("laberne"), QStringLiteral("zugun"), 0, {});
    QVERIFY(!shot.value(QStringLiteral("legal")).toBool());
    QVERIFY(shot.value(QStringLiteral("text")).toString().contains(QStringLiteral("§2.2")));
    QCOMPARE(m_shell->campaign().historyCount(), beforeOdds);
    QVERIFY(!desk->attack({QStringLiteral("konrad")}, {QStringLiteral("gromrak")}, {},
                          QStringLiteral("x")));
    QCOMPARE(error.count(), 1);
    // Picked on the Combat tab: the odds show before the roll, then the typed 3 resolves it.
    QQuickItem *resolve = findItem(page, QStringLiteral("resolveCombatButton"));
    QVERIFY(!resolve->property("enabled").toBool());
    QQuickItem *attacks = nullptr;
    QTRY_VERIFY((attacks = findItem(page, QStringLiteral("attacks-konrad"))) != nullptr);
    QVERIFY(QMetaObject::invokeMethod(attacks, "toggle"));
    QVERIFY(QMetaObject::invokeMethod(attacks, "toggled"));
    // Gromrak is the fifth counter: the list is scrolled to him (4: ListView.Contain).
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("combatantList")),
                                      "positionViewAtIndex", Q_ARG(int, 4), Q_ARG(int, 4)));
    QQuickItem *defends = nullptr;
    QTRY_VERIFY((defends = findItem(page, QStringLiteral("defends-gromrak"))) != nullptr);
    QVERIFY(QMetaObject::invokeMethod(defends, "toggle"));
    QVERIFY(QMetaObject::invokeMethod(defends, "toggled"));
    QTRY_VERIFY(resolve->property("enabled").toBool());
    QQuickItem *explanation = findItem(findItem(page, QStringLiteral("combatExplanation")),
                                       QStringLiteral("explanationText"));
    QVERIFY(explanation);
    QVERIFY2(explanation->property("text").toString().contains(QStringLiteral("§4.2")),
             qPrintable(explanation->property("text").toString()));
    findItem(page, QStringLiteral("combatDie"))->setProperty("text", QStringLiteral("3"));
    const int history = m_shell->campaign().historyCount();
    QVERIFY(QMetaObject::invokeMethod(resolve, "clicked"));
    QTRY_COMPARE(m_shell->campaign().historyCount(), history + 1);
    QVERIFY(!resolve->property("enabled").toBool()); // the picks are cleared
    // The roster's counter tools stand above the tabs, not under them.
    QQuickItem *chosenRow = findItem(page, QStringLiteral("chosenRow"));
    QQuickItem *tabBar = findItem(page, QStringLiteral("skirmishTabs"));
    QTRY_VERIFY(chosenRow->mapToScene({0, chosenRow->height()}).y() <=
                tabBar->mapToScene({0, 0}).y() + 1);
    QTRY_COMPARE(
        character(*desk, QStringLiteral("gromrak")).value(QStringLiteral("health")).toString(),
        QStringLiteral("stunned"));
    QTRY_VERIFY(explanation->property("text").toString().contains(QStringLiteral("3-1 row 3")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-2-combat.png"));

    // §7.2: Zacharie raises his own attack by 5 for 5 EPs (a level-1 caster cannot fail it).
    QVERIFY(desk->cast(QStringLiteral("zacharie"), QStringLiteral("increase-own-attack"), {}, 5, {},
                       {}));
    QTRY_COMPARE(character(*desk, QStringLiteral("zacharie")).value(QStringLiteral("ep")).toInt(),
                 95);
    // Nothing on any tab is cut at 1280 x 800.
    const QStringList tabs{QStringLiteral("combat"), QStringLiteral("fire"),
                           QStringLiteral("magic"),  QStringLiteral("gharvs"),
                           QStringLiteral("map"),    QStringLiteral("log"),
                           QStringLiteral("options")};
    for (int tab = 0; tab < tabs.size(); ++tab) {
        findItem(page, QStringLiteral("skirmishTabs"))->setProperty("currentIndex", tab);
        QTest::qWait(200);
        const QPointF corner = page->mapToScene(QPointF(page->width(), page->height()));
        QVERIFY2(corner.x() <= 1280 - 8 && corner.y() <= 800, qPrintable(tabs[tab]));
        const QStringList cut = cutTexts(page);
        QVERIFY2(cut.isEmpty(),
                 qPrintable(tabs[tab] + QStringLiteral(": ") + cut.join(QStringLiteral(", "))));
        window->grabWindow().save(m_shots + QStringLiteral("/skirmish-tab-%1.png").arg(tabs[tab]));
    }
    findItem(page, QStringLiteral("skirmishTabs"))->setProperty("currentIndex", 4);
    QTRY_VERIFY(findItem(page, QStringLiteral("skirmishMap"))->isVisible());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-3-map.png"));

    m_shell->campaign().undo();
    QTRY_COMPARE(character(*desk, QStringLiteral("zacharie")).value(QStringLiteral("ep")).toInt(),
                 100);

    // §12 C2 on the Options tab: one switch, one command; undo puts the default back.
    findItem(page, QStringLiteral("skirmishTabs"))->setProperty("currentIndex", 6);
    QQuickItem *option = nullptr;
    QTRY_VERIFY((option = findItem(page, QStringLiteral("option-resolveBelowOneToOne"))) !=
                nullptr);
    const auto optionValue = [desk] {
        for (const QVariant &o : desk->options())
            if (o.toMap().value(QStringLiteral("name")) == QStringLiteral("resolveBelowOneToOne"))
                return o.toMap().value(QStringLiteral("value")).toBool();
        return false;
    };
    QVERIFY(!optionValue());
    QVERIFY(QMetaObject::invokeMethod(option, "toggle"));
    QVERIFY(QMetaObject::invokeMethod(option, "toggled"));
    QTRY_VERIFY(optionValue());
    QVERIFY(m_shell->campaign().undoText().contains(QStringLiteral("resolveBelowOneToOne")));
    m_shell->campaign().undo();
    QTRY_VERIFY(!optionValue());

    // Everything undone back to a campaign without a skirmish: the page says how to start one,
    // and Start the demo sets The Ford up again under the name typed.
    for (int i = 0; i < 20 && !desk->skirmishes().isEmpty(); ++i) {
        m_shell->campaign().undo();
        QCoreApplication::processEvents();
    }
    QTRY_VERIFY(desk->skirmishes().isEmpty());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-5-empty.png"));
    findItem(page, QStringLiteral("newSkirmishName"))
        ->setProperty("text", QStringLiteral("Rematch"));
    QQuickItem *start = findItem(page, QStringLiteral("startDemoButton"));
    QTRY_VERIFY(start->property("enabled").toBool());
    QVERIFY(QMetaObject::invokeMethod(start, "clicked"));
    QTRY_COMPARE(desk->skirmishes(), QStringList{QStringLiteral("Rematch")});
    QTRY_COMPARE(roster->property("count").toInt(), 8);
}

// §2.3, §9.6, §12 C10 on the Gharvs tab: a DN2 table set up from a scenario file; in the first
// Gharv interphase Jon, in water, rolls a typed 1 and a Gharv (the first off the map) comes up on
// F2 beside him, the roll explained under the table in words; in the combat step it goes for
// Jon's boat and a typed 5 leaves the boat afloat. Nothing on the tab is cut at 1280 x 800.
void TestSkirmishPage::gharvInterphase()
{
    QQmlApplicationEngine engine;
    Opened opened;
    openPage(engine, &opened);
    if (QTest::currentTestFailed())
        return;
    auto [window, page, desk] = opened;
    QVERIFY(
        desk->start(QStringLiteral("River"),
                    QUrl::fromLocalFile(QStringLiteral(
                        HERALD_SOURCE_DIR "/tests/db/skirmish/fixtures/gharvs.scenario.json"))));
    QTRY_VERIFY(desk->hasGharvs());
    QVERIFY(desk->gharvs().isEmpty()); // both Gharvs wait off the map
    for (int step = 0; step < 4; ++step)
        QVERIFY(desk->next());
    QTRY_VERIFY(findItem(page, QStringLiteral("positionLabel"))
                    ->property("text")
                    .toString()
                    .contains(QStringLiteral("Gharv")));
    findItem(page, QStringLiteral("skirmishTabs"))->setProperty("currentIndex", 3);
    QQuickItem *roll = nullptr;
    QTRY_VERIFY((roll = findItem(page, QStringLiteral("gharvRollButton"))) != nullptr &&
                roll->isVisible());
    QCOMPARE(findItem(page, QStringLiteral("gharvCallerBox"))->property("currentValue").toString(),
             QStringLiteral("jon"));
    findItem(page, QStringLiteral("gharvAtField"))->setProperty("text", QStringLiteral("F2"));
    findItem(page, QStringLiteral("gharvDie"))->setProperty("text", QStringLiteral("1"));
    QTRY_VERIFY(roll->property("enabled").toBool());
    const int history = m_shell->campaign().historyCount();
    QVERIFY(QMetaObject::invokeMethod(roll, "clicked"));
    QTRY_COMPARE(m_shell->campaign().historyCount(), history + 1);
    QTRY_COMPARE(
        character(*desk, QStringLiteral("gharv")).value(QStringLiteral("hexes")).toString(),
        QStringLiteral("F2"));
    QCOMPARE(desk->gharvs().size(), 1);
    QCOMPARE(findItem(page, QStringLiteral("gharvBox"))->property("currentValue").toString(),
             QStringLiteral("gharv"));
    QQuickItem *explanation = findItem(findItem(page, QStringLiteral("gharvExplanation")),
                                       QStringLiteral("explanationText"));
    QTRY_VERIFY2(explanation->property("text").toString().contains(QStringLiteral("§9.6")),
                 qPrintable(explanation->property("text").toString()));
    QVERIFY(findItem(page, QStringLiteral("gharvTableText"))
                ->property("text")
                .toString()
                .contains(QStringLiteral("1-2")));
    QStringList cut = cutTexts(page);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-4-gharvs.png"));

    QVERIFY(desk->next());
    QQuickItem *boat = findItem(page, QStringLiteral("capsizeButton"));
    QCOMPARE(findItem(page, QStringLiteral("firstSeatBox"))->property("currentValue").toString(),
             QStringLiteral("jon"));
    findItem(page, QStringLiteral("gharvDie"))->setProperty("text", QStringLiteral("5"));
    QTRY_VERIFY(boat->property("enabled").toBool());
    QVERIFY(QMetaObject::invokeMethod(boat, "clicked"));
    QTRY_VERIFY2(explanation->property("text").toString().contains(QStringLiteral("§12 C10")),
                 qPrintable(explanation->property("text").toString()));
    QCOMPARE(character(*desk, QStringLiteral("jon")).value(QStringLiteral("health")).toString(),
             QStringLiteral("healthy"));
    cut = cutTexts(page);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    window->grabWindow().save(m_shots + QStringLiteral("/skirmish-4-gharvs-boat.png"));
}

QTEST_MAIN(TestSkirmishPage)
#include "tst_skirmishpage.moc"
