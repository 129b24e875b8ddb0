pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Battles
import Herald.Style

// A pending battle settled on the Civil War battle board instead of the tabletop (issue 21),
// when both players agree: the armies the editable mapping makes of their rosters, the board
// battle made from them, played on the Battle board page or resolved by Herald (§15), and its
// outcome entered as the battle's result sheet. Each step is one command Ctrl+Z takes back.
Dialog {
    id: root
    objectName: "boardBattleDialog"

    /// The battle (a brief of BattleNightForm.battles).
    property var brief: null

    function start(battle) {
        root.brief = battle
        form.mappingFile = ""
        defendersAgree.checked = false
        attackersAgree.checked = false
        nameField.text = qsTr("Battle %1 on the board").arg(battle.number)
        message.clear()
        root.open()
    }

    //: %1 the battle's title ("Battle 2: assault in 0408 Scar")
    title: root.brief ? qsTr("%1 on the battle board").arg(root.brief.title) : ""
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
    width: Math.min(1000, parent.width - 2 * Theme.pageMargin)
    height: Math.min(700, parent.height - 2 * Theme.pageMargin)

    BoardBattleForm {
        id: form
        objectName: "boardBattleForm"
        campaign: CampaignController
        number: root.visible && root.brief ? root.brief.number : -1
        onError: text => message.show(text, true)
        onDone: summary => message.show(summary, false)
    }

    FileChooser {
        id: mappingChooser
        objectName: "mappingChooser"
        title: qsTr("A mapping from roster categories to brigades")
        mode: FileChooser.OpenFile
        nameFilters: [qsTr("Battle board mappings (*.json)")]
        onAccepted: form.mappingFile = selectedFile
    }

    // The Battle board page itself, over this dialog, showing the board battle.
    Popup {
        id: boardPopup
        objectName: "boardPopup"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: parent.width
        height: parent.height
        modal: true
        padding: Theme.spacing
        background: Rectangle { color: Theme.window }
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            RowLayout {
                Layout.fillWidth: true
                Button {
                    objectName: "backToBattleButton"
                    text: qsTr("◀ Back to the battle's result")
                    onClicked: boardPopup.close()
                }
                Label {
                    text: qsTr("Play the battle here; once it is over, go back to enter its result.")
                    color: Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
            Loader {
                id: boardPage
                objectName: "boardPageLoader"
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
        // The Toolkit's page, found by its key, made when shown and showing the battle made here.
        onAboutToShow: boardPage.setSource(PageCatalog.pageUrl("toolkit-battleboard"), { battle: form.board })
        onClosed: boardPage.source = ""
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("When both players agree, Herald's battle board can settle this battle instead of the tabletop: each side's roster becomes brigades and leaders, the battle is played here at the screen or resolved by Herald, and its outcome comes back as the battle's result.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        StatusMessage {
            id: message
            objectName: "boardBattleMessage"
            Layout.fillWidth: true
        }
        Label {
            objectName: "boardBattleProblem"
            visible: form.problem.length > 0 && form.board.length === 0
            text: form.problem
            color: Theme.error
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        ScrollView {
            id: scroll
            contentWidth: availableWidth
            clip: true
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                width: scroll.availableWidth
                spacing: Theme.spacing

                // The two armies as the mapping makes them, the attacker first.
                RowLayout {
                    spacing: Theme.spacingLarge
                    Layout.fillWidth: true
                    Repeater {
                        model: form.armies
                        delegate: GroupBox {
                            id: army
                            required property var modelData
                            required property int index
                            objectName: index === 0 ? "attackerArmy" : "defenderArmy"
                            //: %1 the side's nations
                            title: (index === 0 ? qsTr("Attacker: %1") : qsTr("Defender: %1")).arg(army.modelData.army)
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignTop
                            ColumnLayout {
                                anchors.left: parent.left
                                anchors.right: parent.right
                                spacing: 2
                                Repeater {
                                    model: army.modelData.lines
                                    delegate: Label {
                                        required property string modelData
                                        text: "• " + modelData
                                        wrapMode: Text.Wrap
                                        Layout.fillWidth: true
                                    }
                                }
                            }
                        }
                    }
                }
                RowLayout {
                    visible: form.board.length === 0
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    Label {
                        objectName: "mappingSource"
                        text: form.mappingName.length > 0
                              ? qsTr("Mapping: %1").arg(form.mappingName)
                              : qsTr("Mapping: Herald's own (resources/battleboard/warmaster-mapping.json). To change how rosters become brigades, edit a copy as README-warmaster-mapping.md beside it describes and choose it.")
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "mappingFileButton"
                        text: qsTr("Mapping file…")
                        onClicked: mappingChooser.open()
                    }
                    Button {
                        text: qsTr("Herald's own")
                        visible: form.mappingName.length > 0
                        onClicked: form.mappingFile = ""
                    }
                }
                Label {
                    text: "⚠ " + qsTr("The board plays with placeholder numbers (§11.3): the published unit table of the Civil War rules is lost.")
                    color: Theme.warning
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                    ToolTip.visible: placeholderHover.hovered
                    ToolTip.text: form.placeholderNotice
                    HoverHandler { id: placeholderHover }
                }

                // Before: both players agree, then the board battle is made.
                GroupBox {
                    visible: form.board.length === 0
                    title: qsTr("Agreement")
                    Layout.fillWidth: true
                    ColumnLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: Theme.spacingSmall
                        CheckBox {
                            id: defendersAgree
                            objectName: "defendersAgree"
                            text: form.armies.length > 1 ? qsTr("The defenders (%1) agree").arg(form.armies[1].army) : ""
                        }
                        CheckBox {
                            id: attackersAgree
                            objectName: "attackersAgree"
                            text: form.armies.length > 0 ? qsTr("The attackers (%1) agree").arg(form.armies[0].army) : ""
                        }
                        RowLayout {
                            spacing: Theme.spacing
                            Layout.fillWidth: true
                            Label { text: qsTr("Board battle") }
                            TextField {
                                id: nameField
                                objectName: "boardNameField"
                                Layout.fillWidth: true
                            }
                            ProminentButton {
                                objectName: "makeBoardButton"
                                text: qsTr("Make the board battle")
                                enabled: defendersAgree.checked && attackersAgree.checked
                                         && nameField.text.trim().length > 0 && form.problem.length === 0
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("One command: Ctrl+Z takes it back")
                                onClicked: form.make(nameField.text)
                            }
                        }
                    }
                }

                // After: the board battle, played or resolved, then its result.
                GroupBox {
                    visible: form.board.length > 0
                    title: qsTr("Board battle “%1”").arg(form.board)
                    Layout.fillWidth: true
                    ColumnLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: Theme.spacingSmall
                        Label {
                            objectName: "boardStage"
                            text: form.stage
                            font.weight: Font.DemiBold
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        RowLayout {
                            visible: !form.finished
                            spacing: Theme.spacing
                            Button {
                                objectName: "playOnBoardButton"
                                text: qsTr("Play on the board…")
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("The Battle board page: secret set-ups, then every action by clicking")
                                onClicked: boardPopup.open()
                            }
                            Button {
                                objectName: "autoResolveButton"
                                text: qsTr("Let Herald resolve it")
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Both sides played by the auto-resolve policy (§15) to the end, pursuit included; Ctrl+Z takes it back")
                                onClicked: form.autoResolve()
                            }
                        }
                        Repeater {
                            model: form.sheetLines
                            delegate: Label {
                                required property string modelData
                                text: "• " + modelData
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
        }
    }

    footer: Pane {
        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            Item { Layout.fillWidth: true }
            Button {
                objectName: "closeBoardDialogButton"
                text: qsTr("Close")
                onClicked: root.close()
            }
            ProminentButton {
                objectName: "enterBoardResultButton"
                text: qsTr("Enter the result")
                enabled: form.finished
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The board's outcome as the battle's result sheet: Herald works out the victory points and level and rolls survival, as Enter result does; Ctrl+Z takes it back")
                onClicked: if (form.enterResult()) root.close()
            }
        }
    }
}
