pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Skirmish
import Herald.Style

// The Dragon Noir umpire's desk (issue 22): the counters with their states and values on the
// left; on the right the combat and fire calculators, spellcasting, the Gharv interphases (DN2),
// the map and the log. Every
// action is one command of the campaign's history, with its dice; Undo takes it back.
Item {
    id: root
    objectName: "skirmishPage"

    SkirmishDesk {
        id: desk
        objectName: "skirmishDesk"
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    FileChooser {
        id: scenarioChooser
        objectName: "scenarioChooser"
        title: qsTr("Set a skirmish up from a scenario file")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Scenario files (*.json)")]
        onAccepted: if (desk.start(newName.text, selectedFile)) newName.text = ""
    }

    // What the latest action decided, rule by rule, shown under each calculator.
    readonly property string latestExplanation: desk.log.length > 0 ? desk.log[0].explanation : ""

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                text: qsTr("Skirmish")
                font.pixelSize: 22
                font.weight: Font.DemiBold
            }
            ComboBox {
                objectName: "skirmishBox"
                visible: desk.skirmishes.length > 0
                Layout.preferredWidth: 160
                model: desk.skirmishes
                currentIndex: desk.currentIndex
                onActivated: desk.current = currentText
            }
            Item { Layout.fillWidth: true }
            TextField {
                id: newName
                objectName: "newSkirmishName"
                placeholderText: qsTr("New skirmish's name")
                Layout.preferredWidth: 180
            }
            Button {
                objectName: "startDemoButton"
                text: qsTr("Start the demo")
                enabled: newName.text.trim().length > 0
                onClicked: if (desk.start(newName.text)) newName.text = ""
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The Ford: a small scenario made up for Herald, not one of Dragon Noir's")
            }
            Button {
                objectName: "startFromFileButton"
                text: qsTr("Open scenario…")
                enabled: newName.text.trim().length > 0
                onClicked: scenarioChooser.open()
            }
        }

        Label {
            objectName: "scenarioTitle"
            visible: desk.current !== ""
            text: desk.title
            wrapMode: Text.Wrap
            opacity: 0.8
            Layout.fillWidth: true
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            visible: desk.current !== ""
            Label {
                objectName: "positionLabel"
                text: desk.turnLimit > 0 ? qsTr("%1 (of %2 game turns)").arg(desk.position).arg(desk.turnLimit)
                                         : desk.position
                font.weight: Font.DemiBold
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            Button {
                objectName: "nextStepButton"
                text: qsTr("Next step")
                onClicked: desk.next()
            }
            Button {
                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: CampaignController.canUndo
                onClicked: CampaignController.undo()
                ToolTip.visible: hovered
                ToolTip.text: CampaignController.undoText
            }
        }

        StatusMessage {
            id: status
            Layout.fillWidth: true
        }

        Label {
            visible: desk.current === ""
            text: qsTr("This campaign has no skirmish yet. Name one, then start Herald's home-made demo or choose a scenario file (docs/skirmish-scenario-format.md).")
            wrapMode: Text.Wrap
            opacity: 0.8
            Layout.fillWidth: true
        }
        Item {
            visible: desk.current === ""
            Layout.fillHeight: true
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingLarge
            visible: desk.current !== ""

            ListView {
                id: roster
                objectName: "rosterList"
                Layout.preferredWidth: 290
                Layout.minimumWidth: 260
                Layout.fillHeight: true
                clip: true
                spacing: 2
                model: desk.characters
                ScrollBar.vertical: ScrollBar {}
                delegate: ItemDelegate {
                    id: row
                    required property var modelData
                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    onClicked: roster.currentIndex = index
                    required property int index
                    contentItem: ColumnLayout {
                        spacing: 0
                        Label {
                            text: row.modelData.name
                            font.weight: Font.DemiBold
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                            opacity: row.modelData.health === "dead" ? 0.5 : 1
                        }
                        Label {
                            text: [row.modelData.sideName, row.modelData.health, row.modelData.values,
                                   row.modelData.hexes].filter(s => s !== "").join(" · ")
                            color: row.modelData.health === "healthy" ? Theme.text
                                   : row.modelData.health === "dead" ? Theme.hintText : Theme.error
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: text !== ""
                            text: [row.modelData.caster ? qsTr("%1 EPs").arg(row.modelData.ep) : "",
                                   row.modelData.spells].filter(s => s !== "").join(" · ")
                            wrapMode: Text.Wrap
                            opacity: 0.8
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.spacing

                // The counter picked in the roster, and what the referee may do to it by hand. Always
                // shown: a row that appears later is not placed by Qt 6.4's layout.
                RowLayout {
                    objectName: "chosenRow"
                    Layout.fillWidth: true
                    readonly property var chosen: desk.characters[roster.currentIndex] ?? null
                    Label {
                        text: parent.chosen ? parent.chosen.name : ""
                        font.weight: Font.DemiBold
                        wrapMode: Text.Wrap
                        Layout.preferredWidth: 100 // wraps rather than widen the page
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "standUpButton"
                        text: qsTr("Stand up")
                        enabled: parent.chosen !== null && parent.chosen.health === "stunned"
                        onClicked: desk.setHealth(parent.chosen.key, "healthy")
                    }
                    TextField {
                        id: moveTo
                        placeholderText: qsTr("Hexes, e.g. G4 F4")
                        Layout.preferredWidth: Math.max(150, implicitWidth)
                    }
                    Button {
                        text: qsTr("Move")
                        enabled: parent.chosen !== null && moveTo.text.trim().length > 0
                        onClicked: if (desk.move(parent.chosen.key, moveTo.text.trim())) moveTo.text = ""
                    }
                }

                TabBar {
                    id: tabs
                    objectName: "skirmishTabs"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 100 // the tabs share the column rather than widen it
                    PaneTab { text: qsTr("Combat") }
                    PaneTab { text: qsTr("Fire") }
                    PaneTab { text: qsTr("Magic") }
                    PaneTab { text: qsTr("Gharvs"); enabled: desk.hasGharvs }
                    PaneTab { text: qsTr("Map"); enabled: desk.hasMap }
                    PaneTab { text: qsTr("Log") }
                    PaneTab { text: qsTr("Options") }
                }

                StackLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    currentIndex: tabs.currentIndex

                    CombatPane {
                        desk: desk
                        explanation: root.latestExplanation
                    }
                    FirePane {
                        desk: desk
                        explanation: root.latestExplanation
                    }
                    MagicPane {
                        desk: desk
                        explanation: root.latestExplanation
                    }
                    GharvPane {
                        desk: desk
                        explanation: root.latestExplanation
                    }
                    SkirmishMapItem {
                        objectName: "skirmishMap"
                        desk: desk
                        groundColor: Theme.window
                        waterColor: Theme.highlight
                        coverColor: Theme.noteBackground
                        treeColor: Theme.success
                        lineColor: Theme.hintText
                        textColor: Theme.text
                        sideColors: [Theme.prominentButton, Theme.error, Theme.warning, Theme.success]
                    }
                    ListView {
                        objectName: "logList"
                        clip: true
                        spacing: Theme.spacing
                        model: desk.log
                        ScrollBar.vertical: ScrollBar {}
                        delegate: ColumnLayout {
                            id: entry
                            required property var modelData
                            width: ListView.view.width
                            spacing: 2
                            Label {
                                text: entry.modelData.summary
                                font.weight: Font.DemiBold
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                text: entry.modelData.explanation
                                visible: text !== ""
                                wrapMode: Text.Wrap
                                opacity: 0.8
                                Layout.fillWidth: true
                            }
                        }
                    }
                    OptionsPane {
                        desk: desk
                    }
                }
            }
        }
    }

    // Seven tabs share the column: less padding than the style's, so each word shows whole.
    component PaneTab: TabButton {
        leftPadding: 6
        rightPadding: 6
    }
}
