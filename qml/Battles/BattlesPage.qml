pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Battles
import Herald.Style

// Battle night (issue 18): the month's pending battles, each with the brief its players need
// at the table (§5.10-§5.11), printed with a result form; the filled-in sheet comes back as the
// battle's result.
Page {
    id: root
    objectName: "battlesPage"

    // The battle shown on the right, by its number; the first one when that is gone.
    property int shownNumber: -1
    readonly property var shown: {
        const battles = night.battles
        for (let i = 0; i < battles.length; ++i) {
            if (battles[i].number === root.shownNumber)
                return battles[i]
        }
        return battles.length > 0 ? battles[0] : null
    }

    padding: Theme.pageMargin

    BattleNightForm {
        id: night
        campaign: CampaignController
        onDone: summary => message.show(summary, false)
        onError: text => message.show(text, true)
    }
    Connections {
        target: CampaignController
        function onCommandDone() { message.clear() }
    }

    FileChooser {
        id: printChooser
        objectName: "briefChooser"
        // -1: every battle of the night.
        property int battle: -1
        title: battle < 0 ? qsTr("Save the briefs of every battle") : qsTr("Save the brief of battle %1").arg(battle)
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: (battle < 0 ? qsTr("battle-briefs") : qsTr("battle-%1-brief").arg(battle)) + ".pdf"
        onAccepted: night.printBriefs(battle, selectedFile, paperBox.currentIndex === 1)
    }
    FileChooser {
        id: resultChooser
        objectName: "resultChooser"
        property int battle: -1
        title: qsTr("Open the result sheet of battle %1").arg(battle)
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Result sheets (*.json)")]
        onAccepted: night.enterResult(battle, selectedFile)
    }

    ResultDialog {
        id: resultDialog
        form: night
        onFileRequested: number => {
            resultChooser.battle = number
            resultChooser.open()
        }
    }

    ListCheckDialog {
        id: listCheckDialog
        form: night
    }

    ExperienceDialog {
        id: experienceDialog
        form: night
    }

    BoardBattleDialog {
        id: boardDialog
    }

    Shortcut {
        sequences: ["Ctrl+P"]
        enabled: root.shown !== null
        onActivated: {
            printChooser.battle = root.shown.number
            printChooser.open()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                text: qsTr("Battles")
                font.pixelSize: 26
                font.weight: Font.DemiBold
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Paper")
            }
            ComboBox {
                id: paperBox
                objectName: "paperBox"
                model: [qsTr("A4"), qsTr("Letter")]
            }
            Button {
                objectName: "printAllButton"
                text: qsTr("Print all briefs…")
                enabled: night.battles.length > 0
                onClicked: {
                    printChooser.battle = -1
                    printChooser.open()
                }
            }
        }
        Label {
            text: qsTr("Each battle the month's engagements left for the tabletop: print its brief for the players, then enter the result they report.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        StatusMessage {
            id: message
            objectName: "battlesMessage"
            Layout.fillWidth: true
        }
        Label {
            objectName: "noBattles"
            visible: night.battles.length === 0
            text: CampaignController.isOpen
                  ? qsTr("No battles are pending. Battles appear here at step M-3 (Resolve combats) of a month, once every secret location choice of an engagement is in.")
                  : qsTr("Open a campaign to see its battles.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Holds the empty page's lines at the top while no battle is pending.
        Item {
            visible: night.battles.length === 0
            Layout.fillHeight: true
        }

        RowLayout {
            visible: night.battles.length > 0
            spacing: Theme.spacingLarge
            Layout.fillWidth: true
            Layout.fillHeight: true

            BattleList {
                battles: night.battles
                currentNumber: root.shown ? root.shown.number : -1
                onChosen: number => root.shownNumber = number
                Layout.preferredWidth: 300
                Layout.fillHeight: true
            }
            BriefView {
                brief: root.shown
                onPrepareRequested: number => night.prepare(number)
                onRevealRequested: number => night.revealPoi(number)
                onPrintRequested: number => {
                    printChooser.battle = number
                    printChooser.open()
                }
                onResultRequested: resultDialog.start(root.shown)
                onBoardRequested: boardDialog.start(root.shown)
                onPortalRequested: (number, army, area) => night.goThroughPortal(number, army, area)
                onListCheckRequested: (number, nation) => listCheckDialog.start(number, nation)
                onExperienceRequested: nation => experienceDialog.start(nation)
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
    }
}
