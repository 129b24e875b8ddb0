pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Nations

Page {
    id: root

    padding: 16
    property int current: 0

    NationListModel { id: nations }
    NationForm {
        id: nationForm
        onDone: summary => status.text = summary
        onError: message => status.text = message
    }
    RosterForm {
        id: rosterForm
        nation: details.nation ? details.nation.name : ""
        onDone: summary => status.text = summary
        onError: message => status.text = message
    }

    component NationDelegate: ItemDelegate {
        id: delegate
        required property int index
        required property string name
        required property string colour
        required property string race
        required property string player
        required property int populationTotal
        required property int armyPoints
        required property int characterPoints
        required property var tallyLines
        required property bool hasRoster
        required property var rosterLines
        required property var unitTypes
        required property var characterEntries
        width: ListView.view.width
        highlighted: ListView.isCurrentItem
        onClicked: list.currentIndex = index
        contentItem: RowLayout {
            spacing: 8
            Rectangle { width: 14; height: 14; radius: 3; color: delegate.colour }
            ColumnLayout {
                spacing: 0
                Label { text: delegate.name; font.bold: true }
                Label {
                    text: qsTr("%1 · PT %2 · AP %3 · CP %4").arg(delegate.race || qsTr("no race")).arg(delegate.populationTotal).arg(delegate.armyPoints).arg(delegate.characterPoints)
                    font.pixelSize: 11
                    opacity: 0.75
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 16

        ColumnLayout {
            Layout.preferredWidth: 300
            Layout.maximumWidth: 300
            Layout.fillHeight: true
            Label { text: qsTr("Nations & Rosters"); font.pixelSize: 22; font.bold: true }
            Label {
                text: qsTr("Each nation's population, army and character points, counted live from the map, and this year's roster.")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                opacity: 0.75
            }
            ListView {
                id: list
                objectName: "nationList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: nations
                delegate: NationDelegate {}
            }
            Label { text: qsTr("Found a nation"); font.bold: true }
            TextField { objectName: "nationName"; Layout.fillWidth: true; placeholderText: qsTr("Name"); onTextEdited: nationForm.name = text }
            TextField { Layout.fillWidth: true; placeholderText: qsTr("Player"); onTextEdited: nationForm.player = text }
            RowLayout {
                TextField { Layout.preferredWidth: 90; text: "#7a5c3a"; onTextEdited: nationForm.colour = text; ToolTip.text: qsTr("Colour, #rrggbb"); ToolTip.visible: hovered }
                TextField { Layout.fillWidth: true; placeholderText: qsTr("Capital XXYY"); onTextEdited: nationForm.capital = text }
            }
            ComboBox {
                Layout.fillWidth: true
                model: nations.armyLists
                displayText: currentIndex < 0 ? qsTr("Army list…") : currentText
                currentIndex: -1
                onActivated: nationForm.armyList = currentText
            }
            Button { objectName: "foundButton"; text: qsTr("Found nation"); onClicked: nationForm.submit() }
        }

        ColumnLayout {
            id: details
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            readonly property var nation: list.currentItem

            Label {
                text: details.nation ? qsTr("%1 — %2, player %3").arg(details.nation.name).arg(details.nation.race || qsTr("no race")).arg(details.nation.player || qsTr("none")) : qsTr("No nation yet: found one on the left.")
                font.pixelSize: 18
                font.bold: true
            }
            GroupBox {
                title: qsTr("Tally (§2.1–2.3)")
                Layout.fillWidth: true
                visible: details.nation !== null
                Column {
                    Repeater {
                        model: details.nation ? details.nation.tallyLines : []
                        delegate: Label { required property string modelData; text: modelData }
                    }
                }
            }
            GroupBox {
                title: qsTr("This year's roster")
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: details.nation !== null
                ColumnLayout {
                    anchors.fill: parent
                    ScrollView {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        Column {
                            Repeater {
                                model: details.nation ? details.nation.rosterLines : []
                                delegate: Label { required property string modelData; text: modelData; font.family: "monospace" }
                            }
                        }
                    }
                    Button {
                        visible: details.nation !== null && !details.nation.hasRoster
                        text: qsTr("Open this year's roster from the tally")
                        onClicked: rosterForm.openRoster()
                    }
                    RowLayout {
                        visible: details.nation !== null && details.nation.hasRoster
                        ComboBox {
                            Layout.preferredWidth: 200
                            model: details.nation ? details.nation.unitTypes : []
                            onActivated: rosterForm.unitType = currentText
                            Component.onCompleted: rosterForm.unitType = currentText
                        }
                        SpinBox { from: -99; to: 99; value: 1; editable: true; onValueModified: rosterForm.count = value }
                        Button { text: qsTr("Buy units"); onClicked: rosterForm.submit() }
                        Label { text: qsTr("line") }
                        SpinBox { from: 1; to: 99; value: 1; onValueModified: rosterForm.line = value }
                        Button { text: qsTr("Mark losses"); onClicked: rosterForm.markLosses() }
                    }
                    RowLayout {
                        visible: details.nation !== null && details.nation.hasRoster
                        ComboBox {
                            Layout.preferredWidth: 200
                            model: details.nation ? details.nation.characterEntries : []
                            onActivated: rosterForm.characterEntry = currentText
                            Component.onCompleted: rosterForm.characterEntry = currentText
                        }
                        TextField { placeholderText: qsTr("Character's name"); onTextEdited: rosterForm.characterName = text }
                        Button { text: qsTr("Take character"); onClicked: rosterForm.buyCharacter() }
                        Button { text: qsTr("Print roster sheet…"); onClicked: nations.printRoster(list.currentIndex) }
                    }
                }
            }
            Label {
                id: status
                objectName: "status"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
        }
    }
}
