import QtQuick
import QtQuick.Controls

Dialog {
    id: root

    function show(message: string) {
        messageLabel.text = message
        open()
    }

    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    title: qsTr("Herald could not do that")
    modal: true
    standardButtons: Dialog.Ok
    width: Math.min(560, Overlay.overlay ? Overlay.overlay.width - 80 : 560)

    Label {
        id: messageLabel
        objectName: "errorMessage"
        width: parent.width
        wrapMode: Text.Wrap
    }
}
