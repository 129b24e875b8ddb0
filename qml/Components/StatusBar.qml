import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Herald.Backend

Pane {
    id: root

    function show(message: string, isError: bool) {
        messageLabel.text = message
        messageLabel.color = isError ? "firebrick" : root.Material.foreground
    }

    padding: 4
    Material.elevation: 4

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        Label {
            id: messageLabel
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: CampaignController.isOpen ? qsTr("Ready.") : qsTr("No campaign is open: use File ▸ New or File ▸ Open.")
        }
        Label {
            text: CampaignController.dateText
            font.bold: true
        }
        ToolButton {
            text: qsTr("Undo")
            enabled: CampaignController.canUndo
            onClicked: CampaignController.undo()
            ToolTip.visible: hovered
            ToolTip.text: CampaignController.canUndo ? qsTr("Undo: %1 (Ctrl+Z)").arg(CampaignController.undoText) : qsTr("Nothing to undo")
        }
        ToolButton {
            text: qsTr("Redo")
            enabled: CampaignController.canRedo
            onClicked: CampaignController.redo()
            ToolTip.visible: hovered
            ToolTip.text: CampaignController.canRedo ? qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(CampaignController.redoText) : qsTr("Nothing to redo")
        }
    }
}
