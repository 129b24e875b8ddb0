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

    /// The action of View ▸ Language ▸ `objectName`, as the menu holds it.
    function languageAction(objectName) {
        const bar = waitForChild("appMenuBar")
        for (let m = 0; m < bar.count; ++m) {
            const menu = bar.menuAt(m)
            for (let i = 0; i < menu.count; ++i) {
                const sub = menu.itemAt(i) ? menu.itemAt(i).subMenu : null
                if (!sub || sub.objectName !== "languageMenu")
                    continue
                for (let a = 0; a < sub.count; ++a) {
                    if (sub.actionAt(a) && sub.actionAt(a).objectName === objectName)
                        return sub.actionAt(a)
                }
            }
        }
        return null
    }

    // Issue 15: View ▸ Language applies at once and is kept for the next start.
    function test_languageSwitchTranslatesAtOnce() {
        const bar = waitForChild("appMenuBar")
        compare(bar.menuAt(0).title, "&File")
        const german = languageAction("languageAction_de")
        verify(german)
        german.trigger()
        compare(AppSettings.language, "de")
        compare(bar.menuAt(0).title, "&Datei")
        verify(german.checked)
        languageAction("languageAction_en").trigger()
        compare(bar.menuAt(0).title, "&File")
        compare(AppSettings.language, "en")
    }

    // Issue 15: the Campaign page's latest entry is the newest in effect, and says what was undone.
    function test_latestEntryFollowsUndo() {
        const latest = waitForChild("latestEntry")
        const undone = findChild(window.contentItem, "undoneEntry")
        verify(CampaignController.execute("campaign.rename", { name: "First name" }))
        const first = latest.text
        verify(CampaignController.execute("campaign.rename", { name: "Second name" }))
        const second = latest.text
        verify(first !== second, second)
        verify(!undone.visible)

        CampaignController.undo()
        compare(latest.text, first)
        verify(undone.visible)
        verify(undone.text.indexOf(second) >= 0, undone.text)
        CampaignController.redo()
        compare(latest.text, second)
        verify(!undone.visible)

        CampaignController.undo()
        CampaignController.undo()
        compare(CampaignController.name, "UI test campaign")
    }

    // Issue 15: a refusal in the status bar goes at the next command done or page shown.
    function test_staleErrorGoesAtTheNextAction() {
        const status = waitForChild("statusBar")
        const dialogLoader = findChild(window.contentItem, "errorDialogLoader")
        const refuse = () => {
            verify(!CampaignController.execute("campaign.rename", { name: "" }))
            verify(status.showingError)
            tryVerify(() => dialogLoader.item && dialogLoader.item.opened)
            dialogLoader.item.close()
            tryVerify(() => !dialogLoader.item.visible)
        }
        refuse()
        window.currentPage = 8
        verify(!status.showingError)

        refuse()
        verify(CampaignController.execute("campaign.rename", { name: "Renamed" }))
        verify(!status.showingError)
        CampaignController.undo()
    }
}
