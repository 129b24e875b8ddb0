#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QRect>

namespace herald::gui {

/// The user's preferences that outlive a campaign: theme, language, window geometry, the page
/// last shown, recent files, the folder of the last file dialog. Each key is declared here once
/// with its default.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "system", "light" or "dark".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    /// Whether the dark palette is in effect: the dark theme, or the system's when it is dark.
    /// The controls' style and Herald's own colours (Theme) both follow it, so they agree.
    Q_PROPERTY(bool dark READ dark NOTIFY themeChanged)
    /// The interface's language: "system" (the system's locale) or one of languages().
    /// A change applies at once and at the next start.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
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
    [[nodiscard]] bool dark() const;
    [[nodiscard]] QString language() const;
    void setLanguage(const QString &language);
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
    void languageChanged();
    void windowGeometryChanged();
    void lastPageChanged();
};

} // namespace herald::gui
