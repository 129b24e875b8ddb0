pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.BattleBoard
import Herald.Style

// What the acting player does: choose a unit on the board, then click its target or a space;
// the other actions, the end of a half, retreat, auto-resolve and undo; what the last action
// rolled; the odds chart.
ScrollView {
    id: root

    required property BattleBoardDesk desk
    signal error(string message)

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
    width: root.availableWidth
    spacing: Theme.spacing

    Label {
        objectName: "selectedUnit"
        text: root.desk.finished ? qsTr("The battle is over.")
              : root.desk.selected >= 0 ? qsTr("Chosen: %1. Click a marked target or a space.").arg(root.desk.selectedName)
              : root.desk.inPursuit ? qsTr("Click a pursuing brigade, then the unit it pursues (§7.5).")
              : qsTr("Click one of your units in bold to choose it.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    RowLayout {
        visible: !root.desk.inPursuit && !root.desk.finished
        spacing: Theme.spacing
        Label { text: qsTr("An enemy brigade:") }
        RadioButton {
            objectName: "fireMode"
            text: qsTr("Fire")
            checked: root.desk.attackMode === "fire"
            onClicked: root.desk.attackMode = "fire"
        }
        RadioButton {
            objectName: "chargeMode"
            text: qsTr("Charge")
            checked: root.desk.attackMode === "charge"
            onClicked: root.desk.attackMode = "charge"
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        Button {
            objectName: "entrenchButton"
            text: qsTr("Entrench")
            enabled: root.desk.selected >= 0 && !root.desk.inPursuit
            onClicked: root.desk.entrench()
        }
        Button {
            objectName: "passButton"
            text: qsTr("Pass")
            enabled: root.desk.selected >= 0 && !root.desk.inPursuit
            onClicked: root.desk.pass()
        }
        Button {
            objectName: "endHalfButton"
            text: root.desk.inPursuit ? qsTr("End pursuit") : qsTr("End half")
            enabled: !root.desk.finished
            onClicked: root.desk.endHalf()
        }
        Button {
            objectName: "retreatButton"
            text: qsTr("Retreat")
            enabled: !root.desk.inPursuit && !root.desk.finished
            onClicked: root.desk.retreat()
        }
        Button {
            objectName: "resolveButton"
            text: qsTr("Auto-resolve")
            enabled: !root.desk.finished
            onClicked: root.desk.resolve()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Play the rest with the default policy (§15), rolling the campaign's dice")
        }
        Button {
            objectName: "undoButton"
            text: qsTr("Undo")
            enabled: CampaignController.canUndo
            onClicked: CampaignController.undo()
            ToolTip.visible: hovered
            ToolTip.text: CampaignController.undoText
        }
    }
    Label {
        text: qsTr("Last action")
        font.weight: Font.DemiBold
        visible: root.desk.lastText.length > 0
    }
    Label {
        objectName: "lastLines"
        text: root.desk.lastText
        visible: root.desk.lastText.length > 0
        wrapMode: Text.Wrap
        font.pixelSize: 12
        Layout.fillWidth: true
    }
    OddsChart {
        battle: root.desk.battle
        attackerName: root.desk.attackerName
        defenderName: root.desk.defenderName
        Layout.fillWidth: true
        onError: message => root.error(message)
    }
    }

    Dialog {
        objectName: "evadeDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 420
        modal: true
        visible: root.desk.evadeQuestion.length > 0
        title: qsTr("Cavalry charged by infantry")
        closePolicy: Popup.NoAutoClose
        contentItem: Label {
            text: root.desk.evadeQuestion
            wrapMode: Text.Wrap
        }
        footer: RowLayout {
            spacing: Theme.spacing
            Item { Layout.fillWidth: true }
            Button {
                objectName: "evadeButton"
                text: qsTr("Evade")
                onClicked: root.desk.answerEvade(true)
            }
            Button {
                objectName: "standButton"
                text: qsTr("Stand")
                Layout.rightMargin: Theme.spacing
                onClicked: root.desk.answerEvade(false)
            }
        }
    }
}
