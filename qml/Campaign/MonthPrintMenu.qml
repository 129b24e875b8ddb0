pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// The players' papers for the month (issue 17): a nation's month report or its blank order
// sheet, written as a PDF where the referee chooses.
RowLayout {
    id: root

    property int document: MonthPrintForm.MonthReport

    function ask(which: int) {
        root.document = which
        nationBox.currentIndex = Math.max(0, nationBox.currentIndex)
        printDialog.open()
    }

    spacing: Theme.spacing

    MonthPrintForm {
        id: form
        campaign: CampaignController
        onDone: summary => {
            result.text = summary
            result.isError = false
        }
        onError: message => {
            result.text = message
            result.isError = true
        }
    }

    FileChooser {
        id: fileChooser
        objectName: "monthPrintChooser"
        title: printDialog.title
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: (root.document === MonthPrintForm.MonthReport ? qsTr("month-report-%1") : qsTr("orders-%1"))
                          .arg(nationBox.currentText.toLowerCase().replace(/[^a-z0-9]+/g, "-")) + ".pdf"
        onAccepted: {
            if (root.document === MonthPrintForm.MonthReport)
                form.printMonthReport(nationBox.currentText, selectedFile, paperBox.currentIndex === 1)
            else
                form.printOrderSheet(nationBox.currentText, selectedFile, paperBox.currentIndex === 1)
        }
    }

    Button {
        id: printButton
        objectName: "monthPrintButton"
        text: qsTr("Print…")
        enabled: form.nations.length > 0
        onClicked: printMenu.open()
        Menu {
            id: printMenu
            y: printButton.height
            MenuItem {
                objectName: "monthReportItem"
                text: qsTr("Month report for a nation…")
                onTriggered: root.ask(MonthPrintForm.MonthReport)
            }
            MenuItem {
                objectName: "orderSheetItem"
                text: qsTr("Blank order sheet for a nation…")
                onTriggered: root.ask(MonthPrintForm.OrderSheet)
            }
        }
    }

    Label {
        id: result
        objectName: "monthPrintResult"
        property bool isError: false
        text: qsTr("The players' papers: a nation's month report or its order sheet, as PDF.")
        color: isError ? Theme.error : Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }

    Dialog {
        id: printDialog
        objectName: "monthPrintDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 80 : 520, 520)
        modal: true
        title: root.document === MonthPrintForm.MonthReport ? qsTr("Print a month report") : qsTr("Print a blank order sheet")
        onAccepted: fileChooser.open()

        GridLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacing
            Label {
                text: root.document === MonthPrintForm.MonthReport
                      ? qsTr("The report shows the nation's own armies, orders, supply and battles, and only the foreign armies it has met: give it to that nation's player alone.")
                      : qsTr("One row per army that takes an order this turn, with what limits it and the orders it may be given.")
                wrapMode: Text.Wrap
                Layout.columnSpan: 2
                Layout.fillWidth: true
            }
            Label { text: qsTr("Nation") }
            ComboBox {
                id: nationBox
                objectName: "monthPrintNation"
                model: form.nations
                Layout.fillWidth: true
            }
            Label { text: qsTr("Paper") }
            ComboBox {
                id: paperBox
                objectName: "monthPrintPaper"
                model: [qsTr("A4"), qsTr("Letter")]
                Layout.fillWidth: true
            }
        }

        // Its own surface: the style's shadowed one draws nothing under the software renderer.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.window
            border.color: Theme.noteBorder
        }

        footer: Item {
            implicitHeight: buttons.implicitHeight + 2 * Theme.spacingLarge
            RowLayout {
                id: buttons
                anchors.right: parent.right
                anchors.rightMargin: Theme.spacingLarge
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.spacing
                Button {
                    text: qsTr("Cancel")
                    flat: true
                    onClicked: printDialog.reject()
                }
                Button {
                    objectName: "monthPrintChooseFile"
                    text: qsTr("Choose the file…")
                    enabled: nationBox.currentIndex >= 0
                    onClicked: printDialog.accept()
                }
            }
        }
    }
}
