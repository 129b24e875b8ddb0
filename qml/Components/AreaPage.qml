import QtQuick
import Herald.Backend

/// A rail page provided by a rules area: loads the area's page when this build has it,
/// otherwise says what the page will hold.
Loader {
    id: root

    required property string key
    required property string title
    required property string summary

    // Made on the first visit only (see LazyPage).
    // StackLayout shows only its current item (StackLayout.isCurrentItem is Qt 6.5): the
    // page is made when first shown and kept after.
    property bool shown: false
    active: shown && !switching
    // Made afresh for another campaign, so nothing of the last one (a message, a selection)
    // shows in it; unless the page holds work of its own.
    property bool reloadOnSwitch: true
    property bool switching: false
    function reload() {
        switching = true
        switching = false
    }
    Connections {
        target: CampaignController
        enabled: root.reloadOnSwitch
        // After what the page itself queued on the campaign's change has run.
        function onSessionChanged() { Qt.callLater(root.reload) }
    }
    onVisibleChanged: if (visible) shown = true
    Component.onCompleted: {
        shown = visible
        const url = PageCatalog.pageUrl(root.key)
        if (url.length > 0)
            root.setSource(url)
        else
            root.sourceComponent = upcoming
    }

    Component {
        id: upcoming
        UpcomingPage {
            title: root.title
            summary: root.summary
        }
    }
}
