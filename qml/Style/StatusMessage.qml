import QtQuick
import QtQuick.Controls

// The one way a page reports the outcome of what the person did: a framed sentence, red for
// a refusal, green for what was done; hidden while there is nothing to say. show() replaces
// the message, clear() removes it (a stale error goes at the next action).
Frame {
    id: root

    property string text: ""
    property bool isError: false

    function show(message: string, error: bool) {
        root.text = message
        root.isError = error
    }
    function clear() {
        root.text = ""
        root.isError = false
    }

    visible: root.text !== ""
    background: Rectangle {
        radius: Theme.radius
        color: root.isError ? Theme.errorBackground : Theme.successBackground
        border.color: root.isError ? Theme.errorBorder : Theme.successBorder
    }
    Label {
        objectName: "statusMessageText"
        width: root.availableWidth
        text: root.text
        color: root.isError ? Theme.error : Theme.success
        wrapMode: Text.WordWrap
    }
}
