pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// The month's pending battles, one row each: title, sides and whether a result is in.
ListView {
    id: root
    objectName: "battleList"

    required property var battles
    property int currentNumber: -1
    signal chosen(int number)

    model: battles
    clip: true
    spacing: 2
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}

    delegate: ItemDelegate {
        id: row
        required property var modelData
        width: ListView.view.width
        highlighted: modelData.number === root.currentNumber
        onClicked: root.chosen(modelData.number)
        contentItem: ColumnLayout {
            spacing: 2
            Label {
                text: row.modelData.title
                font.weight: Font.DemiBold
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                //: %1 the defending armies, %2 the attacking armies
                text: qsTr("%1 against %2").arg(row.modelData.sides[0].armies.join(", "))
                                           .arg(row.modelData.sides[1].armies.join(", "))
                wrapMode: Text.Wrap
                font.pixelSize: 12
                Layout.fillWidth: true
            }
            Label {
                text: row.modelData.result.length > 0 ? row.modelData.result : qsTr("No result yet")
                color: row.modelData.result.length > 0 ? Theme.success : Theme.warning
                font.pixelSize: 12
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
