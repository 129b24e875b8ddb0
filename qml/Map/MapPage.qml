pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Herald.Backend
import Herald.Map
import Herald.Style

Page {
    id: root
    objectName: "mapPage"

    /// The outcome of the referee's last action on this page, until the next one.
    readonly property alias message: status.text

    MapDocument {
        id: document
        campaign: CampaignController
        monthOverlay: view.monthOverlay
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    HexsideForm {
        id: sideForm
        campaign: CampaignController
        side: view.selectedSide
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    AreaForm {
        id: form
        campaign: CampaignController
        hex: view.selectedHex
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    // What was said about the last action goes at the next one: another selection or tool, or
    // the outcome of the next command the page runs.
    Connections {
        target: view
        function onSelectionChanged() { status.clear() }
        function onToolChanged() { status.clear() }
    }
    FileChooser {
        id: importDialog
        objectName: "mapImportChooser"
        title: qsTr("Import a strategic map")
        nameFilters: [qsTr("Strategic map (*.json)")]
        onAccepted: document.importFile(selectedFile)
    }
    FileChooser {
        id: exportDialog
        objectName: "mapExportChooser"
        title: qsTr("Export the strategic map")
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("Strategic map (*.json)")]
        defaultSuffix: "json"
        proposedName: qsTr("map.json")
        onAccepted: document.exportFile(selectedFile)
    }
    FileChooser {
        id: pdfDialog
        objectName: "mapPdfChooser"
        title: qsTr("Save the map (%1) as PDF").arg(viewBox.currentText)
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PDF (*.pdf)")]
        defaultSuffix: "pdf"
        proposedName: qsTr("map.pdf")
        onAccepted: document.printPdf(selectedFile, paperBox.currentValue, viewBox.currentIndex - 1)
    }
    FileChooser {
        id: pngDialog
        objectName: "mapPngChooser"
        title: qsTr("Save the map (%1) as a picture").arg(viewBox.currentText)
        mode: FileChooser.SaveFile
        nameFilters: [qsTr("PNG picture (*.png)")]
        defaultSuffix: "png"
        proposedName: qsTr("map.png")
        onAccepted: document.exportPng(selectedFile, viewBox.currentIndex - 1)
    }
    FileChooser {
        id: backgroundDialog
        objectName: "mapBackgroundChooser"
        title: qsTr("Choose a scanned map")
        nameFilters: [qsTr("Images (*.png *.jpg *.jpeg)")]
        onAccepted: document.setBackground(selectedFile, 0.6)
    }

    /// The map's name and its number of hex columns and rows (1 to 99), for map.layout.
    component LayoutFields: GridLayout {
        property alias mapName: nameField.text
        property alias mapColumns: columnsBox.value
        property alias mapRows: rowsBox.value
        columns: 2
        columnSpacing: 8
        Label { text: qsTr("Map name") }
        TextField { id: nameField; Layout.fillWidth: true; placeholderText: qsTr("e.g. The Old World") }
        Label { text: qsTr("Columns") }
        SpinBox { id: columnsBox; objectName: "layoutColumns"; from: 1; to: 99; value: 30; editable: true }
        Label { text: qsTr("Rows") }
        SpinBox { id: rowsBox; objectName: "layoutRows"; from: 1; to: 99; value: 20; editable: true }
    }

    Dialog {
        id: layoutDialog
        title: qsTr("Name and size the layout")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAboutToShow: {
            layoutFields.mapName = view.mapName
            layoutFields.mapColumns = Math.max(1, view.columns)
            layoutFields.mapRows = Math.max(1, view.rows)
        }
        onAccepted: document.setLayout(layoutFields.mapName, layoutFields.mapColumns, layoutFields.mapRows)
        LayoutFields { id: layoutFields }
    }

    // "qmllint disable unqualified": Qt 6.4's qmllint does not see QtQuick's StandardKey (a value
    // type's enumeration), which the engine finds.
    Shortcut { sequences: [StandardKey.ZoomIn, "Ctrl+="]; enabled: root.visible; onActivated: view.zoomBy(1.25) } // qmllint disable unqualified
    Shortcut { sequences: [StandardKey.ZoomOut]; enabled: root.visible; onActivated: view.zoomBy(1 / 1.25) } // qmllint disable unqualified
    Shortcut { sequence: "Ctrl+0"; enabled: root.visible; onActivated: view.fitToView() }
    Shortcut { sequence: "M"; enabled: root.visible; onActivated: view.monthOverlay = !view.monthOverlay }

    header: ToolBar {
        // A light bar with dark text like the rest of the page (Material's tool bar would take
        // the primary colour's light text without its dark background).
        Material.background: Theme.toolBar
        Material.foreground: Theme.toolBarText
        // Wraps onto a second row when the window is too narrow for every control.
        Flow {
            width: parent.width
            leftPadding: 8
            spacing: 4
            Label {
                text: qsTr("Map")
                font.pixelSize: 20
                font.bold: true
                rightPadding: 12
                height: 40
                verticalAlignment: Text.AlignVCenter
            }
            EditorTools {
                tools: [
                    { tool: MapView.Select, key: "S", label: qsTr("Select"), tip: qsTr("Click an area to edit it; drag to pan") },
                    { tool: MapView.Paint, key: "P", label: qsTr("Paint"), tip: qsTr("Drag to paint terrain; new hexes become areas") },
                    { tool: MapView.Erase, key: "X", label: qsTr("Remove"), tip: qsTr("Drag over areas to remove them") },
                    { tool: MapView.River, key: "R", label: qsTr("River"), tip: qsTr("Drag from hex to hex to draw a major river along the hexsides; hold Shift to clear one") },
                    { tool: MapView.Hexside, key: "D", label: qsTr("Sides"), tip: qsTr("Click near the side between two hexes to set its barrier, river or crossing") }
                ]
                current: view.tool
                keysEnabled: root.visible
                onPicked: tool => view.tool = tool
            }
            ComboBox {
                id: terrainBox
                objectName: "brushTerrain"
                model: form.terrainNames
                enabled: view.tool === MapView.Paint
                onActivated: index => view.brushTerrain = form.terrainKeys[index]
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Terrain the brush paints")
            }
            CheckBox {
                text: qsTr("Chaos")
                enabled: view.tool === MapView.Paint
                checked: view.brushChaos
                onToggled: view.brushChaos = checked
            }
            CheckBox {
                objectName: "riverErase"
                text: qsTr("Clear river")
                enabled: view.tool === MapView.River
                checked: view.riverErase
                onToggled: view.riverErase = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The river tool removes rivers instead of drawing them (Shift does this for one drag)")
            }
            ToolSeparator {}
            ToolButton { text: "−"; onClicked: view.zoomBy(1 / 1.25); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom out (Ctrl+−)") }
            ToolButton { text: "+"; onClicked: view.zoomBy(1.25); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom in (Ctrl++)") }
            ToolButton { text: qsTr("Fit"); onClicked: view.fitToView(); ToolTip.visible: hovered; ToolTip.text: qsTr("Show the whole map (Ctrl+0)") }
            CheckBox {
                text: qsTr("Labels")
                checked: view.showLabels
                onToggled: view.showLabels = checked
            }
            ComboBox {
                id: viewBox
                objectName: "nationView"
                implicitContentWidthPolicy: ComboBox.WidestText
                model: [qsTr("Referee's map"), ...document.nationNames]
                onActivated: index => view.nationView = index - 1
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show the whole map, or what one nation may see")
            }
            Slider {
                objectName: "gridOpacity"
                visible: view.hasBackground
                width: 120
                from: 0.1
                to: 1
                value: view.gridOpacity
                // One command when the handle is let go, not one per step of the drag.
                onPressedChanged: if (!pressed && Math.abs(value - view.gridOpacity) > 0.005) document.setGridOpacity(value)
                ToolTip.visible: hovered || pressed
                ToolTip.text: qsTr("How strongly the map is drawn over the scanned background: %1%").arg(Math.round(value * 100))
            }
            ToolSeparator {}
            CheckBox {
                objectName: "monthOverlayToggle"
                text: qsTr("This month")
                checked: view.monthOverlay
                onToggled: view.monthOverlay = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show this month's moves, delayed, besieged and out-of-supply armies and engagements (key M)")
            }
            CheckBox {
                objectName: "supplyPathToggle"
                text: qsTr("Show supply path")
                enabled: view.selectedArmies !== "" || checked
                checked: view.supplyPathShown
                onToggled: view.supplyPathShown = checked
                ToolTip.visible: hovered
                ToolTip.text: view.selectedArmies !== ""
                              ? qsTr("Draw how %1 is supplied").arg(view.selectedArmies)
                              : qsTr("Select an area with an army to draw its supply path")
            }
            ToolSeparator {}
            ComboBox {
                id: paperBox
                model: [{ value: "a4", text: qsTr("A4") }, { value: "letter", text: qsTr("Letter") }]
                textRole: "text"
                valueRole: "value"
            }
            ToolButton {
                text: qsTr("Map…")
                onClicked: fileMenu.open()
                Menu {
                    id: fileMenu
                    MenuItem { text: qsTr("Import the demo map"); onTriggered: document.importDemo() }
                    MenuItem { objectName: "mapImportItem"; text: qsTr("Import a map file…"); onTriggered: importDialog.open() }
                    MenuItem { objectName: "mapExportItem"; text: qsTr("Export as map file…"); onTriggered: exportDialog.open() }
                    MenuItem { text: qsTr("Name and size the layout…"); onTriggered: layoutDialog.open() }
                    MenuSeparator {}
                    MenuItem { objectName: "mapPdfItem"; text: qsTr("Save as PDF…"); onTriggered: pdfDialog.open() }
                    MenuItem { objectName: "mapPngItem"; text: qsTr("Save as PNG…"); onTriggered: pngDialog.open() }
                    MenuItem {
                        text: qsTr("Print…")
                        onTriggered: document.printWithDialog(paperBox.currentValue, viewBox.currentIndex - 1)
                    }
                    MenuSeparator {}
                    MenuItem { objectName: "mapBackgroundItem"; text: qsTr("Background image…"); onTriggered: backgroundDialog.open() }
                    MenuItem { text: qsTr("Remove background"); onTriggered: document.clearBackground() }
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            MapView {
                id: view
                objectName: "mapView"
                campaign: CampaignController
                Layout.fillWidth: true
                Layout.fillHeight: true
                onDone: summary => status.show(summary, false)
                onError: message => status.show(message, true)
                Label {
                    objectName: "drawingNote"
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 8
                    visible: view.drawing
                    padding: 6
                    background: Rectangle { color: Theme.overlay; radius: Theme.radius }
                    text: qsTr("Drawing the map…")
                }
                Pane {
                    objectName: "noMap"
                    anchors.centerIn: parent
                    width: Math.min(parent.width - 32, 520)
                    visible: view.columns === 0
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 10
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            font.pixelSize: 18
                            font.bold: true
                            text: qsTr("This campaign has no map yet")
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: qsTr("Import a finished map, or start from a blank hex layout and paint the areas in.")
                        }
                        RowLayout {
                            Button { text: qsTr("Import the demo map"); onClicked: document.importDemo() }
                            Button { text: qsTr("Import a map file…"); onClicked: importDialog.open() }
                        }
                        MenuSeparator { Layout.fillWidth: true }
                        LayoutFields {
                            id: blankLayout
                            Layout.fillWidth: true
                        }
                        ProminentButton {
                            objectName: "startBlankLayout"
                            text: qsTr("Start a blank layout")
                            onClicked: document.setLayout(blankLayout.mapName, blankLayout.mapColumns, blankLayout.mapRows)
                        }
                    }
                }
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.top
                    anchors.topMargin: 12
                    visible: view.columns > 0 && view.areaCount === 0
                    padding: 8
                    background: Rectangle { color: Theme.noteBackground; border.color: Theme.noteBorder; radius: Theme.radius }
                    text: qsTr("The layout is blank: choose Paint and drag over the hexes to add areas.")
                }
            }
            MapLegend {
                id: legend
                objectName: "mapLegend"
                campaign: CampaignController
                monthOverlay: view.monthOverlay
                Layout.fillWidth: true
                Layout.preferredHeight: legend.implicitHeight > 0 ? legend.implicitHeight : 60
                Layout.margins: 6
            }
            Label {
                objectName: "supplyNote"
                Layout.fillWidth: true
                Layout.leftMargin: 6
                Layout.rightMargin: 6
                visible: text !== ""
                wrapMode: Text.Wrap
                text: view.supplyNote
            }
            StatusMessage {
                id: status
                objectName: "mapMessage"
                Layout.fillWidth: true
                Layout.leftMargin: 6
                Layout.rightMargin: 6
            }
            Label {
                objectName: "mapStatus"
                Layout.fillWidth: true
                Layout.margins: 6
                elide: Text.ElideRight
                text: view.hoverText
            }
        }

        Pane {
            objectName: "sideForm"
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            visible: view.tool === MapView.Hexside && sideForm.exists

            // Scrolls where the window is too low for the whole form: Apply stays in reach.
            ScrollView {
                id: sideScroll
                anchors.fill: parent
                contentWidth: availableWidth

                ColumnLayout {
                    width: sideScroll.availableWidth
                    spacing: 6

                    Label {
                        text: qsTr("Side %1").arg(sideForm.side)
                        font.pixelSize: 18
                        font.bold: true
                    }
                    Label {
                        text: sideForm.details
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                        opacity: 0.7
                    }
                    CheckBox {
                        objectName: "sideRiver"
                        text: qsTr("Major river along this side")
                        checked: sideForm.river
                        onToggled: sideForm.river = checked
                    }
                    Label { text: qsTr("Barrier") }
                    ComboBox {
                        objectName: "sideBarrier"
                        Layout.fillWidth: true
                        model: [{ value: "default", text: qsTr("As the terrain gives") }, { value: "none", text: qsTr("No barrier") },
                            { value: "mountains", text: qsTr("Mountains") }, { value: "swamp", text: qsTr("Swamp") },
                            { value: "greatForest", text: qsTr("Great forest") }, { value: "majorRiver", text: qsTr("Major river") }]
                        textRole: "text"
                        valueRole: "value"
                        currentIndex: Math.max(0, indexOfValue(sideForm.barrier))
                        onActivated: sideForm.barrier = currentValue
                    }
                    Label { text: qsTr("Crossing") }
                    ComboBox {
                        objectName: "sideCrossing"
                        Layout.fillWidth: true
                        model: [{ value: "none", text: qsTr("None") }, { value: "pass", text: qsTr("Mountain pass") },
                            { value: "ford", text: qsTr("River crossing") }]
                        textRole: "text"
                        valueRole: "value"
                        currentIndex: Math.max(0, indexOfValue(sideForm.crossing))
                        onActivated: sideForm.crossing = currentValue
                    }
                    ProminentButton {
                        objectName: "sideApply"
                        text: qsTr("Apply")
                        onClicked: sideForm.submit()
                    }
                }
            }
        }

        Pane {
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            visible: form.exists && view.tool !== MapView.Hexside

            // Scrolls where the window is too low for the whole form: Apply stays in reach.
            ScrollView {
                id: areaScroll
                anchors.fill: parent
                contentWidth: availableWidth

                ColumnLayout {
                    width: areaScroll.availableWidth
                    spacing: 6

                    Label {
                        text: qsTr("Area %1").arg(form.hex)
                        font.pixelSize: 18
                        font.bold: true
                    }
                    Label {
                        text: form.details
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                        opacity: 0.7
                    }
                    Label { text: qsTr("Name") }
                    TextField {
                        objectName: "areaName"
                        Layout.fillWidth: true
                        text: form.name
                        onTextEdited: form.name = text
                        onAccepted: form.submit()
                    }
                    Label { text: qsTr("Terrain") }
                    ComboBox {
                        Layout.fillWidth: true
                        model: form.terrainNames
                        currentIndex: form.terrainIndex
                        onActivated: index => form.terrain = form.terrainKeys[index]
                    }
                    CheckBox { text: qsTr("Chaos land"); checked: form.chaos; onToggled: form.chaos = checked }
                    CheckBox { text: qsTr("Major river runs through"); checked: form.river; onToggled: form.river = checked }
                    Label { text: qsTr("Population centre") }
                    ComboBox {
                        id: centreBox
                        Layout.fillWidth: true
                        enabled: form.terrain !== "sea"
                        model: [{ value: "village", text: qsTr("Village") }, { value: "town", text: qsTr("Town") },
                            { value: "city", text: qsTr("City") }]
                        textRole: "text"
                        valueRole: "value"
                        currentIndex: Math.max(0, indexOfValue(form.centre))
                        onActivated: form.centre = currentValue
                    }
                    Label { text: qsTr("Owner") }
                    ComboBox {
                        objectName: "areaOwner"
                        Layout.fillWidth: true
                        enabled: form.terrain !== "sea"
                        model: [qsTr("Uncontrolled"), ...form.nationNames]
                        currentIndex: form.ownerIndex + 1
                        onActivated: index => form.owner = index === 0 ? "" : form.nationNames[index - 1]
                    }
                    Label { text: qsTr("Point of interest") }
                    TextField {
                        Layout.fillWidth: true
                        placeholderText: qsTr("card or feature, e.g. Wizard's Tower")
                        text: form.poiCard
                        onTextEdited: form.poiCard = text
                    }
                    ComboBox {
                        Layout.fillWidth: true
                        model: [{ value: "none", text: qsTr("No pass or ford") }, { value: "pass", text: qsTr("Mountain pass") },
                            { value: "ford", text: qsTr("River crossing") }]
                        textRole: "text"
                        valueRole: "value"
                        currentIndex: Math.max(0, indexOfValue(form.poiCrossing))
                        onActivated: form.poiCrossing = currentValue
                    }
                    ProminentButton {
                        objectName: "areaApply"
                        text: qsTr("Apply")
                        onClicked: form.submit()
                    }
                }
            }
        }
    }
}
