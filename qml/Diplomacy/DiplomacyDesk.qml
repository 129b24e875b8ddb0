pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Herald.Diplomacy as Dip

Item {
    id: root

    Dip.DiplomacyDesk {
        id: desk
        onDone: summary => status.text = summary
        onError: message => status.text = message
    }
    Dip.NewGameForm {
        id: newGame
        onDone: summary => { status.text = summary; nameField.text = "" }
        onError: message => status.text = message
    }
    Dip.OrdersForm {
        id: ordersForm
        game: desk.gameId
        power: powerBox.currentText
        onDone: summary => status.text = summary
        onError: message => status.text = message
    }
    FileDialog {
        id: reportDialog
        property string power
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("PDF files (*.pdf)")]
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
                Layout.preferredWidth: 260
                model: desk.games
                currentIndex: desk.currentGame
                onActivated: index => desk.currentGame = index
                visible: desk.hasGame
            }
            Label {
                text: desk.hasGame ? qsTr("%1 — %2").arg(desk.variantLabel).arg(desk.phaseLabel) : qsTr("No game yet")
                font.weight: Font.DemiBold
            }
            Item { Layout.fillWidth: true }
            TextField {
                id: nameField
                objectName: "newGameName"
                placeholderText: qsTr("New game's name")
                onTextEdited: newGame.name = text
            }
            ComboBox {
                objectName: "variantBox"
                Layout.preferredWidth: 280
                model: newGame.variants
                onActivated: index => newGame.variant = index
            }
            Button {
                objectName: "newGameButton"
                text: qsTr("New game")
                enabled: newGame.canSubmit
                onClicked: newGame.submit()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12
            visible: desk.hasGame

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                RowLayout {
                    CheckBox {
                        objectName: "showResults"
                        text: qsTr("Show the last adjudicated phase")
                        enabled: desk.hasLastResults
                        checked: desk.showLastResults
                        onToggled: desk.showLastResults = checked
                    }
                    Label {
                        text: qsTr("Green: succeeded, red: failed, grey: illegal or void, dark: not yet judged. Click a province to add it to the orders.")
                        opacity: 0.7
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                Dip.DiplomacyMapItem {
                    objectName: "board"
                    desk: desk
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 200
                    onProvinceClicked: province => ordersArea.insert(ordersArea.cursorPosition, province + " ")
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
                        placeholderText: qsTr("One order a line: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; retreats A Bur-Pic; builds Build A Par")
                        onTextChanged: ordersForm.text = text
                        Connections {
                            target: desk
                            function onChanged() { ordersArea.text = desk.ordersOf(powerBox.currentText) }
                        }
                    }
                }
                RowLayout {
                    Button {
                        objectName: "enterOrders"
                        text: qsTr("Enter orders")
                        onClicked: ordersForm.submit()
                    }
                    Button {
                        objectName: "adjudicate"
                        text: qsTr("Adjudicate %1").arg(desk.phaseLabel)
                        highlighted: true
                        onClicked: desk.adjudicate()
                    }
                }
                RowLayout {
                    Button {
                        text: qsTr("Public report…")
                        onClicked: { reportDialog.power = ""; reportDialog.open() }
                    }
                    Button {
                        text: qsTr("Private report for %1…").arg(powerBox.currentText)
                        onClicked: { reportDialog.power = powerBox.currentText; reportDialog.open() }
                    }
                }
                Label {
                    id: status
                    objectName: "status"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: "#8d2b1f"
                }
                Label {
                    text: desk.showLastResults ? qsTr("Results") : qsTr("Orders entered")
                    font.weight: Font.DemiBold
                }
                ListView {
                    objectName: "resultsList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: desk.results
                    delegate: ItemDelegate {
                        id: row
                        required property string power
                        required property string order
                        required property string outcome
                        required property string explanation
                        width: ListView.view.width
                        contentItem: Label {
                            text: qsTr("<b>%1: %2</b> — %3<br/>%4").arg(row.power).arg(row.order).arg(row.outcome).arg(row.explanation)
                            textFormat: Text.StyledText
                            wrapMode: Text.Wrap
                            color: row.outcome === "succeeded" ? "#2e7d32" : row.outcome === "failed" ? "#c62828" : palette.text
                        }
                    }
                }
            }
        }
    }
}
