pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Decks
import Herald.Style

RowLayout {
    id: root

    signal message(string text, bool isError)

    spacing: 24

    MagicItemForm {
        id: form
        campaign: CampaignController
        onDone: summary => {
            root.message(summary, false)
            form.name = ""
            form.text = ""
        }
        onError: message => root.message(message, true)
    }

    ColumnLayout {
        Layout.preferredWidth: 380
        Layout.maximumWidth: 380
        Layout.fillHeight: true
        spacing: 8

        Label {
            text: qsTr("Write a magic item")
            font.pixelSize: 18
            font.weight: Font.DemiBold
        }
        Label {
            text: qsTr("Each player writes items worth up to 150 points in all (rules §2.18). The items are shuffled into one deck and each nation draws two.")
            wrapMode: Text.Wrap
            opacity: 0.7
            Layout.fillWidth: true
        }
        Label { text: qsTr("Player") }
        TextField {
            objectName: "magicAuthorField"
            text: form.author
            onTextEdited: form.author = text
            Layout.fillWidth: true
        }
        Label { text: qsTr("Item") }
        TextField {
            objectName: "magicNameField"
            text: form.name
            onTextEdited: form.name = text
            Layout.fillWidth: true
        }
        Label { text: qsTr("Points") }
        SpinBox {
            objectName: "magicPointsField"
            from: 1
            to: 150
            editable: true
            value: form.points
            onValueModified: form.points = value
        }
        Label { text: qsTr("What it does") }
        TextArea {
            text: form.text
            onTextChanged: form.text = text
            wrapMode: TextEdit.Wrap
            Layout.fillWidth: true
            Layout.preferredHeight: 80
        }
        Label {
            visible: form.problem.length > 0
            text: form.problem
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "magicSubmitButton"
            text: qsTr("Write the item")
            enabled: form.problem.length === 0
            onClicked: form.submit()
        }
        Item { Layout.fillHeight: true }
        Label {
            text: qsTr("When every player has written his items:")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            text: qsTr("Shuffle the items into the magic item deck")
            onClicked: form.buildDeck()
        }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                text: form.nations
                placeholderText: qsTr("Nations in dealing order: Red, Blue")
                onTextEdited: form.nations = text
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Deal two each")
                onClicked: form.deal()
            }
        }
    }

    ColumnLayout {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Label {
            text: qsTr("Authors")
            font.pixelSize: 18
            font.weight: Font.DemiBold
        }
        ListView {
            id: authors
            objectName: "magicAuthors"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: MagicAuthorsModel {
                campaign: CampaignController
            }
            delegate: Frame {
                id: author

                required property string author
                required property int used
                required property int remaining
                required property string items

                width: ListView.view.width - 12
                ColumnLayout {
                    width: parent.width
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: author.author
                            font.weight: Font.DemiBold
                            Layout.fillWidth: true
                        }
                        Label {
                            text: qsTr("%1 of 150 points used · %2 left").arg(author.used).arg(author.remaining)
                            color: author.remaining === 0 ? Theme.error : Theme.text
                        }
                    }
                    ProgressBar {
                        from: 0
                        to: 150
                        value: author.used
                        Layout.fillWidth: true
                    }
                    Label {
                        text: author.items
                        opacity: 0.75
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                visible: authors.count === 0
                text: qsTr("No magic items written yet.")
                opacity: 0.6
            }
        }
    }
}
