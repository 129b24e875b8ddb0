pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Expeditions
import Herald.Style

// Expeditions by sea (issue 19, §7.2, §7.4): every fleet with its status, boats, advantages,
// roster, crew and the log of its monthly chart rolls, and the campaign's pirate pool. The
// referee outfits a fleet at NY-7 (Ctrl+Shift+O), orders the shown one to sea at M-1
// (Ctrl+Shift+S), lands it when the chart brought it to land (Ctrl+Shift+L) and allies with the
// sea people it met (Ctrl+Shift+A); a falling nation declares exodus at M-0 or rises in
// rebellion at NY-2, and a New Nation puts to sea at NY-6 or NY-7 (§7.4); the chart itself is rolled by the calendar in M-2C. The
// shown expedition's sheet prints as a PDF (Ctrl+P).
Page {
    id: root
    objectName: "expeditionsPage"

    property int shownRow: 0

    padding: Theme.pageMargin

    ExpeditionsModel {
        id: fleets
        objectName: "expeditionsModel"
        campaign: CampaignController
        onPrinted: summary => message.show(summary, false)
        onPrintFailed: problem => message.show(problem, true)
    }

    ExpeditionForm {
        id: actions
        objectName: "expeditionForm"
        campaign: CampaignController
        onDone: summary => message.show(summary, false)
    }

    OutfitDialog { id: outfitDialog; form: actions }
    SailDialog { id: sailDialog; form: actions }
    LandDialog { id: landDialog; form: actions }
    AllyDialog { id: allyDialog; form: actions }
    ExodusDialog { id: exodusDialog; form: actions }
    RebellionDialog { id: rebellionDialog; form: actions }
    NewNationDialog { id: newNationDialog; form: actions }

    Shortcut {
        sequences: ["Ctrl+Shift+O"]
        enabled: outfitButton.enabled
        onActivated: outfitDialog.start()
    }

    FileChooser {
        id: sheetChooser
        objectName: "sheetChooser"
        property int row: 0
        title: qsTr("Save the expedition sheet")
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: qsTr("expedition-sheet") + ".pdf"
        onAccepted: fleets.printSheet(row, selectedFile, paperBox.currentIndex === 1)
    }

    function printShown() {
        sheetChooser.row = list.currentIndex
        sheetChooser.open()
    }

    Shortcut {
        sequences: ["Ctrl+P"]
        enabled: fleets.count > 0
        onActivated: root.printShown()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                text: qsTr("Expeditions")
                font.pixelSize: 26
                font.weight: Font.DemiBold
                Layout.fillWidth: true
            }
            Label {
                objectName: "piratePool"
                //: the campaign's pirate pool (§7.2.6): ships lost to mutiny that now attack fleets
                text: qsTr("Pirate pool: %1").arg(fleets.piratePool)
            }
            Label {
                text: qsTr("Paper")
            }
            ComboBox {
                id: paperBox
                objectName: "sheetPaperBox"
                model: [qsTr("A4"), qsTr("Letter")]
            }
            Button {
                objectName: "printSheetButton"
                text: qsTr("Print sheet…")
                enabled: fleets.count > 0
                onClicked: root.printShown()
            }
        }
        Label {
            text: qsTr("Fleets are outfitted in a port at the New Year, sail with a go-to-sea order, roll on the expedition chart in each later month's movement step and come ashore when it brings them to land.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        // The referee's actions that make a fleet or end a nation (§7.2.1, §7.4); those on one
        // fleet stand on its card.
        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Button {
                id: outfitButton
                objectName: "outfitButton"
                text: qsTr("Outfit an expedition…")
                enabled: actions.outfitOpen && actions.nations.length > 0
                onClicked: outfitDialog.start()
            }
            Button {
                objectName: "exodusButton"
                text: qsTr("Exodus…")
                enabled: actions.exodusOpen
                onClicked: exodusDialog.start()
            }
            Button {
                objectName: "rebellionButton"
                text: qsTr("Rebellion…")
                enabled: actions.rebellionOpen
                onClicked: rebellionDialog.start()
            }
            Button {
                objectName: "newNationButton"
                text: qsTr("New Nation…")
                enabled: actions.newNationOpen && actions.newNations.length > 0
                onClicked: newNationDialog.start()
            }
            Label {
                text: qsTr("Outfitting at NY-7 · exodus at M-0 · rebellion at NY-2 · a New Nation at NY-6 or NY-7")
                color: Theme.hintText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        StatusMessage {
            id: message
            objectName: "expeditionsMessage"
            Layout.fillWidth: true
        }
        Label {
            objectName: "noExpeditions"
            visible: fleets.count === 0
            text: CampaignController.isOpen
                  ? qsTr("No expedition yet. Outfit one at NY-7 (Outfit an expedition…, Ctrl+Shift+O).")
                  : qsTr("Open a campaign to see its expeditions.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Holds the empty page's lines at the top while there is no fleet to list.
        Item {
            visible: fleets.count === 0
            Layout.fillHeight: true
        }

        RowLayout {
            visible: fleets.count > 0
            spacing: Theme.spacingLarge
            Layout.fillWidth: true
            Layout.fillHeight: true

            ListView {
                id: list
                objectName: "expeditionList"
                model: fleets
                clip: true
                spacing: 2
                currentIndex: Math.min(root.shownRow, count - 1)
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                Layout.preferredWidth: 300
                Layout.fillHeight: true

                delegate: ItemDelegate {
                    id: row
                    required property int index
                    required property string name
                    required property string nation
                    required property string status
                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    onClicked: root.shownRow = index
                    contentItem: ColumnLayout {
                        spacing: 2
                        Label {
                            text: row.name
                            font.weight: Font.DemiBold
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            //: %1 the nation, %2 the expedition's status
                            text: qsTr("%1 · %2").arg(row.nation).arg(row.status)
                            font.pixelSize: 12
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            ScrollView {
                id: details
                objectName: "expeditionDetails"
                contentWidth: availableWidth
                Layout.fillWidth: true
                Layout.fillHeight: true

                ColumnLayout {
                    width: details.availableWidth
                    spacing: Theme.spacing

                    Repeater {
                        model: fleets
                        delegate: ColumnLayout {
                            id: card
                            required property int index
                            required property string name
                            required property string status
                            required property string facts
                            required property string route
                            required property string roster
                            required property string crew
                            required property string log
                            required property string expeditionId
                            required property string statusKey
                            required property list<string> passengers
                            required property bool needsDestination
                            readonly property bool canSail: (statusKey === "inPort" && actions.orderToSeaOpen) || needsDestination
                            visible: index === list.currentIndex
                            spacing: Theme.spacing
                            Layout.fillWidth: true

                            Label {
                                objectName: "expeditionTitle"
                                text: card.name
                                font.pixelSize: 20
                                font.weight: Font.DemiBold
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                objectName: "expeditionStatus"
                                text: card.status
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            RowLayout {
                                spacing: Theme.spacing
                                visible: card.canSail || card.statusKey === "arrived" || card.statusKey === "escorted"
                                Button {
                                    objectName: "sailButton"
                                    visible: card.canSail
                                    text: qsTr("Sail…")
                                    onClicked: sailDialog.start(card.expeditionId, card.name, card.passengers)
                                }
                                Button {
                                    objectName: "landButton"
                                    visible: card.statusKey === "arrived"
                                    text: qsTr("Land…")
                                    onClicked: landDialog.start(card.expeditionId, card.name)
                                }
                                Button {
                                    objectName: "allyButton"
                                    visible: card.statusKey === "escorted"
                                    text: qsTr("Ally with the sea people…")
                                    onClicked: allyDialog.start(card.expeditionId, card.name, card.passengers)
                                }
                                Shortcut {
                                    sequences: ["Ctrl+Shift+S"]
                                    enabled: card.visible && card.canSail
                                    onActivated: sailDialog.start(card.expeditionId, card.name, card.passengers)
                                }
                                Shortcut {
                                    sequences: ["Ctrl+Shift+L"]
                                    enabled: card.visible && card.statusKey === "arrived"
                                    onActivated: landDialog.start(card.expeditionId, card.name)
                                }
                                Shortcut {
                                    sequences: ["Ctrl+Shift+A"]
                                    enabled: card.visible && card.statusKey === "escorted"
                                    onActivated: allyDialog.start(card.expeditionId, card.name, card.passengers)
                                }
                            }
                            Label {
                                objectName: "expeditionFacts"
                                text: card.facts
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                objectName: "expeditionRoute"
                                text: card.route
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                text: qsTr("Roster")
                                font.weight: Font.DemiBold
                            }
                            Label {
                                objectName: "expeditionRoster"
                                text: card.roster.length > 0 ? card.roster : qsTr("No units aboard")
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                text: qsTr("Characters")
                                font.weight: Font.DemiBold
                            }
                            Label {
                                objectName: "expeditionCrew"
                                text: card.crew.length > 0 ? card.crew : qsTr("No characters aboard")
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                text: qsTr("Expedition chart rolls")
                                font.weight: Font.DemiBold
                            }
                            Label {
                                objectName: "expeditionLog"
                                text: card.log.length > 0 ? card.log : qsTr("No roll yet: the first comes in the movement step after the fleet sails.")
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
        }
    }
}
