pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style

// Between the reveal of orders (M-2A) and the move (M-2C) a player may answer for his armies
// (move.answer): the one sent back where it started if two of his armies would end the move in
// one area (§4.3; without an answer the last in army order goes back), and an army at a
// population centre that lets a leaving enemy go rather than force a battle (I-43). Hidden
// while no army may answer.
ColumnLayout {
    id: root

    spacing: Theme.spacingSmall
    visible: rows.count > 0

    MonthAnswersForm {
        id: answers
        campaign: CampaignController
        onDone: summary => status.show(summary, false)
        onError: message => status.show(message, true)
    }

    Label {
        text: qsTr("Answers for the move (§4.3, I-43), given before the armies move:")
        font.bold: true
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Repeater {
        model: MoveAnswersModel {
            id: rows
            campaign: CampaignController
        }
        delegate: RowLayout {
            id: row
            required property string armyId
            required property string army
            required property string nation
            required property string order
            required property bool maySendBack
            required property bool mayLetGo
            required property bool sendsBack
            required property bool letsGo

            objectName: "answer_" + army
            spacing: Theme.spacing
            Layout.fillWidth: true
            Label {
                //: %1 army, %2 nation, %3 its order in words
                text: qsTr("%1 (%2): %3").arg(row.army).arg(row.nation).arg(row.order)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            CheckBox {
                objectName: "sendBack"
                visible: row.maySendBack
                text: qsTr("Goes back if it meets another own army")
                // Shown from the campaign, so an undo shows too.
                checkable: false
                checked: row.sendsBack
                onClicked: answers.answer(row.armyId, "sendBack", !row.sendsBack)
            }
            CheckBox {
                objectName: "letGo"
                visible: row.mayLetGo
                text: qsTr("Lets a leaving enemy go")
                checkable: false
                checked: row.letsGo
                onClicked: answers.answer(row.armyId, "letGo", !row.letsGo)
            }
        }
    }
    StatusMessage {
        id: status
        Layout.fillWidth: true
    }
}
