pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Battles
import Herald.Style

// A battle's result as the players report it at the table (§6.1-§6.5): each side's own losses
// and characters, the objective, and who rolls the dice. Entering it is one command: Herald
// works out the VP, winner and level, the survival rolls and the fates, and Ctrl+Z takes all
// of it back.
Dialog {
    id: root
    objectName: "resultDialog"

    required property BattleNightForm form
    /// The battle whose result is entered (a brief of BattleNightForm.battles).
    property var brief: null
    signal fileRequested(int number)

    function start(battle) {
        root.brief = battle
        defenders.reset()
        attackers.reset()
        objectiveBox.currentIndex = 0
        heraldRolls.checked = true
        typedField.text = ""
        message.clear()
        root.open()
    }

    function submit() {
        const sheet = { sides: [defenders.part(), attackers.part()],
                        objective: objectiveBox.currentIndex === 0 ? "none" : objectiveBox.currentIndex - 1 }
        if (root.form.enterSheet(root.brief.number, sheet, tableDice.checked ? typedField.text : ""))
            root.close()
    }

    //: %1 the battle's title ("Battle 2: assault in 0408 Scar")
    title: root.brief ? qsTr("Result of %1").arg(root.brief.title) : ""
    modal: true
    // Drawn here: the style's own dialog background is a layer effect that the software scene
    // graph (QT_QUICK_BACKEND=software) leaves transparent.
    background: Rectangle {
        color: Theme.window
        border.color: Theme.hintText
        radius: Theme.radius
    }
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(1120, parent.width - 2 * Theme.pageMargin)
    height: Math.min(760, parent.height - 2 * Theme.pageMargin)

    Connections {
        target: root.form
        enabled: root.opened
        function onError(text) { message.show(text, true) }
    }
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: root.opened
        onActivated: root.submit()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("List what each side lost itself. Herald then works out the victory points, the winner and the level, rolls survival for every unit that lost stands, and settles the characters carried off and their magic items, in the order of §6.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ScrollView {
            id: scroll
            contentWidth: availableWidth
            clip: true
            Layout.fillWidth: true
            Layout.fillHeight: true
            RowLayout {
                width: scroll.availableWidth
                spacing: Theme.spacing
                SideResult {
                    id: defenders
                    objectName: "defendersResult"
                    side: root.brief ? root.brief.sides[0] : ({ role: "", armies: [], lines: [], people: [] })
                    enemyNations: root.brief ? root.brief.sides[1].nationNames : []
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                }
                SideResult {
                    id: attackers
                    objectName: "attackersResult"
                    side: root.brief ? root.brief.sides[1] : ({ role: "", armies: [], lines: [], people: [] })
                    enemyNations: root.brief ? root.brief.sides[0].nationNames : []
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                }
            }
        }
        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label { text: qsTr("Objective held alone at the end by") }
            ComboBox {
                id: objectiveBox
                objectName: "objectiveBox"
                model: [qsTr("Nobody, or both sides"), qsTr("The defenders"), qsTr("The attackers")]
                Layout.preferredWidth: 220
            }
            Item { Layout.fillWidth: true }
        }
        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            RadioButton {
                id: heraldRolls
                objectName: "heraldRolls"
                text: qsTr("Herald rolls the dice")
                checked: true
            }
            RadioButton {
                id: tableDice
                objectName: "tableDice"
                text: qsTr("Dice rolled at the table:")
            }
            TextField {
                id: typedField
                objectName: "typedDice"
                enabled: tableDice.checked
                placeholderText: qsTr("e.g. 5 3 6")
                Layout.fillWidth: true
            }
        }
        Label {
            visible: tableDice.checked
            text: qsTr("In this order: a survival die for each unit that lost 2 or more stands, defenders first (a unit that lost 1 stand and a mob roll none), then a die for each character removed from the table, then one for each magic item such a character carried when it must roll.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        StatusMessage {
            id: message
            objectName: "resultMessage"
            Layout.fillWidth: true
        }
    }

    footer: Pane {
        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            Button {
                objectName: "resultFromFileButton"
                text: qsTr("From a sheet file…")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Read a result sheet written as JSON (docs/battle-result-format.md) instead")
                onClicked: {
                    root.close()
                    root.fileRequested(root.brief.number)
                }
            }
            Item { Layout.fillWidth: true }
            Button {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            ProminentButton {
                objectName: "enterResultNow"
                text: qsTr("Enter result")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One command: Ctrl+Z takes it back (Ctrl+Return)")
                onClicked: root.submit()
            }
        }
    }
}
