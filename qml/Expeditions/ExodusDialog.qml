pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A nation down to one army and two areas leaves its land at M-0 (§7.4.1, I-65): its towns and
// cities become villages, its areas fall uncontrolled, and everything left on its roster puts
// to sea on free boats with no admiral. It names its landmass afterwards with Sail.
ExpeditionDialog {
    id: root
    objectName: "exodusDialog"

    function start() {
        nameField.text = ""
        root.begin()
        nationBox.forceActiveFocus()
    }

    title: qsTr("Exodus (M-0, §7.4.1)")
    actionText: qsTr("Put to sea (Ctrl+Return)")
    actionEnabled: nationBox.currentIndex >= 0
    onSubmitted: root.form.exodus(nationBox.currentValue, nameField.text)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Nation") }
        ComboBox {
            id: nationBox
            objectName: "exodusNationBox"
            model: root.form.allNations
            textRole: "label"
            valueRole: "id"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Fleet name") }
        TextField {
            id: nameField
            objectName: "exodusNameField"
            placeholderText: qsTr("empty: Herald names it after the nation")
            Layout.fillWidth: true
        }
    }
    Label {
        text: qsTr("Only a nation with at most 1 army and at most 2 areas may leave. Pirates leave an exodus alone; it may not return to the landmass it left.")
        color: Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
