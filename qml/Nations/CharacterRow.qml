import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// One character of the roster: who he is and what he carries, then his status (and captor), a
// magic item to bind to him, taking him off the roster, on a row that wraps when narrow.
ColumnLayout {
    id: root

    required property int characterId
    required property string name
    required property string typeName
    required property int characterPoints
    required property string status
    required property string magicItems
    required property NationListModel nations
    required property StatusMessage outcome

    width: ListView.view ? ListView.view.width : implicitWidth
    spacing: 0

    CharacterForm {
        id: form
        campaign: CampaignController
        character: root.characterId
        status: root.status
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    Label {
        Layout.fillWidth: true
        text: Sentence.fill(qsTr("%1 — %2, %3 CP%4", "character name, type, character points, items"),
                            [root.name, root.typeName, root.characterPoints,
                             root.magicItems ? Sentence.fill(qsTr("; carries %1"), [root.magicItems]) : ""])
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        ComboBox {
            id: statusBox
            objectName: "statusBox"
            width: 150
            textRole: "text"
            valueRole: "value"
            model: form.statusChoices
            Component.onCompleted: currentIndex = indexOfValue(root.status)
            onActivated: form.status = currentValue
        }
        OptionalComboBox {
            width: 160
            visible: statusBox.currentValue === "captured"
            model: root.nations
            textRole: "name"
            noneText: qsTr("Held by…")
            value: form.captor
            onChosen: value => form.captor = value
        }
        Button { objectName: "setStatusButton"; text: qsTr("Set status"); onClicked: form.setStatus() }
        TextField {
            width: 110
            placeholderText: qsTr("Item card id")
            onTextEdited: form.card = text
        }
        Button { text: qsTr("Bind item"); onClicked: form.bindItem() }
        Button { text: qsTr("Drop", "take a character off the roster"); flat: true; onClicked: form.drop() }
    }
}
