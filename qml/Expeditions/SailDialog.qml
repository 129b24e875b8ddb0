pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// The go-to-sea order at M-1 (§7.2.2, I-12): the landmass the fleet is bound for, and the
// player's standing orders for the chart rows that offer a choice (§7.2.5): what a storm takes,
// and whether two ships or a hero or wizard aboard meet a sea monster. An exodus or a New
// Nation already at sea names its landmass here once (§7.4).
ExpeditionDialog {
    id: root
    objectName: "sailDialog"

    property string expedition: ""
    property string expeditionName: ""
    property list<string> passengers: []

    // §7.2.5 row 13: two ships, or one of the heroes and wizards aboard.
    function monsterChoices() {
        const choices = [{ key: "ships", label: qsTr("give up 2 ships") }]
        for (let i = 0; i < root.passengers.length; ++i)
            //: %1 a hero or wizard aboard
            choices.push({ key: root.passengers[i], label: qsTr("send %1 to fight it").arg(root.passengers[i]) })
        return choices
    }
    function start(id, name, heroes) {
        root.expedition = id
        root.expeditionName = name
        root.passengers = heroes
        stormBox.currentIndex = 0
        monsterBox.currentIndex = 0
        root.begin()
        landmassBox.forceActiveFocus()
    }

    //: %1 the expedition
    title: qsTr("%1 goes to sea (M-1, §7.2.2)").arg(root.expeditionName)
    actionText: qsTr("Give the order (Ctrl+Return)")
    actionEnabled: landmassBox.currentIndex >= 0
    onSubmitted: root.form.sail(root.expedition, landmassBox.currentValue, stormBox.currentValue,
                                monsterBox.currentValue)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Bound for") }
        ComboBox {
            id: landmassBox
            objectName: "sailLandmassBox"
            model: root.form.landmasses
            textRole: "label"
            valueRole: "id"
            Layout.fillWidth: true
        }
        Label { text: qsTr("In a storm, give up") }
        ComboBox {
            id: stormBox
            objectName: "sailStormBox"
            textRole: "label"
            valueRole: "key"
            model: [
                { key: "advantage", label: qsTr("an advantage (a boat and its unit when there is none)") },
                { key: "ship", label: qsTr("a boat and its unit") }
            ]
            Layout.fillWidth: true
        }
        Label { text: qsTr("Against a sea monster") }
        ComboBox {
            id: monsterBox
            objectName: "sailMonsterBox"
            textRole: "label"
            valueRole: "key"
            model: root.monsterChoices()
            Layout.fillWidth: true
        }
    }
    Label {
        text: qsTr("The fleet puts to sea in this month's movement step and rolls on the expedition chart from next month. The landmass may be the nation's own.")
        color: Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
