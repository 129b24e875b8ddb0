pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// NY-4 (§2.7, §7.3): each nation's new towns and cities where the arithmetic allows them, the
// centres that lost their support, and the colony-or-new-country question for a centre on
// another landmass; each choice is one command. The form of the step NY-4, loaded by CalendarBox.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing
    Label {
        text: qsTr("Production (§2.7): each owner places the new centres and picks which unsupported centres go. Only the areas the rules allow now are offered.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: ProductionModel {
            campaign: CampaignController
        }
        delegate: Frame {
            id: nation
            required property real nationId
            required property string nation
            required property var arithmetic
            required property int townsLeft
            required property int citiesLeft
            required property int reductionsLeft
            required property var townAreas
            required property var cityAreas
            required property var reduceAreas
            required property var colonyQuestions

            readonly property string centre: centreBox.currentValue ?? "town"

            objectName: "production_" + nation.nation
            Layout.fillWidth: true

            ProductionForm {
                id: commands
                campaign: CampaignController
                onDone: status.clear()
                onError: message => status.show(message, true)
            }

            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: Theme.spacingSmall

                Label {
                    objectName: "productionDue"
                    text: {
                        const due = []
                        if (nation.townsLeft > 0)
                            due.push(qsTr("new towns to place: %1").arg(nation.townsLeft))
                        if (nation.citiesLeft > 0)
                            due.push(qsTr("new cities to place: %1").arg(nation.citiesLeft))
                        if (nation.reductionsLeft > 0)
                            due.push(qsTr("unsupported centres to reduce: %1").arg(nation.reductionsLeft))
                        if (nation.colonyQuestions.length > 0)
                            due.push(qsTr("colony questions to answer: %1").arg(nation.colonyQuestions.length))
                        //: %1 nation, %2 what it still does ("new towns to place: 1, ...")
                        return qsTr("<b>%1</b>: %2").arg(nation.nation)
                                .arg(due.length > 0 ? due.join(", ") : qsTr("nothing left to do"))
                    }
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Repeater {
                    model: nation.arithmetic
                    delegate: Label {
                        required property string modelData
                        text: modelData
                        color: Theme.hintText
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacingLarge
                    }
                }
                Flow {
                    visible: nation.townsLeft + nation.citiesLeft > 0
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    ComboBox {
                        id: centreBox
                        objectName: "newCentreKind"
                        textRole: "text"
                        valueRole: "key"
                        // Towns come before cities (§2.7).
                        model: [
                            { key: "town", text: qsTr("new town") },
                            { key: "city", text: qsTr("new city") }
                        ]
                        currentIndex: nation.townsLeft > 0 ? 0 : 1
                        width: 150
                    }
                    ChoiceCombo {
                        id: placeBox
                        objectName: "newCentreArea"
                        model: nation.centre === "city" ? nation.cityAreas : nation.townAreas
                        width: 260
                    }
                    Button {
                        objectName: "placeCentre"
                        text: qsTr("Place")
                        enabled: placeBox.currentIndex >= 0
                        onClicked: commands.place(nation.nationId, placeBox.currentValue, nation.centre)
                    }
                    Button {
                        objectName: "finishPlacing"
                        //: §2.7: the player may place fewer new centres than the arithmetic allows
                        text: qsTr("Place no more this year")
                        onClicked: commands.finishPlacing(nation.nationId)
                    }
                    Label {
                        visible: placeBox.count === 0
                        text: qsTr("no area open for a %1 now").arg(centreBox.currentText)
                        color: Theme.hintText
                        height: centreBox.height
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Flow {
                    visible: nation.reductionsLeft > 0
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("Unsupported centre to reduce")
                        height: reduceBox.height
                        verticalAlignment: Text.AlignVCenter
                    }
                    ChoiceCombo {
                        id: reduceBox
                        objectName: "reduceArea"
                        model: nation.reduceAreas
                        width: 260
                    }
                    Button {
                        objectName: "reduceCentre"
                        text: qsTr("Reduce")
                        enabled: reduceBox.currentIndex >= 0
                        onClicked: commands.reduce(nation.nationId, reduceBox.currentValue)
                    }
                }
                Repeater {
                    model: nation.colonyQuestions
                    delegate: Flow {
                        id: question
                        required property var modelData
                        objectName: "colony_" + question.modelData.key
                        spacing: Theme.spacing
                        Layout.fillWidth: true
                        Label {
                            text: question.modelData.text
                            wrapMode: Text.Wrap
                            width: question.width
                        }
                        Button {
                            objectName: "colony"
                            text: qsTr("A colony")
                            onClicked: commands.answerColony(nation.nationId, question.modelData.key, "colony")
                        }
                        Button {
                            objectName: "country"
                            text: qsTr("A new country")
                            onClicked: commands.answerColony(nation.nationId, question.modelData.key, "country")
                        }
                    }
                }
                StatusMessage {
                    id: status
                    objectName: "productionRefusal"
                    Layout.fillWidth: true
                }
            }
        }
    }
}
