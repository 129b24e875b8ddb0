pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend

Page {
    id: root

    padding: 16
    readonly property var systems: [
        { key: "toolkit-hexgame", title: qsTr("Hex game"), url: PageCatalog.pageUrl("toolkit-hexgame") },
        { key: "toolkit-battleboard", title: qsTr("Battle board"), url: PageCatalog.pageUrl("toolkit-battleboard") },
        { key: "toolkit-skirmish", title: qsTr("Skirmish game"), url: PageCatalog.pageUrl("toolkit-skirmish") }
    ]
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
            // The other systems: each registers its page under its key
            // (herald_register_page KEY toolkit-...) and is listed here once this build has it.
            Repeater {
                model: root.systems
                delegate: ItemDelegate {
                    required property var modelData
                    required property int index
                    objectName: modelData.key
                    // Two lines when missing: the side list is narrow and the note is long in French.
                    text: modelData.url.length > 0 ? modelData.title
                                                    : modelData.title + "\n" + qsTr("coming later")
                    enabled: modelData.url.length > 0
                    highlighted: area.currentIndex === index + 2
                    Layout.fillWidth: true
                    onClicked: area.currentIndex = index + 2
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
            SystemLoader { system: 0 }
            SystemLoader { system: 1 }
            SystemLoader { system: 2 }
        }
    }

    // A system's page, made when first chosen (a Repeater would count as a page of the stack).
    component SystemLoader: Loader {
        required property int system
        readonly property var entry: root.systems[system]
        objectName: entry.key + "Loader"
        active: area.currentIndex === system + 2 && entry.url.length > 0
        source: entry.url
    }
}
