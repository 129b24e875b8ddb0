// Every file dialog of Herald, driven like a person (issue 15): the Herald window off screen
// on a campaign in a temporary folder; each menu item or button that asks for a file opens
// Qt Widgets' QFileDialog, a name is typed (mostly without its suffix) and accepted, and the
// file is then there. Qt 6.4's QML FileDialog crashed here without a platform theme, and
// ignored a typed name in save mode.
#include "app/gui/campaigncontroller.h"
#include "app/gui/filechooser.h"
#include "app/gui/shell.h"
#include "qmlwarnings.h"
#include "screenshots.h"
#include "testhome.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using herald::gui::CampaignController;
using herald::gui::FileChooser;

class TestFileDialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void suffixOfTheChosenFilter_data();
    void suffixOfTheChosenFilter();
    void newCampaignRefusesABlankName();
    void newCampaign();
    void openCampaign();
    void saveACopy();
    void replacingAFileIsAsked();
    void exportJsonAndCsv();
    void importJson();
    void failedOpenKeepsTheCampaign();
    void mapDialogs();
    void monthPrintMenu();
    void decksDialogs();
    void nothingOfOneCampaignShowsInTheNext();
    void diplomacyReport();
    void variantEditorDialogs();
    void chooseAFolder();
    void closeAndQuitRememberTheWindow();
    void refusalBeforeTheWindowShowsOnceUp();

private:
    /// Loads Herald's window in a new engine whose QML warnings fail the test.
    void loadWindow();
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }
    QObject *child(const QString &objectName);
    void showPage(const QString &key);
    /// Emits `signal` of the object named `objectName`: a click or a menu item's trigger.
    void press(const QString &objectName, const char *signal);
    /// The file dialog now on screen, or null after five seconds without one.
    static QFileDialog *waitForDialog();
    /// In the dialog on screen: goes to the temporary folder, types `name`, presses the
    /// dialog's Save/Open button.
    void typeAndAccept(const QString &name, const QString &expectedTitle = {});
    [[nodiscard]] CampaignController &campaign() { return m_shell->campaign(); }

    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
};

void TestFileDialogs::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("HeraldFileDialogTests"));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    m_shell = std::make_unique<herald::gui::Shell>();
    QVERIFY(campaign().newCampaign(QUrl::fromLocalFile(path(QStringLiteral("first.herald"))),
                                   QStringLiteral("First")));
    loadWindow();
    QVERIFY(m_window);
    m_window->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->property("ready").toBool(), 10000);
}

void TestFileDialogs::cleanupTestCase()
{
    m_engine.reset();
    m_shell.reset();
}

void TestFileDialogs::loadWindow()
{
    m_window = nullptr;
    m_engine = std::make_unique<QQmlApplicationEngine>();
    herald::test::failOnQmlWarnings(m_engine.get());
    m_engine->load(QUrl(QStringLiteral("qrc:/Herald/Main.qml")));
    if (!m_engine->rootObjects().isEmpty())
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().first());
}

QObject *TestFileDialogs::child(const QString &objectName)
{
    for (QObject *root : m_engine->rootObjects()) {
        if (QObject *found = root->findChild<QObject *>(objectName))
            return found;
    }
    return nullptr;
}

void TestFileDialogs::showPage(const QString &key)
{
    const int count = m_window->property("pageCount").toInt();
    for (int page = 0; page < count; ++page) {
        m_window->setProperty("currentPage", page);
        if (m_window->property("currentPageName").toString() == key)
            return;
    }
    QFAIL(qPrintable(QStringLiteral("no page %1").arg(key)));
}

void TestFileDialogs::press(const QString &objectName, const char *signal)
{
    QObject *object = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((object = child(objectName)) != nullptr, 5000);
    QVERIFY2(QMetaObject::invokeMethod(object, signal), qPrintable(objectName));
}

QFileDialog *TestFileDialogs::waitForDialog()
{
    QDeadlineTimer deadline(5000);
    while (!deadline.hasExpired()) {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible())
                return dialog;
        }
        QTest::qWait(20);
    }
    return nullptr;
}

void TestFileDialogs::typeAndAccept(const QString &name, const QString &expectedTitle)
{
    QFileDialog *dialog = waitForDialog();
    QVERIFY2(dialog, "no file dialog came up");
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QVERIFY(dialog->testOption(QFileDialog::DontUseNativeDialog));
    if (!expectedTitle.isEmpty())
        QCOMPARE(dialog->windowTitle(), expectedTitle);
    dialog->setDirectory(m_dir.path());
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(edit);
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QVERIFY(buttons);
    QPushButton *accept =
        buttons->button(dialog->acceptMode() == QFileDialog::AcceptSave ? QDialogButtonBox::Save
                                                                        : QDialogButtonBox::Open);
    QVERIFY(accept);
    // The dialog reads the folder in a thread and judges the typed name against it: typed
    // again, as a person who types faster than the folder is read would.
    // The list of names completing the typed one would take the keys, as it does when a
    // person types the start of an existing name; a person dismisses it, the test does without.
    edit->setCompleter(nullptr);
    // With the focus elsewhere the dialog writes the file picked in its list into the field.
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    edit->setFocus();
    QDeadlineTimer deadline(5000);
    do {
        edit->clear();
        QTest::keyClicks(edit, name);
        QTest::qWait(50);
    } while (!accept->isEnabled() && !deadline.hasExpired());
    QCOMPARE(edit->text(), name);
    QVERIFY(accept->isEnabled());
    QTest::mouseClick(accept, Qt::LeftButton);
    QTRY_VERIFY(!dialog || !dialog->isVisible());
}

void TestFileDialogs::suffixOfTheChosenFilter_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("fallback");
    QTest::addColumn<QString>("result");
    QTest::newRow("a bare name takes the filter's suffix") << "/d/report"
                                                           << "PDF (*.pdf)"
                                                           << ""
                                                           << "/d/report.pdf";
    QTest::newRow("the chosen one of two filters: CSV") << "/d/rows"
                                                        << "Rows (*.csv)"
                                                        << "json"
                                                        << "/d/rows.csv";
    QTest::newRow("a name with a suffix is kept") << "/d/report.PDF"
                                                  << "PDF (*.pdf)"
                                                  << ""
                                                  << "/d/report.PDF";
    QTest::newRow("a filter without a suffix: the default") << "/d/game"
                                                            << "All files (*)"
                                                            << "herald"
                                                            << "/d/game.herald";
    QTest::newRow("no suffix known: as typed") << "/d/notes"
                                               << ""
                                               << ""
                                               << "/d/notes";
    QTest::newRow("a dot in the folder is no suffix") << "/d.v2/spring"
                                                      << "PDF (*.pdf)"
                                                      << ""
                                                      << "/d.v2/spring.pdf";
}

void TestFileDialogs::suffixOfTheChosenFilter()
{
    QFETCH(QString, typed);
    QFETCH(QString, filter);
    QFETCH(QString, fallback);
    QFETCH(QString, result);
    QCOMPARE(FileChooser::withSuffix(typed, filter, fallback), result);
}

void TestFileDialogs::newCampaignRefusesABlankName()
{
    press(QStringLiteral("newAction"), "trigger");
    QObject *field = nullptr;
    QTRY_VERIFY((field = child(QStringLiteral("campaignNameField"))) != nullptr);
    QObject *dialog = child(QStringLiteral("newCampaignDialog"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    field->setProperty("text", QStringLiteral("   "));
    QObject *problem = child(QStringLiteral("campaignNameProblem"));
    QVERIFY(problem->property("visible").toBool());
    QVERIFY(problem->property("text").toString().contains(QStringLiteral("name")));
    // The controller refuses it too, with the same sentence, and First stays open.
    QVERIFY(!campaign().newCampaign(QUrl::fromLocalFile(path(QStringLiteral("blank.herald"))),
                                    QStringLiteral(" ")));
    QCOMPARE(campaign().fileRefusal(), problem->property("text").toString());
    QVERIFY(!QFile::exists(path(QStringLiteral("blank.herald"))));
    QCOMPARE(campaign().name(), QStringLiteral("First"));
    campaign().dismissFileRefusal();
    QMetaObject::invokeMethod(dialog, "reject");
    QTRY_VERIFY(!dialog->property("visible").toBool());
}

void TestFileDialogs::newCampaign()
{
    press(QStringLiteral("newAction"), "trigger");
    QObject *field = nullptr;
    QTRY_VERIFY((field = child(QStringLiteral("campaignNameField"))) != nullptr);
    QObject *dialog = child(QStringLiteral("newCampaignDialog"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    field->setProperty("text", QStringLiteral("Second"));
    QVERIFY(!child(QStringLiteral("campaignNameProblem"))->property("visible").toBool());
    QMetaObject::invokeMethod(dialog, "accept");
    typeAndAccept(QStringLiteral("second"), QStringLiteral("Save the new campaign “Second” as"));
    QTRY_COMPARE(campaign().name(), QStringLiteral("Second"));
    QVERIFY(QFile::exists(path(QStringLiteral("second.herald"))));
    QCOMPARE(campaign().path(), path(QStringLiteral("second.herald")));
    QCOMPARE(campaign().recentFiles().value(0), path(QStringLiteral("second.herald")));
}

void TestFileDialogs::openCampaign()
{
    press(QStringLiteral("openAction"), "trigger");
    typeAndAccept(QStringLiteral("first.herald"), QStringLiteral("Open a campaign"));
    QTRY_COMPARE(campaign().name(), QStringLiteral("First"));
}

void TestFileDialogs::saveACopy()
{
    press(QStringLiteral("saveCopyAction"), "trigger");
    typeAndAccept(QStringLiteral("copy"), QStringLiteral("Save a copy of the campaign “First”"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("copy.herald"))));
    QCOMPARE(campaign().path(), path(QStringLiteral("first.herald"))); // still the one open
    herald::app::CampaignService other;
    QVERIFY(other.open(path(QStringLiteral("copy.herald"))).ok());
    QCOMPARE(other.info().name, QStringLiteral("First"));
}

void TestFileDialogs::replacingAFileIsAsked()
{
    const auto question = [] {
        QMessageBox *found = nullptr;
        QDeadlineTimer deadline(5000);
        while (!found && !deadline.hasExpired()) {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible())
                    found = box;
            }
            QTest::qWait(20);
        }
        return found;
    };
    QFile::remove(path(QStringLiteral("copy.herald")));
    QFile marker(path(QStringLiteral("copy.herald")));
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.write("not replaced");
    marker.close();

    // Typed without its suffix: the question still comes, about copy.herald.
    press(QStringLiteral("saveCopyAction"), "trigger");
    typeAndAccept(QStringLiteral("copy"));
    QMessageBox *box = question();
    QVERIFY2(box, "no question before replacing copy.herald");
    QVERIFY(box->text().contains(QStringLiteral("copy.herald")));
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    // Back in the dialog: another name.
    typeAndAccept(QStringLiteral("copy2"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("copy2.herald"))));
    QVERIFY(marker.open(QIODevice::ReadOnly));
    QCOMPARE(marker.readAll(), QByteArray("not replaced"));
    marker.close();

    press(QStringLiteral("saveCopyAction"), "trigger");
    typeAndAccept(QStringLiteral("copy.herald"));
    box = question();
    QVERIFY(box);
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("replaceButton")),
                      Qt::LeftButton);
    QTRY_VERIFY(QFileInfo(path(QStringLiteral("copy.herald"))).size() > 1000);
}

void TestFileDialogs::exportJsonAndCsv()
{
    QVERIFY(
        campaign().execute(QStringLiteral("dice.roll"),
                           {{QStringLiteral("expression"), QStringLiteral("2d6")},
                            {QStringLiteral("purpose"), QStringLiteral("a test, with a comma")}}));
    press(QStringLiteral("exportJsonAction"), "trigger");
    typeAndAccept(QStringLiteral("export"), QStringLiteral("Export the campaign “First” as JSON"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("export.json"))));
    QFile json(path(QStringLiteral("export.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(json.readAll()).isObject());

    press(QStringLiteral("exportCsvAction"), "trigger");
    typeAndAccept(QStringLiteral("history"),
                  QStringLiteral("Export the history of “First” as CSV"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("history.csv"))));
    QFile csv(path(QStringLiteral("history.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // so spreadsheets read UTF-8
    const QStringList lines = QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.first(), QStringLiteral("id,date,command,summary,dice,recorded"));
    QVERIFY(lines.size() >= 3);
    QVERIFY(lines.at(lines.size() - 2).contains(QStringLiteral("dice.roll")));
    QCOMPARE(child(QStringLiteral("statusMessage"))->property("text").toString(),
             QStringLiteral("The history was exported to %1.")
                 .arg(QDir::toNativeSeparators(path(QStringLiteral("history.csv")))));
}

void TestFileDialogs::importJson()
{
    press(QStringLiteral("importAction"), "trigger");
    typeAndAccept(QStringLiteral("export.json"), QStringLiteral("Import a campaign from JSON"));
    typeAndAccept(QStringLiteral("imported"), QStringLiteral("Save the imported campaign as"));
    QTRY_COMPARE(campaign().path(), path(QStringLiteral("imported.herald")));
    QCOMPARE(campaign().name(), QStringLiteral("First"));
    QVERIFY(campaign().openPath(path(QStringLiteral("first.herald"))));
}

void TestFileDialogs::failedOpenKeepsTheCampaign()
{
    QFile junk(path(QStringLiteral("junk.herald")));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("this is no campaign");
    junk.close();
    const int session = campaign().session();
    press(QStringLiteral("openAction"), "trigger");
    typeAndAccept(QStringLiteral("junk.herald"));
    QTRY_VERIFY(!campaign().fileRefusal().isEmpty());
    QCOMPARE(campaign().path(), path(QStringLiteral("first.herald")));
    QCOMPARE(campaign().session(), session);
    QVERIFY(!campaign().recentFiles().contains(path(QStringLiteral("junk.herald"))));
    // The refusal shows in the window, and is forgotten once the dialog is closed.
    QObject *loader = child(QStringLiteral("errorDialogLoader"));
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = loader->property("item").value<QObject *>()) != nullptr);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QMetaObject::invokeMethod(dialog, "close");
    QTRY_VERIFY(campaign().fileRefusal().isEmpty());
}

void TestFileDialogs::mapDialogs()
{
    showPage(QStringLiteral("map"));
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QObject *document = nullptr;
    QTRY_VERIFY((document = child(QStringLiteral("mapExportChooser"))) != nullptr);
    // A map to save: the demo's.
    QVERIFY(campaign().execute(QStringLiteral("map.importDemo"), {}));

    press(QStringLiteral("mapExportItem"), "triggered");
    typeAndAccept(QStringLiteral("map"), QStringLiteral("Export the strategic map"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("map.json"))));

    press(QStringLiteral("mapPdfItem"), "triggered");
    typeAndAccept(QStringLiteral("map"), QStringLiteral("Save the map (Referee's map) as PDF"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path(QStringLiteral("map.pdf"))), 15000);

    press(QStringLiteral("mapPngItem"), "triggered");
    typeAndAccept(QStringLiteral("map"),
                  QStringLiteral("Save the map (Referee's map) as a picture"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path(QStringLiteral("map.png"))), 15000);

    const int history = campaign().historyCount();
    press(QStringLiteral("mapImportItem"), "triggered");
    typeAndAccept(QStringLiteral("map.json"), QStringLiteral("Import a strategic map"));
    QTRY_VERIFY(campaign().historyCount() > history);

    const int before = campaign().historyCount();
    press(QStringLiteral("mapBackgroundItem"), "triggered");
    typeAndAccept(QStringLiteral("map.png"), QStringLiteral("Choose a scanned map"));
    QTRY_VERIFY(campaign().historyCount() > before);
}

/// Issue 17: the Campaign page's Print… menu asks for the nation and the paper, then for the
/// file, writes a nation's order sheet there and says where (the demo map's nations, from
/// mapDialogs()).
void TestFileDialogs::monthPrintMenu()
{
    showPage(QStringLiteral("campaign"));
    QObject *button = nullptr;
    QTRY_VERIFY((button = child(QStringLiteral("monthPrintButton"))) != nullptr &&
                button->property("enabled").toBool());
    press(QStringLiteral("monthPrintButton"), "clicked");
    press(QStringLiteral("orderSheetItem"), "triggered");
    QObject *dialog = child(QStringLiteral("monthPrintDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QObject *nation = child(QStringLiteral("monthPrintNation"));
    QVERIFY(nation);
    QTRY_COMPARE(nation->property("currentText").toString(), QStringLiteral("Kingdom of Veyra"));
    if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty())
        m_window->grabWindow().save(folder + QStringLiteral("/campaign-month-print-dialog.png"));
    press(QStringLiteral("monthPrintChooseFile"), "clicked");
    typeAndAccept(QStringLiteral("orders"), QStringLiteral("Print a blank order sheet"));
    const QString pdf = path(QStringLiteral("orders.pdf"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pdf), 15000);
    QObject *result = child(QStringLiteral("monthPrintResult"));
    QVERIFY(result);
    QTRY_VERIFY2(result->property("text").toString().contains(QDir::toNativeSeparators(pdf)),
                 qPrintable(result->property("text").toString()));
    QTRY_VERIFY(!dialog->property("visible").toBool());
    if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty())
        m_window->grabWindow().save(folder + QStringLiteral("/campaign-month-print-done.png"));
}

void TestFileDialogs::decksDialogs()
{
    showPage(QStringLiteral("decks"));
    press(QStringLiteral("decksExportAllItem"), "triggered");
    typeAndAccept(QStringLiteral("decks"), QStringLiteral("Export every deck and table"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("decks.json"))));

    press(QStringLiteral("decksImportItem"), "triggered");
    typeAndAccept(QStringLiteral("decks.json"), QStringLiteral("Import tables and decks"));
    QTRY_VERIFY(!child(QStringLiteral("decksImportChooser"))->property("visible").toBool());
}

void TestFileDialogs::nothingOfOneCampaignShowsInTheNext()
{
    showPage(QStringLiteral("map"));
    QObject *page = child(QStringLiteral("mapPage"));
    QVERIFY(page);
    QVERIFY(!page->property("message").toString().isEmpty()); // "Map imported…" from above
    QVERIFY(campaign().execute(QStringLiteral("dice.roll"),
                               {{QStringLiteral("expression"), QStringLiteral("d6")}}));
    QObject *status = child(QStringLiteral("statusMessage"));
    QVERIFY(status->property("text").toString() != QStringLiteral("Ready."));

    const QPointer<QObject> before = page;
    QVERIFY(campaign().openPath(path(QStringLiteral("second.herald"))));
    QTRY_VERIFY(before.isNull()); // the page of First is gone...
    QTRY_VERIFY((page = child(QStringLiteral("mapPage"))) != nullptr); // ...Second has its own
    QCOMPARE(page->property("message").toString(), QString());
    QCOMPARE(status->property("text").toString(), QStringLiteral("Ready."));
    QVERIFY(campaign().openPath(path(QStringLiteral("first.herald"))));
}

void TestFileDialogs::diplomacyReport()
{
    showPage(QStringLiteral("toolkit"));
    QObject *name = nullptr;
    QTRY_VERIFY((name = child(QStringLiteral("newGameName"))) != nullptr);
    name->setProperty("text", QStringLiteral("Club game"));
    QMetaObject::invokeMethod(name, "textEdited");
    press(QStringLiteral("newGameButton"), "clicked");
    QObject *publicPdf = nullptr;
    QTRY_VERIFY((publicPdf = child(QStringLiteral("publicPdf"))) != nullptr &&
                publicPdf->property("visible").toBool());
    press(QStringLiteral("publicPdf"), "clicked");
    typeAndAccept(QStringLiteral("spring"),
                  QStringLiteral("Save the public report of Spring 1901 Movement"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path(QStringLiteral("spring.pdf"))), 15000);
}

void TestFileDialogs::variantEditorDialogs()
{
    showPage(QStringLiteral("toolkit"));
    press(QStringLiteral("variantEditorEntry"), "clicked");
    press(QStringLiteral("variantSaveAsButton"), "clicked");
    typeAndAccept(QStringLiteral("mine"));
    QTRY_VERIFY(QFile::exists(path(QStringLiteral("mine.variant"))));

    press(QStringLiteral("variantOpenButton"), "clicked");
    typeAndAccept(QStringLiteral("mine.variant"), QStringLiteral("Open a Diplomacy variant"));
    QTRY_VERIFY(!child(QStringLiteral("variantOpenChooser"))->property("visible").toBool());

    press(QStringLiteral("variantBackgroundButton"), "clicked");
    typeAndAccept(QStringLiteral("map.png"),
                  QStringLiteral("Choose a scanned map to draw the variant on"));
    QTRY_VERIFY(!child(QStringLiteral("variantBackgroundChooser"))->property("visible").toBool());
}

void TestFileDialogs::chooseAFolder()
{
    // No page asks for a folder yet; the chooser can.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("rosters")));
    FileChooser chooser;
    chooser.setMode(FileChooser::ChooseFolder);
    chooser.setTitle(QStringLiteral("Choose where the rosters go"));
    QSignalSpy accepted(&chooser, &FileChooser::accepted);
    chooser.open();
    QVERIFY(chooser.isVisible());
    typeAndAccept(QStringLiteral("rosters"), QStringLiteral("Choose where the rosters go"));
    QTRY_COMPARE(accepted.count(), 1);
    QCOMPARE(chooser.selectedFile().toLocalFile(), path(QStringLiteral("rosters")));
    QVERIFY(!chooser.isVisible());
}

void TestFileDialogs::closeAndQuitRememberTheWindow()
{
    showPage(QStringLiteral("history"));
    press(QStringLiteral("closeAction"), "trigger");
    QTRY_VERIFY(!campaign().isOpen());
    m_window->setPosition(40, 30);
    m_window->resize(1100, 700);
    press(QStringLiteral("quitAction"), "trigger");
    QTRY_VERIFY(!m_window->isVisible());
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("window/page")).toString(), QStringLiteral("history"));
    QCOMPARE(settings.value(QStringLiteral("window/geometry")).toRect().size(), QSize(1100, 700));
}

void TestFileDialogs::refusalBeforeTheWindowShowsOnceUp()
{
    // As `herald missing.herald`: the refusal comes before the window exists.
    const QString missing = path(QStringLiteral("missing.herald"));
    QVERIFY(!campaign().openPath(missing));
    QVERIFY(campaign().fileRefusal().contains(QStringLiteral("missing.herald")));
    loadWindow();
    QVERIFY(m_window);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->property("ready").toBool(), 10000);
    QObject *loader = child(QStringLiteral("errorDialogLoader"));
    QVERIFY(loader);
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = loader->property("item").value<QObject *>()) != nullptr);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QObject *message = dialog->findChild<QObject *>(QStringLiteral("errorMessage"));
    QVERIFY(message);
    QCOMPARE(message->property("text").toString(), campaign().fileRefusal());
}

int main(int argc, char **argv)
{
    // The settings (recent files, window, last folder) and data go to a folder of this run.
    QTemporaryDir home;
    herald::test::useTemporaryHome(home.path());
    QApplication app(argc, argv);
    TestFileDialogs test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_filedialogs.moc"
