pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Diplomacy
import Herald.Style

Item {
    id: root

    property bool startingGame: false

    DiplomacyDesk {
        id: desk
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    NewGameForm {
        id: newGame
        campaign: CampaignController
        onDone: summary => { status.show(summary, false); nameField.text = ""; root.startingGame = false }
        onError: message => status.show(message, true)
    }
    OrdersForm {
        id: ordersForm
        campaign: CampaignController
        game: desk.gameId
        power: powerBox.currentText
        onDone: summary => { status.show(summary, false); desk.showLastResults = false }
        onError: message => status.show(message, true)
    }
    PositionEditDialog {
        id: positionDialog
        anchors.centerIn: parent
        desk: desk
        outcome: status
    }
    FileChooser {
        id: reportDialog
        objectName: "reportChooser"
        property string power
        title: power.length === 0 ? qsTr("Save the public report of %1").arg(desk.phaseLabel)
                                  : qsTr("Save the private report for %1 of %2").arg(power).arg(desk.phaseLabel)
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF files (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: (power.length === 0 ? qsTr("public report %1").arg(desk.phaseLabel)
                                          : qsTr("report for %1 %2").arg(power).arg(desk.phaseLabel)) + ".pdf"
        onAccepted: desk.saveReport(selectedFile, power)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                text: qsTr("Diplomacy")
                font.pixelSize: 22
                font.weight: Font.DemiBold
            }
            ComboBox {
                objectName: "gameBox"
                Layout.preferredWidth: 340
                Layout.minimumWidth: 140
                Layout.fillWidth: true
                model: desk.games
                currentIndex: desk.currentGame
                onActivated: index => desk.currentGame = index
                visible: desk.hasGame
            }
            Label {
                objectName: "phaseLabel"
                text: desk.hasGame ? desk.phaseLabel : qsTr("No game yet")
                font.weight: Font.DemiBold
            }
            Button {
                objectName: "setPosition"
                text: qsTr("Set position…")
                visible: desk.hasGame && !root.startingGame
                onClicked: positionDialog.open()
            }
            Button {
                objectName: "anotherGame"
                text: qsTr("Another game…")
                visible: desk.hasGame && !root.startingGame
                onClicked: root.startingGame = true
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            visible: !desk.hasGame || root.startingGame
            Label {
                text: desk.hasGame ? qsTr("Another game:") : qsTr("Start a game:")
                opacity: 0.7
            }
            TextField {
                id: nameField
                Layout.preferredWidth: 220
                objectName: "newGameName"
                placeholderText: qsTr("New game's name")
                onTextEdited: newGame.name = text
            }
            ComboBox {
                objectName: "variantBox"
                Layout.preferredWidth: 300
                model: newGame.variants
                onActivated: index => newGame.variant = index
            }
            Button {
                objectName: "newGameButton"
                text: qsTr("New game")
                enabled: newGame.canSubmit
                onClicked: newGame.submit()
            }
            Button {
                text: qsTr("Cancel")
                visible: desk.hasGame
                onClicked: root.startingGame = false
            }
        }

        Label {
            visible: !desk.hasGame
            text: qsTr("This campaign has no Diplomacy game yet. Name one, choose the standard map or Downfall, and press New game; then enter each power's orders and adjudicate.")
            wrapMode: Text.Wrap
            opacity: 0.8
            Layout.fillWidth: true
        }
        Item {
            visible: !desk.hasGame
            Layout.fillHeight: true
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12
            visible: desk.hasGame

            ColumnLayout {
                // The board takes what the orders column leaves: its own preferred width would be
                // the longest label's, which in German pushed the orders column off the window.
                Layout.preferredWidth: 300
                Layout.minimumWidth: 240
                Layout.fillWidth: true
                Layout.fillHeight: true
                CheckBox {
                    id: showResults
                    objectName: "showResults"
                    Layout.fillWidth: true
                    contentItem: Label {
                        text: showResults.text
                        wrapMode: Text.Wrap
                        verticalAlignment: Text.AlignVCenter
                        leftPadding: showResults.indicator.width + showResults.spacing
                    }
                    text: qsTr("Show the last adjudicated phase with its results")
                    enabled: desk.hasLastResults
                    checked: desk.showLastResults
                    onToggled: desk.showLastResults = checked
                }
                DiplomacyMapItem {
                    objectName: "board"
                    desk: desk
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 200
                    onProvinceClicked: province => ordersArea.insert(ordersArea.cursorPosition, province + " ")
                }
                Label {
                    text: desk.isDownfall
                        ? qsTr("Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Stars: personalities, with a dashed ring when hidden from the players. Click a province to add it to the orders.")
                        : qsTr("Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Click a province to add it to the orders.")
                    opacity: 0.7
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }

            ColumnLayout {
                Layout.preferredWidth: 420
                Layout.maximumWidth: 420
                Layout.fillHeight: true
                spacing: 6
                RowLayout {
                    Label { text: qsTr("Power") }
                    ComboBox {
                        id: powerBox
                        objectName: "powerBox"
                        Layout.fillWidth: true
                        model: desk.powers
                        onCurrentTextChanged: ordersArea.text = desk.ordersOf(currentText)
                    }
                }
                ScrollView {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 150
                    TextArea {
                        id: ordersArea
                        objectName: "ordersArea"
                        placeholderText: desk.isDownfall
                            ? qsTr("The whole turn, one order a line: A Gon-Osg, C Edo-WEm; Lead Faramir A MTi-Osg; Fear A Osg; Gandalf S A Lam; Gandalf command A Edo-WEm; Step Gandalf Dol Dag; Retreat A Osg-Ith; Second C WEm-Edo; Ring pass Fellowship; Ring wear; Destroy Saruman; Build C Edo")
                            : qsTr("One order a line: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; retreats A Bur-Pic; builds Build A Par")
                        onTextChanged: ordersForm.text = text
                        Connections {
                            target: desk
                            function onChanged() { ordersArea.text = desk.ordersOf(powerBox.currentText) }
                        }
                    }
                }
                Button {
                    objectName: "enterOrders"
                    text: qsTr("Enter orders for %1").arg(powerBox.currentText)
                    onClicked: ordersForm.submit()
                }
                RowLayout {
                    visible: desk.isDownfall
                    Label {
                        text: qsTr("Hide the Ring in")
                    }
                    TextField {
                        id: ringField
                        objectName: "ringField"
                        Layout.preferredWidth: 80
                        placeholderText: qsTr("Shi")
                    }
                    Button {
                        objectName: "hideRing"
                        text: qsTr("Hide")
                        enabled: ringField.text.trim() !== ""
                        onClicked: if (desk.hideRing(ringField.text)) ringField.text = ""
                    }
                }
                RowLayout {
                    Button {
                        objectName: "adjudicate"
                        Layout.fillWidth: true
                        text: qsTr("Adjudicate %1").arg(desk.phaseLabel)
                        font.bold: true
                        onClicked: desk.adjudicate()
                    }
                }
                GridLayout {
                    columns: 3
                    columnSpacing: 6
                    rowSpacing: 0
                    Label {
                        text: qsTr("Public report")
                    }
                    Button {
                        objectName: "publicPdf"
                        text: qsTr("PDF…")
                        onClicked: { reportDialog.power = ""; reportDialog.open() }
                    }
                    Button {
                        objectName: "publicPrint"
                        text: qsTr("Print…")
                        onClicked: desk.printReport("")
                    }
                    Label {
                        text: qsTr("Private report for %1").arg(powerBox.currentText)
                    }
                    Button {
                        objectName: "privatePdf"
                        text: qsTr("PDF…")
                        onClicked: { reportDialog.power = powerBox.currentText; reportDialog.open() }
                    }
                    Button {
                        objectName: "privatePrint"
                        text: qsTr("Print…")
                        onClicked: desk.printReport(powerBox.currentText)
                    }
                }
                StatusMessage {
                    id: status
                    objectName: "diplomacyStatus"
                    Layout.fillWidth: true
                }
                Label {
                    text: desk.showLastResults ? qsTr("Results") : qsTr("Orders entered")
                    font.weight: Font.DemiBold
                }
                ListView {
                    objectName: "diplomacyResults"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: desk.results
                    delegate: ItemDelegate {
                        id: row
                        required property string power
                        required property string order
                        required property string outcome
                        required property string outcomeText
                        required property string explanation
                        width: ListView.view.width
                        contentItem: ColumnLayout {
                            spacing: 2
                            Label {
                                text: Sentence.fill(qsTr("%1: %2 — %3"), [row.power, row.order, row.outcomeText])
                                font.weight: Font.DemiBold
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                                color: row.outcome === "succeeded" ? Theme.success : row.outcome === "failed" ? Theme.error : Theme.text
                            }
                            Label {
                                text: row.explanation
                                visible: row.explanation !== ""
                                wrapMode: Text.Wrap
                                opacity: 0.8
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
        }
    }
}
