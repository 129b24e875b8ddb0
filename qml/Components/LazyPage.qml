import QtQuick
import Herald.Backend

/// A rail page made the first time it is shown, then kept until another campaign is opened
/// (unless it holds work of its own) or, when it is next shown, another language is chosen.
Loader {
    id: root

    property Component page
    /// False for a page holding work that belongs to no campaign (the variant editor): it is
    /// kept across a campaign switch and a change of language.
    property bool reloadOnSwitch: true

    sourceComponent: page
    // StackLayout shows only its current item (StackLayout.isCurrentItem is Qt 6.5): the
    // page is made when first shown and kept after.
    property bool shown: false
    active: shown && !switching
    // Made afresh for another campaign, so nothing of the last one (a message, a selection)
    // shows in it.
    property bool switching: false
    /// Another language was chosen while the page was hidden: made afresh when next shown.
    property bool stale: false
    function reload() {
        stale = false
        switching = true
        switching = false
    }
    Connections {
        target: CampaignController
        enabled: root.reloadOnSwitch
        // After what the page itself queued on the campaign's change has run. (Qt 6.4's qmllint
        // takes Qt.callLater for a property.)
        function onSessionChanged() { Qt.callLater(root.reload) } // qmllint disable type
    }
    // What the page's C++ wrote stays in the old language until the page is made afresh.
    Connections {
        target: AppSettings
        enabled: root.reloadOnSwitch
        function onLanguageChanged() {
            if (root.visible)
                root.reload()
            else
                root.stale = root.shown
        }
    }
    onVisibleChanged: if (visible) {
        shown = true
        if (stale)
            reload()
    }
    Component.onCompleted: shown = visible
}
