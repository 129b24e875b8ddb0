pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Diplomacy as Dip
import Herald.Style

Item {
    id: root

    property real zoom: 1

    Dip.VariantEditor {
        id: editor
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }
    FileChooser {
        id: openDialog
        objectName: "variantOpenChooser"
        title: qsTr("Open a Diplomacy variant")
        nameFilters: [qsTr("Diplomacy variants (*.variant)")]
        onAccepted: editor.openFile(selectedFile)
    }
    FileChooser {
        id: saveDialog
        objectName: "variantSaveChooser"
        title: qsTr("Save the variant %1 as").arg(editor.title)
        mode: FileChooser.SaveFile
        defaultSuffix: "variant"
        nameFilters: [qsTr("Diplomacy variants (*.variant)")]
        onAccepted: editor.saveAs(selectedFile)
    }
    FileChooser {
        id: backgroundDialog
        objectName: "variantBackgroundChooser"
        title: qsTr("Choose a scanned map to draw the variant on")
        nameFilters: [qsTr("Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp)")]
        onAccepted: editor.setBackground(selectedFile)
    }
    Dialog {
        id: coastDialog
        property int from: -1
        property int to: -1
        property var fromCoasts: []
        property var toCoasts: []
        title: qsTr("Fleet border on split coasts")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Ok | Dialog.Cancel
        function ask(a: int, b: int) {
            from = a
            to = b
            fromCoasts = editor.coastsOf(a)
            toCoasts = editor.coastsOf(b)
            if (fromCoasts.length === 0 && toCoasts.length === 0)
                editor.toggleBorder(a, "", b, "", true)
            else
                open()
        }
        onAccepted: editor.toggleBorder(from, fromCoastBox.currentText, to, toCoastBox.currentText, true)
        GridLayout {
            columns: 2
            Label {
                text: qsTr("Coast of %1").arg(editor.provinces[coastDialog.from] ?? "")
                visible: coastDialog.fromCoasts.length > 0
            }
            ComboBox {
                id: fromCoastBox
                objectName: "fromCoastBox"
                model: coastDialog.fromCoasts
                visible: coastDialog.fromCoasts.length > 0
            }
            Label {
                text: qsTr("Coast of %1").arg(editor.provinces[coastDialog.to] ?? "")
                visible: coastDialog.toCoasts.length > 0
            }
            ComboBox {
                id: toCoastBox
                objectName: "toCoastBox"
                model: coastDialog.toCoasts
                visible: coastDialog.toCoasts.length > 0
            }
        }
    }

    // Keys act on the map only while the editor has the focus, so that the window's own
    // Ctrl+Z, Ctrl+S and Ctrl+O (the campaign's) are not taken over elsewhere.
    // Qt 6.4's qmllint does not see QtQuick's StandardKey (a value type's enumeration), which
    // the engine finds; the platform's own keys matter more than the warning.
    function keyAction(event: KeyEvent, run: bool): bool {
        // qmllint disable unqualified
        const actions = [
            [StandardKey.Undo, () => editor.undo()],
            [StandardKey.Redo, () => editor.redo()],
            [StandardKey.Save, () => editor.hasFile ? editor.save() : saveDialog.open()],
            [StandardKey.Open, () => openDialog.open()],
            [StandardKey.ZoomIn, () => root.zoom = Math.min(4, root.zoom * 1.25)],
            [StandardKey.ZoomOut, () => root.zoom = Math.max(1, root.zoom / 1.25)],
            [StandardKey.Delete, () => editor.removeProvince()]
        ]
        // qmllint enable unqualified
        for (const [key, action] of actions) {
            if (event.matches(key)) {
                if (run)
                    action()
                return true
            }
        }
        const tools = {
            [Qt.Key_V]: Dip.VariantEditorCanvas.Select,
            [Qt.Key_C]: Dip.VariantEditorCanvas.Connect,
            [Qt.Key_P]: Dip.VariantEditorCanvas.Add
        }
        if (event.modifiers !== Qt.NoModifier || tools[event.key] === undefined)
            return false
        if (run)
            canvas.tool = tools[event.key]
        return true
    }
    Keys.onShortcutOverride: event => event.accepted = keyAction(event, false)
    Keys.onPressed: event => event.accepted = keyAction(event, true)

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Label {
                text: qsTr("Variant editor")
                font.pixelSize: 18
                font.weight: Font.DemiBold
            }
            Label {
                objectName: "variantTitle"
                text: (editor.modified ? "● " : "")
                      + Sentence.fill(qsTr("%1 — %2"), [editor.title, editor.hasFile ? editor.fileName : qsTr("shipped, not saved yet")])
                elide: Text.ElideMiddle
                opacity: 0.8
                Layout.fillWidth: true
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 6
            ComboBox {
                objectName: "shippedBox"
                width: 190
                model: editor.shippedVariants
                displayText: qsTr("Open shipped…")
                onActivated: index => editor.openShipped(index)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Start from a variant Herald ships; save it under a new name")
            }
            Button {
                objectName: "variantOpenButton"
                text: qsTr("Open…")
                onClicked: openDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Open a .variant file and the .layout beside it (Ctrl+O)")
            }
            Button {
                objectName: "saveButton"
                text: qsTr("Save")
                enabled: editor.hasFile && editor.modified
                onClicked: editor.save()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Write the variant and its layout (Ctrl+S)")
            }
            Button {
                objectName: "variantSaveAsButton"
                text: qsTr("Save as…")
                onClicked: saveDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Write the variant and its layout under a new name")
            }
            Button {
                text: qsTr("Clear map")
                onClicked: editor.clearMap()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Remove every province to draw a new map; powers and calendar stay")
            }
            ButtonGroup { id: tools }
            Button {
                objectName: "selectTool"
                text: qsTr("Select / move")
                checkable: true
                checked: canvas.tool === Dip.VariantEditorCanvas.Select
                ButtonGroup.group: tools
                onClicked: canvas.tool = Dip.VariantEditorCanvas.Select
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Click a province to edit it, drag it to move it (V)")
            }
            Button {
                objectName: "connectTool"
                text: qsTr("Connect")
                checkable: true
                checked: canvas.tool === Dip.VariantEditorCanvas.Connect
                ButtonGroup.group: tools
                onClicked: canvas.tool = Dip.VariantEditorCanvas.Connect
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Click two provinces to add or remove a border between them (C)")
            }
            ComboBox {
                id: borderKind
                objectName: "borderKind"
                width: 150
                model: [qsTr("Army border"), qsTr("Fleet border")]
                enabled: canvas.tool === Dip.VariantEditorCanvas.Connect
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Which units the connect tool's border lets through")
            }
            Button {
                objectName: "addTool"
                text: qsTr("Add province")
                checkable: true
                checked: canvas.tool === Dip.VariantEditorCanvas.Add
                ButtonGroup.group: tools
                onClicked: canvas.tool = Dip.VariantEditorCanvas.Add
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Click an empty place on the map to put a province there (P)")
            }
            ToolSeparator {}
            Button {
                objectName: "variantBackgroundButton"
                text: qsTr("Background…")
                onClicked: backgroundDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Draw a scanned map under the board, to place provinces on it")
            }
            Slider {
                objectName: "opacitySlider"
                width: 110
                from: 0
                to: 1
                value: editor.backgroundOpacity
                enabled: editor.hasBackground
                onMoved: editor.setBackgroundOpacity(value)
                onPressedChanged: if (!pressed) editor.finishMove()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Opacity of the background picture")
            }
            Button {
                text: qsTr("No background")
                visible: editor.hasBackground
                onClicked: editor.clearBackground()
            }
            ToolSeparator {}
            Button {
                text: qsTr("Undo")
                enabled: editor.canUndo
                onClicked: editor.undo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Undo: %1 (Ctrl+Z)").arg(editor.undoText)
            }
            Button {
                text: qsTr("Redo")
                enabled: editor.canRedo
                onClicked: editor.redo()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(editor.redoText)
            }
            Button {
                objectName: "validateButton"
                text: qsTr("Validate")
                onClicked: editor.validate()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Read the variant as a game would and list what is wrong")
            }
            ToolSeparator {}
            Button {
                text: "−"
                enabled: root.zoom > 1
                onClicked: root.zoom = Math.max(1, root.zoom / 1.25)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Zoom out (Ctrl+-)")
            }
            Label {
                height: 48
                verticalAlignment: Text.AlignVCenter
                text: qsTr("%1%").arg(Math.round(root.zoom * 100))
            }
            Button {
                text: "+"
                enabled: root.zoom < 4
                onClicked: root.zoom = Math.min(4, root.zoom * 1.25)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Zoom in (Ctrl++)")
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12

            Flickable {
                id: flick
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: width * root.zoom
                contentHeight: height * root.zoom
                interactive: false
                ScrollBar.horizontal: ScrollBar { policy: root.zoom > 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                ScrollBar.vertical: ScrollBar { policy: root.zoom > 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                Dip.VariantEditorCanvas {
                    id: canvas
                    objectName: "editorCanvas"
                    editor: editor
                    width: flick.contentWidth
                    height: flick.contentHeight
                    focus: true
                    onConnectRequested: (from, to) => {
                        if (borderKind.currentIndex === 1)
                            coastDialog.ask(from, to)
                        else
                            editor.toggleBorder(from, "", to, "", false)
                    }
                }
            }

            Flickable {
                id: sidePanel
                objectName: "sidePanel"
                Layout.preferredWidth: 330
                Layout.maximumWidth: 330
                Layout.fillHeight: true
                contentHeight: sideColumn.implicitHeight
                boundsBehavior: Flickable.StopAtBounds
                clip: true
                ScrollBar.vertical: ScrollBar {}
                ColumnLayout {
                    id: sideColumn
                    width: sidePanel.width - 12
                    spacing: 6
                    Label {
                        text: editor.problems.length === 0 ? qsTr("No problems: games can use this variant")
                                                           : qsTr("Problems (%1)").arg(editor.problems.length)
                        font.weight: Font.DemiBold
                        color: editor.problems.length === 0 ? Theme.success : Theme.error
                    }
                    Repeater {
                        objectName: "problemList"
                        model: editor.problems
                        delegate: ItemDelegate {
                            id: problemRow
                            required property string modelData
                            required property int index
                            Layout.fillWidth: true
                            padding: 4
                            contentItem: Label {
                                text: problemRow.modelData
                                wrapMode: Text.Wrap
                                color: Theme.error
                            }
                            onClicked: editor.selectProblem(index)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Select the province this problem names")
                        }
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: qsTr("Province")
                            font.weight: Font.DemiBold
                        }
                        ComboBox {
                            objectName: "provinceBox"
                            Layout.fillWidth: true
                            model: editor.provinces
                            currentIndex: editor.selected
                            displayText: editor.selected < 0 ? qsTr("none selected") : currentText
                            onActivated: index => editor.selected = index
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Every province of the variant; choose one to edit it, or click it on the map")
                        }
                    }
                    GridLayout {
                        columns: 2
                        columnSpacing: 6
                        rowSpacing: 4
                        enabled: editor.selected >= 0
                        Layout.fillWidth: true
                        Label { text: qsTr("Abbreviation") }
                        TextField {
                            objectName: "abbreviationField"
                            Layout.fillWidth: true
                            text: editor.abbreviation
                            onEditingFinished: editor.setAbbreviation(text)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Short name used in orders; unique, no blanks or '/'")
                        }
                        Label { text: qsTr("Name") }
                        TextField {
                            objectName: "nameField"
                            Layout.fillWidth: true
                            text: editor.provinceName
                            onEditingFinished: editor.setProvinceName(text)
                        }
                        Label { text: qsTr("Type") }
                        ComboBox {
                            objectName: "typeBox"
                            Layout.fillWidth: true
                            model: [qsTr("Land (inland)"), qsTr("Coast"), qsTr("Sea"), qsTr("Off-board box")]
                            currentIndex: editor.provinceType
                            onActivated: index => editor.setProvinceType(index)
                        }
                        Label { text: qsTr("Supply centre") }
                        CheckBox {
                            objectName: "centreBox"
                            checked: editor.supplyCentre
                            onToggled: editor.setSupplyCentre(checked)
                        }
                        Label { text: qsTr("Home centre of") }
                        ComboBox {
                            objectName: "homeBox"
                            Layout.fillWidth: true
                            model: [qsTr("nobody"), ...editor.powers]
                            currentIndex: editor.homePower + 1
                            onActivated: index => editor.setHomePower(index - 1)
                        }
                        Label { text: qsTr("Owner at start") }
                        ComboBox {
                            objectName: "ownerBox"
                            Layout.fillWidth: true
                            model: [qsTr("neutral"), ...editor.powers]
                            currentIndex: editor.ownerPower + 1
                            onActivated: index => editor.setOwnerPower(index - 1)
                        }
                        Label { text: qsTr("Split coasts") }
                        TextField {
                            objectName: "coastsField"
                            Layout.fillWidth: true
                            text: editor.coasts
                            placeholderText: qsTr("none, or e.g. nc, sc")
                            onEditingFinished: editor.setCoasts(text)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Names of the coasts of a coastal province that fleets must choose between")
                        }
                        Label { text: qsTr("Notes") }
                        TextField {
                            Layout.fillWidth: true
                            text: editor.notes
                            onEditingFinished: editor.setNotes(text)
                        }
                    }
                    RowLayout {
                        Label {
                            text: qsTr("Borders (%1)").arg(editor.borders.length)
                            font.weight: Font.DemiBold
                            Layout.fillWidth: true
                        }
                        Button {
                            objectName: "removeProvince"
                            text: qsTr("Remove province")
                            enabled: editor.selected >= 0
                            onClicked: editor.removeProvince()
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Remove the province with its borders (Delete on the map)")
                        }
                    }
                    Repeater {
                        objectName: "borderList"
                        model: editor.borders
                        delegate: ItemDelegate {
                            id: borderRow
                            required property string modelData
                            required property int index
                            Layout.fillWidth: true
                            text: modelData
                            padding: 4
                            ToolButton {
                                anchors.right: parent.right
                                anchors.verticalCenter: parent.verticalCenter
                                text: "✕"
                                onClicked: editor.removeBorder(borderRow.index)
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Remove this border")
                            }
                        }
                    }
                }
            }
        }

        Label {
            visible: status.text === ""
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: qsTr("Correct a map: select a province to edit it, drag it to move it, connect two provinces to toggle a border. Every change can be undone.")
        }
        StatusMessage {
            id: status
            objectName: "editorStatus"
            Layout.fillWidth: true
        }
    }
}
