import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// Changes the chosen nation: only what was changed is sent, as one command (a new player's
// name is added with it).
Dialog {
    id: root

    required property NationDelegate nation
    required property NationListModel nations
    required property StatusMessage outcome

    objectName: "editDialog"
    title: qsTr("Edit %1").arg(root.nation ? root.nation.name : "")
    modal: true
    standardButtons: Dialog.Cancel
    onAboutToShow: form.load()

    NationEditForm {
        id: form
        campaign: CampaignController
        nationId: root.nation ? root.nation.nationId : 0
        onDone: summary => { root.outcome.show(summary, false); root.close() }
        onError: message => root.outcome.show(message, true)
    }
    GridLayout {
        columns: 2
        Label { text: qsTr("Name") }
        TextField { Layout.preferredWidth: 260; text: form.name; onTextEdited: form.name = text }
        Label { text: qsTr("Colour") }
        TextField { text: form.colour; onTextEdited: form.colour = text; placeholderText: "#rrggbb" }
        Label { text: qsTr("Player") }
        TextField { Layout.fillWidth: true; text: form.player; onTextEdited: form.player = text }
        Label { text: qsTr("Army list") }
        OptionalComboBox {
            Layout.fillWidth: true
            model: root.nations.armyLists
            noneText: qsTr("Choose…")
            value: form.armyList
            onChosen: value => form.armyList = value
        }
        Label { text: qsTr("Capital (XXYY)") }
        TextField { objectName: "editCapital"; text: form.capital; onTextEdited: form.capital = text }
        ProminentButton {
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            objectName: "saveButton"
            text: qsTr("Save changes")
            onClicked: form.submit()
        }
    }
}
