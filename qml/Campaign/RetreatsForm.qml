pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-4 (§6.7, §6.8): the armies that lost a battle this turn, each with the areas the retreat
// list allows, or the rout when none does; every other army can be shown too, for one forced
// out without a battle. Each retreat is one command. The form of the step M-4, loaded by
// CalendarBox.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("Retreats (§6.7): pick the area of each beaten army whose list offers several. On to the next step, Herald retreats the others to the one area their list leaves, or routs them when none is left (§6.8).")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        CheckBox {
            id: everyArmy
            objectName: "everyArmy"
            text: qsTr("Every army")
        }
    }
    Repeater {
        model: RetreatsModel {
            campaign: CampaignController
        }
        delegate: Frame {
            id: row
            required property real armyId
            required property string army
            required property string nation
            required property string area
            required property string lost
            required property string explanation
            required property var areas

            objectName: "retreat_" + row.army
            visible: row.lost.length > 0 || everyArmy.checked
            Layout.fillWidth: true

            RetreatForm {
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
                    text: row.lost.length > 0
                          //: %1 army, %2 nation, %3 area, %4 the battles it lost ("battle 1")
                          ? qsTr("<b>%1</b> (%2) in %3, lost %4").arg(row.army).arg(row.nation).arg(row.area).arg(row.lost)
                          : qsTr("<b>%1</b> (%2) in %3").arg(row.army).arg(row.nation).arg(row.area)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    text: row.explanation
                    color: Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Flow {
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    ChoiceCombo {
                        id: areaBox
                        objectName: "retreatArea"
                        visible: row.areas.length > 0
                        model: row.areas
                        width: 260
                    }
                    Button {
                        objectName: "retreatButton"
                        visible: row.areas.length > 0
                        text: qsTr("Retreat")
                        onClicked: commands.retreat(row.armyId, areaBox.currentValue)
                    }
                    Button {
                        objectName: "routButton"
                        visible: row.areas.length === 0
                        text: qsTr("Rout")
                        onClicked: commands.retreat(row.armyId, "")
                    }
                }
                StatusMessage {
                    id: status
                    objectName: "retreatRefusal"
                    Layout.fillWidth: true
                }
            }
        }
    }
}
