#include "campaignlistmodel.h"

#include "campaigncontroller.h"

namespace herald::gui {

CampaignListModel::CampaignListModel(QStringList tables, QObject *parent)
    : QAbstractListModel(parent), m_follower(this, std::move(tables), [this] { reload(); })
{
}

void CampaignListModel::setCampaign(CampaignController *campaign)
{
    if (m_follower.setCampaign(campaign))
        Q_EMIT campaignChanged();
}

int CampaignListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

bool CampaignListModel::update(const app::CampaignService *)
{
    return false;
}

void CampaignListModel::reload()
{
    const int before = rows();
    auto *controller = campaign();
    const app::CampaignService *service =
        controller && controller->isOpen() ? &controller->service() : nullptr;
    if (update(service))
        return;
    beginResetModel();
    fill(service);
    endResetModel();
    if (rows() != before)
        Q_EMIT countChanged();
}

} // namespace herald::gui
