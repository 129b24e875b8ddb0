pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Decks
import Herald.Style

ColumnLayout {
    id: root

    property alias tableId: form.tableId
    signal message(string text, bool isError)

    spacing: 8

    TableRollForm {
        id: form
        campaign: CampaignController
        onDone: summary => root.message(summary, false)
        onError: message => root.message(message, true)
    }

    Label {
        text: form.title
        font.pixelSize: 20
        font.weight: Font.DemiBold
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Label {
        objectName: "tableOrigin"
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
        Layout.maximumHeight: 60
        elide: Text.ElideRight
    }

    Frame {
        Layout.fillWidth: true
        Layout.fillHeight: true
        padding: 0
        ListView {
            anchors.fill: parent
            clip: true
            model: form.rows
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: row

                required property string range
                required property string result
                required property string rowOrigin

                width: ListView.view.width
                contentItem: RowLayout {
                    spacing: 12
                    Label {
                        text: row.range
                        font.bold: true
                        Layout.preferredWidth: 70
                        Layout.alignment: Qt.AlignTop
                    }
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            text: row.result
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: row.rowOrigin.length > 0
                            text: row.rowOrigin
                            color: Theme.warning
                            font.pixelSize: 11
                        }
                    }
                }
            }
        }
    }

    GridLayout {
        visible: form.rollable
        columns: 2
        columnSpacing: 12
        Layout.fillWidth: true

        Repeater {
            model: form.modifierNames
            delegate: RowLayout {
                id: modifier

                required property int index
                required property string modelData

                Layout.columnSpan: 2
                Label {
                    text: form.modifierLabels[modifier.index]
                    Layout.preferredWidth: 200
                }
                SpinBox {
                    objectName: "modifier_" + modifier.modelData
                    from: -20
                    to: 20
                    editable: true
                    onValueModified: form.setModifier(modifier.modelData, value)
                }
            }
        }
        Label {
            visible: form.columnIds.length > 0
            text: qsTr("Column")
        }
        ComboBox {
            visible: form.columnIds.length > 0
            model: form.columnLabels
            onActivated: index => form.column = form.columnIds[index]
        }
        Label {
            text: qsTr("Purpose")
        }
        TextField {
            objectName: "tablePurposeField"
            text: form.purpose
            placeholderText: qsTr("e.g. Blue's 2nd Army")
            onTextEdited: form.purpose = text
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Real dice showed")
        }
        TextField {
            objectName: "tableTypedField"
            text: form.typedFaces
            placeholderText: qsTr("leave empty to let Herald roll %1").arg(form.diceText)
            onTextEdited: form.typedFaces = text
            onAccepted: rollButton.clicked()
            Layout.fillWidth: true
        }
    }
    Label {
        visible: form.problem.length > 0 && form.tableId.length > 0
        text: form.problem
        color: Theme.error
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Button {
        id: rollButton
        objectName: "rollTableButton"
        visible: form.rollable
        text: form.typedFaces.length > 0 ? qsTr("Record the typed roll") : qsTr("Roll %1").arg(form.diceText)
        enabled: form.canSubmit
        onClicked: form.submit()
    }
}
