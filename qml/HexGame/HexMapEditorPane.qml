pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.HexGame
import Herald.Style

// The hex map editor (issue 20, rules spec section 15): the campaign's hex maps painted hex by
// hex, places named, roads and rivers drawn along hexsides, bridges set; every edit one command,
// undone with Undo; maps read from and saved to Herald's hexwar map format.
Item {
    id: root
    objectName: "hexMapEditorPane"

    property bool startingMap: false

    signal reported(string text, bool isError)

    HexMapEditor {
        id: editor
        objectName: "hexMapEditor"
        campaign: CampaignController
        onDone: summary => root.reported(summary, false)
        onError: message => root.reported(message, true)
    }
    FileChooser {
        id: importChooser
        title: qsTr("Choose a hex map file to read in")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Hex maps (*.json)")]
        onAccepted: editor.importFile(selectedFile, "")
    }
    FileChooser {
        id: exportChooser
        objectName: "hexMapExportChooser"
        title: qsTr("Save the hex map")
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("Hex maps (*.json)")]
        defaultSuffix: "json"
        proposedName: qsTr("hex-map") + ".json"
        onAccepted: editor.exportFile(selectedFile)
    }
    FileChooser {
        id: underlayChooser
        title: qsTr("Choose a scanned map to trace over")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Images (*.png *.jpg *.jpeg)")]
        onAccepted: editor.setUnderlay(selectedFile)
    }

    // Asks before a new grid takes road, river or bridge hexsides off (undo puts them back).
    Dialog {
        id: gridConfirm
        objectName: "hexGridConfirm"
        property int grid: 0
        property int lost: 0
        anchors.centerIn: parent
        title: qsTr("Lay the map out on another grid?")
        modal: true
        // A fixed width: Qt 6.4's Dialog takes its implicit width from its title and buttons.
        width: 460
        standardButtons: Dialog.Yes | Dialog.Cancel
        onAccepted: editor.setGrid(grid)
        onRejected: gridBox.currentIndex = editor.grid
        background: Rectangle {
            color: Theme.window
            border.color: Theme.hintText
            radius: Theme.radius
        }
        Label {
            width: gridConfirm.availableWidth
            wrapMode: Text.Wrap
            text: qsTr("With the hexes laid out as “%1”, %n road, river or bridge hexside(s) no longer lie between neighbouring hexes and come off; the explanation names them, to trace again. Every hex keeps its number, terrain and place. Undo puts it all back.", "", gridConfirm.lost)
                  .arg(editor.gridNames[gridConfirm.grid] || "")
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            ComboBox {
                objectName: "hexMapBox"
                Layout.preferredWidth: 200
                Layout.minimumWidth: 120
                Layout.fillWidth: true
                model: editor.maps
                currentIndex: editor.currentMap
                onActivated: index => editor.currentMap = index
                visible: editor.hasMap
            }
            Button {
                objectName: "hexMapAnother"
                text: qsTr("New map…")
                // Greyed rather than hidden while the form is open: Qt 6.4's RowLayout can leave
                // the box beside at its old width when a button comes back.
                visible: editor.hasMap
                enabled: !root.startingMap
                onClicked: root.startingMap = true
            }
            Button {
                text: qsTr("Read in…")
                onClicked: importChooser.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Read a hex map file in Herald's format into the campaign")
            }
            Button {
                objectName: "hexMapSave"
                text: qsTr("Save as…")
                visible: editor.hasMap
                onClicked: exportChooser.open()
            }
            Button {
                text: editor.hasUnderlay ? qsTr("No scanned map") : qsTr("Scanned map…")
                visible: editor.hasMap
                onClicked: editor.hasUnderlay ? editor.clearUnderlay() : underlayChooser.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A scanned map kept with this map, under the hexes, to trace over")
            }
        }

        // A new map: blank, or the Black Eagle map copied to be traced and corrected.
        ColumnLayout {
            objectName: "hexNewMapForm"
            Layout.fillWidth: true
            visible: !editor.hasMap || root.startingMap
            spacing: 4
            RowLayout {
                spacing: 8
                TextField {
                    id: mapName
                    objectName: "hexMapName"
                    Layout.preferredWidth: 200
                    placeholderText: qsTr("New map's name")
                }
                Label { text: qsTr("Columns") }
                SpinBox { id: columns; from: 1; to: 99; value: 46; editable: true }
                Label { text: qsTr("Rows") }
                SpinBox { id: rows; from: 1; to: 99; value: 38; editable: true }
            }
            RowLayout {
                spacing: 8
                Label { text: qsTr("Hexes") }
                ComboBox {
                    id: newGrid
                    objectName: "hexNewMapGrid"
                    Layout.preferredWidth: 290
                    model: editor.gridNames
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Flat-topped hexes in columns, or pointy-topped hexes in rows, and which columns (or rows) sit half a hex lower (or to the right), as on the printed map (rule 2.2)")
                }
            }
            RowLayout {
                spacing: 8
                Button {
                    objectName: "hexMapNew"
                    text: qsTr("Blank map")
                    enabled: mapName.text.trim().length > 0
                    onClicked: if (editor.newMap(mapName.text, columns.value, rows.value, newGrid.currentIndex)) root.startingMap = false
                }
                Button {
                    objectName: "hexMapCopy"
                    text: qsTr("Copy of the Black Eagle map")
                    enabled: mapName.text.trim().length > 0
                    onClicked: if (editor.copyShippedMap(mapName.text)) root.startingMap = false
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Herald's reconstruction of the game's map, to trace over the real one and correct")
                }
                Button {
                    text: qsTr("Cancel")
                    visible: editor.hasMap
                    onClicked: root.startingMap = false
                }
            }
        }

        // The tools, with the WarMaster map editor's tool buttons: a button each, with a key.
        Flow {
            Layout.fillWidth: true
            visible: editor.hasMap
            spacing: 4
            EditorTools {
                tools: [
                    { tool: HexMapEditorItem.Paint, key: "P", label: qsTr("Paint"), tip: qsTr("Drag to paint the terrain chosen beside") },
                    { tool: HexMapEditorItem.Place, key: "L", label: qsTr("Place"), tip: qsTr("Click a hex to set its town, keep or ruins and its regions") },
                    { tool: HexMapEditorItem.Road, key: "O", label: qsTr("Road"), tip: qsTr("Drag from hex to hex to lay the named road along the hexsides crossed") },
                    { tool: HexMapEditorItem.River, key: "R", label: qsTr("River"), tip: qsTr("Drag from hex to hex to draw the named river along the hexsides crossed") },
                    { tool: HexMapEditorItem.Bridge, key: "B", label: qsTr("Bridge"), tip: qsTr("Click near a river hexside to bridge it, or to take its bridge off") },
                    { tool: HexMapEditorItem.HexSet, key: "H", label: qsTr("Hex set"), tip: qsTr("Drag over hexes to add them to the scenario hex set named beside") },
                    { tool: HexMapEditorItem.Edge, key: "E", label: qsTr("Edge"), tip: qsTr("Drag over hexes printed only in part at the map's edge to leave them out of play") }
                ]
                namePrefix: "hexTool"
                current: board.tool
                keysEnabled: root.visible
                onPicked: tool => board.tool = tool
            }
            ComboBox {
                objectName: "hexBrushTerrain"
                model: editor.terrainNames
                visible: board.tool === HexMapEditorItem.Paint
                onActivated: index => board.brushTerrain = editor.terrainKeys[index]
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Terrain the brush paints")
            }
            TextField {
                objectName: "hexLineName"
                visible: board.tool === HexMapEditorItem.Road || board.tool === HexMapEditorItem.River
                placeholderText: board.tool === HexMapEditorItem.Road ? qsTr("Road's name") : qsTr("River's name")
                onTextChanged: board.lineName = text
            }
            // The set marked is the one named; the box beside picks an existing one's name.
            TextField {
                id: setName
                objectName: "hexSetName"
                visible: board.tool === HexMapEditorItem.HexSet
                placeholderText: qsTr("Hex set's name")
                onTextChanged: board.hexSet = text
            }
            ToolButton {
                id: setPick
                objectName: "hexSetPick"
                visible: board.tool === HexMapEditorItem.HexSet
                text: qsTr("Sets…")
                onClicked: setMenu.popup(setPick, 0, setPick.height)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Pick a set the map has; type a new name beside to start one")
                Menu {
                    id: setMenu
                    // Wide enough for the longest of the scenario's names (spec 15.4).
                    width: 680
                    Repeater {
                        model: editor.hexSetNames
                        MenuItem {
                            required property string modelData
                            text: modelData
                            onTriggered: setName.text = modelData
                        }
                    }
                }
            }
            CheckBox {
                objectName: "hexLineErase"
                text: qsTr("Take off")
                visible: board.tool === HexMapEditorItem.Road || board.tool === HexMapEditorItem.River
                         || board.tool === HexMapEditorItem.HexSet || board.tool === HexMapEditorItem.Edge
                checked: board.erase
                onToggled: board.erase = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The drag takes roads, rivers or hexes of the set off, or puts edge hexes back in play, instead (Shift does this for one drag)")
            }
            Slider {
                objectName: "hexMapUnderlayOpacity"
                visible: editor.hasUnderlay
                from: 0
                to: 1
                value: editor.underlayOpacity
                // The board follows the handle; the campaign keeps where it is let go.
                onMoved: board.underlayOpacity = value
                onPressedChanged: if (!pressed) editor.setUnderlayOpacity(value)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("How strongly the hexes are drawn over the scanned map")
            }
            ToolButton {
                text: "−"
                onClicked: board.hexSize = board.hexSize / 1.25
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Zoom out")
            }
            ToolButton {
                text: "+"
                onClicked: board.hexSize = board.hexSize * 1.25
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Zoom in")
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            visible: editor.hasMap

            // Scrolled by its bars only: a press on the board paints or draws.
            Flickable {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumWidth: 300
                clip: true
                interactive: false
                contentWidth: board.implicitWidth
                contentHeight: board.implicitHeight
                ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
                ScrollBar.horizontal: ScrollBar { policy: ScrollBar.AlwaysOn }
                HexMapEditorItem {
                    id: board
                    objectName: "hexMapBoard"
                    editor: editor
                    // Large enough to read the hex numbers while tracing.
                    hexSize: 22
                    width: implicitWidth
                    height: implicitHeight
                }
            }

            // The hex under the pointer, and the place form for the hex picked.
            Column {
                Layout.preferredWidth: 290
                Layout.maximumWidth: 290
                Layout.fillHeight: true
                spacing: 6
                Label {
                    text: qsTr("Hexes (rule 2.2)")
                    font.weight: Font.DemiBold
                }
                ComboBox {
                    id: gridBox
                    objectName: "hexMapGrid"
                    width: parent.width
                    model: editor.gridNames
                    currentIndex: editor.grid
                    onActivated: index => {
                        const lost = editor.hexsidesLostOnGrid(index)
                        if (lost === 0) {
                            editor.setGrid(index)
                            return
                        }
                        gridConfirm.grid = index
                        gridConfirm.lost = lost
                        gridConfirm.open()
                    }
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Flat-topped hexes in columns, or pointy-topped hexes in rows, and which columns (or rows) sit half a hex lower (or to the right), as on the printed map (rule 2.2)")
                }
                Label {
                    objectName: "hexMapUnderPointer"
                    width: parent.width
                    text: board.hoveredHex.length > 0 ? editor.describeHex(board.hoveredHex)
                                                      : qsTr("Point at a hex to read its terrain, place and sides.")
                    opacity: 0.8
                    wrapMode: Text.Wrap
                }
                Label {
                    width: parent.width
                    visible: board.tool === HexMapEditorItem.Place
                    text: editor.selectedHex.length > 0 ? qsTr("Place in hex %1").arg(editor.selectedHex)
                                                        : qsTr("Click a hex to give it a place.")
                    font.weight: Font.DemiBold
                    wrapMode: Text.Wrap
                }
                ComboBox {
                    id: feature
                    objectName: "hexPlaceFeature"
                    width: parent.width
                    visible: board.tool === HexMapEditorItem.Place && editor.selectedHex.length > 0
                    model: editor.featureNames
                    currentIndex: editor.placeFeature
                }
                TextField {
                    id: placeName
                    objectName: "hexPlaceName"
                    width: parent.width
                    visible: feature.visible
                    text: editor.placeName
                    placeholderText: qsTr("Name (Kelvin)")
                }
                TextField {
                    id: regions
                    objectName: "hexPlaceRegions"
                    width: parent.width
                    visible: feature.visible
                    text: editor.placeRegions
                    placeholderText: qsTr("Regions, by commas (Karameikos)")
                }
                Button {
                    objectName: "hexPlaceApply"
                    visible: feature.visible
                    text: qsTr("Set the place")
                    onClicked: editor.setPlace(feature.currentIndex, placeName.text, regions.text)
                }
            }
        }
        Item {
            visible: !editor.hasMap
            Layout.fillHeight: true
        }
    }
}
