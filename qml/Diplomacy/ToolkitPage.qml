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
                highlighted: area.currentIndex === 0
                Layout.fillWidth: true
                onClicked: area.currentIndex = 0
            }
            ItemDelegate {
                objectName: "variantEditorEntry"
                text: qsTr("Variant editor")
                leftPadding: 28
                highlighted: area.currentIndex === 1
                Layout.fillWidth: true
                onClicked: area.currentIndex = 1
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Correct or draw a Diplomacy map: provinces, borders, a scanned background")
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

        StackLayout {
            id: area
            objectName: "toolkitArea"
            Layout.fillWidth: true
            Layout.fillHeight: true
            DiplomacyDeskPage {}
            Loader {
                objectName: "variantEditorLoader"
                active: area.currentIndex === 1
                source: "VariantEditorPage.qml"
            }
        }
    }
}
