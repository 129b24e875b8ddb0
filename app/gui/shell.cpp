#include "app/gui/shell.h"

#include "app/gui/appsettings.h"
#include "app/services/democampaign.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace herald::gui {

Shell::Shell() : m_controller(m_service)
{
    CampaignController::setInstance(&m_controller);
}

Shell::~Shell()
{
    CampaignController::setInstance(nullptr);
}

void Shell::openInitialCampaign(const QStringList &arguments)
{
    const auto openDemo = [this] {
        db::FileError error;
        const QString demo = app::ensureDemoCampaign(
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                QStringLiteral("/herald"),
            &error);
        if (!demo.isEmpty())
            m_controller.openPath(demo);
        else
            Q_EMIT m_controller.errorOccurred(error.message);
    };
    for (const QString &argument : arguments) {
        if (argument == QLatin1String("--demo")) {
            openDemo();
            return;
        }
        if (!argument.startsWith(QLatin1Char('-'))) {
            m_controller.openPath(argument);
            return;
        }
    }
    const QStringList recent = AppSettings::recentFiles();
    if (recent.isEmpty())
        openDemo();
    else if (QFileInfo::exists(recent.first()))
        m_controller.openPath(recent.first());
}

} // namespace herald::gui
