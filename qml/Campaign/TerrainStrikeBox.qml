pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-2B (§4.4, I-49): a terrain check that came out below the player's number costs units, and
// their owner chooses which; each strike takes them off one roster line (terrain.strike). The
// step waits until every check's units are struck. Hidden while none is owed.
ColumnLayout {
    id: root

    spacing: Theme.spacingSmall
    visible: strikes.count > 0

    MonthAnswersForm {
        id: answers
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }

    Label {
        text: qsTr("Units lost at the terrain checks (§4.4): their owner chooses which lines of "
                   + "the roster they come from.")
        font.bold: true
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: StrikesModel {
            id: strikes
            campaign: CampaignController
        }
        delegate: RowLayout {
            id: row
            required property string armyId
            required property string army
            required property string nation
            required property int owed
            required property var lineLabels
            required property var lineNumbers

            objectName: "strike_" + army
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                //: %1 army, %2 nation, %3 units still to strike
                text: qsTr("%1 (%2): %3 to strike").arg(row.army).arg(row.nation).arg(row.owed)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            ComboBox {
                id: line
                objectName: "line"
                model: row.lineLabels
                Accessible.name: qsTr("Roster line")
                Layout.preferredWidth: 260
            }
            SpinBox {
                id: count
                objectName: "count"
                from: 1
                to: Math.max(1, row.owed)
                value: row.owed
                editable: true
                Accessible.name: qsTr("Units to strike")
            }
            Button {
                objectName: "strike"
                text: qsTr("Strike")
                enabled: line.currentIndex >= 0
                onClicked: answers.strike(row.armyId, row.lineNumbers[line.currentIndex],
                                          count.value)
            }
        }
    }
    StatusMessage {
        id: status
        Layout.fillWidth: true
    }
}
