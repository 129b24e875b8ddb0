pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Herald.BattleBoard
import Herald.Style

// The board (§2.2) seen from the attacker's side: the defender's reserve and line at the top,
// the shared middle row, the attacker's line and reserve below, the retreat boxes at the right.
// Three columns are always made and those a minor battle lacks hidden: a layout whose Repeater
// changes its count while the page is torn down crashed Qt 6.4's GridLayout.
GridLayout {
    id: root
    objectName: "boardView"

    required property BattleBoardDesk desk
    readonly property int columnsShown: desk.columns

    columns: columnsShown + 1
    rowSpacing: Theme.spacingSmall
    columnSpacing: Theme.spacingSmall

    BoardSpace {
        desk: root.desk
        place: "defender/reserve"
        Layout.columnSpan: root.columnsShown
    }
    BoardSpace {
        desk: root.desk
        place: "defender/retreat"
        Layout.rowSpan: 2
        Layout.preferredWidth: 110
        Layout.fillWidth: false
    }
    Repeater {
        model: 3
        BoardSpace {
            required property int index
            visible: index < root.columnsShown
            desk: root.desk
            place: "defender/line:" + (index + 1)
        }
    }
    Repeater {
        model: 3
        BoardSpace {
            required property int index
            visible: index < root.columnsShown
            desk: root.desk
            place: "middle:" + (index + 1)
        }
    }
    Item {
        Layout.preferredWidth: 110
        Layout.fillWidth: false
    }
    Repeater {
        model: 3
        BoardSpace {
            required property int index
            visible: index < root.columnsShown
            desk: root.desk
            place: "attacker/line:" + (index + 1)
        }
    }
    BoardSpace {
        desk: root.desk
        place: "attacker/retreat"
        Layout.rowSpan: 2
        Layout.preferredWidth: 110
        Layout.fillWidth: false
    }
    BoardSpace {
        desk: root.desk
        place: "attacker/reserve"
        Layout.columnSpan: root.columnsShown
    }
}
