// The Map page's C++ back ends without a page (issue 16): each is given the demo campaign and
// reads it through app/services; the legend keys the demo's nations even when painted on
// another thread (the threaded scene graph's render thread, issue 15); the view and the area
// form reload only when what they show changed, and the view's info line follows an edit; the
// month overlay (issue 17) follows the month's orders, draws a supply path on request, and the
// legend lists its symbols while it is on.
#include "app/maprender/changedhexes.h"
#include "app/services/democampaign.h"
#include "app/services/map/mapqueries.h"
#include "app/services/warmaster/calendarstatus.h"
#include "areaform.h"
#include "maplegend.h"
#include "mapview.h"
#include "shellfixture.h"

#include <QImage>
#include <QPainter>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include <thread>

using namespace herald;
using namespace herald::warmaster;

class TestMapBackends : public QObject
{
    Q_OBJECT

private:
    test::ShellFixture m_fixture;

    gui::CampaignController &campaign() { return m_fixture.shell().campaign(); }
    [[nodiscard]] StrategicMap demoMap() { return app::maps::strategicMap(campaign().service()); }
    /// A land area of the demo map with a name.
    [[nodiscard]] Area namedLandArea()
    {
        const StrategicMap m = demoMap();
        const auto it = std::find_if(m.areas.begin(), m.areas.end(),
                                     [](const Area &a) { return a.isLand() && !a.name.isEmpty(); });
        return it == m.areas.end() ? Area{} : *it;
    }
    bool rollDice()
    {
        return m_fixture.run(QStringLiteral("dice.roll"),
                             {{QStringLiteral("expression"), QStringLiteral("d6")}});
    }
    [[nodiscard]] CampaignStep step()
    {
        return app::campaignDate(campaign().service()).value_or(CampaignDate{}).step;
    }
    /// Finishes steps, confirming the paper work, until the campaign stands at `target`.
    bool walkTo(CampaignStep target)
    {
        for (int guard = 0; guard < 40 && step() != target; ++guard) {
            if (!m_fixture.run(QStringLiteral("calendar.next"),
                               {{QStringLiteral("confirmedByHand"), true}}))
                return false;
        }
        return step() == target;
    }
    bool rename(const Area &area, const QString &name)
    {
        return m_fixture.run(QStringLiteral("area.set"),
                             {{QStringLiteral("hex"), area.id()}, {QStringLiteral("name"), name}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fixture.start(QStringLiteral("Map back ends")));
        db::FileError error;
        const QString demo =
            app::ensureDemoCampaign(m_fixture.filePath(QStringLiteral("demo")), &error);
        QVERIFY2(!demo.isEmpty(), qPrintable(error.message));
        QVERIFY(campaign().openPath(demo));
        QVERIFY(demoMap().areas.size() > 100);
    }
    void cleanupTestCase() { m_fixture.stop(); }

    // Issue 15: the legend read the database in paint(), which the threaded render loop calls
    // on its own thread, where the campaign's connection gives nothing: no nations' key. Painted
    // here on another thread, each of the demo's nations has its swatch.
    void legendKeysTheDemoNationsFromAnotherThread()
    {
        const std::vector<Nation> nations = app::maps::mapNations(campaign().service());
        QVERIFY(nations.size() >= 2);
        mapui::MapLegend legend;
        legend.setSize(QSizeF(1000, 60));
        legend.setCampaign(&campaign());
        QVERIFY(legend.implicitHeight() > 20);
        QImage image(1000, int(legend.implicitHeight()), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        std::thread renderThread([&] {
            QPainter painter(&image);
            legend.paint(&painter);
        });
        renderThread.join();
        for (const Nation &nation : nations) {
            bool found = false;
            for (int y = 0; y < image.height() && !found; ++y) {
                for (int x = 0; x < image.width() && !found; ++x)
                    found = image.pixelColor(x, y) == QColor(nation.colour);
            }
            QVERIFY2(found, qPrintable(nation.name));
        }
    }

    // Issue 16: a dice roll or a new player leaves the map alone; an area edit reloads it.
    void viewReloadsOnlyWhenWhatItDrawsChanged()
    {
        mapui::MapView view;
        view.setCampaign(&campaign());
        QCOMPARE(view.areaCount(), int(demoMap().areas.size()));
        QSignalSpy reloads(&view, &mapui::MapView::mapChanged);
        QVERIFY(rollDice());
        QVERIFY(m_fixture.run(QStringLiteral("player.add"),
                              {{QStringLiteral("name"), QStringLiteral("Grace")}}));
        QCOMPARE(reloads.count(), 0);
        QVERIFY(rename(namedLandArea(), QStringLiteral("Edited once")));
        QCOMPARE(reloads.count(), 1);
    }

    // Issue 15: the info line describes the hex under the mouse as it is after an edit, without
    // the mouse moving; it empties when the mouse leaves the view.
    void hoverTextFollowsAnEdit()
    {
        QQuickWindow window;
        window.resize(800, 600);
        mapui::MapView view(window.contentItem());
        view.setSize(QSizeF(600, 600));
        view.setCampaign(&campaign());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const Area area = namedLandArea();
        view.setHexSize(40);
        // Put the area's centre under the point the mouse goes to.
        const QPointF target(300, 300);
        const QPointF centre = maprender::MapRenderer::viewportAt(40, {}).layout().centre(area.hex);
        view.setOffset(centre - target);
        QCOMPARE(view.hexAt(target), area.id());
        QTest::mouseMove(&window, target.toPoint());
        QTRY_VERIFY(view.hoverText().contains(area.name));
        QVERIFY(rename(area, QStringLiteral("Renamed under the mouse")));
        QVERIFY(view.hoverText().contains(QStringLiteral("Renamed under the mouse")));
        QTest::mouseMove(&window, QPoint(700, 300)); // beside the view
        QTRY_VERIFY(view.hoverText().isEmpty());
    }

    // The area form reads its area through the services and reloads on area changes only; a
    // submit with nothing changed is refused before any command runs.
    void areaFormFollowsItsArea()
    {
        const Area area = namedLandArea();
        mapui::AreaForm form;
        form.setCampaign(&campaign());
        form.setHex(area.id());
        QVERIFY(form.exists());
        QCOMPARE(form.property("name").toString(), area.name);
        QSignalSpy loaded(&form, &mapui::AreaForm::loaded);
        QVERIFY(rollDice());
        QCOMPARE(loaded.count(), 0);
        QVERIFY(rename(area, QStringLiteral("Edited twice")));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(form.property("name").toString(), QStringLiteral("Edited twice"));
        QSignalSpy errors(&form, &gui::CampaignForm::error);
        const int history = campaign().historyCount();
        form.submit();
        QCOMPARE(errors.count(), 1);
        QCOMPARE(campaign().historyCount(), history);
    }

    // The view redraws around the hexes that changed, and everything when what changed is
    // named from every area (a nation's colour).
    void changedHexes()
    {
        const StrategicMap before = demoMap();
        const auto unchanged = maprender::changedHexes(before, before);
        QVERIFY(unchanged && unchanged->isEmpty());
        StrategicMap renamed = before;
        renamed.areas[3].name = QStringLiteral("Elsewhere");
        const auto one = maprender::changedHexes(before, renamed);
        QVERIFY(one && *one == QList<map::Hex>{before.areas[3].hex});
        // A river along a side between two areas that had nothing marked there.
        std::optional<map::Hexside> side;
        for (std::size_t i = 0; i < before.areas.size() && !side; ++i) {
            for (const map::Direction d : map::allDirections) {
                const map::Hexside candidate(before.areas[i].hex, d);
                const auto a = before.areaAt(candidate.first());
                const auto b = before.areaAt(candidate.second());
                if (a && b && !before.boundaryBetween(*a, *b)) {
                    side = candidate;
                    break;
                }
            }
        }
        QVERIFY(side);
        QHash<map::Hexside, BoundaryMark> marks;
        for (const BoundaryMark &mark : before.boundaryMarks())
            marks.insert(mark.side, mark);
        marks.insert(*side, BoundaryMark{*side, true, std::nullopt, CrossingFeature::None});
        StrategicMap river = before;
        river.resolveBoundaries(marks);
        const auto two = maprender::changedHexes(before, river);
        QVERIFY(two && two->size() == 2 && two->contains(side->first()) &&
                two->contains(side->second()));
        StrategicMap recoloured = before;
        recoloured.nations[0].colour = QStringLiteral("#123456");
        QVERIFY(!maprender::changedHexes(before, recoloured));
    }

    /// Issue 17: a new campaign on the demo map with Veyra's army in Carrow, at month 1's M-1.
    /// The overlay reads the month when turned on, redraws when an order is written, not on a
    /// dice roll; the supply path of the selected area's army is drawn on request and said in
    /// words (§4.5); the legend grows by the overlay's symbols.
    void monthOverlayFollowsTheMonth()
    {
        QVERIFY(campaign().newCampaign(
            QUrl::fromLocalFile(m_fixture.filePath(QStringLiteral("month.herald"))),
            QStringLiteral("Month overlay")));
        QVERIFY(m_fixture.run(QStringLiteral("map.importDemo"), {}));
        const QStringList nations = app::maps::nationNames(campaign().service());
        for (const QString &nation : nations)
            QVERIFY(m_fixture.run(
                QStringLiteral("nation.edit"),
                {{QStringLiteral("nation"), nation},
                 {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}));
        QVERIFY(walkTo(CampaignStep::PlaceArmies));
        QVERIFY(m_fixture.run(QStringLiteral("character.buy"),
                              {{QStringLiteral("nation"), nations.first()},
                               {QStringLiteral("entry"), QStringLiteral("Marshal")},
                               {QStringLiteral("name"), QStringLiteral("Duke Aldric")}}));
        QVERIFY(m_fixture.run(QStringLiteral("army.place"),
                              {{QStringLiteral("nation"), nations.first()},
                               {QStringLiteral("name"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("general"), QStringLiteral("Duke Aldric")},
                               {QStringLiteral("area"), QStringLiteral("0407")}}));
        QVERIFY(walkTo(CampaignStep::StartOfTurn));
        for (const QString &nation : nations)
            QVERIFY(m_fixture.run(
                QStringLiteral("attendance.set"),
                {{QStringLiteral("nation"), nation}, {QStringLiteral("present"), true}}));
        QVERIFY(walkTo(CampaignStep::WriteOrders));

        mapui::MapView view;
        view.setCampaign(&campaign());
        QSignalSpy changed(&view, &mapui::MapView::overlayChanged);
        view.setMonthOverlay(true);
        QCOMPARE(view.overlay().turn, 1);
        QVERIFY(view.overlay().moves.empty());
        changed.clear();
        QVERIFY(m_fixture.run(QStringLiteral("orders.set"),
                              {{QStringLiteral("army"), QStringLiteral("Host of the Crown")},
                               {QStringLiteral("kind"), QStringLiteral("move")},
                               {QStringLiteral("destination"), QStringLiteral("0508")}}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(view.overlay().moves.size(), std::size_t(1));
        QCOMPARE(view.overlay().moves[0].to, *map::Hex::fromXXYY(u"0508"));
        QCOMPARE(view.overlay().moves[0].outcome, MoveOutcome::Ordered);
        changed.clear();
        QVERIFY(rollDice());
        QCOMPARE(changed.count(), 0);

        view.setSelectedHex(QStringLiteral("0407"));
        QCOMPARE(view.selectedArmies(), QStringLiteral("Host of the Crown"));
        view.setSupplyPathShown(true);
        QCOMPARE(view.overlay().supplyPaths.size(), std::size_t(1));
        QCOMPARE(view.overlay().supplyPaths[0].first(), *map::Hex::fromXXYY(u"0407"));
        QVERIFY2(view.supplyNote().startsWith(QStringLiteral("Host of the Crown: §4.5")),
                 qPrintable(view.supplyNote()));
        view.setSelectedHex(QStringLiteral("0408"));
        QVERIFY(view.overlay().supplyPaths.empty());
        QVERIFY(view.supplyNote().isEmpty());

        mapui::MapLegend legend;
        legend.setSize(QSizeF(1000, 60));
        legend.setCampaign(&campaign());
        const double plain = legend.implicitHeight();
        legend.setMonthOverlay(true);
        QVERIFY2(legend.implicitHeight() > plain + 20,
                 qPrintable(QStringLiteral("%1 -> %2").arg(plain).arg(legend.implicitHeight())));
    }
};

QTEST_MAIN(TestMapBackends)
#include "tst_ui_map_backends.moc"
