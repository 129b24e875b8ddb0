pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A nation with no troops left and no area rises at NY-2 (§7.4.2, I-66): it seizes a town or
// city it once held, whoever holds it now, led by a surviving character or by the general it
// buys this year. The rebellion ends when its leader is captured or slain.
ExpeditionDialog {
    id: root
    objectName: "rebellionDialog"

    function start() {
        townField.text = ""
        leaderField.text = ""
        root.begin()
        nationBox.forceActiveFocus()
    }

    title: qsTr("Rebellion (NY-2, §7.4.2)")
    actionText: qsTr("Rise (Ctrl+Return)")
    actionEnabled: nationBox.currentIndex >= 0 && townField.acceptableInput
    onSubmitted: root.form.rebel(nationBox.currentValue, townField.text, leaderField.text)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Nation") }
        ComboBox {
            id: nationBox
            objectName: "rebellionNationBox"
            model: root.form.allNations
            textRole: "label"
            valueRole: "id"
            Layout.fillWidth: true
        }
        Label { text: qsTr("Town seized (XXYY)") }
        TextField {
            id: townField
            objectName: "rebellionTownField"
            placeholderText: qsTr("a town or city the nation once held")
            validator: RegularExpressionValidator { regularExpression: /\d{4}/ }
            Layout.fillWidth: true
        }
        Label { text: qsTr("Leader") }
        TextField {
            id: leaderField
            objectName: "rebellionLeaderField"
            placeholderText: qsTr("empty: the general bought this year")
            Layout.fillWidth: true
        }
    }
}
