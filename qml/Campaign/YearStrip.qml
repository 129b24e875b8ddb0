pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// Where the year stands (§3): the set-up while it lasts, the New Year's steps, the twelve
// months and the steps of a month, the one now highlighted.
GridLayout {
    id: root

    columns: 2
    columnSpacing: Theme.spacingLarge
    rowSpacing: Theme.spacing

    component Part: Flow {
        id: part
        required property int which
        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        readonly property int count: parts.count

        Repeater {
            id: parts
            model: CalendarYearModel {
                campaign: CampaignController
                part: part.which
            }
            delegate: Rectangle {
                id: chip
                required property string label
                required property string name
                required property int progress
                readonly property bool current: progress === CalendarYearModel.Current

                objectName: "yearStep_" + label
                implicitWidth: chipText.implicitWidth + 2 * Theme.spacing
                implicitHeight: chipText.implicitHeight + Theme.spacingSmall * 2
                width: implicitWidth
                height: implicitHeight
                radius: Theme.radius
                color: current ? Theme.highlight : Theme.window
                border.color: current ? Theme.highlight : Theme.noteBorder
                Label {
                    id: chipText
                    anchors.centerIn: parent
                    text: chip.label
                    font.bold: chip.current
                    color: chip.current ? Theme.highlightText
                                        : chip.progress === CalendarYearModel.Done ? Theme.hintText : Material.foreground
                }
                HoverHandler { id: hover }
                ToolTip.visible: hover.hovered
                ToolTip.text: chip.progress === CalendarYearModel.Done ? qsTr("%1 (done)").arg(chip.name)
                                                                     : chip.name
            }
        }
    }

    Label {
        text: qsTr("Set-up")
        visible: setup.count > 0
    }
    Part {
        id: setup
        which: CalendarYearModel.Setup
        visible: count > 0
    }
    Label { text: qsTr("New Year") }
    Part { which: CalendarYearModel.NewYear }
    Label { text: qsTr("Months") }
    Part { which: CalendarYearModel.Months }
    Label {
        //: the steps M-0 to M-6 that every month goes through
        text: qsTr("Each month")
    }
    Part { which: CalendarYearModel.MonthSteps }
}
