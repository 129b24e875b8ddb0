import QtQuick
import QtTest
import Herald.Backend

TestCase {
    id: testCase
    name: "NationsPage"
    when: windowShown

    property var window: null
    // Screenshots of the page's deeper states, for a person to look at.
    readonly property string shotDir: "/tmp/shots-nat2/"

    function findChild(item, objectName) {
        if (!item)
            return null
        if (item.objectName === objectName)
            return item
        // data holds popups too (the page's dialogs), children only items
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

    function showNationsPage() {
        tryVerify(() => window.pageCount > 0)
        for (let i = 0; i < window.pageCount && window.currentPageName !== "nations"; ++i)
            window.currentPage = i
        compare(window.currentPageName, "nations")
        return waitForChild("nationsPage")
    }

    function shoot(file) {
        waitForRendering(window.contentItem)
        grabImage(window.contentItem).save(shotDir + file)
    }

    function selectVeyra() {
        const page = showNationsPage()
        const list = waitForChild("nationList")
        tryCompare(list, "count", 4)
        list.currentIndex = 0
        tryCompare(page, "selectedNationId", 1)
        return page
    }

    function initTestCase() {
        const component = Qt.createComponent("qrc:/Herald/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        window = component.createObject(null)
        verify(window)
        window.width = 1400
        window.height = 1000
        window.show()
        verify(waitForRendering(window.contentItem))
    }

    // Not destroyed here: Qt 6.4 crashes tearing down the overlay of a window whose page holds
    // dialogs (QQuickPopupPrivate::hideOverlay from ~QQuickOverlay); hiding it is enough.
    function cleanupTestCase() {
        window.hide()
    }

    // §2.1-2.3: the tally names the areas behind the population total; §1.4: opening the roster
    // fixes its points, every basic category shows, buying a unit fills a line; undo takes it back.
    function test_buyUnitsAndUndo() {
        const page = selectVeyra()
        const tally = waitForChild("tally")
        tryVerify(() => tally.children.length > 3)
        let tallyText = ""
        for (let i = 0; i < tally.children.length; ++i)
            tallyText += (tally.children[i].text || "") + "\n"
        verify(tallyText.indexOf("27") >= 0, tallyText)
        verify(tallyText.indexOf("0407 Carrow") >= 0, tallyText)

        mouseClick(waitForChild("openRosterButton"))
        const table = waitForChild("rosterTable")
        tryCompare(table, "count", 5) // the five basic categories, nothing bought yet
        const summary = waitForChild("rosterSummary")
        verify(summary.text.indexOf("5900") >= 0, summary.text)

        const units = waitForChild("unitTypeBox")
        units.currentIndex = units.find("Bank Wardens")
        const count = waitForChild("buyCount")
        count.value = 4
        count.valueModified()
        mouseClick(waitForChild("buyButton"))
        tryCompare(table, "count", 6)
        tryVerify(() => summary.text.indexOf("spent 180") >= 0, 5000, summary.text)
        const status = waitForChild("status")
        compare(status.isError, false)
        verify(status.text.indexOf("Bank Wardens") >= 0, status.text)
        shoot("03-nations-roster.png")

        CampaignController.undo()
        tryCompare(table, "count", 5)
        tryVerify(() => summary.text.indexOf("spent 0") >= 0, 5000, summary.text)
        CampaignController.undo() // the roster itself
        tryVerify(() => findChild(window.contentItem, "openRosterButton").visible)
    }

    // §2.2: a purchase over the army points is refused, with the figures, and nothing changes.
    function test_refusalOverArmyPoints() {
        selectVeyra()
        const open = waitForChild("openRosterButton")
        if (open.visible)
            mouseClick(open)
        const table = waitForChild("rosterTable")
        tryCompare(table, "count", 5)
        const before = CampaignController.historyCount
        const units = waitForChild("unitTypeBox")
        units.currentIndex = units.find("Lance Knights")
        const count = waitForChild("buyCount")
        count.value = 99
        count.valueModified()
        mouseClick(waitForChild("buyButton"))
        const status = waitForChild("status")
        tryCompare(status, "isError", true)
        verify(status.text.indexOf("§2.2") >= 0, status.text)
        verify(status.text.indexOf("5900") >= 0, status.text)
        compare(table.count, 5)
        compare(CampaignController.historyCount, before)
        shoot("04-nations-refusal.png")
        CampaignController.undo() // the roster
    }

    // §1.2: the edit dialog changes only what was typed; remove goes and undo brings it back.
    function test_editAndRemoveNation() {
        selectVeyra()
        mouseClick(waitForChild("editButton"))
        const dialog = waitForChild("editDialog")
        tryCompare(dialog, "opened", true)
        shoot("05-nations-edit.png")
        const capital = findChild(dialog, "editCapital")
        compare(capital.text, "0407")
        capital.text = "0410"
        capital.textEdited()
        mouseClick(findChild(dialog, "saveButton"))
        const status = waitForChild("status")
        tryVerify(() => status.text.indexOf("capital") >= 0, 5000, status.text)
        compare(status.isError, false)
        tryCompare(dialog, "visible", false) // its exit transition over, the page takes clicks
        CampaignController.undo()

        const list = waitForChild("nationList")
        mouseClick(waitForChild("removeButton"))
        const confirm = waitForChild("removeDialog")
        tryCompare(confirm, "opened", true)
        confirm.accept()
        tryCompare(confirm, "visible", false)
        tryCompare(list, "count", 3)
        CampaignController.undo()
        tryCompare(list, "count", 4)
    }
}
