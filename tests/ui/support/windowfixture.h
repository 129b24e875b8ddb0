#pragma once

#include "app/gui/appsettings.h"
#include "app/gui/shell.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace herald::test {

/// Herald's window at 1280 x 800, off screen, on the demo campaign, page by page as a person
/// sees it: the shell, its settings and the campaign in the test's own temporary folder. The
/// QML warnings of the window are collected for the test to report with what it checks.
class WindowFixture
{
public:
    static constexpr int Width = 1280;
    static constexpr int Height = 800;

    /// Makes the shell, opens the demo campaign and shows the window; false when it fails.
    [[nodiscard]] bool start();
    void stop();

    [[nodiscard]] QQuickWindow *window() const { return m_window; }
    /// The window's AppSettings (theme, language), as its menus set them.
    [[nodiscard]] gui::AppSettings *appSettings() const;
    /// The rail keys of the pages, in the rail's order ("campaign", "map"...).
    static const QStringList PageNames;
    /// The rail key of the page shown.
    [[nodiscard]] QString currentPageName() const;
    /// Shows page `index` and waits until it is built and drawn; the page's item, or nullptr.
    QQuickItem *showPage(int index);
    /// The item holding every page: what is outside it is the shell (menus, rail, status bar).
    [[nodiscard]] QQuickItem *pages() const;
    /// A picture of the window once everything pending is drawn.
    [[nodiscard]] QImage grab() const;
    /// The QML warnings since the last call.
    [[nodiscard]] QStringList takeWarnings();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<gui::Shell> m_shell;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    QStringList m_warnings;
};

/// Calls `visit` for `item` and every visible item below it, depth first; `visit` returns
/// false to skip an item's children.
void forEachVisibleItem(QQuickItem *item, const std::function<bool(QQuickItem *)> &visit);

/// Whether `item` lies outside the view of the Flickable that scrolls it: a person does not see
/// it until scrolled to, and a list may still be making it (delegates beyond the view are made
/// asynchronously).
[[nodiscard]] bool scrolledOutOfView(const QQuickItem *item);

/// What a person would call the item: its objectName, else its text, else its type.
[[nodiscard]] QString describeItem(const QQuickItem *item);

} // namespace herald::test
