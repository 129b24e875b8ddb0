#include "armyform.h"

#include "app/gui/campaigncontroller.h"
#include "db/warmaster/armyrepository.h"
#include "runcommand.h"

#include <QCoreApplication>

namespace herald::nations {

ArmyForm::ArmyForm(QObject *parent) : QObject(parent)
{
    if (auto *controller = gui::CampaignController::instance())
        connect(controller, &gui::CampaignController::campaignChanged, this, &ArmyForm::reload);
}

void ArmyForm::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    reload();
    Q_EMIT nationIdChanged();
}

void ArmyForm::reload()
{
    m_generalNames.clear();
    m_generalIds.clear();
    m_areaLabels.clear();
    m_areaIds.clear();
    m_blocked.clear();
    auto *controller = gui::CampaignController::instance();
    if (controller && controller->isOpen() && m_nationId > 0) {
        const auto choices =
            db::placementChoices(controller->service().file()->database(), m_nationId,
                                 controller->service().info().date.year);
        for (const auto &general : choices.generals) {
            m_generalNames << general.name;
            m_generalIds << general.id;
        }
        for (const auto &area : choices.areas) {
            m_areaLabels << warmaster::areaLabel(area);
            m_areaIds << area.id();
        }
        m_blocked = choices.blocked;
    }
    Q_EMIT choicesChanged();
}

void ArmyForm::run(const QString &command, const QJsonObject &args)
{
    QString message;
    if (runCommand(command, args, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

void ArmyForm::place()
{
    if (m_generalIndex < 0 || m_generalIndex >= m_generalIds.size() || m_areaIndex < 0 ||
        m_areaIndex >= m_areaIds.size()) {
        Q_EMIT error(m_blocked.isEmpty() ? QCoreApplication::translate(
                                               "NationsPage", "Choose a general and an area.")
                                         : m_blocked);
        return;
    }
    run(QStringLiteral("army.place"),
        {{QStringLiteral("nation"), m_nationId},
         {QStringLiteral("name"), m_name},
         {QStringLiteral("general"), m_generalIds.at(m_generalIndex).toLongLong()},
         {QStringLiteral("area"), m_areaIds.at(m_areaIndex)}});
}

void ArmyForm::rename(int army, const QString &name)
{
    run(QStringLiteral("army.rename"),
        {{QStringLiteral("army"), army}, {QStringLiteral("name"), name}});
}

void ArmyForm::remove(int army)
{
    run(QStringLiteral("army.remove"), {{QStringLiteral("army"), army}});
}

} // namespace herald::nations
