// The Expeditions page in Herald's window at 1280 x 800, off screen (issue 19, §7.2, §7.4): the
// demo campaign's first voyage (tests/cli/warmaster/voyagescript.h) shows the Sea Wolves arrived
// off Ember Isle with their boats, roster, crew (the healer marked) and the month-2 chart roll
// (10 + 10 = 20, destination reached, I-10); landing them from the page's dialog is one
// command, shown at once and taken back by undo; its sheet prints as a PDF. The page's dialogs
// also outfit a fleet at NY-7 (a refusal shown inside the dialog first), order it to sea at M-1
// and make the sea people's alliance, each one undoable command with its explanation shown, and
// refuse an exodus or a New Nation that breaks the rules. Pictures go where
// HERALD_SCREENSHOT_DIR says, else into the test's folder.
#include "../../cli/warmaster/voyagescript.h"
#include "app/gui/shell.h"
#include "mainwindow.h"
#include "qml/Expeditions/expeditionsmodel.h"
#include "testhome.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The first visible item called `name` under `root`.
QQuickItem *findVisible(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name && root->isVisible())
        return root;
    for (QQuickItem *child : root->childItems()) {
        if (QQuickItem *found = findVisible(child, name))
            return found;
    }
    return nullptr;
}

QString textOf(QQuickItem *page, const QString &name)
{
    QQuickItem *item = findVisible(page, name);
    return item ? item->property("text").toString() : QString();
}

/// Clicks the visible button called `name` under `root`, if it is enabled.
bool click(QQuickItem *root, const QString &name)
{
    QQuickItem *button = findVisible(root, name);
    return button && button->isEnabled() && QMetaObject::invokeMethod(button, "clicked");
}

/// Chooses the entry whose value is `value` in the visible combo box called `name`.
bool choose(QQuickItem *root, const QString &name, const QString &value)
{
    QQuickItem *box = findVisible(root, name);
    int index = -1;
    if (!box || !QMetaObject::invokeMethod(box, "indexOfValue", Q_RETURN_ARG(int, index),
                                           Q_ARG(QVariant, value)))
        return false;
    return index >= 0 && box->setProperty("currentIndex", index);
}

/// The page's dialog called `name` once it is open; nullptr when it does not open.
QObject *openedDialog(QQuickItem *page, const QString &name)
{
    QObject *dialog = page->findChild<QObject *>(name);
    return dialog && QTest::qWaitFor([dialog] { return dialog->property("opened").toBool(); })
               ? dialog
               : nullptr;
}

/// What a dialog shows: its content item.
QQuickItem *contentOf(QObject *dialog)
{
    return dialog ? dialog->property("contentItem").value<QQuickItem *>() : nullptr;
}

/// Herald's window at 1280 x 800 on the Expeditions page; the page once it shows, or nullptr.
QQuickItem *showPage(QQmlApplicationEngine &engine, QQuickWindow *&window)
{
    window = herald::test::openMainWindow(engine);
    if (!window)
        return nullptr;
    window->setProperty("currentPage", 5);
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor(
        [&] {
            return (page = findVisible(window->contentItem(), QStringLiteral("expeditionsPage"))) !=
                   nullptr;
        },
        10000);
    return shown ? page : nullptr;
}

} // namespace

class TestExpeditionsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
    QString m_shots;
    QString m_file;

private Q_SLOTS:
    void initTestCase()
    {
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        QQuickStyle::setStyle(QStringLiteral("Material"));
        m_shots =
            qEnvironmentVariable("HERALD_SCREENSHOT_DIR", m_dir.filePath(QStringLiteral("shots")));
        QDir().mkpath(m_shots);
        m_file = m_dir.filePath(QStringLiteral("voyage.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const Run made = runScript(m_file, m_dir.filePath(QStringLiteral("voyage.txt")),
                                   demoNy7RosterScript() + demoVoyageScript());
        QVERIFY2(made.exitCode == 0, made.text().toUtf8().constData());
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().openPath(m_file));
    }
    void cleanupTestCase() { m_shell.reset(); }

private:
    /// A new campaign `name`.herald taken through herald-cli's `script`, opened in the shell.
    bool openAfter(const QString &name, const QByteArray &script)
    {
        const QString file = m_dir.filePath(name + QStringLiteral(".herald"));
        if (cli({"new", file}).exitCode != 0)
            return false;
        const Run made = runScript(file, m_dir.filePath(name + QStringLiteral(".txt")), script);
        if (made.exitCode != 0) {
            qWarning("%s", made.text().toUtf8().constData());
            return false;
        }
        return m_shell->campaign().openPath(file);
    }

private Q_SLOTS:

    void voyageShown();
    void modelFollowsCommands();
    void outfitAndSailOnThePage();
    void allianceOnThePage();
};

void TestExpeditionsPage::voyageShown()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
    window->setProperty("currentPage", 5);
    QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("expeditions"));

    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findVisible(window->contentItem(), QStringLiteral("expeditionsPage"))) != nullptr,
        10000);
    QQuickItem *list = findVisible(page, QStringLiteral("expeditionList"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), 1);
    QCOMPARE(textOf(page, QStringLiteral("expeditionTitle")), QStringLiteral("Sea Wolves"));
    QCOMPARE(textOf(page, QStringLiteral("expeditionStatus")),
             QStringLiteral("Reached land: to be landed"));
    // D-20: 1 artillery and 2 infantry traded make 4 boats for the 4 units aboard.
    QCOMPARE(textOf(page, QStringLiteral("expeditionFacts")),
             QStringLiteral("Boats 4 (0 empty) · units 4 · advantages 0"));
    QCOMPARE(textOf(page, QStringLiteral("expeditionRoster")),
             QStringLiteral("2 × Bank Wardens (infantry)\n2 × Meadow Riders (cavalry)"));
    QVERIFY2(textOf(page, QStringLiteral("expeditionCrew"))
                 .contains(QStringLiteral("Brann, hero (healer)")),
             qPrintable(textOf(page, QStringLiteral("expeditionCrew"))));
    // §7.2.3, I-10: the month-2 roll.
    QVERIFY2(textOf(page, QStringLiteral("expeditionLog"))
                 .startsWith(QStringLiteral("Turn 2: §7.2.3 the chart dice show 10 + 10 = 20: "
                                            "Destination reached.")),
             qPrintable(textOf(page, QStringLiteral("expeditionLog"))));
    QCOMPARE(textOf(page, QStringLiteral("piratePool")), QStringLiteral("Pirate pool: 0"));
    QVERIFY(!findVisible(page, QStringLiteral("noExpeditions")));
    QQuickItem *print = findVisible(page, QStringLiteral("printSheetButton"));
    QVERIFY(print);
    QVERIFY(print->isEnabled());
    // The page fits the window.
    const QPointF bottomRight = page->mapToScene(QPointF(page->width(), page->height()));
    QVERIFY(bottomRight.x() <= 1280 && bottomRight.y() <= 800);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-1-arrived.png"));

    // I-10: landing through the page's dialog is one command, on an area the landing rules
    // accept; the page follows the landing and its undo.
    const int history = m_shell->campaign().historyCount();
    QVERIFY(click(page, QStringLiteral("landButton")));
    QObject *landDialog = openedDialog(page, QStringLiteral("landDialog"));
    QQuickItem *land = contentOf(landDialog);
    QVERIFY(land);
    // Only coasts of Ember Isle with no town, city or other player's army are offered: not the
    // home port 0410, and 1315 Millbeck is one of them.
    QQuickItem *areaBox = findVisible(land, QStringLiteral("landAreaBox"));
    QVERIFY(areaBox);
    QVERIFY(areaBox->property("count").toInt() > 0);
    int home = 0;
    QVERIFY(QMetaObject::invokeMethod(areaBox, "indexOfValue", Q_RETURN_ARG(int, home),
                                      Q_ARG(QVariant, QStringLiteral("0410"))));
    QCOMPARE(home, -1);
    QVERIFY(choose(land, QStringLiteral("landAreaBox"), QStringLiteral("1315")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-2-land.png"));
    QVERIFY(click(land, QStringLiteral("actionButton")));
    QTRY_COMPARE(m_shell->campaign().historyCount(), history + 1);
    QTRY_VERIFY(findVisible(land, QStringLiteral("actionExplanation")));
    QVERIFY2(textOf(land, QStringLiteral("actionExplanation")).contains(QStringLiteral("§7.2.8")),
             qPrintable(textOf(land, QStringLiteral("actionExplanation"))));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-2-landing.png"));
    QVERIFY(QMetaObject::invokeMethod(landDialog, "close"));
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionStatus")), QStringLiteral("Landed"));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-2-landed.png"));
    m_shell->campaign().undo();
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionStatus")),
                 QStringLiteral("Reached land: to be landed"));
}

// STYLE 8: the page's model under QAbstractItemModelTester; it reloads when a command changes
// one of its tables (§7.2: landing, and its undo).
void TestExpeditionsPage::modelFollowsCommands()
{
    using herald::gui::expeditions::ExpeditionsModel;
    ExpeditionsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(&m_shell->campaign());
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.piratePool(), 0);
    const auto status = [&model] {
        return model.index(0).data(ExpeditionsModel::StatusRole).toString();
    };
    QCOMPARE(model.index(0).data(ExpeditionsModel::NameRole).toString(),
             QStringLiteral("Sea Wolves"));
    QCOMPARE(model.index(0).data(ExpeditionsModel::NationRole).toString(),
             QStringLiteral("Kingdom of Veyra"));
    QCOMPARE(model.index(0).data(ExpeditionsModel::RouteRole).toString(),
             QStringLiteral("From 0410 Holt, bound for Ember Isle"));
    QCOMPARE(status(), QStringLiteral("Reached land: to be landed"));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(
        m_shell->campaign().execute(QStringLiteral("expedition.land"),
                                    {{QStringLiteral("expedition"), QStringLiteral("Sea Wolves")},
                                     {QStringLiteral("area"), QStringLiteral("1315")}}));
    QTRY_VERIFY(reset.count() >= 1);
    QCOMPARE(status(), QStringLiteral("Landed"));
    m_shell->campaign().undo();
    QTRY_COMPARE(status(), QStringLiteral("Reached land: to be landed"));

    // §7.2: the shown expedition's sheet as a PDF; no file or no such row is refused.
    QSignalSpy printed(&model, &ExpeditionsModel::printed);
    QSignalSpy failed(&model, &ExpeditionsModel::printFailed);
    const QString pdf = m_dir.filePath(QStringLiteral("sheet.pdf"));
    QVERIFY(model.printSheet(0, QUrl::fromLocalFile(pdf), true));
    QCOMPARE(printed.count(), 1);
    QVERIFY2(printed.at(0).at(0).toString().startsWith(
                 QStringLiteral("Sheet of the expedition Sea Wolves written to")),
             qPrintable(printed.at(0).at(0).toString()));
    QVERIFY(QFileInfo(pdf).size() > 0);
    QVERIFY(!model.printSheet(0, QUrl(), false));
    QVERIFY(!model.printSheet(3, QUrl::fromLocalFile(pdf), false));
    QCOMPARE(failed.count(), 2);
    QCOMPARE(failed.at(1).at(0).toString(), QStringLiteral("Choose an expedition to print."));
}

// §7.2.1, §2.11, §7.2.2: Veyra's fleet outfitted at NY-7 and ordered to sea at M-1 through the
// page's dialogs, as the demo voyage's script does it with herald-cli; a refusal stays in the
// open dialog; each action is one command, explained, and undo takes it back.
void TestExpeditionsPage::outfitAndSailOnThePage()
{
    QVERIFY(openAfter(QStringLiteral("ny7"), demoNy7RosterScript()));
    herald::gui::CampaignController &campaign = m_shell->campaign();
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = showPage(engine, window);
    QVERIFY2(page, "Herald's window did not show the Expeditions page at 1280 x 800");
    QTRY_VERIFY(findVisible(page, QStringLiteral("noExpeditions")));

    // §7.4.3, I-67: a New Nation's package is exactly 10 units; one is refused in the dialog.
    QVERIFY(click(page, QStringLiteral("newNationButton")));
    QObject *newNationDialog = openedDialog(page, QStringLiteral("newNationDialog"));
    QQuickItem *newNation = contentOf(newNationDialog);
    QVERIFY(newNation);
    QVERIFY(choose(newNation, QStringLiteral("newNationLandmassBox"), QStringLiteral("ember")));
    QVERIFY(findVisible(newNation, QStringLiteral("count-Bank Wardens"))->setProperty("value", 1));
    const int beforeNewNation = campaign.historyCount();
    QVERIFY(click(newNation, QStringLiteral("actionButton")));
    QTRY_VERIFY(!textOf(newNation, QStringLiteral("actionProblem")).isEmpty());
    QVERIFY2(textOf(newNation, QStringLiteral("actionProblem")).contains(QStringLiteral("§7.4.3")),
             qPrintable(textOf(newNation, QStringLiteral("actionProblem"))));
    QCOMPARE(campaign.historyCount(), beforeNewNation);
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(newNationDialog->property("opened").toBool());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-3-new-nation-refused.png"));
    QVERIFY(QMetaObject::invokeMethod(newNationDialog, "close"));
    QTRY_VERIFY(!newNationDialog->property("opened").toBool());

    // The dialog opens on the nations with a roster; with no unit chosen the fleet is refused
    // (§2.11: at least 3 units) and the dialog stays open saying so.
    QTRY_VERIFY(findVisible(page, QStringLiteral("outfitButton"))->isEnabled());
    QVERIFY(click(page, QStringLiteral("outfitButton")));
    QObject *outfit = openedDialog(page, QStringLiteral("outfitDialog"));
    QQuickItem *dialog = contentOf(outfit);
    QVERIFY(dialog);
    const int history = campaign.historyCount();
    QVERIFY(findVisible(dialog, QStringLiteral("outfitNameField"))
                ->setProperty("text", QStringLiteral("Sea Wolves")));
    QVERIFY(choose(dialog, QStringLiteral("outfitPortBox"), QStringLiteral("0410")));
    // §7.2.1: the general is chosen among the generals (Aldric), not Brann the hero.
    QCOMPARE(findVisible(dialog, QStringLiteral("outfitGeneralBox"))->property("count").toInt(), 1);
    QVERIFY(choose(dialog, QStringLiteral("outfitGeneralBox"), QStringLiteral("Aldric")));
    QVERIFY(findVisible(dialog, QStringLiteral("outfitAdmiralField"))
                ->setProperty("text", QStringLiteral("Salt")));
    QVERIFY(click(dialog, QStringLiteral("actionButton")));
    QTRY_VERIFY(!textOf(dialog, QStringLiteral("actionProblem")).isEmpty());
    QVERIFY2(textOf(dialog, QStringLiteral("actionProblem")).contains(QStringLiteral("3")),
             qPrintable(textOf(dialog, QStringLiteral("actionProblem"))));
    QCOMPARE(campaign.historyCount(), history);
    // The shell's own error box goes with Escape; the outfitting dialog stays, refusal shown.
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(outfit->property("opened").toBool());
    QVERIFY(!textOf(dialog, QStringLiteral("actionProblem")).isEmpty());

    // D-20: line 1 sails 2 and trades 2, line 2 trades its bolt-thrower (2 boats), line 3
    // sails 2: 4 boats for 4 units; Brann aboard as healer.
    QVERIFY(findVisible(dialog, QStringLiteral("sailBox1"))->setProperty("value", 2));
    QVERIFY(findVisible(dialog, QStringLiteral("tradeBox1"))->setProperty("value", 2));
    QVERIFY(findVisible(dialog, QStringLiteral("tradeBox2"))->setProperty("value", 1));
    QVERIFY(findVisible(dialog, QStringLiteral("sailBox3"))->setProperty("value", 2));
    QVERIFY(findVisible(dialog, QStringLiteral("aboardBox-Brann"))->setProperty("checked", true));
    QVERIFY(findVisible(dialog, QStringLiteral("healerBox-Brann"))->setProperty("checked", true));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-3-outfit.png"));
    QVERIFY(click(dialog, QStringLiteral("actionButton")));
    QTRY_COMPARE(campaign.historyCount(), history + 1);
    QTRY_VERIFY(findVisible(dialog, QStringLiteral("actionExplanation")));
    const QString explained = textOf(dialog, QStringLiteral("actionExplanation"));
    QVERIFY2(explained.contains(QStringLiteral("expedition.outfit")) &&
                 explained.contains(QStringLiteral("Sea Wolves")),
             qPrintable(explained));
    QVERIFY(!findVisible(dialog, QStringLiteral("actionProblem")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-4-outfitted.png"));
    QVERIFY(QMetaObject::invokeMethod(outfit, "close"));
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionStatus")), QStringLiteral("In port"));
    QCOMPARE(textOf(page, QStringLiteral("expeditionFacts")),
             QStringLiteral("Boats 4 (0 empty) · units 4 · advantages 0"));

    // Undo takes the whole outfitting back; redo brings it again.
    campaign.undo();
    QTRY_VERIFY(findVisible(page, QStringLiteral("noExpeditions")));
    QVERIFY(campaign.canRedo());
    campaign.redo();
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionStatus")), QStringLiteral("In port"));

    // To M-1: the month begins with everyone present.
    QVERIFY(campaign.execute(QStringLiteral("calendar.next"), {}));

    // §3: outfitting belongs to NY-7, exodus to M-0.
    QTRY_VERIFY(!findVisible(page, QStringLiteral("outfitButton"))->isEnabled());
    QVERIFY(findVisible(page, QStringLiteral("exodusButton"))->isEnabled());
    QVERIFY(!findVisible(page, QStringLiteral("newNationButton"))->isEnabled());

    // §7.4.1: at M-0 Veyra, holding more than 2 areas, may not leave in exodus; the dialog
    // says so and nothing is recorded.
    const int beforeExodus = campaign.historyCount();
    QVERIFY(click(page, QStringLiteral("exodusButton")));
    QObject *exodusDialog = openedDialog(page, QStringLiteral("exodusDialog"));
    QQuickItem *exodus = contentOf(exodusDialog);
    QVERIFY(exodus);
    QQuickItem *exodusNation = findVisible(exodus, QStringLiteral("exodusNationBox"));
    int veyra = -1;
    QVERIFY(QMetaObject::invokeMethod(exodusNation, "find", Q_RETURN_ARG(int, veyra),
                                      Q_ARG(QString, QStringLiteral("Kingdom of Veyra"))));
    QVERIFY(veyra >= 0);
    QVERIFY(exodusNation->setProperty("currentIndex", veyra));
    QVERIFY(click(exodus, QStringLiteral("actionButton")));
    QTRY_VERIFY(!textOf(exodus, QStringLiteral("actionProblem")).isEmpty());
    QVERIFY2(textOf(exodus, QStringLiteral("actionProblem")).contains(QStringLiteral("§7.4.1")),
             qPrintable(textOf(exodus, QStringLiteral("actionProblem"))));
    QCOMPARE(campaign.historyCount(), beforeExodus);
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(exodusDialog->property("opened").toBool());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-6-exodus-refused.png"));
    QVERIFY(QMetaObject::invokeMethod(exodusDialog, "close"));
    for (const char *nation :
         {"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes", "Ash Riders"})
        QVERIFY(campaign.execute(QStringLiteral("attendance.set"),
                                 {{QStringLiteral("nation"), QString::fromLatin1(nation)},
                                  {QStringLiteral("present"), true}}));
    QVERIFY(campaign.execute(QStringLiteral("calendar.next"),
                             {{QStringLiteral("confirmedByHand"), true}}));

    // §7.2.2: the go-to-sea order with the declared landmass and the standing choices.
    const int beforeSail = campaign.historyCount();
    QTRY_VERIFY(click(page, QStringLiteral("sailButton")));
    QObject *sailDialog = openedDialog(page, QStringLiteral("sailDialog"));
    QQuickItem *sail = contentOf(sailDialog);
    QVERIFY(sail);
    QVERIFY(findVisible(sail, QStringLiteral("sailLandmassBox"))->setProperty("currentIndex", -1));
    QVERIFY(!findVisible(sail, QStringLiteral("actionButton"))->isEnabled());
    QVERIFY(choose(sail, QStringLiteral("sailLandmassBox"), QStringLiteral("ember")));
    QVERIFY(choose(sail, QStringLiteral("sailMonsterBox"), QStringLiteral("Brann")));
    QVERIFY(choose(sail, QStringLiteral("sailStormBox"), QStringLiteral("ship")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-5-sail.png"));
    QVERIFY(click(sail, QStringLiteral("actionButton")));
    QTRY_COMPARE(campaign.historyCount(), beforeSail + 1);
    QTRY_VERIFY(findVisible(sail, QStringLiteral("actionExplanation")));
    QVERIFY2(textOf(sail, QStringLiteral("actionExplanation")).contains(QStringLiteral("§7.2.2")),
             qPrintable(textOf(sail, QStringLiteral("actionExplanation"))));
    QVERIFY(QMetaObject::invokeMethod(sailDialog, "close"));
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionRoute")),
                 QStringLiteral("From 0410 Holt, bound for Ember Isle"));
    campaign.undo();
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionRoute")),
                 QStringLiteral("From 0410 Holt, bound for a landmass not named yet"));
}

// §7.2.5 row 18, §7.2.7, I-8: the chart reads 9 + 9 and the sea people escort the fleet; the
// page offers the alliance, Brann (the only hero aboard, not the general) stays as envoy, the
// sea people join the campaign's nations, and undo takes them away again.
void TestExpeditionsPage::allianceOnThePage()
{
    QVERIFY(openAfter(QStringLiteral("escorted"),
                      demoNy7RosterScript() +
                          demoVoyageScript().replace("--typed 10,10", "--typed 9,9")));
    herald::gui::CampaignController &campaign = m_shell->campaign();
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = showPage(engine, window);
    QVERIFY2(page, "Herald's window did not show the Expeditions page at 1280 x 800");
    QTRY_COMPARE(textOf(page, QStringLiteral("expeditionStatus")),
                 QStringLiteral("Escorted home by the sea people"));
    QVERIFY(!findVisible(page, QStringLiteral("landButton")));
    auto *form = page->findChild<QObject *>(QStringLiteral("expeditionForm"));
    QVERIFY(form);
    const qsizetype nations = form->property("allNations").toList().size();
    const int history = campaign.historyCount();

    QVERIFY(click(page, QStringLiteral("allyButton")));
    QObject *allyDialog = openedDialog(page, QStringLiteral("allyDialog"));
    QQuickItem *ally = contentOf(allyDialog);
    QVERIFY(ally);
    QCOMPARE(findVisible(ally, QStringLiteral("allyEnvoyBox"))->property("currentText").toString(),
             QStringLiteral("Brann"));
    QVERIFY(choose(ally, QStringLiteral("allyListBox"), QStringLiteral("sample-marsh-goblins")));
    QVERIFY(click(ally, QStringLiteral("actionButton")));
    QTRY_COMPARE(campaign.historyCount(), history + 1);
    QTRY_VERIFY(findVisible(ally, QStringLiteral("actionExplanation")));
    QVERIFY2(textOf(ally, QStringLiteral("actionExplanation")).contains(QStringLiteral("§7.2.7")),
             qPrintable(textOf(ally, QStringLiteral("actionExplanation"))));
    QTRY_COMPARE(form->property("allNations").toList().size(), nations + 1);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/expeditions-7-alliance.png"));
    QVERIFY(QMetaObject::invokeMethod(allyDialog, "close"));
    campaign.undo();
    QTRY_COMPARE(form->property("allNations").toList().size(), nations);
}

// A QApplication (Qt Widgets), as in the herald executable.
QTEST_MAIN(TestExpeditionsPage)
#include "tst_expeditionspage.moc"
