pragma Singleton
import QtQuick
import Herald.Backend

// Every colour and spacing Herald's pages use, for the light and the dark palette. Pages
// name a role (Theme.error, Theme.spacing), never a literal colour, so both palettes stay
// readable and a change of look is made here once.
QtObject {
    readonly property bool dark: AppSettings.dark

    // Surfaces
    readonly property color window: dark ? "#303030" : "#fafafa"
    readonly property color placeholderText: dark ? "#e0e0e0" : "#404040"
    /// A text field's hint (placeholderTextColor): fainter than text, still readable (the
    /// Material style's own hint colour has a contrast of 2.6 on the window).
    readonly property color hintText: dark ? "#a0a0a0" : "#707070"
    /// A panel laid over the map (the info line, the legend).
    readonly property color overlay: dark ? "#e0303030" : "#e0ffffff"
    /// A note that asks to be read (a hint, a changed map since the roster was frozen).
    readonly property color noteBackground: dark ? "#4a4530" : "#fffbe6"
    readonly property color noteBorder: dark ? "#8a7f50" : "#d8cfa8"
    /// A page's own tool bar (the Map's): quieter than Material's primary-coloured one.
    readonly property color toolBar: dark ? "#37474f" : "#eceff1"
    readonly property color toolBarText: dark ? "#ffffff" : "#212121"
    /// Text in the palette's own colour, as Material draws a Label (white in the dark, 87 %
    /// black in the light), for a text that is coloured only in some states.
    readonly property color text: dark ? "#ffffff" : "#de000000"
    /// The body of a form's main button (ProminentButton) under its white label.
    readonly property color prominentButton: dark ? "#5c6bc0" : "#3f51b5"

    /// Where something stands now among its neighbours (the calendar's current step).
    readonly property color highlight: dark ? "#9fa8da" : "#3949ab"
    readonly property color highlightText: dark ? "#1a1a1a" : "#ffffff"

    // What a message says
    readonly property color error: dark ? "#ef9a9a" : "#b71c1c"
    readonly property color errorBackground: dark ? "#4a2626" : "#fde7e7"
    readonly property color errorBorder: dark ? "#e57373" : "#c62828"
    readonly property color success: dark ? "#a5d6a7" : "#1b5e20"
    readonly property color successBackground: dark ? "#263a26" : "#e8f4e8"
    readonly property color successBorder: dark ? "#81c784" : "#2e7d32"
    /// A house rule or a value changed from the book's default; a warning short of an error.
    readonly property color warning: dark ? "#ffcc80" : "#8a5a00"

    // Spacing, in pixels
    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingLarge: 16
    readonly property int pageMargin: 16
    readonly property int radius: 4
}
