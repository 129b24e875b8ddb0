pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Nations
import Herald.Backend

Page {
    id: root
    objectName: "nationsPage"

    padding: 16

    /// The selected nation's row id, 0 for none.
    readonly property int selectedNationId: root.selected ? root.selected.nationId : 0
    /// The chosen nation's delegate: its roles are the page's data for that nation.
    readonly property var selected: list.currentItem

    function report(message: string, isError: bool) {
        status.text = message
        status.isError = isError
    }

    /// The nation the referee chose; kept across the reloads every command causes.
    property int chosenNationId: 0

    NationListModel {
        id: nations
        onModelReset: Qt.callLater(() => list.currentIndex = Math.max(0, nations.rowOf(root.chosenNationId)))
    }
    RosterLineModel { id: rosterLines; nationId: root.selectedNationId }
    CharacterListModel { id: characters; nationId: root.selectedNationId }
    ArmyListModel { id: armies; nationId: root.selectedNationId }
    ArmyForm {
        id: armyForm
        nationId: root.selectedNationId
        onDone: summary => root.report(summary, false)
        onError: message => root.report(message, true)
    }
    NationForm {
        id: nationForm
        onDone: summary => { root.report(summary, false); foundDialog.close() }
        onError: message => root.report(message, true)
    }
    NationEditForm {
        id: editForm
        nationId: root.selectedNationId
        onDone: summary => { root.report(summary, false); editDialog.close() }
        onError: message => root.report(message, true)
    }
    RosterForm {
        id: rosterForm
        nation: root.selected ? root.selected.name : ""
        onDone: summary => root.report(summary, false)
        onError: message => root.report(message, true)
    }

    component NationDelegate: ItemDelegate {
        id: delegate
        required property int index
        required property int nationId
        required property string name
        required property string colour
        required property string race
        required property string player
        required property int populationTotal
        required property int armyPoints
        required property int characterPoints
        required property var tallyLines
        required property string tallyChange
        required property bool hasRoster
        required property string rosterSummary
        required property var rosterProblems
        required property var rosterNotes
        required property var unitTypes
        required property var characterEntries
        width: ListView.view.width
        highlighted: ListView.isCurrentItem
        onClicked: {
            root.chosenNationId = nationId
            list.currentIndex = index
        }
        contentItem: RowLayout {
            spacing: 8
            Rectangle { implicitWidth: 14; implicitHeight: 14; radius: 3; color: delegate.colour }
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Label { text: delegate.name; font.bold: true }
                Label {
                    text: Sentence.fill(qsTr("%1 · PT %2 · AP %3 · CP %4", "race, population total, army points, character points"),
                                        [delegate.race || qsTr("no army list yet"), delegate.populationTotal,
                                         delegate.armyPoints, delegate.characterPoints])
                    font.pixelSize: 11
                    opacity: 0.75
                }
            }
        }
    }

    component RosterRow: RowLayout {
        id: row
        required property bool isCategory
        required property string category
        required property int line
        required property string unitTypes
        required property string cost
        required property int purchased
        required property int lost
        required property int available
        width: ListView.view ? ListView.view.width : implicitWidth
        spacing: 0
        Label {
            Layout.preferredWidth: 60
            text: row.isCategory ? "" : row.line
            horizontalAlignment: Text.AlignRight
            rightPadding: 12
        }
        Label {
            Layout.fillWidth: true
            text: row.isCategory ? row.category : row.unitTypes
            font.bold: row.isCategory
            leftPadding: row.isCategory ? 0 : 12
            elide: Text.ElideRight
        }
        Label { Layout.preferredWidth: 70; horizontalAlignment: Text.AlignRight; text: row.cost }
        Label { Layout.preferredWidth: 70; horizontalAlignment: Text.AlignRight; text: row.purchased; font.bold: row.isCategory }
        Label { Layout.preferredWidth: 70; horizontalAlignment: Text.AlignRight; text: row.lost; font.bold: row.isCategory }
        Label { Layout.preferredWidth: 80; horizontalAlignment: Text.AlignRight; text: row.available; font.bold: row.isCategory }
    }

    component CharacterRow: RowLayout {
        id: character
        required property int characterId
        required property string name
        required property string typeName
        required property int characterPoints
        required property string status
        required property string magicItems
        width: ListView.view ? ListView.view.width : implicitWidth
        spacing: 8
        CharacterForm {
            id: characterForm
            character: character.characterId
            status: character.status
            onDone: summary => root.report(summary, false)
            onError: message => root.report(message, true)
        }
        Label {
            Layout.fillWidth: true
            text: Sentence.fill(qsTr("%1 — %2, %3 CP%4", "character name, type, character points, items"),
                                [character.name, character.typeName, character.characterPoints,
                                 character.magicItems ? Sentence.fill(qsTr("; carries %1"), [character.magicItems]) : ""])
            elide: Text.ElideRight
        }
        ComboBox {
            id: statusBox
            objectName: "statusBox"
            Layout.preferredWidth: 150
            textRole: "text"
            valueRole: "value"
            model: [
                { value: "active", text: qsTr("Active", "character status") },
                { value: "captured", text: qsTr("Captured", "character status") },
                { value: "killed", text: qsTr("Killed", "character status") },
                { value: "onExpedition", text: qsTr("On expedition", "character status") },
                { value: "envoy", text: qsTr("Envoy", "character status") }
            ]
            Component.onCompleted: currentIndex = indexOfValue(character.status)
            onActivated: characterForm.status = currentValue
        }
        ComboBox {
            Layout.preferredWidth: 160
            visible: statusBox.currentValue === "captured"
            model: nations
            textRole: "name"
            displayText: currentIndex < 0 ? qsTr("Held by…") : currentText
            currentIndex: -1
            onActivated: characterForm.captor = currentText
        }
        Button { objectName: "setStatusButton"; text: qsTr("Set status"); onClicked: characterForm.setStatus() }
        TextField {
            Layout.preferredWidth: 110
            placeholderText: qsTr("Item card id")
            onTextEdited: characterForm.card = text
        }
        Button { text: qsTr("Bind item"); onClicked: characterForm.bindItem() }
        Button { text: qsTr("Drop", "take a character off the roster"); flat: true; onClicked: characterForm.drop() }
    }

    component ArmyRow: RowLayout {
        id: army
        required property int armyId
        required property string name
        required property string general
        required property string area
        required property string location
        width: ListView.view ? ListView.view.width : implicitWidth
        spacing: 8
        Label {
            Layout.fillWidth: true
            text: Sentence.fill(qsTr("%1 — led by %2, at %3 (%4)", "army name, general, area, location"),
                                [army.name, army.general, army.area, army.location])
            elide: Text.ElideRight
        }
        TextField {
            id: newName
            objectName: "armyNewName"
            Layout.preferredWidth: 120
            placeholderText: qsTr("New name")
        }
        Button {
            objectName: "renameArmyButton"
            text: qsTr("Rename")
            enabled: newName.text.trim() !== ""
            onClicked: armyForm.rename(army.armyId, newName.text)
        }
        Button {
            objectName: "removeArmyButton"
            text: qsTr("Remove", "take an army off the map")
            flat: true
            onClicked: armyForm.remove(army.armyId)
        }
    }

    Dialog {
        id: editDialog
        objectName: "editDialog"
        title: qsTr("Edit %1").arg(root.selected ? root.selected.name : "")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Cancel
        onAboutToShow: editForm.load()
        GridLayout {
            columns: 2
            Label { text: qsTr("Name") }
            TextField { Layout.preferredWidth: 260; text: editForm.name; onTextEdited: editForm.name = text }
            Label { text: qsTr("Colour") }
            TextField { text: editForm.colour; onTextEdited: editForm.colour = text; placeholderText: "#rrggbb" }
            Label { text: qsTr("Player") }
            TextField { Layout.fillWidth: true; text: editForm.player; onTextEdited: editForm.player = text }
            Label { text: qsTr("Army list") }
            ComboBox {
                Layout.fillWidth: true
                model: nations.armyLists
                currentIndex: nations.armyLists.indexOf(editForm.armyList)
                onActivated: editForm.armyList = currentText
            }
            Label { text: qsTr("Capital (XXYY)") }
            TextField { objectName: "editCapital"; text: editForm.capital; onTextEdited: editForm.capital = text }
            Button {
                Layout.columnSpan: 2
                Layout.alignment: Qt.AlignRight
                objectName: "saveButton"
                text: qsTr("Save changes")
                highlighted: true
                onClicked: editForm.submit()
            }
        }
    }

    Dialog {
        id: foundDialog
        objectName: "foundDialog"
        title: qsTr("Found a nation")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Cancel
        GridLayout {
            columns: 2
            Label { text: qsTr("Name") }
            TextField { objectName: "nationName"; Layout.preferredWidth: 260; onTextEdited: nationForm.name = text }
            Label { text: qsTr("Player") }
            TextField { Layout.fillWidth: true; placeholderText: qsTr("new names are added"); onTextEdited: nationForm.player = text }
            Label { text: qsTr("Colour") }
            TextField { text: "#7a5c3a"; placeholderText: "#rrggbb"; onTextEdited: nationForm.colour = text }
            Label { text: qsTr("Capital (XXYY)") }
            TextField { onTextEdited: nationForm.capital = text }
            Label { text: qsTr("Army list") }
            ComboBox {
                Layout.fillWidth: true
                model: nations.armyLists
                displayText: currentIndex < 0 ? qsTr("Choose…") : currentText
                currentIndex: -1
                onActivated: nationForm.armyList = currentText
            }
            Button {
                Layout.columnSpan: 2
                Layout.alignment: Qt.AlignRight
                objectName: "foundButton"
                text: qsTr("Found nation")
                highlighted: true
                onClicked: nationForm.submit()
            }
        }
    }

    Dialog {
        id: removeDialog
        objectName: "removeDialog"
        title: qsTr("Remove %1?").arg(root.selected ? root.selected.name : "")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Yes | Dialog.Cancel
        Label { text: qsTr("Its rosters and characters go with it. Undo brings them back.") }
        onAccepted: editForm.removeNation()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 16

        ColumnLayout {
            Layout.preferredWidth: 300
            Layout.maximumWidth: 300
            Layout.fillHeight: true
            Label { text: qsTr("Nations & Rosters"); font.pixelSize: 22; font.bold: true }
            Label {
                text: qsTr("Each nation's population total (PT), army points (AP) and character points (CP), counted live from the map, and its roster for this year.")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                opacity: 0.75
            }
            ListView {
                id: list
                objectName: "nationList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: nations
                delegate: NationDelegate {}
            }
            Button {
                objectName: "foundNationButton"
                text: qsTr("Found a nation…")
                onClicked: foundDialog.open()
            }
            GroupBox {
                title: qsTr("Players")
                Layout.fillWidth: true
                RowLayout {
                    anchors.fill: parent
                    ComboBox {
                        id: playerBox
                        Layout.fillWidth: true
                        model: nations.players
                        displayText: count === 0 ? qsTr("No players yet") : currentText
                    }
                    Button {
                        text: qsTr("Remove player")
                        enabled: playerBox.count > 0
                        onClicked: nationForm.removePlayer(playerBox.currentText)
                    }
                }
            }
        }

        ScrollView {
            id: details
            objectName: "nationDetails"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: details.availableWidth
                spacing: 12

                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        text: root.selected
                              ? Sentence.fill(qsTr("%1 — %2, player %3"), [root.selected.name, root.selected.race || qsTr("no army list yet"), root.selected.player || qsTr("none")])
                              : nations.count === 0 ? qsTr("No nation yet: found one on the left.") : qsTr("Choose a nation on the left.")
                        font.pixelSize: 18
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Button { objectName: "editButton"; visible: root.selected !== null; text: qsTr("Edit nation…"); onClicked: editDialog.open() }
                    Button { objectName: "removeButton"; visible: root.selected !== null; text: qsTr("Remove nation…"); onClicked: removeDialog.open() }
                }

                Frame {
                    objectName: "statusFrame"
                    Layout.fillWidth: true
                    visible: status.text !== ""
                    background: Rectangle {
                        radius: 4
                        color: status.isError ? "#fde7e7" : "#e8f4e8"
                        border.color: status.isError ? "#c62828" : "#2e7d32"
                    }
                    Label {
                        id: status
                        objectName: "status"
                        property bool isError: false
                        width: parent.width
                        text: ""
                        color: isError ? "#8e0000" : "#1b5e20"
                        wrapMode: Text.WordWrap
                    }
                }

                GroupBox {
                    title: root.selected && root.selected.tallyChange !== ""
                           ? qsTr("What the nation's areas give now (§2.1–2.3)")
                           : qsTr("This year's tally (§2.1–2.3): what the nation's areas give")
                    Layout.fillWidth: true
                    visible: root.selected !== null
                    Column {
                        objectName: "tally"
                        width: parent.width
                        Label {
                            objectName: "tallyChange"
                            visible: text !== ""
                            width: parent.width
                            text: root.selected ? root.selected.tallyChange : ""
                            wrapMode: Text.WordWrap
                            font.bold: true
                            bottomPadding: 6
                        }
                        Repeater {
                            model: root.selected ? root.selected.tallyLines : []
                            delegate: Label {
                                required property string modelData
                                width: parent.width
                                text: modelData
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }

                GroupBox {
                    title: qsTr("This year's roster (§1.4, §8)")
                    Layout.fillWidth: true
                    visible: root.selected !== null
                    ColumnLayout {
                        width: parent.width
                        Label {
                            visible: root.selected !== null && !root.selected.hasRoster
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: root.selected && !root.selected.race
                                  ? qsTr("This nation has no army list yet: choose one with Edit nation… before opening a roster.")
                                  : qsTr("No roster for this year yet. Opening one fixes its army and character points from the tally above.")
                        }
                        Button {
                            objectName: "openRosterButton"
                            visible: root.selected !== null && !root.selected.hasRoster
                            enabled: root.selected !== null && root.selected.race !== ""
                            text: qsTr("Open this year's roster")
                            onClicked: rosterForm.openRoster()
                        }
                        Label {
                            objectName: "rosterSummary"
                            visible: root.selected !== null && root.selected.hasRoster
                            text: root.selected ? root.selected.rosterSummary : ""
                            font.bold: true
                        }
                        RowLayout {
                            visible: root.selected !== null && root.selected.hasRoster
                            Layout.fillWidth: true
                            spacing: 0
                            Label { Layout.preferredWidth: 60; text: qsTr("Line", "roster line number"); horizontalAlignment: Text.AlignRight; rightPadding: 12; opacity: 0.7 }
                            Label { Layout.fillWidth: true; text: qsTr("Category / unit types"); opacity: 0.7 }
                            Label { Layout.preferredWidth: 70; text: qsTr("Cost", "points per unit"); horizontalAlignment: Text.AlignRight; opacity: 0.7 }
                            Label { Layout.preferredWidth: 70; text: qsTr("Bought", "units bought"); horizontalAlignment: Text.AlignRight; opacity: 0.7 }
                            Label { Layout.preferredWidth: 70; text: qsTr("Lost", "units lost"); horizontalAlignment: Text.AlignRight; opacity: 0.7 }
                            Label { objectName: "availableHeader"; Layout.preferredWidth: 80; text: qsTr("Available", "units available"); horizontalAlignment: Text.AlignRight; opacity: 0.7 }
                        }
                        ListView {
                            id: rosterTable
                            objectName: "rosterTable"
                            Layout.fillWidth: true
                            implicitHeight: contentHeight
                            interactive: false
                            model: rosterLines
                            delegate: RosterRow {}
                        }
                        Repeater {
                            model: root.selected ? root.selected.rosterProblems : []
                            delegate: Label {
                                required property string modelData
                                Layout.fillWidth: true
                                text: qsTr("Not allowed: %1").arg(modelData)
                                wrapMode: Text.WordWrap
                                color: "#c62828"
                            }
                        }
                        Repeater {
                            model: root.selected ? root.selected.rosterNotes : []
                            delegate: Label {
                                required property string modelData
                                Layout.fillWidth: true
                                text: qsTr("Note: %1").arg(modelData)
                                wrapMode: Text.WordWrap
                                color: "#8a6d00"
                            }
                        }
                        GridLayout {
                            visible: root.selected !== null && root.selected.hasRoster
                            columns: 5
                            Label { text: qsTr("Buy (−: take off)") }
                            SpinBox { objectName: "buyCount"; implicitWidth: 130; from: -99; to: 99; value: 1; editable: true; onValueModified: rosterForm.count = value }
                            ComboBox {
                                objectName: "unitTypeBox"
                                Layout.preferredWidth: 150
                                model: root.selected ? root.selected.unitTypes : []
                                onActivated: rosterForm.unitType = currentText
                                onCurrentTextChanged: rosterForm.unitType = currentText
                            }
                            Button { objectName: "buyButton"; text: qsTr("Buy units"); onClicked: rosterForm.submit() }
                            Item { Layout.fillWidth: true }
                            Label { text: qsTr("Lost") }
                            SpinBox { implicitWidth: 130; from: 1; to: 99; value: 1; editable: true; onValueModified: rosterForm.lossCount = value }
                            RowLayout {
                                Label { text: qsTr("units of line") }
                                SpinBox { implicitWidth: 130; from: 1; to: 99; value: 1; editable: true; onValueModified: rosterForm.line = value }
                            }
                            Button { objectName: "lossButton"; text: qsTr("Mark losses"); onClicked: rosterForm.markLosses() }
                            Item { Layout.fillWidth: true }
                            Label { text: qsTr("Take") }
                            ComboBox {
                                Layout.preferredWidth: 130
                                model: root.selected ? root.selected.characterEntries : []
                                onCurrentTextChanged: rosterForm.characterEntry = currentText
                            }
                            TextField { Layout.preferredWidth: 140; placeholderText: qsTr("Character's name"); onTextEdited: rosterForm.characterName = text }
                            Button { text: qsTr("Take character"); onClicked: rosterForm.buyCharacter() }
                            Item { Layout.fillWidth: true }
                        }
                        Label {
                            visible: characters.count > 0
                            text: qsTr("Characters")
                            font.bold: true
                        }
                        ListView {
                            objectName: "characterList"
                            Layout.fillWidth: true
                            implicitHeight: contentHeight
                            interactive: false
                            spacing: 4
                            model: characters
                            delegate: CharacterRow {}
                        }
                        Button {
                            visible: root.selected !== null && root.selected.hasRoster
                            text: qsTr("Print roster sheet…")
                            onClicked: nations.printRoster(list.currentIndex)
                        }
                    }
                }

                GroupBox {
                    objectName: "armiesBox"
                    title: qsTr("Armies on the map (§1.5, NY-7)")
                    Layout.fillWidth: true
                    visible: root.selected !== null
                    ColumnLayout {
                        width: parent.width
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("An army is a marker on the map, led by one general; its troops come from the roster when it fights. Each free general may lead one, placed in one of the nation's towns or cities, or at a POI whose card allows it. In year 1 a nation fields one army.")
                            wrapMode: Text.WordWrap
                            opacity: 0.75
                        }
                        ListView {
                            objectName: "armyList"
                            Layout.fillWidth: true
                            implicitHeight: contentHeight
                            interactive: false
                            spacing: 4
                            model: armies
                            delegate: ArmyRow {}
                        }
                        Label {
                            visible: armies.count === 0
                            text: qsTr("No army of this nation is on the map yet.")
                        }
                        Label {
                            objectName: "armyBlocked"
                            Layout.fillWidth: true
                            visible: armyForm.blocked !== ""
                            text: qsTr("No army can be placed now: %1").arg(armyForm.blocked)
                            wrapMode: Text.WordWrap
                            color: "#8a6d00"
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            TextField {
                                objectName: "armyName"
                                Layout.fillWidth: true
                                Layout.minimumWidth: 120
                                placeholderText: qsTr("New army's name")
                                onTextEdited: armyForm.name = text
                            }
                            ComboBox {
                                objectName: "armyGeneralBox"
                                Layout.preferredWidth: 170
                                model: armyForm.generals
                                displayText: count === 0 ? qsTr("No free general") : currentText
                                onCurrentIndexChanged: armyForm.generalIndex = currentIndex
                            }
                            ComboBox {
                                objectName: "armyAreaBox"
                                Layout.preferredWidth: 170
                                model: armyForm.areas
                                displayText: count === 0 ? qsTr("No area allowed") : currentText
                                onCurrentIndexChanged: armyForm.areaIndex = currentIndex
                            }
                            Button {
                                objectName: "placeArmyButton"
                                text: qsTr("Place army")
                                enabled: armyForm.blocked === ""
                                onClicked: armyForm.place()
                            }
                        }
                    }
                }
            }
        }
    }
}
