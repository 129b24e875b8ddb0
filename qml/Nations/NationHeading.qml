import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend

// The chosen nation in one line, with what may be done to it as a whole.
RowLayout {
    id: root

    required property NationDelegate nation
    required property int nationCount

    signal editRequested()
    signal removeRequested()

    Label {
        Layout.fillWidth: true
        text: root.nation
              ? Sentence.fill(qsTr("%1 — %2, player %3"), [root.nation.name, root.nation.race || qsTr("no army list yet"), root.nation.player || qsTr("none")])
              : root.nationCount === 0 ? qsTr("No nation yet: found one on the left.") : qsTr("Choose a nation on the left.")
        font.pixelSize: 18
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Button { objectName: "editButton"; visible: root.nation !== null; text: qsTr("Edit nation…"); onClicked: root.editRequested() }
    Button { objectName: "removeButton"; visible: root.nation !== null; text: qsTr("Remove nation…"); onClicked: root.removeRequested() }
}
