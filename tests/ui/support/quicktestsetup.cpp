#include "quicktestsetup.h"

#include "app/gui/appsettings.h"
#include "app/gui/language.h"
#include "qmlwarnings.h"
#include "testhome.h"

#include <QCoreApplication>
#include <QQuickStyle>

namespace herald::test {

QuickTestSetup::QuickTestSetup(QString campaignName, QObject *parent)
    : QObject(parent), m_campaignName(std::move(campaignName))
{
}

QuickTestSetup::~QuickTestSetup() = default;

void QuickTestSetup::applicationAvailable()
{
    QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
    useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    gui::installLanguage(gui::AppSettings().language());
    m_shell = std::make_unique<gui::Shell>();
    if (!m_shell->campaign().newCampaign(
            QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("campaign.herald"))), m_campaignName))
        qFatal("the test campaign was refused: %s", qPrintable(m_shell->campaign().lastError()));
    prepare(m_shell->campaign());
}

void QuickTestSetup::qmlEngineAvailable(QQmlEngine *engine)
{
    failOnQmlWarnings(engine);
}

void QuickTestSetup::cleanupTestCase()
{
    m_shell.reset();
}

void QuickTestSetup::prepare(gui::CampaignController &)
{
}

} // namespace herald::test
