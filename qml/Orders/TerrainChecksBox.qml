import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Orders
import Herald.Style

// The turn's terrain delay checks (§4.4): at M-2B the Campaign page's form, where they are
// recorded and rolled, and the units they cost; at any other step when they are made.
GroupBox {
    id: root

    required property OrdersForm form

    title: qsTr("Terrain delay checks (§4.4)")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            objectName: "terrainChecksHint"
            visible: !root.form.terrainStep
            text: qsTr("An army crossing a barrier without a pass or ford is checked at M-2B, once the orders are revealed; an army held up this turn says so above.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Loader {
            active: root.form.terrainStep
            visible: active
            // The Campaign page's own form and box (module Herald, loaded by URL).
            source: "qrc:/Herald/Campaign/TerrainDelaysForm.qml"
            Layout.fillWidth: true
        }
        Loader {
            active: root.form.terrainStep
            visible: active
            source: "qrc:/Herald/Campaign/TerrainStrikeBox.qml"
            // The box hides itself while no units are owed; then it takes no room.
            Layout.preferredHeight: (item as Item)?.visible ? implicitHeight : 0
            Layout.fillWidth: true
        }
    }
}
