pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// M-3 (§5.1-§5.7): each engagement's secret choices, nation by nation. A choice is shown only
// as "chosen" until every nation of the engagement has chosen; then the chart is applied and
// the battles it leaves wait for their winner, marked by hand until Herald fights battles.
// The form of the step M-3, loaded by CalendarBox.
ColumnLayout {
    id: root

    property CalendarForm calendar: null

    spacing: Theme.spacing
    Label {
        text: qsTr("Engagements (§5.2): ask each player for their location in secret and record it; nobody's choice is shown until all are in.")
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        visible: engagements.count === 0
        text: qsTr("No engagements this turn.")
        opacity: 0.8
    }
    Repeater {
        model: EngagementsModel {
            id: engagements
            campaign: CampaignController
        }
        delegate: Frame {
            id: engagement
            required property int number
            required property string area
            required property bool resolved
            required property var sides
            required property var battles

            objectName: "engagement_" + engagement.number
            Layout.fillWidth: true

            CombatForm {
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
                    text: engagement.resolved ? qsTr("Engagement %1 in %2: settled").arg(engagement.number).arg(engagement.area)
                                              : qsTr("Engagement %1 in %2").arg(engagement.number).arg(engagement.area)
                    font.bold: true
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Repeater {
                    model: engagement.sides
                    delegate: ColumnLayout {
                        id: side
                        required property var modelData

                        objectName: "side_" + side.modelData.nation
                        spacing: 2
                        Layout.fillWidth: true
                        Label {
                            text: {
                                //: %1 nation, %2 its armies in the engagement
                                const who = qsTr("%1 (%2)").arg(side.modelData.nation).arg(side.modelData.armies)
                                if (side.modelData.location.length > 0)
                                    //: %1 the nation and its armies, %2 where they stand ("countryside")
                                    return qsTr("%1: %2").arg(who).arg(side.modelData.location)
                                if (!side.modelData.chooses)
                                    return qsTr("%1 (no location to choose)").arg(who)
                                return side.modelData.chosen ? qsTr("%1: chosen").arg(who) : qsTr("%1: to choose").arg(who)
                            }
                            objectName: "sideStatus"
                            color: side.modelData.chooses && !side.modelData.chosen && !engagement.resolved ? Theme.warning : Theme.text
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Flow {
                            visible: side.modelData.chooses && !engagement.resolved
                            spacing: Theme.spacing
                            Layout.fillWidth: true
                            Layout.leftMargin: Theme.spacingLarge
                            Repeater {
                                model: [
                                    { key: "countryside", text: qsTr("Countryside") },
                                    { key: "populationCentre", text: qsTr("Population centre") },
                                    { key: "poi", text: qsTr("Point of interest") }
                                ]
                                // Plain buttons: the choice made is not shown (§5.2).
                                delegate: Button {
                                    required property var modelData
                                    objectName: "location_" + modelData.key
                                    text: modelData.text
                                    onClicked: commands.chooseLocation(engagement.number, side.modelData.nation, modelData.key)
                                }
                            }
                        }
                        Flow {
                            visible: side.modelData.declares && !engagement.resolved
                            spacing: Theme.spacing
                            Layout.fillWidth: true
                            Layout.leftMargin: Theme.spacingLarge
                            Label {
                                text: side.modelData.declared ? qsTr("Defend or attack (§5.7): declared")
                                                              : qsTr("Defend or attack (§5.7): to declare")
                                height: defendButton.height
                                verticalAlignment: Text.AlignVCenter
                            }
                            Button {
                                id: defendButton
                                objectName: "stance_defend"
                                text: qsTr("Defend")
                                onClicked: commands.declareStance(engagement.number, side.modelData.nation, "defend")
                            }
                            Button {
                                objectName: "stance_attack"
                                text: qsTr("Attack")
                                onClicked: commands.declareStance(engagement.number, side.modelData.nation, "attack")
                            }
                        }
                    }
                }

                Frame {
                    objectName: "battlesByHand"
                    visible: engagement.battles.length > 0
                    Layout.fillWidth: true
                    background: Rectangle {
                        radius: Theme.radius
                        color: Theme.noteBackground
                        border.color: Theme.noteBorder
                    }
                    ColumnLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: Theme.spacingSmall
                        Label {
                            text: qsTr("Stop-gap: mark the winner by hand")
                            font.bold: true
                        }
                        Label {
                            text: qsTr("Fight it at the table, then enter its result sheet (herald-cli battle result), which works out the victory points, the winner and the survival rolls; or mark which side won, leaving losses and survival rolls on paper.")
                            font.italic: true
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Repeater {
                            model: engagement.battles
                            delegate: ColumnLayout {
                                id: battle
                                required property var modelData

                                objectName: "battle_" + battle.modelData.number
                                spacing: 2
                                Layout.fillWidth: true
                                Label {
                                    text: battle.modelData.text
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                Label {
                                    objectName: "battleResult"
                                    visible: battle.modelData.result !== ""
                                    text: battle.modelData.result
                                    font.bold: true
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                Label {
                                    objectName: "battleWinner"
                                    visible: battle.modelData.winnerSide >= 0 && battle.modelData.result === ""
                                    text: qsTr("Won by %1 (marked by hand)").arg(battle.modelData.winnerSide === 0 ? battle.modelData.defenders : battle.modelData.attackers)
                                    font.bold: true
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                Flow {
                                    // An entered result decided the winner: no marking by hand.
                                    visible: battle.modelData.result === ""
                                    spacing: Theme.spacing
                                    Layout.fillWidth: true
                                    Button {
                                        objectName: "defendersWon"
                                        //: %1 the armies of one side of a battle
                                        text: qsTr("%1 won").arg(battle.modelData.defenders)
                                        onClicked: commands.markWinner(battle.modelData.number, battle.modelData.defenderNation)
                                    }
                                    Button {
                                        objectName: "attackersWon"
                                        text: qsTr("%1 won").arg(battle.modelData.attackers)
                                        onClicked: commands.markWinner(battle.modelData.number, battle.modelData.attackerNation)
                                    }
                                }
                            }
                        }
                    }
                }

                StatusMessage {
                    id: status
                    objectName: "engagementRefusal"
                    Layout.fillWidth: true
                }
            }
        }
    }
}
