// Qt Quick test of the Map page on a campaign with the demo map imported.
#include "app/gui/shell.h"
#include "testhome.h"

#include <QJsonObject>
#include <QQuickStyle>
#include <QTemporaryDir>
#include <QtQuickTest>

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldMapTests"));
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QQuickStyle::setStyle(QStringLiteral("Material"));
        m_shell = std::make_unique<herald::gui::Shell>();
        m_shell->campaign().newCampaign(
            QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("map.herald"))),
            QStringLiteral("Map UI test"));
        if (!m_shell->campaign().execute(QStringLiteral("map.importDemo"), {}))
            qFatal("demo map import failed: %s", qPrintable(m_shell->campaign().lastError()));
    }
    void cleanupTestCase() { m_shell.reset(); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
};

QUICK_TEST_MAIN_WITH_SETUP(map, Setup)
#include "tst_ui_map.moc"
