pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.LesserRaces
import Herald.Style

// Independent lesser-race armies (§7.7.6, I-75, I-76): each Independent race's army to place or
// where it stands, who orders it, its move of the turn, and at M-3 the answer of each army that
// meets one: a battle, or forcing it one area back.
GroupBox {
    id: root

    required property LesserRacesForm form

    title: qsTr("Independent armies (§7.7.6)")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            visible: root.form.independents.length === 0
            text: qsTr("No race is Independent. A race that wins a pick-up battle in box 3 leaves the track and its commander places its army on the map.")
            color: Theme.hintText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.form.independents
            delegate: RowLayout {
                id: entry
                required property var modelData
                objectName: "independent_" + modelData.race
                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    text: entry.modelData.placed
                          //: %1 race, %2 area, %3 who orders it, %4 turns held
                          ? qsTr("<b>%1</b> stand in %2, ordered by %3; held %4 turn(s)")
                                .arg(entry.modelData.race).arg(entry.modelData.area)
                                .arg(entry.modelData.controller).arg(entry.modelData.held)
                          //: %1 race
                          : qsTr("<b>%1</b> are Independent: their army waits to be placed, at least one area away from any town or city")
                                .arg(entry.modelData.race)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                TextField {
                    id: areaField
                    objectName: "independentArea_" + entry.modelData.race
                    placeholderText: qsTr("Area (XXYY)")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{4}/ }
                    Layout.preferredWidth: 110
                    Keys.onReturnPressed: action.clicked()
                }
                Button {
                    id: action
                    objectName: "independentAction_" + entry.modelData.race
                    text: entry.modelData.placed ? qsTr("Move there") : qsTr("Place")
                    ToolTip.visible: hovered
                    ToolTip.text: entry.modelData.placed
                                  ? qsTr("The controller's move of the turn, one area, from M-1 to M-2C")
                                  : qsTr("The commander who led the race to independence places it")
                    enabled: areaField.acceptableInput
                    onClicked: entry.modelData.placed
                               ? root.form.moveArmy(entry.modelData.race, areaField.text)
                               : root.form.placeArmy(entry.modelData.race, areaField.text)
                }
            }
        }
        Repeater {
            model: root.form.contacts
            delegate: RowLayout {
                id: contact
                required property var modelData
                objectName: "contact_" + modelData.army
                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    //: %1 army, %2 race, %3 area
                    text: qsTr("<b>%1</b> meets the %2 army in %3: its player chooses")
                              .arg(contact.modelData.army).arg(contact.modelData.race)
                              .arg(contact.modelData.area)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "battle_" + contact.modelData.army
                    text: qsTr("Battle")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("A campaign battle at the table; it joins this month's battles")
                    onClicked: root.form.meet(contact.modelData.race, contact.modelData.army,
                                              "battle", "")
                }
                TextField {
                    id: retreatArea
                    placeholderText: qsTr("To (optional)")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{4}/ }
                    Layout.preferredWidth: 110
                }
                Button {
                    objectName: "forceBack_" + contact.modelData.army
                    text: qsTr("Force it back")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("No battle: it steps one area away from the army (I-76); into the sea it is destroyed. Name an area only where several are equally far.")
                    onClicked: root.form.meet(contact.modelData.race, contact.modelData.army,
                                              "retreat", retreatArea.acceptableInput
                                                         ? retreatArea.text : "")
                }
            }
        }
    }
}
