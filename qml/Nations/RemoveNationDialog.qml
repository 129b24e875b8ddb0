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
    // A fixed width: Qt 6.4's Dialog takes its implicit width from its title and buttons, which
    // loops when a language switch retranslates both at once.
    width: 460
    standardButtons: Dialog.Yes | Dialog.Cancel
    onAccepted: form.removeNation()

    NationEditForm {
        id: form
        campaign: CampaignController
        nationId: root.nation ? root.nation.nationId : 0
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    Label {
        width: root.availableWidth
        wrapMode: Text.Wrap
        text: qsTr("Its rosters and characters go with it. Undo brings them back.")
    }
}
