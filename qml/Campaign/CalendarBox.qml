pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// The campaign's calendar (§3): where the year stands, the step now with what is due in it and
// what blocks it, the stop-gap work done on paper, the step's own form, and the next step.
GroupBox {
    id: root

    title: qsTr("Calendar")

    CalendarForm {
        id: calendarForm
        campaign: CampaignController
        onDone: summary => outcome.show(summary, false)
        onError: message => outcome.show(message, true)
        onConfirmationNeeded: work => confirmDialog.ask(work)
        // The step's own lines say what the history line would (calendarFinished).
        onStepFinished: outcome.clear()
    }

    ConfirmByHandDialog {
        id: confirmDialog
        calendar: calendarForm
    }

    // The form of a step that asks the referee for choices, by the step's key: a QML file with a
    // `calendar` property (this CalendarForm), loaded where the page shows it (stepForm below).
    function stepFormUrl(stepKey: string): url {
        switch (stepKey) {
        case "startOfTurn":
            return Qt.resolvedUrl("AttendanceForm.qml")
        case "writeOrders":
            return Qt.resolvedUrl("WriteOrdersForm.qml")
        case "terrainDelays":
            return Qt.resolvedUrl("TerrainDelaysForm.qml")
        case "combats":
            return Qt.resolvedUrl("CombatsForm.qml")
        case "production":
            return Qt.resolvedUrl("NewCentresForm.qml")
        case "retreats":
            return Qt.resolvedUrl("RetreatsForm.qml")
        case "updateMap":
            return Qt.resolvedUrl("RoutedArmiesForm.qml")
        default:
            return ""
        }
    }

    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: root.visible && calendarForm.canGoOn
        onActivated: calendarForm.next()
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacingLarge

        YearStrip {
            visible: calendarForm.readable
            Layout.fillWidth: true
        }

        // The step now, and the button that finishes it, above whatever the step asks for.
        RowLayout {
            spacing: Theme.spacingLarge
            Layout.fillWidth: true
            ColumnLayout {
                spacing: Theme.spacingSmall
                Layout.fillWidth: true
                Label {
                    objectName: "calendarStep"
                    //: %1 the step's label ("M-1"), %2 its name, %3 its rules section ("§3.2")
                    text: calendarForm.readable ? qsTr("%1 %2 (%3)").arg(calendarForm.stepLabel).arg(calendarForm.stepName).arg(calendarForm.stepSection)
                                                : calendarForm.blockedReason
                    font.pixelSize: 20
                    font.weight: Font.DemiBold
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: calendarForm.readable
                    text: calendarForm.dateText
                    opacity: 0.8
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
            Button {
                objectName: "nextStepButton"
                text: qsTr("Next step")
                enabled: calendarForm.canGoOn
                onClicked: calendarForm.next()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Finish this step and go on (Ctrl+Return)")
                Layout.alignment: Qt.AlignTop
            }
        }

        ColumnLayout {
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            Label {
                objectName: "nextStepNote"
                text: calendarForm.canGoOn ? qsTr("Next: %1").arg(calendarForm.nextDateText) : calendarForm.blockedReason
                color: calendarForm.canGoOn ? Material.foreground : Theme.error
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "calendarDuty"
                visible: calendarForm.readable
                text: qsTr("Due: %1").arg(calendarForm.duty)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        StatusMessage {
            id: outcome
            objectName: "calendarOutcome"
            Layout.fillWidth: true
        }

        ColumnLayout {
            objectName: "calendarFinished"
            visible: calendarForm.finishedStep.length > 0
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            Label {
                text: calendarForm.finishedByHand ? qsTr("%1: finished, confirmed as done on paper").arg(calendarForm.finishedStep)
                                              : qsTr("%1: what Herald did").arg(calendarForm.finishedStep)
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                visible: calendarForm.finishedLines.length === 0
                text: qsTr("Nothing to work out in this step.")
                opacity: 0.8
            }
            Repeater {
                model: calendarForm.finishedLines
                delegate: Label {
                    required property string modelData
                    text: "• " + modelData
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        ColumnLayout {
            objectName: "calendarBlockers"
            visible: calendarForm.blockers.length > 0
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            Label {
                text: qsTr("What blocks this step")
                font.bold: true
                color: Theme.error
            }
            Repeater {
                model: calendarForm.blockers
                delegate: Label {
                    required property string modelData
                    text: "• " + modelData
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        Frame {
            objectName: "calendarByHand"
            visible: calendarForm.byHand.length > 0
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
                    text: qsTr("Stop-gap: done by hand")
                    font.bold: true
                }
                Label {
                    text: calendarForm.byHand
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("Herald cannot do this yet. Do it on paper; Next step then asks you to confirm it.")
                    wrapMode: Text.Wrap
                    font.italic: true
                    Layout.fillWidth: true
                }
            }
        }

        Loader {
            id: stepForm
            objectName: "stepForm"
            source: root.stepFormUrl(calendarForm.stepKey)
            visible: status === Loader.Ready
            Layout.fillWidth: true
            Binding {
                target: stepForm.item
                property: "calendar"
                value: calendarForm
                when: stepForm.status === Loader.Ready
            }
        }

    }
}
