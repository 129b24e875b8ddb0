#include "app/gui/shell.h"

#include "app/gui/appsettings.h"
#include "app/services/democampaign.h"

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
            m_controller.refuseFile(error.message);
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
    // A last campaign that has gone is refused like any other, so the window says why it
    // opens empty and the file leaves the recent list.
    const QStringList recent = AppSettings::recentFiles();
    if (recent.isEmpty())
        openDemo();
    else
        m_controller.openPath(recent.first());
}

} // namespace herald::gui
