import QtQuick
import Herald.Backend
import Herald.Style

// Herald's window. It shows its first frame with nothing but the campaign's name, then builds
// the shell (menus, rail, pages: Shell/ShellContent.qml) without blocking, so the window is
// on screen at once however much the interface grows.
Window {
    id: root

    /// Index of the page shown (the rail and Ctrl+number set it); forwarded to the shell.
    property int currentPage: 0
    readonly property ShellContent content: shell.item as ShellContent
    readonly property int pageCount: content ? content.pageCount : 0
    readonly property string currentPageName: content ? content.currentPageName : ""
    readonly property bool ready: shell.status === Loader.Ready

    x: AppSettings.windowGeometry.x
    y: AppSettings.windowGeometry.y
    width: AppSettings.windowGeometry.width
    height: AppSettings.windowGeometry.height
    minimumWidth: 900
    minimumHeight: 600
    visible: true
    visibility: AppSettings.windowMaximized ? Window.Maximized : Window.Windowed
    color: Theme.window
    title: !CampaignController.isOpen ? qsTr("Herald")
           : CampaignController.readOnlyReason !== ""
             ? Sentence.fill(qsTr("%1 (read-only) — Herald"), [CampaignController.name])
             : Sentence.fill(qsTr("%1 — Herald"), [CampaignController.name])

    // Size, place and page come back at the next start (File ▸ Quit closes the window too).
    onClosing: {
        AppSettings.windowMaximized = root.visibility === Window.Maximized
        if (root.visibility === Window.Windowed)
            AppSettings.windowGeometry = Qt.rect(root.x, root.y, root.width, root.height)
        if (root.currentPageName.length > 0)
            AppSettings.lastPage = root.currentPageName
    }
    onCurrentPageChanged: if (content) content.currentPage = currentPage

    Text {
        anchors.centerIn: parent
        visible: !root.ready
        text: CampaignController.isOpen ? CampaignController.name : qsTr("Herald")
        color: Theme.placeholderText
        font.pixelSize: 26
    }

    // Start building the shell only once the first frame is out, so nothing competes with it.
    Connections {
        target: root
        enabled: shell.status === Loader.Null
        function onFrameSwapped() { shell.source = "Shell/ShellContent.qml" }
    }

    Loader {
        id: shell
        anchors.fill: parent
        asynchronous: true
        onLoaded: {
            const content = root.content
            content.showPage(AppSettings.lastPage)
            root.currentPage = content.currentPage
            content.currentPageChanged.connect(() => root.currentPage = content.currentPage)
            content.quitRequested.connect(() => root.close())
        }
    }
}
