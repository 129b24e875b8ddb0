import QtQuick
import Herald.Backend

/// A rail page made the first time it is shown, then kept until another campaign is opened.
Loader {
    id: root

    property Component page

    sourceComponent: page
    // StackLayout shows only its current item (StackLayout.isCurrentItem is Qt 6.5): the
    // page is made when first shown and kept after.
    property bool shown: false
    active: shown && !switching
    // Made afresh for another campaign, so nothing of the last one (a message, a selection)
    // shows in it.
    property bool switching: false
    function reload() {
        switching = true
        switching = false
    }
    Connections {
        target: CampaignController
        // After what the page itself queued on the campaign's change has run.
        function onSessionChanged() { Qt.callLater(root.reload) }
    }
    onVisibleChanged: if (visible) shown = true
    Component.onCompleted: shown = visible
}
