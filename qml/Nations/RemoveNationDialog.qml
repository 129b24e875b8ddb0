import QtQuick
import QtQuick.Controls
import Herald.Backend
import Herald.Style
import Herald.Nations

// Asks before the chosen nation goes with its rosters and characters (undo brings them back).
Dialog {
    id: root

    required property NationDelegate nation
    required property StatusMessage outcome

    objectName: "removeDialog"
    title: qsTr("Remove %1?").arg(root.nation ? root.nation.name : "")
    modal: true
    standardButtons: Dialog.Yes | Dialog.Cancel
    onAccepted: form.removeNation()

    NationEditForm {
        id: form
        campaign: CampaignController
        nationId: root.nation ? root.nation.nationId : 0
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    Label { text: qsTr("Its rosters and characters go with it. Undo brings them back.") }
}
