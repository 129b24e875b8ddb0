pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Herald.Battles
import Herald.Style

// A nation's one experience purchase before its battle (§2.15, §7.8): what its balance pays
// for; a battle honour is rolled for one of its armies, a scenario for its next battle, a magic
// item drawn from the deck. What was rolled or drawn shows below once bought.
Dialog {
    id: root
    objectName: "experienceDialog"

    required property BattleNightForm form
    property var offer: null
    property string bought: ""

    function start(nation) {
        root.offer = root.form.experienceOffer(nation)
        root.bought = ""
        typedDie.text = ""
        root.open()
    }
    function buy() {
        const key = purchaseBox.currentValue
        if (root.form.spendExperience(root.offer.nation, key, key === "battleHonour" ? armyBox.currentText : "", typedDie.text))
            root.offer = root.form.experienceOffer(root.offer.nation)
    }

    //: %1 nation
    title: root.offer ? qsTr("%1's experience (§2.15)").arg(root.offer.nation) : ""
    modal: true
    // Drawn here: the style's own dialog background is a layer effect that the software scene
    // graph (QT_QUICK_BACKEND=software) leaves transparent.
    background: Rectangle {
        color: Theme.window
        border.color: Theme.hintText
        radius: Theme.radius
    }
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(640, parent.width - 2 * Theme.pageMargin)
    standardButtons: Dialog.Close

    Connections {
        target: root.form
        enabled: root.opened
        function onDone(summary) { root.bought = summary }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            objectName: "experienceBalance"
            text: root.offer === null ? ""
                  : root.offer.alreadyBought.length > 0
                    //: %1 XP left, %2 what was bought ("one battle-honour roll")
                    ? qsTr("%1 XP left. Already bought for the next battle: %2. One purchase per battle.").arg(root.offer.balance).arg(root.offer.alreadyBought)
                    : qsTr("%1 XP to spend, one purchase before the battle.").arg(root.offer.balance)
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        GridLayout {
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacingSmall
            Layout.fillWidth: true
            Label { text: qsTr("Purchase") }
            ComboBox {
                id: purchaseBox
                objectName: "purchaseBox"
                model: root.offer ? root.offer.purchases : []
                textRole: "label"
                valueRole: "key"
                Layout.fillWidth: true
            }
            Label {
                visible: armyBox.visible
                text: qsTr("For the army")
            }
            ComboBox {
                id: armyBox
                objectName: "honourArmyBox"
                visible: purchaseBox.currentValue === "battleHonour"
                model: root.offer ? root.offer.armies : []
                Layout.fillWidth: true
            }
            Label {
                visible: typedDie.visible
                text: qsTr("Die rolled")
            }
            TextField {
                id: typedDie
                objectName: "typedDie"
                visible: purchaseBox.currentValue === "battleHonour" || purchaseBox.currentValue === "randomScenario"
                placeholderText: qsTr("empty: Herald rolls")
                Layout.fillWidth: true
            }
        }
        ProminentButton {
            objectName: "buyButton"
            text: qsTr("Buy")
            enabled: root.offer !== null && root.offer.alreadyBought.length === 0
                     && purchaseBox.currentIndex >= 0 && root.offer.purchases[purchaseBox.currentIndex].affordable
            onClicked: root.buy()
        }
        Label {
            objectName: "experienceBought"
            visible: root.bought.length > 0
            text: root.bought
            color: Theme.success
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
