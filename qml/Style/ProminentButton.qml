import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// The button a form stands on (Material's highlighted button), readable in both palettes and
// with either renderer. Material's dark accent (Indigo 200) under the white label reads at a
// contrast of 2.2, so the button takes Theme.prominentButton. And Material draws a button's
// body through its shadow (ElevationEffect, a ShaderEffect), which the software renderer does
// not draw (Qt's "Qt Quick Software Adaptation": no ShaderEffect): the white label was left
// on the window. There the body is drawn without the shadow.
Button {
    id: root

    highlighted: true
    Material.accent: Theme.prominentButton

    Binding {
        target: root.background.layer
        property: "enabled"
        value: false
        when: root.GraphicsInfo.api === GraphicsInfo.Software
    }
}
