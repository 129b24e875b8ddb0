// The Battles page in Herald's window at 1280 x 800, off screen (issue 18): the demo campaign's
// first battle (Oakhurst, month 3, made with herald-cli's scripts) is listed with its brief
// (§5.10-§5.11, §2.12); its table is prepared (event card, first placer); its brief prints to a
// PDF; a result is entered from a sheet file and from the page's result form (a destroyed unit,
// a die typed from the table), each as one command, explained on the page and taken back by undo;
// a player's typed battle army is checked, naming each problem; Veyra's experience buys a battle
// honour for its army, rolled with a die typed from the table, shown on the brief (§2.15, §10
// #10). Pictures go where
// HERALD_SCREENSHOT_DIR says, else into the test's own temporary folder. The file dialogs are the
// real QFileDialog.
#include "../../cli/campaignquery.h"
#include "../../cli/clirun.h"
#include "app/gui/shell.h"
#include "mainwindow.h"
#include "qml/Battles/battlenightform.h"
#include "testhome.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using herald::test::findItem;

namespace {

/// The visible QFileDialog, once one comes up.
QFileDialog *waitForDialog()
{
    QDeadlineTimer deadline(5000);
    while (!deadline.hasExpired()) {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible())
                return dialog;
        }
        QTest::qWait(20);
    }
    return nullptr;
}

/// Clicks the button and answers the file dialog it opens with `file`.
void chooseThrough(QQuickItem *button, const QString &file)
{
    QVERIFY(button);
    QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
    QFileDialog *dialog = waitForDialog();
    QVERIFY2(dialog, "no file dialog came up");
    dialog->selectFile(file);
    QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
}

} // namespace

class TestBattlesPage : public QObject
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
        m_file = m_dir.filePath(QStringLiteral("night.herald"));
        QCOMPARE(cli({"new", m_file}).exitCode, 0);
        const Run made =
            runScript(m_file, m_dir.filePath(QStringLiteral("night.txt")), demoFirstBattleScript());
        QVERIFY2(made.exitCode == 0, made.text().toUtf8().constData());
        campaignQuery(m_file, QStringLiteral("UPDATE nation SET experience = 12 WHERE name = "
                                             "'Kingdom of Veyra'"));
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().openPath(m_file));
    }
    void cleanupTestCase() { m_shell.reset(); }

    void battleNight();
};

void TestBattlesPage::battleNight()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
    window->setProperty("currentPage", 4);
    QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("battles"));

    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findItem(window->contentItem(), QStringLiteral("battlesPage"))) != nullptr, 10000);
    QQuickItem *list = findItem(page, QStringLiteral("battleList"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), 1);
    QQuickItem *title = findItem(page, QStringLiteral("briefTitle"));
    QVERIFY(title);
    QCOMPARE(title->property("text").toString(),
             QStringLiteral("Battle 1: battle in 0707 Oakhurst"));
    // §2.12: Oakhurst is mountains, so each side keeps all 6 terrain cards.
    QVERIFY(findItem(page, QStringLiteral("terrainCards"))
                ->property("text")
                .toString()
                .startsWith(QStringLiteral("Each side draws 6 and keeps 6")));
    QVERIFY(!findItem(page, QStringLiteral("noBattles"))->isVisible());
    // The page fits the window.
    const QPointF bottomRight = page->mapToScene(QPointF(page->width(), page->height()));
    QVERIFY(bottomRight.x() <= 1280 && bottomRight.y() <= 800);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-1-brief.png"));

    // §5.10: Prepare table turns the event card over and rolls the first terrain placer.
    QQuickItem *eventCard = findItem(page, QStringLiteral("eventCard"));
    QVERIFY(eventCard);
    QVERIFY(eventCard->property("text").toString().startsWith(QStringLiteral("Not drawn yet")));
    const int beforePrepare = m_shell->campaign().historyCount();
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("prepareButton")), "clicked"));
    QTRY_COMPARE(m_shell->campaign().historyCount(), beforePrepare + 1);
    QTRY_VERIFY(!eventCard->property("text").toString().startsWith(QStringLiteral("Not drawn")));
    QVERIFY(findItem(page, QStringLiteral("firstPlacer"))
                ->property("text")
                .toString()
                .contains(QStringLiteral("place the first terrain piece (d6: ")));
    QVERIFY(!findItem(page, QStringLiteral("prepareButton"))->isVisible());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-1b-prepared.png"));

    auto *form = page->findChild<herald::battles::BattleNightForm *>();
    QVERIFY(form);
    QSignalSpy done(form, &herald::battles::BattleNightForm::done);
    QSignalSpy error(form, &herald::battles::BattleNightForm::error);

    // The brief as a PDF, through Print brief and its file dialog; a battle that is not
    // pending is refused and writes nothing.
    const QString pdf = m_dir.filePath(QStringLiteral("brief.pdf"));
    chooseThrough(findItem(page, QStringLiteral("printBriefButton")), pdf);
    QTRY_VERIFY(QFileInfo(pdf).size() > 1000);
    QCOMPARE(done.count(), 1);
    QVERIFY(
        !form->printBriefs(5, QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("x.pdf"))), false));
    QCOMPARE(error.count(), 1);
    QVERIFY(error.takeFirst().value(0).toString().contains(QStringLiteral("no pending battle 5")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.pdf"))));

    // A sheet that is no JSON object is refused, naming the file.
    const QString sheet = m_dir.filePath(QStringLiteral("result.json"));
    const auto writeSheet = [&sheet](const QByteArray &text) {
        QFile f(sheet);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    };
    writeSheet("not json");
    QVERIFY(!form->enterResult(1, QUrl::fromLocalFile(sheet)));
    QVERIFY(error.takeFirst().value(0).toString().contains(QStringLiteral("result.json")));

    // The result form: Enter result opens it; From a sheet file reads the JSON sheet instead.
    // §2.13: 300 to 100 VP, typed totals: the defenders win a rout; one command, undone.
    writeSheet(R"({"sides": [{"vp": 300}, {"vp": 100}], "objective": "none"})");
    auto *dialog = page->findChild<QObject *>(QStringLiteral("resultDialog"));
    QVERIFY(dialog);
    QVERIFY(
        QMetaObject::invokeMethod(findItem(page, QStringLiteral("enterResultButton")), "clicked"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    auto *footer = dialog->property("footer").value<QQuickItem *>();
    QVERIFY(footer);
    const int history = m_shell->campaign().historyCount();
    chooseThrough(findItem(footer, QStringLiteral("resultFromFileButton")), sheet);
    QTRY_COMPARE(m_shell->campaign().historyCount(), history + 1);
    QQuickItem *result = findItem(page, QStringLiteral("briefResult"));
    QVERIFY(result);
    QTRY_VERIFY(result->isVisible());
    QVERIFY2(result->property("text").toString().contains(QStringLiteral("rout, 300 to 100 VP")),
             qPrintable(result->property("text").toString()));
    QVERIFY(!findItem(page, QStringLiteral("enterResultButton"))->property("enabled").toBool());
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-2-result.png"));
    m_shell->campaign().undo();
    QTRY_VERIFY(!result->isVisible());
    QVERIFY(findItem(page, QStringLiteral("enterResultButton"))->property("enabled").toBool());

    // Typed on the form (§6.1-§6.3): the defenders lose a unit of their first roster line,
    // destroyed; the die rolled at the table is typed. The attackers score its cost and win
    // against 0 (a rout); the unit needs 5+ to come back and the typed 5 brings it back.
    QVERIFY(
        QMetaObject::invokeMethod(findItem(page, QStringLiteral("enterResultButton")), "clicked"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    auto *content = dialog->property("contentItem").value<QQuickItem *>();
    QVERIFY(content);
    QQuickItem *defenders = findItem(content, QStringLiteral("defendersResult"));
    QVERIFY(defenders);
    QVERIFY(
        QMetaObject::invokeMethod(findItem(defenders, QStringLiteral("addLossButton")), "clicked"));
    QQuickItem *outcome = nullptr;
    QTRY_VERIFY((outcome = findItem(defenders, QStringLiteral("lossOutcome"))) != nullptr);
    QVERIFY(QMetaObject::invokeMethod(outcome, "activated", Q_ARG(int, 3)));
    QTRY_COMPARE(outcome->property("currentIndex").toInt(), 3);
    findItem(content, QStringLiteral("tableDice"))->setProperty("checked", true);
    // A die that is no number is refused inside the form, which stays open.
    findItem(content, QStringLiteral("typedDice"))->setProperty("text", QStringLiteral("five"));
    const int beforeRefusal = m_shell->campaign().historyCount();
    QVERIFY(
        QMetaObject::invokeMethod(findItem(footer, QStringLiteral("enterResultNow")), "clicked"));
    QQuickItem *formMessage = findItem(content, QStringLiteral("resultMessage"));
    QVERIFY(formMessage);
    QTRY_VERIFY(formMessage->isVisible());
    QVERIFY(dialog->property("opened").toBool());
    QCOMPARE(m_shell->campaign().historyCount(), beforeRefusal);
    findItem(content, QStringLiteral("typedDice"))->setProperty("text", QStringLiteral("5"));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-3-form.png"));
    QVERIFY(
        QMetaObject::invokeMethod(findItem(footer, QStringLiteral("enterResultNow")), "clicked"));
    QTRY_VERIFY(
        m_shell->campaign().latestSummary().startsWith(QStringLiteral("Battle 1 result entered")));
    QTRY_VERIFY(!dialog->property("visible").toBool());
    QTRY_VERIFY(result->isVisible());
    QVERIFY2(result->property("text").toString().contains(QStringLiteral("rout")),
             qPrintable(result->property("text").toString()));
    const QVariantMap brief = form->battles().value(0).toMap();
    const QString lines = brief.value(QStringLiteral("resultLines")).toStringList().join('\n');
    QVERIFY2(lines.contains(QStringLiteral("3 stands lost: needs 5+, rolled 5: back to full")),
             qPrintable(lines));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-4-explained.png"));
    m_shell->campaign().undo();
    QTRY_VERIFY(!result->isVisible());

    // §5.10: a player's typed army is checked against the roster and the army list; checking
    // records nothing.
    const int beforeCheck = m_shell->campaign().historyCount();
    QVERIFY(
        QMetaObject::invokeMethod(findItem(page, QStringLiteral("checkListButton")), "clicked"));
    auto *listDialog = page->findChild<QObject *>(QStringLiteral("listCheckDialog"));
    QVERIFY(listDialog);
    QTRY_VERIFY(listDialog->property("opened").toBool());
    auto *listContent = listDialog->property("contentItem").value<QQuickItem *>();
    QVERIFY(listContent);
    findItem(listContent, QStringLiteral("listText"))
        ->setProperty("text", QStringLiteral("2 Dragons\nNobody Known"));
    QVERIFY(
        QMetaObject::invokeMethod(findItem(listContent, QStringLiteral("checkButton")), "clicked"));
    QTRY_VERIFY(findItem(listContent, QStringLiteral("listVerdict"))
                    ->property("text")
                    .toString()
                    .contains(QStringLiteral("breaks the rules")));
    const QString problems = listDialog->property("checked")
                                 .toMap()
                                 .value(QStringLiteral("problems"))
                                 .toStringList()
                                 .join('\n');
    QVERIFY2(problems.contains(QStringLiteral("Line 1: Dragons is not a unit type")),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("Nobody Known is no active character")),
             qPrintable(problems));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-5-list-check.png"));
    QCOMPARE(m_shell->campaign().historyCount(), beforeCheck);
    QVERIFY(QMetaObject::invokeMethod(listDialog, "close"));

    // §2.15, §10 #10: Veyra (12 XP) buys one battle-honour roll for the Host of the Crown; the
    // die typed from the table is a 4, the steady veterans of the shipped table. The dialog and
    // the page say the roll and the honour; the brief carries it; one command, undone.
    QVERIFY(QMetaObject::invokeMethod(findItem(page, QStringLiteral("spendExperienceButton")),
                                      "clicked"));
    auto *xpDialog = page->findChild<QObject *>(QStringLiteral("experienceDialog"));
    QVERIFY(xpDialog);
    QTRY_VERIFY(xpDialog->property("opened").toBool());
    auto *xpContent = xpDialog->property("contentItem").value<QQuickItem *>();
    QVERIFY(xpContent);
    QVERIFY(findItem(xpContent, QStringLiteral("experienceBalance"))
                ->property("text")
                .toString()
                .startsWith(QStringLiteral("12 XP to spend")));
    QQuickItem *purchase = findItem(xpContent, QStringLiteral("purchaseBox"));
    QVERIFY(purchase);
    QVERIFY(QMetaObject::invokeMethod(purchase, "activated", Q_ARG(int, 6)));
    purchase->setProperty("currentIndex", 6);
    QTRY_COMPARE(purchase->property("currentValue").toString(), QStringLiteral("battleHonour"));
    QCOMPARE(findItem(xpContent, QStringLiteral("honourArmyBox"))->property("currentText"),
             QVariant(QStringLiteral("Host of the Crown")));
    findItem(xpContent, QStringLiteral("typedDie"))->setProperty("text", QStringLiteral("4"));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-6-experience-offer.png"));
    QVERIFY(QMetaObject::invokeMethod(findItem(xpContent, QStringLiteral("buyButton")), "clicked"));
    QTRY_VERIFY(m_shell->campaign().latestSummary().startsWith(
        QStringLiteral("Kingdom of Veyra spends 10 XP: battle honour for Host of the Crown")));
    QQuickItem *bought = findItem(xpContent, QStringLiteral("experienceBought"));
    QTRY_VERIFY(bought->isVisible());
    QVERIFY2(bought->property("text").toString().contains(QStringLiteral("d6 4 → Steady veterans")),
             qPrintable(bought->property("text").toString()));
    QVERIFY(findItem(xpContent, QStringLiteral("experienceBalance"))
                ->property("text")
                .toString()
                .startsWith(QStringLiteral("2 XP left. Already bought for the next battle: one "
                                           "battle-honour roll.")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-6-experience-bought.png"));
    QVERIFY(QMetaObject::invokeMethod(xpDialog, "close"));
    QQuickItem *boughtLine = nullptr;
    QTRY_VERIFY((boughtLine = findItem(page, QStringLiteral("boughtLine"))) != nullptr);
    QVERIFY(boughtLine->property("text").toString().startsWith(
        QStringLiteral("Battle honour of Host of the Crown (Kingdom of Veyra)")));
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/battles-7-honour-on-brief.png"));
    m_shell->campaign().undo();
    QTRY_VERIFY(findItem(page, QStringLiteral("boughtLine")) == nullptr);
}

// A QApplication (Qt Widgets): the file dialogs are QFileDialog (app/gui/filechooser.h).
QTEST_MAIN(TestBattlesPage)
#include "tst_battlespage.moc"
