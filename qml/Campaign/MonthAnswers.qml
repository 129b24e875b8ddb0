import QtQuick
import QtQuick.Layouts
import Herald.Style

// The players' answers the month's steps may ask for besides the step's own form (terrain
// losses at M-2B, answers for the move from M-2A to M-2C, factions at M-3). Each part shows
// only while it has something to ask, so the page stays short the rest of the month.
ColumnLayout {
    spacing: Theme.spacing

    TerrainStrikeBox {
        Layout.fillWidth: true
    }
    MoveAnswersBox {
        Layout.fillWidth: true
    }
    FactionsBox {
        Layout.fillWidth: true
    }
}
