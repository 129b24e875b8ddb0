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
              : root.desk.selected >= 0 ? qsTr("Chosen: %1. Click a marked target (to fire or charge, as chosen below) or a space.").arg(root.desk.selectedName)
              : root.desk.inPursuit ? qsTr("Click a pursuing brigade, then the unit it pursues (§7.5).")
              : qsTr("Click one of your units in bold to choose it.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        // What clicking an enemy brigade does.
        RadioButton {
            objectName: "fireMode"
            text: qsTr("Fire")
            visible: !root.desk.inPursuit && !root.desk.finished
            checked: root.desk.attackMode === "fire"
            onClicked: root.desk.attackMode = "fire"
        }
        RadioButton {
            objectName: "chargeMode"
            text: qsTr("Charge")
            visible: !root.desk.inPursuit && !root.desk.finished
            checked: root.desk.attackMode === "charge"
            onClicked: root.desk.attackMode = "charge"
        }
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
    RowLayout {
        spacing: Theme.spacing
        Layout.fillWidth: true
        Label { text: qsTr("Dice from the table") }
        TextField {
            objectName: "typedDiceField"
            text: root.desk.typedFaces
            placeholderText: qsTr("e.g. 5 4")
            Layout.fillWidth: true
            onTextEdited: root.desk.typedFaces = text
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The faces the real dice showed, in the order the rolls are made; the next action uses them")
        }
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

    // §5.2.3: the defender answers a charge on his cavalry by infantry.
    Dialog {
        id: evadeDialog
        objectName: "evadeDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A fixed width: Qt 6.4's Dialog otherwise takes it from its title and buttons.
        width: 460
        modal: true
        visible: root.desk.evadeQuestion.length > 0
        title: qsTr("Cavalry charged by infantry")
        closePolicy: Popup.NoAutoClose
        standardButtons: Dialog.Yes | Dialog.No
        // Material's dialog body is drawn through a shadow layer the software renderer omits.
        background: Rectangle {
            color: Theme.window
            radius: Theme.radius
            border.color: Theme.hintText
        }
        onAccepted: root.desk.answerEvade(true)
        onRejected: root.desk.answerEvade(false)
        Component.onCompleted: {
            const evade = standardButton(Dialog.Yes)
            evade.text = qsTr("Evade")
            evade.objectName = "evadeButton"
            const stand = standardButton(Dialog.No)
            stand.text = qsTr("Stand")
            stand.objectName = "standButton"
        }
        Label {
            width: evadeDialog.availableWidth
            text: root.desk.evadeQuestion
            wrapMode: Text.Wrap
        }
    }
}
