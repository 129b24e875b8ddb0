pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// What the chosen nation's areas give this year (§2.1-2.3), term by term with the areas behind
// each, and, once its roster is open, whether the map has changed since.
GroupBox {
    id: root

    required property NationDelegate nation

    title: root.nation && root.nation.tallyChange !== ""
           ? qsTr("What the nation's areas give now (§2.1–2.3)")
           : qsTr("This year's tally (§2.1–2.3): what the nation's areas give")
    visible: root.nation !== null
    Column {
        objectName: "tally"
        width: parent.width
        Label {
            objectName: "tallyChange"
            visible: text !== ""
            width: parent.width
            text: root.nation ? root.nation.tallyChange : ""
            wrapMode: Text.WordWrap
            font.bold: true
            bottomPadding: 6
        }
        Repeater {
            model: root.nation ? root.nation.tallyLines : []
            delegate: Label {
                required property string modelData
                width: parent.width
                text: modelData
                wrapMode: Text.WordWrap
            }
        }
    }
}
