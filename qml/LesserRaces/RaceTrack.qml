pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// One lesser race on its track (§7.7.1): five boxes, 0 to 3 and Independent, the race's token in
// the box it stands in, and under them the nations' affiliation markers in their colours.
ColumnLayout {
    id: root

    required property var modelData

    spacing: Theme.spacingSmall

    RowLayout {
        spacing: Theme.spacing
        Label {
            text: root.modelData.race
            font.weight: Font.DemiBold
            elide: Text.ElideRight
            Layout.preferredWidth: 220
        }
        Repeater {
            model: [qsTr("0"), qsTr("1"), qsTr("2"), qsTr("3"), qsTr("Independent")]
            delegate: Rectangle {
                id: box
                required property string modelData
                required property int index
                readonly property bool here: box.index === root.modelData.boxIndex
                objectName: here ? "raceBox_" + root.modelData.race : ""
                implicitWidth: index === 4 ? 120 : 80
                implicitHeight: 48
                radius: Theme.radius
                color: here ? Theme.highlight : "transparent"
                border.color: index === 4 ? Theme.warning : Theme.hintText
                border.width: here ? 2 : 1
                Label {
                    anchors.top: parent.top
                    anchors.left: parent.left
                    anchors.margins: 3
                    text: box.modelData
                    font.pixelSize: 11
                    color: box.here ? Theme.highlightText : Theme.hintText
                }
                Label {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: 5
                    visible: box.here
                    text: root.modelData.race
                    width: box.width - 8
                    horizontalAlignment: Text.AlignHCenter
                    elide: Text.ElideRight
                    font.weight: Font.DemiBold
                    color: Theme.highlightText
                }
            }
        }
    }
    Flow {
        spacing: Theme.spacingSmall
        Layout.leftMargin: 220 + Theme.spacing
        Layout.fillWidth: true
        Label {
            visible: root.modelData.markers.length === 0
            text: qsTr("No affiliation markers yet")
            color: Theme.hintText
            font.pixelSize: 12
        }
        Repeater {
            model: root.modelData.markers
            delegate: Rectangle {
                id: chip
                required property var modelData
                implicitWidth: chipText.implicitWidth + 16
                implicitHeight: chipText.implicitHeight + 6
                radius: height / 2
                color: chip.modelData.colour.length > 0 ? chip.modelData.colour : Theme.hintText
                Label {
                    id: chipText
                    anchors.centerIn: parent
                    //: an affiliation marker chip: %1 nation, %2 how many markers
                    text: qsTr("%1 × %2").arg(chip.modelData.nation).arg(chip.modelData.count)
                    color: "white"
                    font.pixelSize: 12
                    style: Text.Outline
                    styleColor: "#80000000"
                }
            }
        }
    }
}
