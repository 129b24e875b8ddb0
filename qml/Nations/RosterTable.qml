pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Nations

// The roster as on the sheet (§8): each basic category a heading with its totals, the bought
// lines beneath. A number column is as wide as its heading in the user's language, so no
// heading is cut.
ColumnLayout {
    id: root

    required property int nationId

    readonly property real lineWidth: Math.max(60, lineHeader.implicitWidth)
    readonly property real costWidth: Math.max(70, costHeader.implicitWidth)
    readonly property real boughtWidth: Math.max(70, boughtHeader.implicitWidth)
    readonly property real lostWidth: Math.max(70, lostHeader.implicitWidth)
    readonly property real availableWidth: Math.max(80, availableHeader.implicitWidth)

    spacing: 0

    RowLayout {
        Layout.fillWidth: true
        spacing: 0
        opacity: 0.7
        Label { id: lineHeader; Layout.preferredWidth: root.lineWidth; text: qsTr("Line", "roster line number"); horizontalAlignment: Text.AlignRight; rightPadding: 12 }
        Label { Layout.fillWidth: true; text: qsTr("Category / unit types"); elide: Text.ElideRight }
        Label { id: costHeader; Layout.preferredWidth: root.costWidth; text: qsTr("Cost", "points per unit"); horizontalAlignment: Text.AlignRight; leftPadding: 8 }
        Label { id: boughtHeader; Layout.preferredWidth: root.boughtWidth; text: qsTr("Bought", "units bought"); horizontalAlignment: Text.AlignRight; leftPadding: 8 }
        Label { id: lostHeader; Layout.preferredWidth: root.lostWidth; text: qsTr("Lost", "units lost"); horizontalAlignment: Text.AlignRight; leftPadding: 8 }
        Label { id: availableHeader; objectName: "availableHeader"; Layout.preferredWidth: root.availableWidth; text: qsTr("Available", "units available"); horizontalAlignment: Text.AlignRight; leftPadding: 8 }
    }
    ListView {
        objectName: "rosterTable"
        Layout.fillWidth: true
        implicitHeight: contentHeight
        interactive: false
        model: RosterLineModel {
            campaign: CampaignController
            nationId: root.nationId
        }
        delegate: RowLayout {
            id: row
            required property bool isCategory
            required property string category
            required property int line
            required property string unitTypes
            required property string cost
            required property int purchased
            required property int lost
            required property int available
            width: ListView.view.width
            spacing: 0
            Label { Layout.preferredWidth: root.lineWidth; text: row.isCategory ? "" : row.line; horizontalAlignment: Text.AlignRight; rightPadding: 12 }
            Label {
                Layout.fillWidth: true
                text: row.isCategory ? row.category : row.unitTypes
                font.bold: row.isCategory
                leftPadding: row.isCategory ? 0 : 12
                elide: Text.ElideRight
            }
            Label { Layout.preferredWidth: root.costWidth; horizontalAlignment: Text.AlignRight; text: row.cost }
            Label { Layout.preferredWidth: root.boughtWidth; horizontalAlignment: Text.AlignRight; text: row.purchased; font.bold: row.isCategory }
            Label { Layout.preferredWidth: root.lostWidth; horizontalAlignment: Text.AlignRight; text: row.lost; font.bold: row.isCategory }
            Label { Layout.preferredWidth: root.availableWidth; horizontalAlignment: Text.AlignRight; text: row.available; font.bold: row.isCategory }
        }
    }
}
