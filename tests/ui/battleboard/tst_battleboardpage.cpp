// The battle board desk in Herald's window at 1280 x 800, off screen (issue 21; rules spec
// civil-war-tactical-combat.md): from the Toolkit a battle is made; the attacker sets up in
// secret, a hand-over screen hides his set-up, the defender sets up (§3); the defender's
// cavalry moves into the middle and the attacker's artillery fires at it, both by clicking a
// unit and then a space or a target (§5.1, §5.3), each roll explained; undo takes the shot
// back; the odds chart is drawn (§15.4); the placeholder notice shows (§11.3) and no label is
// cut. A pending WarMaster battle (the demo's first, made by herald-cli's scripts) is settled on
// the board from the Battles page once both players agree, and its outcome entered as the
// battle's result, each step undone. Pictures go where HERALD_SCREENSHOT_DIR says.
#include "../../cli/clirun.h"
#include "app/gui/campaigncontroller.h"
#include "app/gui/campaignform.h"
#include "qml/BattleBoard/battleboarddesk.h"
#include "screenshots.h"
#include "windowfixture.h"

#include <QFile>
#include <QQuickItem>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using herald::test::WindowFixture;

namespace {

/// The item called `name`, a visible one first: every space of the board holds a chip for
/// each unit and shows only those standing in it.
QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    QQuickItem *hidden = nullptr;
    QList<QQuickItem *> open{root};
    while (!open.isEmpty()) {
        QQuickItem *item = open.takeFirst();
        if (item->objectName() == name) {
            if (item->isVisible())
                return item;
            hidden = hidden ? hidden : item;
        }
        open << item->childItems();
    }
    return hidden;
}

void click(QQuickItem *root, const QString &name)
{
    QQuickItem *item = findItem(root, name);
    QVERIFY2(item, qPrintable(name));
    QVERIFY2(item->isVisible() && item->isEnabled(), qPrintable(name));
    QVERIFY(QMetaObject::invokeMethod(item, "clicked"));
}

/// Every visible label and button of `page` shows its whole text inside the page.
QStringList cutTexts(QQuickItem *page)
{
    QStringList cut;
    const QRectF bounds = page->mapRectToScene(QRectF(0, 0, page->width(), page->height()));
    herald::test::forEachVisibleItem(page, [&cut, &bounds](QQuickItem *item) {
        const QString text = item->property("text").toString();
        if (text.trimmed().isEmpty() || herald::test::scrolledOutOfView(item))
            return true;
        const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        const bool outside = r.right() > bounds.right() + 1 || r.bottom() > bounds.bottom() + 1 ||
                             r.left() < bounds.left() - 1 || r.top() < bounds.top() - 1;
        const bool truncated = item->property("truncated").toBool();
        const bool narrowButton = item->inherits("QQuickAbstractButton") &&
                                  !item->inherits("QQuickItemDelegate") &&
                                  item->implicitWidth() > item->width() + 1;
        if (outside || truncated || narrowButton)
            cut << herald::test::describeItem(item);
        return true;
    });
    return cut;
}

} // namespace

class TestBattleBoardPage : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_window;

    void shoot(const QString &name)
    {
        const QString path = herald::test::Screenshots().pathOf(name);
        if (!path.isEmpty())
            m_window.grab().save(path);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_window.start()); }
    void cleanupTestCase() { m_window.stop(); }

    void aBattleAtTheDesk()
    {
        QQuickItem *toolkit = m_window.showPage(WindowFixture::PageNames.indexOf("toolkit"));
        QVERIFY(toolkit);
        click(toolkit, QStringLiteral("toolkit-battleboard"));
        QQuickItem *page = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((page = findItem(toolkit, QStringLiteral("battleBoardPage"))),
                                 10000);
        auto *desk = page->findChild<herald::gui::BattleBoardDesk *>();
        QVERIFY(desk);
        QVERIFY(!desk->hasBattle());

        findItem(page, QStringLiteral("battleNameField"))
            ->setProperty("text", QStringLiteral("Brandy Station"));
        findItem(page, QStringLiteral("attackerField"))
            ->setProperty("text", QStringLiteral("Union: 1 artillery, 2 infantry, 1 leader"));
        findItem(page, QStringLiteral("defenderField"))
            ->setProperty("text", QStringLiteral("Confederacy: 2 infantry, 1 cavalry"));
        QTest::qWait(200);
        shoot(QStringLiteral("battleboard-0-new.png"));
        const QStringList newCut = cutTexts(page);
        QVERIFY2(newCut.isEmpty(), qPrintable(newCut.join(QStringLiteral(", "))));
        click(page, QStringLiteral("createBattleButton"));
        QTRY_VERIFY(desk->hasBattle());

        // §11.3: the placeholder numbers are named, and where to enter the real ones.
        QQuickItem *notice = findItem(page, QStringLiteral("placeholderNotice"));
        QVERIFY(notice && notice->isVisible());
        QVERIFY(desk->placeholderNotice().contains(QStringLiteral("cw_tactical_tables.json")));

        // §3: the attacker's set-up; then the hand-over screen shows none of it.
        QQuickItem *title = findItem(page, QStringLiteral("setupTitle"));
        QTRY_VERIFY(title && title->isVisible());
        QVERIFY2(title->property("text").toString().contains(QStringLiteral("Union")),
                 qPrintable(title->property("text").toString()));
        QTest::qWait(200);
        shoot(QStringLiteral("battleboard-1-setup.png"));
        const QStringList setupCut = cutTexts(page);
        QVERIFY2(setupCut.isEmpty(), qPrintable(setupCut.join(QStringLiteral(", "))));
        click(page, QStringLiteral("confirmSetupButton"));
        QQuickItem *handOver = findItem(page, QStringLiteral("handOverScreen"));
        QTRY_VERIFY(handOver->isVisible());
        QVERIFY(!findItem(page, QStringLiteral("setupScreen"))->isVisible());
        QVERIFY(!findItem(page, QStringLiteral("boardView"))->isVisible());
        QTest::qWait(200);
        shoot(QStringLiteral("battleboard-2-handover.png"));
        click(page, QStringLiteral("handOverButton"));
        QTRY_VERIFY(title->property("text").toString().contains(QStringLiteral("Confederacy")));
        click(page, QStringLiteral("confirmSetupButton"));
        QTRY_VERIFY(desk->begun());
        QTRY_VERIFY(findItem(page, QStringLiteral("boardView"))->isVisible());

        // §4: the attacker has no cavalry; the defender's cavalry #6 moves into the middle.
        click(page, QStringLiteral("endHalfButton"));
        QTRY_VERIFY(desk->status().contains(QStringLiteral("Confederacy to act")));
        QTRY_VERIFY(findItem(page, QStringLiteral("unit_6")));
        click(page, QStringLiteral("unit_6"));
        QTRY_COMPARE(desk->selected(), 6);
        desk->clickPlace(QStringLiteral("middle:1"));
        QTRY_VERIFY(!desk->lastLines().isEmpty());
        QVERIFY2(desk->lastLines().join(' ').contains(QStringLiteral("§5.3")),
                 qPrintable(desk->lastLines().join(' ')));
        click(page, QStringLiteral("endHalfButton"));
        QTRY_VERIFY(desk->status().contains(QStringLiteral("artillery phase")));

        // §5.1: the artillery #0 fires 1 space at the cavalry in the middle; its roll is shown.
        click(page, QStringLiteral("unit_0"));
        QTRY_COMPARE(desk->selected(), 0);
        QTRY_VERIFY(desk->units()
                        ->data(desk->units()->index(6), herald::gui::BoardUnitModel::TargetRole)
                        .toBool());
        const int before = int(desk->log().size());
        click(page, QStringLiteral("unit_6"));
        QTRY_VERIFY(desk->log().size() > before);
        QVERIFY2(desk->lastLines().join(' ').contains(QStringLiteral("§5.1")),
                 qPrintable(desk->lastLines().join(' ')));
        QVERIFY(findItem(page, QStringLiteral("lastLines"))->isVisible());

        // The odds chart (§15.4) from the board as it stands.
        click(page, QStringLiteral("oddsButton"));
        QQuickItem *summary = findItem(page, QStringLiteral("oddsSummary"));
        QTRY_VERIFY(summary->isVisible());
        QVERIFY(summary->property("text").toString().contains(QStringLiteral("Union loses")));
        QVERIFY(findItem(page, QStringLiteral("attackerBar"))->isVisible());
        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-3-play.png"));
        const QStringList playCut = cutTexts(page);
        QVERIFY2(playCut.isEmpty(), qPrintable(playCut.join(QStringLiteral(", "))));

        // Undo takes the shot back: the log is as before and the last lines are gone.
        click(page, QStringLiteral("undoButton"));
        QTRY_COMPARE(int(desk->log().size()), before);
        QVERIFY(desk->lastLines().isEmpty());

        // §5.2.3: the infantry #1 charges the cavalry #6 in the middle; the defender is asked
        // and stands; the dice from the table (6+6 against 1+1) eliminate the cavalry.
        for (int half = 0; half < 2; ++half)
            click(page, QStringLiteral("endHalfButton"));
        QTRY_VERIFY(desk->status().contains(QStringLiteral("infantry phase")));
        click(page, QStringLiteral("chargeMode"));
        QTRY_COMPARE(desk->attackMode(), QStringLiteral("charge"));
        click(page, QStringLiteral("unit_1"));
        QTRY_COMPARE(desk->selected(), 1);
        click(page, QStringLiteral("unit_6"));
        QTRY_VERIFY(!desk->evadeQuestion().isEmpty());
        auto *evade = page->findChild<QObject *>(QStringLiteral("evadeDialog"));
        QVERIFY(evade);
        QTRY_VERIFY(evade->property("opened").toBool());
        QTest::qWait(200);
        shoot(QStringLiteral("battleboard-4-evade.png"));
        findItem(page, QStringLiteral("typedDiceField"))->setProperty("text", QString());
        desk->setTypedFaces(QStringLiteral("6 6 1 1"));
        auto *footer = evade->property("footer").value<QQuickItem *>();
        QVERIFY(footer);
        click(footer, QStringLiteral("standButton"));
        QTRY_VERIFY(desk->evadeQuestion().isEmpty());
        QTRY_VERIFY(desk->lastText().contains(QStringLiteral("§5.2")));
        QVERIFY2(desk->lastText().contains(QStringLiteral("eliminated")),
                 qPrintable(desk->lastText()));
        QVERIFY(desk->typedFaces().isEmpty());

        const QStringList warnings = m_window.takeWarnings();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    }

    // §2.1: a major battle's three columns, each side placed by §15.1, fit the page: every unit
    // inside its space, no label cut.
    void aMajorBattleFits()
    {
        QQuickItem *page = nullptr;
        QTRY_VERIFY(
            (page = findItem(m_window.window()->contentItem(), QStringLiteral("battleBoardPage"))));
        auto *desk = page->findChild<herald::gui::BattleBoardDesk *>();
        QVERIFY(
            desk->newBattle(QStringLiteral("Gettysburg"),
                            QStringLiteral("Union: 9 infantry, 3 cavalry, 3 artillery, 3 leaders"),
                            QStringLiteral("Confederacy: 9 infantry, 2 elite cavalry, 1 cavalry, "
                                           "3 artillery, 3 leaders")));
        QTRY_COMPARE(desk->battle(), QStringLiteral("Gettysburg"));
        QCOMPARE(desk->columns(), 3);
        click(page, QStringLiteral("autoSetupButton"));
        QTRY_VERIFY(findItem(page, QStringLiteral("handOverScreen"))->isVisible());
        click(page, QStringLiteral("handOverButton"));
        QTRY_VERIFY(findItem(page, QStringLiteral("autoSetupButton"))->isVisible());
        click(page, QStringLiteral("autoSetupButton"));
        QTRY_VERIFY(desk->begun());
        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-5-major.png"));
        QStringList outside;
        herald::test::forEachVisibleItem(page, [&outside](QQuickItem *item) {
            if (!item->objectName().startsWith(QLatin1String("unit_")))
                return true;
            QQuickItem *space = item->parentItem() ? item->parentItem()->parentItem() : nullptr;
            if (!space || !space->objectName().startsWith(QLatin1String("space_"))) {
                outside << item->objectName();
                return false;
            }
            const QRectF r =
                item->mapRectToItem(space, QRectF(0, 0, item->width(), item->height()));
            if (!QRectF(0, 0, space->width(), space->height()).contains(r))
                outside << item->objectName();
            return false;
        });
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QStringLiteral(", "))));
        const QStringList cut = cutTexts(page);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    }

    // §11, B-1: a battle made with the referee's own numbers (a table file no longer marked
    // a placeholder) shows no placeholder notice; an unreadable file is refused, naming it.
    void ownNumbersHideTheNotice()
    {
        QQuickItem *page =
            findItem(m_window.window()->contentItem(), QStringLiteral("battleBoardPage"));
        QVERIFY(page);
        auto *desk = page->findChild<herald::gui::BattleBoardDesk *>();
        QSignalSpy error(desk, &herald::gui::BattleBoardDesk::error);
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!desk->newBattle(QStringLiteral("Shiloh"), QStringLiteral("Union: 1 infantry"),
                                 QStringLiteral("Rebels: 1 infantry"),
                                 QUrl::fromLocalFile(missing)));
        QCOMPARE(error.count(), 1);
        QVERIFY(error.takeFirst().value(0).toString().contains(QStringLiteral("missing.json")));
        QFile bundled(
            QStringLiteral(HERALD_SOURCE_DIR "/resources/battleboard/cw_tactical_tables.json"));
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        QByteArray numbers = bundled.readAll();
        numbers.replace("\"placeholder\": true", "\"placeholder\": false");
        QFile own(dir.filePath(QStringLiteral("club.json")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write(numbers);
        own.close();
        QVERIFY(desk->newBattle(QStringLiteral("Shiloh"), QStringLiteral("Union: 1 infantry"),
                                QStringLiteral("Rebels: 1 infantry"),
                                QUrl::fromLocalFile(own.fileName())));
        QTRY_COMPARE(desk->battle(), QStringLiteral("Shiloh"));
        QVERIFY(!desk->placeholder());
        QTRY_VERIFY(!findItem(page, QStringLiteral("placeholderNotice"))->isVisible());
    }

    // Issue 21: a WarMaster engagement resolved on the board when both players agree: the
    // Battles page shows the armies the mapping makes (README-warmaster-mapping.md), makes the
    // board battle only once both sides agree, opens it on the Battle board page, lets Herald
    // resolve it (§15) and enters its outcome as the battle's result sheet (§6.1); undo takes
    // each step back.
    void aWarmasterBattleOnTheBoard()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("night.herald"));
        QCOMPARE(cli({QStringLiteral("new"), file}).exitCode, 0);
        const Run made =
            runScript(file, dir.filePath(QStringLiteral("night.txt")), demoFirstBattleScript());
        QVERIFY2(made.exitCode == 0, qPrintable(made.text()));
        // The campaign is switched through the Battles page's own back end; the page is then
        // made afresh for it.
        const int battlesPage = int(WindowFixture::PageNames.indexOf("battles"));
        QQuickItem *battles = m_window.showPage(battlesPage);
        QVERIFY(battles);
        auto *night = battles->findChild<herald::gui::CampaignForm *>();
        QVERIFY(night && night->campaign());
        herald::gui::CampaignController *campaign = night->campaign();
        QVERIFY(campaign->openPath(file));
        QTest::qWait(300);
        battles = m_window.showPage(battlesPage);
        QVERIFY(battles);
        QQuickItem *content = m_window.window()->contentItem();
        QTRY_VERIFY(findItem(battles, QStringLiteral("boardBattleButton")));
        QTRY_VERIFY(findItem(battles, QStringLiteral("boardBattleButton"))->isEnabled());
        click(battles, QStringLiteral("boardBattleButton"));
        auto *dialog = battles->findChild<QObject *>(QStringLiteral("boardBattleDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        auto *form = dialog->findChild<QObject *>(QStringLiteral("boardBattleForm"));
        QVERIFY(form);
        QTRY_COMPARE(form->property("armies").toList().size(), 2);
        const QString attacker =
            form->property("armies").toList().at(0).toMap().value("lines").toStringList().join(' ');
        QVERIFY2(attacker.contains(QStringLiteral("roster units make")) &&
                     attacker.contains(QStringLiteral("Generals: 1 active make 1 leader")),
                 qPrintable(attacker));
        QVERIFY(form->property("board").toString().isEmpty());

        // The referee's own mapping (README-warmaster-mapping.md): 2 infantry units a brigade
        // gives the defenders' 4 Bank Wardens 2 brigades; an unreadable file is named.
        form->setProperty("mappingFile",
                          QUrl::fromLocalFile(dir.filePath(QStringLiteral("missing.json"))));
        QTRY_VERIFY(form->property("problem").toString().contains(QStringLiteral("missing.json")));
        QVERIFY(form->property("armies").toList().isEmpty());
        QFile bundled(
            QStringLiteral(HERALD_SOURCE_DIR "/resources/battleboard/warmaster-mapping.json"));
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        QByteArray mapping = bundled.readAll();
        mapping.replace("\"infantry\": {\"unitsPerBrigade\": 3",
                        "\"infantry\": {\"unitsPerBrigade\": 2");
        QFile own(dir.filePath(QStringLiteral("mapping.json")));
        QVERIFY(own.open(QIODevice::WriteOnly) && own.write(mapping) == mapping.size());
        own.close();
        form->setProperty("mappingFile", QUrl::fromLocalFile(own.fileName()));
        QTRY_COMPARE(form->property("armies").toList().size(), 2);
        QVERIFY2(
            form->property("armies").toList().at(1).toMap().value("lines").toStringList().contains(
                QStringLiteral("Infantry: 4 roster units make 2 infantry brigade(s)")),
            qPrintable(
                form->property("armies").toList().at(1).toMap().value("lines").toStringList().join(
                    '|')));
        form->setProperty("mappingFile", QUrl());
        QTRY_VERIFY(form->property("problem").toString().isEmpty());

        // Nothing is made until both players agree.
        QQuickItem *make = findItem(content, QStringLiteral("makeBoardButton"));
        QVERIFY(make && !make->isEnabled());
        findItem(content, QStringLiteral("defendersAgree"))->setProperty("checked", true);
        QVERIFY(!make->isEnabled());
        findItem(content, QStringLiteral("attackersAgree"))->setProperty("checked", true);
        QTRY_VERIFY(make->isEnabled());
        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-6-warmaster-agree.png"));
        auto *dialogItem = dialog->property("contentItem").value<QQuickItem *>();
        QVERIFY(dialogItem);
        const QStringList agreeCut = cutTexts(dialogItem);
        QVERIFY2(agreeCut.isEmpty(), qPrintable(agreeCut.join(QStringLiteral(", "))));
        click(content, QStringLiteral("makeBoardButton"));
        QTRY_COMPARE(form->property("board").toString(), QStringLiteral("Battle 1 on the board"));
        QVERIFY(form->property("stage").toString().contains(QStringLiteral("§3")));

        // The Battle board page over the dialog, on the battle just made.
        click(content, QStringLiteral("playOnBoardButton"));
        QQuickItem *boardPage = nullptr;
        QTRY_VERIFY((boardPage = findItem(content, QStringLiteral("battleBoardPage"))) &&
                    boardPage->isVisible());
        auto *boardDesk = boardPage->findChild<herald::gui::BattleBoardDesk *>();
        QVERIFY(boardDesk);
        QTRY_COMPARE(boardDesk->battle(), QStringLiteral("Battle 1 on the board"));
        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-7-warmaster-board.png"));
        click(content, QStringLiteral("backToBattleButton"));

        // §15: Herald plays it out; the sheet it gives is shown, then entered as the result.
        click(content, QStringLiteral("autoResolveButton"));
        QTRY_VERIFY(form->property("finished").toBool());
        const QStringList sheet = form->property("sheetLines").toStringList();
        QCOMPARE(sheet.size(), 3);
        QVERIFY2(sheet.at(0).contains(QStringLiteral("roster units destroyed")),
                 qPrintable(sheet.join('\n')));
        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-8-warmaster-over.png"));
        const QStringList overCut = cutTexts(dialogItem);
        QVERIFY2(overCut.isEmpty(), qPrintable(overCut.join(QStringLiteral(", "))));
        auto *footer = dialog->property("footer").value<QQuickItem *>();
        QVERIFY(footer);
        click(footer, QStringLiteral("enterBoardResultButton"));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QQuickItem *result = findItem(battles, QStringLiteral("briefResult"));
        QTRY_VERIFY(result && result->isVisible());

        QTest::qWait(300);
        shoot(QStringLiteral("battleboard-9-warmaster-result.png"));

        // Undo: the result; the dialog, opened again, finds the board battle over; then the
        // resolution, then the board battle itself.
        campaign->undo();
        QTRY_VERIFY(!findItem(battles, QStringLiteral("briefResult"))->isVisible());
        click(battles, QStringLiteral("boardBattleButton"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTRY_VERIFY(form->property("finished").toBool());
        campaign->undo();
        QTRY_VERIFY(!form->property("finished").toBool());
        QCOMPARE(form->property("board").toString(), QStringLiteral("Battle 1 on the board"));
        campaign->undo();
        QTRY_VERIFY(form->property("board").toString().isEmpty());
        click(footer, QStringLiteral("closeBoardDialogButton"));
        QTRY_VERIFY(!dialog->property("visible").toBool());

        const QStringList warnings = m_window.takeWarnings();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    }
};

QTEST_MAIN(TestBattleBoardPage)
#include "tst_battleboardpage.moc"
