pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Herald.Backend
import Herald.Map

Page {
    id: root
    objectName: "mapPage"

    property string message: ""

    MapDocument {
        id: document
        onDone: summary => root.message = summary
        onError: message => root.message = message
    }
    AreaForm {
        id: form
        hex: view.selectedHex
        onDone: summary => root.message = summary
        onError: message => root.message = message
    }
    FileDialog {
        id: importDialog
        title: qsTr("Import a strategic map")
        nameFilters: [qsTr("Strategic map (*.json)")]
        onAccepted: document.importFile(selectedFile)
    }
    FileDialog {
        id: exportDialog
        title: qsTr("Export the strategic map")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Strategic map (*.json)")]
        onAccepted: document.exportFile(selectedFile)
    }
    FileDialog {
        id: pdfDialog
        title: qsTr("Save the map as PDF")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("PDF (*.pdf)")]
        onAccepted: document.printPdf(selectedFile, paperBox.currentValue, viewBox.currentIndex - 1)
    }
    FileDialog {
        id: backgroundDialog
        title: qsTr("Choose a scanned map")
        nameFilters: [qsTr("Images (*.png *.jpg *.jpeg)")]
        onAccepted: document.setBackground(selectedFile, 0.6)
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            spacing: 4
            Label {
                text: qsTr("Map")
                font.pixelSize: 20
                font.bold: true
                Layout.rightMargin: 12
            }
            ButtonGroup { id: tools }
            Repeater {
                model: [
                    { tool: MapView.Select, label: qsTr("Select"), tip: qsTr("Click an area to edit it; drag to pan") },
                    { tool: MapView.Paint, label: qsTr("Paint"), tip: qsTr("Drag to paint terrain; new hexes become areas") },
                    { tool: MapView.Erase, label: qsTr("Remove"), tip: qsTr("Drag over areas to remove them") },
                    { tool: MapView.River, label: qsTr("River"), tip: qsTr("Drag from hex to hex to draw a major river along the hexsides") }
                ]
                delegate: ToolButton {
                    required property var modelData
                    objectName: "tool" + modelData.label
                    text: modelData.label
                    checkable: true
                    checked: view.tool === modelData.tool
                    ButtonGroup.group: tools
                    onClicked: view.tool = modelData.tool
                    ToolTip.visible: hovered
                    ToolTip.text: modelData.tip
                }
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
            ToolSeparator {}
            ToolButton { text: "−"; onClicked: view.zoomBy(1 / 1.25); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom out") }
            ToolButton { text: "+"; onClicked: view.zoomBy(1.25); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom in") }
            ToolButton { text: qsTr("Fit"); onClicked: view.fitToView() }
            CheckBox {
                text: qsTr("Labels")
                checked: view.showLabels
                onToggled: view.showLabels = checked
            }
            ComboBox {
                id: viewBox
                objectName: "nationView"
                model: [qsTr("Referee's map")].concat(document.nationNames)
                onActivated: index => view.nationView = index - 1
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show the whole map, or what one nation may see")
            }
            Item { Layout.fillWidth: true }
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
                    MenuItem { text: qsTr("Import a map file…"); onTriggered: importDialog.open() }
                    MenuItem { text: qsTr("Export as map file…"); onTriggered: exportDialog.open() }
                    MenuSeparator {}
                    MenuItem { text: qsTr("Save as PDF…"); onTriggered: pdfDialog.open() }
                    MenuItem {
                        text: qsTr("Print…")
                        onTriggered: document.printWithDialog(paperBox.currentValue, viewBox.currentIndex - 1)
                    }
                    MenuSeparator {}
                    MenuItem { text: qsTr("Background image…"); onTriggered: backgroundDialog.open() }
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
                Layout.fillWidth: true
                Layout.fillHeight: true
                onError: message => root.message = message
                Label {
                    anchors.centerIn: parent
                    visible: view.areaCount === 0
                    width: parent.width * 0.6
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("This campaign has no map yet. Import the demo map or a map file from the Map… menu, or paint areas once a layout is set.")
                }
            }
            MapLegend {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight > 0 ? implicitHeight : 60
                Layout.margins: 6
            }
            Label {
                objectName: "mapStatus"
                Layout.fillWidth: true
                Layout.margins: 6
                elide: Text.ElideRight
                text: root.message.length > 0 ? root.message : view.hoverText
            }
        }

        Pane {
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            visible: form.exists

            ColumnLayout {
                anchors.fill: parent
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
                    currentIndex: form.terrainKeys.indexOf(form.terrain)
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
                    model: [qsTr("Uncontrolled")].concat(form.nationNames)
                    currentIndex: form.owner.length === 0 ? 0 : form.nationNames.indexOf(form.owner) + 1
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
                Button {
                    objectName: "areaApply"
                    text: qsTr("Apply")
                    highlighted: true
                    onClicked: form.submit()
                }
                Item { Layout.fillHeight: true }
            }
        }
    }
}
