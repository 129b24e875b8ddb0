pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// Nations & Rosters: the nations on the left; the chosen one's tally, roster and armies on the
// right, under the outcome of the last thing the referee did.
Page {
    id: root
    objectName: "nationsPage"

    /// The selected nation's row id, 0 for none.
    readonly property int selectedNationId: root.selected ? root.selected.nationId : 0
    /// The chosen nation's delegate: its roles are the page's data for that nation.
    readonly property NationDelegate selected: nationPane.currentNation

    padding: Theme.pageMargin

    NationListModel {
        id: nationModel
        campaign: CampaignController
    }
    FoundNationDialog {
        id: foundDialog
        anchors.centerIn: parent
        nations: nationModel
        outcome: status
    }
    NationEditDialog {
        id: editDialog
        anchors.centerIn: parent
        nation: root.selected
        nations: nationModel
        outcome: status
    }
    RemoveNationDialog {
        id: removeDialog
        anchors.centerIn: parent
        nation: root.selected
        outcome: status
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge

        NationListPane {
            id: nationPane
            Layout.preferredWidth: 300
            Layout.maximumWidth: 300
            Layout.fillHeight: true
            nations: nationModel
            outcome: status
            onFoundRequested: foundDialog.open()
        }

        ScrollView {
            id: details
            objectName: "nationDetails"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            // Always shown while the chosen nation is taller than the panel: Material's scroll bar
            // hides until touched, and nothing else says the armies lie below. The padding keeps
            // the bar off the roster's right-hand numbers.
            ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            rightPadding: ScrollBar.vertical.visible ? ScrollBar.vertical.width : 0

            ColumnLayout {
                width: details.availableWidth
                spacing: 12

                NationHeading {
                    Layout.fillWidth: true
                    nation: root.selected
                    nationCount: nationModel.count
                    onEditRequested: editDialog.open()
                    onRemoveRequested: removeDialog.open()
                }
                StatusMessage {
                    id: status
                    objectName: "status"
                    Layout.fillWidth: true
                }
                TallyBox {
                    Layout.fillWidth: true
                    nation: root.selected
                }
                RosterBox {
                    Layout.fillWidth: true
                    nation: root.selected
                    nations: nationModel
                    outcome: status
                }
                ArmiesBox {
                    Layout.fillWidth: true
                    nation: root.selected
                    outcome: status
                }
            }
        }
    }
}
