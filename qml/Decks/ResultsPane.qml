pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Decks

ColumnLayout {
    id: root

    spacing: 8

    Label {
        text: qsTr("Results")
        font.pixelSize: 18
        font.weight: Font.DemiBold
        Layout.fillWidth: true
    }
    ListView {
        id: results
        objectName: "resultsList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 10
        model: ResultsModel {
            campaign: CampaignController
        }
        ScrollBar.vertical: ScrollBar {}
        delegate: Frame {
            id: result

            required property int index
            required property string summary
            required property string explanation

            width: ListView.view.width - 12
            ColumnLayout {
                width: parent.width
                spacing: 4
                Label {
                    text: result.summary
                    font.weight: result.index === 0 ? Font.DemiBold : Font.Normal
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: result.index === 0 ? "latestExplanation" : ""
                    visible: result.index === 0
                    text: result.explanation
                    opacity: 0.75
                    font.pixelSize: 12
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }
        Label {
            anchors.centerIn: parent
            visible: results.count === 0
            text: qsTr("Nothing rolled or drawn yet.")
            opacity: 0.6
        }
    }
}
