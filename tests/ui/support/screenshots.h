#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace herald::test {

/// Where UI tests leave pictures for a person to look at: the folder named by the
/// environment variable HERALD_SCREENSHOT_DIR (made when missing), or an empty string, and
/// then no picture is written. Tests write nothing else outside their temporary folders.
[[nodiscard]] QString screenshotFolder();

/// The same folder for Qt Quick tests: `if (Screenshots.folder) grabImage(item).save(...)`.
class Screenshots : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(QString folder READ folder CONSTANT)

public:
    using QObject::QObject;

    [[nodiscard]] QString folder() const { return screenshotFolder(); }
    /// `name` inside the folder, or an empty string when no pictures are wanted.
    Q_INVOKABLE QString pathOf(const QString &name) const;
};

} // namespace herald::test
