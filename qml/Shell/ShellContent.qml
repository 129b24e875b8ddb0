import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import "../Components"
import "../Campaign"
import "../History"
import "../Dice"
import Herald.Backend

/// Everything inside Herald's window: menus, the rail and its pages, the status bar. Loaded
/// asynchronously by Main.qml once the window has shown its first frame.
Page {
    id: root

    /// Index of the page shown; the rail and the Ctrl+number shortcuts set it.
    property alias currentPage: rail.currentIndex
    readonly property int pageCount: rail.count
    readonly property string currentPageName: rail.currentKey

    // The same decision as Theme's colours (AppSettings.dark), so both palettes agree.
    Material.theme: AppSettings.dark ? Material.Dark : Material.Light
    // Button labels as written ("2d6", not "2D6").
    font.capitalization: Font.MixedCase
    Material.accent: Material.Indigo
    Material.primary: Material.BlueGrey

    /// Shows the page of a rail key ("map", "history"...).
    function showPage(key: string) { rail.showPage(key) }
    signal quitRequested()

    header: AppMenuBar {
        objectName: "appMenuBar"
        onNewCampaign: root.files().createNew()
        onOpenCampaign: root.files().openExisting()
        onSaveCopy: root.files().saveCopy()
        onExportJson: root.files().exportJson()
        onExportCsv: root.files().exportCsv()
        onImportJson: root.files().importJson()
        onQuit: root.quitRequested()
        onShowPage: key => rail.showPage(key)
    }

    // The File menu's dialogs are made when first needed, so a cold start does not pay for them.
    function files() {
        campaignFiles.active = true
        return campaignFiles.item
    }
    Loader {
        id: campaignFiles
        objectName: "campaignFiles"
        active: false
        source: "CampaignFiles.qml"
    }

    // The dialog's Loader may still be building while this page is (a refusal from the
    // command line comes before): the message waits for it.
    property string waitingError: ""
    function showError(message: string) {
        if (errorDialog.item) {
            (errorDialog.item as ErrorDialog).show(message)
        } else {
            waitingError = message
            errorDialog.active = true
        }
    }

    Connections {
        target: CampaignController
        function onCommandDone(summary) { statusBar.show(summary, false) }
        function onFileWritten(message) { statusBar.show(message, false) }
        function onErrorOccurred(message) {
            statusBar.show(message, true)
            root.showError(message)
        }
        function onSessionChanged() { statusBar.clear() }
    }
    // A file refused before the window was up (the command line, the last campaign).
    Component.onCompleted: if (CampaignController.fileRefusal.length > 0) showError(CampaignController.fileRefusal)

    Shortcut { sequences: ["Ctrl+Z"]; enabled: CampaignController.canUndo; onActivated: CampaignController.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: CampaignController.canRedo; onActivated: CampaignController.redo() }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        NavigationRail {
            id: rail
            Layout.fillHeight: true
            // A refusal belongs to the page it was made on.
            onCurrentIndexChanged: statusBar.clearError()
        }

        StackLayout {
            objectName: "pages"
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: rail.currentIndex

            // Pages are made on their first visit, so a start builds one page, not eleven.
            LazyPage { page: Component { CampaignPage {} } }
            AreaPage {
                key: "map"
                title: qsTr("Map")
                summary: qsTr("The strategic map: areas, terrain, rivers, towns and cities, points of interest and owners, with a map editor and printing.")
            }
            AreaPage {
                key: "nations"
                title: qsTr("Nations & Rosters")
                summary: qsTr("Each nation's tally, its yearly roster of units and characters, magic items, and the printable roster sheet.")
            }
            AreaPage {
                key: "orders"
                title: qsTr("Orders")
                summary: qsTr("The month's orders for every army, the terrain delay checks, supply and gaining control of areas.")
            }
            AreaPage {
                key: "battles"
                title: qsTr("Battles")
                summary: qsTr("The battle brief to print for the players, then the result: victory level, survival rolls, losses, retreats and captures.")
            }
            AreaPage {
                key: "expeditions"
                title: qsTr("Expeditions")
                summary: qsTr("Fleets at sea: boats, advantages, the expedition chart each month, pirates and landings.")
            }
            AreaPage {
                key: "lesser-races"
                title: qsTr("Lesser Races")
                summary: qsTr("The affiliation track, pick-up battles, affiliation markers and independent armies.")
            }
            AreaPage {
                key: "decks"
                title: qsTr("Decks & Tables")
                summary: qsTr("The campaign's decks and rollable tables: draw, roll, edit, import and export.")
            }
            LazyPage { page: Component { HistoryPage {} } }
            LazyPage { page: Component { DicePage {} } }
            AreaPage {
                key: "toolkit"
                // The variant editor inside holds unsaved work that belongs to no campaign.
                reloadOnSwitch: false
                title: qsTr("Toolkit")
                summary: qsTr("Game-master desks for the other systems: the hex-and-counter game, the battle board, the Diplomacy adjudicator and the skirmish game.")
            }
            AreaPage {
                key: "settings"
                title: qsTr("Settings")
                summary: qsTr("The referee's options for this campaign (§11.S), each with its default and explanation.")
            }
        }
    }

    footer: StatusBar {
        id: statusBar
        objectName: "statusBar"
    }

    Loader {
        id: errorDialog
        objectName: "errorDialogLoader"
        active: false
        source: "../Components/ErrorDialog.qml"
        onLoaded: if (root.waitingError.length > 0) {
            (item as ErrorDialog).show(root.waitingError)
            root.waitingError = ""
        }
    }
    Connections {
        target: errorDialog.item
        function onClosed() { CampaignController.dismissFileRefusal() }
    }
}
