pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import "../Components"
import Herald.Backend
import Herald.Style

Page {
    id: root

    padding: 24
    DiceRollForm {
        id: form
        campaign: CampaignController
        onDone: summary => result.show(summary, false)
        onError: message => result.show(message, true)
    }

    RowLayout {
        anchors.fill: parent
        spacing: 24

        ColumnLayout {
            // Wide enough for the longest hint in French.
            Layout.preferredWidth: 460
            Layout.maximumWidth: 460
            Layout.fillHeight: true
            spacing: 12

            PageHeader {
                title: qsTr("Dice")
                subtitle: qsTr("Roll for anything the rules do not roll for you, or type what real dice showed. Every roll goes into the campaign's history.")
                Layout.fillWidth: true
            }
            Label { text: qsTr("Dice expression") }
            TextField {
                placeholderTextColor: Theme.hintText
                id: expressionField
                objectName: "expressionField"
                Layout.fillWidth: true
                text: form.expression
                placeholderText: qsTr("d6, 2d10, 3d6+2, d20")
                onTextEdited: form.expression = text
                onAccepted: rollButton.clicked()
                ToolTip.visible: activeFocus
                ToolTip.text: qsTr("A d10 reads its 0 face as 10.")
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: ["d6", "2d6", "d10", "2d10", "d20", "3d6"]
                    delegate: Button {
                        required property string modelData
                        text: modelData
                        flat: true
                        onClicked: form.expression = modelData
                    }
                }
            }
            Label { text: qsTr("Purpose") }
            TextField {
                placeholderTextColor: Theme.hintText
                objectName: "purposeField"
                Layout.fillWidth: true
                text: form.purpose
                placeholderText: qsTr("e.g. Survival roll for the Orc Warriors")
                onTextEdited: form.purpose = text
                onAccepted: rollButton.clicked()
            }
            Label { text: qsTr("What real dice showed (optional)") }
            TextField {
                placeholderTextColor: Theme.hintText
                objectName: "typedField"
                Layout.fillWidth: true
                text: form.typedFaces
                placeholderText: qsTr("leave empty to let Herald roll; e.g. 3 5")
                onTextEdited: form.typedFaces = text
                onAccepted: rollButton.clicked()
            }
            Label {
                visible: form.problem.length > 0
                text: form.problem
                color: Theme.error
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Button {
                id: rollButton
                objectName: "rollButton"
                text: form.typedFaces.length > 0 ? qsTr("Record the typed roll") : qsTr("Roll")
                enabled: form.canSubmit
                onClicked: form.submit()
            }
            Label {
                id: result
                objectName: "resultLabel"

                property bool isError: false
                function show(message: string, error: bool) {
                    text = message
                    isError = error
                }

                color: isError ? Theme.error : Material.foreground
                font.pixelSize: 18
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Label {
                text: qsTr("Dice log")
                font.pixelSize: 18
                font.weight: Font.DemiBold
            }
            ListView {
                id: log
                objectName: "diceLog"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: DiceLogModel {
                    campaign: CampaignController
                }
                ScrollBar.vertical: ScrollBar {}
                delegate: ItemDelegate {
                    id: rollRow

                    required property string purpose
                    required property string expression
                    required property string faces
                    required property int total
                    required property bool typed
                    required property string date

                    width: ListView.view.width
                    contentItem: RowLayout {
                        Label {
                            text: rollRow.total
                            font.pixelSize: 20
                            font.bold: true
                            Layout.preferredWidth: 44
                            horizontalAlignment: Text.AlignRight
                        }
                        ColumnLayout {
                            spacing: 0
                            Layout.fillWidth: true
                            Label {
                                text: rollRow.purpose
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Label {
                                text: rollRow.typed ? qsTr("%1 showed %2, typed · %3").arg(rollRow.expression).arg(rollRow.faces).arg(rollRow.date)
                                                    : qsTr("%1 rolled %2 · %3").arg(rollRow.expression).arg(rollRow.faces).arg(rollRow.date)
                                opacity: 0.65
                                font.pixelSize: 12
                            }
                        }
                    }
                }
            }
        }
    }
}
