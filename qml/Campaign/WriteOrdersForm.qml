pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-1 (§4.1, §4.2): every army's order for the turn, and under the communication delay for
// the turns ahead; each order given or taken back is one command. The form of the step M-1,
// loaded by CalendarBox, which gives it the calendar.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing
    Label {
        text: qsTr("Orders for this turn (§4.1): every army free to act needs one before the step can finish. Kinds an army cannot take are greyed, with the reason.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: ArmyOrdersModel {
            campaign: CampaignController
        }
        delegate: Frame {
            id: row
            required property real armyId
            required property string army
            required property string nation
            required property string area
            required property int turn
            required property bool laterTurn
            required property string order
            required property string orderKind
            required property bool locked
            required property string noOrders
            required property var kinds
            required property var destinations
            required property var landmasses

            readonly property bool writable: row.noOrders.length === 0 && !row.locked
            readonly property string kind: kindBox.currentValue ?? ""

            objectName: "orders_" + row.army + (row.laterTurn ? "_" + row.turn : "")
            Layout.fillWidth: true

            ArmyOrdersForm {
                id: commands
                campaign: CampaignController
                onDone: outcome.clear()
                onError: message => outcome.show(message, true)
            }

            // A positioner, not a layout: a nested layout misses the height its wrapped labels
            // settle on once the row has its width, and the row kept the height they had at
            // width 0 (Qt 6.4).
            Column {
                width: parent.width
                spacing: Theme.spacingSmall

                RowLayout {
                    spacing: Theme.spacing
                    width: parent.width
                    Label {
                        //: %1 army, %2 nation, %3 the area it stands in
                        text: qsTr("<b>%1</b> (%2) in %3").arg(row.army).arg(row.nation).arg(row.area)
                        textFormat: Text.StyledText
                        wrapMode: Text.Wrap
                        // the army and its order share the row half and half
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                    }
                    Label {
                        objectName: "orderText"
                        text: {
                            if (row.noOrders.length > 0)
                                return qsTr("takes no order")
                            const written = row.order.length > 0 ? row.order : qsTr("no order yet")
                            if (row.locked)
                                //: an order written on an earlier turn, which stands (I-54)
                                return qsTr("%1 (locked, written on an earlier turn)").arg(written)
                            return row.laterTurn ? qsTr("turn %1: %2").arg(row.turn).arg(written) : written
                        }
                        color: row.writable && row.order.length === 0 ? Theme.warning : Theme.text
                        font.italic: row.locked
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                    }
                    Button {
                        objectName: "clearOrder"
                        text: qsTr("Clear")
                        visible: row.writable && row.order.length > 0
                        flat: true
                        onClicked: commands.clear(row.armyId, row.turn)
                    }
                }

                Label {
                    visible: row.noOrders.length > 0
                    text: row.noOrders
                    color: Theme.hintText
                    wrapMode: Text.Wrap
                    width: parent.width
                }

                Flow {
                    visible: row.writable
                    spacing: Theme.spacing
                    width: parent.width
                    ChoiceCombo {
                        id: kindBox
                        objectName: "orderKind"
                        model: row.kinds
                        // the kind written, else the order that needs nothing more
                        preferredKey: row.orderKind.length > 0 ? row.orderKind : "hold"
                        width: 150
                    }
                    ChoiceCombo {
                        id: destinationBox
                        objectName: "orderDestination"
                        visible: row.kind === "move"
                        model: row.destinations
                        width: 210
                    }
                    ComboBox {
                        id: locationBox
                        objectName: "orderLocation"
                        visible: row.kind === "move"
                        textRole: "text"
                        valueRole: "key"
                        model: [
                            { key: "countryside", text: qsTr("countryside") },
                            { key: "populationCentre", text: qsTr("population centre") },
                            { key: "poi", text: qsTr("point of interest") }
                        ]
                        width: 190
                    }
                    CheckBox {
                        id: crossingBox
                        objectName: "orderCrossing"
                        visible: row.kind === "move" && destinationBox.currentIndex >= 0
                                 && row.destinations[destinationBox.currentIndex].crossing
                        text: qsTr("by the pass or ford")
                    }
                    ChoiceCombo {
                        id: landmassBox
                        objectName: "orderLandmass"
                        visible: row.kind === "goToSea"
                        model: row.landmasses
                        width: 190
                    }
                    Button {
                        objectName: "giveOrder"
                        text: row.order.length > 0 ? qsTr("Change order") : qsTr("Give order")
                        enabled: kindBox.currentIndex >= 0
                                 && (row.kind !== "move" || destinationBox.currentIndex >= 0)
                                 && (row.kind !== "goToSea" || landmassBox.currentIndex >= 0)
                        onClicked: commands.give(row.armyId, row.turn, row.kind,
                                                 row.kind === "move" ? destinationBox.currentValue : landmassBox.currentValue ?? "",
                                                 locationBox.currentValue, crossingBox.visible && crossingBox.checked)
                    }
                }

                StatusMessage {
                    id: outcome
                    objectName: "orderRefusal"
                    width: parent.width
                }
            }
        }
    }
}
