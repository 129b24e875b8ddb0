pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Settings
import Herald.Style

Page {
    id: root
    objectName: "settingsPage"

    padding: Theme.pageMargin

    SettingsModel {
        id: settings
        campaign: CampaignController
        onDone: summary => message.show(summary, false)
        onError: text => message.show(text, true)
    }
    // What another page or an undo did makes this page's last message stale.
    Connections {
        target: CampaignController
        function onCommandDone() { message.clear() }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge

        Label {
            text: qsTr("Settings")
            font.pixelSize: 26
            font.weight: Font.DemiBold
        }
        Label {
            text: qsTr("The referee's options for this campaign (rules §11.S). Each change is one command in the history, so Ctrl+Z takes it back.")
            opacity: 0.7
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        StatusMessage {
            id: message
            objectName: "settingsMessage"
            Layout.fillWidth: true
        }

        Repeater {
            model: settings.problems
            delegate: Label {
                required property string modelData
                text: modelData
                color: Theme.warning
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        Label {
            visible: settings.count === 0
            text: qsTr("Open a campaign to see its settings.")
            opacity: 0.7
        }

        ListView {
            id: list
            objectName: "settingsList"
            model: settings
            clip: true
            spacing: 2
            boundsBehavior: Flickable.StopAtBounds
            Layout.fillWidth: true
            Layout.fillHeight: true
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
            delegate: SettingRow {
                width: ListView.view.width - 16
            }
        }
    }

    component SettingRow: Item {
        id: row

        required property int index
        required property string key
        required property string title
        required property string explanation
        required property string section
        required property string kind
        required property var value
        required property string defaultText
        required property bool isDefault
        required property var choiceKeys
        required property var choiceNames
        required property int minimum
        required property int maximum
        required property string problem
        required property string refusal

        objectName: "setting_" + key
        implicitHeight: layout.implicitHeight + 16

        RowLayout {
            id: layout
            anchors.fill: parent
            anchors.topMargin: 8
            anchors.bottomMargin: 8
            anchors.leftMargin: 16
            anchors.rightMargin: 8
            spacing: 16

            ColumnLayout {
                spacing: 2
                Layout.fillWidth: true

                Label {
                    //: a setting's title, then its file key and rules entry: "Mob limit — mobLimitScope, I-18"
                    text: qsTr("%1  ·  %2, %3").arg(row.title).arg(row.key).arg(row.section)
                    font.weight: row.isDefault ? Font.Normal : Font.DemiBold
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    text: row.explanation
                    wrapMode: Text.Wrap
                    opacity: 0.75
                    Layout.fillWidth: true
                }
                Label {
                    text: row.isDefault ? qsTr("Default: %1 (in use)").arg(row.defaultText)
                                        : qsTr("Default: %1").arg(row.defaultText)
                    font.pixelSize: 12
                    opacity: 0.6
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "problem_" + row.key
                    visible: row.problem.length > 0
                    text: row.problem
                    color: Theme.warning
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "refusal_" + row.key
                    visible: row.refusal.length > 0
                    text: row.refusal
                    color: Theme.error
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }

            Switch {
                objectName: "switch_" + row.key
                visible: row.kind === "flag"
                checked: row.kind === "flag" && row.value === true
                text: checked ? qsTr("On") : qsTr("Off")
                onToggled: settings.submitValue(row.key, checked)
                Layout.preferredWidth: 220
            }

            ComboBox {
                objectName: "combo_" + row.key
                visible: row.kind === "choice"
                model: row.choiceNames
                currentIndex: row.kind === "choice" ? row.choiceKeys.indexOf(row.value) : -1
                onActivated: i => settings.submitValue(row.key, row.choiceKeys[i])
                Layout.preferredWidth: 220
            }

            RowLayout {
                visible: row.kind === "number" || row.kind === "points"
                spacing: 4
                Layout.preferredWidth: 220

                SpinBox {
                    id: spin
                    objectName: "spin_" + row.key
                    editable: true
                    from: row.kind === "points" ? 0 : row.minimum
                    to: row.maximum
                    stepSize: row.kind === "points" ? 100 : 1
                    value: typeof row.value === "number" ? row.value : 0
                    textFromValue: (v, locale) => row.kind === "points" && v === 0
                                   //: a garrison cap of none
                                   ? qsTr("none") : Number(v).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("none") ? 0 : Number.fromLocaleString(locale, text)
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "apply_" + row.key
                    //: applies a number typed into a setting's box
                    text: qsTr("Set")
                    enabled: spin.value !== row.value
                    onClicked: settings.submitValue(row.key, spin.value)
                }
            }
        }
    }
}
