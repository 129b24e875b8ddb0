#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QRect>

namespace herald::gui {

/// The user's preferences that outlive a campaign: theme, window geometry, the page last
/// shown, recent files, the folder of the last file dialog. Each key is declared here once
/// with its default.
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
    /// The rail key of the page shown when the window was last closed ("campaign" at first).
    Q_PROPERTY(QString lastPage READ lastPage WRITE setLastPage NOTIFY lastPageChanged)

public:
    using QObject::QObject;

    [[nodiscard]] QString theme() const;
    void setTheme(const QString &theme);
    [[nodiscard]] QRect windowGeometry() const;
    void setWindowGeometry(const QRect &geometry);
    [[nodiscard]] bool windowMaximized() const;
    void setWindowMaximized(bool maximized);
    [[nodiscard]] QString lastPage() const;
    void setLastPage(const QString &key);

    [[nodiscard]] static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void removeRecentFile(const QString &path);
    /// Where the next file dialog starts: the folder of the last file chosen, at first the
    /// user's documents (or home, without a documents folder).
    [[nodiscard]] static QString lastFolder();
    static void setLastFolder(const QString &folder);

    static constexpr int MaxRecentFiles = 8;

Q_SIGNALS:
    void themeChanged();
    void windowGeometryChanged();
    void lastPageChanged();
};

} // namespace herald::gui
