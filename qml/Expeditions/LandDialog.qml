pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A fleet the chart brought to land comes ashore (I-10, §7.2.8): on a coastal area of the
// declared landmass (or of the new island drawn) with no other player's army and no town or
// city, in the countryside or at the village's population centre to take it.
ExpeditionDialog {
    id: root
    objectName: "landDialog"

    property string expedition: ""
    property string expeditionName: ""

    function start(id, name) {
        root.expedition = id
        root.expeditionName = name
        areaField.text = ""
        locationBox.currentIndex = 0
        root.begin()
        areaField.forceActiveFocus()
    }

    //: %1 the expedition
    title: qsTr("%1 comes ashore (I-10)").arg(root.expeditionName)
    actionText: qsTr("Land (Ctrl+Return)")
    actionEnabled: areaField.acceptableInput
    onSubmitted: root.form.land(root.expedition, areaField.text, locationBox.currentIndex === 1)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Area (XXYY)") }
        TextField {
            id: areaField
            objectName: "landAreaField"
            placeholderText: qsTr("a coastal area, e.g. 1315")
            validator: RegularExpressionValidator { regularExpression: /\d{4}/ }
            Layout.fillWidth: true
        }
        Label { text: qsTr("Where the army stands") }
        ComboBox {
            id: locationBox
            objectName: "landLocationBox"
            model: [qsTr("In the countryside"), qsTr("At the population centre, to take the village")]
            Layout.fillWidth: true
        }
    }
    Label {
        text: qsTr("The ships and the admiral are gone once ashore; the army marches with the expedition's roster until the New Year and takes orders from next month.")
        color: Theme.hintText
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
