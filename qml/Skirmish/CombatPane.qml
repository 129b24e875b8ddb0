pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Skirmish
import Herald.Style

// The combat calculator (§4.10): pick the attackers and the defenders, the terrain if it is not
// the map's; the odds and column show at once. Type the die or let Herald roll: the roll and
// the result are explained below and applied to the counters.
ColumnLayout {
    id: root
    required property SkirmishDesk desk
    property string explanation: ""
    property var attackers: []
    property var defenders: []
    // The odds of the combat picked, before the roll; "" while nobody is picked.
    property string oddsText: ""
    property bool oddsLegal: false
    spacing: Theme.spacing

    onAttackersChanged: refreshOdds()
    onDefendersChanged: refreshOdds()
    Connections {
        target: root.desk
        function onChanged() { root.refreshOdds() }
    }

    function toggled(list, key, on) {
        const rest = list.filter(k => k !== key)
        return on ? rest.concat([key]) : rest
    }
    function terrainFor(keys, box) {
        const chosen = {}
        if (box.currentIndex > 0)
            for (const k of keys) chosen[k] = box.currentValue
        return chosen
    }
    function chosenTerrain() {
        return Object.assign(root.terrainFor(root.attackers, attackerTerrain),
                             root.terrainFor(root.defenders, defenderTerrain))
    }
    function refreshOdds() {
        if (root.attackers.length === 0 || root.defenders.length === 0) {
            root.oddsText = ""
            return
        }
        const odds = root.desk.attackOdds(root.attackers, root.defenders, root.chosenTerrain())
        root.oddsText = odds.text
        root.oddsLegal = odds.legal
    }

    // One row per living counter: it attacks, defends, or stays out of this combat.
    ListView {
        objectName: "combatantList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 100
        clip: true
        model: root.desk.living
        ScrollBar.vertical: ScrollBar {}
        delegate: RowLayout {
            id: combatant
            required property var modelData
            width: ListView.view.width
            spacing: Theme.spacing
            Label {
                text: combatant.modelData.name
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            CheckBox {
                objectName: "attacks-" + combatant.modelData.key
                text: qsTr("attacks")
                checked: root.attackers.includes(combatant.modelData.key)
                onToggled: root.attackers = root.toggled(root.attackers, combatant.modelData.key, checked)
            }
            CheckBox {
                objectName: "defends-" + combatant.modelData.key
                text: qsTr("defends")
                checked: root.defenders.includes(combatant.modelData.key)
                onToggled: root.defenders = root.toggled(root.defenders, combatant.modelData.key, checked)
            }
        }
    }

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        Label { text: qsTr("Attackers stand on") }
        ComboBox {
            id: attackerTerrain
            Layout.preferredWidth: 220
            textRole: "name"
            valueRole: "key"
            model: root.desk.terrainChoices
            onActivated: root.refreshOdds()
        }
        Label { text: qsTr("Defenders stand on") }
        ComboBox {
            id: defenderTerrain
            Layout.preferredWidth: 220
            textRole: "name"
            valueRole: "key"
            model: root.desk.terrainChoices
            onActivated: root.refreshOdds()
        }
    }

    RowLayout {
        spacing: Theme.spacing
        DieField { id: die; objectName: "combatDie" }
        Button {
            objectName: "resolveCombatButton"
            text: qsTr("Resolve the combat")
            enabled: root.oddsLegal
            onClicked: {
                if (root.desk.attack(root.attackers, root.defenders, root.chosenTerrain(), die.text)) {
                    root.attackers = []
                    root.defenders = []
                    die.text = ""
                }
            }
        }
    }

    // The odds while a combat is picked, then what the latest action decided.
    ExplanationView {
        objectName: "combatExplanation"
        text: root.oddsText !== "" ? root.oddsText : root.explanation
        Layout.fillWidth: true
        Layout.preferredHeight: 90
    }
}
