pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Decks

ColumnLayout {
    id: root

    property alias deckId: form.deckId
    signal message(string text)

    spacing: 8

    DeckForm {
        id: form
        onDone: summary => root.message(summary)
        onError: message => root.message(message)
    }

    Label {
        text: form.title
        font.pixelSize: 20
        font.weight: Font.DemiBold
    }
    Label {
        text: form.houseDefault ? qsTr("%1 — Herald's proposal where the rules leave it open; change it freely.").arg(form.originLabel)
                                : form.originLabel
        color: form.houseDefault ? "darkorange" : palette.text
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        visible: form.description.length > 0
        text: form.description
        opacity: 0.7
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        text: qsTr("%1 cards to draw · %2 discarded").arg(form.drawCount).arg(form.discardCount)
        font.pixelSize: 16
    }
    Flow {
        spacing: 8
        Layout.fillWidth: true
        Button {
            objectName: "drawButton"
            text: qsTr("Draw")
            enabled: form.drawCount > 0
            onClicked: form.draw()
        }
        TextField {
            objectName: "holderField"
            text: form.holder
            placeholderText: qsTr("Who draws (nation, player, side)")
            onTextEdited: form.holder = text
            width: 240
        }
        CheckBox {
            text: qsTr("Face down")
            checked: form.faceDown
            onToggled: form.faceDown = checked
        }
        Button {
            text: qsTr("Shuffle")
            enabled: form.drawCount > 1
            onClicked: form.shuffle()
        }
        Button {
            text: qsTr("Reshuffle discards")
            enabled: form.discardCount > 0
            onClicked: form.reshuffle()
        }
    }
    Label {
        text: qsTr("In play")
        font.weight: Font.DemiBold
    }
    Frame {
        Layout.fillWidth: true
        Layout.fillHeight: true
        padding: 0
        ListView {
            id: held
            anchors.fill: parent
            clip: true
            model: form.heldLines
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: card

                required property int index
                required property string modelData

                width: ListView.view.width
                contentItem: RowLayout {
                    Label {
                        text: card.modelData
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                    Button {
                        text: qsTr("Reveal")
                        flat: true
                        visible: form.heldFaceDown[card.index] === true
                        onClicked: form.reveal(form.heldIds[card.index])
                    }
                    Button {
                        text: qsTr("Discard")
                        flat: true
                        onClicked: form.discard(form.heldIds[card.index])
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                visible: held.count === 0
                text: qsTr("No card of this deck is in play.")
                opacity: 0.6
            }
        }
    }
}
