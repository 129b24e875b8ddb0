pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A fleet outfitted at NY-7 (§7.2.1, §2.11): the nation, its name, the port, the general, the
// admiral (bought for 2 CP when he is not on the roster), the units drawn from each roster line
// (sailing, and traded for boats) and the other characters aboard, healers marked.
ExpeditionDialog {
    id: root
    objectName: "outfitDialog"

    readonly property var nation: nationBox.currentIndex >= 0 && nationBox.currentIndex < root.form.nations.length
                                  ? root.form.nations[nationBox.currentIndex] : null
    readonly property bool seaPeople: root.nation !== null && root.nation.seaPeople

    function start() {
        nameField.text = ""
        admiralField.text = ""
        root.begin()
        nameField.forceActiveFocus()
    }
    function units() {
        const chosen = []
        for (let i = 0; i < lineRepeater.count; ++i) {
            const row = lineRepeater.itemAt(i)
            chosen.push({ line: row.line, sailing: row.sailing, traded: row.traded })
        }
        return chosen
    }
    function people(healersOnly) {
        const names = []
        for (let i = 0; i < peopleRepeater.count; ++i) {
            const row = peopleRepeater.itemAt(i)
            if (row.visible && row.aboard && (!healersOnly || row.healer))
                names.push(row.name)
        }
        return names
    }

    title: qsTr("Outfit an expedition (NY-7, §7.2.1)")
    width: Math.min(840, parent.width - 2 * Theme.pageMargin)
    actionText: qsTr("Outfit (Ctrl+Return)")
    actionEnabled: root.nation !== null && nameField.text.trim().length > 0
                   && portBox.currentIndex >= 0 && generalBox.currentIndex >= 0
    onSubmitted: root.form.outfit(root.nation.id, nameField.text, portBox.currentValue,
                                  generalBox.currentValue, root.seaPeople ? "" : admiralField.text,
                                  root.units(), root.people(false), root.people(true))

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Nation") }
        ComboBox {
            id: nationBox
            objectName: "outfitNationBox"
            model: root.form.nations
            textRole: "name"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Expedition name") }
        TextField {
            id: nameField
            objectName: "outfitNameField"
            placeholderText: qsTr("the fleet's name, also its army marker's")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Port") }
        ComboBox {
            id: portBox
            objectName: "outfitPortBox"
            model: root.nation ? root.nation.ports : []
            textRole: "label"
            valueRole: "id"
            displayText: count === 0 ? qsTr("no own coastal town or city") : currentText
            Layout.fillWidth: true
        }
        Label { text: qsTr("General") }
        ComboBox {
            id: generalBox
            objectName: "outfitGeneralBox"
            model: root.nation ? root.nation.generals : []
            textRole: "label"
            valueRole: "id"
            displayText: count === 0 ? qsTr("no general free to sail") : currentText
            Layout.fillWidth: true
        }
        Label {
            visible: !root.seaPeople
            text: qsTr("Admiral")
        }
        TextField {
            id: admiralField
            objectName: "outfitAdmiralField"
            visible: !root.seaPeople
            placeholderText: qsTr("an admiral of the roster, or a new name bought for 2 CP")
            Layout.fillWidth: true
        }
    }

    Label {
        text: qsTr("Units from the roster")
        font.weight: Font.DemiBold
    }
    Label {
        text: root.seaPeople
              ? qsTr("The sea people swim: every unit sailing is its own ship, none is traded.")
              : qsTr("Traded units buy boats and leave the roster: 2 boats for an artillery or chariot unit, 1 for any other; specials are never traded. A fleet needs at least 3 units and a boat for each.")
        color: Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        id: lineRepeater
        model: root.nation ? root.nation.lines : []
        delegate: RowLayout {
            id: lineRow
            required property var modelData
            readonly property int line: modelData.line
            readonly property int sailing: sailBox.value
            readonly property int traded: tradeBox.value
            spacing: Theme.spacing
            Layout.fillWidth: true

            Label {
                //: %1 the roster line's number, %2 its units, %3 how many are free to sail
                text: qsTr("%1. %2, %3 free").arg(lineRow.modelData.line).arg(lineRow.modelData.label).arg(lineRow.modelData.free)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label { text: qsTr("Sail") }
            SpinBox {
                id: sailBox
                objectName: "sailBox" + lineRow.modelData.line
                from: 0
                to: lineRow.modelData.free
                editable: true
            }
            Label { text: qsTr("Trade") }
            SpinBox {
                id: tradeBox
                objectName: "tradeBox" + lineRow.modelData.line
                enabled: lineRow.modelData.tradable && !root.seaPeople
                from: 0
                to: lineRow.modelData.free
                editable: true
            }
        }
    }

    Label {
        text: qsTr("Other characters aboard")
        font.weight: Font.DemiBold
    }
    Repeater {
        id: peopleRepeater
        model: root.nation ? root.nation.characters : []
        delegate: RowLayout {
            id: personRow
            required property var modelData
            readonly property string name: modelData.id
            readonly property bool aboard: aboardBox.checked
            readonly property bool healer: healerBox.checked
            // The general sails anyway, and the admiral is named above.
            visible: name !== generalBox.currentValue && name.toLowerCase() !== admiralField.text.trim().toLowerCase()
            spacing: Theme.spacing
            Layout.fillWidth: true

            CheckBox {
                id: aboardBox
                objectName: "aboardBox-" + personRow.name
                text: personRow.modelData.label
                Layout.fillWidth: true
            }
            CheckBox {
                id: healerBox
                objectName: "healerBox-" + personRow.name
                text: qsTr("Heals the sick")
                enabled: aboardBox.checked
            }
        }
    }
}
