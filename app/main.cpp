// herald: the referee's desk. Builds the shell, loads the QML, and on request takes screenshots
// of every page (--screenshots DIR) or leaves after the first frame (--exit-after-first-frame)
// or once the whole interface is up (--exit-when-ready), for the cold-start benchmark.
#include "app/gui/appsettings.h"
#include "app/gui/language.h"
#include "app/gui/shell.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace {

/// Shows each page of the rail in turn and saves it as NN-page.png.
void takeScreenshots(QQuickWindow *window, const QString &folder)
{
    QDir().mkpath(folder);
    auto *timer = new QTimer(window);
    auto page = std::make_shared<int>(-1);
    QObject::connect(timer, &QTimer::timeout, window, [=] {
        if (!window->property("ready").toBool())
            return; // the shell is still being built
        const int count = window->property("pageCount").toInt();
        if (*page >= 0) {
            const QString name = window->property("currentPageName").toString();
            // Views that draw in steps (the map's tiles) finish first: frames are taken until
            // one equals the last.
            QImage shot = window->grabWindow();
            for (int frame = 0; frame < 100; ++frame) {
                QCoreApplication::processEvents();
                QImage next = window->grabWindow();
                if (next == shot)
                    break;
                shot = std::move(next);
            }
            shot.save(QDir(folder).filePath(
                QStringLiteral("%1-%2.png").arg(*page, 2, 10, QLatin1Char('0')).arg(name)));
        }
        if (++*page >= count) {
            QApplication::quit();
            return;
        }
        window->setProperty("currentPage", *page);
    });
    timer->start(400);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Herald"));
    QApplication::setOrganizationName(QStringLiteral("Herald"));
    QApplication::setApplicationVersion(QStringLiteral(HERALD_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    herald::gui::installLanguage(herald::gui::AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "A referee's desk for tabletop wargame campaigns."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("campaign"),
                                 QApplication::translate("main", "The campaign file to open."));
    const QCommandLineOption demo(
        QStringLiteral("demo"), QApplication::translate("main", "Open the bundled demo campaign."));
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QApplication::translate("main", "Save a picture of every page into <folder>, then quit."),
        QStringLiteral("folder"));
    const QCommandLineOption firstFrame(
        QStringLiteral("exit-after-first-frame"),
        QApplication::translate("main", "Quit as soon as the first frame is shown (for timing)."));
    const QCommandLineOption whenReady(
        QStringLiteral("exit-when-ready"),
        QApplication::translate("main",
                                "Quit once the whole interface is built and shown (for timing)."));
    parser.addOptions({demo, screenshots, firstFrame, whenReady});
    parser.process(app);

    herald::gui::Shell shell;
    QStringList initial = parser.positionalArguments();
    if (parser.isSet(demo))
        initial.prepend(QStringLiteral("--demo"));
    shell.openInitialCampaign(initial);

    QQmlApplicationEngine engine;
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Herald/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    // Timing runs say "frame" on standard output the moment the frame is out, so the caller
    // measures what a person sees, not how long the process takes to shut down.
    if (window && parser.isSet(firstFrame))
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [] {
                std::puts("frame");
                std::fflush(stdout);
                QCoreApplication::quit();
            },
            Qt::QueuedConnection);
    if (window && parser.isSet(whenReady))
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [window] {
                if (window->property("ready").toBool()) {
                    std::puts("frame");
                    std::fflush(stdout);
                    QCoreApplication::quit();
                }
            },
            Qt::QueuedConnection);
    if (window && parser.isSet(screenshots))
        takeScreenshots(window, parser.value(screenshots));
    return QApplication::exec();
}
