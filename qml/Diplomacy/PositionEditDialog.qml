pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Diplomacy
import Herald.Style

// The game master's position editor: one change to the board of the current phase at a time,
// each one command that undo takes back, refused with the rule it would break
// (docs/cli-diplomacy.md, "The position editor").
Dialog {
    id: root

    required property DiplomacyDesk desk
    required property StatusMessage outcome

    readonly property string kind: form.kindKey(kindBox.currentIndex)
    readonly property bool ringByPersonality: root.kind === "ring" && bearerBox.currentIndex > 0
    readonly property bool ringDestroyed: root.kind === "ring" && ringBox.currentIndex === 4

    objectName: "positionDialog"
    title: qsTr("Set the position of %1").arg(root.desk.phaseLabel)
    modal: true
    standardButtons: Dialog.Close
    onAboutToShow: {
        monthBox.currentIndex = root.desk.month
        seasonBox.currentIndex = root.desk.season
        yearBox.value = root.desk.year
    }

    PositionEditForm {
        id: form
        campaign: CampaignController
        game: root.desk.gameId
        downfall: root.desk.isDownfall
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }

    function fields() {
        switch (root.kind) {
        case "unit":
            return {power: powerBox.currentText, unit: unitField.text, at: atField.text,
                    easterling: easterling.checked, original: original.checked}
        case "remove":
            return {at: atField.text}
        case "move":
            return {from: fromField.text, to: toField.text}
        case "personality":
            return {who: whoBox.currentText, at: atField.text}
        case "owner":
            return {at: atField.text, power: powerBox.currentIndex === 0 ? "" : powerBox.currentText}
        case "ring":
            return {state: ringBox.currentIndex, at: atField.text,
                    by: root.ringByPersonality ? bearerBox.currentText : ""}
        default:
            return {month: monthBox.currentText, season: seasonBox.currentText, year: yearBox.value}
        }
    }

    GridLayout {
        columns: 2
        columnSpacing: 8

        Label { text: qsTr("Change") }
        ComboBox {
            id: kindBox
            objectName: "editKind"
            Layout.preferredWidth: 260
            model: form.kinds
        }

        Label { text: qsTr("Personality"); visible: whoBox.visible }
        ComboBox {
            id: whoBox
            objectName: "editWho"
            Layout.fillWidth: true
            visible: root.kind === "personality"
            model: form.personalities
        }

        Label { text: qsTr("The Ring is"); visible: ringBox.visible }
        ComboBox {
            id: ringBox
            objectName: "editRingState"
            Layout.fillWidth: true
            visible: root.kind === "ring"
            model: form.ringStates
        }
        Label { text: qsTr("Bearer"); visible: bearerBox.visible }
        ComboBox {
            id: bearerBox
            objectName: "editBearer"
            Layout.fillWidth: true
            visible: root.kind === "ring" && (ringBox.currentIndex === 2 || ringBox.currentIndex === 3)
            model: [qsTr("the unit in the province"), ...form.personalities]
        }

        Label { text: qsTr("Power"); visible: powerBox.visible }
        ComboBox {
            id: powerBox
            objectName: "editPower"
            Layout.fillWidth: true
            visible: root.kind === "unit" || root.kind === "owner"
            model: root.kind === "owner" ? [qsTr("nobody"), ...root.desk.powers] : root.desk.powers
        }

        Label { text: qsTr("Unit"); visible: unitField.visible }
        TextField {
            id: unitField
            objectName: "editUnit"
            Layout.fillWidth: true
            visible: root.kind === "unit"
            text: "A"
            placeholderText: root.desk.isDownfall ? qsTr("A, F, C (cavalry), P (pirate), 2A") : qsTr("A or F")
        }

        Label { text: qsTr("Province"); visible: atField.visible }
        TextField {
            id: atField
            objectName: "editAt"
            Layout.fillWidth: true
            visible: root.kind === "unit" || root.kind === "remove" || root.kind === "owner"
                     || root.kind === "personality"
                     || (root.kind === "ring" && !root.ringDestroyed && !root.ringByPersonality)
            placeholderText: root.kind === "personality" ? qsTr("empty: off the board") : qsTr("Bar, StP/sc…")
        }

        Label { text: qsTr("From"); visible: fromField.visible }
        TextField {
            id: fromField
            objectName: "editFrom"
            Layout.fillWidth: true
            visible: root.kind === "move"
        }
        Label { text: qsTr("To"); visible: toField.visible }
        TextField {
            id: toField
            objectName: "editTo"
            Layout.fillWidth: true
            visible: root.kind === "move"
        }

        Label { text: qsTr("Month"); visible: monthBox.visible }
        ComboBox {
            id: monthBox
            objectName: "editMonth"
            Layout.fillWidth: true
            visible: root.kind === "season" && root.desk.months.length > 0
            model: root.desk.months
        }
        Label { text: qsTr("Turn"); visible: seasonBox.visible }
        ComboBox {
            id: seasonBox
            objectName: "editSeason"
            Layout.fillWidth: true
            visible: root.kind === "season"
            model: root.desk.seasons
        }
        Label { text: qsTr("Year"); visible: yearBox.visible }
        SpinBox {
            id: yearBox
            objectName: "editYear"
            visible: root.kind === "season"
            from: 1
            to: 9999
            editable: true
            textFromValue: value => String(value)
        }

        CheckBox {
            id: easterling
            objectName: "editEasterling"
            Layout.columnSpan: 2
            visible: root.kind === "unit" && root.desk.isDownfall
            text: qsTr("An Easterling army of Mordor")
        }
        CheckBox {
            id: original
            objectName: "editOriginal"
            Layout.columnSpan: 2
            visible: root.kind === "unit" && root.desk.isDownfall
            text: qsTr("One of its power's starting units")
        }

        Button {
            objectName: "applyEdit"
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            text: qsTr("Apply")
            onClicked: form.apply(kindBox.currentIndex, root.fields())
        }
    }
}
