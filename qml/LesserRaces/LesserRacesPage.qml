pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.LesserRaces
import Herald.Style

// The lesser races (§7.7, §7.8): their tracks as a picture, the month's pick-up round, and the
// experience each nation has earned and spent.
Page {
    id: root
    objectName: "lesserRacesPage"

    padding: Theme.pageMargin

    LesserRacesForm {
        id: lesser
        campaign: CampaignController
        onDone: summary => message.show(summary, false)
        onError: text => message.show(text, true)
    }
    Connections {
        target: CampaignController
        function onCommandDone() { message.clear() }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.spacing

            Label {
                text: qsTr("Lesser Races")
                font.pixelSize: 26
                font.weight: Font.DemiBold
            }
            Label {
                text: qsTr("Minor nations on their 0-1-2-3-Independent track. A race moves up a box when it wins a pick-up battle and down when it loses; a win in box 3 makes it Independent (I-73, reconstructed).")
                color: Theme.hintText
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            StatusMessage {
                id: message
                objectName: "lesserMessage"
                Layout.fillWidth: true
            }

            GroupBox {
                title: qsTr("Tracks (§7.7.1)")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacingLarge
                    Label {
                        objectName: "racesCount"
                        //: %1 races in play, %2 how many the rules call for
                        text: qsTr("%1 in play; the rules call for %2 (player countries less two), more may be added.")
                                  .arg(lesser.races.length).arg(lesser.racesInPlay)
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Repeater {
                        model: lesser.races
                        delegate: RaceTrack {
                            Layout.fillWidth: true
                        }
                    }
                    RowLayout {
                        spacing: Theme.spacing
                        ComboBox {
                            id: listBox
                            objectName: "raceListBox"
                            model: lesser.armyLists
                            textRole: "race"
                            valueRole: "id"
                            // As wide as its longest race ("Ash Waste Raiders (sample)"), within reason.
                            implicitContentWidthPolicy: ComboBox.WidestText
                            Layout.maximumWidth: 420
                        }
                        Button {
                            objectName: "addRaceButton"
                            text: qsTr("Add race")
                            enabled: listBox.count > 0
                            onClicked: lesser.addRace(listBox.currentValue)
                        }
                    }
                }
            }

            PickupRoundBox {
                form: lesser
                Layout.fillWidth: true
            }

            IndependentArmiesBox {
                form: lesser
                Layout.fillWidth: true
            }

            GroupBox {
                title: qsTr("Experience (§7.8)")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacingSmall
                    ExperienceRow {
                        nation: qsTr("Nation")
                        earned: qsTr("Earned")
                        spent: qsTr("Spent")
                        balance: qsTr("Balance")
                        heading: true
                    }
                    Repeater {
                        model: lesser.experience
                        delegate: ExperienceRow {
                            required property var modelData
                            objectName: "experience_" + modelData.nation
                            nation: modelData.nation
                            earned: modelData.earned
                            spent: modelData.spent
                            balance: modelData.balance
                        }
                    }
                }
            }
            Label {
                text: qsTr("Experience comes only from pick-up battles: a full point for every 100 VP in a win, every 200 in a loss (§2.15). Spend it before a battle with \"Spend experience…\" on the battle's brief (Battles page).")
                color: Theme.hintText
                font.pixelSize: 12
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
