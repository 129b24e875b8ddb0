pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../Components"
import Herald.Backend
import Herald.Style

Page {
    id: root

    padding: 24
    ColumnLayout {
        anchors.fill: parent
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            PageHeader {
                title: qsTr("History")
                subtitle: qsTr("Every command of the campaign, newest first, with the dice it rolled. Undone commands stay greyed until a new command replaces them.")
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Undo")
                enabled: CampaignController.canUndo
                onClicked: CampaignController.undo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+Z")
            }
            Button {
                text: qsTr("Redo")
                enabled: CampaignController.canRedo
                onClicked: CampaignController.redo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+Shift+Z")
            }
        }

        Label {
            visible: historyList.count === 0
            text: qsTr("Nothing has happened in this campaign yet.")
            opacity: 0.7
        }

        ListView {
            id: historyList
            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: HistoryModel {
                campaign: CampaignController
            }
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: entry

                required property int entryId
                required property string date
                required property string summary
                required property string dice
                required property bool undone
                required property string recorded
                required property string explanation
                /// The decisions are shown on a click: a New Year step can make dozens.
                property bool expanded: false

                width: ListView.view.width
                onClicked: expanded = !expanded
                Accessible.name: summary
                ToolTip.visible: hovered && explanation.length > 0 && !expanded
                ToolTip.delay: 600
                ToolTip.text: qsTr("Click to see the rules decisions of this command")
                opacity: undone ? 0.45 : 1.0
                contentItem: ColumnLayout {
                    spacing: 2
                    // The date above the summary: a step's date is long ("Year 1, New Year,
                    // NY-3 Tally population"), and two wrapping labels side by side left rows
                    // overlapping.
                    RowLayout {
                        Label {
                            text: entry.date
                            font.bold: true
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: qsTr("#%1 · %2").arg(entry.entryId).arg(entry.recorded)
                            opacity: 0.6
                            font.pixelSize: 12
                        }
                        Label {
                            visible: entry.explanation.length > 0
                            //: toggles the list of rules decisions under a history entry
                            text: entry.expanded ? qsTr("Why ▾") : qsTr("Why ▸")
                            color: Theme.hintText
                            font.pixelSize: 12
                        }
                    }
                    Label {
                        text: entry.undone ? qsTr("%1 (undone)").arg(entry.summary) : entry.summary
                        font.strikeout: entry.undone
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: entry.dice.length > 0
                        text: entry.dice
                        font.family: "monospace"
                        font.pixelSize: 12
                        opacity: 0.75
                        leftPadding: Theme.spacing * 2
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "explanation"
                        visible: entry.expanded && entry.explanation.length > 0
                        text: entry.explanation
                        font.pixelSize: 12
                        leftPadding: Theme.spacing * 2
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
