pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Decks
import Herald.Style

Page {
    id: root
    objectName: "decksPage"

    property string selectedId
    property string selectedKind

    padding: 20

    DecksModel {
        id: decksModel
        campaign: CampaignController
    }
    ContentEditor {
        id: editor
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }

    FileChooser {
        id: importDialog
        objectName: "decksImportChooser"
        title: qsTr("Import tables and decks")
        nameFilters: [qsTr("Decks and tables (*.json)"), qsTr("Rows of the chosen table (*.csv)")]
        onAccepted: editor.importFile(selectedFile, root.selectedKind === "table" ? root.selectedId : "")
    }
    FileChooser {
        id: exportDialog
        objectName: "decksExportChooser"
        property bool exportOneTable: false
        title: exportOneTable ? qsTr("Export the table %1").arg(root.selectedId) : qsTr("Export every deck and table")
        mode: FileChooser.SaveFile
        nameFilters: exportOneTable ? [qsTr("Decks and tables (*.json)"), qsTr("Rows of the chosen table (*.csv)")]
                                    : [qsTr("Decks and tables (*.json)")]
        defaultSuffix: "json"
        proposedName: (exportOneTable ? root.selectedId : qsTr("decks-and-tables")) + ".json"
        onAccepted: editor.exportFile(selectedFile, exportOneTable ? root.selectedId : "")
    }
    Dialog {
        id: tableEditor
        objectName: "tableEditor"
        title: qsTr("Table, as JSON (docs/decks-and-tables-format.md)")
        modal: true
        anchors.centerIn: parent
        width: Math.min(root.width - 80, 760)
        height: Math.min(root.height - 60, 620)
        standardButtons: Dialog.Save | Dialog.Cancel
        property alias text: editorText.text
        ScrollView {
            anchors.fill: parent
            TextArea {
                id: editorText
                objectName: "tableEditorText"
                font.family: "monospace"
                wrapMode: TextEdit.NoWrap
            }
        }
        onAccepted: editor.saveTable(editorText.text)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                Label {
                    text: qsTr("Decks & Tables")
                    font.pixelSize: 26
                    font.weight: Font.DemiBold
                }
                Label {
                    text: qsTr("Roll on the campaign's tables and draw from its decks; every roll and draw is kept in the history and can be undone.")
                    opacity: 0.7
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
            Button {
                objectName: "decksFileButton"
                flat: true
                text: qsTr("Import and export")
                onClicked: fileMenu.open()
                Menu {
                    id: fileMenu
                    y: parent.height
                    MenuItem {
                        objectName: "decksImportItem"
                        text: qsTr("Import…")
                        onTriggered: importDialog.open()
                    }
                    MenuItem {
                        objectName: "decksExportAllItem"
                        text: qsTr("Export all…")
                        onTriggered: {
                            exportDialog.exportOneTable = false
                            exportDialog.open()
                        }
                    }
                    MenuItem {
                        objectName: "decksExportTableItem"
                        text: qsTr("Export table…")
                        enabled: root.selectedKind === "table"
                        onTriggered: {
                            exportDialog.exportOneTable = true
                            exportDialog.open()
                        }
                    }
                }
            }
            Button {
                objectName: "editTableButton"
                flat: true
                text: qsTr("Edit table…")
                enabled: root.selectedKind === "table"
                onClicked: {
                    tableEditor.text = editor.tableText(root.selectedId)
                    tableEditor.open()
                }
            }
            Button {
                text: qsTr("New table…")
                flat: true
                onClicked: {
                    tableEditor.text = editor.newTableText()
                    tableEditor.open()
                }
            }
        }

        StatusMessage {
            id: status
            objectName: "messageLabel"
            Layout.fillWidth: true
        }

        TabBar {
            id: tabs
            Layout.fillWidth: true
            TabButton {
                text: qsTr("Tables and decks")
            }
            TabButton {
                objectName: "magicTab"
                text: qsTr("Magic items")
            }
        }

        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {
                spacing: 16

                Frame {
                    Layout.preferredWidth: 280
                    Layout.fillWidth: false
                    Layout.fillHeight: true
                    padding: 0
                    ListView {
                        id: list
                        objectName: "contentList"
                        anchors.fill: parent
                        clip: true
                        model: decksModel
                        ScrollBar.vertical: ScrollBar {}
                        delegate: ItemDelegate {
                            id: entry

                            required property int index
                            required property string itemId
                            required property string title
                            required property string kind
                            required property string originLabel
                            required property bool houseDefault
                            required property string detail
                            required property string heading

                            width: ListView.view.width
                            highlighted: root.selectedId === itemId && root.selectedKind === kind
                            onClicked: {
                                root.selectedId = itemId
                                root.selectedKind = kind
                            }
                            contentItem: ColumnLayout {
                                spacing: 0
                                Label {
                                    visible: entry.heading.length > 0
                                    text: entry.heading
                                    font.weight: Font.DemiBold
                                    opacity: 0.75
                                    bottomPadding: Theme.spacing
                                }
                                Label {
                                    text: entry.title
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                Label {
                                    text: entry.detail + " · " + entry.originLabel
                                    color: entry.houseDefault ? Theme.warning : Theme.text
                                    opacity: entry.houseDefault ? 1 : 0.6
                                    font.pixelSize: 11
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                            }
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: list.count === 0
                            width: parent.width - 32
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("This campaign has no tables or decks yet.")
                        }
                    }
                }

                Item {
                    clip: true
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumWidth: 300
                    TablePane {
                        anchors.fill: parent
                        visible: root.selectedKind === "table"
                        tableId: root.selectedKind === "table" ? root.selectedId : ""
                        onMessage: (text, isError) => status.show(text, isError)
                    }
                    DeckPane {
                        anchors.fill: parent
                        visible: root.selectedKind === "deck"
                        deckId: root.selectedKind === "deck" ? root.selectedId : ""
                        onMessage: (text, isError) => status.show(text, isError)
                    }
                    ColumnLayout {
                        anchors.centerIn: parent
                        visible: root.selectedKind === ""
                        width: Math.min(parent.width, 420)
                        Label {
                            text: list.count > 0 ? qsTr("Choose a table to roll on or a deck to draw from.")
                                                 : qsTr("Add the WarMaster charts and decks that Herald ships, then roll and draw.")
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                            Layout.fillWidth: true
                        }
                        Button {
                            objectName: "installButton"
                            visible: list.count === 0 && CampaignController.isOpen
                            text: qsTr("Add the WarMaster tables and decks")
                            Layout.alignment: Qt.AlignHCenter
                            onClicked: editor.installShipped()
                        }
                    }
                }

                ResultsPane {
                    Layout.preferredWidth: 320
                    Layout.maximumWidth: 320
                    Layout.fillWidth: false
                    Layout.fillHeight: true
                }
            }

            MagicItemsPane {
                onMessage: (text, isError) => status.show(text, isError)
            }
        }
    }
}
