pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.BattleBoard
import Herald.Style

// A new battle: its name and the two armies, written as counts of each unit type.
Frame {
    id: root

    required property BattleBoardDesk desk
    property bool canCancel: false
    // The table file chosen for the battle's numbers (§11); empty: the placeholder set.
    property url tablesFile
    signal finished()

    FileChooser {
        id: tablesChooser
        objectName: "tablesChooser"
        title: qsTr("Numbers for the battle board")
        nameFilters: [qsTr("Battle board tables (*.json)")]
        onAccepted: root.tablesFile = selectedFile
    }

    GridLayout {
        width: parent.width
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Label {
            text: qsTr("A new battle on the board: name it and list each army as counts of "
                       + "infantry, cavalry, artillery and leaders (\"elite\" before a type for elite brigades).")
            wrapMode: Text.Wrap
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        Label { text: qsTr("Name") }
        TextField {
            id: nameField
            objectName: "battleNameField"
            placeholderText: qsTr("e.g. Brandy Station")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Attacker") }
        TextField {
            id: attackerField
            objectName: "attackerField"
            placeholderText: qsTr("Union: 6 infantry, 2 cavalry, 1 artillery, 2 leaders")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Defender") }
        TextField {
            id: defenderField
            objectName: "defenderField"
            placeholderText: qsTr("Confederacy: 6 infantry, 1 elite cavalry, 1 artillery, 1 leader")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Numbers") }
        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                objectName: "tablesName"
                text: root.desk.fileName(root.tablesFile).length > 0
                      ? root.desk.fileName(root.tablesFile)
                      : qsTr("the built-in placeholder set (§11.3)")
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "tablesButton"
                text: qsTr("From a file…")
                onClicked: tablesChooser.open()
            }
            Button {
                text: qsTr("Placeholder")
                visible: root.desk.fileName(root.tablesFile).length > 0
                onClicked: root.tablesFile = ""
            }
        }
        RowLayout {
            Layout.columnSpan: 2
            spacing: Theme.spacing
            ProminentButton {
                objectName: "createBattleButton"
                text: qsTr("Create battle")
                onClicked: {
                    if (root.desk.newBattle(nameField.text, attackerField.text, defenderField.text, root.tablesFile)) {
                        nameField.text = ""
                        root.finished()
                    }
                }
            }
            Button {
                text: qsTr("Cancel")
                visible: root.canCancel
                onClicked: root.finished()
            }
        }
    }
}
