pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.BattleBoard
import Herald.Style

// One space of the board with the units standing in it. Clicking the space moves the chosen
// unit there; clicking a unit chooses it or makes it the target.
Rectangle {
    id: root

    required property BattleBoardDesk desk
    required property string place

    objectName: "space_" + place
    Layout.fillWidth: true
    Layout.fillHeight: true
    Layout.minimumHeight: 44
    radius: Theme.radius
    color: "transparent"
    // Read through invokables, so again at every reload of the desk.
    readonly property bool dug: root.desk.revision >= 0 && root.desk.isEntrenched(root.place)
    readonly property string title: root.desk.revision >= 0 ? root.desk.placeTitle(root.place) : ""
    border.color: root.dug ? Theme.warning : Theme.hintText
    border.width: root.dug ? 3 : 1

    MouseArea {
        id: spaceArea
        anchors.fill: parent
        hoverEnabled: true
        onClicked: root.desk.clickPlace(root.place)
        ToolTip.visible: spaceArea.containsMouse
        ToolTip.text: root.desk.placeName(root.place)
    }
    Label {
        id: title
        x: 6
        y: 3
        width: root.width - 12
        text: root.title + (root.dug ? " — " + qsTr("entrenched") : "")
        font.pixelSize: 10
        color: Theme.hintText
        wrapMode: Text.Wrap
    }
    Flow {
        anchors.fill: parent
        anchors.topMargin: title.height + 4
        anchors.margins: 3
        spacing: 2
        Repeater {
            model: root.desk.units
            delegate: AbstractButton {
                id: chip
                required property int unitId
                required property string label
                required property string shortLabel
                required property string side
                required property string place
                required property bool acted
                required property bool ready
                required property bool target
                required property bool selected
                visible: place === root.place
                objectName: "unit_" + unitId
                padding: 2
                opacity: acted && !selected ? 0.55 : 1
                contentItem: Label {
                    text: chip.shortLabel
                    font.pixelSize: 11
                    font.weight: chip.ready ? Font.DemiBold : Font.Normal
                    color: chip.selected ? Theme.highlightText : Theme.text
                }
                background: Rectangle {
                    radius: Theme.radius
                    color: chip.selected ? Theme.highlight
                                         : chip.target ? Theme.errorBackground : Theme.window
                    border.width: chip.target ? 2 : 1
                    border.color: chip.target ? Theme.errorBorder
                                              : chip.side === "attacker" ? Theme.highlight : Theme.warning
                }
                onClicked: root.desk.clickUnit(unitId)
                ToolTip.visible: hovered
                ToolTip.text: chip.label + " — " + (chip.side === "attacker" ? root.desk.attackerName
                                                                             : root.desk.defenderName)
            }
        }
    }
}
