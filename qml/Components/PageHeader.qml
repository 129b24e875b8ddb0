import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: root

    property string title
    property string subtitle

    spacing: 4
    Label {
        text: root.title
        font.pixelSize: 26
        font.weight: Font.DemiBold
    }
    Label {
        visible: root.subtitle.length > 0
        text: root.subtitle
        opacity: 0.7
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
