pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.HexGame
import Herald.Style

// The hex game desk (issue 20): The Fall of the Black Eagle played on the referee's screen.
// The board with the counters, the turn and VP tracks, the reinforcement box, the combat
// dialog; every move, attack and phase end is a command, undone with Undo.
Item {
    id: root
    objectName: "hexGamePage"

    property bool startingGame: false

    HexGameDesk {
        id: desk
        objectName: "hexGameDesk"
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
        onDefenderChosen: defender => combat.ask(defender)
    }
    CombatDialog {
        id: combat
        desk: desk
    }
    FileChooser {
        id: underlayChooser
        title: qsTr("Choose a scanned map to show under the hexes")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Images (*.png *.jpg *.jpeg)")]
        onAccepted: desk.setUnderlay(selectedFile)
    }
    FileChooser {
        id: scenarioChooser
        objectName: "hexScenarioChooser"
        // The file picked for the next new game; empty for the shipped scenario.
        property url chosen
        title: qsTr("Choose a hex game scenario file")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Hex game scenarios (*.json)")]
        onAccepted: chosen = selectedFile
    }
    FileChooser {
        id: printChooser
        objectName: "hexPrintChooser"
        title: qsTr("Save the hex game as a PDF")
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: qsTr("hex-game") + ".pdf"
        // The paper picked in the Print… menu.
        property bool letter: false
        onAccepted: desk.printGame(selectedFile, letter)
    }
    Shortcut {
        sequences: ["Ctrl+P"]
        enabled: desk.hasGame
        onActivated: printMenu.popup(printButton, 0, printButton.height)
    }
    function choosePdf(letter) {
        printChooser.letter = letter
        printChooser.open()
    }

    // Brings the active side's counters into view.
    function centreOnPlay() {
        const hex = desk.focusHex()
        if (hex.length === 0)
            return
        const p = board.hexCentre(hex)
        flick.contentX = Math.max(0, Math.min(p.x - flick.width / 2, flick.contentWidth - flick.width))
        flick.contentY = Math.max(0, Math.min(p.y - flick.height / 2, flick.contentHeight - flick.height))
    }
    Connections {
        target: desk
        function onCurrentGameChanged() { root.centreOnPlay() }
    }


    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 16
            Label {
                text: qsTr("Hex game")
                font.pixelSize: 22
                font.weight: Font.DemiBold
            }
            TabBar {
                id: tabs
                objectName: "hexGameTabs"
                TabButton {
                    text: qsTr("Game")
                    width: implicitWidth
                }
                TabButton {
                    objectName: "hexMapTab"
                    text: qsTr("Map editor")
                    width: implicitWidth
                }
            }
            Item { Layout.fillWidth: true }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            ColumnLayout {
                spacing: 6

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    ComboBox {
                        objectName: "hexGameBox"
                        Layout.preferredWidth: 200
                        Layout.minimumWidth: 120
                        Layout.fillWidth: true
                        model: desk.games
                        currentIndex: desk.currentGame
                        onActivated: index => desk.currentGame = index
                        visible: desk.hasGame
                    }
                    Button {
                        objectName: "hexAnotherGame"
                        text: qsTr("Another game…")
                        visible: desk.hasGame && !root.startingGame
                        onClicked: root.startingGame = true
                    }
                    Button {
                        objectName: "hexEndPhase"
                        text: qsTr("End phase")
                        visible: desk.hasGame
                        onClicked: desk.endPhase()
                    }
                    Button {
                        objectName: "hexUndo"
                        text: qsTr("Undo")
                        enabled: CampaignController.canUndo
                        // The status bar says what was undone; the page's last line no longer holds.
                        onClicked: {
                            status.clear()
                            CampaignController.undo()
                        }
                        ToolTip.visible: hovered
                        ToolTip.text: CampaignController.undoText
                    }
                    Button {
                        objectName: "hexGameUnderlay"
                        text: desk.hasUnderlay ? qsTr("No scanned map") : qsTr("Scanned map…")
                        visible: desk.hasGame
                        onClicked: desk.hasUnderlay ? desk.clearUnderlay() : underlayChooser.open()
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("A scanned map kept with this game, under the hexes")
                    }
                    Button {
                        id: printButton
                        objectName: "hexPrint"
                        text: qsTr("Print…")
                        visible: desk.hasGame
                        onClicked: printMenu.popup(printButton, 0, printButton.height)
                        Menu {
                            id: printMenu
                            MenuItem {
                                objectName: "hexPrintA4"
                                text: qsTr("On A4 paper…")
                                onTriggered: root.choosePdf(false)
                            }
                            MenuItem {
                                objectName: "hexPrintLetter"
                                text: qsTr("On Letter paper…")
                                onTriggered: root.choosePdf(true)
                            }
                        }
                    }
                }

                Label {
                    objectName: "hexPhaseLabel"
                    text: desk.hasGame ? desk.phaseLabel : qsTr("No game yet")
                    font.weight: Font.DemiBold
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }

                // A new game: its name and the referee's settings (spec 16), fixed from then on.
                ColumnLayout {
                    objectName: "hexNewGameForm"
                    Layout.fillWidth: true
                    visible: !desk.hasGame || root.startingGame
                    spacing: 4
                    RowLayout {
                        spacing: 8
                        TextField {
                            id: nameField
                            objectName: "hexGameName"
                            Layout.preferredWidth: 240
                            placeholderText: qsTr("New game's name")
                        }
                        Label { text: qsTr("Map") }
                        ComboBox {
                            id: mapBox
                            objectName: "hexGameMap"
                            // As wide as its longest choice, within reason.
                            implicitContentWidthPolicy: ComboBox.WidestText
                            Layout.maximumWidth: 360
                            // The scenario's own map first, then the map editor's maps.
                            model: desk.mapChoices
                        }
                        Button {
                            objectName: "hexNewGame"
                            text: qsTr("New Black Eagle game")
                            enabled: nameField.text.trim().length > 0
                            onClicked: {
                                if (desk.newGame(nameField.text.trim(), {
                                    "river.crossing": bankMove.checked ? "after_bank_move" : "whole_move",
                                    "zoc.withdraw_over_bridge": withdrawBridge.checked,
                                    "retreat.over_bridge": retreatBridge.checked,
                                    "combat.special_exemption": anyExempt.checked ? "any_attacker" : "all_attackers",
                                    "combat.river_shift_mode": riverAdded.checked ? "add" : "max",
                                    "combat.ad_affects": adChosen.checked ? "chosen" : "all",
                                    "advance.ignores_zoc_and_river": advanceRiver.checked
                                }, mapBox.currentIndex > 0 ? desk.hexMaps[mapBox.currentIndex - 1] : "",
                                   scenarioChooser.chosen)) {
                                    nameField.text = ""
                                    scenarioChooser.chosen = ""
                                    root.startingGame = false
                                }
                            }
                        }
                        Button {
                            text: qsTr("Cancel")
                            visible: desk.hasGame
                            onClicked: root.startingGame = false
                        }
                    }
                    // The order of battle: the shipped scenario, or a scenario file the referee wrote.
                    RowLayout {
                        spacing: 8
                        Label { text: qsTr("Scenario") }
                        Label {
                            objectName: "hexGameScenario"
                            Layout.maximumWidth: 420
                            elide: Text.ElideMiddle
                            text: String(scenarioChooser.chosen).length > 0
                                  ? decodeURIComponent(String(scenarioChooser.chosen).replace(/^.*\//, ""))
                                  : qsTr("The shipped Black Eagle order of battle")
                        }
                        Button {
                            objectName: "hexGameScenarioFile"
                            text: qsTr("Scenario file…")
                            onClicked: scenarioChooser.open()
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("A scenario in Herald's format (units, set-up and entry hexes, arrivals, victory rules), copied into the game when it starts")
                        }
                        Button {
                            text: qsTr("Shipped scenario")
                            visible: String(scenarioChooser.chosen).length > 0
                            onClicked: scenarioChooser.chosen = ""
                        }
                    }
                    Label {
                        text: qsTr("Rules settings, where the rules leave a choice (the defaults are the usual reading):")
                        wrapMode: Text.Wrap
                        opacity: 0.8
                        Layout.fillWidth: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        CheckBox {
                            id: bankMove
                            objectName: "settingBankMove"
                            text: qsTr("Cross a river after moving along its bank (M5)")
                        }
                        CheckBox {
                            id: withdrawBridge
                            text: qsTr("Withdraw from a ZOC over a bridge (Z4)")
                        }
                        CheckBox {
                            id: retreatBridge
                            objectName: "settingRetreatBridge"
                            text: qsTr("Retreat over a bridge (R2.3)")
                        }
                        CheckBox {
                            id: anyExempt
                            text: qsTr("One forester or mountaineer attacking is enough (A13)")
                        }
                        CheckBox {
                            id: riverAdded
                            text: qsTr("River shift added to the terrain's (A20)")
                        }
                        CheckBox {
                            id: adChosen
                            text: qsTr("AD turns over one named attacker (A12)")
                        }
                        CheckBox {
                            id: advanceRiver
                            text: qsTr("Advance after combat across a river (V2)")
                            checked: true
                        }
                    }
                }

                // Turn track and VP track.
                RowLayout {
                    Layout.fillWidth: true
                    visible: desk.hasGame
                    spacing: 4
                    Label { text: qsTr("Turn") }
                    Repeater {
                        objectName: "turnTrack"
                        model: desk.turns
                        delegate: Rectangle {
                            required property int index
                            implicitWidth: 26
                            implicitHeight: 22
                            radius: 3
                            color: index + 1 === desk.turn ? Theme.highlight : "transparent"
                            border.color: Theme.hintText
                            Label {
                                anchors.centerIn: parent
                                text: parent.index + 1
                                color: parent.index + 1 === desk.turn ? Theme.highlightText : Theme.text
                            }
                        }
                    }
                    Item { Layout.preferredWidth: 12 }
                    Label {
                        objectName: "vpTrack"
                        text: qsTr("VP: Black Eagle %1, Karameikan %2").arg(desk.blackEagleVp).arg(desk.karameikanVp)
                        font.weight: Font.DemiBold
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 10
                    visible: desk.hasGame

                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumWidth: 300
                        spacing: 2
                        // Scrolled by its bars only: a press on the board picks and drags counters.
                        Flickable {
                            id: flick
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            interactive: false
                            // The view follows play when it gets its size (and when the window is
                            // resized).
                            onWidthChanged: root.centreOnPlay()
                            onHeightChanged: root.centreOnPlay()
                            contentWidth: board.implicitWidth
                            contentHeight: board.implicitHeight
                            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
                            ScrollBar.horizontal: ScrollBar { policy: ScrollBar.AlwaysOn }
                            HexMapItem {
                                id: board
                                objectName: "hexBoard"
                                desk: desk
                                width: implicitWidth
                                height: implicitHeight
                            }
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            Button {
                                text: "−"
                                onClicked: board.hexSize = board.hexSize / 1.25
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Zoom out")
                            }
                            Button {
                                text: "+"
                                onClicked: board.hexSize = board.hexSize * 1.25
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Zoom in")
                            }
                            Slider {
                                objectName: "hexGameUnderlayOpacity"
                                visible: desk.hasUnderlay
                                from: 0
                                to: 1
                                value: desk.underlayOpacity
                                // The board follows the handle; the campaign keeps where it is let go.
                                onMoved: board.underlayOpacity = value
                                onPressedChanged: if (!pressed) desk.setUnderlayOpacity(value)
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("How strongly the hexes are drawn over the scanned map")
                            }
                        }
                    }

                    // A positioner, not a layout, for the lines above the box: a layout may size a
                    // wrapped line before it has its width and leave it one line high (the prompt
                    // then ran over the line under it, issue 20).
                    Item {
                        Layout.preferredWidth: 280
                        Layout.maximumWidth: 280
                        Layout.fillHeight: true
                        Column {
                            id: sideLines
                            width: parent.width
                            spacing: 6
                            Label {
                                objectName: "hexPrompt"
                                width: parent.width
                                text: desk.prompt
                                wrapMode: Text.Wrap
                            }
                            Label {
                                objectName: "hexUnderPointer"
                                width: parent.width
                                text: board.hoveredHex.length > 0 ? desk.describeHex(board.hoveredHex)
                                                                  : qsTr("Point at a hex to read its number and terrain.")
                                opacity: 0.8
                                wrapMode: Text.Wrap
                            }
                            Button {
                                objectName: "hexDeclineAdvance"
                                text: qsTr("No advance")
                                visible: desk.advanceOpen
                                onClicked: desk.declineAdvance()
                            }
                            Label {
                                text: qsTr("Off the map")
                                font.weight: Font.DemiBold
                            }
                        }
                        ListView {
                            objectName: "reinforcementBox"
                            // It takes the height the lines above leave, never theirs.
                            anchors.top: sideLines.bottom
                            anchors.topMargin: 6
                            anchors.bottom: parent.bottom
                            width: parent.width
                            clip: true
                            model: desk.reinforcements
                            delegate: ItemDelegate {
                                id: entry
                                required property var modelData
                                width: ListView.view.width
                                highlighted: desk.selected === modelData.id
                                enabled: modelData.mayEnter
                                onClicked: {
                                    desk.pick(modelData.id)
                                    root.centreOnPlay()
                                }
                                contentItem: RowLayout {
                                    Label {
                                        text: entry.modelData.label + "\n" + entry.modelData.status
                                        wrapMode: Text.Wrap
                                        Layout.fillWidth: true
                                    }
                                    Button {
                                        objectName: "hold-" + entry.modelData.id
                                        text: qsTr("Hold")
                                        visible: entry.modelData.mayEnter && !entry.modelData.setUp
                                        onClicked: desk.hold(entry.modelData.id)
                                        ToolTip.visible: hovered
                                        ToolTip.text: qsTr("Keep it off the map for now; it may enter in a later movement phase")
                                    }
                                }
                            }
                        }
                    }
                }
                Item {
                    visible: !desk.hasGame
                    Layout.fillHeight: true
                }
            }

            HexMapEditorPane {
                onReported: (text, isError) => status.show(text, isError)
            }
        }
        StatusMessage {
            id: status
            objectName: "hexStatus"
            Layout.fillWidth: true
        }
    }
}
