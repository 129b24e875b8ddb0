pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-3 under §5.7 option B: where the larger side must split, each of its players joins
// faction 1 or 2 in secret (faction.join); the form shows only who has joined until the last
// one settles the split. Hidden while no side must split.
ColumnLayout {
    id: root

    spacing: Theme.spacingSmall
    visible: seats.count > 0

    MonthAnswersForm {
        id: answers
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }

    Label {
        text: qsTr("Factions (§5.7 option B): the larger side splits in two; the larger faction "
                   + "stays and fights, the smaller retreats, equal factions fight each other "
                   + "first.")
        font.bold: true
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: FactionSeatsModel {
            id: seats
            campaign: CampaignController
        }
        delegate: RowLayout {
            id: row
            required property int engagement
            required property string area
            required property string nation
            required property string army
            required property string opponents
            required property bool joined

            objectName: "faction_" + nation
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                //: %1 engagement number, %2 area, %3 army, %4 nation, %5 the armies faced
                text: qsTr("Engagement %1 in %2: %3 (%4) against %5")
                      .arg(row.engagement).arg(row.area).arg(row.army).arg(row.nation)
                      .arg(row.opponents)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                visible: row.joined
                text: qsTr("joined (secret)")
                color: Theme.success
            }
            Button {
                objectName: "faction1"
                visible: !row.joined
                text: qsTr("Faction 1")
                onClicked: answers.joinFaction(row.engagement, row.nation, 1)
            }
            Button {
                objectName: "faction2"
                visible: !row.joined
                text: qsTr("Faction 2")
                onClicked: answers.joinFaction(row.engagement, row.nation, 2)
            }
        }
    }
    StatusMessage {
        id: status
        Layout.fillWidth: true
    }
}
