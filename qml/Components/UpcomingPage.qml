import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

/// A page of the rail whose workflow is not in this version yet: says what it will hold.
Page {
    id: root

    property string summary

    padding: 32
    ColumnLayout {
        width: Math.min(parent.width, 720)
        spacing: 16
        PageHeader {
            title: root.title
            subtitle: root.summary
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Not available in this version of Herald yet. Everything you do elsewhere is kept in the campaign file and will be here when this page arrives.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            opacity: 0.8
        }
    }
}
