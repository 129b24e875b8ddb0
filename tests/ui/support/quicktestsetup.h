#pragma once

#include "app/gui/shell.h"

#include <QObject>
#include <QQmlEngine>
#include <QTemporaryDir>

#include <memory>

namespace herald::test {

/// The set-up of every Qt Quick test of Herald's window (QUICK_TEST_MAIN_WITH_SETUP): settings
/// and data in the test's own temporary folder, the Material style, the shell on a new campaign
/// and QML warnings that fail the test (failOnQmlWarnings). A test derives from it to name its
/// campaign and, in prepare(), to fill it.
class QuickTestSetup : public QObject
{
    Q_OBJECT

public:
    explicit QuickTestSetup(QString campaignName, QObject *parent = nullptr);
    ~QuickTestSetup() override;

public Q_SLOTS:
    void applicationAvailable();
    void qmlEngineAvailable(QQmlEngine *engine);
    void cleanupTestCase();

protected:
    /// Runs before the window is made, on the new campaign; nothing to add by default.
    virtual void prepare(gui::CampaignController &campaign);

private:
    QString m_campaignName;
    QTemporaryDir m_dir;
    std::unique_ptr<gui::Shell> m_shell;
};

} // namespace herald::test
