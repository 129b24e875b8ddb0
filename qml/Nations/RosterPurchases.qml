import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Nations
import Herald.Style

// What the referee does to an open roster: buy or take off units, strike off losses, take a
// character. The form runs each as one command. Each action is a row that wraps when the
// page is narrow or the words are long, so no button ends up out of reach.
ColumnLayout {
    id: root

    required property RosterForm form
    required property var unitTypes
    required property var characterEntries
    /// Labels stand as tall as the controls beside them, so they line up.
    readonly property real rowHeight: buyButton.implicitHeight

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label { height: root.rowHeight; verticalAlignment: Text.AlignVCenter; text: qsTr("Buy (−: take off)") }
        SpinBox { objectName: "buyCount"; width: 130; from: -99; to: 99; value: 1; editable: true; onValueModified: root.form.count = value }
        ComboBox {
            objectName: "unitTypeBox"
            width: 200
            model: root.unitTypes
            onCurrentTextChanged: root.form.unitType = currentText
        }
        Button { id: buyButton; objectName: "buyButton"; text: qsTr("Buy units"); onClicked: root.form.submit() }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label { height: root.rowHeight; verticalAlignment: Text.AlignVCenter; text: qsTr("Lost") }
        SpinBox { width: 130; from: 1; to: 99; value: 1; editable: true; onValueModified: root.form.lossCount = value }
        Label { height: root.rowHeight; verticalAlignment: Text.AlignVCenter; text: qsTr("units of line") }
        SpinBox { width: 130; from: 1; to: 99; value: 1; editable: true; onValueModified: root.form.line = value }
        Button { objectName: "lossButton"; text: qsTr("Mark losses"); onClicked: root.form.markLosses() }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label { height: root.rowHeight; verticalAlignment: Text.AlignVCenter; text: qsTr("Take") }
        ComboBox {
            width: 150
            model: root.characterEntries
            onCurrentTextChanged: root.form.characterEntry = currentText
        }
        TextField { width: 180; placeholderText: qsTr("Character's name"); onTextEdited: root.form.characterName = text }
        Button { text: qsTr("Take character"); onClicked: root.form.buyCharacter() }
    }
}
