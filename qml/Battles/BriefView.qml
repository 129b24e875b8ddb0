pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Style

// One battle's brief as the players get it (§5.10-§5.11): the set-up, then each side with what
// it may field; the buttons print it or take its result sheet back.
ScrollView {
    id: root
    objectName: "briefView"

    required property var brief
    signal prepareRequested(int number)
    signal revealRequested(int number)
    signal printRequested(int number)
    signal resultRequested(int number)
    signal boardRequested(int number)
    signal portalRequested(int number, string army, string area)
    signal listCheckRequested(int number, string nation)
    signal experienceRequested(string nation)

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: root.availableWidth
        spacing: Theme.spacing
        visible: root.brief !== null

        Label {
            objectName: "briefTitle"
            text: root.brief ? root.brief.title : ""
            font.pixelSize: 20
            font.weight: Font.DemiBold
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        // A Flow: the buttons go onto a second line where a language makes them too wide for one.
        Flow {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Button {
                objectName: "prepareButton"
                text: qsTr("Prepare table")
                visible: root.brief !== null && !root.brief.prepared
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Turn over the random event card, draw a POI battle's card face down and roll which side places the first terrain piece (§5.10)")
                onClicked: root.prepareRequested(root.brief.number)
            }
            Button {
                objectName: "printBriefButton"
                text: qsTr("Print brief…")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The brief and a result form to fill in at the table, as a PDF (Ctrl+P)")
                onClicked: root.printRequested(root.brief.number)
            }
            Button {
                objectName: "enterResultButton"
                text: qsTr("Enter result…")
                enabled: root.brief !== null && root.brief.result.length === 0
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Type in what each side lost: Herald works out victory points, winner and level, rolls survival and settles the characters' fates, as one command Ctrl+Z takes back")
                onClicked: root.resultRequested(root.brief.number)
            }
            Button {
                objectName: "boardBattleButton"
                text: qsTr("Resolve on the battle board…")
                enabled: root.brief !== null && root.brief.result.length === 0
                ToolTip.visible: hovered
                ToolTip.text: qsTr("When both players agree: fight this battle on the Civil War battle board, or let Herald resolve it there, and take its outcome as the result")
                onClicked: root.boardRequested(root.brief.number)
            }
        }
        Label {
            objectName: "briefResult"
            visible: root.brief !== null && root.brief.result.length > 0
            text: root.brief ? qsTr("Result: %1").arg(root.brief.result) : ""
            color: Theme.success
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        // §6.9, I-37: a battle won at a magic portal; the winner may jump at once.
        Frame {
            objectName: "portalBox"
            visible: root.brief !== null && root.brief.portalArmies.length > 0
            Layout.fillWidth: true
            RowLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: Theme.spacing
                Label {
                    text: qsTr("Magic portal (§6.9): the winner may go at once to an area without town, city or army")
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                ComboBox {
                    id: portalArmy
                    objectName: "portalArmy"
                    model: root.brief ? root.brief.portalArmies : []
                    Layout.preferredWidth: 200
                }
                TextField {
                    id: portalArea
                    objectName: "portalArea"
                    placeholderText: qsTr("Area (XXYY)")
                    Layout.preferredWidth: 110
                }
                Button {
                    objectName: "portalButton"
                    text: qsTr("Go through")
                    enabled: portalArea.text.length > 0
                    onClicked: root.portalRequested(root.brief.number, portalArmy.currentText, portalArea.text)
                }
            }
        }
        // How the result was worked out: rule, roll and numbers, line by line.
        Repeater {
            model: root.brief ? root.brief.resultLines : []
            delegate: Label {
                required property string modelData
                text: "• " + modelData
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacingLarge
            }
        }

        GroupBox {
            title: qsTr("Setting up (§5.10)")
            Layout.fillWidth: true
            GridLayout {
                anchors.fill: parent
                columns: 2
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacingSmall
                Label { text: qsTr("Where"); color: Theme.hintText }
                Label {
                    //: %1 area, %2 its terrain, %3 where in the area
                    text: root.brief ? qsTr("%1 (%2), at the %3").arg(root.brief.area).arg(root.brief.terrain).arg(root.brief.location) : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Army size"); color: Theme.hintText }
                Label {
                    text: root.brief ? qsTr("%L1 points a side, characters and magic items included").arg(root.brief.pointsPerSide) : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Terrain cards"); color: Theme.hintText }
                Label {
                    objectName: "terrainCards"
                    //: %1 cards drawn, %2 cards kept, %3 why
                    text: root.brief ? qsTr("Each side draws %1 and keeps %2 (%3)").arg(root.brief.terrainDrawn).arg(root.brief.terrainKept).arg(root.brief.terrainReason) : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Table centre"); color: Theme.hintText }
                Label {
                    text: root.brief ? qsTr("%1 (I-36)").arg(root.brief.objective) : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: root.brief !== null && root.brief.fortifications.length > 0
                    text: qsTr("Fortifications")
                    color: Theme.hintText
                }
                Label {
                    visible: root.brief !== null && root.brief.fortifications.length > 0
                    text: root.brief ? root.brief.fortifications : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Event card"); color: Theme.hintText }
                Label {
                    objectName: "eventCard"
                    text: root.brief === null ? ""
                          : root.brief.prepared ? root.brief.eventCard
                          : qsTr("Not drawn yet: Prepare table turns one over")
                    color: root.brief !== null && root.brief.prepared ? Theme.text : Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label { text: qsTr("First terrain"); color: Theme.hintText }
                Label {
                    objectName: "firstPlacer"
                    text: root.brief === null ? ""
                          : root.brief.prepared ? root.brief.firstPlacer
                          : qsTr("A side chosen at random: Prepare table rolls for it")
                    color: root.brief !== null && root.brief.prepared ? Theme.text : Theme.hintText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: root.brief !== null && root.brief.poiDrawn
                    text: qsTr("POI card")
                    color: Theme.hintText
                }
                RowLayout {
                    visible: root.brief !== null && root.brief.poiDrawn
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    Label {
                        objectName: "poiCard"
                        text: root.brief === null ? ""
                              : root.brief.poiCard.length > 0 ? root.brief.poiCard
                              : qsTr("Face down until both armies are deployed")
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "revealPoiButton"
                        text: qsTr("Turn over")
                        visible: root.brief !== null && root.brief.poiCard.length === 0
                        onClicked: root.revealRequested(root.brief.number)
                    }
                }
                Label { text: qsTr("Length"); color: Theme.hintText }
                Label {
                    text: root.brief ? root.brief.ending : ""
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: root.brief !== null && root.brief.bought.length > 0
                    //: the brief's row for battle honours and scenarios bought with experience (§2.15)
                    text: qsTr("Bought with XP")
                    color: Theme.hintText
                    Layout.alignment: Qt.AlignTop
                }
                ColumnLayout {
                    visible: root.brief !== null && root.brief.bought.length > 0
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true
                    Repeater {
                        model: root.brief ? root.brief.bought : []
                        delegate: Label {
                            required property string modelData
                            objectName: "boughtLine"
                            text: modelData
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }

        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true
            Repeater {
                model: root.brief ? root.brief.sides : []
                delegate: SideBrief {
                    onListCheckRequested: nation => root.listCheckRequested(root.brief.number, nation)
                    onExperienceRequested: nation => root.experienceRequested(nation)
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 1
                }
            }
        }
    }
}
