import QtQuick
import QtTest
import Herald.TestSupport

// The variant editor page reached from the Toolkit (issue 11): opens on the standard board,
// adds a province with a click of the Add tool, and undoes it with Ctrl+Z.
TestCase {
    id: testCase
    name: "VariantEditorPage"
    when: windowShown

    property var window: null

    function child(objectName) {
        tryVerify(() => findChild(window.contentItem, objectName) !== null, 5000, objectName)
        return findChild(window.contentItem, objectName)
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

    function test_addProvinceAndUndo() {
        tryVerify(() => window.pageCount > 0, 10000, "the shell is loaded after the window")
        for (let i = 0; i < window.pageCount && window.currentPageName !== "toolkit"; ++i)
            window.currentPage = i
        mouseClick(child("variantEditorEntry"))
        const canvas = child("editorCanvas")
        tryVerify(() => canvas.width > 100 && canvas.height > 100)
        verify(waitForRendering(window.contentItem))
        if (Screenshots.folder.length > 0)
            grabImage(window.contentItem).save(Screenshots.pathOf("variant-editor-1-standard.png"))

        const abbreviation = child("abbreviationField")
        const par = canvas.provincePoint(0)
        mouseClick(child("addTool"))
        // A corner of the sheet far from every province of the standard board.
        const side = Math.min(canvas.width, canvas.height)
        const empty = Qt.point((canvas.width - side) / 2 + 30, (canvas.height + side) / 2 - 30)
        verify(canvas.toSheet(empty).x < 100 && canvas.toSheet(empty).y > 900)
        mouseClick(canvas, empty.x, empty.y)
        tryCompare(abbreviation, "text", "New1")
        verify(child("variantTitle").text.indexOf("●") === 0)

        mouseClick(child("selectTool"))
        mouseClick(canvas, par.x, par.y)
        verify(abbreviation.text !== "New1")
        verify(waitForRendering(window.contentItem))
        if (Screenshots.folder.length > 0)
            grabImage(window.contentItem).save(Screenshots.pathOf("variant-editor-2-added.png"))

        canvas.forceActiveFocus()
        keySequence(StandardKey.Undo)
        tryVerify(() => child("variantTitle").text.indexOf("●") !== 0)
    }
}
