import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Herald.Backend

/// The New and Open dialogs for campaign files.
Item {
    id: root

    function openExisting() { openDialog.open() }
    function createNew() { nameDialog.open() }

    FileDialog {
        id: openDialog
        title: qsTr("Open a campaign")
        nameFilters: [qsTr("Herald campaigns (*.herald)"), qsTr("All files (*)")]
        fileMode: FileDialog.OpenFile
        onAccepted: CampaignController.openCampaign(selectedFile)
    }

    Dialog {
        id: nameDialog
        title: qsTr("New campaign")
        anchors.centerIn: Overlay.overlay
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        onOpened: nameField.forceActiveFocus()
        onAccepted: saveDialog.open()
        ColumnLayout {
            Label { text: qsTr("Name of the campaign") }
            TextField {
                id: nameField
                Layout.preferredWidth: 320
                placeholderText: qsTr("e.g. The Border Princes, 2026")
                onAccepted: nameDialog.accept()
            }
        }
    }

    FileDialog {
        id: saveDialog
        title: qsTr("Save the new campaign as")
        nameFilters: [qsTr("Herald campaigns (*.herald)")]
        defaultSuffix: "herald"
        fileMode: FileDialog.SaveFile
        onAccepted: CampaignController.newCampaign(selectedFile, nameField.text)
    }
}
