import QtQuick
import QtQuick.Controls
import Herald.Backend

// The StandardKey lines carry "qmllint disable unqualified": Qt 6.4's qmllint does not see
// QtQuick's StandardKey (a value type's enumeration), which the engine finds.
MenuBar {
    id: root

    signal newCampaign()
    signal openCampaign()
    signal saveCopy()
    signal exportJson()
    signal exportCsv()
    signal importJson()
    signal quit()
    signal showPage(string key)

    Menu {
        title: qsTr("&File")
        Action { objectName: "newAction"; text: qsTr("&New Campaign…"); shortcut: StandardKey.New; onTriggered: root.newCampaign() } // qmllint disable unqualified
        Action { objectName: "openAction"; text: qsTr("&Open Campaign…"); shortcut: StandardKey.Open; onTriggered: root.openCampaign() } // qmllint disable unqualified
        Menu {
            id: recentMenu
            title: qsTr("Open &Recent")
            enabled: CampaignController.recentFiles.length > 0
            Instantiator {
                model: CampaignController.recentFiles
                delegate: MenuItem {
                    required property string modelData
                    text: modelData
                    onTriggered: CampaignController.openPath(modelData)
                }
                onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => recentMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        Action {
            objectName: "saveCopyAction"
            text: qsTr("Save a &Copy As…")
            shortcut: StandardKey.SaveAs // qmllint disable unqualified
            enabled: CampaignController.isOpen
            onTriggered: root.saveCopy()
        }
        Menu {
            title: qsTr("&Export")
            enabled: CampaignController.isOpen
            Action { objectName: "exportJsonAction"; text: qsTr("Campaign as &JSON…"); onTriggered: root.exportJson() }
            Action { objectName: "exportCsvAction"; text: qsTr("History as &CSV…"); onTriggered: root.exportCsv() }
        }
        Action { objectName: "importAction"; text: qsTr("&Import from JSON…"); onTriggered: root.importJson() }
        MenuSeparator {}
        Action {
            objectName: "closeAction"
            text: qsTr("&Close Campaign")
            shortcut: StandardKey.Close // qmllint disable unqualified
            enabled: CampaignController.isOpen
            onTriggered: CampaignController.closeCampaign()
        }
        Action { objectName: "quitAction"; text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: root.quit() } // qmllint disable unqualified
    }
    Menu {
        title: qsTr("&Edit")
        Action {
            text: CampaignController.canUndo ? qsTr("&Undo %1").arg(CampaignController.undoText) : qsTr("&Undo")
            enabled: CampaignController.canUndo
            onTriggered: CampaignController.undo()
        }
        Action {
            text: CampaignController.canRedo ? qsTr("&Redo %1").arg(CampaignController.redoText) : qsTr("&Redo")
            enabled: CampaignController.canRedo
            onTriggered: CampaignController.redo()
        }
        MenuSeparator {}
        Action { text: qsTr("&History"); onTriggered: root.showPage("history") }
    }
    Menu {
        title: qsTr("&View")
        Menu {
            title: qsTr("&Theme")
            ActionGroup { id: themes }
            Action { text: qsTr("Follow the &system"); checkable: true; ActionGroup.group: themes; checked: AppSettings.theme === "system"; onTriggered: AppSettings.theme = "system" }
            Action { text: qsTr("&Light"); checkable: true; ActionGroup.group: themes; checked: AppSettings.theme === "light"; onTriggered: AppSettings.theme = "light" }
            Action { text: qsTr("&Dark"); checkable: true; ActionGroup.group: themes; checked: AppSettings.theme === "dark"; onTriggered: AppSettings.theme = "dark" }
        }
        Menu {
            objectName: "languageMenu"
            title: qsTr("&Language")
            ActionGroup { id: languages }
            Action { objectName: "languageAction_system"; text: qsTr("Follow the &system"); checkable: true; ActionGroup.group: languages; checked: AppSettings.language === "system"; onTriggered: AppSettings.language = "system" }
            //: the language's own name, as its speakers write it
            Action { objectName: "languageAction_en"; text: qsTr("English"); checkable: true; ActionGroup.group: languages; checked: AppSettings.language === "en"; onTriggered: AppSettings.language = "en" }
            //: the language's own name, as its speakers write it
            Action { objectName: "languageAction_de"; text: qsTr("Deutsch"); checkable: true; ActionGroup.group: languages; checked: AppSettings.language === "de"; onTriggered: AppSettings.language = "de" }
            //: the language's own name, as its speakers write it
            Action { objectName: "languageAction_fr"; text: qsTr("Français"); checkable: true; ActionGroup.group: languages; checked: AppSettings.language === "fr"; onTriggered: AppSettings.language = "fr" }
        }
        Action { text: qsTr("&Dice"); onTriggered: root.showPage("dice") }
    }
}
