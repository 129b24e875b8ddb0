pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.LesserRaces
import Herald.Style

// The month's pick-up round (§7.7.3, I-72 reconstructed): the picking order, each pick as it is
// made, the next picker's options, and the games the picks made with their results.
GroupBox {
    id: root

    required property LesserRacesForm form
    readonly property var round: form.round
    readonly property bool drawn: round.order !== undefined && round.order.length > 0

    title: qsTr("Pick-up round (§7.7.3)")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            visible: !root.form.roundStep
            text: qsTr("The round is played at step M-3 of a month with a campaign battle, by the players who fight none.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "drawOrderButton"
            visible: root.form.roundStep && !root.drawn
            text: qsTr("Draw the picking order")
            onClicked: root.form.drawOrder()
        }
        Label {
            objectName: "pickOrder"
            visible: root.drawn
            text: root.drawn ? qsTr("Picking order: %1").arg(root.round.order.join(", ")) : ""
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.drawn ? root.round.picks : []
            delegate: Label {
                required property var modelData
                //: %1 nation, %2 option letter, %3 the race picked or nothing
                text: qsTr("%1 picked %2%3").arg(modelData.nation).arg(modelData.option)
                          .arg(modelData.race !== undefined ? " (" + modelData.race + ")" : "")
                Layout.leftMargin: Theme.spacingLarge
            }
        }
        RowLayout {
            objectName: "nextPicker"
            visible: root.drawn && !root.round.finished
            spacing: Theme.spacing
            Label {
                text: root.drawn ? qsTr("Next: %1").arg(root.round.next) : ""
                font.weight: Font.DemiBold
            }
            ComboBox {
                id: raceBox
                objectName: "pickRace"
                model: root.form.pickableRaces
                Layout.preferredWidth: 180
            }
            Button {
                objectName: "pickA"
                text: qsTr("A: lead this race")
                enabled: raceBox.count > 0
                onClicked: root.form.pick(root.round.next, "A", raceBox.currentText)
            }
            Button {
                objectName: "pickB"
                text: qsTr("B: own army out")
                onClicked: root.form.pick(root.round.next, "B", "")
            }
            Button {
                objectName: "pickC"
                text: qsTr("C: pass")
                onClicked: root.form.pick(root.round.next, "C", "")
            }
        }
        Label {
            visible: root.drawn
            text: qsTr("Picks are paired by the reconstruction I-72 (the rule's own text is lost): an A or B waits until the next A or B answers it.")
            color: Theme.hintText
            font.pixelSize: 12
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.drawn ? root.round.games : []
            delegate: RowLayout {
                id: game
                required property var modelData
                readonly property bool decided: game.modelData.result !== undefined && game.modelData.result !== null
                readonly property var names: game.modelData.sides.map(s => s.race !== undefined ? s.race : s.nation)
                readonly property var nationSides: game.modelData.sides.filter(s => s.race === undefined)
                spacing: Theme.spacing
                Layout.fillWidth: true
                Label {
                    //: %1 game number, %2 who plays whom
                    text: qsTr("Game %1: %2").arg(game.modelData.game).arg(game.modelData.text)
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: game.decided
                    text: game.decided ? (game.modelData.result === "draw" ? qsTr("a draw") : qsTr("won by %1").arg(game.modelData.result)) : ""
                    color: Theme.success
                }
                ComboBox {
                    id: winnerBox
                    visible: !game.decided
                    model: game.names.concat([qsTr("Draw")])
                    Layout.preferredWidth: 160
                }
                Label {
                    visible: !game.decided && game.nationSides.length > 0
                    text: game.nationSides.length > 0 ? qsTr("VP of %1").arg(game.nationSides[0].nation) : ""
                }
                SpinBox {
                    id: vpBox
                    visible: !game.decided && game.nationSides.length > 0
                    from: 0
                    to: 5000
                    stepSize: 25
                    editable: true
                }
                Button {
                    visible: !game.decided
                    text: qsTr("Enter result")
                    onClicked: root.form.enterResult(game.modelData.game,
                                                     winnerBox.currentIndex === game.names.length ? "draw" : winnerBox.currentText,
                                                     game.nationSides.length > 0 ? game.nationSides[0].nation : "",
                                                     game.nationSides.length > 0 ? vpBox.value : -1)
                }
            }
        }
    }
}
