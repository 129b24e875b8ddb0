pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Orders
import Herald.Style

// The population centres being occupied (§4.7, I-55): each army's turns held of those its
// area needs, and what the count at M-5 will make of this turn.
GroupBox {
    id: root

    required property OrdersForm form

    title: qsTr("Gaining control (§4.7, I-55)")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingSmall
        Label {
            objectName: "noOccupation"
            visible: root.form.occupations.length === 0
            text: qsTr("No army stands at a population centre its nation does not own.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.form.occupations
            delegate: ColumnLayout {
                id: row
                required property var modelData
                objectName: "occupation_" + row.modelData.army
                spacing: 0
                Layout.fillWidth: true
                Label {
                    //: %1 army, %2 nation, %3 area, %4 turns held so far, %5 turns the area needs
                    text: qsTr("<b>%1</b> (%2) in %3: %4 of %5 turn(s) held").arg(row.modelData.army).arg(row.modelData.nation)
                              .arg(row.modelData.area).arg(row.modelData.held).arg(row.modelData.needed)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: row.modelData.atUpdate !== undefined
                    //: what the count at step M-5 will decide, as the map stands now
                    text: qsTr("At M-5, as things stand: %1").arg(row.modelData.atUpdate ?? "")
                    color: Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
