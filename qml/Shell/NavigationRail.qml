pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

Pane {
    id: root

    property alias currentIndex: list.currentIndex
    readonly property int count: list.count
    readonly property string currentKey: list.currentIndex >= 0 ? pages.get(list.currentIndex).key : ""

    function showPage(key: string) {
        for (let i = 0; i < pages.count; ++i) {
            if (pages.get(i).key === key)
                list.currentIndex = i
        }
    }

    padding: 0
    // As wide as the longest label in the language shown ("Nations & Rosters" is 224 in
    // English), plus a button's padding, the glyph and the space after it.
    implicitWidth: Math.max(224, Math.ceil(labelWidths.implicitWidth) + 2 * 16 + 24 + 12)
    Material.elevation: 2

    Column {
        id: labelWidths
        visible: false
        Repeater {
            model: pages
            delegate: Label {
                required property string label
                text: qsTr(label)
                font.bold: true
            }
        }
    }

    ListModel {
        id: pages
        ListElement { key: "campaign"; label: QT_TR_NOOP("Campaign"); glyph: "⚑" }
        ListElement { key: "map"; label: QT_TR_NOOP("Map"); glyph: "⬢" }
        ListElement { key: "nations"; label: QT_TR_NOOP("Nations & Rosters"); glyph: "♜" }
        ListElement { key: "orders"; label: QT_TR_NOOP("Orders"); glyph: "✉" }
        ListElement { key: "battles"; label: QT_TR_NOOP("Battles"); glyph: "⚔" }
        ListElement { key: "expeditions"; label: QT_TR_NOOP("Expeditions"); glyph: "⚓" }
        ListElement { key: "lesser-races"; label: QT_TR_NOOP("Lesser Races"); glyph: "⚘" }
        ListElement { key: "decks"; label: QT_TR_NOOP("Decks & Tables"); glyph: "♠" }
        ListElement { key: "history"; label: QT_TR_NOOP("History"); glyph: "☰" }
        ListElement { key: "dice"; label: QT_TR_NOOP("Dice"); glyph: "⚄" }
        ListElement { key: "toolkit"; label: QT_TR_NOOP("Toolkit"); glyph: "⚒" }
        ListElement { key: "settings"; label: QT_TR_NOOP("Settings"); glyph: "⚙" }
    }

    ListView {
        id: list
        anchors.fill: parent
        anchors.topMargin: 8
        model: pages
        keyNavigationEnabled: true
        focus: true
        delegate: RailButton {
            width: ListView.view.width
            onClicked: list.currentIndex = index
        }
    }

    component RailButton: ItemDelegate {
        id: button

        required property int index
        required property string key
        required property string label
        required property string glyph

        highlighted: ListView.isCurrentItem
        text: qsTr(label)
        ToolTip.visible: hovered
        ToolTip.delay: 800
        ToolTip.text: index < 9 ? qsTr("%1 (Ctrl+%2)").arg(text).arg(index + 1) : text
        contentItem: RowLayout {
            spacing: 12
            Label {
                text: button.glyph
                font.pixelSize: 20
                Layout.preferredWidth: 24
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                text: button.text
                Layout.fillWidth: true
                elide: Text.ElideRight
                font.bold: button.highlighted
            }
        }
        Shortcut {
            enabled: button.index < 9
            sequence: "Ctrl+" + (button.index + 1)
            onActivated: button.clicked()
        }
    }
}
