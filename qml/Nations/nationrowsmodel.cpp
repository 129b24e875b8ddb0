#include "nationrowsmodel.h"

namespace herald::nations {

NationRowsModel::NationRowsModel(QStringList tables, QObject *parent)
    : CampaignListModel(std::move(tables), parent)
{
}

void NationRowsModel::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    reload();
    Q_EMIT nationIdChanged();
}

void NationRowsModel::fill(const app::CampaignService *service)
{
    clearRows();
    if (service && m_nationId > 0)
        fillNation(*service, m_nationId);
}

} // namespace herald::nations
