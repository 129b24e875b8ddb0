// The Lesser Races page in Herald's window at 1280 x 800, off screen (issue 18, §7.7, §7.8): the
// demo campaign at its first battle's M-3 (made with herald-cli's scripts) with two lesser races,
// the Marsh Goblins in box 2 with two Mirefolk markers. The tracks are drawn as boxes; the
// pick-up round is drawn and picked (I-72: the first picker leads the goblins with A, the second
// answers with B); the goblins win the game, so they move to box 3 and their leader gains a
// marker (I-73, I-74); undo puts them back. Pictures go where HERALD_SCREENSHOT_DIR says, else into
// the test's own temporary folder.
#include "../../cli/clirun.h"
#include "app/gui/shell.h"
#include "mainwindow.h"
#include "qml/LesserRaces/lesserracesform.h"
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

namespace {

const QString goblins = QStringLiteral("Marsh Goblin Tribes (sample)");

/// The race's row of the form, by name.
QVariantMap raceOf(const herald::lesser::LesserRacesForm &form, const QString &name)
{
    for (const QVariant &race : form.races()) {
        if (race.toMap().value(QStringLiteral("race")).toString() == name)
            return race.toMap();
    }
    return {};
}

int markersOf(const QVariantMap &race, const QString &nation)
{
    for (const QVariant &marker : race.value(QStringLiteral("markers")).toList()) {
        if (marker.toMap().value(QStringLiteral("nation")).toString() == nation)
            return marker.toMap().value(QStringLiteral("count")).toInt();
    }
    return 0;
}

} // namespace

class TestLesserRacesPage : public QObject
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
        const QString file = m_dir.filePath(QStringLiteral("lesser.herald"));
        // A fixed seed: the picking order below is the dice's, and Mirefolk must pick first (a
        // player without the most markers would need Mirefolk's consent, I-74).
        QCOMPARE(cli({"new", file, "--seed", "1"}).exitCode, 0);
        const Run made =
            runScript(file, m_dir.filePath(QStringLiteral("lesser.txt")),
                      demoFirstBattleScript() +
                          "lesser add sample-marsh-goblins\n"
                          "lesser add sample-ash-waste-raiders\n"
                          "lesser adjust sample-marsh-goblins --box 2 --nation \"Mirefolk Tribes\" "
                          "--markers 2\n");
        QVERIFY2(made.exitCode == 0, made.text().toUtf8().constData());
        m_shell = std::make_unique<herald::gui::Shell>();
        QVERIFY(m_shell->campaign().openPath(file));
    }
    void cleanupTestCase() { m_shell.reset(); }

    void tracksAndRound();
    void independentArmy();
};

void TestLesserRacesPage::tracksAndRound()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY2(window, "Herald's window did not load, show or become ready at 1280 x 800");
    window->setProperty("currentPage", 6);
    QCOMPARE(window->property("currentPageName").toString(), QStringLiteral("lesser-races"));
    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findItem(window->contentItem(), QStringLiteral("lesserRacesPage"))) != nullptr,
        10000);
    auto *form = page->findChild<herald::lesser::LesserRacesForm *>();
    QVERIFY(form);
    QCOMPARE(form->races().size(), 2);
    QCOMPARE(form->racesInPlay(), 2); // §2.18: four countries less two
    // The goblins' token stands in box 2 of the picture.
    QQuickItem *box = nullptr;
    QTRY_VERIFY((box = findItem(page, QStringLiteral("raceBox_") + goblins)) != nullptr);
    QCOMPARE(raceOf(*form, goblins).value(QStringLiteral("boxIndex")).toInt(), 2);
    QCOMPARE(markersOf(raceOf(*form, goblins), QStringLiteral("Mirefolk Tribes")), 2);

    // §7.7.3: the order is drawn; Mirefolk leads the goblins (A), the Ash Riders go out (B):
    // one game, the race against the national army (I-72).
    QVERIFY(
        QMetaObject::invokeMethod(findItem(page, QStringLiteral("drawOrderButton")), "clicked"));
    QTRY_COMPARE(form->round().value(QStringLiteral("order")).toList().size(), 2);
    const QStringList order = form->round().value(QStringLiteral("order")).toStringList();
    const QString leader = order.value(0);
    const QString army = order.value(1);
    QCOMPARE(leader, QStringLiteral("Mirefolk Tribes"));
    QVERIFY2(form->pick(leader, QStringLiteral("A"), goblins),
             qPrintable(m_shell->campaign().lastError()));
    QVERIFY(form->pick(army, QStringLiteral("B"), QString()));
    const int leaderMarkers = markersOf(raceOf(*form, goblins), leader);
    const QVariantList games = form->round().value(QStringLiteral("games")).toList();
    QCOMPARE(games.size(), 1);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/lesser-1-round.png"));

    // I-73, I-74: the goblins win: box 2 -> 3, and a marker for their leader. 150 VP for the
    // beaten national army: 150 / 200 = 0 experience (§2.15).
    const int history = m_shell->campaign().historyCount();
    QVERIFY(form->enterResult(1, goblins, army, 150));
    QCOMPARE(m_shell->campaign().historyCount(), history + 1);
    QCOMPARE(raceOf(*form, goblins).value(QStringLiteral("boxIndex")).toInt(), 3);
    QCOMPARE(markersOf(raceOf(*form, goblins), leader), leaderMarkers + 1);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/lesser-2-result.png"));
    m_shell->campaign().undo();
    QTRY_COMPARE(raceOf(*form, goblins).value(QStringLiteral("boxIndex")).toInt(), 2);
    QCOMPARE(markersOf(raceOf(*form, goblins), leader), leaderMarkers);
}

// §7.7.6: the goblins win in box 3 and become Independent; the page offers to place their army,
// then shows where it stands and who orders it (I-75: their leader, Mirefolk); an army that
// meets it at M-3 is offered a battle or forcing it back.
void TestLesserRacesPage::independentArmy()
{
    QQmlApplicationEngine engine;
    QQuickWindow *window = herald::test::openMainWindow(engine);
    QVERIFY(window);
    window->setProperty("currentPage", 6);
    QQuickItem *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (page = findItem(window->contentItem(), QStringLiteral("lesserRacesPage"))) != nullptr,
        10000);
    auto *form = page->findChild<herald::lesser::LesserRacesForm *>();
    QVERIFY(form);
    auto &campaign = m_shell->campaign();
    QVERIFY(campaign.execute(
        QStringLiteral("lesser.adjust"),
        {{QStringLiteral("race"), goblins}, {QStringLiteral("box"), QStringLiteral("3")}}));
    const QString army = form->round().value(QStringLiteral("order")).toStringList().value(1);
    QVERIFY2(form->enterResult(1, goblins, army, 150), qPrintable(campaign.lastError()));
    QTRY_COMPARE(form->independents().size(), 1);
    QVERIFY(!form->independents().at(0).toMap().value(QStringLiteral("placed")).toBool());
    QQuickItem *place = nullptr;
    QTRY_VERIFY((place = findItem(page, QStringLiteral("independentAction_") + goblins)) !=
                nullptr);
    QCOMPARE(place->property("text").toString(), QStringLiteral("Place"));
    // 0309 Ashby: two areas from the nearest town (§7.7.6 with independentPlacementGap 1).
    QVERIFY2(form->placeArmy(goblins, QStringLiteral("0309")), qPrintable(campaign.lastError()));
    const QVariantMap placed = form->independents().at(0).toMap();
    QVERIFY(placed.value(QStringLiteral("placed")).toBool());
    QCOMPARE(placed.value(QStringLiteral("controller")).toString(),
             QStringLiteral("Mirefolk Tribes"));
    // The list is rebuilt: the button is found again.
    QTRY_VERIFY((place = findItem(page, QStringLiteral("independentAction_") + goblins)) !=
                    nullptr &&
                place->property("text").toString() == QStringLiteral("Move there"));
    // The referee's map shows the army where it stands.
    window->setProperty("currentPage", 1);
    QTest::qWait(300);
    window->grabWindow().save(m_shots + QStringLiteral("/lesser-4-map.png"));
    window->setProperty("currentPage", 6);

    // The Host of the Crown stands there too (written straight into the file here, then renamed
    // by a command so the page reloads): the contact waits for its player's answer.
    QSqlQuery q(campaign.service().file()->database());
    QVERIFY(q.exec(QStringLiteral("UPDATE army SET area = '0309' WHERE name = 'Host of the "
                                  "Crown'")));
    QVERIFY2(campaign.execute(QStringLiteral("army.rename"),
                              {{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("name"), QStringLiteral("Crown Host")}}),
             qPrintable(campaign.lastError()));
    QTRY_COMPARE(form->contacts().size(), 1);
    QTRY_VERIFY(findItem(page, QStringLiteral("forceBack_Crown Host")) != nullptr);
    QTest::qWait(200);
    window->grabWindow().save(m_shots + QStringLiteral("/lesser-3-independent.png"));
    QVERIFY2(form->meet(goblins, QStringLiteral("Crown Host"), QStringLiteral("battle"), QString()),
             qPrintable(campaign.lastError()));
    QTRY_COMPARE(form->contacts().size(), 0);
}

QTEST_MAIN(TestLesserRacesPage)
#include "tst_lesserracespage.moc"
