pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-2B (§4.4, I-51): each army crossing a barrier without a pass or ford in use. The player's
// number is recorded before the die is rolled; in the race's natural habitat the roll may then
// be used 2 higher or lower. The form of the step M-2B, loaded by CalendarBox.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing
    Label {
        text: qsTr("Terrain delay checks (§4.4): ask the player for a number from 1 to 6 first; recording it rolls the die.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: TerrainCheckModel {
            campaign: CampaignController
        }
        delegate: Frame {
            id: row
            required property real armyId
            required property string army
            required property string nation
            required property string crossing
            required property bool naturalHabitat
            required property bool rolled
            required property int pick
            required property int roll
            required property string adjustment
            required property string outcome

            objectName: "terrain_" + row.army
            Layout.fillWidth: true

            TerrainCheckForm {
                id: commands
                campaign: CampaignController
                onDone: status.clear()
                onError: message => status.show(message, true)
            }

            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: Theme.spacingSmall

                Label {
                    //: %1 army, %2 nation, %3 the barrier and the area entered
                    text: qsTr("<b>%1</b> (%2) crossing the %3").arg(row.army).arg(row.nation).arg(row.crossing)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: !row.rolled
                    spacing: Theme.spacing
                    Label {
                        text: qsTr("Player's number")
                    }
                    SpinBox {
                        id: numberBox
                        objectName: "terrainPick"
                        from: 1
                        to: 6
                        value: 1
                        editable: true
                    }
                    Button {
                        objectName: "terrainRoll"
                        text: qsTr("Record and roll")
                        onClicked: commands.pick(row.armyId, numberBox.value)
                    }
                }
                Label {
                    objectName: "terrainOutcome"
                    visible: row.rolled
                    text: row.outcome
                    font.bold: true
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: row.rolled && row.naturalHabitat
                    spacing: Theme.spacing
                    Label {
                        text: qsTr("Natural habitat (I-51): use the roll")
                    }
                    Repeater {
                        model: [
                            { key: "none", text: qsTr("as rolled") },
                            { key: "plus2", text: qsTr("2 higher") },
                            { key: "minus2", text: qsTr("2 lower") }
                        ]
                        delegate: RadioButton {
                            required property var modelData
                            objectName: "terrainAdjust_" + modelData.key
                            text: modelData.text
                            // The choice is shown from the campaign, so an undo shows too.
                            checkable: false
                            autoExclusive: false
                            checked: row.adjustment === modelData.key
                            onClicked: commands.adjust(row.armyId, modelData.key)
                        }
                    }
                }
                StatusMessage {
                    id: status
                    objectName: "terrainRefusal"
                    Layout.fillWidth: true
                }
            }
        }
    }
}
