import QtQuick
import QtQuick.Controls
import QtTest
import Herald.Backend
import Herald.TestSupport

Item {
    id: host
    width: 1280
    height: 800

    property var page: null

    TestCase {
        name: "MapPage"
        when: windowShown

        function findChild(item, objectName) {
            if (!item)
                return null
            if (item.objectName === objectName)
                return item
            const children = item.children !== undefined ? item.children : []
            for (let i = 0; i < children.length; ++i) {
                const found = findChild(children[i], objectName)
                if (found)
                    return found
            }
            if (item.contentItem && item.contentItem !== item)
                return findChild(item.contentItem, objectName)
            return null
        }

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Herald/Map/MapPage.qml")
            compare(component.status, Component.Ready, component.errorString())
            host.page = component.createObject(host, { width: host.width, height: host.height })
            verify(host.page)
        }

        // §1.3: the demo's areas are on screen, drawn by the painter renderer.
        function test_mapIsShown() {
            const view = findChild(host.page, "mapView")
            verify(view)
            verify(view.areaCount > 100)
            tryVerify(() => view.width > 0 && view.height > 0)
            const image = grabImage(view)
            // Not a blank item: a sea pixel and a land pixel differ somewhere in the middle row.
            let differs = false
            for (let x = 10; x < view.width - 10 && !differs; x += 7)
                differs = !Qt.colorEqual(image.pixel(x, view.height / 2), image.pixel(10, view.height / 2))
            verify(differs)
        }

        // Selecting an area, renaming it in the form and applying is one undoable command.
        function test_renameThroughTheForm() {
            const view = findChild(host.page, "mapView")
            view.selectedHex = "0212"
            const field = findChild(host.page, "areaName")
            tryVerify(() => field.visible)
            const before = CampaignController.historyCount
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            keySequence("Q")
            keyClick(Qt.Key_Return)
            tryCompare(CampaignController, "historyCount", before + 1)
            verify(CampaignController.latestSummary.indexOf("0212") >= 0)
            CampaignController.undo()
            verify(CampaignController.canRedo)
        }

        // Issue 15: a refusal stays until the next action (here another selection), then goes.
        function test_staleErrorClearsAtTheNextAction() {
            const view = findChild(host.page, "mapView")
            view.selectedHex = "0212"
            const apply = findChild(host.page, "areaApply")
            tryVerify(() => apply.visible)
            waitForRendering(apply) // the scrolling form is laid out before the click
            const message = findChild(host.page, "mapMessage")
            mouseClick(apply) // nothing changed: refused before any command
            tryVerify(() => message.visible && message.isError)
            verify(message.text.indexOf("0212") >= 0)
            if (Screenshots.folder.length > 0)
                grabImage(host).save(Screenshots.pathOf("map-refusal.png"))
            view.selectedHex = ""
            verify(!message.visible)
        }

        // A brush stroke over several hexes is one command.
        function test_brushStrokeIsOneCommand() {
            const view = findChild(host.page, "mapView")
            view.tool = 1 // Paint
            view.brushTerrain = "hills"
            view.fitToView()
            const before = CampaignController.historyCount
            mousePress(view, view.width / 2, view.height / 2)
            for (let i = 1; i <= 8; ++i)
                mouseMove(view, view.width / 2 + i * 6, view.height / 2 + i * 3)
            mouseRelease(view, view.width / 2 + 48, view.height / 2 + 24)
            tryCompare(CampaignController, "historyCount", before + 1)
            verify(CampaignController.latestSummary.indexOf("Hills") >= 0)
            view.tool = 0
        }

        // A river drawn and then cleared with the river tool's erase toggle: one command each.
        function test_riverDrawnAndCleared() {
            const view = findChild(host.page, "mapView")
            view.fitToView()
            view.tool = 3 // River
            const drag = () => {
                mousePress(view, view.width / 2, view.height / 2)
                for (let i = 1; i <= 6; ++i)
                    mouseMove(view, view.width / 2 + i * 8, view.height / 2)
                mouseRelease(view, view.width / 2 + 48, view.height / 2)
            }
            // Cleared first, so that drawing it changes the map whatever the demo has there.
            view.riverErase = true
            drag()
            view.riverErase = false
            let before = CampaignController.historyCount
            drag()
            tryCompare(CampaignController, "historyCount", before + 1)
            verify(CampaignController.latestSummary.indexOf("major river") >= 0)
            const toggle = findChild(host.page, "riverErase")
            toggle.toggle() // the page's "Clear river" check box
            toggle.toggled()
            verify(view.riverErase)
            before = CampaignController.historyCount
            drag()
            tryCompare(CampaignController, "historyCount", before + 1)
            verify(CampaignController.latestSummary.indexOf("no river") >= 0)
            view.riverErase = false
            view.tool = 0
        }

        // Zooming shows stand-ins ("Drawing the map…") until the zoom rests, then the view
        // is drawn sharp again and the note goes.
        function test_zoomComesBackSharp() {
            const view = findChild(host.page, "mapView")
            const note = findChild(host.page, "drawingNote")
            view.fitToView()
            tryVerify(() => !view.drawing, 5000)
            view.zoomBy(1.25)
            view.zoomBy(1.25)
            tryVerify(() => view.drawing && note.visible, 5000)
            tryVerify(() => !view.drawing && !note.visible, 5000)
            view.fitToView()
        }

        // The side form marks a barrier on one hexside as one undoable command.
        function test_sideFormSetsABarrier() {
            const view = findChild(host.page, "mapView")
            view.tool = 4 // Hexside
            view.selectedSide = "0212-0213" // read in either notation
            compare(view.selectedSide, "0212/0213")
            const pane = findChild(host.page, "sideForm")
            tryVerify(() => pane.visible)
            waitForRendering(pane) // the scrolling form is laid out before the click
            const barrier = findChild(host.page, "sideBarrier")
            barrier.currentIndex = 2 // mountains
            barrier.activated(2)
            const before = CampaignController.historyCount
            mouseClick(findChild(host.page, "sideApply"))
            tryCompare(CampaignController, "historyCount", before + 1)
            verify(CampaignController.latestSummary.indexOf("barrier") >= 0)
            CampaignController.undo()
            view.selectedSide = ""
            view.tool = 0
        }

        // Issue 17: the key M and the "This month" box turn the month overlay on and off; the
        // legend lists the overlay's symbols while it is on. Without an army selected there is
        // no supply path to show.
        function test_monthOverlayToggle() {
            const view = findChild(host.page, "mapView")
            const legend = findChild(host.page, "mapLegend")
            const toggle = findChild(host.page, "monthOverlayToggle")
            const supply = findChild(host.page, "supplyPathToggle")
            verify(view && legend && toggle && supply)
            view.selectedHex = ""
            verify(!supply.enabled)
            const plain = legend.implicitHeight
            view.forceActiveFocus()
            keyClick(Qt.Key_M)
            tryVerify(() => view.monthOverlay)
            verify(toggle.checked)
            verify(legend.monthOverlay)
            tryVerify(() => legend.implicitHeight > plain)
            if (Screenshots.folder.length > 0)
                grabImage(host).save(Screenshots.pathOf("map-month-overlay.png"))
            toggle.toggle() // the page's "This month" check box
            toggle.toggled()
            verify(!view.monthOverlay)
            tryVerify(() => legend.implicitHeight === plain)
        }
    }
}
