pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-5 (§6.8, I-58): each routed army with the step the end of the turn takes for it, the
// owner's choice where several areas are equally near home, and the last-ditch rally of a
// nation whose only forces are routed armies. Each answer is one command. The form of the step
// M-5, loaded by CalendarBox.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing

    RoutedArmiesForm {
        id: form
        campaign: CampaignController
        onDone: status.clear()
        onError: message => status.show(message, true)
    }

    Label {
        visible: form.armies.length > 0 || form.rallies.length > 0
        text: qsTr("Routed armies (§6.8): at the end of the turn each marches one area towards the nearest free town or city of its own, and reforms after a full quiet turn there.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: form.rallies
        delegate: Frame {
            id: offer
            required property var modelData
            objectName: "rally_" + offer.modelData.nation
            Layout.fillWidth: true
            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: Theme.spacingSmall
                Label {
                    //: %1 nation
                    text: qsTr("<b>%1</b> has only routed armies left: it may rally one of them, once a game (last-ditch rally).").arg(offer.modelData.nation)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Flow {
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    ChoiceCombo {
                        id: rallyBox
                        objectName: "rallyArmy"
                        model: offer.modelData.armies
                        width: 260
                    }
                    Button {
                        objectName: "rallyButton"
                        text: qsTr("Rally")
                        onClicked: form.rally(Number(rallyBox.currentValue))
                    }
                    Button {
                        objectName: "declineRallyButton"
                        text: qsTr("Not this turn")
                        onClicked: form.decline(offer.modelData.nation)
                    }
                }
            }
        }
    }
    Repeater {
        model: form.armies
        delegate: Frame {
            id: row
            required property var modelData
            objectName: "routed_" + row.modelData.army
            Layout.fillWidth: true
            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: Theme.spacingSmall
                Label {
                    //: %1 army, %2 nation, %3 area
                    text: qsTr("<b>%1</b> (%2), routed in %3").arg(row.modelData.army).arg(row.modelData.nation).arg(row.modelData.area)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "routedStep"
                    text: row.modelData.explanation
                    color: Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Flow {
                    visible: row.modelData.steps.length > 1
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    ChoiceCombo {
                        id: stepBox
                        objectName: "marchArea"
                        model: row.modelData.steps
                        preferredKey: row.modelData.chosen
                        width: 260
                    }
                    Button {
                        objectName: "marchButton"
                        text: qsTr("March there")
                        enabled: stepBox.currentValue !== row.modelData.chosen
                        onClicked: form.march(row.modelData.armyId, stepBox.currentValue)
                    }
                }
            }
        }
    }
    StatusMessage {
        id: status
        objectName: "routedRefusal"
        Layout.fillWidth: true
    }
}
