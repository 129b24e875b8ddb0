#include "mainwindow.h"

#include "qmlwarnings.h"

#include <QTest>

namespace herald::test {

QQuickWindow *openMainWindow(QQmlApplicationEngine &engine)
{
    failOnQmlWarnings(&engine);
    engine.load(QUrl(QStringLiteral("qrc:/Herald/Main.qml")));
    if (engine.rootObjects().size() != 1)
        return nullptr;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (!window)
        return nullptr;
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window) ||
        !QTest::qWaitFor([window] { return window->property("ready").toBool(); }, 10000))
        return nullptr;
    return window;
}

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems()) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

} // namespace herald::test
