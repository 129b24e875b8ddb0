pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// One army of the turn (§4.1, §4.5): where it stands, its orders, its supply and its state.
Frame {
    id: root

    required property var modelData

    objectName: "ordersArmy_" + root.modelData.army

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacingSmall

        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                //: %1 army, %2 nation, %3 the area it stands in, %4 where in it ("countryside")
                text: qsTr("<b>%1</b> (%2) in %3, %4").arg(root.modelData.army).arg(root.modelData.nation)
                                                     .arg(root.modelData.area).arg(root.modelData.location)
                textFormat: Text.StyledText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "armySupply"
                text: root.modelData.inSupply ? qsTr("in supply") : qsTr("out of supply")
                color: root.modelData.inSupply ? Theme.success : Theme.warning
                font.weight: Font.DemiBold
            }
        }
        Label {
            objectName: "armyOrder"
            //: %1 the turn's order in words, or why the army takes none
            text: qsTr("Order: %1").arg(root.modelData.order)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.modelData.ahead
            delegate: Label {
                required property string modelData
                //: an order written ahead under the communication delay (§4.2): "turn 5: hold"
                text: qsTr("Then %1").arg(modelData)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        Label {
            objectName: "armySupplyReason"
            visible: text.length > 0
            text: root.modelData.supply
            color: Theme.hintText
            font.pixelSize: 12
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.modelData.state
            delegate: Label {
                required property string modelData
                objectName: "armyState"
                text: modelData
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
