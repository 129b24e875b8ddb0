// The hex game page's back end (issue 20) on a campaign of its own, without a window: in a
// Black Eagle combat phase the referee's clicks name two goblins as attackers and Goblin
// Crushers as the defender; the die thrown back (AR, 2.5) makes both goblins retreat, the
// second one first because it was clicked first (R4, R5); the Crushers advance (9.3).
#include "app/gui/campaigncontroller.h"
#include "app/services/campaignservice.h"
#include "db/campaignfile.h"
#include "db/hexwar/gamestore.h"
#include "db/hexwar/statejson.h"
#include "qml/HexGame/hexgamedesk.h"
#include "testhome.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using herald::gui::HexGameDesk;

class TestHexGameDesk : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    herald::app::CampaignService m_service;
    std::unique_ptr<herald::gui::CampaignController> m_controller;

    [[nodiscard]] QString unitHex(const QString &id) const
    {
        const auto g = herald::db::hexwar::game(m_service.file()->database(), "Goblin war");
        const auto *u = g ? g->state.unit(id) : nullptr;
        return u && u->hex ? u->hex->toXXYY() : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        m_controller = std::make_unique<herald::gui::CampaignController>(m_service);
        auto &c = *m_controller;
        QVERIFY(c.newCampaign(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("hex.herald"))),
                              QStringLiteral("Hex desk test")));
        QVERIFY(c.execute(QStringLiteral("hexgame.new"),
                          {{QStringLiteral("name"), QStringLiteral("Goblin war")}}));
        // The position of the test, written as a fixture: two goblins either side of Goblin
        // Crushers in clear country, the Black Eagle combat phase of game turn 1.
        auto g = herald::db::hexwar::game(m_service.file()->database(), "Goblin war");
        QVERIFY(g);
        for (const auto &[id, hex] :
             {std::pair{"B3", "1826"}, std::pair{"B4", "1828"}, std::pair{"K4", "1827"},
              std::pair{"K2", "1629"}, std::pair{"K10", "1920"}, std::pair{"K11", "3922"},
              std::pair{"K12", "3923"}}) {
            auto *u = g->state.unit(QString::fromLatin1(id));
            u->hex = herald::map::Hex::fromXXYY(QString::fromLatin1(hex));
            u->state = herald::hexwar::UnitState::Full;
        }
        g->state.phase = herald::hexwar::Phase::Combat;
        QSqlQuery q(m_service.file()->database());
        q.prepare(QStringLiteral("UPDATE hexgame SET state = ?"));
        q.addBindValue(QString::fromUtf8(
            QJsonDocument(herald::db::hexwar::stateToJson(g->state, g->map.grid()))
                .toJson(QJsonDocument::Compact)));
        QVERIFY(q.exec());
    }
    void cleanupTestCase() { m_controller.reset(); }

    void clicksMakeTheAttackTheRetreatsAndTheAdvance()
    {
        HexGameDesk desk;
        desk.setCampaign(m_controller.get());
        QVERIFY(desk.hasGame());
        QSignalSpy defender(&desk, &HexGameDesk::defenderChosen);
        desk.clickHex(QStringLiteral("1826"));
        desk.clickHex(QStringLiteral("1828"));
        QCOMPARE(desk.attackers(), (QStringList{"B3", "B4"}));
        desk.clickHex(QStringLiteral("1826")); // a second click takes a unit out again
        desk.clickHex(QStringLiteral("1826"));
        desk.clickHex(QStringLiteral("1827"));
        QCOMPARE(defender.size(), 1);
        QCOMPARE(defender.first().first().toString(), QStringLiteral("K4"));
        // 1 + 1 against 6: -4, column -1 (8.2); the dialog shows it before the roll.
        QVERIFY2(desk.oddsText(QStringLiteral("K4")).contains(QStringLiteral("column -1")),
                 qPrintable(desk.oddsText(QStringLiteral("K4"))));
        QVERIFY(desk.attack(QStringLiteral("K4"), 4));
        QVERIFY2(desk.lastCombatText().contains(QStringLiteral("AR")),
                 qPrintable(desk.lastCombatText()));
        QVERIFY2(desk.prompt().contains(QStringLiteral("order")), qPrintable(desk.prompt()));

        // The owner sends Kloss-Lunk (B4) back first, then Jaggadah (B3).
        desk.clickHex(QStringLiteral("1828"));
        QCOMPARE(desk.selected(), QStringLiteral("B4"));
        desk.clickHex(QStringLiteral("1829"));
        QCOMPARE(unitHex(QStringLiteral("B4")), QStringLiteral("1829"));
        desk.clickHex(QStringLiteral("1825"));
        QCOMPARE(unitHex(QStringLiteral("B3")), QStringLiteral("1825"));

        // 9.3: Goblin Crushers advance into a hex a goblin left.
        QVERIFY(desk.advanceOpen());
        desk.clickHex(QStringLiteral("1827"));
        QCOMPARE(desk.selected(), QStringLiteral("K4"));
        desk.clickHex(QStringLiteral("1826"));
        QCOMPARE(unitHex(QStringLiteral("K4")), QStringLiteral("1826"));
        QVERIFY(!desk.advanceOpen());
    }

    // The scanned map kept with a game (hexgame.underlay) is shown with that game only: it comes
    // and goes as the referee switches games; a file that is no image is refused, naming it.
    void theScannedMapFollowsTheGameShown()
    {
        QVERIFY(m_controller->execute(QStringLiteral("hexgame.new"),
                                      {{QStringLiteral("name"), QStringLiteral("Quiet game")}}));
        HexGameDesk desk;
        desk.setCampaign(m_controller.get());
        const int goblins = int(desk.games().indexOf(QStringLiteral("Goblin war")));
        const int quiet = int(desk.games().indexOf(QStringLiteral("Quiet game")));
        desk.setCurrentGame(goblins);
        QVERIFY(!desk.hasUnderlay());

        QImage scan(60, 40, QImage::Format_RGB32);
        scan.fill(Qt::darkYellow);
        const QString scanFile = m_dir.filePath(QStringLiteral("scan.png"));
        QVERIFY(scan.save(scanFile));
        QVERIFY(desk.setUnderlay(QUrl::fromLocalFile(scanFile)));
        QVERIFY(desk.hasUnderlay());
        QCOMPARE(desk.underlayImage().size(), QSize(60, 40));
        QVERIFY(desk.setUnderlayOpacity(0.7));
        QCOMPARE(desk.underlayOpacity(), 0.7);

        desk.setCurrentGame(quiet);
        QVERIFY(!desk.hasUnderlay());
        QCOMPARE(desk.underlayOpacity(), 0.3);
        desk.setCurrentGame(goblins);
        QVERIFY(desk.hasUnderlay());
        QCOMPARE(desk.underlayOpacity(), 0.7);

        const QString notes = m_dir.filePath(QStringLiteral("notes.png"));
        QFile text(notes);
        QVERIFY(text.open(QIODevice::WriteOnly) && text.write("not a picture") > 0);
        text.close();
        QSignalSpy error(&desk, &HexGameDesk::error);
        QVERIFY(!desk.setUnderlay(QUrl::fromLocalFile(notes)));
        QCOMPARE(error.size(), 1);
        QVERIFY2(error.first().first().toString().contains(notes),
                 qPrintable(error.first().first().toString()));
        QCOMPARE(desk.underlayImage().size(), QSize(60, 40));

        QVERIFY(desk.clearUnderlay());
        QVERIFY(!desk.hasUnderlay());
        m_controller->undo();
        QVERIFY(desk.hasUnderlay());
    }
};

QTEST_GUILESS_MAIN(TestHexGameDesk)
#include "tst_hexgamedesk.moc"
