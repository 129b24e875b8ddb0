#include "nationform.h"

#include "app/gui/campaigncontroller.h"
#include "db/warmaster/nationrepository.h"

#include <QJsonObject>

namespace herald::nations {

void NationForm::submit()
{
    auto *controller = gui::CampaignController::instance();
    if (!controller || !controller->isOpen()) {
        Q_EMIT error(tr("Open a campaign first."));
        return;
    }
    const QString player = m_player.trimmed();
    if (!player.isEmpty() && !db::findPlayer(controller->service().file()->database(), player) &&
        !controller->execute(QStringLiteral("player.add"), {{QStringLiteral("name"), player}})) {
        Q_EMIT error(controller->lastError());
        return;
    }
    QJsonObject args{{QStringLiteral("name"), m_name}, {QStringLiteral("colour"), m_colour}};
    if (!player.isEmpty())
        args.insert(QStringLiteral("player"), player);
    if (!m_armyList.isEmpty())
        args.insert(QStringLiteral("armyList"), m_armyList);
    if (!m_capital.trimmed().isEmpty())
        args.insert(QStringLiteral("capital"), m_capital.trimmed());
    if (controller->execute(QStringLiteral("nation.add"), args))
        Q_EMIT done(controller->latestSummary());
    else
        Q_EMIT error(controller->lastError());
}

} // namespace herald::nations
