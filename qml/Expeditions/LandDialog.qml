pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// A fleet the chart brought to land comes ashore (I-10, §7.2.8): on a coastal area of the
// declared landmass (or of the new island drawn) with no other player's army and no town or
// city (the areas offered are those the landing rules accept), in the countryside or at the
// village's population centre to take it.
ExpeditionDialog {
    id: root
    objectName: "landDialog"

    property string expedition: ""
    property string expeditionName: ""
    property var areas: []

    function start(id, name) {
        root.expedition = id
        root.expeditionName = name
        root.areas = root.form.landingAreas(id)
        locationBox.currentIndex = 0
        root.begin()
        areaBox.forceActiveFocus()
    }

    //: %1 the expedition
    title: qsTr("%1 comes ashore (I-10)").arg(root.expeditionName)
    actionText: qsTr("Land (Ctrl+Return)")
    actionEnabled: areaBox.currentIndex >= 0
    onSubmitted: root.form.land(root.expedition, areaBox.currentValue, locationBox.currentIndex === 1)

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall
        Layout.fillWidth: true

        Label { text: qsTr("Area") }
        ComboBox {
            id: areaBox
            objectName: "landAreaBox"
            model: root.areas
            textRole: "label"
            valueRole: "id"
            displayText: count === 0 ? qsTr("no coast open to a landing") : currentText
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
