pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../Components"
import Herald.Backend
import Herald.Style

Page {
    id: root

    padding: 32
    ScrollView {
        objectName: "campaignScroll"
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(parent.width, 900)
            spacing: 20

            PageHeader {
                title: CampaignController.isOpen ? CampaignController.name : qsTr("No campaign open")
                subtitle: CampaignController.isOpen ? CampaignController.path : qsTr("Create a campaign with File ▸ New, or open one with File ▸ Open.")
                Layout.fillWidth: true
            }

            CalendarBox {
                visible: CampaignController.isOpen
                Layout.fillWidth: true
            }
            // The players' answers belong to the step above; the papers come after them.
            MonthAnswers {
                visible: CampaignController.isOpen
                Layout.fillWidth: true
            }

            MonthPrintMenu {
                visible: CampaignController.isOpen
                Layout.fillWidth: true
            }

            GroupBox {
                title: qsTr("Where the campaign stands")
                visible: CampaignController.isOpen
                Layout.fillWidth: true
                GridLayout {
                    // The box's width, so a long latest entry wraps inside it.
                    anchors.left: parent.left
                    anchors.right: parent.right
                    columns: 2
                    columnSpacing: 24
                    rowSpacing: 8
                    Label { text: qsTr("Date") }
                    Label { text: CampaignController.dateText; font.bold: true }
                    Label { text: qsTr("Commands in the history") }
                    Label { text: CampaignController.historyCount }
                    Label { text: qsTr("Dice seed") }
                    Label {
                        text: CampaignController.diceSeed
                        ToolTip.visible: seedHover.hovered
                        ToolTip.text: qsTr("Every roll Herald makes comes from this seed, so the same commands always give the same rolls.")
                        HoverHandler { id: seedHover }
                    }
                    Label { text: qsTr("Latest entry") }
                    Label {
                        objectName: "latestEntry"
                        text: CampaignController.latestSummary.length > 0 ? CampaignController.latestSummary : qsTr("none yet")
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: CampaignController.canRedo
                        //: the command undone last, which Redo would bring back
                        text: qsTr("Undone")
                    }
                    Label {
                        objectName: "undoneEntry"
                        visible: CampaignController.canRedo
                        text: qsTr("%1 (Edit ▸ Redo brings it back)").arg(CampaignController.redoText)
                        wrapMode: Text.Wrap
                        opacity: 0.7
                        Layout.fillWidth: true
                    }
                }
            }

            GroupBox {
                title: qsTr("Rename")
                visible: CampaignController.isOpen
                Layout.fillWidth: true
                RowLayout {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    TextField {
                        placeholderTextColor: Theme.hintText
                        id: nameField
                        Layout.fillWidth: true
                        placeholderText: qsTr("New name for the campaign")
                        onAccepted: renameButton.clicked()
                    }
                    Button {
                        id: renameButton
                        text: qsTr("Rename")
                        enabled: nameField.text.trim().length > 0
                        onClicked: {
                            if (CampaignController.execute("campaign.rename", { name: nameField.text }))
                                nameField.clear()
                        }
                    }
                }
            }

            GroupBox {
                title: qsTr("Recent campaigns")
                visible: CampaignController.recentFiles.length > 0
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    Repeater {
                        model: CampaignController.recentFiles
                        delegate: ItemDelegate {
                            required property string modelData
                            text: modelData
                            Layout.fillWidth: true
                            highlighted: modelData === CampaignController.path
                            onClicked: CampaignController.openPath(modelData)
                        }
                    }
                }
            }
        }
    }
}
