pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Skirmish
import Herald.Style

// The Gharv interphases of DN2 (§2.3, §9.6): the appearance roll for a character on water, a
// beach, a boat or marsh, with the table in words; and a Gharv's try at capsizing a boat
// (§12 C10). The disappearance step needs no action: Next step into it sends the Gharvs out of
// contact back to the water.
ColumnLayout {
    id: root
    required property SkirmishDesk desk
    property string explanation: ""
    spacing: Theme.spacing

    Label {
        objectName: "gharvTableText"
        text: qsTr("Each Adventurer or Krob on water, a beach, a boat or marsh rolls a d10: a Gharv comes up on 1-2 in water (2 off the roll for a wounded character), on 1 on a beach or a boat, on 1-3 in marsh (1 off if wounded). Its attack in that interphase is 2 columns right from water, 1 from a beach or marsh; beside a boat it tries to capsize it instead (1-3).")
        wrapMode: Text.Wrap
        opacity: 0.85
        Layout.preferredWidth: 100 // wraps rather than widen the page
        Layout.fillWidth: true
    }

    GridLayout {
        columns: 4
        columnSpacing: Theme.spacing
        rowSpacing: 0
        Label { text: qsTr("Who rolls") }
        ComboBox {
            id: caller
            objectName: "gharvCallerBox"
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "key"
            model: root.desk.callers
        }
        Label { text: qsTr("Stands on") }
        ComboBox {
            id: ground
            objectName: "gharvGroundBox"
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "key"
            model: root.desk.gharvHexChoices
        }
        Label { text: qsTr("Place it on") }
        TextField {
            id: at
            objectName: "gharvAtField"
            placeholderText: qsTr("Hex, or empty")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Empty: Herald puts the Gharv on the free water or marsh hex beside the character, rolling among several")
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            validator: RegularExpressionValidator { regularExpression: /[A-Za-z]{0,2}[0-9]{0,3}/ }
        }
        Label { text: qsTr("Gharv") }
        ComboBox {
            id: gharv
            objectName: "gharvBox"
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            textRole: "label"
            valueRole: "key"
            model: root.desk.gharvs
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The Gharv that goes for the boat")
        }
        Label { text: qsTr("In the boat") }
        ComboBox {
            id: firstSeat
            objectName: "firstSeatBox"
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "key"
            model: root.desk.callers
        }
        Label { text: qsTr("and") }
        ComboBox {
            id: secondSeat
            objectName: "secondSeatBox"
            Layout.preferredWidth: 140
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "key"
            model: root.desk.passengerChoices
        }
    }

    RowLayout {
        spacing: Theme.spacing
        DieField { id: die; objectName: "gharvDie" }
        Button {
            objectName: "gharvRollButton"
            text: qsTr("Roll for a Gharv")
            enabled: caller.currentIndex >= 0
            onClicked: if (root.desk.gharvRoll(caller.currentValue, ground.currentValue, at.text,
                                               die.text)) {
                die.text = ""
                at.text = ""
            }
        }
        Button {
            objectName: "capsizeButton"
            text: qsTr("Go for the boat")
            enabled: gharv.currentIndex >= 0 && firstSeat.currentIndex >= 0
            onClicked: if (root.desk.capsize(gharv.currentValue,
                                             [firstSeat.currentValue, secondSeat.currentValue],
                                             die.text)) die.text = ""
        }
    }

    ExplanationView {
        objectName: "gharvExplanation"
        text: root.explanation
        Layout.fillWidth: true
        Layout.fillHeight: true
    }
}
