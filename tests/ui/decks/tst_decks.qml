import QtQuick
import QtQuick.Controls
import QtTest
import Herald.Backend

TestCase {
    id: testCase
    name: "DecksPage"
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

    function waitForChild(objectName) {
        tryVerify(() => findChild(window.contentItem, objectName) !== null, 5000, objectName)
        return findChild(window.contentItem, objectName)
    }

    function visibleUndoButtons(item) {
        if (!item || !item.visible)
            return 0
        let count = (item instanceof Button && item.text === qsTr("Undo")) ? 1 : 0
        const children = item.children !== undefined ? item.children : []
        for (let i = 0; i < children.length; ++i)
            count += visibleUndoButtons(children[i])
        if (item.contentItem && item.contentItem !== item)
            count += visibleUndoButtons(item.contentItem)
        return count
    }

    function showDecksPage() {
        tryVerify(() => window.pageCount > 0, 10000, "the shell is loaded after the window")
        for (let i = 0; i < window.pageCount && window.currentPageName !== "decks"; ++i)
            window.currentPage = i
        compare(window.currentPageName, "decks")
        return waitForChild("decksPage")
    }

    function initTestCase() {
        const component = Qt.createComponent("qrc:/Herald/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        window = component.createObject(null)
        verify(window)
        window.width = 1280
        window.height = 800
        window.show()
        verify(waitForRendering(window.contentItem))
    }

    function cleanupTestCase() {
        window.destroy()
    }

    // A new campaign lists the shipped tables and decks, house defaults labelled as such.
    function test_listsTheShippedContent() {
        showDecksPage()
        const list = waitForChild("contentList")
        tryVerify(() => list.count === 18) // 14 tables and 4 decks
    }

    // Rules §7.5: a typed 7 on the chaos lands d10 reads row 7; the explanation shows the dice
    // and the row; undo (the window's, the page has none of its own: issue 15) takes the roll
    // away.
    function test_rollExplainedAndUndone() {
        const page = showDecksPage()
        const results = waitForChild("resultsList")
        const before = results.count
        page.selectedKind = "table"
        page.selectedId = "chaosLands"
        const typed = waitForChild("tableTypedField")
        const button = findChild(window.contentItem, "rollTableButton")
        verify(button.visible)
        typed.text = "7"
        typed.textEdited()
        verify(button.enabled)
        mouseClick(button)
        tryCompare(results, "count", before + 1)
        const explanation = waitForChild("latestExplanation")
        verify(explanation.text.indexOf("d10 typed: 7 = 7") >= 0, explanation.text)
        verify(explanation.text.indexOf("Row 7:") >= 0, explanation.text)
        verify(CampaignController.undoText.indexOf("Chaos lands") >= 0, CampaignController.undoText)

        compare(visibleUndoButtons(page), 0)
        CampaignController.undo()
        tryCompare(results, "count", before)
        verify(CampaignController.canRedo)
    }

    // A typed face the die cannot show is refused by the command and nothing is kept.
    function test_impossibleTypedFaceIsRefused() {
        const page = showDecksPage()
        const results = waitForChild("resultsList")
        const before = results.count
        page.selectedKind = "table"
        page.selectedId = "chaosLands"
        const typed = waitForChild("tableTypedField")
        typed.text = "11"
        typed.textEdited()
        mouseClick(findChild(window.contentItem, "rollTableButton"))
        const message = waitForChild("messageLabel")
        tryVerify(() => message.text.indexOf("11") >= 0, 2000, message.text)
        compare(results.count, before)
        keyClick(Qt.Key_Escape) // the shell also shows the refusal in its error dialog
    }

    // A draw face down for Blue shows in the deck's cards in play and in the results.
    function test_drawFromADeck() {
        const page = showDecksPage()
        const results = waitForChild("resultsList")
        const before = results.count
        page.selectedKind = "deck"
        page.selectedId = "poi"
        const holder = waitForChild("holderField")
        holder.text = "Blue"
        holder.textEdited()
        mouseClick(findChild(window.contentItem, "drawButton"))
        tryCompare(results, "count", before + 1)
        verify(CampaignController.undoText.indexOf("for Blue") >= 0, CampaignController.undoText)
        // Issue 15: the drawn card shows what it says, not only its name.
        const text = waitForChild("heldCardText")
        verify(text.visible && text.text.length > 20, text.text)
        const message = waitForChild("messageLabel")
        verify(message.text.indexOf("for Blue") >= 0 && !message.isError, message.text)
    }
}
