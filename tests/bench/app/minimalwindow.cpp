// The reference for the cold-start benchmark: the smallest Qt Quick window, built in the same
// tree, leaving after its first frame like `herald --exit-after-first-frame`.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include <cstdio>

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData(R"(
        import QtQuick
        Window { width: 1280; height: 800; visible: true; Text { text: "Hello" } }
    )");
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &app,
        [] {
            std::puts("frame");
            std::fflush(stdout);
            QCoreApplication::quit();
        },
        Qt::QueuedConnection);
    return QGuiApplication::exec();
}
