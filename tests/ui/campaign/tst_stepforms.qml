import QtQuick
import QtTest
import Herald.Backend
import Herald.TestSupport

TestCase {
    id: testCase
    name: "StepFormsOnTheCampaignPage"
    when: windowShown

    property var window: null

    function findChild(item, objectName) {
        if (!item)
            return null
        if (item.objectName === objectName)
            return item
        const children = item.data !== undefined ? item.data : (item.children !== undefined ? item.children : [])
        for (let i = 0; i < children.length; ++i) {
            const found = findChild(children[i], objectName)
            if (found)
                return found
        }
        if (item.contentItem && item.contentItem !== item) {
            const found = findChild(item.contentItem, objectName)
            if (found)
                return found
        }
        return null
    }

    function waitForChild(objectName) {
        tryVerify(() => findChild(window.contentItem, objectName) !== null, 5000, objectName)
        return findChild(window.contentItem, objectName)
    }

    // The page scrolled so the item is in the window, then a screenshot of the window.
    function shoot(item, file) {
        if (Screenshots.folder.length === 0)
            return
        scrollTo(item)
        waitForRendering(window.contentItem)
        grabImage(window.contentItem).save(Screenshots.pathOf("stepforms-" + file))
    }

    function scrollTo(item) {
        const flick = waitForChild("campaignScroll").contentItem
        const inWindow = () => {
            const top = item.mapToItem(window.contentItem, 0, 0).y
            return top > 0 && top + Math.min(item.height, 300) <= window.height - 60
        }
        tryVerify(() => {
            if (inWindow())
                return true
            const y = item.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = Math.max(0, Math.min(y - 120, flick.contentHeight - flick.height))
            return false
        }, 5000, item.objectName + " is in the window")
        waitForRendering(window.contentItem)
    }

    function clickInPage(item) {
        scrollTo(item)
        mouseClick(item)
    }

    function clickNext() {
        const button = waitForChild("nextStepButton")
        tryVerify(() => button.enabled, 5000, "Next step is enabled")
        clickInPage(button)
    }

    function initTestCase() {
        const component = Qt.createComponent("qrc:/Herald/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        window = component.createObject(null)
        verify(window)
        window.width = 1280
        window.height = 800
        window.show()
        tryCompare(window, "ready", true, 10000)
        window.currentPage = 0
        compare(window.currentPageName, "campaign")
    }

    function cleanupTestCase() {
        window.destroy()
    }

    // M-1 (§4.1): a kind the Host cannot take is greyed and, given all the same, refused in its
    // row; the Host is then ordered over the mountains into 0807 with the form's combo boxes
    // and button, the order shows in its row and undo takes it back. The Guard holds, the kind
    // picked before anything is chosen.
    function test_1_ordersAreWrittenInTheForm() {
        tryCompare(waitForChild("calendarStep"), "text", "M-1 Write orders (§3.2)")
        const host = waitForChild("orders_Host of the Crown")
        const text = findChild(host, "orderText")
        compare(text.text, "no order yet")
        const kind = findChild(host, "orderKind")
        compare(kind.currentValue, "hold")
        shoot(host, "m1.png")
        // A kind the Host cannot take is offered greyed, with the command's reason (§5.5).
        const siege = kind.indexOfValue("siege")
        verify(kind.model[siege].refusal.indexOf("§5.5") === 0, kind.model[siege].refusal)
        scrollTo(kind)
        kind.popup.open()
        tryCompare(kind.popup, "opened", true)
        tryVerify(() => kind.popup.contentItem.itemAtIndex(siege) !== null)
        verify(!kind.popup.contentItem.itemAtIndex(siege).enabled)
        verify(kind.popup.contentItem.itemAtIndex(kind.indexOfValue("move")).enabled)
        shoot(kind, "m1-kinds.png")
        kind.popup.close()
        tryCompare(kind.popup, "visible", false)
        const history = CampaignController.historyCount
        kind.currentIndex = kind.indexOfValue("move")
        kind.activated(kind.currentIndex)
        const destination = findChild(host, "orderDestination")
        tryVerify(() => destination.visible)
        const oakhurstBell = destination.indexOfValue("0807")
        verify(oakhurstBell >= 0)
        destination.currentIndex = oakhurstBell
        destination.activated(oakhurstBell)
        const location = findChild(host, "orderLocation")
        verify(location.visible)
        // The row's controls flow around the move's boxes before the button is clicked.
        const give = findChild(host, "giveOrder")
        tryVerify(() => give.x > location.x, 5000, "the button follows the location box")
        clickInPage(give)
        tryVerify(() => text.text.indexOf("0807") >= 0, 5000, text.text)
        compare(CampaignController.historyCount, history + 1)
        verify(!findChild(host, "orderRefusal").visible)
        // The choice stays as the row is updated in place.
        compare(kind.currentValue, "move")
        CampaignController.undo()
        tryCompare(text, "text", "no order yet")
        CampaignController.redo()
        tryVerify(() => text.text.indexOf("0807") >= 0)
        // Picked all the same (by the keyboard, say), it is refused with those words: in the
        // window's error dialog, and in the row once the dialog is closed.
        kind.currentIndex = siege
        clickInPage(findChild(host, "giveOrder"))
        const dialogLoader = findChild(window.contentItem, "errorDialogLoader")
        tryVerify(() => dialogLoader.item && dialogLoader.item.opened)
        dialogLoader.item.close()
        tryVerify(() => !dialogLoader.item.visible)
        const refusal = findChild(host, "orderRefusal")
        tryCompare(refusal, "visible", true)
        compare(refusal.text, kind.model[siege].refusal)
        compare(CampaignController.historyCount, history + 1)
        verify(text.text.indexOf("0807") >= 0, text.text)
        shoot(host, "m1-refused.png")

        const guard = waitForChild("orders_Iron Guard")
        clickInPage(findChild(guard, "giveOrder"))
        tryVerify(() => findChild(guard, "orderText").text.indexOf("hold") >= 0, 5000, findChild(guard, "orderText").text)
        shoot(host, "m1-ordered.png")
    }

    // M-2B (§4.4): the player's number is set in the spin box and recorded with the roll.
    function test_2_terrainCheckInTheForm() {
        clickNext()
        tryCompare(waitForChild("calendarStep"), "text", "M-2A Reveal orders (§3.2)")
        clickNext()
        tryVerify(() => waitForChild("calendarStep").text.indexOf("M-2B") === 0)
        const check = waitForChild("terrain_Host of the Crown")
        const next = waitForChild("nextStepButton")
        verify(!next.enabled)
        shoot(check, "m2b.png")
        const pick = findChild(check, "terrainPick")
        pick.value = 3
        clickInPage(findChild(check, "terrainRoll"))
        const outcome = findChild(check, "terrainOutcome")
        tryCompare(outcome, "visible", true)
        verify(outcome.text.indexOf("3") >= 0, outcome.text)
        verify(!findChild(check, "terrainAdjust_plus2").visible) // humans are not at home there
        tryCompare(next, "enabled", true)
        shoot(check, "m2b-rolled.png")
        CampaignController.undo()
        tryCompare(outcome, "visible", false)
        tryCompare(next, "enabled", false)
    }
}
