pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Skirmish
import Herald.Style

// The fire calculator (§5.9): shooter, target, and where the map cannot tell, the distance and
// the target's terrain; offensive or defensive fire follows from the step of the turn.
ColumnLayout {
    id: root
    required property SkirmishDesk desk
    property string explanation: ""
    spacing: Theme.spacing

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        Label { text: qsTr("Shooter") }
        ComboBox {
            id: shooter
            objectName: "shooterBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.living
        }
        Label { text: qsTr("Target") }
        ComboBox {
            id: target
            objectName: "targetBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.living
        }
        Label { text: qsTr("Distance in hexes") }
        SpinBox {
            id: distance
            from: 0
            to: 200
            editable: true
            ToolTip.visible: hovered
            ToolTip.text: qsTr("0: measured on the map")
        }
        Label { text: qsTr("Target stands on") }
        ComboBox {
            id: terrain
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.terrainChoices
        }
    }

    RowLayout {
        spacing: Theme.spacing
        DieField { id: die; objectName: "fireDie" }
        Button {
            objectName: "shootButton"
            text: qsTr("Shoot")
            enabled: shooter.currentIndex >= 0 && target.currentIndex >= 0
            onClicked: if (root.desk.fire(shooter.currentValue, target.currentValue, distance.value,
                                          terrain.currentValue, die.text)) die.text = ""
        }
    }

    ExplanationView {
        text: root.explanation
        Layout.fillWidth: true
        Layout.fillHeight: true
    }
}
