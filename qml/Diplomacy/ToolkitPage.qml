pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: root

    padding: 16
    RowLayout {
        anchors.fill: parent
        spacing: 16

        ColumnLayout {
            Layout.preferredWidth: 200
            Layout.maximumWidth: 200
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: 4
            Label {
                text: qsTr("Toolkit")
                font.pixelSize: 26
                font.weight: Font.DemiBold
            }
            Label {
                text: qsTr("Bookkeeping for the other rule systems")
                opacity: 0.7
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            ItemDelegate {
                objectName: "diplomacySystem"
                text: qsTr("Diplomacy")
                highlighted: true
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Coming later")
                opacity: 0.7
                topPadding: 12
            }
            Repeater {
                model: [qsTr("Hex game"), qsTr("Battle board"), qsTr("Skirmish game")]
                delegate: ItemDelegate {
                    required property string modelData
                    text: modelData
                    enabled: false
                    Layout.fillWidth: true
                }
            }
            Item { Layout.fillHeight: true }
        }

        DiplomacyDesk {
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
    }
}
