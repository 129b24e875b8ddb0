#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QRect>

namespace herald::gui {

/// The user's preferences that outlive a campaign: theme, window geometry, recent files.
/// Each key is declared here once with its default.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "system", "light" or "dark".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY
                   windowGeometryChanged)
    Q_PROPERTY(bool windowMaximized READ windowMaximized WRITE setWindowMaximized NOTIFY
                   windowGeometryChanged)

public:
    using QObject::QObject;

    [[nodiscard]] QString theme() const;
    void setTheme(const QString &theme);
    [[nodiscard]] QRect windowGeometry() const;
    void setWindowGeometry(const QRect &geometry);
    [[nodiscard]] bool windowMaximized() const;
    void setWindowMaximized(bool maximized);

    [[nodiscard]] static QStringList recentFiles();
    static void addRecentFile(const QString &path);

    static constexpr int MaxRecentFiles = 8;

Q_SIGNALS:
    void themeChanged();
    void windowGeometryChanged();
};

} // namespace herald::gui
