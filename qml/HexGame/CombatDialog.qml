import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.HexGame
import Herald.Style

// One attack before and after its roll (spec 8.1 C6, 8.2): how the column is reached from the
// strengths and the worst terrain shift, then the die, from the campaign's dice or typed off a
// real one, and the row read with what it did.
Dialog {
    id: root

    required property HexGameDesk desk
    property string defender: ""
    property string outcome: ""

    function ask(unit: string) {
        root.defender = ""  // the odds are worked out again, for these attackers
        root.defender = unit
        root.outcome = ""
        dieField.text = ""
        open()
    }

    objectName: "combatDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 600, 620)
    modal: true
    title: qsTr("Attack on %1").arg(root.desk.unitLabel(root.defender))

    contentHeight: column.implicitHeight
    // Its own surface: the style's shadowed one draws nothing under the software renderer.
    background: Rectangle {
        radius: Theme.radius
        color: Theme.window
        border.color: Theme.noteBorder
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing
        Label {
            objectName: "combatOdds"
            text: root.outcome.length > 0 ? root.outcome : root.desk.oddsText(root.defender)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            visible: root.outcome.length === 0 && root.desk.adChoiceNeeded
            Layout.fillWidth: true
            Label {
                text: qsTr("On an AD, turn over")
            }
            ComboBox {
                id: adBox
                objectName: "combatAdUnit"
                Layout.fillWidth: true
                model: root.desk.attackers
            }
        }
        RowLayout {
            visible: root.outcome.length === 0
            Layout.fillWidth: true
            Label { text: qsTr("A real die showed") }
            TextField {
                id: dieField
                objectName: "combatDie"
                Layout.preferredWidth: 80
                validator: IntValidator { bottom: 1; top: 6 }
                placeholderText: qsTr("1-6")
            }
            Label {
                text: qsTr("(empty: Herald rolls)")
                opacity: 0.7
                Layout.fillWidth: true
                wrapMode: Text.Wrap
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                objectName: "combatRoll"
                text: root.outcome.length === 0 ? qsTr("Resolve") : qsTr("Close")
                onClicked: {
                    if (root.outcome.length > 0)
                        root.close()
                    else if (root.desk.attack(root.defender, dieField.text.length > 0 ? parseInt(dieField.text) : 0,
                                              root.desk.adChoiceNeeded ? adBox.currentText : ""))
                        root.outcome = root.desk.lastCombatText()
                }
            }
            Button {
                text: qsTr("Cancel")
                visible: root.outcome.length === 0
                onClicked: root.close()
            }
        }
    }
}
