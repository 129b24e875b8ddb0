import QtQuick

/// A rail page made the first time it is shown, then kept.
Loader {
    id: root

    property Component page

    sourceComponent: page
    // StackLayout shows only its current item (StackLayout.isCurrentItem is Qt 6.5): the
    // page is made when first shown and kept after.
    property bool shown: false
    active: shown
    onVisibleChanged: if (visible) shown = true
    Component.onCompleted: shown = visible
}
