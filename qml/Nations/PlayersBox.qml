import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// The campaign's players; one who runs no nation may be removed.
GroupBox {
    id: root

    required property var players
    required property StatusMessage outcome

    title: qsTr("Players")
    NationForm {
        id: form
        campaign: CampaignController
        onDone: summary => root.outcome.show(summary, false)
        onError: message => root.outcome.show(message, true)
    }
    RowLayout {
        anchors.fill: parent
        ComboBox {
            id: playerBox
            Layout.fillWidth: true
            model: root.players
            displayText: count === 0 ? qsTr("No players yet") : currentText
        }
        Button {
            text: qsTr("Remove player")
            enabled: playerBox.count > 0
            onClicked: form.removePlayer(playerBox.currentText)
        }
    }
}
