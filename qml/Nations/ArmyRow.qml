import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Backend
import Herald.Style
import Herald.Nations

// One army on the map: who leads it and where it stands; renaming it, taking it off the map.
RowLayout {
    id: root

    required property int armyId
    required property string name
    required property string general
    required property string area
    required property string location
    required property ArmyForm form

    width: ListView.view ? ListView.view.width : implicitWidth
    spacing: Theme.spacing
    Label {
        Layout.fillWidth: true
        text: Sentence.fill(qsTr("%1 — led by %2, at %3 (%4)", "army name, general, area, location"),
                            [root.name, root.general, root.area, root.location])
        elide: Text.ElideRight
    }
    TextField {
        id: newName
        objectName: "armyNewName"
        Layout.preferredWidth: 120
        placeholderText: qsTr("New name")
    }
    Button {
        objectName: "renameArmyButton"
        text: qsTr("Rename")
        enabled: newName.text.trim() !== ""
        onClicked: root.form.rename(root.armyId, newName.text)
    }
    Button {
        objectName: "removeArmyButton"
        text: qsTr("Remove", "take an army off the map")
        flat: true
        onClicked: root.form.remove(root.armyId)
    }
}
