import QtQuick
import QtQuick.Controls

Dialog {
    id: root

    function show(message: string) {
        messageLabel.text = message
        open()
    }

    title: qsTr("Herald could not do that")
    modal: true
    standardButtons: Dialog.Ok
    width: Math.min(560, parent ? parent.width - 80 : 560)

    Label {
        id: messageLabel
        width: parent.width
        wrapMode: Text.Wrap
    }
}
