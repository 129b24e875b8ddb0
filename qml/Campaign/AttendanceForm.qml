pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-0 (§7.6): each nation's player present or absent at this month's meeting; each choice is
// one command. The form of the step M-0, loaded by CalendarBox, which gives it the calendar.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacingSmall
    Label {
        text: qsTr("Attendance at this month's meeting (§7.6): an absent player's nation is NPP until the player returns.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: AttendanceModel {
            campaign: CampaignController
        }
        delegate: RowLayout {
            id: row
            required property real nationId
            required property string nation
            required property bool recorded
            required property bool present

            objectName: "attendance_" + nation
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                text: row.nation
                elide: Text.ElideNone
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                visible: !row.recorded
                text: qsTr("not recorded yet")
                color: Theme.warning
            }
            RadioButton {
                objectName: "present"
                text: qsTr("Present")
                // The choice is shown from the campaign, so an undo shows too.
                checkable: false
                autoExclusive: false
                checked: row.recorded && row.present
                onClicked: root.calendar?.setAttendance(row.nationId, true)
            }
            RadioButton {
                objectName: "absent"
                text: qsTr("Absent")
                checkable: false
                autoExclusive: false
                checked: row.recorded && !row.present
                onClicked: root.calendar?.setAttendance(row.nationId, false)
            }
        }
    }
}
