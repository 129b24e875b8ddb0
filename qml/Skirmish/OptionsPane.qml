pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Skirmish
import Herald.Style

// The referee's options of §12 D for this skirmish, each at the rules file's default until set;
// each change is one command of the history.
ListView {
    id: root
    required property SkirmishDesk desk
    objectName: "optionsList"
    clip: true
    spacing: Theme.spacingSmall
    model: desk.options
    ScrollBar.vertical: ScrollBar {}
    delegate: RowLayout {
        id: option
        required property var modelData
        width: ListView.view.width
        spacing: Theme.spacing
        Label {
            text: option.modelData.description
            wrapMode: Text.Wrap
            Layout.preferredWidth: 100
            Layout.fillWidth: true
        }
        Switch {
            objectName: "option-" + option.modelData.name
            visible: !option.modelData.number
            checked: option.modelData.number ? false : option.modelData.value
            onToggled: root.desk.setOption(option.modelData.name, checked)
        }
        SpinBox {
            visible: option.modelData.number
            from: 1
            to: 99
            value: option.modelData.number ? option.modelData.value : 1
            editable: true
            onValueModified: root.desk.setOption(option.modelData.name, value)
        }
    }
}
