import QtQuick
import QtTest
import Herald.Backend
import Herald.TestSupport

TestCase {
    id: testCase
    name: "CalendarOnTheCampaignPage"
    when: windowShown

    property var window: null

    function findChild(item, objectName) {
        if (!item)
            return null
        if (item.objectName === objectName)
            return item
        // data holds popups too (the confirmation dialog), children only items
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

    function shoot(file) {
        if (Screenshots.folder.length === 0)
            return
        waitForRendering(window.contentItem)
        grabImage(window.contentItem).save(Screenshots.pathOf("calendar-" + file))
    }

    // Scrolls the page so the item is in the window, then clicks it.
    function clickInPage(item) {
        const flick = waitForChild("campaignScroll").contentItem
        const inWindow = () => {
            const top = item.mapToItem(window.contentItem, 0, 0).y
            return top > 0 && top + item.height <= window.height - 60
        }
        tryVerify(() => {
            if (inWindow())
                return true
            const y = item.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = Math.max(0, Math.min(y - 200, flick.contentHeight - flick.height))
            return false
        }, 5000, item.objectName + " is in the window")
        waitForRendering(window.contentItem)
        mouseClick(item)
    }

    function stepText() {
        return waitForChild("calendarStep").text
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
        window.show()
        tryCompare(window, "ready", true, 10000)
        window.currentPage = 0
        compare(window.currentPageName, "campaign")
    }

    function cleanupTestCase() {
        window.destroy()
    }

    // §3.0: Next step finishes S-1; undo takes it back; the strip marks the step now.
    function test_1_nextStepIsClickedAndUndone() {
        compare(stepText(), "S-1 Map (§3.0)")
        compare(waitForChild("yearStep_S-1").current, true)
        shoot("s1.png")
        clickNext()
        tryCompare(waitForChild("calendarStep"), "text", "S-2 Races (§3.0)")
        verify(waitForChild("calendarFinished").visible)
        compare(waitForChild("yearStep_S-2").current, true)
        CampaignController.undo()
        tryCompare(waitForChild("calendarStep"), "text", "S-1 Map (§3.0)")
        verify(!waitForChild("calendarFinished").visible)
    }

    // §3: Ctrl+Return is the button's shortcut.
    function test_2_shortcutTakesTheNextStep() {
        waitForRendering(window.contentItem)
        keyClick(Qt.Key_Return, Qt.ControlModifier)
        tryCompare(waitForChild("calendarStep"), "text", "S-2 Races (§3.0)")
        keyClick(Qt.Key_Return, Qt.ControlModifier)
        tryCompare(waitForChild("calendarStep"), "text", "S-3 Magic items (§3.0)")
        clickNext()
        tryCompare(waitForChild("calendarStep"), "text", "S-4 Points of interest (§3.0)")
    }

    // S-4 is a stop-gap: the page says so, Next asks in a dialog, and only the confirmation runs it.
    function test_3_stopGapAsksForConfirmation() {
        verify(waitForChild("calendarByHand").visible)
        const history = CampaignController.historyCount
        clickNext()
        const dialog = waitForChild("confirmByHandDialog")
        tryCompare(dialog, "opened", true)
        verify(dialog.work.indexOf("POI") >= 0)
        shoot("confirm.png")
        compare(CampaignController.historyCount, history)
        const confirm = findChild(dialog.footer, "confirmByHandButton")
        verify(confirm)
        mouseClick(confirm)
        tryCompare(dialog, "visible", false)
        tryCompare(waitForChild("calendarStep"), "text", "S-5 Lesser races (§3.0)")
        compare(CampaignController.historyCount, history + 1)
    }

    // M-0 (§7.6): the blocked step explains itself and the attendance form unblocks it.
    function test_4_attendanceAtTheFirstTurn() {
        const form = waitForChild("calendarStep")
        for (let guard = 0; guard < 20 && form.text.indexOf("M-0") !== 0; ++guard) {
            const needsHand = waitForChild("calendarByHand").visible
            verify(CampaignController.execute("calendar.next", needsHand ? { confirmedByHand: true } : {}),
                   CampaignController.lastError)
        }
        tryCompare(form, "text", "M-0 Start of turn (§3.2)")
        const next = waitForChild("nextStepButton")
        verify(!next.enabled)
        verify(waitForChild("calendarBlockers").visible)
        verify(waitForChild("nextStepNote").text.indexOf("M-0") >= 0)
        const ash = waitForChild("attendance_Ash Riders")
        shoot("m0.png")
        clickInPage(findChild(ash, "absent"))
        tryCompare(findChild(ash, "absent"), "checked", true)
        compare(findChild(ash, "present").checked, false)
        for (const nation of ["Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes"]) {
            const row = waitForChild("attendance_" + nation)
            clickInPage(findChild(row, "present"))
            tryCompare(findChild(row, "present"), "checked", true)
        }
        tryCompare(next, "enabled", true)
        CampaignController.undo()
        tryCompare(next, "enabled", false)
        CampaignController.redo()
        tryCompare(next, "enabled", true)
        // M-0 is Herald's own work now: Next finishes it without asking.
        verify(!waitForChild("calendarByHand").visible)
        clickNext()
        tryCompare(form, "text", "M-1 Write orders (§3.2)")
        compare(waitForChild("yearStep_1").current, true)
        shoot("m1.png")
    }
}
