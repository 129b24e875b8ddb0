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
    // The odds of the shot picked, before the roll.
    property var odds: ({})
    spacing: Theme.spacing

    function refreshOdds() {
        root.odds = shooter.currentIndex >= 0 && target.currentIndex >= 0
                ? root.desk.shotOdds(shooter.currentValue, target.currentValue, distance.value,
                                     terrain.currentValue)
                : ({})
    }
    Connections {
        target: root.desk
        function onChanged() { root.refreshOdds() }
    }
    Component.onCompleted: refreshOdds()

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
            onActivated: root.refreshOdds()
        }
        Label { text: qsTr("Target") }
        ComboBox {
            id: target
            objectName: "targetBox"
            Layout.preferredWidth: 300
            textRole: "name"
            valueRole: "key"
            model: root.desk.living
            onActivated: root.refreshOdds()
        }
        Label { text: qsTr("Distance in hexes") }
        SpinBox {
            id: distance
            from: 0
            to: 200
            editable: true
            onValueModified: root.refreshOdds()
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
            onActivated: root.refreshOdds()
        }
    }

    RowLayout {
        spacing: Theme.spacing
        DieField { id: die; objectName: "fireDie" }
        Button {
            objectName: "shootButton"
            text: qsTr("Shoot")
            enabled: root.odds.legal === true
            onClicked: if (root.desk.fire(shooter.currentValue, target.currentValue, distance.value,
                                          terrain.currentValue, die.text)) die.text = ""
        }
    }

    // The odds of the shot picked (or why it cannot be made), then what the latest action decided.
    ExplanationView {
        objectName: "fireExplanation"
        text: [root.odds.text ?? "", root.explanation].filter(t => t !== "").join("\n\n")
        Layout.fillWidth: true
        Layout.fillHeight: true
    }
}
