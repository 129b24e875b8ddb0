// The hex game desk in Herald's window at 1280 x 800, off screen (issue 20): a Black Eagle game
// made with herald-cli (set-up done, the Moonlight Renders Lycanthropes on in the Achelos Woods,
// game turn 2) is shown on the Toolkit page; the Lycanthropes are dragged across the river
// next to Riverfork Keep (M5), then attack Fury in the West through the combat dialog with a
// typed 6: AD on the -1 column (2.5, 8.2), the garrison may advance (9.3); undo takes the attack
// back; a scanned map kept with the game is there again when the campaign is opened again.
// Pictures go where HERALD_SCREENSHOT_DIR says, else into the test's temporary folder.
#include "../../cli/clirun.h"
#include "../../db/hexgame/scenariofile.h"
#include "app/gui/shell.h"
#include "db/campaignfile.h"
#include "db/hexwar/gamestore.h"
#include "lookproblems.h"
#include "qmlwarnings.h"
#include "testhome.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

using herald::test::lookProblems;

namespace {

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems()) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

/// The point of the board where a hex's centre is drawn, in window coordinates.
QPoint onBoard(QQuickItem *board, const QString &hex)
{
    QPointF centre;
    QMetaObject::invokeMethod(board, "hexCentre", Q_RETURN_ARG(QPointF, centre),
                              Q_ARG(QString, hex));
    return board->mapToScene(centre).toPoint();
}

/// Presses on one hex, moves towards the other and releases there: a drag. The target is
/// found once the press has picked the counter (the page may lay itself out again).
void drag(QQuickWindow *window, QQuickItem *board, const QString &from, const QString &to)
{
    const QPoint start = onBoard(board, from);
    QTest::mousePress(window, Qt::LeftButton, {}, start);
    QTest::qWait(50);
    const QPoint end = onBoard(board, to);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(window, start + (end - start) * i / 4);
    QTest::qWait(50);
    QTest::mouseRelease(window, Qt::LeftButton, {}, onBoard(board, to));
}

/// Presses on the first hex, moves through the others in order and releases on the last: a
/// brush stroke or a river drawn on the map editor.
void dragAlong(QQuickWindow *window, QQuickItem *board, const QStringList &hexes)
{
    QTest::mousePress(window, Qt::LeftButton, {}, onBoard(board, hexes.first()));
    for (const QString &hex : hexes.mid(1)) {
        QTest::mouseMove(window, onBoard(board, hex));
        QTest::qWait(20);
    }
    QTest::mouseRelease(window, Qt::LeftButton, {}, onBoard(board, hexes.last()));
}

/// The file dialog a FileChooser opened, once it shows; nullptr before.
QFileDialog *shownFileDialog()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *dialog = qobject_cast<QFileDialog *>(widget);
        if (dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

/// Answers an open dialog with an existing file as a person does: the name typed into the
/// folder it lies in, then Open. The dialog reads the folder in a thread and takes the name only
/// once it has seen the file there (tst_filedialogs does the same), so the name is typed again
/// until Open is enabled.
void openThrough(QFileDialog *dialog, const QString &path)
{
    const QFileInfo file(path);
    dialog->setDirectory(file.absolutePath());
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QVERIFY(edit && buttons);
    QPushButton *open = buttons->button(QDialogButtonBox::Open);
    QVERIFY(open);
    edit->setCompleter(nullptr);
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    edit->setFocus();
    QDeadlineTimer deadline(5000);
    do {
        edit->clear();
        QTest::keyClicks(edit, file.fileName());
        QTest::qWait(50);
    } while (!open->isEnabled() && !deadline.hasExpired());
    QVERIFY(open->isEnabled());
    QTest::mouseClick(open, Qt::LeftButton);
}

/// A mouse click in the middle of an item (a tab, a tool button).
void clickItem(QQuickWindow *window, QQuickItem *item)
{
    QTest::mouseClick(window, Qt::LeftButton, {},
                      item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
}

void click(QQuickWindow *window, QQuickItem *board, const QString &hex)
{
    QTest::mouseClick(window, Qt::LeftButton, {}, onBoard(board, hex));
}

} // namespace

class TestHexGamePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
    QString m_shots;
    QString m_file;

    void shoot(QQuickWindow *window, const QString &name)
    {
        QVERIFY(window->grabWindow().save(QDir(m_shots).filePath(name)));
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
        m_file = m_dir.filePath(QStringLiteral("hex.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const Run made = runScript(m_file, m_dir.filePath(QStringLiteral("hex.txt")),
                                   "hexgame new \"Black Eagle\"\n"
                                   "hexgame place \"Black Eagle\" K2 1827\n"
                                   "hexgame place \"Black Eagle\" K10 1920\n"
                                   "hexgame place \"Black Eagle\" K11 3922\n"
                                   "hexgame place \"Black Eagle\" K12 3923\n"
                                   "hexgame move \"Black Eagle\" B14 0318-0418\n"
                                   "hexgame end-phase \"Black Eagle\"\n"
                                   "hexgame end-phase \"Black Eagle\"\n"
                                   "hexgame end-phase \"Black Eagle\"\n"
                                   "hexgame end-phase \"Black Eagle\"\n");
        QVERIFY2(made.exitCode == 0, made.text().toUtf8().constData());
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().openPath(m_file));
    }
    void cleanupTestCase() { m_shell.reset(); }

    void aMoveAndAnAttack();
    void printedFromThePage();
    void aNewGameSetUpFromTheBox();
    void aMapEditedOnThePage();
    void aScannedMapKeptWithTheGame();
    void aMapOnAnotherGrid();
    void aGameFromAScenarioFile();

private:
    QQuickItem *openPage(QQmlApplicationEngine &engine, QQuickWindow *&window);
};

/// Herald's window at 1280 x 800 on the campaign the shell has open, showing the Toolkit's hex
/// game page; the page, or nullptr.
QQuickItem *TestHexGamePage::openPage(QQmlApplicationEngine &engine, QQuickWindow *&window)
{
    herald::test::failOnQmlWarnings(&engine);
    engine.load(QUrl(QStringLiteral("qrc:/Herald/Main.qml")));
    if (engine.rootObjects().size() != 1)
        return nullptr;
    window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return nullptr;
    if (!QTest::qWaitFor([&] { return window->property("ready").toBool(); }, 10000))
        return nullptr;
    window->setProperty("currentPage", 10);
    QQuickItem *entry = nullptr;
    if (!QTest::qWaitFor(
            [&] {
                return (entry = findItem(window->contentItem(),
                                         QStringLiteral("toolkit-hexgame"))) != nullptr;
            },
            10000) ||
        !entry->isEnabled() || !QMetaObject::invokeMethod(entry, "clicked"))
        return nullptr;
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor(
        [&] {
            return (page = findItem(window->contentItem(), QStringLiteral("hexGamePage"))) !=
                   nullptr;
        },
        10000);
    return shown ? page : nullptr;
}

void TestHexGamePage::aMoveAndAnAttack()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *phase = findItem(page, QStringLiteral("hexPhaseLabel"));
    QQuickItem *board = findItem(page, QStringLiteral("hexBoard"));
    QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
    QObject *desk = page->findChild<QObject *>(QStringLiteral("hexGameDesk"));
    QVERIFY(phase && board && status && desk);
    QTRY_COMPARE(phase->property("text").toString(),
                 QStringLiteral("Game turn 2 of 14, Black Eagle movement phase"));
    QTRY_VERIFY(board->width() > 400);
    shoot(window, QStringLiteral("hexgame-1-turn2.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    // §E4: the Black Eagle Guard (1st), due on turn 1, is held back once more from the box.
    QQuickItem *hold = nullptr;
    QTRY_VERIFY((hold = findItem(page, QStringLiteral("hold-B1"))) && hold->isVisible());
    QVERIFY(QMetaObject::invokeMethod(hold, "clicked"));
    QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("E4")),
                 qPrintable(status->property("text").toString()));

    // An illegal drop is refused with its rule: two hexes across the river (M5).
    drag(window, board, QStringLiteral("0418"), QStringLiteral("0618"));
    QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("rule")),
                 qPrintable(status->property("text").toString()));
    QCOMPARE(desk->property("selected").toString(), QStringLiteral("B14"));
    QQuickItem *refusal = nullptr;
    QTRY_VERIFY((refusal = findItem(window->contentItem(), QStringLiteral("errorMessage"))) &&
                refusal->isVisible());
    QTest::qWait(300); // the dialog fades in
    shoot(window, QStringLiteral("hexgame-2-refused.png"));
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!refusal->isVisible());

    // The legal drag: the whole move across the river (M5).
    drag(window, board, QStringLiteral("0418"), QStringLiteral("0518"));
    QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("0418-0518")),
                 qPrintable(status->property("text").toString()));
    QCOMPARE(desk->property("selected").toString(), QString());

    QQuickItem *endPhase = findItem(page, QStringLiteral("hexEndPhase"));
    QVERIFY(endPhase);
    QVERIFY(QMetaObject::invokeMethod(endPhase, "clicked"));
    QTRY_COMPARE(phase->property("text").toString(),
                 QStringLiteral("Game turn 2 of 14, Black Eagle combat phase"));

    // The attack: the Lycanthropes named, Fury in the West clicked, the dialog explains the
    // column before the roll; a typed 6 on the -1 column is AD.
    click(window, board, QStringLiteral("0518"));
    QTRY_COMPARE(desk->property("attackers").toStringList(), QStringList{"B14"});
    click(window, board, QStringLiteral("0618"));
    QQuickItem *odds = nullptr;
    QTRY_VERIFY((odds = findItem(window->contentItem(), QStringLiteral("combatOdds"))) &&
                odds->isVisible());
    QVERIFY2(odds->property("text").toString().contains(QStringLiteral("-1")),
             qPrintable(odds->property("text").toString()));
    QTest::qWait(300); // the dialog fades in
    shoot(window, QStringLiteral("hexgame-3-odds.png"));
    QTRY_COMPARE(lookProblems(odds->parentItem()->parentItem()), QString());
    QQuickItem *die = findItem(window->contentItem(), QStringLiteral("combatDie"));
    QQuickItem *roll = findItem(window->contentItem(), QStringLiteral("combatRoll"));
    QVERIFY(die && roll);
    die->setProperty("text", QStringLiteral("6"));
    QVERIFY(QMetaObject::invokeMethod(roll, "clicked"));
    QTRY_VERIFY2(odds->property("text").toString().contains(QStringLiteral("AD")),
                 qPrintable(odds->property("text").toString()));
    shoot(window, QStringLiteral("hexgame-4-result.png"));
    QVERIFY(QMetaObject::invokeMethod(roll, "clicked")); // Close
    QTRY_VERIFY(!odds->isVisible());
    QTRY_VERIFY(desk->property("advanceOpen").toBool());
    shoot(window, QStringLiteral("hexgame-5-advance.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    // Undo takes the attack back: no combat open, the Lycanthropes at full strength again.
    QQuickItem *undo = findItem(page, QStringLiteral("hexUndo"));
    QVERIFY(undo);
    QVERIFY(QMetaObject::invokeMethod(undo, "clicked"));
    QTRY_VERIFY(!desk->property("advanceOpen").toBool());

    QString label;
    QVERIFY(QMetaObject::invokeMethod(desk, "unitLabel", Q_RETURN_ARG(QString, label),
                                      Q_ARG(QString, QStringLiteral("B14"))));
    QCOMPARE(label, QStringLiteral("Moonlight Renders Lycanthropes (3-5 F)"));
}

// §4.1, §12.1, §16: on a campaign with no hex game, the page starts one with retreats over
// bridges allowed; the Duke's Guard is picked
// from the box, the board shows the Estate of Marilenev, and a click there sets him up.
// Ctrl+P opens the Print… menu; "On Letter paper…" asks where to save the PDF, and the game is
// written on Letter paper with its title (issue 20, printing).
void TestHexGamePage::printedFromThePage()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *print = findItem(page, QStringLiteral("hexPrint"));
    QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
    QObject *chooser = page->findChild<QObject *>(QStringLiteral("hexPrintChooser"));
    QVERIFY(print && status && chooser);
    QTRY_VERIFY(print->isVisible());
    QTRY_COMPARE(lookProblems(page), QString());
    QTest::keyClick(window, Qt::Key_P, Qt::ControlModifier);
    QQuickItem *letter = nullptr;
    QTRY_VERIFY((letter = findItem(window->contentItem(), QStringLiteral("hexPrintLetter"))) &&
                letter->isVisible());
    QTest::qWait(300); // the menu's opening transition, for the picture
    shoot(window, QStringLiteral("hexgame-8-print.png"));
    QVERIFY(QMetaObject::invokeMethod(letter, "triggered"));
    QTRY_VERIFY(chooser->property("visible").toBool());
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = shownFileDialog()) != nullptr);
    dialog->selectFile(m_dir.filePath(QStringLiteral("game.pdf")));
    QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
    const QString printedTo = QStringLiteral(" printed to ");
    QTRY_VERIFY2(status->property("text").toString().contains(printedTo),
                 qPrintable(status->property("text").toString()));
    const QString pdf = status->property("text").toString().section(printedTo, 1);
    QVERIFY2(pdf.endsWith(QStringLiteral(".pdf")), qPrintable(pdf));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.waitForFinished(20000));
    const QString text = QString::fromUtf8(info.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("(letter)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Black Eagle (The Fall of the Black Eagle)")),
             qPrintable(text));
}

void TestHexGamePage::aNewGameSetUpFromTheBox()
{
    const QString fresh = m_dir.filePath(QStringLiteral("fresh.herald"));
    QCOMPARE(cli({"new", fresh}).exitCode, 0);
    QVERIFY(m_shell->campaign().openPath(fresh));
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *name = findItem(page, QStringLiteral("hexGameName"));
    QQuickItem *start = findItem(page, QStringLiteral("hexNewGame"));
    QQuickItem *phase = findItem(page, QStringLiteral("hexPhaseLabel"));
    QObject *desk = page->findChild<QObject *>(QStringLiteral("hexGameDesk"));
    QVERIFY(name && start && phase && desk);
    QCOMPARE(phase->property("text").toString(), QStringLiteral("No game yet"));
    QQuickItem *retreatBridge = findItem(page, QStringLiteral("settingRetreatBridge"));
    QVERIFY(retreatBridge);
    QVERIFY(QMetaObject::invokeMethod(retreatBridge, "toggle"));
    shoot(window, QStringLiteral("hexgame-0-new.png"));
    QTRY_COMPARE(lookProblems(page), QString());
    name->setProperty("text", QStringLiteral("Club night"));
    QTRY_VERIFY(start->isEnabled());
    QVERIFY(QMetaObject::invokeMethod(start, "clicked"));
    QTRY_COMPARE(phase->property("text").toString(),
                 QStringLiteral("Game turn 1 of 14, Black Eagle movement phase"));
    const auto made =
        herald::db::hexwar::game(m_shell->campaign().service().file()->database(), "Club night");
    QVERIFY(made);
    QVERIFY(made->settings.retreatOverBridge); // spec 16, retreat.over_bridge (A19)
    QVERIFY(!made->settings.withdrawOverBridge);
    QQuickItem *board = findItem(page, QStringLiteral("hexBoard"));
    QVERIFY(board);
    QTRY_VERIFY(board->width() > 400);

    QVERIFY(QMetaObject::invokeMethod(desk, "pick", Q_ARG(QString, QStringLiteral("K2"))));
    QVERIFY(QMetaObject::invokeMethod(page, "centreOnPlay"));
    QString where;
    QVERIFY(QMetaObject::invokeMethod(desk, "focusHex", Q_RETURN_ARG(QString, where)));
    QVERIFY2(!where.isEmpty(), "the Estate of Marilenev is not highlighted");
    shoot(window, QStringLiteral("hexgame-7-setup.png"));
    click(window, board, where);
    QString there;
    QTRY_VERIFY((QMetaObject::invokeMethod(desk, "unitAt", Q_RETURN_ARG(QString, there),
                                           Q_ARG(QString, where)),
                 there == QStringLiteral("K2")));
    QTRY_COMPARE(lookProblems(page), QString());
}

// Spec 15, issue 20: the map editor tab. The Black Eagle map is copied into the campaign; a
// drag paints two hexes swamp, a drag from hex to hex draws the Mire along two hexsides (A17),
// a click by the side bridges it (M6), a click with the place tool picks a hex whose village is
// named in the form (11.1); a bridge where no river runs is refused with its rule. Every state at
// 1280 x 800 is pictured and shows nothing cut or overlapping; the map saved through the file
// dialog holds every edit.
void TestHexGamePage::aMapEditedOnThePage()
{
    QVERIFY(m_shell->campaign().openPath(m_file));
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *tab = findItem(page, QStringLiteral("hexMapTab"));
    QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
    QVERIFY(tab && status);
    clickItem(window, tab);
    QQuickItem *name = nullptr;
    QTRY_VERIFY((name = findItem(page, QStringLiteral("hexMapName"))) && name->isVisible());
    shoot(window, QStringLiteral("hexmap-0-new.png"));
    QTRY_COMPARE(lookProblems(page), QString());
    name->setProperty("text", QStringLiteral("Traced"));
    QQuickItem *copy = findItem(page, QStringLiteral("hexMapCopy"));
    QVERIFY(copy);
    QTRY_VERIFY(copy->isEnabled());
    QVERIFY(QMetaObject::invokeMethod(copy, "clicked"));
    QQuickItem *board = findItem(page, QStringLiteral("hexMapBoard"));
    QVERIFY(board);
    QTRY_VERIFY(board->isVisible() && board->width() > 400);
    QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("Traced")),
                 qPrintable(status->property("text").toString()));
    const auto said = [status] { return status->property("text").toString(); };

    // The picture also waits for the page to be laid out around the new map.
    shoot(window, QStringLiteral("hexmap-1-copied.png"));
    board->setProperty("brushTerrain", QStringLiteral("swamp"));
    dragAlong(window, board, {QStringLiteral("0305"), QStringLiteral("0306")});
    QTRY_VERIFY2(said().contains(QStringLiteral("2 hex(es) painted swamp")), qPrintable(said()));

    QQuickItem *river = findItem(page, QStringLiteral("hexToolRiver"));
    QVERIFY(river);
    clickItem(window, river);
    QQuickItem *lineName = findItem(page, QStringLiteral("hexLineName"));
    QTRY_VERIFY(lineName && lineName->isVisible());
    lineName->setProperty("text", QStringLiteral("Mire"));
    dragAlong(window, board,
              {QStringLiteral("0405"), QStringLiteral("0406"), QStringLiteral("0506")});
    QTRY_VERIFY2(said().contains(QStringLiteral("river Mire along 2 hexside(s)")),
                 qPrintable(said()));
    shoot(window, QStringLiteral("hexmap-2-river.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    // A click halfway between two hex centres lies on their common side.
    const auto clickSide = [&](const QString &a, const QString &b) {
        QTest::mouseClick(window, Qt::LeftButton, {}, (onBoard(board, a) + onBoard(board, b)) / 2);
    };
    QQuickItem *bridge = findItem(page, QStringLiteral("hexToolBridge"));
    QVERIFY(bridge);
    clickItem(window, bridge);
    clickSide(QStringLiteral("0405"), QStringLiteral("0406"));
    QTRY_VERIFY2(said().contains(QStringLiteral("bridge on hexside 0405/0406")),
                 qPrintable(said()));
    clickSide(QStringLiteral("0305"), QStringLiteral("0306"));
    QTRY_VERIFY2(said().contains(QStringLiteral("M6")), qPrintable(said()));
    QQuickItem *refusal = nullptr;
    QTRY_VERIFY((refusal = findItem(window->contentItem(), QStringLiteral("errorMessage"))) &&
                refusal->isVisible());
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!refusal->isVisible());

    QQuickItem *place = findItem(page, QStringLiteral("hexToolPlace"));
    QVERIFY(place);
    clickItem(window, place);
    click(window, board, QStringLiteral("0306"));
    QQuickItem *feature = nullptr;
    QTRY_VERIFY((feature = findItem(page, QStringLiteral("hexPlaceFeature"))) &&
                feature->isVisible());
    QObject *editor = page->findChild<QObject *>(QStringLiteral("hexMapEditor"));
    QVERIFY(editor);
    const int village =
        int(editor->property("featureKeys").toStringList().indexOf(QStringLiteral("village")));
    QVERIFY(village > 0);
    feature->setProperty("currentIndex", village);
    findItem(page, QStringLiteral("hexPlaceName"))->setProperty("text", QStringLiteral("Bogside"));
    findItem(page, QStringLiteral("hexPlaceRegions"))
        ->setProperty("text", QStringLiteral("Karameikos"));
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexPlaceApply")), "clicked"));
    QTRY_VERIFY2(said().contains(QStringLiteral("village Bogside in hex 0306")),
                 qPrintable(said()));
    shoot(window, QStringLiteral("hexmap-3-place.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    // A scenario hex set drawn with the set tool (15.4): two hexes into a new set.
    QQuickItem *setTool = findItem(page, QStringLiteral("hexToolHex set"));
    QVERIFY(setTool);
    clickItem(window, setTool);
    QQuickItem *setName = nullptr;
    QTRY_VERIFY((setName = findItem(page, QStringLiteral("hexSetName"))) && setName->isVisible());
    setName->setProperty("text", QStringLiteral("Bog_hexes"));
    dragAlong(window, board, {QStringLiteral("0305"), QStringLiteral("0306")});
    QTRY_VERIFY2(said().contains(QStringLiteral("2 hex(es) added to hex set Bog_hexes")),
                 qPrintable(said()));
    shoot(window, QStringLiteral("hexmap-4-hexset.png"));
    QTRY_COMPARE(lookProblems(page), QString());
    // Sets… names the map's sets, the new one among the scenario's; picking one names it.
    clickItem(window, findItem(page, QStringLiteral("hexSetPick")));
    QQuickItem *sulescu = nullptr;
    QTRY_VERIFY([&] {
        herald::test::forEachVisibleItem(window->contentItem(), [&](QQuickItem *item) {
            if (item->inherits("QQuickMenuItem") &&
                item->property("text").toString() == QStringLiteral("Sulescu_Village"))
                sulescu = item;
            return true;
        });
        return sulescu != nullptr;
    }());
    QTest::qWait(300); // the menu's opening transition
    shoot(window, QStringLiteral("hexmap-5-sets.png"));
    QTRY_COMPARE(lookProblems(sulescu->parentItem()), QString());
    clickItem(window, sulescu);
    QTRY_VERIFY(!sulescu->isVisible()); // the menu has closed
    QTRY_COMPARE(setName->property("text").toString(), QStringLiteral("Sulescu_Village"));
    QCOMPARE(board->property("hexSet").toString(), QStringLiteral("Sulescu_Village"));

    // Spec 2.2: two hexes printed only in part at the edge, left out of play.
    clickItem(window, findItem(page, QStringLiteral("hexToolEdge")));
    dragAlong(window, board, {QStringLiteral("0101"), QStringLiteral("0102")});
    QTRY_VERIFY2(said().contains(QStringLiteral("2 edge hex(es) out of play")), qPrintable(said()));

    // A scanned map kept with the map, to trace over (spec 2.1: the map is an image), drawn
    // through hexes at the opacity the slider sets.
    QImage scan(400, 300, QImage::Format_RGB32);
    scan.fill(QColor(0xd8, 0xc8, 0xa0));
    QPainter painter(&scan);
    painter.setPen(QPen(QColor(0x30, 0x60, 0xa0), 6));
    painter.drawLine(0, 150, 400, 120);
    painter.end();
    const QString scanFile = m_dir.filePath(QStringLiteral("karameikos.png"));
    QVERIFY(scan.save(scanFile));
    QVERIFY(QMetaObject::invokeMethod(editor, "setUnderlay",
                                      Q_ARG(QUrl, QUrl::fromLocalFile(scanFile))));
    QTRY_VERIFY(board->property("hasUnderlay").toBool());
    QVERIFY(QMetaObject::invokeMethod(editor, "setUnderlayOpacity", Q_ARG(double, 0.5)));
    QTRY_VERIFY2(said().contains(QStringLiteral("50%")), qPrintable(said()));
    QCOMPARE(board->property("underlayOpacity").toDouble(), 0.5);
    shoot(window, QStringLiteral("hexmap-6-underlay.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    // Saved through the file dialog in Herald's format, with every edit.
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexMapSave")), "clicked"));
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = shownFileDialog()) != nullptr);
    const QString saved = m_dir.filePath(QStringLiteral("traced.json"));
    dialog->selectFile(saved);
    QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
    QTRY_VERIFY2(said().contains(QStringLiteral("saved as")), qPrintable(said()));
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    for (const char *expected : {"\"herald-hexwar-map\"", "\"Bogside\"", "\"Mire\"",
                                 "\"0405/0406\"", "\"swamp\"", "\"Bog_hexes\"", "\"unplayable\""})
        QVERIFY2(json.contains(expected), expected);
}

// Issue 20: the Game tab's scanned map is kept with the game (hexgame.underlay). Chosen through
// the file dialog and made fainter with the slider (kept when the handle is let go), it is shown
// again when the campaign is opened again; a game started on the map edited above gets that map's
// scan; "No scanned map" takes it off and Undo puts it back.
void TestHexGamePage::aScannedMapKeptWithTheGame()
{
    QImage scan(800, 800, QImage::Format_RGB32);
    scan.fill(QColor(0xc8, 0xb0, 0x80));
    QPainter painter(&scan);
    painter.setPen(QPen(QColor(0x40, 0x60, 0x90), 8));
    painter.drawEllipse(QRectF(80, 80, 640, 640));
    painter.end();
    const QString scanFile = m_dir.filePath(QStringLiteral("scan.png"));
    QVERIFY(scan.save(scanFile));
    {
        QVERIFY(m_shell->campaign().openPath(m_file));
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        QQuickItem *page = openPage(engine, window);
        QVERIFY(page);
        QQuickItem *board = findItem(page, QStringLiteral("hexBoard"));
        QQuickItem *button = findItem(page, QStringLiteral("hexGameUnderlay"));
        QQuickItem *slider = findItem(page, QStringLiteral("hexGameUnderlayOpacity"));
        QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
        QVERIFY(board && button && slider && status);
        QTRY_VERIFY(button->isVisible());
        QVERIFY(!board->property("hasUnderlay").toBool());
        QCOMPARE(button->property("text").toString(), QStringLiteral("Scanned map…"));
        clickItem(window, button);
        QFileDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = shownFileDialog()) != nullptr);
        openThrough(dialog, scanFile);
        QTRY_VERIFY2(board->property("hasUnderlay").toBool(),
                     qPrintable(status->property("text").toString()));
        QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("30%")),
                     qPrintable(status->property("text").toString()));
        QCOMPARE(button->property("text").toString(), QStringLiteral("No scanned map"));

        // The handle dragged down to a tenth and let go there: one command keeps where it stopped.
        // Where the slider is is read at each step: the row lays itself out again once it shows.
        QTRY_VERIFY(slider->isVisible() && slider->width() > 0);
        const auto along = [slider](double part) {
            return slider->mapToScene(QPointF(slider->width() * part, slider->height() / 2))
                .toPoint();
        };
        QTest::qWait(50);
        QTest::mousePress(window, Qt::LeftButton, {}, along(0.3));
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(window, along(0.3 - 0.2 * i / 4));
        QTest::mouseRelease(window, Qt::LeftButton, {}, along(0.1));
        QTRY_VERIFY2(status->property("text").toString().contains(QStringLiteral("drawn at")) &&
                         !status->property("text").toString().contains(QStringLiteral("30%")),
                     qPrintable(status->property("text").toString()));
        QVERIFY2(board->property("underlayOpacity").toDouble() < 0.2,
                 qPrintable(QString::number(board->property("underlayOpacity").toDouble())));
        shoot(window, QStringLiteral("hexgame-6-underlay.png"));
        QTRY_COMPARE(lookProblems(page), QString());
    }
    const auto kept = herald::db::hexwar::gameUnderlay(
        m_shell->campaign().service().file()->database(), QStringLiteral("Black Eagle"));
    QVERIFY(kept && !kept->underlay.image.isEmpty());
    const double opacity = kept->underlay.opacity;
    QVERIFY2(opacity > 0 && opacity < 0.2, qPrintable(QString::number(opacity)));

    // The campaign opened again: the game shows its scan as it was left.
    QVERIFY(m_shell->campaign().openPath(m_file));
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *board = findItem(page, QStringLiteral("hexBoard"));
    QQuickItem *button = findItem(page, QStringLiteral("hexGameUnderlay"));
    QObject *desk = page->findChild<QObject *>(QStringLiteral("hexGameDesk"));
    QVERIFY(board && button && desk);
    QTRY_VERIFY(board->property("hasUnderlay").toBool());
    QCOMPARE(board->property("underlayOpacity").toDouble(), opacity);
    QCOMPARE(button->property("text").toString(), QStringLiteral("No scanned map"));
    QTRY_VERIFY(board->width() > 400);
    shoot(window, QStringLiteral("hexgame-9-underlay-reopened.png"));

    // A game started on the edited map "Traced" gets its scan, drawn at its 50%.
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexAnotherGame")), "clicked"));
    QQuickItem *name = nullptr;
    QTRY_VERIFY((name = findItem(page, QStringLiteral("hexGameName"))) && name->isVisible());
    name->setProperty("text", QStringLiteral("On the traced map"));
    QQuickItem *mapBox = findItem(page, QStringLiteral("hexGameMap"));
    QVERIFY(mapBox);
    mapBox->setProperty("currentIndex", 1 + int(desk->property("hexMaps").toStringList().indexOf(
                                                QStringLiteral("Traced"))));
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexNewGame")), "clicked"));
    QTRY_COMPARE(
        desk->property("games").toStringList().value(desk->property("currentGame").toInt()),
        QStringLiteral("On the traced map"));
    QTRY_COMPARE(board->property("underlayOpacity").toDouble(), 0.5);
    QVERIFY(board->property("hasUnderlay").toBool());

    // Back on the first game: "No scanned map" takes its scan off, Undo puts it back.
    desk->setProperty("currentGame", 0);
    QTRY_COMPARE(board->property("underlayOpacity").toDouble(), opacity);
    clickItem(window, button);
    QTRY_VERIFY(!board->property("hasUnderlay").toBool());
    QCOMPARE(button->property("text").toString(), QStringLiteral("Scanned map…"));
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexUndo")), "clicked"));
    QTRY_VERIFY(board->property("hasUnderlay").toBool());
}

// Spec 2.2: a blank map of pointy-topped rows made from the form, a river drawn on it from hex
// to hex; the grid box lays it out on flat-topped columns with the odd ones lower, which first
// asks, since one of the river's hexsides no longer lies between neighbours, and then takes it
// off. Each state is pictured at 1280 x 800 with nothing cut or overlapping.
void TestHexGamePage::aMapOnAnotherGrid()
{
    QVERIFY(m_shell->campaign().openPath(m_file));
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
    QVERIFY(status);
    const auto said = [status] { return status->property("text").toString(); };
    clickItem(window, findItem(page, QStringLiteral("hexMapTab")));
    // The form shows at once in a file without maps; otherwise New map… opens it.
    QQuickItem *name = nullptr;
    QQuickItem *another = nullptr;
    QTRY_VERIFY(
        ((name = findItem(page, QStringLiteral("hexMapName"))) && name->isVisible()) ||
        ((another = findItem(page, QStringLiteral("hexMapAnother"))) && another->isVisible()));
    if (!name->isVisible())
        QVERIFY(QMetaObject::invokeMethod(another, "clicked"));
    QTRY_VERIFY(name->isVisible());
    name->setProperty("text", QStringLiteral("Rows"));
    QQuickItem *newGrid = findItem(page, QStringLiteral("hexNewMapGrid"));
    QVERIFY(newGrid && newGrid->isVisible());
    newGrid->setProperty("currentIndex", 2);
    QTRY_COMPARE(lookProblems(page), QString());
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexMapNew")), "clicked"));
    QTRY_VERIFY2(said().contains(QStringLiteral("New hex map \"Rows\"")), qPrintable(said()));
    QQuickItem *gridBox = findItem(page, QStringLiteral("hexMapGrid"));
    QVERIFY(gridBox);
    QTRY_VERIFY(gridBox->isVisible());
    QCOMPARE(gridBox->property("currentIndex").toInt(), 2);

    QQuickItem *board = findItem(page, QStringLiteral("hexMapBoard"));
    QVERIFY(board);
    clickItem(window, findItem(page, QStringLiteral("hexToolRiver")));
    QQuickItem *lineName = nullptr;
    QTRY_VERIFY((lineName = findItem(page, QStringLiteral("hexLineName"))) &&
                lineName->isVisible());
    lineName->setProperty("text", QStringLiteral("Brook"));
    dragAlong(window, board,
              {QStringLiteral("0302"), QStringLiteral("0202"), QStringLiteral("0303")});
    QTRY_VERIFY2(said().contains(QStringLiteral("river Brook along 2 hexside(s)")),
                 qPrintable(said()));
    shoot(window, QStringLiteral("hexmap-7-pointy.png"));
    QTRY_COMPARE(lookProblems(page), QString());

    QVERIFY(QMetaObject::invokeMethod(gridBox, "activated", Q_ARG(int, 1)));
    QObject *confirm = page->findChild<QObject *>(QStringLiteral("hexGridConfirm"));
    QVERIFY(confirm);
    QTRY_VERIFY(confirm->property("opened").toBool());
    QTest::qWait(300); // the dialog's opening transition
    shoot(window, QStringLiteral("hexmap-8-grid-asks.png"));
    QVERIFY(QMetaObject::invokeMethod(confirm, "accept"));
    QTRY_VERIFY2(said().contains(QStringLiteral("odd columns half a hex lower, 1 hexside(s) "
                                                "taken off")),
                 qPrintable(said()));
    QTRY_COMPARE(gridBox->property("currentIndex").toInt(), 1);
    QTRY_VERIFY(!confirm->property("visible").toBool());
    shoot(window, QStringLiteral("hexmap-9-odd.png"));
    QTRY_COMPARE(lookProblems(page), QString());
}

// Spec 15 (a scenario format), issue 20: a game of a scenario file the referee wrote. The form's
// Scenario file… picks it through the file dialog and names it; the game starts with its order
// of battle (the Black Eagle Guard at 8) and the form falls back to the shipped scenario.
void TestHexGamePage::aGameFromAScenarioFile()
{
    const QString path = m_dir.filePath(QStringLiteral("full muster.json"));
    QVERIFY(herald::test::writeFullMusterScenario(path));

    QVERIFY(m_shell->campaign().openPath(m_file));
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;
    QQuickItem *page = openPage(engine, window);
    QVERIFY(page);
    QQuickItem *another = nullptr;
    QTRY_VERIFY((another = findItem(page, QStringLiteral("hexAnotherGame"))) &&
                another->isVisible());
    QVERIFY(QMetaObject::invokeMethod(another, "clicked"));
    QQuickItem *name = nullptr;
    QTRY_VERIFY((name = findItem(page, QStringLiteral("hexGameName"))) && name->isVisible());
    QQuickItem *scenarioName = findItem(page, QStringLiteral("hexGameScenario"));
    QVERIFY(scenarioName);
    const QString shippedText = scenarioName->property("text").toString();
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexGameScenarioFile")),
                                      "clicked"));
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = shownFileDialog()) != nullptr);
    dialog->selectFile(path);
    QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
    QTRY_COMPARE(scenarioName->property("text").toString(), QStringLiteral("full muster.json"));
    name->setProperty("text", QStringLiteral("Full muster"));
    shoot(window, QStringLiteral("hexgame-10-scenario-file.png"));
    QTRY_COMPARE(lookProblems(page), QString());
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("hexNewGame")), "clicked"));
    QQuickItem *status = findItem(page, QStringLiteral("statusMessageText"));
    QTRY_VERIFY2(
        status->property("text").toString().contains(
            QStringLiteral("New hex game \"Full muster\" (%1)").arg(herald::test::kFullMuster)),
        qPrintable(status->property("text").toString()));
    const auto made = herald::db::hexwar::game(m_shell->campaign().service().file()->database(),
                                               QStringLiteral("Full muster"));
    QVERIFY(made);
    QCOMPARE(made->state.unit(QStringLiteral("B1"))->fullStrength, 8);
    QCOMPARE(scenarioName->property("text").toString(), shippedText);
}

QTEST_MAIN(TestHexGamePage)
#include "tst_hexgamepage.moc"
