pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Skirmish
import Herald.Style

// Spellcasting (§7.2-§7.4): caster, spell, target and magnitude, and in DN1 an enemy caster's
// counterspell; the energy each pays shows in the roster.
ColumnLayout {
    id: root
    required property SkirmishDesk desk
    property string explanation: ""
    spacing: Theme.spacing

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        Label { text: qsTr("Spellcaster") }
        ComboBox {
            id: caster
            objectName: "casterBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.casters
        }
        Label { text: qsTr("Spell") }
        ComboBox {
            id: spell
            objectName: "spellBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.spells
        }
        Label { text: qsTr("On") }
        ComboBox {
            id: target
            objectName: "spellTargetBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.targetChoices
        }
        Label { text: qsTr("Magnitude") }
        SpinBox {
            id: magnitude
            from: 0
            to: 200
            editable: true
            ToolTip.visible: hovered
            ToolTip.text: qsTr("MPs or points added, hexes, points off a missile roll")
        }
        Label { text: qsTr("Countered by") }
        ComboBox {
            id: counterer
            objectName: "countererBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.countererChoices
        }
    }

    RowLayout {
        spacing: Theme.spacing
        DieField { id: die; objectName: "castDie" }
        Button {
            objectName: "castButton"
            text: qsTr("Cast")
            enabled: caster.currentIndex >= 0
            onClicked: if (root.desk.cast(caster.currentValue, spell.currentValue, target.currentValue,
                                          magnitude.value, counterer.currentValue, die.text)) die.text = ""
        }
    }

    ExplanationView {
        text: root.explanation
        Layout.fillWidth: true
        Layout.fillHeight: true
    }
}
