import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// One nation in the list: its colour, name, race and this year's PT, AP and CP. Its roles are
// what the page shows of the chosen nation.
ItemDelegate {
    id: root

    required property int index
    required property int nationId
    required property string name
    required property string colour
    required property string race
    required property string player
    required property int populationTotal
    required property int armyPoints
    required property int characterPoints
    required property var tallyLines
    required property string tallyChange
    required property bool hasRoster
    required property string rosterSummary
    required property var rosterProblems
    required property var rosterNotes
    required property var unitTypes
    required property var characterEntries

    width: ListView.view.width
    highlighted: ListView.isCurrentItem
    contentItem: RowLayout {
        spacing: Theme.spacing
        Rectangle { implicitWidth: 14; implicitHeight: 14; radius: 3; color: root.colour }
        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Label { text: root.name; font.bold: true; Layout.fillWidth: true; wrapMode: Text.Wrap }
            Label {
                Layout.fillWidth: true
                text: Sentence.fill(qsTr("%1 · PT %2 · AP %3 · CP %4", "race, population total, army points, character points"),
                                    [root.race || qsTr("no army list yet"), root.populationTotal,
                                     root.armyPoints, root.characterPoints])
                font.pixelSize: 11
                opacity: 0.75
                wrapMode: Text.Wrap
            }
        }
    }
}
