pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// The chosen nation's army markers on the map (§1.5, NY-7): the armies there, and placing one
// more with a free general in one of the areas the rules allow (§4.9).
GroupBox {
    id: root

    required property NationDelegate nation
    required property StatusMessage outcome

    objectName: "armiesBox"
    title: qsTr("Armies on the map (§1.5, NY-7)")
    visible: root.nation !== null

    ArmyForm {
        id: armyForm
        campaign: CampaignController
        nationId: root.nation ? root.nation.nationId : 0
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    ArmyListModel {
        id: armies
        campaign: CampaignController
        nationId: armyForm.nationId
    }

    ColumnLayout {
        width: parent.width
        Label {
            Layout.fillWidth: true
            text: qsTr("An army is a marker on the map, led by one general; its troops come from the roster when it fights. Each free general may lead one, placed in one of the nation's towns or cities, or at a POI whose card allows it. In year 1 a nation fields one army.")
            wrapMode: Text.WordWrap
            opacity: 0.75
        }
        ListView {
            objectName: "armyList"
            Layout.fillWidth: true
            implicitHeight: contentHeight
            interactive: false
            spacing: Theme.spacingSmall
            model: armies
            delegate: ArmyRow {
                form: armyForm
            }
        }
        Label {
            visible: armies.count === 0
            text: qsTr("No army of this nation is on the map yet.")
        }
        Label {
            objectName: "armyBlocked"
            Layout.fillWidth: true
            visible: armyForm.blocked !== ""
            text: qsTr("No army can be placed now: %1").arg(armyForm.blocked)
            wrapMode: Text.WordWrap
            color: Theme.warning
        }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                objectName: "armyName"
                Layout.fillWidth: true
                Layout.minimumWidth: 100
                placeholderText: qsTr("New army's name")
                onTextEdited: armyForm.name = text
            }
            ComboBox {
                objectName: "armyGeneralBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 170
                model: armyForm.generals
                displayText: count === 0 ? qsTr("No free general") : currentText
                onCurrentIndexChanged: armyForm.generalIndex = currentIndex
            }
            ComboBox {
                objectName: "armyAreaBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 170
                model: armyForm.areas
                displayText: count === 0 ? qsTr("No area allowed") : currentText
                onCurrentIndexChanged: armyForm.areaIndex = currentIndex
            }
            Button {
                objectName: "placeArmyButton"
                text: qsTr("Place army")
                enabled: armyForm.blocked === ""
                onClicked: armyForm.place()
            }
        }
    }
}
