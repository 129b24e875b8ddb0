import QtQuick
import QtTest
import Herald.Backend

TestCase {
    id: testCase
    name: "Shell"
    when: windowShown

    property var window: null

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
        if (item.contentItem && item.contentItem !== item) {
            const found = findChild(item.contentItem, objectName)
            if (found)
                return found
        }
        return null
    }

    /// Pages are made on their first visit; wait for the named item to exist.
    function waitForChild(objectName) {
        tryVerify(() => findChild(window.contentItem, objectName) !== null, 5000, objectName)
        return findChild(window.contentItem, objectName)
    }

    function initTestCase() {
        const component = Qt.createComponent("qrc:/Herald/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        window = component.createObject(null)
        verify(window)
        window.show()
        tryCompare(window, "ready", true, 10000)
    }

    function cleanupTestCase() {
        window.destroy()
    }

    function init() {
        window.currentPage = 0
    }

    function test_railHasEveryPage() {
        compare(window.pageCount, 12)
        compare(window.currentPageName, "campaign")
    }

    function test_titleNamesTheCampaign() {
        compare(window.title, "UI test campaign — Herald")
    }

    function test_railShortcutsSwitchPages() {
        window.requestActivate()
        keyClick(Qt.Key_9, Qt.ControlModifier)
        compare(window.currentPageName, "history")
        keyClick(Qt.Key_1, Qt.ControlModifier)
        compare(window.currentPageName, "campaign")
    }

    function test_typedRollIsRecordedAndUndone() {
        window.currentPage = 9
        compare(window.currentPageName, "dice")
        const expression = waitForChild("expressionField")
        const typed = findChild(window.contentItem, "typedField")
        const button = findChild(window.contentItem, "rollButton")
        const log = findChild(window.contentItem, "diceLog")
        verify(expression && typed && button && log)

        const rollsBefore = log.count
        expression.text = "2d6"
        expression.textEdited()
        typed.text = "3 4"
        typed.textEdited()
        verify(button.enabled)
        mouseClick(button)
        tryCompare(log, "count", rollsBefore + 1)
        const resultText = findChild(window.contentItem, "resultLabel").text
        verify(resultText.indexOf("3+4 = 7") >= 0, resultText)
        verify(CampaignController.canUndo)

        keyClick(Qt.Key_Z, Qt.ControlModifier)
        tryCompare(log, "count", rollsBefore)
        verify(CampaignController.canRedo)
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        tryCompare(log, "count", rollsBefore + 1)
    }

    function test_impossibleTypedFaceDisablesRolling() {
        window.currentPage = 9
        const expression = waitForChild("expressionField")
        const typed = findChild(window.contentItem, "typedField")
        const button = findChild(window.contentItem, "rollButton")
        expression.text = "d6"
        expression.textEdited()
        typed.text = "9"
        typed.textEdited()
        verify(!button.enabled)
        typed.text = ""
        typed.textEdited()
        verify(button.enabled)
    }

    function test_historyListsTheCommands() {
        window.currentPage = 8
        const list = waitForChild("historyList")
        verify(list)
        compare(list.count, CampaignController.historyCount)
    }
}
