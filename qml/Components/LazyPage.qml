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
    Connections {
        target: CampaignController
        function onSessionChanged() {
            root.switching = true
            root.switching = false
        }
    }
    onVisibleChanged: if (visible) shown = true
    Component.onCompleted: shown = visible
}
