pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style
import Herald.Nations

// The page's left column: the nations to choose from, founding a nation, the players.
ColumnLayout {
    id: root

    required property NationListModel nations
    required property StatusMessage outcome
    /// The chosen nation's delegate, null while there is none.
    readonly property NationDelegate currentNation: list.currentItem as NationDelegate
    /// The nation the referee chose; kept across the reloads of the list.
    property int chosenNationId: 0

    signal foundRequested()

    Connections {
        target: root.nations
        function onModelReset() { reselect.restart() }
    }
    // Once the list has taken the reset in (Qt.callLater would do, but Qt 6.4's qmllint takes it
    // for a property, not a method).
    Timer {
        id: reselect
        interval: 0
        onTriggered: list.currentIndex = Math.max(0, root.nations.rowOf(root.chosenNationId))
    }

    Label {
        text: qsTr("Nations & Rosters")
        font.pixelSize: 22
        font.bold: true
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        text: qsTr("Each nation's population total (PT), army points (AP) and character points (CP), counted live from the map, and its roster for this year.")
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
        opacity: 0.75
    }
    ListView {
        id: list
        objectName: "nationList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: root.nations
        delegate: NationDelegate {
            id: delegate
            onClicked: {
                root.chosenNationId = delegate.nationId
                list.currentIndex = delegate.index
            }
        }
    }
    Button {
        objectName: "foundNationButton"
        text: qsTr("Found a nation…")
        onClicked: root.foundRequested()
    }
    PlayersBox {
        Layout.fillWidth: true
        players: root.nations.players
        outcome: root.outcome
    }
}
