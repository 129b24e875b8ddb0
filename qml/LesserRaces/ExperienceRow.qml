import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One line of the experience table (§7.8): a nation's points earned, spent and left.
RowLayout {
    property string nation
    property var earned
    property var spent
    property var balance
    property bool heading: false

    spacing: 16
    Label { text: parent.nation; font.weight: parent.heading ? Font.DemiBold : Font.Normal; Layout.preferredWidth: 200 }
    Label { text: parent.earned; font.weight: parent.heading ? Font.DemiBold : Font.Normal; Layout.preferredWidth: 110 }
    Label { text: parent.spent; font.weight: parent.heading ? Font.DemiBold : Font.Normal; Layout.preferredWidth: 110 }
    Label { text: parent.balance; font.weight: Font.DemiBold; Layout.preferredWidth: 110 }
}
