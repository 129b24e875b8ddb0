pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// A map editor's tool buttons (the WarMaster map page and the hex map editor): one checkable
// button per tool, the one in use checked, each with its key; the page keeps the tool.
Row {
    id: root

    // [{ tool, key, label, tip }], one per button; objectName is namePrefix + label.
    required property var tools
    required property int current
    property string namePrefix: "tool"
    // The keys act only while the page that holds the tools is shown.
    property bool keysEnabled: true

    signal picked(int tool)

    spacing: 4

    ButtonGroup { id: group }
    Repeater {
        model: root.tools
        delegate: ToolButton {
            id: button
            required property var modelData
            objectName: root.namePrefix + modelData.label
            text: modelData.label
            checkable: true
            checked: root.current === modelData.tool
            ButtonGroup.group: group
            onClicked: root.picked(modelData.tool)
            ToolTip.visible: hovered
            ToolTip.text: qsTr("%1 (key %2)").arg(modelData.tip).arg(modelData.key)
            Shortcut {
                sequence: button.modelData.key
                enabled: root.keysEnabled
                onActivated: root.picked(button.modelData.tool)
            }
        }
    }
}
