pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.BattleBoard
import Herald.Style

// §3: each player places his army in secret at the one screen; between the two set-ups a
// hand-over screen hides the first, and nothing is shown until both are in.
Item {
    id: root

    property alias battle: form.battle
    signal done(string summary)
    signal error(string message)

    // The place chosen for each unit, in army order.
    property var placements: []

    BoardSetupForm {
        id: form
        campaign: CampaignController
        onDone: summary => root.done(summary)
        onError: message => root.error(message)
        onStartingPlacementsChanged: root.placements = form.startingPlacements
    }

    ColumnLayout {
        objectName: "handOverScreen"
        anchors.centerIn: parent
        width: Math.min(parent.width, 560)
        visible: form.handOverPending
        spacing: Theme.spacingLarge
        Label {
            text: qsTr("%1's set-up is in and hidden.").arg(form.otherArmy)
            font.pixelSize: 20
            font.weight: Font.DemiBold
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Hand the screen to the player of %1, the defender. %2 looks away until the "
                       + "battle begins; both set-ups are shown together once the second is in.")
                  .arg(form.army).arg(form.otherArmy)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ProminentButton {
            objectName: "handOverButton"
            text: qsTr("I play %1: show my set-up").arg(form.army)
            onClicked: form.handOver()
        }
    }

    ColumnLayout {
        objectName: "setupScreen"
        anchors.fill: parent
        visible: !form.handOverPending
        spacing: Theme.spacing
        Label {
            objectName: "setupTitle"
            text: qsTr("Secret set-up of %1 (the %2)").arg(form.army)
                  .arg(form.side === "attacker" ? qsTr("attacker") : qsTr("defender"))
            font.pixelSize: 18
            font.weight: Font.DemiBold
        }
        Label {
            text: qsTr("Only the player of %1 looks now. Place each unit in the reserve or a line "
                       + "space; every line space needs at least one brigade, a leader alone does "
                       + "not count (§3).").arg(form.army)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ListView {
            id: unitList
            objectName: "setupUnits"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: form.units
            spacing: 2
            ScrollBar.vertical: ScrollBar {}
            delegate: RowLayout {
                id: row
                required property string modelData
                required property int index
                width: unitList.width - 16
                spacing: Theme.spacing
                Label {
                    text: row.modelData
                    Layout.preferredWidth: 180
                }
                ComboBox {
                    objectName: "placeBox" + row.index
                    model: form.placeNames
                    currentIndex: form.placeIndex(root.placements[row.index] ?? "reserve")
                    Layout.preferredWidth: 220
                    onActivated: choice => root.placements[row.index] = form.places[choice]
                }
            }
        }
        RowLayout {
            spacing: Theme.spacing
            ProminentButton {
                objectName: "confirmSetupButton"
                text: qsTr("Confirm my set-up")
                onClicked: form.confirm(root.placements)
            }
            Button {
                objectName: "autoSetupButton"
                text: qsTr("Place as the auto-resolver would (§15.1)")
                onClicked: form.placeAutomatically()
            }
        }
    }
}
