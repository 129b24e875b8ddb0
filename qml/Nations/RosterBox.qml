pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// The chosen nation's roster for this year (§1.4, §8): opening it, its lines and points, what
// the rules do not allow, buying and losing units, its characters, printing the sheet.
GroupBox {
    id: root

    required property NationDelegate nation
    required property NationListModel nations
    required property StatusMessage outcome
    readonly property bool hasRoster: root.nation !== null && root.nation.hasRoster

    title: qsTr("This year's roster (§1.4, §8)")
    visible: root.nation !== null

    RosterForm {
        id: rosterForm
        campaign: CampaignController
        nationId: root.nation ? root.nation.nationId : 0
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    CharacterListModel {
        id: characters
        campaign: CampaignController
        nationId: rosterForm.nationId
    }

    ColumnLayout {
        width: parent.width
        Label {
            visible: root.nation !== null && !root.hasRoster
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: root.nation && !root.nation.race
                  ? qsTr("This nation has no army list yet: choose one with Edit nation… before opening a roster.")
                  : qsTr("No roster for this year yet. Opening one fixes its army and character points from the tally above.")
        }
        Button {
            objectName: "openRosterButton"
            visible: root.nation !== null && !root.hasRoster
            enabled: root.nation !== null && root.nation.race !== ""
            text: qsTr("Open this year's roster")
            onClicked: rosterForm.openRoster()
        }
        Label {
            objectName: "rosterSummary"
            visible: root.hasRoster
            Layout.fillWidth: true
            text: root.nation ? root.nation.rosterSummary : ""
            font.bold: true
            wrapMode: Text.WordWrap
        }
        RosterTable {
            Layout.fillWidth: true
            visible: root.hasRoster
            nationId: rosterForm.nationId
        }
        Repeater {
            model: root.nation ? root.nation.rosterProblems : []
            delegate: Label {
                required property string modelData
                Layout.fillWidth: true
                text: qsTr("Not allowed: %1").arg(modelData)
                wrapMode: Text.WordWrap
                color: Theme.error
            }
        }
        Repeater {
            model: root.nation ? root.nation.rosterNotes : []
            delegate: Label {
                required property string modelData
                Layout.fillWidth: true
                text: qsTr("Note: %1").arg(modelData)
                wrapMode: Text.WordWrap
                color: Theme.warning
            }
        }
        RosterPurchases {
            Layout.fillWidth: true
            visible: root.hasRoster
            form: rosterForm
            unitTypes: root.nation ? root.nation.unitTypes : []
            characterEntries: root.nation ? root.nation.characterEntries : []
        }
        Label {
            visible: characters.count > 0
            text: qsTr("Characters")
            font.bold: true
        }
        ListView {
            objectName: "characterList"
            Layout.fillWidth: true
            implicitHeight: contentHeight
            interactive: false
            spacing: Theme.spacingSmall
            model: characters
            delegate: CharacterRow {
                nations: root.nations
                outcome: root.outcome
            }
        }
        Button {
            visible: root.hasRoster
            text: qsTr("Print roster sheet…")
            onClicked: rosterForm.printSheet()
        }
    }
}
