pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// The choices a step form offers ([{key, text, refusal}] from its back end): the refused ones
// stay in the list, greyed, with the command's reason under them, so the referee sees why they
// cannot be taken. What the referee picked stays picked when the campaign's data change.
ComboBox {
    id: root

    /// What is picked before the referee picks: this key when it is open, else the first open.
    property string preferredKey: ""
    property string chosenKey: ""

    function pick() {
        const wanted = root.chosenKey.length > 0 ? root.chosenKey : root.preferredKey
        let first = -1
        const choices = root.model ?? []
        for (let i = 0; i < choices.length; ++i) {
            const choice = choices[i]
            if (choice.refusal.length > 0)
                continue
            if (choice.key === wanted) {
                root.currentIndex = i
                return
            }
            if (first < 0)
                first = i
        }
        root.currentIndex = first
    }

    textRole: "text"
    valueRole: "key"
    onModelChanged: pick()
    Component.onCompleted: pick()
    onActivated: index => root.chosenKey = root.valueAt(index)
    popup.width: Math.max(root.width, 460)

    delegate: ItemDelegate {
        id: choice
        required property var modelData
        required property int index

        width: ListView.view ? ListView.view.width : root.width
        enabled: choice.modelData.refusal.length === 0
        highlighted: root.highlightedIndex === choice.index
        contentItem: ColumnLayout {
            spacing: 2
            Label {
                text: choice.modelData.text
                font.bold: root.currentIndex === choice.index
                opacity: choice.enabled ? 1 : 0.6
                Layout.fillWidth: true
            }
            Label {
                visible: !choice.enabled
                text: choice.modelData.refusal
                font.pixelSize: 12
                color: Theme.hintText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
