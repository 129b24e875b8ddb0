import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

/// The File menu's dialogs: New, Open, Save a copy, Export and Import. The file dialogs are
/// Qt Widgets' (FileChooser), so typed names and the question before replacing a file work
/// with or without a desktop's platform theme.
Item {
    id: root

    function openExisting() { openChooser.open() }
    function createNew() {
        nameField.text = ""
        nameDialog.open()
    }
    function saveCopy() { copyChooser.open() }
    function exportJson() { jsonChooser.open() }
    function exportCsv() { csvChooser.open() }
    function importJson() { importChooser.open() }

    readonly property string campaignName: CampaignController.name

    FileChooser {
        id: openChooser
        objectName: "openChooser"
        title: qsTr("Open a campaign")
        nameFilters: [qsTr("Herald campaigns (*.herald)"), qsTr("All files (*)")]
        onAccepted: CampaignController.openCampaign(selectedFile)
    }

    Dialog {
        id: nameDialog
        objectName: "newCampaignDialog"
        readonly property string problem: CampaignController.campaignNameProblem(nameField.text)
        title: qsTr("New campaign")
        anchors.centerIn: Overlay.overlay
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        onOpened: {
            standardButton(Dialog.Ok).enabled = Qt.binding(() => nameDialog.problem.length === 0)
            nameField.forceActiveFocus()
        }
        onAccepted: newChooser.open()
        ColumnLayout {
            Label { text: qsTr("Name of the campaign") }
            TextField {
                placeholderTextColor: Theme.hintText
                id: nameField
                objectName: "campaignNameField"
                Layout.preferredWidth: 360
                placeholderText: qsTr("e.g. The Border Princes, 2026")
                onAccepted: if (nameDialog.problem.length === 0) nameDialog.accept()
            }
            Label {
                objectName: "campaignNameProblem"
                text: nameDialog.problem
                visible: text.length > 0
                wrapMode: Text.Wrap
                opacity: 0.8
                Layout.preferredWidth: 360
            }
        }
    }

    FileChooser {
        id: newChooser
        objectName: "newChooser"
        mode: FileChooser.SaveFile
        title: qsTr("Save the new campaign “%1” as").arg(nameField.text.trim())
        nameFilters: [qsTr("Herald campaigns (*.herald)")]
        defaultSuffix: "herald"
        proposedName: nameField.text.trim() + ".herald"
        onAccepted: CampaignController.newCampaign(selectedFile, nameField.text)
    }

    FileChooser {
        id: copyChooser
        objectName: "copyChooser"
        mode: FileChooser.SaveFile
        title: qsTr("Save a copy of the campaign “%1”").arg(root.campaignName)
        nameFilters: [qsTr("Herald campaigns (*.herald)")]
        defaultSuffix: "herald"
        proposedName: qsTr("%1 (copy).herald").arg(root.campaignName)
        onAccepted: CampaignController.saveCopy(selectedFile)
    }

    FileChooser {
        id: jsonChooser
        objectName: "jsonChooser"
        mode: FileChooser.SaveFile
        title: qsTr("Export the campaign “%1” as JSON").arg(root.campaignName)
        nameFilters: [qsTr("Campaign in JSON (*.json)")]
        defaultSuffix: "json"
        proposedName: root.campaignName + ".json"
        onAccepted: CampaignController.exportJson(selectedFile)
    }

    FileChooser {
        id: csvChooser
        objectName: "csvChooser"
        mode: FileChooser.SaveFile
        title: qsTr("Export the history of “%1” as CSV").arg(root.campaignName)
        nameFilters: [qsTr("Spreadsheet (*.csv)")]
        defaultSuffix: "csv"
        proposedName: qsTr("%1 history.csv").arg(root.campaignName)
        onAccepted: CampaignController.exportHistoryCsv(selectedFile)
    }

    FileChooser {
        id: importChooser
        objectName: "importChooser"
        title: qsTr("Import a campaign from JSON")
        nameFilters: [qsTr("Campaign in JSON (*.json)"), qsTr("All files (*)")]
        onAccepted: importTargetChooser.open()
    }

    FileChooser {
        id: importTargetChooser
        objectName: "importTargetChooser"
        mode: FileChooser.SaveFile
        title: qsTr("Save the imported campaign as")
        nameFilters: [qsTr("Herald campaigns (*.herald)")]
        defaultSuffix: "herald"
        onAccepted: CampaignController.importJson(importChooser.selectedFile, selectedFile)
    }
}
