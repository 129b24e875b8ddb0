import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// A stop-gap step (§3): Herald cannot do its work yet, so the referee confirms having done it
// on paper before the campaign moves on.
Dialog {
    id: root

    required property CalendarForm calendar
    property string work: ""

    function ask(what: string) {
        root.work = what
        open()
    }

    objectName: "confirmByHandDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 600, 640)
    modal: true
    title: qsTr("Done on paper?")
    onAccepted: root.calendar.confirmByHand()

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing
        Label {
            text: qsTr("Herald cannot do this part of %1 yet. Confirm that you did it on paper; Herald records the step as done by hand and does not check it.").arg(root.calendar.stepLabel)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "confirmByHandWork"
            text: root.work
            wrapMode: Text.Wrap
            font.italic: true
            Layout.fillWidth: true
        }
    }

    // Its own surface: the style's shadowed one draws nothing under the software renderer.
    background: Rectangle {
        radius: Theme.radius
        color: Theme.window
        border.color: Theme.noteBorder
    }

    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.spacingLarge
        RowLayout {
            id: buttons
            anchors.right: parent.right
            anchors.rightMargin: Theme.spacingLarge
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.spacing
            Button {
                text: qsTr("Cancel")
                flat: true
                onClicked: root.reject()
            }
            Button {
                objectName: "confirmByHandButton"
                text: qsTr("Done on paper: finish the step")
                onClicked: root.accept()
            }
        }
    }
}
