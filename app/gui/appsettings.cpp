#include "app/gui/appsettings.h"

#include "app/gui/language.h"

#include <QDir>
#include <QGuiApplication>
#include <QPalette>
#include <QSettings>
#include <QStandardPaths>

namespace herald::gui {

namespace {

const QString ThemeKey = QStringLiteral("appearance/theme");
const QString DefaultTheme = QStringLiteral("system");
const QString LanguageKey = QStringLiteral("appearance/language");
const QString DefaultLanguage = QStringLiteral("system");
const QString GeometryKey = QStringLiteral("window/geometry");
const QRect DefaultGeometry(80, 60, 1280, 800);
const QString MaximizedKey = QStringLiteral("window/maximized");
const QString RecentKey = QStringLiteral("files/recent");
const QString LastPageKey = QStringLiteral("window/page");
const QString DefaultPage = QStringLiteral("campaign");
const QString LastFolderKey = QStringLiteral("files/lastFolder");

} // namespace

QString AppSettings::theme() const
{
    return QSettings().value(ThemeKey, DefaultTheme).toString();
}

void AppSettings::setTheme(const QString &theme)
{
    if (theme == this->theme())
        return;
    QSettings().setValue(ThemeKey, theme);
    Q_EMIT themeChanged();
}

bool AppSettings::dark() const
{
    const QString chosen = theme();
    if (chosen != QLatin1String("system"))
        return chosen == QLatin1String("dark");
    // What the Material style's System theme decides in Qt 6.4: light text on a dark window.
    const QPalette palette = QGuiApplication::palette();
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

QString AppSettings::language() const
{
    return QSettings().value(LanguageKey, DefaultLanguage).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    if (language == this->language())
        return;
    QSettings().setValue(LanguageKey, language);
    installLanguage(language);
    // Every qsTr binding of the window is evaluated again in the new language.
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    Q_EMIT languageChanged();
}

QRect AppSettings::windowGeometry() const
{
    const QRect r = QSettings().value(GeometryKey, DefaultGeometry).toRect();
    return r.width() >= 640 && r.height() >= 480 ? r : DefaultGeometry;
}

void AppSettings::setWindowGeometry(const QRect &geometry)
{
    if (geometry == windowGeometry())
        return;
    QSettings().setValue(GeometryKey, geometry);
    Q_EMIT windowGeometryChanged();
}

bool AppSettings::windowMaximized() const
{
    return QSettings().value(MaximizedKey, false).toBool();
}

void AppSettings::setWindowMaximized(bool maximized)
{
    if (maximized == windowMaximized())
        return;
    QSettings().setValue(MaximizedKey, maximized);
    Q_EMIT windowGeometryChanged();
}

QString AppSettings::lastPage() const
{
    return QSettings().value(LastPageKey, DefaultPage).toString();
}

void AppSettings::setLastPage(const QString &key)
{
    if (key == lastPage())
        return;
    QSettings().setValue(LastPageKey, key);
    Q_EMIT lastPageChanged();
}

QStringList AppSettings::recentFiles()
{
    return QSettings().value(RecentKey).toStringList();
}

void AppSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(RecentKey, files);
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    if (files.removeAll(path) > 0)
        QSettings().setValue(RecentKey, files);
}

QString AppSettings::lastFolder()
{
    const QString folder = QSettings().value(LastFolderKey).toString();
    if (!folder.isEmpty() && QDir(folder).exists())
        return folder;
    // A missing folder would land in the dialog's name field ("Documents").
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(documents).exists() ? documents : QDir::homePath();
}

void AppSettings::setLastFolder(const QString &folder)
{
    QSettings().setValue(LastFolderKey, folder);
}

} // namespace herald::gui
