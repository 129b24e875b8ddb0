pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Orders
import Herald.Style

// The turn's orders (§4): every army with its orders, supply and state; at M-1 the orders are
// written here through the Campaign page's form, at M-2B the terrain checks; and the areas
// being occupied towards gaining control.
Page {
    id: root
    objectName: "ordersPage"

    padding: Theme.pageMargin

    OrdersForm {
        id: orders
        campaign: CampaignController
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.spacing

            Label {
                text: qsTr("Orders")
                font.pixelSize: 26
                font.weight: Font.DemiBold
            }
            Label {
                objectName: "ordersTurn"
                //: %1 the turn number, %2 where the calendar stands: "Year 1, month 2, M-1 Write orders"
                text: orders.dateText.length === 0 ? qsTr("No campaign is open.")
                      : orders.turn > 0 ? qsTr("Turn %1: %2").arg(orders.turn).arg(orders.dateText)
                      : orders.dateText
                font.weight: Font.DemiBold
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Each army is given one order a month (§4.1); far from its own towns it writes the orders of the turns ahead as well (§4.2). Supply is worked out at M-0 (§4.5); an army holding a foreign population centre long enough gains its area (§4.7).")
                color: Theme.hintText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "ordersEmptyHint"
                visible: orders.emptyHint.length > 0
                text: orders.emptyHint
                color: Theme.warning
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            GroupBox {
                title: qsTr("Armies (§4.1, §4.5)")
                visible: orders.armies.length > 0
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacingSmall
                    Repeater {
                        model: orders.armies
                        delegate: ArmyRow {
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            GroupBox {
                title: qsTr("Write orders (§4.1, §4.2)")
                visible: orders.armies.length > 0
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing
                    Label {
                        objectName: "ordersWriteHint"
                        visible: !orders.writeStep
                        text: orders.writeHint
                        color: Theme.hintText
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    // The Campaign page's M-1 form itself. Module Herald is loaded by its URL, not
                    // found on the import path, so its files are reached the same way.
                    Loader {
                        objectName: "ordersWriteForm"
                        active: orders.writeStep
                        visible: active
                        source: "qrc:/Herald/Campaign/WriteOrdersForm.qml"
                        Layout.fillWidth: true
                    }
                }
            }

            TerrainChecksBox {
                form: orders
                visible: orders.armies.length > 0
                Layout.fillWidth: true
            }

            OccupationsBox {
                form: orders
                visible: orders.armies.length > 0
                Layout.fillWidth: true
            }
        }
    }
}
