import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

Pane {
    id: root

    /// Whether the line shows a refusal: it goes at the next command done or page shown.
    property bool showingError: false

    function show(message: string, isError: bool) {
        messageLabel.text = message
        root.showingError = isError
    }
    /// Back to the campaign's own line ("Ready." or how to open one).
    function clear() {
        messageLabel.text = Qt.binding(() => root.idleText)
        root.showingError = false
    }
    function clearError() {
        if (root.showingError)
            root.clear()
    }

    readonly property string idleText: !CampaignController.isOpen
                                       ? qsTr("No campaign is open: use File ▸ New or File ▸ Open.")
                                       : CampaignController.readOnlyReason !== ""
                                         ? Sentence.fill(qsTr("Opened read-only (%1): the campaign can be read, printed and exported, but not changed."),
                                                         [CampaignController.readOnlyReason])
                                         : qsTr("Ready.")

    padding: 4
    Material.elevation: 4

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        Label {
            id: messageLabel
            objectName: "statusMessage"
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: root.idleText
            color: root.showingError ? Theme.error : root.Material.foreground
        }
        Label {
            objectName: "readOnlyMark"
            visible: CampaignController.readOnlyReason !== ""
            text: qsTr("Read-only")
            font.bold: true
            color: Theme.error
        }
        Label {
            text: CampaignController.dateText
            font.bold: true
        }
        ToolButton {
            text: qsTr("Undo")
            enabled: CampaignController.canUndo && CampaignController.readOnlyReason === ""
            onClicked: CampaignController.undo()
            ToolTip.visible: hovered
            ToolTip.text: CampaignController.canUndo ? qsTr("Undo: %1 (Ctrl+Z)").arg(CampaignController.undoText) : qsTr("Nothing to undo")
        }
        ToolButton {
            text: qsTr("Redo")
            enabled: CampaignController.canRedo && CampaignController.readOnlyReason === ""
            onClicked: CampaignController.redo()
            ToolTip.visible: hovered
            ToolTip.text: CampaignController.canRedo ? qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(CampaignController.redoText) : qsTr("Nothing to redo")
        }
    }
}
