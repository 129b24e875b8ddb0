#pragma once

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QString>

namespace herald::test {

/// Loads Herald's window (qrc:/Herald/Main.qml) into `engine` with its QML warnings failing the
/// test (failOnQmlWarnings), at 1280 x 800, shown and ready; nullptr when it does not load, is
/// not exposed or does not become ready within 10 s. The caller verifies the result.
[[nodiscard]] QQuickWindow *openMainWindow(QQmlApplicationEngine &engine);

/// The first item called `name` at or below `root`, depth first; nullptr when none.
[[nodiscard]] QQuickItem *findItem(QQuickItem *root, const QString &name);

} // namespace herald::test
