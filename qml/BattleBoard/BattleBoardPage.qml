pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.BattleBoard
import Herald.Style

Item {
    id: root
    objectName: "battleBoardPage"

    property bool startingBattle: false
    /// The battle shown, by name: the Battles page opens the page on the one it made.
    property alias battle: desk.battle

    BattleBoardDesk {
        id: desk
        objectName: "battleBoardDesk"
        campaign: CampaignController
        // In play the panel's last action shows what was rolled; the banner is for the rest.
        onDone: summary => desk.begun ? status.clear() : status.show(summary, false)
        onError: message => status.show(message, true)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                text: qsTr("Battle board")
                font.pixelSize: 22
                font.weight: Font.DemiBold
            }
            ComboBox {
                objectName: "battleBox"
                Layout.preferredWidth: 240
                model: desk.battles
                currentIndex: desk.battleIndex
                visible: desk.hasBattle
                onActivated: index => desk.battle = desk.battles[index]
            }
            Button {
                objectName: "newBattleButton"
                text: qsTr("New battle…")
                visible: !root.startingBattle && desk.hasBattle
                onClicked: root.startingBattle = true
            }
            Label {
                objectName: "boardStatus"
                text: desk.status
                font.weight: Font.DemiBold
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        // §11.3: the numbers in use are stand-ins until the referee enters the real ones.
        Frame {
            objectName: "placeholderNotice"
            visible: desk.placeholder
            Layout.fillWidth: true
            background: Rectangle {
                radius: Theme.radius
                color: Theme.noteBackground
                border.color: Theme.noteBorder
            }
            Label {
                width: parent.width
                font.pixelSize: 12
                text: "⚠ " + desk.placeholderNotice
                color: Theme.warning
                wrapMode: Text.Wrap
            }
        }

        StatusMessage {
            id: status
            objectName: "boardMessage"
            Layout.fillWidth: true
        }

        NewBattleForm {
            id: newBattleForm
            visible: root.startingBattle || !desk.hasBattle
            desk: desk
            canCancel: desk.hasBattle
            Layout.fillWidth: true
            onFinished: root.startingBattle = false
        }

        SetupView {
            visible: desk.hasBattle && !desk.begun && !root.startingBattle
            battle: desk.battle
            Layout.fillWidth: true
            Layout.fillHeight: true
            onDone: summary => desk.begun ? status.clear() : status.show(summary, false)
            onError: message => status.show(message, true)
        }

        RowLayout {
            visible: desk.begun && !root.startingBattle
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingLarge

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.spacing
                BoardView {
                    desk: desk
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
                Label {
                    text: qsTr("Battle log")
                    font.weight: Font.DemiBold
                }
                ListView {
                    id: logView
                    objectName: "battleLog"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 84
                    clip: true
                    model: desk.log
                    onCountChanged: positionViewAtEnd()
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Label {
                        required property string modelData
                        width: logView.width - 12
                        text: modelData
                        wrapMode: Text.Wrap
                        font.pixelSize: 12
                    }
                }
            }
            PlayPanel {
                desk: desk
                Layout.preferredWidth: 350
                Layout.maximumWidth: 350
                Layout.fillWidth: false
                Layout.fillHeight: true
                onError: message => status.show(message, true)
            }
        }
        // Keeps the new battle form at the top when it is all the page shows.
        Item {
            visible: newBattleForm.visible
            Layout.fillHeight: true
        }
    }
}
