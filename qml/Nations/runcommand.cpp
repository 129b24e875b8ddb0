#include "runcommand.h"

#include "app/gui/campaigncontroller.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>

namespace herald::nations {

bool runCommand(const QString &command, const QJsonObject &args, QString *message)
{
    auto *controller = gui::CampaignController::instance();
    if (!controller || !controller->isOpen()) {
        *message = QCoreApplication::translate("NationsPage", "Open a campaign first.");
        return false;
    }
    const bool ok = controller->execute(command, args);
    *message = ok ? controller->latestSummary() : controller->lastError();
    return ok;
}

bool ensurePlayer(const QString &name, QString *message)
{
    auto *controller = gui::CampaignController::instance();
    if (name.isEmpty() || (controller && controller->isOpen() &&
                           db::findPlayer(controller->service().file()->database(), name)))
        return true;
    return runCommand(QStringLiteral("player.add"), {{QStringLiteral("name"), name}}, message);
}

} // namespace herald::nations
