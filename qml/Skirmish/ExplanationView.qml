import QtQuick
import QtQuick.Controls

// The rules decisions of the latest action, one a line, under a calculator.
ScrollView {
    id: root
    property string text: ""
    clip: true
    Label {
        objectName: "explanationText"
        width: root.availableWidth
        text: root.text
        wrapMode: Text.Wrap
        opacity: 0.85
    }
}
