pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// One side of a battle: its armies, how it deploys (§5.11) and what its nations may field.
GroupBox {
    id: root

    required property var modelData
    /// The referee wants to check a player's typed battle army for one of the side's nations.
    signal listCheckRequested(string nation)
    /// The referee wants to spend one of the side's nations' experience before the battle.
    signal experienceRequested(string nation)

    title: modelData.role

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingSmall

        Repeater {
            model: root.modelData.armies
            delegate: Label {
                required property string modelData
                text: modelData
                font.weight: Font.DemiBold
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        Label {
            text: root.modelData.deployment
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.modelData.nations
            delegate: ColumnLayout {
                id: nation
                required property var modelData
                required property int index
                spacing: 2
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                Label {
                    text: nation.modelData.heading
                    font.weight: Font.DemiBold
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: nation.modelData.units.length === 0
                    text: qsTr("No units on the roster this year.")
                    color: Theme.warning
                }
                Repeater {
                    model: nation.modelData.units.concat(nation.modelData.characters)
                    delegate: Label {
                        required property string modelData
                        text: modelData
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                Label {
                    text: nation.modelData.mobs
                    color: Theme.hintText
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "checkListButton"
                    text: qsTr("Check a battle list…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Type the player's army for this battle: Herald checks it against the roster, the army list's limits and the points (§5.10)")
                    onClicked: root.listCheckRequested(root.modelData.nationNames[nation.index])
                }
                Button {
                    objectName: "spendExperienceButton"
                    text: qsTr("Spend experience…")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("One purchase from the experience table before the battle: a lost unit back, a battle honour, a random scenario or a magic item (§2.15)")
                    onClicked: root.experienceRequested(root.modelData.nationNames[nation.index])
                }
            }
        }
    }
}
