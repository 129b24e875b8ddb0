pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// One side's part of the result form (§6.1-§6.4): what the side lost itself, unit by unit,
// how each of its characters ended the battle, and its victory points when they are typed.
// part() gives the side as the result sheet has it (docs/battle-result-format.md).
GroupBox {
    id: root

    /// The brief's side: role, armies, lines (nation, line, label), people (id, name).
    required property var side
    /// The other side's nations, one of which takes a captured character (§6.4, I-26).
    required property var enemyNations

    readonly property var outcomes: [qsTr("Lost 1 stand"), qsTr("Lost 2 stands"),
        qsTr("Lost 3 stands"), qsTr("Destroyed"), qsTr("Routed off the table")]
    readonly property var fates: [qsTr("Not in this battle"), qsTr("Fought, stayed on the table"),
        qsTr("Removed from the table")]
    readonly property int removed: 2

    /// Empties the form: no losses, every character out of the battle, VP added up by Herald.
    function reset() {
        losses.clear()
        people.clear()
        for (let i = 0; i < root.side.people.length; ++i) {
            const person = root.side.people[i]
            people.append({ characterId: person.id, name: person.name, fate: 0, slain: false, captor: 0 })
        }
        mobsBox.value = 0
        typedVpBox.checked = false
        vpBox.value = 0
    }

    function part() {
        const units = []
        for (let i = 0; i < losses.count; ++i) {
            const entry = losses.get(i)
            const line = root.side.lines[entry.line]
            const unit = { nation: line.nation, line: line.line }
            if (entry.outcome <= 2)
                unit.standsLost = entry.outcome + 1
            else if (entry.outcome === 3)
                unit.destroyed = true
            else
                unit.routedOff = true
            units.push(unit)
        }
        for (let m = 0; m < mobsBox.value; ++m)
            units.push({ mob: true, destroyed: true })
        const characters = []
        const present = []
        for (let p = 0; p < people.count; ++p) {
            const state = people.get(p)
            const id = state.characterId
            if (state.fate === 1)
                present.push(id)
            if (state.fate !== root.removed)
                continue
            const character = { character: id, slainInBaseContact: state.slain }
            if (root.enemyNations.length > 1)
                character.capturedBy = root.enemyNations[state.captor]
            characters.push(character)
        }
        const result = { units: units, characters: characters, present: present }
        if (typedVpBox.checked)
            result.vp = vpBox.value
        return result
    }

    //: a side's part of the result form; %1 "Defenders" or "Attackers"
    title: qsTr("%1: what they lost").arg(root.side.role)

    ListModel { id: losses }  // line: index into side.lines; outcome: index into outcomes
    ListModel { id: people }  // one per side.people: characterId, name, fate, slain, captor

    ColumnLayout {
        width: root.availableWidth
        spacing: Theme.spacingSmall

        Label {
            text: root.side.armies.join(", ")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Units (one row per unit that lost stands)")
            font.weight: Font.DemiBold
        }
        Repeater {
            model: losses
            delegate: RowLayout {
                id: lossRow
                required property int index
                required property int line
                required property int outcome
                spacing: Theme.spacingSmall
                Layout.fillWidth: true
                ComboBox {
                    objectName: "lossLine"
                    model: root.side.lines
                    textRole: "label"
                    currentIndex: lossRow.line
                    onActivated: i => losses.setProperty(lossRow.index, "line", i)
                    Layout.fillWidth: true
                    ToolTip.visible: hovered
                    ToolTip.text: currentText
                }
                ComboBox {
                    objectName: "lossOutcome"
                    model: root.outcomes
                    currentIndex: lossRow.outcome
                    onActivated: i => losses.setProperty(lossRow.index, "outcome", i)
                    Layout.preferredWidth: 170
                }
                ToolButton {
                    text: "✕"
                    onClicked: losses.remove(lossRow.index)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Remove this unit from the form")
                }
            }
        }
        Button {
            objectName: "addLossButton"
            text: qsTr("Add a unit")
            enabled: root.side.lines.length > 0
            onClicked: losses.append({ line: 0, outcome: 0 })
        }
        RowLayout {
            spacing: Theme.spacing
            Label { text: qsTr("Own mobs destroyed") }
            SpinBox {
                id: mobsBox
                objectName: "mobsBox"
                from: 0
                to: 99
                editable: true
            }
        }

        Label {
            text: qsTr("Characters")
            font.weight: Font.DemiBold
            visible: root.side.people.length > 0
        }
        Repeater {
            model: people
            delegate: ColumnLayout {
                id: personRow
                required property int index
                required property string name
                required property int fate
                required property bool slain
                required property int captor
                spacing: 0
                Layout.fillWidth: true
                RowLayout {
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true
                    Label {
                        text: personRow.name
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    ComboBox {
                        objectName: "characterFate"
                        model: root.fates
                        currentIndex: personRow.fate
                        onActivated: i => people.setProperty(personRow.index, "fate", i)
                        Layout.preferredWidth: 220
                    }
                }
                RowLayout {
                    visible: personRow.fate === root.removed
                    spacing: Theme.spacingSmall
                    Layout.leftMargin: Theme.spacingLarge
                    CheckBox {
                        text: qsTr("Slain in base contact by an enemy character")
                        checked: personRow.slain
                        onToggled: people.setProperty(personRow.index, "slain", checked)
                    }
                    Label {
                        visible: root.enemyNations.length > 1
                        text: qsTr("Taken by")
                    }
                    ComboBox {
                        visible: root.enemyNations.length > 1
                        model: root.enemyNations
                        currentIndex: personRow.captor
                        onActivated: i => people.setProperty(personRow.index, "captor", i)
                    }
                }
            }
        }

        RowLayout {
            spacing: Theme.spacing
            CheckBox {
                id: typedVpBox
                objectName: "typedVpBox"
                text: qsTr("Type the VP they scored")
            }
            SpinBox {
                id: vpBox
                objectName: "vpBox"
                enabled: typedVpBox.checked
                from: 0
                to: 99999
                stepSize: 5
                editable: true
            }
        }
        Label {
            text: qsTr("Otherwise Herald adds up the enemy units destroyed or routed off and the objective (§2.13); type the total when characters or magic items were destroyed (I-32).")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
