pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Expeditions
import Herald.Style

// The frame of the Expeditions page's dialogs: their fields, the button that runs the command
// (Ctrl+Return), the refusal when the command says no (the dialog stays open to put it right),
// and, once it ran, its explanation: the summary, the dice and the rules it applied.
Dialog {
    id: root

    required property ExpeditionForm form
    property string actionText
    property bool actionEnabled: true
    property string problem: ""
    property bool finished: false
    default property alias fields: fieldColumn.data

    signal submitted()

    function begin() {
        root.problem = ""
        root.finished = false
        root.open()
    }

    modal: true
    // Drawn here: the style's own dialog background is a layer effect that the software scene
    // graph (QT_QUICK_BACKEND=software) leaves transparent.
    background: Rectangle {
        color: Theme.window
        border.color: Theme.hintText
        radius: Theme.radius
    }
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(720, parent.width - 2 * Theme.pageMargin)
    height: Math.min(implicitHeight, parent.height - 2 * Theme.pageMargin)
    standardButtons: Dialog.Close

    Connections {
        target: root.form
        enabled: root.opened
        function onError(message) { root.problem = message }
        function onDone() {
            root.problem = ""
            root.finished = true
        }
    }

    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: root.opened && !root.finished && root.actionEnabled
        onActivated: root.submitted()
    }

    // The fields scroll; the button and the refusal stay in sight below them. Once the command
    // ran, its explanation takes their place (the fields would show the campaign after it).
    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        ScrollView {
            id: scroller
            visible: !root.finished
            contentWidth: availableWidth
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: fieldColumn.implicitHeight
            Layout.minimumHeight: Math.min(fieldColumn.implicitHeight, 120)

            ColumnLayout {
                id: fieldColumn
                width: scroller.availableWidth
                spacing: Theme.spacing
            }
        }
        ProminentButton {
            objectName: "actionButton"
            visible: !root.finished
            text: root.actionText
            enabled: root.actionEnabled
            onClicked: root.submitted()
        }
        Label {
            objectName: "actionProblem"
            visible: root.problem.length > 0
            text: root.problem
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "actionExplanation"
            visible: root.finished
            text: root.form.explanation
            color: Theme.success
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
