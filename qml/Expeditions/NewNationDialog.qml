pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A New Nation for a returning player begins the year at sea (NY-6 or NY-7, §7.4.3, I-67): a
// nation added with its race, exactly 10 units of its list (counted, not costed), characters
// worth at most 5 CP with one general among them, an admiral and 10 boats free, and the top
// magic item of the campaign's deck bound to its general. Herald names the characters.
ExpeditionDialog {
    id: root
    objectName: "newNationDialog"

    readonly property var nation: nationBox.currentIndex >= 0 && nationBox.currentIndex < root.form.newNations.length
                                  ? root.form.newNations[nationBox.currentIndex] : null

    function start() {
        root.begin()
        nationBox.forceActiveFocus()
    }
    function counted(repeater, key) {
        const chosen = []
        for (let i = 0; i < repeater.count; ++i) {
            const row = repeater.itemAt(i)
            const entry = { count: row.count }
            entry[key] = row.choice
            chosen.push(entry)
        }
        return chosen
    }

    title: qsTr("A New Nation (NY-6, NY-7, §7.4.3)")
    width: Math.min(840, parent.width - 2 * Theme.pageMargin)
    actionText: qsTr("Found it at sea (Ctrl+Return)")
    actionEnabled: root.nation !== null && landmassBox.currentIndex >= 0
    onSubmitted: root.form.foundNewNation(root.nation.id, landmassBox.currentValue,
                                          root.counted(unitRepeater, "type"),
                                          root.counted(characterRepeater, "entry"))

    component CountRow: RowLayout {
        id: countRow
        required property var modelData
        readonly property string choice: modelData.id
        readonly property int count: countBox.value
        spacing: Theme.spacing
        Layout.fillWidth: true
        Label {
            text: countRow.modelData.label
            wrapMode: Text.Wrap
            verticalAlignment: Text.AlignVCenter
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        SpinBox {
            id: countBox
            objectName: "count-" + countRow.choice
            from: 0
            to: 10
            editable: true
        }
    }

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Nation") }
        ComboBox {
            id: nationBox
            objectName: "newNationBox"
            model: root.form.newNations
            textRole: "name"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Bound for") }
        ComboBox {
            id: landmassBox
            objectName: "newNationLandmassBox"
            model: root.form.landmasses
            textRole: "label"
            valueRole: "id"
            Layout.fillWidth: true
        }
    }
    Label {
        text: qsTr("Units: exactly 10 of the list")
        font.weight: Font.DemiBold
    }
    Repeater {
        id: unitRepeater
        model: root.nation ? root.nation.units : []
        delegate: CountRow {}
    }
    Label {
        text: qsTr("Characters: at most 5 CP, one general")
        font.weight: Font.DemiBold
    }
    Repeater {
        id: characterRepeater
        model: root.nation ? root.nation.characters : []
        delegate: CountRow {}
    }
}
