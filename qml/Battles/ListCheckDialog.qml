pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Battles
import Herald.Style

// A player's battle army typed in and checked before the game (§5.10, §2.5, §2.6): each
// entry's points and the total, then every problem naming the line, the entry and the
// numbers. Checking changes nothing in the campaign.
Dialog {
    id: root
    objectName: "listCheckDialog"

    required property BattleNightForm form
    property int battle: -1
    property string nation: ""
    property var checked: null

    function start(number, nationName) {
        root.battle = number
        root.nation = nationName
        root.checked = null
        root.open()
        listText.forceActiveFocus()
    }
    function check() {
        root.checked = root.form.checkList(root.battle, root.nation, listText.text)
    }

    //: %1 nation, %2 battle number
    title: qsTr("%1's army for battle %2").arg(root.nation).arg(root.battle)
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
    width: Math.min(760, parent.width - 2 * Theme.pageMargin)
    height: Math.min(640, parent.height - 2 * Theme.pageMargin)
    standardButtons: Dialog.Close

    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: root.opened
        onActivated: root.check()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("One entry per line: a count and a unit type (3 Spearmen), a number of mobs (2 mobs) or a character's name.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: 2
            TextArea {
                id: listText
                objectName: "listText"
                placeholderText: qsTr("4 Spearmen\n2 Knights\nDuke Aldric\n2 mobs")
                onTextChanged: root.checked = null
            }
        }
        ProminentButton {
            objectName: "checkButton"
            text: qsTr("Check (Ctrl+Return)")
            enabled: listText.text.trim().length > 0
            onClicked: root.check()
        }
        ScrollView {
            visible: root.checked !== null
            contentWidth: availableWidth
            clip: true
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: 3
            ColumnLayout {
                width: parent.width
                spacing: 2
                Label {
                    objectName: "listVerdict"
                    text: root.checked === null ? ""
                          : root.checked.ok ? qsTr("The list is legal for this battle.")
                          : qsTr("The list breaks the rules:")
                    color: root.checked !== null && root.checked.ok ? Theme.success : Theme.error
                    font.weight: Font.DemiBold
                }
                Repeater {
                    model: root.checked ? root.checked.problems : []
                    delegate: Label {
                        required property string modelData
                        text: "• " + modelData
                        color: Theme.error
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                Repeater {
                    model: root.checked ? root.checked.lines : []
                    delegate: Label {
                        required property string modelData
                        text: modelData
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
