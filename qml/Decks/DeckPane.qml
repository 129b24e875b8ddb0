pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Decks
import Herald.Style

ColumnLayout {
    id: root

    property alias deckId: form.deckId
    signal message(string text, bool isError)

    spacing: 8

    DeckForm {
        id: form
        campaign: CampaignController
        onDone: summary => root.message(summary, false)
        onError: message => root.message(message, true)
    }

    Label {
        text: form.title
        font.pixelSize: 20
        font.weight: Font.DemiBold
    }
    Label {
        text: form.houseDefault ? qsTr("%1 — Herald's proposal where the rules leave it open; change it freely.").arg(form.originLabel)
                                : form.originLabel
        color: form.houseDefault ? Theme.warning : Theme.text
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
            model: form.held
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: card

                required property string cardId
                required property string holder
                required property string title
                required property string cardText
                required property bool faceDown

                width: ListView.view.width
                contentItem: RowLayout {
                    spacing: Theme.spacing
                    ColumnLayout {
                        spacing: Theme.spacingSmall
                        Layout.fillWidth: true
                        Label {
                            objectName: "heldCardTitle"
                            text: Sentence.fill(card.faceDown ? qsTr("%1: %2 (face down)") : qsTr("%1: %2"), [card.holder, card.title])
                            font.weight: Font.DemiBold
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "heldCardText"
                            visible: card.cardText.length > 0
                            text: card.cardText
                            opacity: 0.8
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                    Button {
                        text: qsTr("Reveal")
                        flat: true
                        visible: card.faceDown
                        onClicked: form.reveal(card.cardId)
                    }
                    Button {
                        text: qsTr("Discard")
                        flat: true
                        onClicked: form.discard(card.cardId)
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
