import QtQuick
import QtTest
import Herald.Backend
import Herald.TestSupport

TestCase {
    id: testCase
    name: "DiplomacyDesk"
    when: windowShown

    property var window: null

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

    function showToolkit() {
        tryVerify(() => window.pageCount > 0, 10000, "the shell is loaded after the window")
        for (let i = 0; i < window.pageCount && window.currentPageName !== "toolkit"; ++i)
            window.currentPage = i
        compare(window.currentPageName, "toolkit")
        return waitForChild("diplomacySystem")
    }

    /// Pictures of the desk's states for a person to look at, where HERALD_SCREENSHOT_DIR says.
    function snapshot(name) {
        verify(waitForRendering(window.contentItem))
        if (Screenshots.folder.length > 0)
            grabImage(window.contentItem).save(Screenshots.pathOf("diplomacy-" + name + ".png"))
    }

    function chooseOrdersOf(power) {
        const powers = findChild(window.contentItem, "powerBox")
        const index = powers.find(power)
        verify(index >= 0, power)
        powers.currentIndex = index
        compare(powers.currentText, power)
    }

    function typeOrders(text) {
        const area = findChild(window.contentItem, "ordersArea")
        area.text = text
        mouseClick(findChild(window.contentItem, "enterOrders"))
    }

    /// The shell also shows a refused command in a modal dialog; a person presses Escape.
    function dismissErrorDialog() {
        window.requestActivate()
        tryVerify(() => window.active)
        keyClick(Qt.Key_Escape)
        wait(400) // the dialog's closing transition
    }

    function initTestCase() {
        const component = Qt.createComponent("qrc:/Herald/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        window = component.createObject(null)
        verify(window)
        window.width = 1400
        window.height = 900
        window.show()
        verify(waitForRendering(window.contentItem))
    }

    function cleanupTestCase() {
        window.destroy()
    }

    // The whole round of a standard game: orders per power (an unreadable one refused with its
    // line and order named, nothing stored), adjudication with every result explained, undo.
    function test_aRoundOnTheDesk() {
        showToolkit()
        snapshot("1-empty")
        const name = waitForChild("newGameName")
        const create = findChild(window.contentItem, "newGameButton")
        verify(!create.enabled)
        name.text = "Club game"
        name.textEdited()
        tryVerify(() => create.enabled)
        mouseClick(create)
        const status = findChild(window.contentItem, "diplomacyStatus")
        tryVerify(() => status.text.indexOf("Club game") >= 0, 5000, status.text)
        const adjudicate = waitForChild("adjudicate")
        tryVerify(() => adjudicate.visible && adjudicate.text.indexOf("Spring 1901") >= 0)

        chooseOrdersOf("France")
        typeOrders("A Par-Bur\nA Mar S A Par-Bur\nF Bre-Mid")
        tryVerify(() => status.text.indexOf("France") >= 0 && !status.isError, 5000, status.text)

        chooseOrdersOf("Germany")
        typeOrders("A Mun-Bur\nA Ber-Xyz")
        tryVerify(() => status.isError, 5000, status.text)
        verify(status.text.indexOf("Line 2") >= 0, status.text)
        verify(status.text.indexOf("Xyz") >= 0, status.text)
        const results = findChild(window.contentItem, "diplomacyResults")
        compare(results.count, 3) // France's orders only: Germany's were refused whole
        snapshot("2-refused-order")
        dismissErrorDialog()
        typeOrders("A Mun-Bur\nF Kie-Hol")
        tryVerify(() => !status.isError && results.count === 5, 5000, status.text)
        snapshot("3-orders-entered")

        mouseClick(adjudicate)
        tryVerify(() => adjudicate.text.indexOf("Fall 1901") >= 0, 5000, status.text)
        verify(!status.isError, status.text)
        const showLast = findChild(window.contentItem, "showResults")
        verify(showLast.enabled)
        tryCompare(showLast, "checked", true) // the results are shown after adjudicating
        tryCompare(results, "count", 22) // every unit on the board: those without orders hold
        let bounced = null
        for (let i = 0; i < results.count; ++i) {
            results.positionViewAtIndex(i, ListView.Contain)
            const row = results.itemAtIndex(i)
            if (row && row.order === "A Mun-Bur")
                bounced = row
        }
        verify(bounced, "Germany's move is listed")
        compare(bounced.outcome, "failed")
        verify(bounced.explanation.length > 0, "the failed move is explained")
        snapshot("4-results")

        CampaignController.undo()
        tryVerify(() => adjudicate.text.indexOf("Spring 1901") >= 0, 5000, adjudicate.text)
        verify(!showLast.enabled && !showLast.checked)
        compare(results.count, 5) // the orders entered are back, not yet adjudicated
        snapshot("5-undone")
    }

    function resultRow(order) {
        const results = findChild(window.contentItem, "diplomacyResults")
        for (let i = 0; i < results.count; ++i) {
            results.positionViewAtIndex(i, ListView.Contain)
            const row = results.itemAtIndex(i)
            if (row && row.order === order)
                return row
        }
        return null
    }

    // A Downfall turn (rules spec B5, B9.2, B11, C1): the GM hides the Ring, a Lead order and
    // a hidden personality's step are lines of Gondor's orders, a line for another power's
    // personality is refused with its number, and the turn is judged whole.
    function test_bDownfallTurnOnTheDesk() {
        showToolkit()
        mouseClick(waitForChild("anotherGame"))
        const name = waitForChild("newGameName")
        name.text = "Middle-earth"
        name.textEdited()
        const variants = findChild(window.contentItem, "variantBox")
        let downfall = -1
        for (let i = 0; i < variants.count; ++i) {
            if (variants.textAt(i).indexOf("Downfall") >= 0)
                downfall = i
        }
        verify(downfall >= 0)
        variants.currentIndex = downfall
        variants.activated(downfall)
        const create = findChild(window.contentItem, "newGameButton")
        tryVerify(() => create.enabled && create.visible)
        verify(waitForRendering(window.contentItem))
        mouseClick(create)
        const status = findChild(window.contentItem, "diplomacyStatus")
        tryVerify(() => status.text.indexOf("Middle-earth") >= 0, 5000, status.text)
        const games = findChild(window.contentItem, "gameBox")
        tryCompare(games, "count", 2)
        games.activated(1)
        const adjudicate = waitForChild("adjudicate")
        tryVerify(() => adjudicate.text.indexOf("Afteryule I 3019") >= 0, 5000, adjudicate.text)
        verify(CampaignController.execute("diplomacy.personality",
                                          {game: 2, who: "Faramir", at: "MTi"}))
        verify(CampaignController.execute("diplomacy.personality",
                                          {game: 2, who: "Gandalf", at: "Dol"}))

        findChild(window.contentItem, "ringField").text = "Shi"
        mouseClick(findChild(window.contentItem, "hideRing"))
        tryVerify(() => status.text.indexOf("Ring") >= 0 && !status.isError, 5000, status.text)

        chooseOrdersOf("Gondor")
        typeOrders("Lead Faramir A MTi-Osg\nStep Gandalf Dol\nFear A Osg")
        tryVerify(() => status.isError, 5000, status.text)
        verify(status.text.indexOf("Line 3") >= 0, status.text)
        snapshot("6-downfall-refused-line")
        dismissErrorDialog()
        typeOrders("Lead Faramir A MTi-Osg\nStep Gandalf Dol")
        tryVerify(() => !status.isError && status.text.indexOf("Gondor") >= 0, 5000, status.text)
        snapshot("7-downfall-orders")

        mouseClick(adjudicate)
        tryVerify(() => adjudicate.text.indexOf("Afteryule II 3019") >= 0, 5000, status.text)
        const lead = resultRow("Faramir L A MTi-Osg")
        verify(lead, "the Lead order has its row")
        compare(lead.outcome, "succeeded")
        snapshot("8-downfall-results")
    }

    // Issue 24: the game master sets a unit on the Downfall board through the position editor,
    // one command: a cavalry in a marsh is refused with its rule (B7.8), a second unit on the
    // Wold too (A1), and after undo the Wold is free again.
    function test_cPositionEditor() {
        showToolkit()
        const games = findChild(window.contentItem, "gameBox")
        games.activated(1)
        const adjudicate = waitForChild("adjudicate")
        tryVerify(() => adjudicate.text.indexOf("3019") >= 0, 5000, adjudicate.text)
        mouseClick(findChild(window.contentItem, "setPosition"))
        const dialog = waitForChild("positionDialog")
        tryVerify(() => dialog.opened)
        const kind = findChild(dialog.contentItem, "editKind")
        compare(kind.currentText, "Set a unit")
        const power = findChild(dialog.contentItem, "editPower")
        power.currentIndex = power.find("Rohan")
        findChild(dialog.contentItem, "editUnit").text = "C"
        const at = findChild(dialog.contentItem, "editAt")
        at.text = "DMa"
        snapshot("9-position-editor")
        const status = findChild(window.contentItem, "diplomacyStatus")
        const apply = findChild(dialog.contentItem, "applyEdit")
        mouseClick(apply)
        tryVerify(() => status.isError && status.text.indexOf("B7.8") >= 0, 5000, status.text)
        dismissErrorDialog()
        tryVerify(() => dialog.opened)
        at.text = "Wol"
        mouseClick(apply)
        tryVerify(() => !status.isError && status.text.indexOf("Rohan C Wol") >= 0, 5000, status.text)
        mouseClick(apply) // the Wold is taken now: one unit a space (A1)
        tryVerify(() => status.isError && status.text.indexOf("(A1)") >= 0, 5000, status.text)
        dismissErrorDialog()
        tryVerify(() => dialog.opened)
        CampaignController.undo() // the unit set: the Wold is empty again
        mouseClick(apply)
        tryVerify(() => !status.isError && status.text.indexOf("Rohan C Wol") >= 0, 5000, status.text)
        snapshot("10-position-edited")
        dialog.close()
        tryVerify(() => !dialog.visible)
    }
}
