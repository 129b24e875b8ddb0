import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// Founds a nation: name, player (a new name is added with the nation), colour, capital and
// army list, as one command.
Dialog {
    id: root

    required property NationListModel nations
    required property StatusMessage outcome

    objectName: "foundDialog"
    title: qsTr("Found a nation")
    modal: true
    standardButtons: Dialog.Cancel

    NationForm {
        id: form
        campaign: CampaignController
        onDone: summary => { root.outcome.show(summary, false); root.close() }
        onError: message => root.outcome.show(message, true)
    }
    GridLayout {
        columns: 2
        Label { text: qsTr("Name") }
        TextField { objectName: "nationName"; Layout.preferredWidth: 260; onTextEdited: form.name = text }
        Label { text: qsTr("Player") }
        TextField { Layout.fillWidth: true; placeholderText: qsTr("new names are added"); onTextEdited: form.player = text }
        Label { text: qsTr("Colour") }
        TextField { text: form.colour; placeholderText: "#rrggbb"; onTextEdited: form.colour = text }
        Label { text: qsTr("Capital (XXYY)") }
        TextField { onTextEdited: form.capital = text }
        Label { text: qsTr("Army list") }
        OptionalComboBox {
            Layout.fillWidth: true
            model: root.nations.armyLists
            noneText: qsTr("Choose…")
            value: form.armyList
            onChosen: value => form.armyList = value
        }
        ProminentButton {
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            objectName: "foundButton"
            text: qsTr("Found nation")
            onClicked: form.submit()
        }
    }
}
