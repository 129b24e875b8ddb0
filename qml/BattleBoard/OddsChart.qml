pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.BattleBoard
import Herald.Style

// The auto-resolve odds (§15.4) as a bar chart: attacker wins, defender wins, undecided.
ColumnLayout {
    id: root
    objectName: "oddsChart"

    property alias battle: odds.battle
    property string attackerName
    property string defenderName
    signal error(string message)

    spacing: Theme.spacingSmall

    BoardOddsForm {
        id: odds
        objectName: "oddsForm"
        campaign: CampaignController
        onError: message => root.error(message)
    }

    RowLayout {
        spacing: Theme.spacing
        Label {
            text: qsTr("Odds")
            font.weight: Font.DemiBold
        }
        Button {
            objectName: "oddsButton"
            text: qsTr("Simulate %1 battles").arg(odds.runs)
            onClicked: odds.simulate()
        }
    }
    OddsBar {
        objectName: "attackerBar"
        name: qsTr("%1 wins").arg(root.attackerName)
        share: odds.attackerShare
        barColor: Theme.highlight
    }
    OddsBar {
        objectName: "defenderBar"
        name: qsTr("%1 wins").arg(root.defenderName)
        share: odds.defenderShare
        barColor: Theme.warning
    }
    OddsBar {
        objectName: "undecidedBar"
        name: qsTr("Undecided")
        share: odds.undecidedShare
        barColor: Theme.hintText
    }
    Label {
        objectName: "oddsSummary"
        visible: odds.ready
        text: odds.lossText
        wrapMode: Text.Wrap
        font.pixelSize: 11
        Layout.fillWidth: true
    }

    // One bar: its label with the share in per cent, and the share drawn to scale.
    component OddsBar: ColumnLayout {
        id: bar
        property string name
        property real share
        property color barColor
        visible: odds.ready
        spacing: 1
        Layout.fillWidth: true
        Label {
            text: qsTr("%1: %2%").arg(bar.name).arg((bar.share * 100).toFixed(1))
            font.pixelSize: 12
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 12
            radius: 2
            color: Theme.window
            border.color: Theme.hintText
            Rectangle {
                width: parent.width * bar.share
                height: parent.height
                radius: 2
                color: bar.barColor
            }
        }
    }
}
