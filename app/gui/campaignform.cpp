#include "campaignform.h"

#include "campaigncontroller.h"

namespace herald::gui {

CampaignForm::CampaignForm(QStringList tables, QObject *parent)
    : QObject(parent), m_follower(this, std::move(tables), [this] { reload(); })
{
}

void CampaignForm::setCampaign(CampaignController *campaign)
{
    if (m_follower.setCampaign(campaign))
        Q_EMIT campaignChanged();
}

app::CampaignService *CampaignForm::service() const
{
    auto *controller = campaign();
    return controller && controller->isOpen() ? &controller->service() : nullptr;
}

bool CampaignForm::run(const QString &command, const QJsonObject &args, const QString &about)
{
    auto *controller = campaign();
    if (!controller || !controller->isOpen()) {
        refuse(tr("Open a campaign first."));
        return false;
    }
    if (!controller->execute(command, args)) {
        Q_EMIT error(about + controller->lastError());
        return false;
    }
    Q_EMIT done(controller->latestSummary());
    return true;
}

void CampaignForm::refuse(const QString &message)
{
    Q_EMIT error(message);
}

} // namespace herald::gui
