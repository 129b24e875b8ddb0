pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// The alliance a fleet may make with the sea people it met (chart 18, §7.2.7, I-8): a hero or
// wizard aboard stays with them as envoy; they become the nation's underwater ally on the army
// list chosen, and Herald puts their realm on open sea by the fleet (or grown from a sea hex).
ExpeditionDialog {
    id: root
    objectName: "allyDialog"

    property string expedition: ""
    property string expeditionName: ""
    property list<string> passengers: []

    function start(id, name, heroes) {
        root.expedition = id
        root.expeditionName = name
        root.passengers = heroes
        nameField.text = ""
        realmField.text = ""
        root.begin()
        envoyBox.forceActiveFocus()
    }

    //: %1 the expedition
    title: qsTr("%1 meets the sea people (§7.2.7)").arg(root.expeditionName)
    actionText: qsTr("Make the alliance (Ctrl+Return)")
    actionEnabled: envoyBox.currentIndex >= 0 && listBox.currentIndex >= 0
    onSubmitted: root.form.ally(root.expedition, envoyBox.currentText, listBox.currentValue,
                                nameField.text, realmField.text)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Envoy") }
        ComboBox {
            id: envoyBox
            objectName: "allyEnvoyBox"
            model: root.passengers
            displayText: count === 0 ? qsTr("no hero or wizard aboard") : currentText
            Layout.fillWidth: true
        }
        Label { text: qsTr("Their army list") }
        ComboBox {
            id: listBox
            objectName: "allyListBox"
            model: root.form.armyLists
            textRole: "label"
            valueRole: "id"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Their name") }
        TextField {
            id: nameField
            objectName: "allyNameField"
            placeholderText: qsTr("empty: Sea people of the nation")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Realm from sea hex") }
        TextField {
            id: realmField
            objectName: "allyRealmField"
            placeholderText: qsTr("empty: the open sea nearest the fleet")
            validator: RegularExpressionValidator { regularExpression: /(\d{4})?/ }
            Layout.fillWidth: true
        }
    }
    Label {
        text: qsTr("The envoy's CP are paid every year or the alliance lapses; every expedition of either nation then rolls 3 more on the chart.")
        color: Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
